#include "window/main_window.h"

#include "async/async_task.h"
#include "catalog/calibration_dialog.h"
#include "catalog/catalog_model.h"
#include "catalog/catalog_panel.h"
#include "catalog/device_editor_dialog.h"
#include "catalog/price_editor_dialog.h"
#include "catalog/site_editor_dialog.h"
#include "charts/roofline_chart.h"
#include "charts/roofline_panel.h"
#include "common/embedded_data.h"
#include "common/version.h"
#include "compare/compare_view.h"
#include "document/project_document.h"
#include "economics/price_import.h"
#include "editor/field_words.h"
#include "format/message_text.h"
#include "playbook/playbook_pdf.h"
#include "plot/plot_widget.h"
#include "project/scenario_panel.h"
#include "recommend/recommendation_panel.h"
#include "recommend/recommendation_text.h"
#include "window/about_dialog.h"
#include "window/language.h"
#include "window/welcome_page.h"
#include "wizard/new_project_wizard.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace ap {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_tabs(new QTabWidget(this))
    , m_welcome(new WelcomePage(this))
    , m_catalog(new CatalogPanel(this))
    , m_roofline(new RooflinePanel(this))
    , m_catalogStatus(new QLabel(this))
    , m_document(new ProjectDocument(this))
    , m_scenarios(new ScenarioPanel(m_document, this))
    , m_recommendation(new RecommendationPanel(m_document, this))
    , m_compare(new CompareView(m_scenarios->model(), this))
{
    m_tabs->setObjectName(QStringLiteral("workspaceTabs"));
    m_tabs->setDocumentMode(true);
    m_catalogStatus->setObjectName(QStringLiteral("catalogStatus"));
    m_welcome->setObjectName(QStringLiteral("welcomePage"));
    addView(m_welcome, QStringLiteral("welcome"), tr("Welcome"));

    auto* hardware = new QSplitter(Qt::Vertical, m_tabs);
    hardware->setObjectName(QStringLiteral("hardwareSplitter"));
    hardware->setChildrenCollapsible(false);
    hardware->addWidget(m_catalog);
    hardware->addWidget(m_roofline);
    hardware->setStretchFactor(0, 2);
    hardware->setStretchFactor(1, 3);
    m_catalog->setContentsMargins(8, 8, 8, 0);
    m_roofline->setContentsMargins(8, 0, 8, 4);
    addView(hardware, QStringLiteral("hardware"), tr("Hardware"));
    m_scenarios->setObjectName(QStringLiteral("scenarioPanel"));
    addView(m_scenarios, QStringLiteral("scenarios"), tr("Scenarios"));
    m_recommendation->setObjectName(QStringLiteral("recommendationPanel"));
    addView(m_recommendation, QStringLiteral("recommendation"), tr("Recommendation"));
    addView(m_compare, QStringLiteral("compare"), tr("Compare"));
    setCentralWidget(m_tabs);
    // A view whose content asks for more than the screen has must not grow the window past
    // it (the window's minimum is the tabs' minimum): the view is squeezed instead, and its
    // own layout decides what scrolls.
    m_tabs->setMinimumSize(480, 360);
    // The welcome page is where gui_main starts without a project; the window itself opens on
    // the catalog, which needs no project.
    m_tabs->setCurrentWidget(hardware);

    statusBar()->addPermanentWidget(m_catalogStatus);
    createMenus();
    updateTitle();
    // Never larger than the screen (1280x800 laptops included); remembered sizes win.
    const QRect available = screen()->availableGeometry();
    resize(QSize(1400, 900).boundedTo(available.size() * 0.95));
    m_welcome->setRecentFiles(recentFiles());
    restoreSettings();

    connect(m_welcome, &WelcomePage::newProjectRequested, this, &MainWindow::showNewProjectWizard);
    connect(m_welcome, &WelcomePage::openRequested, this, &MainWindow::openWithDialog);
    connect(m_welcome, &WelcomePage::exampleRequested, this, &MainWindow::openExample);
    connect(m_welcome, &WelcomePage::recentFileRequested, this,
            [this](const QString& path) { openProject(path); });

    connect(m_catalog, &CatalogPanel::selectionChanged, this, &MainWindow::showDevices);
    connect(m_catalog, &CatalogPanel::duplicateRequested, this, &MainWindow::duplicateDevice);
    connect(m_catalog, &CatalogPanel::priceRequested, this, &MainWindow::editPrice);
    connect(m_scenarios, &ScenarioPanel::siteEditRequested, this,
            [this](int row, const QString& siteId) { editSite(row, siteId); });
    connect(m_catalog, &CatalogPanel::calibrateRequested, this, [this](const QString& deviceId) {
        auto* dialog = new CalibrationDialog(m_document->data(), deviceId, this, m_document);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    connect(m_document, &ProjectDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ProjectDocument::scenariosReset, this, &MainWindow::updateTitle);
    connect(m_scenarios, &ScenarioPanel::editRejected, this, [this](const QString& reason) {
        // The field as the editor labels it, not the file's path (#25).
        m_lastError = reasonInWords(reason);
        statusBar()->showMessage(tr("Edit rejected: %1").arg(m_lastError), 15000);
    });
    connect(m_recommendation, &RecommendationPanel::compareRequested, this,
            [this](const QStringList& names, const std::vector<Scenario>& scenarios) {
                m_compare->setCandidates(names, scenarios);
                showView(QStringLiteral("compare"));
            });
    connect(m_recommendation, &RecommendationPanel::scenarioAdded, this,
            [this](const QString& name) {
                statusBar()->showMessage(tr("Added scenario \"%1\"").arg(name), 5000);
            });
}

void MainWindow::addView(QWidget* view, const QString& key, const QString& title)
{
    // The key is the view's stable name for --view and tests; the title is translated.
    view->setProperty(kViewKeyProperty, key);
    m_tabs->addTab(view, title);
}

QStringList MainWindow::viewKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_tabs->count(); ++i)
        keys << m_tabs->widget(i)->property(kViewKeyProperty).toString();
    return keys;
}

