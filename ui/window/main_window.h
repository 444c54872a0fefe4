#pragma once

#include "catalog/catalog_load.h"

#include <QMainWindow>

class QLabel;
class QTabWidget;

namespace ap {

class CatalogPanel;
class RooflinePanel;

// The application window: a tab per workspace (for now "Hardware": the catalog table above
// the roofline chart), menus and the status bar. Panels do the work; the window wires them.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Shows a catalog and reports in the status bar where it came from. A load error is shown
    // in a non-modal message box once the event loop runs.
    void setCatalog(CatalogLoad load);

    // The project file named on the command line; shown in the title. Opening projects comes
    // with the project view.
    void setProjectPath(const QString& path);
    QString projectPath() const { return m_projectPath; }

    CatalogPanel* catalogPanel() const { return m_catalog; }
    RooflinePanel* rooflinePanel() const { return m_roofline; }

    // Shown on the roofline when no row is selected: one device of each major family.
    static QStringList defaultDeviceIds();

private:
    void createMenus();
    void updateTitle();
    void showDevices(const QStringList& selectedIds);
    void showAbout();

    QTabWidget* m_tabs;
    CatalogPanel* m_catalog;
    RooflinePanel* m_roofline;
    QLabel* m_catalogStatus;
    QString m_projectPath;
};

} // namespace ap
