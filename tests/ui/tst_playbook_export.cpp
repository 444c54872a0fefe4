// File > Export Playbook on every bundled example, offscreen, beside the command line's
// `export --pdf --csv --markdown` of the same file (the suite's one command-line-and-GUI-child
// run per example): the two PDFs have the same text, of at least six pages; the command line's
// PDF read back with poppler's pdfinfo/pdftotext has every section, the recommended device, every
// risk's number and the checklist; its CSVs carry the numbers of `recommend --json` and
// `evaluate --json`; the GUI writes Markdown for a ".md" name; a failed export reports the error
// and leaves the old file. In German and French the GUI's PDF reads in that language (titles,
// sentences, tables, risk register, checklist) while the command line's Markdown stays English;
// every message of every bundled example's playbook has a translation.
#include "catalog/catalog_load.h"
#include "cli/cli.h"
#include "common/choice_key.h"
#include "common/field_key.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "playbook/csv_text.h"
#include "playbook/playbook.h"
#include "playbook/playbook_pdf.h"
#include "project/project.h"
#include "project_test_util.h"
#include "recommend/recommendation_panel.h"
#include "test_context.h"
#include "test_paths.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QtTest>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <string_view>

using namespace ap;
using nlohmann::json;

namespace {

// Answers the file dialog with a fixed path instead of showing it.
class ScriptedWindow : public MainWindow {
public:
    QString playbookPath;
    // File > Export Playbook…, as a user picks it: the build runs off the GUI thread; this
    // waits for the file (or the error).
    bool exportFromMenu()
    {
        QSignalSpy done(this, &MainWindow::playbookExportFinished);
        findChild<QAction*>(QStringLiteral("actionExportPlaybook"))->trigger();
        return done.wait(300000) && done.front().at(1).toBool();
    }

protected:
    QString askPlaybookFileName() override { return playbookPath; }
    SaveChoice askToSave() override { return SaveChoice::Discard; }
};

// `w` with the built-in catalog and the bundled example `file` open.
bool openExample(ScriptedWindow& w, const char* file)
{
    w.setCatalog(loadCatalog(QString()));
    return w.openProject(testSource("/data/examples/") + QLatin1String(file));
}

// eu-serving open in `w` with its second scenario renamed `name`: a project no earlier test
// searched or exported, so nothing is remembered for it and its studies are searched.
bool openRenamedServingExample(ScriptedWindow& w, const QString& name)
{
    return openExample(w, "eu-serving.accelplan") &&
           commands::renameScenario(*w.document(), 1, name).isEmpty();
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

// pdftotext wraps lines where the PDF does and reads "fi" as its ligature: compare without
// any whitespace, ligatures spelt out.
QString squeeze(QString s)
{
    s.replace(QChar(0xFB01), QStringLiteral("fi"));
    s.replace(QChar(0xFB02), QStringLiteral("fl"));
    s.replace(QChar(0xFB00), QStringLiteral("ff"));
    s.replace(QChar(0xFB03), QStringLiteral("ffi"));
    s.replace(QChar(0xFB04), QStringLiteral("ffl"));
    s.remove(QRegularExpression(QStringLiteral("\\s+")));
    return s;
}

std::vector<std::vector<std::string>> readCsv(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    // Text cells that would start a formula carry a leading quote (README): read back the text.
    auto rows = parseCsv(f.readAll().toStdString());
    for (auto& row : rows)
        for (std::string& cell : row)
            if (cell.size() >= 2 && cell[0] == '\'' &&
                std::string_view("=+-@\t\r").find(cell[1]) != std::string_view::npos)
                cell.erase(0, 1);
    return rows;
}

size_t col(const std::vector<std::string>& header, const std::string& name)
{
    return size_t(std::find(header.begin(), header.end(), name) - header.begin());
}

double num(const std::string& s)
{
    return std::strtod(s.c_str(), nullptr);
}

int pdfPages(const QString& pdf)
{
    int rc = -1;
    const QByteArray info = runTool(QStringLiteral("pdfinfo"), {pdf}, &rc);
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    return rc == 0 && m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Every translatable template in `m` (its nested phrases too) that `t` has no translation for.
void untranslated(const Message& m, const QTranslator& t, QStringList& missing)
{
    if (fieldKeyPath(m) || dataClassKey(m) || siteKindKey(m))
        return; // a field or a choice named in the sentence: shown in words
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
                 .emplace(path, buildPlaybook(loadProjectFile(path.toStdString()), shippedData(),
                                              request))
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
    // The end-to-end export of every example, once each: File > Export Playbook in this
    // process, and `accelplan-cli export --pdf --csv --markdown` (the one run of the command
    // line and its GUI child per example in the suite). The two PDFs have the same text; the
    // command line's PDF has every section, the recommended device of every study, every
    // risk's number and every checklist item; its CSVs carry the numbers of `recommend --json`
    // and `evaluate --json`; its Markdown has the PDF's sections in order.
    void exportFromTheMenu()
    {
        QFETCH(QString, path);
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(path));
        w.playbookPath = dir.filePath(QStringLiteral("gui.pdf"));
        QVERIFY2(w.exportFromMenu(), qPrintable(w.lastError()));
        QVERIFY2(QFile::exists(w.playbookPath), qPrintable(w.lastError()));
        QVERIFY(pdfPages(w.playbookPath) >= 6);

        // The command line's export of the same file: PDF, CSV and Markdown in one run.
        const QString cliPdf = dir.filePath(QStringLiteral("cli.pdf"));
        const QString cliCsv = dir.filePath(QStringLiteral("cli-csv"));
        const QString cliMd = dir.filePath(QStringLiteral("cli.md"));
        int rc = -1;
        const QByteArray wrote = runTool(
            testCli(),
            {QStringLiteral("export"), QFileInfo(path).absoluteFilePath(), QStringLiteral("--pdf"),
             cliPdf, QStringLiteral("--csv"), cliCsv, QStringLiteral("--markdown"), cliMd},
            &rc);
        QCOMPARE(rc, 0);
        QVERIFY(wrote.contains("wrote"));
        QVERIFY(pdfPages(cliPdf) >= 6);
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
        // otherwise. A wrap that moves a line moves the page break with it, so the running
        // footer ("AccelPlan playbook: <title> Page 7 of 51") is left out too, and so are the
        // tables' header rows: a table broken by a page repeats its header on the next page
        // (ui/playbook/playbook_pdf.cpp, table), so a moved break adds or drops a header row.
        QStringList headers;
        for (const PlaybookSection& sec : playbookOf(path).sections)
            for (const PlaybookBlock& b : sec.blocks)
                if (b.kind == PlaybookBlock::Kind::Table) {
                    QString h;
                    for (const Message& m : b.table.header)
                        h += QString::fromStdString(m.english());
                    h.remove(QRegularExpression(QStringLiteral("[\\s-]")));
                    if (h.size() >= 8 && !headers.contains(h))
                        headers.append(h);
                }
        auto normalised = [&headers](const QByteArray& text) {
            QString s = QString::fromUtf8(text);
            s.replace(QRegularExpression(QStringLiteral("(?<=\\d),(?=\\d{3}(?!\\d))")), QString());
            s.remove(QRegularExpression(QStringLiteral("[\\s-]")));
            s.remove(
                QRegularExpression(QStringLiteral("AccelPlanplaybook:.{0,200}?Page\\d+of\\d+")));
            for (const QString& h : headers)
                s.remove(h);
            return s;
        };
        QCOMPARE(normalised(guiText), normalised(cliText));

        // The text of the command line's PDF in the order it was drawn (-raw), so that a
        // table cell's wrapped lines stay together rather than interleave with the next
        // column's.
        const QString pdf = squeeze(QString::fromUtf8(runTool(
            QStringLiteral("pdftotext"), {QStringLiteral("-raw"), cliPdf, QStringLiteral("-")})));
        for (const char* title : {"Contents", "Executive summary", "Options compared", "Charts",
                                  "Assumptions", "Risk register", "Build-out checklist", "Fabric",
                                  "Storage and checkpoints", "Power and cooling"})
            QVERIFY2(pdf.contains(squeeze(QString::fromUtf8(title))), title);

        // The recommended device of every study, as `recommend --json` has it.
        const QByteArray recOut =
            runTool(testCli(), {QStringLiteral("recommend"), path, QStringLiteral("--json")}, &rc);
        QCOMPARE(rc, 0);
        const json recs = json::parse(recOut.toStdString())["recommendations"];
        for (const json& r : recs) {
            if (r["ranked"].empty())
                continue;
            const std::string device = r["ranked"][0]["device"].get<std::string>();
            QVERIFY2(pdf.contains(QString::fromStdString(device)), device.c_str());
        }

        // Every risk's number, as risks.csv has it, is printed in the PDF.
        const auto risks = readCsv(cliCsv + "/risks.csv");
        QVERIFY(risks.size() > 1);
        const size_t textCol = col(risks[0], "value_text");
        for (size_t i = 1; i < risks.size(); ++i)
            QVERIFY2(pdf.contains(squeeze(QString::fromStdString(risks[i][textCol]))),
                     risks[i][textCol].c_str());

        // The checklist: every item of the Markdown's checklist is in the PDF.
        QFile md(cliMd);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(md.readAll());
        int items = 0;
        for (const QString& line : markdown.split('\n'))
            if (line.startsWith(QStringLiteral("- [ ] "))) {
                // Names in the Markdown are backslash-escaped; the PDF shows the text.
                QString item = line.mid(6);
                item.replace(QRegularExpression(QStringLiteral("\\\\([!-/:-@\\[-`{-~])")),
                             QStringLiteral("\\1"));
                QVERIFY2(pdf.contains(squeeze(item)), qPrintable(line));
                ++items;
            }
        QVERIFY(items >= 8);
        // The Markdown has the PDF's sections, in order.
        int at = 0;
        for (const char* title : {"Executive summary", "Options compared", "Charts", "Assumptions",
                                  "Risk register", "Build-out checklist"}) {
            const int pos = markdown.indexOf(QString::fromUtf8(title), at);
            QVERIFY2(pos >= 0, title);
            at = pos;
        }

        // candidates.csv: the ranked options of `recommend --json`, same numbers.
        const auto cand = readCsv(cliCsv + "/candidates.csv");
        size_t row = 1;
        for (const json& r : recs)
            for (const json& c : r["ranked"]) {
                QVERIFY(row < cand.size());
                QCOMPARE(num(cand[row][col(cand[0], "cost_per_work_usd")]),
                         c["cost_per_work_usd"].get<double>());
                QCOMPARE(num(cand[row][col(cand[0], "total_cost_usd")]),
                         c["total_cost_usd"].get<double>());
                QCOMPARE(cand[row][col(cand[0], "device")], c["device"].get<std::string>());
                ++row;
            }
        QCOMPARE(row, cand.size());

        // scenarios.csv: the figures of `evaluate --json`.
        const QByteArray evOut =
            runTool(testCli(), {QStringLiteral("evaluate"), path, QStringLiteral("--json")}, &rc);
        QCOMPARE(rc, 0);
        const json scen = json::parse(evOut.toStdString())["scenarios"];
        const auto sc = readCsv(cliCsv + "/scenarios.csv");
        QCOMPARE(sc.size(), scen.size() + 1);
        for (size_t i = 0; i < scen.size(); ++i) {
            const json& s = scen[i];
            const auto& line = sc[i + 1];
            QCOMPARE(line[col(sc[0], "name")], s["name"].get<std::string>());
            QCOMPARE(num(line[col(sc[0], "memory_per_device_bytes")]),
                     s["memory_per_device_bytes"].get<double>());
            if (s["feasible"].get<bool>() && !s["training"].is_null()) {
                QCOMPARE(num(line[col(sc[0], "training_tokens_per_s")]),
                         s["training"]["tokens_per_s"].get<double>());
                QCOMPARE(num(line[col(sc[0], "training_time_to_train_s")]),
                         s["training"]["time_to_train_s"].get<double>());
            }
            if (s["feasible"].get<bool>() && !s["inference"].is_null())
                QCOMPARE(num(line[col(sc[0], "inference_output_tokens_per_s")]),
                         s["inference"]["output_tokens_per_s"].get<double>());
            if (s.contains("cost") && !s["cost"].is_null())
                QCOMPARE(num(line[col(sc[0], "cost_total_usd")]),
                         s["cost"]["total_cost_usd"].get<double>());
        }

        // Markdown for a .md name, from the GUI.
        w.playbookPath = dir.filePath(QStringLiteral("gui.md"));
        QVERIFY(w.exportFromMenu());
        QFile guiMd(w.playbookPath);
        QVERIFY(guiMd.open(QIODevice::ReadOnly));
        QVERIFY(guiMd.readAll().contains("## 6 Build-out checklist"));

        // CSV tables for a .csv name, from the GUI's export dialog too: the scenario results
        // in that file, the same rows as the command line's scenarios.csv, and every other
        // table beside it.
        w.playbookPath = dir.filePath(QStringLiteral("gui.csv"));
        QVERIFY(w.exportFromMenu());
        QCOMPARE(readCsv(w.playbookPath), sc);
        for (const QString& table : QDir(cliCsv).entryList({QStringLiteral("*.csv")})) {
            if (table == QStringLiteral("scenarios.csv"))
                continue;
            const QString beside = dir.filePath(QStringLiteral("gui-") + table);
            QVERIFY2(QFileInfo::exists(beside), qPrintable(beside));
            QCOMPARE(readCsv(beside).front(), readCsv(cliCsv + QLatin1Char('/') + table).front());
        }
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
                                           "par million de jetons de sortie",
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
        const test::ScopedLanguage shown(language);
        QVERIFY(shown.loaded());
        const QString path = testSource("/data/examples/where-to-run.accelplan");
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(path));
        w.playbookPath = dir.filePath(QStringLiteral("gui.pdf"));
        QVERIFY2(w.exportFromMenu(), qPrintable(w.lastError()));
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
        runTool(testCli(), {QStringLiteral("export"), path, QStringLiteral("--markdown"), md}, &rc,
                env);
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
        auto exported = [&](const QString& name) {
            w.playbookPath = dir.filePath(name);
            w.exportFromMenu();
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

    // File > Export Playbook… builds off the GUI thread: the window handles events while the
    // studies are searched, and the action is off until the file is written (one at a time).
    void exportKeepsTheWindowResponsive()
    {
        QTemporaryDir dir;
        ScriptedWindow w;
        QVERIFY(openRenamedServingExample(w, QStringLiteral("Responsive export")));
        w.playbookPath = dir.filePath(QStringLiteral("async.md"));
        QSignalSpy done(&w, &MainWindow::playbookExportFinished);
        bool ranDuringExport = false;
        QTimer::singleShot(0, &w, [&] { ranDuringExport = w.playbookExportRunning(); });
        auto* action = w.findChild<QAction*>(QStringLiteral("actionExportPlaybook"));
        action->trigger();
        QVERIFY(w.playbookExportRunning());
        QVERIFY(!action->isEnabled());
        QVERIFY(!w.startPlaybookExport(dir.filePath(QStringLiteral("second.md"))));
        QVERIFY(done.wait(300000));
        QVERIFY(ranDuringExport);
        QVERIFY2(done.front().at(1).toBool(), qPrintable(w.lastError()));
        QVERIFY(action->isEnabled());
        QFile md(w.playbookPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        QVERIFY(md.readAll().contains("## 6 Build-out checklist"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("second.md"))));
        w.document()->undoStack()->setClean();
    }

    // What `accelplan-cli export --pdf --csv --markdown` runs in the desktop application
    // (`accelplan --cli export ...`, the PDF renderer registered): the document is built once,
    // each study searched once, and the PDF, the CSV tables and the Markdown are written from it.
    void commandLineExportBuildsOnce()
    {
        installPlaybookPdfRenderer();
        QTemporaryDir dir;
        const std::string path = testSource("/data/examples/eu-serving.accelplan").toStdString();
        const size_t studies = studiesOf(loadProjectFile(path)).size();
        QVERIFY(studies >= 1);
        const std::string pdf = dir.filePath(QStringLiteral("cli.pdf")).toStdString();
        const std::string md = dir.filePath(QStringLiteral("cli.md")).toStdString();
        const std::string csv = dir.filePath(QStringLiteral("csv")).toStdString();
        const PlaybookBuildCounts before = playbookBuildCounts();
        std::ostringstream out;
        std::ostringstream err;
        const int rc = runCli(
            {"export", path, "--pdf", pdf, "--csv", csv, "--markdown", md, "--date", "2026-11-30"},
            out, err);
        QVERIFY2(rc == 0, err.str().c_str());
        const PlaybookBuildCounts after = playbookBuildCounts();
        QCOMPARE(after.builds - before.builds, std::uint64_t(1));
        QCOMPARE(after.studiesSearched - before.studiesSearched, std::uint64_t(studies));
        QVERIFY(pdfPages(QString::fromStdString(pdf)) >= 6);
        QVERIFY(QFileInfo::exists(QString::fromStdString(md)));
        QVERIFY(QFileInfo::exists(QString::fromStdString(csv) + QStringLiteral("/scenarios.csv")));
    }

    // File > Export Playbook after the Recommendation tab searched every study: the export
    // takes the tab's results (the same search with the same inputs) and searches nothing;
    // the document is built once, and it recommends what the tab shows.
    void exportAfterASearchSearchesNothing()
    {
        QTemporaryDir dir;
        ScriptedWindow w;
        QVERIFY(openRenamedServingExample(w, QStringLiteral("Searched, then exported")));
        RecommendationPanel* panel = w.recommendationPanel();
        const int studies = panel->studyBox()->count();
        QCOMPARE(size_t(studies), studiesOf(w.document()->project()).size());
        QVERIFY(studies >= 1);
        QStringList winners;
        for (int i = 0; i < studies; ++i) {
            panel->studyBox()->setCurrentIndex(i);
            panel->searchButton()->click();
            QVERIFY(panel->waitForSearch());
            QVERIFY(panel->recommendation());
            QVERIFY(!panel->recommendation()->ranked.empty());
            winners << QString::fromStdString(panel->recommendation()->ranked.front().deviceId);
        }
        const PlaybookBuildCounts before = playbookBuildCounts();
        w.playbookPath = dir.filePath(QStringLiteral("searched.md"));
        QVERIFY2(w.exportFromMenu(), qPrintable(w.lastError()));
        const PlaybookBuildCounts after = playbookBuildCounts();
        QCOMPARE(after.builds - before.builds, std::uint64_t(1));
        QCOMPARE(after.studiesSearched, before.studiesSearched);
        QFile md(w.playbookPath);
        QVERIFY(md.open(QIODevice::ReadOnly));
        // Names in the Markdown are backslash-escaped.
        const QString markdown = QString::fromUtf8(md.readAll()).remove(QLatin1Char('\\'));
        for (const QString& device : winners)
            QVERIFY2(markdown.contains(device), qPrintable(device));
        w.document()->undoStack()->setClean();
    }

    // On a small project: the failure path needs no whole example's search.
    void failedExportKeepsTheOldFile()
    {
        QTemporaryDir dir;
        ScriptedWindow w;
        w.setCatalog(loadCatalog(QString()));
        QVERIFY(w.openProject(testSource("/tests/data/hostile/tiny-utilisation.accelplan")));
        QVERIFY(!w.exportPlaybook(dir.filePath(QStringLiteral("missing/folder/x.pdf"))));
        QVERIFY(w.lastError().contains(QStringLiteral("x.pdf")));
        // A directory where the file should go: the safe writer refuses, nothing changes.
        const QString blocked = dir.filePath(QStringLiteral("blocked.pdf"));
        QVERIFY(QDir().mkpath(blocked));
        QVERIFY(!w.exportPlaybook(blocked));
        QVERIFY(QFileInfo(blocked).isDir());
    }
};

QTEST_MAIN(TestPlaybookExport)
#include "tst_playbook_export.moc"