bool MainWindow::showView(const QString& key)
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->widget(i)->property(kViewKeyProperty).toString() == key) {
            m_tabs->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

bool MainWindow::showChart(const QString& name)
{
    QWidget* target = name.isEmpty() ? nullptr : m_tabs->findChild<QWidget*>(name);
    if (!target)
        return false;
    // Outermost last: each tab widget on the way up shows the page holding the target.
    for (QWidget* w = target; w && w != this; w = w->parentWidget()) {
        auto* stack = qobject_cast<QStackedWidget*>(w->parentWidget());
        if (stack && qobject_cast<QTabWidget*>(stack->parentWidget()))
            qobject_cast<QTabWidget*>(stack->parentWidget())->setCurrentWidget(w);
    }
    // Scrolled into view where it sits in a scroll area (the Scenarios tab's details).
    for (QWidget* w = target->parentWidget(); w && w != this; w = w->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(w)) {
            scroll->ensureWidgetVisible(target, 0, 0);
            break;
        }
    return true;
}

QStringList MainWindow::chartNames() const
{
    QStringList names;
    for (PlotWidget* plot : m_tabs->findChildren<PlotWidget*>()) {
        QWidget* chart = plot->parentWidget();
        if (chart && !chart->objectName().isEmpty() && !names.contains(chart->objectName()))
            names << chart->objectName();
    }
    return names;
}

MainWindow::~MainWindow() = default;

PlotWidget* MainWindow::visiblePlot() const
{
    QWidget* page = m_tabs->currentWidget();
    if (!page)
        return nullptr;
    PlotWidget* best = nullptr;
    int bestArea = 0;
    for (PlotWidget* plot : page->findChildren<PlotWidget*>()) {
        if (!plot->isVisibleTo(page) || !plot->isVisible())
            continue;
        if (plot->isAncestorOf(QApplication::focusWidget()) || plot->underMouse())
            return plot;
        const int area = plot->width() * plot->height();
        if (area > bestArea) {
            best = plot;
            bestArea = area;
        }
    }
    return best;
}

bool MainWindow::exportVisibleChart(const QString& path)
{
    PlotWidget* plot = visiblePlot();
    if (!plot) {
        m_lastError = tr("This view shows no chart.");
        return false;
    }
    if (!plot->exportFile(path)) {
        reportError(tr("Export Chart"), tr("Could not write %1.").arg(path));
        return false;
    }
    statusBar()->showMessage(tr("Exported the chart to %1").arg(path), 5000);
    return true;
}

QString MainWindow::askExportFileName()
{
    return QFileDialog::getSaveFileName(this, tr("Export Chart"), QString(),
                                        tr("PNG image (*.png);;SVG image (*.svg);;PDF document "
                                           "(*.pdf)"));
}

QStringList MainWindow::defaultDeviceIds()
{
    return {QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("google-tpu-v5p"),
            QStringLiteral("amd-mi300x")};
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New Project…"));
    newAction->setObjectName(QStringLiteral("actionNew"));
    newAction->setShortcut(QKeySequence::New);
    newAction->setToolTip(tr("Pose a question: the job, the model, the scale, where it may run"));
    connect(newAction, &QAction::triggered, this, &MainWindow::showNewProjectWizard);
    QAction* newEmpty = file->addAction(tr("New &Empty Project"));
    newEmpty->setObjectName(QStringLiteral("actionNewEmpty"));
    connect(newEmpty, &QAction::triggered, this, &MainWindow::newProject);
    QAction* open = file->addAction(tr("&Open…"));
    open->setObjectName(QStringLiteral("actionOpen"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, &MainWindow::openWithDialog);
    QAction* save = file->addAction(tr("&Save"));
    save->setObjectName(QStringLiteral("actionSave"));
    save->setShortcut(QKeySequence::Save);
    connect(save, &QAction::triggered, this, &MainWindow::saveProject);
    QAction* saveAs = file->addAction(tr("Save &As…"));
    saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    saveAs->setShortcut(QKeySequence::SaveAs);
    connect(saveAs, &QAction::triggered, this, &MainWindow::saveWithDialog);
    file->addSeparator();
    QAction* exportChart = file->addAction(tr("&Export Chart…"));
    exportChart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportChart->setObjectName(QStringLiteral("actionExportChart"));
    connect(exportChart, &QAction::triggered, this, [this] {
        if (!visiblePlot()) {
            reportError(tr("Export Chart"), tr("This view shows no chart."));
            return;
        }
        const QString path = askExportFileName();
        if (!path.isEmpty())
            exportVisibleChart(path);
    });
    QAction* exportPlaybookAction = file->addAction(tr("Export &Playbook…"));
    m_exportPlaybookAction = exportPlaybookAction;
    exportPlaybookAction->setObjectName(QStringLiteral("actionExportPlaybook"));
    connect(exportPlaybookAction, &QAction::triggered, this, &MainWindow::exportPlaybookWithDialog);
    file->addSeparator();
    QAction* importPricesAction = file->addAction(tr("Import P&rices…"));
    importPricesAction->setObjectName(QStringLiteral("actionImportPrices"));
    importPricesAction->setStatusTip(
        tr("Read a SkyPilot catalog (vms.csv) or LiteLLM's model prices into your prices"));
    connect(importPricesAction, &QAction::triggered, this, &MainWindow::importPricesWithDialog);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcut(QKeySequence::Undo);
    edit->addAction(undo);
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(redo);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* resetFilters = view->addAction(tr("Reset &Filters"));
    connect(resetFilters, &QAction::triggered, m_catalog, &CatalogPanel::resetFilters);
    QAction* clearSelection = view->addAction(tr("&Clear Selection"));
    connect(clearSelection, &QAction::triggered, m_catalog->view(),
            &QAbstractItemView::clearSelection);
    QAction* resetChart = view->addAction(tr("Reset Chart &Zoom"));
    connect(resetChart, &QAction::triggered, this,
            [this] { m_roofline->chart()->plot()->resetView(); });

    // The interface language: the system's or one of the shipped ones, applied on restart
    // (every view builds its texts once).
    QMenu* language = view->addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("menuLanguage"));
    auto* languages = new QActionGroup(language);
    const QString chosen = languagePreference();
    QStringList codes{QString()};
    codes << shippedLanguages();
    for (const QString& code : codes) {
        QAction* a =
            language->addAction(code.isEmpty() ? tr("System Language") : languageName(code));
        a->setObjectName(QStringLiteral("actionLanguage_") +
                         (code.isEmpty() ? QStringLiteral("system") : code));
        a->setCheckable(true);
        a->setChecked(code == chosen);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            if (code == languagePreference())
                return;
            setLanguagePreference(code);
            statusBar()->showMessage(tr("The language changes when AccelPlan is started again."),
                                     15000);
        });
    }

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User Guide"));
    guide->setObjectName(QStringLiteral("actionUserGuide"));
    guide->setShortcut(QKeySequence::HelpContents);
    connect(guide, &QAction::triggered, this, [this] {
        const QUrl url = userGuideUrl();
        if (url.isEmpty() || !QDesktopServices::openUrl(url))
            reportError(tr("User Guide"),
                        url.isEmpty() ? tr("The user guide is not installed (share/doc/accelplan).")
                                      : tr("No program opens %1.").arg(url.toLocalFile()));
    });
    help->addSeparator();
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
    m_userCatalogPath = load.userCatalogPath;
    m_catalog->model()->setUserDevices(load.userDeviceIds,
                                       QDir::toNativeSeparators(load.userCatalogPath));
    // The one data of the project (ProjectDocument::data): evaluating, checking and the
    // editors' device lists follow it (dataReplaced); the Hardware tab shows it.
    m_document->setCatalog(load.catalog);
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

