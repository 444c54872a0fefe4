// File > Export Playbook on every bundled example, offscreen: the action writes a PDF of at
// least six pages whose text is the command line's export of the same file (one code path),
// Markdown for a ".md" name, and a failed export reports the error and leaves the old file.
// In German and French the GUI's PDF reads in that language (titles, sentences, tables, risk
// register, checklist) while the command line's Markdown stays English; every message of every
// bundled example's playbook has a translation.
#include "test_paths.h"
#include "catalog/catalog_load.h"
#include "commands/project_commands.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "playbook/playbook.h"
#include "project/project.h"
#include "project/project_document.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QtTest>

#include <QAction>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTranslator>
#include <QUndoStack>

#include <map>

using namespace ap;

namespace {

// Answers the file dialog with a fixed path instead of showing it.
class ScriptedWindow : public MainWindow {
public:
    QString playbookPath;

protected:
    QString askPlaybookFileName() override { return playbookPath; }
    SaveChoice askToSave() override { return SaveChoice::Discard; }
};

// `w` with the built-in catalog and the bundled example `file` open.
bool openExample(ScriptedWindow& w, const char* file)
{
    w.setCatalog(loadCatalog(QString()));
    return w.openProject(testSource("/data/examples/") +
                         QLatin1String(file));
}

QByteArray runTool(const QString& program, const QStringList& args, int* exitCode = nullptr,
                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(240000);
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return p.readAllStandardOutput();
}

// The PDF's text in content order with every run of white space one space: a sentence wrapped
// inside a table cell reads as one.
QString pdfText(const QString& pdf)
{
    QString text = QString::fromUtf8(
        runTool(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")}));
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

// Every translatable template in `m` (its nested phrases too) that `t` has no translation for.
void untranslated(const Message& m, const QTranslator& t, QStringList& missing)
{
    if (m.context() && t.translate(m.context(), m.templ().c_str()).isEmpty())
        missing << QStringLiteral("%1: %2").arg(QLatin1String(m.context()),
                                                QString::fromStdString(m.templ()));
    for (const MessageArg& a : m.args())
        if (a.phrase)
            untranslated(*a.phrase, t, missing);
}

const Playbook& playbookOf(const QString& path)
{
    static std::map<QString, Playbook> cache;
    auto it = cache.find(path);
    if (it == cache.end()) {
        PlaybookRequest request;
        request.projectFile = path.toStdString();
        request.date = "2026-11-30";
        it = cache
                 .emplace(path,
                          buildPlaybook(loadProjectFile(path.toStdString()), Catalog::builtIn(),
                                        defaultEfficiencyParams(), request))
                 .first;
    }
    return it->second;
}

} // namespace

class TestPlaybookExport : public QObject {
    Q_OBJECT
private slots:
    void exportFromTheMenu_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(testSource("/data/examples"));
        for (const QString& f : dir.entryList({QStringLiteral("*.accelplan")}, QDir::Files))
            QTest::newRow(qPrintable(f)) << dir.absoluteFilePath(f);
    }
    void exportFromTheMenu()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(path));
        w.playbookPath = dir.filePath(QStringLiteral("gui.pdf"));
        auto* action = w.findChild<QAction*>(QStringLiteral("actionExportPlaybook"));
        QVERIFY(action);
        action->trigger();
        QVERIFY2(QFile::exists(w.playbookPath), qPrintable(w.lastError()));

        int rc = -1;
        const QByteArray info = runTool(QStringLiteral("pdfinfo"), {w.playbookPath}, &rc);
        QCOMPARE(rc, 0);
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY(m.hasMatch());
        QVERIFY(m.captured(1).toInt() >= 6);

        // The same document as the command line's export of the file.
        const QString cliPdf = dir.filePath(QStringLiteral("cli.pdf"));
        runTool(testCli(),
                {QStringLiteral("export"), QFileInfo(path).absoluteFilePath(),
                 QStringLiteral("--pdf"), cliPdf},
                &rc);
        QCOMPARE(rc, 0);
        const QByteArray guiText = runTool(QStringLiteral("pdftotext"), {w.playbookPath, "-"});
        const QByteArray cliText = runTool(QStringLiteral("pdftotext"), {cliPdf, "-"});
        if (const QString keep = qEnvironmentVariable("ACCELPLAN_KEEP_PDF"); !keep.isEmpty()) {
            const QString base = QFileInfo(path).completeBaseName();
            QFile::copy(w.playbookPath, QDir(keep).filePath(base + QStringLiteral("-gui.pdf")));
            QFile::copy(cliPdf, QDir(keep).filePath(base + QStringLiteral("-cli.pdf")));
        }
        QVERIFY(guiText.contains("Risk register"));
        // The GUI writes counts with the locale's digit grouping ("1,520 for price"), the
        // command line with none, so a line may wrap elsewhere (pdftotext drops the hyphen of
        // a word broken at one: "intel-" + "gaudi3" reads "intelgaudi3"). The same characters
        // otherwise.
        auto normalised = [](const QByteArray& text) {
            QString s = QString::fromUtf8(text);
            s.replace(QRegularExpression(QStringLiteral("(?<=\\d),(?=\\d{3}(?!\\d))")), QString());
            s.remove(QRegularExpression(QStringLiteral("[\\s-]")));
            return s;
        };
        QCOMPARE(normalised(guiText), normalised(cliText));

        // Markdown for a .md name.
        w.playbookPath = dir.filePath(QStringLiteral("gui.md"));
        action->trigger();
        QFile md(w.playbookPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        QVERIFY(md.readAll().contains("## 6 Build-out checklist"));
    }

    // The GUI's PDF in the user's language: section titles, sentences, table headers, the
    // risk register and the checklist translated, numbers and durations in the locale's
    // notation. The command line's Markdown of the same file stays English.
    void exportInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        const QStringList english = {"Executive summary",
                                     "Options compared",
                                     "Risk register",
                                     "Build-out checklist",
                                     "Assumptions",
                                     "Recommendation: ",
                                     "Total cost",
                                     "Runner-up: ",
                                     "Interruptions and goodput",
                                     "Sovereignty",
                                     "Price uncertainty",
                                     "Power and cooling",
                                     "Host settings",
                                     "What to do",
                                     "per million output tokens",
                                     "Scenarios as written",
                                     "Device figures",
                                     "Notes and limits",
                                     "where a training step's time goes",
                                     "automatic restart from the last checkpoint",
                                     "Facility power: ",
                                     "calibrated against measurements"};
        QTest::newRow("de") << QStringLiteral("de")
                            << QStringList{"Zusammenfassung für die Entscheidung",
                                           "Verglichene Optionen",
                                           "Diagramme",
                                           "Annahmen",
                                           "Risikoregister",
                                           "Checkliste für den Aufbau",
                                           "Empfehlung: ",
                                           "Zweitplatziert: ",
                                           "Gesamtkosten",
                                           "Unterbrechungen und Goodput",
                                           "Souveränität",
                                           "Preisunsicherheit",
                                           "Strom und Kühlung",
                                           "Host-Einstellungen (die Infrastruktursteuer)",
                                           "Was zu tun ist",
                                           "pro Million Ausgabe-Tokens",
                                           "wofür die Zeit eines Trainingsschritts verwendet wird",
                                           "automatischer Neustart vom letzten Checkpoint",
                                           "Elektrische Anschlussleistung: ",
                                           " Tage"}
                            << english;
        QTest::newRow("fr") << QStringLiteral("fr")
                            << QStringList{"Synthèse pour la décision",
                                           "Options comparées",
                                           "Graphiques",
                                           "Hypothèses",
                                           "Registre des risques",
                                           "Liste de contrôle du déploiement",
                                           "Recommandation : ",
                                           "Deuxième : ",
                                           "Coût total",
                                           "Interruptions et goodput",
                                           "Souveraineté",
                                           "Incertitude sur les prix",
                                           "Alimentation et refroidissement",
                                           "Réglages des hôtes (la taxe d’infrastructure)",
                                           "Que faire",
                                           "par million de tokens de sortie",
                                           "où passe le temps d’un pas d’entraînement",
                                           "redémarrage automatique depuis le dernier checkpoint",
                                           "Puissance électrique du site : ",
                                           " jours"}
                            << english;
    }
    void exportInTheUsersLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        // As `accelplan --language` does: the translation and the locale's numbers.
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/accelplan_") + language));
        QCoreApplication::installTranslator(&translator);
        const QLocale before;
        QLocale::setDefault(localeForLanguage(language));
        const auto restore = qScopeGuard([&] {
            QCoreApplication::removeTranslator(&translator);
            QLocale::setDefault(before);
        });
        const QString path =
            testSource("/data/examples/where-to-run.accelplan");
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(path));
        w.playbookPath = dir.filePath(QStringLiteral("gui.pdf"));
        w.findChild<QAction*>(QStringLiteral("actionExportPlaybook"))->trigger();
        QVERIFY2(QFile::exists(w.playbookPath), qPrintable(w.lastError()));
        const QString text = pdfText(w.playbookPath);
        // ACCELPLAN_KEEP_PDF=DIR keeps the PDF (DIR/playbook-de.pdf): the source of the
        // screenshots in docs/translations.md.
        if (const QString keep = qEnvironmentVariable("ACCELPLAN_KEEP_PDF"); !keep.isEmpty())
            QFile::copy(w.playbookPath,
                        QDir(keep).filePath(QStringLiteral("playbook-%1.pdf").arg(language)));
        for (const QString& p : present)
            QVERIFY2(text.contains(p), qPrintable(QStringLiteral("missing: ") + p));
        for (const QString& a : absent)
            QVERIFY2(!text.contains(a), qPrintable(QStringLiteral("still English: ") + a));
        // Decimal commas from the locale ("31,1 Tage", "0,781").
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("\\d,\\d"))));

        // The command line, even in a German or French environment, writes English.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString posix = language == QStringLiteral("de") ? QStringLiteral("de_DE.UTF-8")
                                                               : QStringLiteral("fr_FR.UTF-8");
        env.insert(QStringLiteral("LANG"), posix);
        env.insert(QStringLiteral("LC_ALL"), posix);
        const QString md = dir.filePath(QStringLiteral("cli.md"));
        int rc = -1;
        runTool(testCli(),
                {QStringLiteral("export"), path, QStringLiteral("--markdown"), md}, &rc, env);
        QCOMPARE(rc, 0);
        QFile file(md);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(file.readAll());
        for (const char* title : {"## 1 Executive summary", "## 5 Risk register",
                                  "## 6 Build-out checklist", "| Interruptions and goodput |"})
            QVERIFY2(markdown.contains(QLatin1String(title)), title);
        QVERIFY(!markdown.contains(present.first()));
    }

    // Every message of every bundled example's playbook (titles, sentences, cells, captions,
    // the risk register, their nested phrases) has a German and a French translation.
    void everyPlaybookMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("language");
        const QDir dir(testSource("/data/examples"));
        for (const QString& f : dir.entryList({QStringLiteral("*.accelplan")}, QDir::Files))
            for (const char* language : {"de", "fr"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(f, QLatin1String(language))))
                    << dir.absoluteFilePath(f) << QString::fromLatin1(language);
    }
    void everyPlaybookMessageIsTranslated()
    {
        QFETCH(QString, path);
        QFETCH(QString, language);
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/accelplan_") + language));
        const Playbook& pb = playbookOf(path);
        QStringList missing;
        int templated = 0;
        auto check = [&](const Message& m) {
            templated += m.context() ? 1 : 0;
            untranslated(m, t, missing);
        };
        check(pb.title);
        for (const PlaybookSection& s : pb.sections) {
            check(s.title);
            for (const PlaybookBlock& b : s.blocks) {
                check(b.text);
                check(b.chart.caption);
                for (const Message& m : b.items)
                    check(m);
                for (const Message& m : b.table.header)
                    check(m);
                for (const auto& row : b.table.rows)
                    for (const Message& m : row)
                        check(m);
            }
        }
        for (const PlaybookRisk& r : pb.risks) {
            check(r.area);
            check(r.metric);
            check(r.valueText);
            check(r.mitigation);
        }
        QVERIFY(templated > 50);
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }

    // A second export of an unchanged project reuses the playbook just built; an edit in
    // between builds it again, so the export never shows the project as it was.
    void exportAfterAnEditIsRebuilt()
    {
        QTemporaryDir dir;
        ScriptedWindow w;
        QVERIFY(openExample(w, "eu-serving.accelplan"));
        auto* action = w.findChild<QAction*>(QStringLiteral("actionExportPlaybook"));
        QVERIFY(action);
        auto exported = [&](const QString& name) {
            w.playbookPath = dir.filePath(name);
            action->trigger();
            QFile md(w.playbookPath);
            return md.open(QIODevice::ReadOnly) ? QString::fromUtf8(md.readAll()) : QString();
        };
        const QString before = exported(QStringLiteral("before.md"));
        QVERIFY(before.contains(QStringLiteral("## 6 Build-out checklist")));
        QCOMPARE(exported(QStringLiteral("again.md")), before);

        const QString renamed = QStringLiteral("Renamed EU serving scenario");
        QVERIFY(!before.contains(renamed));
        QCOMPARE(commands::renameScenario(*w.document(), 0, renamed), QString());
        const QString after = exported(QStringLiteral("after.md"));
        QVERIFY(after.contains(renamed));
        QVERIFY(after != before);
        // Undone, the project is the first one again and so is its playbook.
        w.document()->undoStack()->undo();
        QCOMPARE(exported(QStringLiteral("undone.md")), before);
    }

    void failedExportKeepsTheOldFile()
    {
        QTemporaryDir dir;
        ScriptedWindow w;
        QVERIFY(openExample(w, "checkpoint-stall-cost.accelplan"));
        QVERIFY(!w.exportPlaybook(dir.filePath(QStringLiteral("missing/folder/x.pdf"))));
        QVERIFY(w.lastError().contains(QStringLiteral("x.pdf")));
        // A directory where the file should go: QSaveFile refuses, nothing changes.
        const QString blocked = dir.filePath(QStringLiteral("blocked.pdf"));
        QVERIFY(QDir().mkpath(blocked));
        QVERIFY(!w.exportPlaybook(blocked));
        QVERIFY(QFileInfo(blocked).isDir());
    }
};

QTEST_MAIN(TestPlaybookExport)
#include "tst_playbook_export.moc"
