#pragma once

#include "catalog/catalog_load.h"
#include "catalog/price_load.h"

#include <QMainWindow>

class QLabel;
class QTabWidget;

namespace ap {

class CatalogPanel;
class CompareView;
class PlotWidget;
class DeviceEditorDialog;
class PriceEditorDialog;
class SiteEditorDialog;
class NewProjectWizard;
class ProjectDocument;
class RecommendationPanel;
class RooflinePanel;
class WelcomePage;
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
    // Evaluates with these prices (the built-in book and the user's price overlay); a load
    // error is shown like the catalog's.
    void setPrices(PricesLoad load);
    // File > Import Prices… without the dialogs: imports `input` (a SkyPilot vms.csv or
    // catalog folder, or LiteLLM's model_prices_and_context_window.json) into the user's
    // price overlay, installs it (every view evaluates again) and shows what was imported.
    // On failure reports it, writes nothing and returns false.
    bool importPrices(const QString& input);

    // File commands. Each returns whether it happened; a failure is reported in a message
    // box and the status bar (lastError() keeps the text) and leaves the open project as it
    // was. openProject() and newProject() first offer to save unsaved changes.
    bool openProject(const QString& path);
    bool saveProject();
    bool saveProjectAs(const QString& path);
    bool newProject();
    // Opens a bundled example (data/examples, compiled in) as an unsaved project.
    bool openExample(const QString& embeddedName);
    // Hardware > Duplicate Device…: a copy of `deviceId` (new id) in the device editor; saving
    // writes it to the user catalog and reloads the catalog. Returns the open dialog.
    DeviceEditorDialog* duplicateDevice(const QString& deviceId);
    // Hardware > Set Price…: a price override for `deviceId` in a scenario of the open project
    // (nullptr, with a status message, when the project has no scenario).
    PriceEditorDialog* editPrice(const QString& deviceId);
    // The Scenarios details' "Site figures…": the figures of `siteId` (default: the compute
    // site) for scenario `row`, saved as the scenario's overrides (nullptr, with a status
    // message, when the project has no scenario).
    SiteEditorDialog* editSite(int row, const QString& siteId = {});
    // Most recent first, at most 10; kept in QSettings.
    QStringList recentFiles() const;
    // The view that was current when the window last closed (QSettings), or empty.
    QString rememberedView() const;
    // File > New Project…: offers to save, then opens the new-project wizard (non-blocking,
    // window-modal). Finishing it replaces the project and starts its recommendation on the
    // Recommendation tab. Returns the open wizard, or nullptr when the user cancelled saving.
    NewProjectWizard* showNewProjectWizard();
    QString projectPath() const;
    // The open project's playbook as PDF (Markdown for ".md", CSV for ".csv"), built and
    // written before it returns.
    bool exportPlaybook(const QString& path);
    // File > Export Playbook…: the playbook is built off the GUI thread (each study's search
    // and Monte Carlo take seconds; a study just searched in the Recommendation tab is not
    // searched again), the window stays usable, and the file is written when the build is
    // ready; playbookExportFinished tells how it went. False when an export is running.
    bool startPlaybookExport(const QString& path);
    bool playbookExportRunning() const { return m_exporting; }
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
    // Saves visiblePlot() as PNG, SVG or PDF (by the extension); false with lastError()
    // otherwise.
    bool exportVisibleChart(const QString& path);
    WelcomePage* welcomePage() const { return m_welcome; }

    // The workspace views (tabs) by stable key: "hardware", "scenarios", "recommendation", ...
    // showView() selects one; false for an unknown key.
    QStringList viewKeys() const;
    bool showView(const QString& key);
    // Brings the chart (or any widget) with object name `name` to the front: its view and
    // every tab page holding it (--plot, tests). False if no such widget.
    bool showChart(const QString& name);
    // The object names of the charts of every view, for --plot's message.
    QStringList chartNames() const;

    // Shown on the roofline when no row is selected: one device of each major family.
    static QStringList defaultDeviceIds();

signals:
    void playbookExportFinished(const QString& path, bool ok);

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
    // How the search the new-project wizard started ended, for the status bar: the winner and
    // how many options meet the question, or why there is no answer.
    QString newProjectSearchEnd() const;
    bool openFile(const QString& path);
    void reportError(const QString& title, const QString& message);
    void openWithDialog();
    void saveWithDialog();
    void exportPlaybookWithDialog();
    void importPricesWithDialog();
    void createMenus();
    void updateTitle();
    void showDevices(const QStringList& selectedIds);
    void showAbout();
    void addRecentFile(const QString& path);
    // Window geometry, splitters and the current view, in QSettings (the application's
    // organisation and name: tests set their own).
    void restoreSettings();
    void saveSettings() const;

    QTabWidget* m_tabs;
    WelcomePage* m_welcome;
    CatalogPanel* m_catalog;
    RooflinePanel* m_roofline;
    QLabel* m_catalogStatus;
    ProjectDocument* m_document;
    ScenarioPanel* m_scenarios;
    RecommendationPanel* m_recommendation;
    CompareView* m_compare;
    QString m_lastError;
    QString m_userCatalogPath;
    QString m_userPricesPath;
    QAction* m_exportPlaybookAction = nullptr;
    bool m_exporting = false;
};

} // namespace ap