void MainWindow::setPrices(PricesLoad load)
{
    m_userPricesPath = load.userPricesPath;
    m_document->setPrices(std::move(load.prices));
    if (!load.error.isEmpty()) {
        statusBar()->showMessage(tr("Prices not loaded: see the message"), 10000);
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Prices"), load.error, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("pricesErrorBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        QMetaObject::invokeMethod(box, &QDialog::open, Qt::QueuedConnection);
    }
}

bool MainWindow::importPrices(const QString& input)
{
    const QString overlay = m_userPricesPath.isEmpty()
                                ? QString::fromStdString(defaultUserPricesPath().string())
                                : m_userPricesPath;
    if (overlay.isEmpty()) {
        reportError(tr("Import Prices"), tr("No place for your prices: HOME is not set."));
        return false;
    }
    PriceImportSummary summary;
    QString error;
    if (!importPricesToOverlay(input, overlay, m_document->data(),
                               QDate::currentDate().toString(Qt::ISODate), &summary, &error)) {
        reportError(tr("Import Prices"), tr("The prices were not imported.\n%1").arg(error));
        return false;
    }
    PricesLoad load = loadPrices(overlay);
    const QString loadError = load.error;
    setPrices(std::move(load));
    if (!loadError.isEmpty())
        return false;
    const QString path = QDir::toNativeSeparators(overlay);
    const QString text =
        tr("%n price(s) imported (%1 rows read).", nullptr, summary.entries)
            .arg(QLocale().toString(summary.rowsRead)) +
        QLatin1Char('\n') +
        tr("Your prices are saved in %1 and used for every project from now on.").arg(path);
    statusBar()->showMessage(tr("%n price(s) imported", nullptr, summary.entries), 10000);
    auto* box =
        new QMessageBox(QMessageBox::Information, tr("Import Prices"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("pricesImportedBox"));
    box->setDetailedText(QString::fromStdString(summaryText(summary)));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QMetaObject::invokeMethod(box, &QDialog::open, Qt::QueuedConnection);
    return true;
}

void MainWindow::importPricesWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Prices"), QString(),
        tr("Price lists (vms.csv model_prices_and_context_window.json *.json *.csv)"));
    if (!path.isEmpty())
        importPrices(path);
}

