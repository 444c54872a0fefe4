// accelplan: the desktop application. Everything lives in accelplan_ui; this main parses the
// command line, installs translations, loads the catalog and shows the window.
#include "catalog/catalog_load.h"
#include "cli/cli.h"
#include "window/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

// Qt's own strings (standard buttons, file dialogs) and ours, for the system locale.
void installTranslators(QApplication& app)
{
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    // English is the fallback: its plural forms turn "%n device(s)" into "1 device".
    auto* own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("accelplan"), QStringLiteral("_"),
                  QStringLiteral(":/i18n")) ||
        own->load(QStringLiteral(":/i18n/accelplan_en.qm")))
        QApplication::installTranslator(own);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("accelplan"));
    QApplication::setApplicationDisplayName(QStringLiteral("AccelPlan"));
    QApplication::setApplicationVersion(QString::fromStdString(ap::versionString()));
    QApplication::setOrganizationName(QStringLiteral("AccelPlan"));
    installTranslators(app);

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
    parser.process(app);
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("main", "At most one project file.")));
        return ap::kExitUsageError;
    }

    ap::MainWindow window;
    window.setCatalog(ap::loadCatalog());
    window.show();
    // After show(): a file that fails to open is reported in a message box over the window.
    if (!parser.positionalArguments().isEmpty())
        window.openProject(parser.positionalArguments().constFirst());

    if (parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        // Let queued replots and layouts run first.
        QTimer::singleShot(300, &window, [&window, path] {
            const bool ok = window.grab().save(path);
            if (!ok)
                std::fprintf(
                    stderr, "%s\n",
                    qPrintable(
                        QCoreApplication::translate("main", "Could not write %1.").arg(path)));
            QCoreApplication::exit(ok ? ap::kExitOk : ap::kExitUserError);
        });
    }
    return app.exec();
}
