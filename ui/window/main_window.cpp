#include "window/main_window.h"

#include "catalog/catalog_panel.h"
#include "charts/roofline_chart.h"
#include "charts/roofline_panel.h"
#include "cli/cli.h"
#include "plot/plot_widget.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

namespace ap {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_catalog(new CatalogPanel(this))
    , m_roofline(new RooflinePanel(this))
    , m_catalogStatus(new QLabel(this))
{
    m_tabs->setObjectName(QStringLiteral("workspaceTabs"));
    m_tabs->setDocumentMode(true);
    m_catalogStatus->setObjectName(QStringLiteral("catalogStatus"));

    auto* hardware = new QSplitter(Qt::Vertical, m_tabs);
    hardware->setObjectName(QStringLiteral("hardwareSplitter"));
    hardware->setChildrenCollapsible(false);
    hardware->addWidget(m_catalog);
    hardware->addWidget(m_roofline);
    hardware->setStretchFactor(0, 2);
    hardware->setStretchFactor(1, 3);
    m_catalog->setContentsMargins(8, 8, 8, 0);
    m_roofline->setContentsMargins(8, 0, 8, 4);
    m_tabs->addTab(hardware, tr("Hardware"));
    setCentralWidget(m_tabs);

    statusBar()->addPermanentWidget(m_catalogStatus);
    createMenus();
    updateTitle();
    resize(1400, 900);

    connect(m_catalog, &CatalogPanel::selectionChanged, this, &MainWindow::showDevices);
}

QStringList MainWindow::defaultDeviceIds()
{
    return {QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("google-tpu-v5p"),
            QStringLiteral("amd-mi300x")};
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* exportChart = file->addAction(tr("&Export Chart…"));
    exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportChart, &QAction::triggered, m_roofline, &RooflinePanel::exportChart);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* resetFilters = view->addAction(tr("Reset &Filters"));
    connect(resetFilters, &QAction::triggered, m_catalog, &CatalogPanel::resetFilters);
    QAction* clearSelection = view->addAction(tr("&Clear Selection"));
    connect(clearSelection, &QAction::triggered, m_catalog->view(),
            &QAbstractItemView::clearSelection);
    QAction* resetChart = view->addAction(tr("Reset Chart &Zoom"));
    connect(resetChart, &QAction::triggered, this,
            [this] { m_roofline->chart()->plot()->resetView(); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About AccelPlan"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    QAction* aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::setCatalog(CatalogLoad load)
{
    const int count = int(load.catalog.devices().size());
    m_catalog->setCatalog(std::move(load.catalog));
    showDevices(m_catalog->selectedDeviceIds());

    const QString path = QDir::toNativeSeparators(load.userCatalogPath);
    QString source;
    if (load.userCatalogMerged)
        source = tr("built-in + %1").arg(path);
    else if (!load.error.isEmpty() && !path.isEmpty())
        source = tr("built-in (%1 has errors)").arg(path);
    else
        source = tr("built-in");
    m_catalogStatus->setText(tr("%n device(s) · catalog: %1", nullptr, count).arg(source));
    m_catalogStatus->setToolTip(
        path.isEmpty() ? QString()
                       : tr("Your own devices and corrections are read from %1").arg(path));

    if (!load.error.isEmpty()) {
        statusBar()->showMessage(tr("Catalog not loaded: see the message"), 10000);
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Device Catalog"), load.error,
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("catalogErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        QMetaObject::invokeMethod(box, &QDialog::open, Qt::QueuedConnection);
    }
}

void MainWindow::setProjectPath(const QString& path)
{
    m_projectPath = path;
    setWindowFilePath(path);
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (m_projectPath.isEmpty())
        setWindowTitle(tr("AccelPlan"));
    else
        setWindowTitle(tr("%1 — AccelPlan").arg(QFileInfo(m_projectPath).fileName()));
}

void MainWindow::showDevices(const QStringList& selectedIds)
{
    const Catalog& catalog = m_catalog->catalog();
    const QStringList ids = selectedIds.isEmpty() ? defaultDeviceIds() : selectedIds;
    std::vector<Device> devices;
    for (const QString& id : ids)
        if (const Device* d = catalog.find(id.toStdString()))
            devices.push_back(*d);
    // A catalog without the usual suspects (a user's own) still shows something.
    if (selectedIds.isEmpty() && devices.empty())
        for (size_t i = 0; i < std::min<size_t>(3, catalog.devices().size()); ++i)
            devices.push_back(catalog.devices()[i]);
    m_roofline->setDevices(std::move(devices));
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About AccelPlan"),
        tr("<h3>AccelPlan %1</h3>"
           "<p>Plans compute purchases: which CPUs, GPUs or TPUs, how many, and what they "
           "really deliver for a workload.</p>"
           "<p>Roofline after Williams, Waterman and Patterson, <i>Communications of the "
           "ACM</i> 52(4), 2009. Device figures are vendor datasheet values; each table cell's "
           "tooltip names its source.</p>")
            .arg(QString::fromStdString(versionString())));
}

} // namespace ap