QString MainWindow::projectPath() const
{
    return m_document->filePath();
}

void MainWindow::updateTitle()
{
    const QString path = m_document->filePath();
    const QString name = m_document->displayName();
    const QString file = QFileInfo(path).fileName();
    // "[*]" is where Qt puts the modified marker (setWindowModified).
    if (file.isEmpty() || file == name)
        setWindowTitle(tr("%1[*] — AccelPlan").arg(name));
    else
        setWindowTitle(tr("%1 (%2)[*] — AccelPlan", "project name (file name)").arg(name, file));
    setWindowFilePath(path);
    setWindowModified(m_document->isModified());
}

void MainWindow::reportError(const QString& title, const QString& message)
{
    m_lastError = message;
    statusBar()->showMessage(message, 15000);
    // Non-modal, so a failure never blocks the caller (or a test).
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("projectErrorBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QMetaObject::invokeMethod(box, &QDialog::open, Qt::QueuedConnection);
}

bool MainWindow::openProject(const QString& path)
{
    return maybeSave() && openFile(path);
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    if (!m_document->open(path, &error)) {
        // The fields the reasons name in the user's words (the file's place stays as written).
        reportError(tr("Open Project"), fieldPathsInWords(error));
        return false;
    }
    m_lastError.clear();
    m_tabs->setCurrentWidget(m_scenarios);
    addRecentFile(QFileInfo(path).absoluteFilePath());
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    if (!m_document->calibrationWarning().isEmpty())
        reportError(tr("Open Project"), m_document->calibrationWarning());
    // Opened with problems the user can correct here (an unknown device or site): listed once,
    // as the CLI lists them.
    if (!m_document->openProblems().isEmpty())
        reportError(tr("Open Project"),
                    fieldPathsInWords(m_document->openProblems().join(QLatin1Char('\n'))));
    return true;
}

bool MainWindow::saveProjectAs(const QString& path)
{
    QString error;
    if (!m_document->saveAs(path, &error)) {
        reportError(tr("Save Project"), error);
        return false;
    }
    m_lastError.clear();
    addRecentFile(QFileInfo(path).absoluteFilePath());
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return true;
}

bool MainWindow::saveProject()
{
    if (m_document->filePath().isEmpty()) {
        saveWithDialog();
        return !m_document->filePath().isEmpty() && !m_document->isModified();
    }
    return saveProjectAs(m_document->filePath());
}

bool MainWindow::newProject()
{
    if (!maybeSave())
        return false;
    m_document->newProject();
    return true;
}

QString MainWindow::newProjectSearchEnd() const
{
    const Recommendation* r = m_recommendation->recommendation();
    if (r && !r->ranked.empty())
        return tr("New project: %1 recommended; %n option(s) meet every constraint", nullptr,
                  int(std::min<size_t>(r->ranked.size(), 2000000000)))
            .arg(candidateLabel(r->ranked.front()));
    if (r)
        return tr("New project: no option meets every constraint; the Recommendation view says "
                  "why");
    if (!m_recommendation->errorLabel()->isHidden())
        return tr("New project: the search found no answer; the Recommendation view says why");
    return tr("New project: the search was stopped; press Search to run it again");
}

NewProjectWizard* MainWindow::showNewProjectWizard()
{
    if (!maybeSave())
        return nullptr;
    auto* wizard = new NewProjectWizard(m_document->data(), this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &QDialog::accepted, this, [this, wizard] {
        try {
            m_document->setProject(wizard->project(), QString());
        } catch (const std::exception& e) {
            reportError(tr("New Project"), errorText(e));
            return;
        }
        // The wizard's project exists nowhere on disk yet: closing offers to save it.
        m_document->undoStack()->resetClean();
        m_lastError.clear();
        showView(QStringLiteral("recommendation"));
        // The status says what the search is doing until it ends, then how it ended (it said
        // "searching…" over a finished answer, #25): one report for this search only.
        statusBar()->showMessage(tr("New project: searching for the best options…"));
        auto reported = std::make_shared<QMetaObject::Connection>();
        *reported =
            connect(m_recommendation, &RecommendationPanel::searchFinished, this, [this, reported] {
                disconnect(*reported);
                statusBar()->showMessage(newProjectSearchEnd(), 15000);
            });
        m_recommendation->search();
        if (!m_recommendation->isSearching() && *reported) {
            // It did not start (the panel shows why): no later search reports as this one.
            disconnect(*reported);
            statusBar()->showMessage(newProjectSearchEnd(), 15000);
        }
    });
    wizard->open();
    return wizard;
}

DeviceEditorDialog* MainWindow::duplicateDevice(const QString& deviceId)
{
    const Catalog& catalog = m_catalog->catalog();
    if (!catalog.find(deviceId.toStdString()))
        return nullptr;
    nlohmann::json entry = catalog.rawEntry(deviceId.toStdString());
    // A new id, so the copy sits next to the original instead of correcting it.
    std::string id = entry.value("id", deviceId.toStdString()) + "-custom";
    for (int n = 2; catalog.find(id); ++n)
        id = entry.value("id", deviceId.toStdString()) + "-custom-" + std::to_string(n);
    entry["id"] = id;
    entry["name"] = entry.value("name", id) + " (custom)";
    const QString path = m_userCatalogPath.isEmpty()
                             ? QString::fromStdString(defaultUserCatalogPath().string())
                             : m_userCatalogPath;
    auto* dialog = new DeviceEditorDialog(entry, path, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
        const QString saved = dialog->savedId();
        setCatalog(loadCatalog(path));
        m_catalog->selectDevices({saved});
        statusBar()->showMessage(tr("Saved %1 to %2").arg(saved, QDir::toNativeSeparators(path)),
                                 5000);
    });
    dialog->open();
    return dialog;
}

