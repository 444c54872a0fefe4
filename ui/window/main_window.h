#pragma once

#include "catalog/catalog_load.h"

#include <QMainWindow>

class QLabel;
class QTabWidget;

namespace ap {

class CatalogPanel;
class CompareView;
class PlotWidget;
class ProjectDocument;
class RecommendationPanel;
class RooflinePanel;
class ScenarioPanel;

// The application window: a tab per workspace ("Hardware": the catalog table above the
// roofline chart; "Scenarios": the open project; "Recommendation": what to buy or rent for
// it), menus and the status bar. Panels do the
// work; the window wires them and runs the file commands of the project document.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class SaveChoice { Save, Discard, Cancel };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Shows a catalog and reports in the status bar where it came from. A load error is shown
    // in a non-modal message box once the event loop runs.
    void setCatalog(CatalogLoad load);

    // File commands. Each returns whether it happened; a failure is reported in a message
    // box and the status bar (lastError() keeps the text) and leaves the open project as it
    // was. openProject() and newProject() first offer to save unsaved changes.
    bool openProject(const QString& path);
    bool saveProject();
    bool saveProjectAs(const QString& path);
    bool newProject();
    QString projectPath() const;
    // File > Export Playbook: the open project's playbook as PDF (Markdown for ".md").
    bool exportPlaybook(const QString& path);
    QString lastError() const { return m_lastError; }

    CatalogPanel* catalogPanel() const { return m_catalog; }
    RooflinePanel* rooflinePanel() const { return m_roofline; }
    ScenarioPanel* scenarioPanel() const { return m_scenarios; }
    RecommendationPanel* recommendationPanel() const { return m_recommendation; }
    ProjectDocument* document() const { return m_document; }
    CompareView* compareView() const { return m_compare; }
    // The chart the user is looking at: on the current tab, the visible plot with the keyboard
    // focus or the mouse, else the largest one shown. nullptr when the tab shows none.
    PlotWidget* visiblePlot() const;
    // Saves visiblePlot() as PNG or PDF (by the extension); false with lastError() otherwise.
    bool exportVisibleChart(const QString& path);

    // The workspace views (tabs) by stable key: "hardware", "scenarios", "recommendation", ...
    // showView() selects one; false for an unknown key.
    QStringList viewKeys() const;
    bool showView(const QString& key);

    // Shown on the roofline when no row is selected: one device of each major family.
    static QStringList defaultDeviceIds();

protected:
    void closeEvent(QCloseEvent* event) override;
    // The questions the window asks; tests override them instead of clicking dialogs.
    virtual SaveChoice askToSave();
    virtual QString askOpenFileName();
    virtual QString askSaveFileName();
    virtual QString askPlaybookFileName();
    virtual QString askExportFileName();

private:
    static constexpr const char* kViewKeyProperty = "accelplanViewKey";
    // Adds a workspace tab under a stable key (see showView()).
    void addView(QWidget* view, const QString& key, const QString& title);
    // Offers to save unsaved changes; false when the user cancels (or saving failed).
    bool maybeSave();
    bool openFile(const QString& path);
    void reportError(const QString& title, const QString& message);
    void openWithDialog();
    void saveWithDialog();
    void exportPlaybookWithDialog();
    void createMenus();
    void updateTitle();
    void showDevices(const QStringList& selectedIds);
    void showAbout();

    QTabWidget* m_tabs;
    CatalogPanel* m_catalog;
    RooflinePanel* m_roofline;
    QLabel* m_catalogStatus;
    ProjectDocument* m_document;
    ScenarioPanel* m_scenarios;
    RecommendationPanel* m_recommendation;
    CompareView* m_compare;
    QString m_lastError;
};

} // namespace ap
