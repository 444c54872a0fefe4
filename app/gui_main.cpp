// accelplan: the desktop application. Everything lives in accelplan_ui; this main parses the
// command line, installs the language (translations and locale), loads the catalog and shows the
// window.
#include "catalog/catalog_load.h"
#include "catalog/site_editor_dialog.h"
#include "cli/cli.h"
#include "compare/compare_view.h"
#include "document/project_document.h"
#include "editor/field_form.h"
#include "editor/scenario_editor.h"
#include "playbook/playbook_pdf.h"
#include "project/autosave.h"
#include "project/scenario_panel.h"
#include "recommend/recommendation_panel.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSize>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

// --language CODE (or --language=CODE), read before the parser exists so that its own help
// text is already translated. Empty when absent.
QString languageOption(const QStringList& arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == QStringLiteral("--language") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (a.startsWith(QStringLiteral("--language=")))
            return a.mid(int(qstrlen("--language=")));
    }
    return {};
}

} // namespace

int main(int argc, char** argv)
{
    // `accelplan --cli COMMAND ...`: the command line with this binary's PDF renderer (Qt,
    // offscreen). accelplan-cli links no Qt and runs this for `export --pdf`; no window.
    if (argc > 1 && std::strcmp(argv[1], "--cli") == 0) {
        ap::installPlaybookPdfRenderer();
        return ap::runCli(std::vector<std::string>(argv + 2, argv + argc), std::cout, std::cerr);
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("accelplan"));
    QApplication::setApplicationDisplayName(QStringLiteral("AccelPlan"));
    QApplication::setApplicationVersion(QString::fromStdString(ap::versionString()));
    QApplication::setOrganizationName(QStringLiteral("AccelPlan"));
    // The language: --language for this run, else the user's choice (View > Language), else
    // the system locale.
    const QString language = languageOption(QCoreApplication::arguments());
    if (!language.isEmpty() && !ap::shippedLanguages().contains(language)) {
        std::fprintf(stderr, "--language: expected one of %s, got %s.\n",
                     qPrintable(ap::shippedLanguages().join(QStringLiteral(", "))),
                     qPrintable(language));
        return ap::kExitUsageError;
    }
    ap::installLanguage(
        app, ap::localeForLanguage(language.isEmpty() ? ap::languagePreference() : language));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Plan compute purchases: CPUs, GPUs and TPUs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QCoreApplication::translate("main", "Project file to open."),
                                 QStringLiteral("[project]"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main",
                                    "Save the window as a PNG image once shown, then quit."),
        QStringLiteral("file.png"));
    parser.addOption(screenshot);
    const QCommandLineOption view(
        QStringLiteral("view"),
        QCoreApplication::translate(
            "main",
            "Workspace view to show first: welcome, hardware, scenarios, recommendation, ..."),
        QStringLiteral("name"));
    parser.addOption(view);
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "Window size in pixels, e.g. 1280x800."),
        QStringLiteral("WxH"));
    parser.addOption(size);
    const QCommandLineOption languageOpt(
        QStringLiteral("language"),
        QCoreApplication::translate("main",
                                    "User interface language for this run (%1); the default is "
                                    "the one chosen in View > Language, else the system's.")
            .arg(ap::shippedLanguages().join(QStringLiteral(", "))),
        QStringLiteral("code"));
    parser.addOption(languageOpt);
    const QCommandLineOption plot(
        QStringLiteral("plot"),
        QCoreApplication::translate(
            "main", "Chart to show first, by name: egressChart, latencyChart, paretoChart, ..."),
        QStringLiteral("name"));
    parser.addOption(plot);
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QCoreApplication::translate(
            "main", "Scenario to select in the Scenarios and Compare views, by name."),
        QStringLiteral("name"));
    parser.addOption(scenario);
    parser.process(app);
    QSize windowSize;
    if (parser.isSet(size)) {
        const QStringList parts = parser.value(size).split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        const int w = parts.size() == 2 ? parts[0].toInt(&okW) : 0;
        const int h = parts.size() == 2 ? parts[1].toInt(&okH) : 0;
        if (!okW || !okH || w < 320 || h < 240 || w > 16384 || h > 16384) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate(
                                        "main", "--size: expected WxH such as 1280x800, got %1.")
                                        .arg(parser.value(size))));
            return ap::kExitUsageError;
        }
        windowSize = QSize(w, h);
    }
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "At most one project file.")));
        return ap::kExitUsageError;
    }

    ap::MainWindow window;
    window.setCatalog(ap::loadCatalog());
    window.setPrices(ap::loadPrices());
    if (windowSize.isValid())
        window.resize(windowSize);
    window.show();
    // After show(): a file that fails to open is reported in a message box over the window.
    if (!parser.positionalArguments().isEmpty()) {
        // The view the user last worked in (the welcome page is for when nothing is open).
        if (window.openProject(parser.positionalArguments().constFirst()) && !parser.isSet(view) &&
            !window.rememberedView().isEmpty() &&
            window.rememberedView() != QStringLiteral("welcome"))
            window.showView(window.rememberedView());
    } else {
        window.showView(QStringLiteral("welcome"));
    }
    // "site-editor": the Scenarios view with the site editor open on the selected scenario's
    // compute site (for a screenshot of the dialog).
    const bool siteEditor = parser.value(view) == QStringLiteral("site-editor");
    // "site-figures": the Scenarios view with the editor on its compute site's figures page.
    const bool siteFigures = parser.value(view) == QStringLiteral("site-figures");
    if (siteEditor || siteFigures)
        window.showView(QStringLiteral("scenarios"));
    if (parser.isSet(view) && !siteEditor && !siteFigures && !window.showView(parser.value(view))) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(QCoreApplication::translate("main", "--view: unknown view %1 "
                                                           "(one of: %2).")
                           .arg(parser.value(view), window.viewKeys().join(QStringLiteral(", ")))));
        return ap::kExitUsageError;
    }

    if (parser.isSet(scenario)) {
        int row = -1;
        for (int i = 0; i < window.document()->scenarioCount(); ++i)
            if (QString::fromStdString(window.document()->scenario(i).name) ==
                parser.value(scenario))
                row = i;
        if (row < 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("main", "--scenario: no scenario "
                                                                        "named %1.")
                                        .arg(parser.value(scenario))));
            return ap::kExitUsageError;
        }
        window.scenarioPanel()->selectRow(row);
        window.compareView()->setPlotScenario(row);
    }
    if (siteFigures) {
        ap::ScenarioPanel* panel = window.scenarioPanel();
        panel->editorTabs()->setCurrentWidget(panel->editor());
        panel->editor()->form()->showField(
            "/placement/sites/" + std::string(ap::kComputeSiteSegment) + "/power_usd_per_kwh");
    }
    if (parser.isSet(plot) && !window.showChart(parser.value(plot))) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "--plot: unknown chart %1 "
                                                                    "(one of: %2).")
                                    .arg(parser.value(plot),
                                         window.chartNames().join(QStringLiteral(", ")))));
        return ap::kExitUsageError;
    }

    // Crash recovery: unsaved changes go to a recovery file every 30 s; one left by a session
    // that crashed is offered back once the window is up (not when taking a screenshot).
    auto* autosave = new ap::Autosave(window.document(), &window);
    if (!parser.isSet(screenshot))
        QTimer::singleShot(0, &window, [&window, autosave] { autosave->offerRecovery(&window); });

    if (parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        QWidget* shot = &window;
        if (siteEditor)
            if (QWidget* dialog =
                    window.editSite(std::max(0, window.scenarioPanel()->currentRow())))
                shot = dialog;
        const auto grab = [shot, path] {
            const bool ok = shot->grab().save(path);
            if (!ok)
                std::fprintf(
                    stderr, "%s\n",
                    qPrintable(
                        QCoreApplication::translate("main", "Could not write %1.").arg(path)));
            QCoreApplication::exit(ok ? ap::kExitOk : ap::kExitUserError);
        };
        // Let queued replots and layouts run first.
        const auto grabSoon = [&window, grab] { QTimer::singleShot(300, &window, grab); };
        ap::RecommendationPanel* panel = window.recommendationPanel();
        if (parser.value(view) == QStringLiteral("recommendation") &&
            window.document()->scenarioCount() > 0) {
            // The recommendation view shows a search's answer: run it (off the GUI thread)
            // and take the picture once it is in.
            QObject::connect(panel, &ap::RecommendationPanel::searchFinished, &window, grabSoon,
                             Qt::SingleShotConnection);
            panel->search();
            if (!panel->isSearching())
                grabSoon();
        } else {
            grabSoon();
        }
    }
    return app.exec();
}