PriceEditorDialog* MainWindow::editPrice(const QString& deviceId)
{
    if (m_document->scenarioCount() == 0) {
        statusBar()->showMessage(
            tr("A price override lives in a scenario: open or create a project first."), 8000);
        return nullptr;
    }
    auto* dialog = new PriceEditorDialog(m_document, deviceId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, deviceId] {
        statusBar()->showMessage(
            tr("Price override for %1 set (Edit > Undo removes it)").arg(deviceId), 5000);
    });
    dialog->open();
    return dialog;
}

SiteEditorDialog* MainWindow::editSite(int row, const QString& siteId)
{
    if (m_document->scenarioCount() == 0) {
        statusBar()->showMessage(
            tr("Site figures are changed per scenario: open or create a project first."), 8000);
        return nullptr;
    }
    auto* dialog = new SiteEditorDialog(m_document, std::max(0, row), siteId, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        statusBar()->showMessage(
            tr("Figures of site %1 set (Edit > Undo removes them)").arg(dialog->siteId()), 5000);
    });
    dialog->open();
    return dialog;
}

bool MainWindow::openExample(const QString& embeddedName)
{
    if (!maybeSave())
        return false;
    const auto text = embeddedFile(embeddedName.toStdString());
    try {
        if (!text)
            throw std::runtime_error("no bundled example " + embeddedName.toStdString());
        // No file path: Save asks where, so the bundled copy is never overwritten.
        m_document->setProject(loadProjectText(*text, embeddedName.toStdString()), QString());
    } catch (const std::exception& e) {
        reportError(tr("Open Example"), errorText(e));
        return false;
    }
    m_lastError.clear();
    m_tabs->setCurrentWidget(m_scenarios);
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void MainWindow::addRecentFile(const QString& path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > 10)
        list.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), list);
    m_welcome->setRecentFiles(list);
}

