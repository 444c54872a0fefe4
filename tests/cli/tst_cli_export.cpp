// `accelplan-cli export` end to end, as a user runs it: every bundled example to PDF, CSV and
// Markdown in one run; the PDF read back with poppler's pdfinfo/pdftotext (section titles,
// the recommended device, every risk's number, the checklist); the CSVs parsed and compared
// with `recommend --json` and `evaluate --json`; failed exports (unwritable path, disk full
// through RLIMIT_FSIZE) exit 1 and leave an existing file intact.
#include "test_paths.h"
#include "playbook/csv_text.h"

#include <QtTest>

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <csignal>
#include <functional>
#include <sys/resource.h>

using nlohmann::json;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString& program, const QStringList& args,
        const std::function<void()>& childSetup = {})
{
    QProcess p;
    if (childSetup)
        p.setChildProcessModifier(childSetup);
    p.start(program, args);
    if (!p.waitForFinished(240000))
        return {};
    Run r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Run cli(const QStringList& args, const std::function<void()>& childSetup = {})
{
    return run(testCli(), args, childSetup);
}

QStringList examples()
{
    const QDir dir(testSource("/data/examples"));
    QStringList files;
    for (const QString& f : dir.entryList({QStringLiteral("*.accelplan")}, QDir::Files))
        files << dir.absoluteFilePath(f);
    return files;
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
    auto rows = ap::parseCsv(f.readAll().toStdString());
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

} // namespace

class TestCliExport : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty())
            QFAIL("pdfinfo/pdftotext missing: install poppler-utils (scripts/accelplan.sh does)");
    }

    void exportsEveryExample_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString& f : examples())
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }
    void exportsEveryExample()
    {
        QFETCH(QString, path);
        const QString base = m_dir.filePath(QFileInfo(path).completeBaseName());
        const Run r = cli({QStringLiteral("export"), path, QStringLiteral("--pdf"), base + ".pdf",
                           QStringLiteral("--csv"), base + "-csv", QStringLiteral("--markdown"),
                           base + ".md"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("wrote"));

        // Page count.
        const Run info = run(QStringLiteral("pdfinfo"), {base + ".pdf"});
        QCOMPARE(info.exitCode, 0);
        const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info.out);
        QVERIFY(m.hasMatch());
        QVERIFY2(m.captured(1).toInt() >= 6, info.out.constData());

        // The text of the PDF, in the order it was drawn (-raw), so that a table cell's
        // wrapped lines stay together rather than interleave with the next column's.
        const Run text = run(QStringLiteral("pdftotext"),
                             {QStringLiteral("-raw"), base + ".pdf", QStringLiteral("-")});
        QCOMPARE(text.exitCode, 0);
        const QString pdf = squeeze(QString::fromUtf8(text.out));
        for (const char* title : {"Contents", "Executive summary", "Options compared", "Charts",
                                  "Assumptions", "Risk register", "Build-out checklist", "Fabric",
                                  "Storage and checkpoints", "Power and cooling"})
            QVERIFY2(pdf.contains(squeeze(QString::fromUtf8(title))), title);

        // The recommended device of every study, as `recommend --json` has it.
        const Run rec = cli({QStringLiteral("recommend"), path, QStringLiteral("--json")});
        QCOMPARE(rec.exitCode, 0);
        const json recs = json::parse(rec.out.toStdString())["recommendations"];
        for (const json& r : recs) {
            if (r["ranked"].empty())
                continue;
            const std::string device = r["ranked"][0]["device"].get<std::string>();
            QVERIFY2(pdf.contains(QString::fromStdString(device)), device.c_str());
        }

        // Every risk's number, as risks.csv has it, is printed in the PDF.
        const auto risks = readCsv(base + "-csv/risks.csv");
        QVERIFY(risks.size() > 1);
        const size_t textCol = col(risks[0], "value_text");
        for (size_t i = 1; i < risks.size(); ++i)
            QVERIFY2(pdf.contains(squeeze(QString::fromStdString(risks[i][textCol]))),
                     risks[i][textCol].c_str());

        // The checklist: every item of the Markdown's checklist is in the PDF.
        QFile md(base + ".md");
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
        const auto cand = readCsv(base + "-csv/candidates.csv");
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
        const Run ev = cli({QStringLiteral("evaluate"), path, QStringLiteral("--json")});
        QCOMPARE(ev.exitCode, 0);
        const json scen = json::parse(ev.out.toStdString())["scenarios"];
        const auto sc = readCsv(base + "-csv/scenarios.csv");
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
    }

    // An export into a folder that does not exist, and over a file when the disk fills up:
    // exit 1, a message naming the file, the old file untouched, no temporary left behind.
    void failedExport_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("name");
        QTest::newRow("pdf") << "--pdf"
                             << "out.pdf";
        QTest::newRow("markdown") << "--markdown"
                                  << "out.md";
        QTest::newRow("csv") << "--csv"
                             << "out.csv";
    }
    void failedExport()
    {
        QFETCH(QString, option);
        QFETCH(QString, name);
        const QString project =
            testSource("/data/examples/checkpoint-stall-cost.accelplan");

        const QString missing = m_dir.filePath(QStringLiteral("no/such/folder/") + name);
        const Run bad = cli({QStringLiteral("export"), project, option, missing});
        if (option != QStringLiteral("--csv")) { // --csv creates its folder
            QCOMPARE(bad.exitCode, 1);
            QVERIFY2(bad.err.contains("no/such/folder"), bad.err.constData());
        }

        QTemporaryDir dir;
        const QString target = dir.filePath(name);
        {
            QFile old(target);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the previous export\n");
        }
        // A 4 kB file size limit: every export is larger. SIGXFSZ is ignored so that the
        // write fails with EFBIG instead of killing the process.
        const Run full = cli({QStringLiteral("export"), project, option, target}, [] {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{4096, 4096};
            setrlimit(RLIMIT_FSIZE, &limit);
        });
        QCOMPARE(full.exitCode, 1);
        // The message names the file that failed (for CSV: the first table, out-*.csv).
        QVERIFY2(full.err.contains(QFileInfo(target).completeBaseName().toUtf8()),
                 full.err.constData());
        QFile old(target);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the previous export\n"));
        // Nothing half-written beside it: no temporary file is left, and any other file is
        // a complete CSV table written before the disk filled.
        for (const QString& f : QDir(dir.path()).entryList(QDir::Files | QDir::Hidden)) {
            QVERIFY2(!f.contains(QStringLiteral("tmp")), qPrintable(f));
            QVERIFY2(f == name || option == QStringLiteral("--csv"), qPrintable(f));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