void MainWindow::restoreSettings()
{
    const QSettings settings;
    if (const QByteArray g = settings.value(QStringLiteral("window/geometry")).toByteArray();
        !g.isEmpty()) {
        restoreGeometry(g);
        // A geometry saved on a larger screen must not spill off this one.
        const QRect available = screen()->availableGeometry();
        if (width() > available.width() || height() > available.height())
            resize(size().boundedTo(available.size()));
    }
    for (QSplitter* splitter : findChildren<QSplitter*>())
        if (!splitter->objectName().isEmpty())
            splitter->restoreState(
                settings.value(QStringLiteral("splitters/") + splitter->objectName())
                    .toByteArray());
}

QString MainWindow::rememberedView() const
{
    return QSettings().value(QStringLiteral("window/view")).toString();
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/view"),
                      m_tabs->currentWidget()->property(kViewKeyProperty).toString());
    for (const QSplitter* splitter : findChildren<QSplitter*>())
        if (!splitter->objectName().isEmpty())
            settings.setValue(QStringLiteral("splitters/") + splitter->objectName(),
                              splitter->saveState());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (askToSave()) {
    case SaveChoice::Save:
        return saveProject();
    case SaveChoice::Discard:
        return true;
    case SaveChoice::Cancel:
        break;
    }
    return false;
}

MainWindow::SaveChoice MainWindow::askToSave()
{
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("The project \"%1\" has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return SaveChoice::Save;
    if (answer == QMessageBox::Discard)
        return SaveChoice::Discard;
    return SaveChoice::Cancel;
}

QString MainWindow::askOpenFileName()
{
    return QFileDialog::getOpenFileName(this, tr("Open Project"),
                                        QFileInfo(m_document->filePath()).absolutePath(),
                                        tr("AccelPlan projects (*.accelplan);;All files (*)"));
}

QString MainWindow::askSaveFileName()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Project As"),
        m_document->filePath().isEmpty() ? m_document->displayName() + QStringLiteral(".accelplan")
                                         : m_document->filePath(),
        tr("AccelPlan projects (*.accelplan)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".accelplan");
    return path;
}

void MainWindow::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString path = askOpenFileName();
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::saveWithDialog()
{
    const QString path = askSaveFileName();
    if (!path.isEmpty())
        saveProjectAs(path);
}

QString MainWindow::askPlaybookFileName()
{
    const QFileInfo project(m_document->filePath());
    const QString suggestion =
        project.fileName().isEmpty()
            ? tr("playbook.pdf")
            : project.absoluteDir().absoluteFilePath(project.completeBaseName() +
                                                     QStringLiteral("-playbook.pdf"));
    return QFileDialog::getSaveFileName(this, tr("Export Playbook"), suggestion,
                                        tr("PDF (*.pdf);;Markdown (*.md);;CSV tables (*.csv)"));
}

void MainWindow::exportPlaybookWithDialog()
{
    const QString path = askPlaybookFileName();
    if (!path.isEmpty())
        startPlaybookExport(path);
}

bool MainWindow::startPlaybookExport(const QString& path)
{
    if (m_exporting)
        return false;
    m_exporting = true;
    m_exportPlaybookAction->setEnabled(false);
    statusBar()->showMessage(
        tr("Building the playbook for %1…").arg(QDir::toNativeSeparators(path)));
    // The build gets copies: the project may be edited (or closed) meanwhile; the file shows
    // the project as it was when the export was asked for.
    runAsync(
        this,
        [project = m_document->project(), file = m_document->filePath(),
         data = m_document->data()] { return buildPlaybookForExport(project, file, data); },
        [this, path](const PlaybookBuild& built) {
            m_exporting = false;
            m_exportPlaybookAction->setEnabled(true);
            QString error = built.error;
            // The write draws the charts (widgets): here, on the GUI thread.
            const bool ok = built.playbook && writePlaybookExport(*built.playbook, path, &error);
            if (ok)
                statusBar()->showMessage(
                    tr("Playbook written to %1").arg(QDir::toNativeSeparators(path)), 5000);
            else {
                statusBar()->clearMessage();
                reportError(tr("Export Playbook"), error);
            }
            emit playbookExportFinished(path, ok);
        });
    return true;
}

bool MainWindow::exportPlaybook(const QString& path)
{
    // The search and Monte Carlo take a second or two on the bundled examples.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = exportPlaybookFile(m_document->project(), m_document->filePath(),
                                       m_document->data(), path, &error);
    QApplication::restoreOverrideCursor();
    if (!ok) {
        reportError(tr("Export Playbook"), error);
        return false;
    }
    statusBar()->showMessage(tr("Playbook written to %1").arg(QDir::toNativeSeparators(path)),
                             5000);
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (maybeSave()) {
        saveSettings();
        event->accept();
    } else
        event->ignore();
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
    auto* dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace ap
