// Outputs that cannot be used as an attack and exports that never damage a file (issue 29):
// names that would be spreadsheet formulas in the CSVs, Markdown syntax in the Markdown and
// terminal control sequences in messages; the safe writer under a file-size limit and with a
// foreign symbolic link in a sticky folder. Every playbook here is built from a one-scenario
// project written by the test (no study: milliseconds, not a search).
#include "common/input_error.h"
#include "common/shown_text.h"
#include "common/text_file.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "playbook/csv_text.h"
#include "playbook/playbook.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"
#include "test_context.h"

#include <QtTest>

#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ap;
namespace fs = std::filesystem;

namespace {

// A one-scenario serving project (Llama 3.2 1B on one L4: evaluated in milliseconds).
nlohmann::json tinyProject(const std::string& projectName, const std::string& scenarioName)
{
    return {{"format", "accelplan-project"},
            {"version", 1},
            {"name", projectName},
            {"scenarios",
             {{{"name", scenarioName},
               {"workload",
                {{"kind", "inference"},
                 {"model",
                  {{"parameters", 1.24e9},
                   {"layers", 16},
                   {"hidden", 2048},
                   {"heads", 32},
                   {"kv_heads", 8},
                   {"ffn_hidden", 8192},
                   {"vocab", 128256}}},
                 {"precision", "bf16"},
                 {"input_tokens", 512},
                 {"output_tokens", 128},
                 {"batch", 1}}},
               {"cluster", {{"device", "nvidia-l4"}, {"count", 1}}}}}}};
}

Playbook playbookNamed(const std::string& projectName, const std::string& scenarioName)
{
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "tiny.accelplan";
    std::ofstream(path) << tinyProject(projectName, scenarioName).dump(1);
    const Project p = loadProjectFile(path);
    PlaybookRequest request;
    request.projectFile = path.string();
    request.date = "2026-12-01";
    return buildPlaybook(p, shippedData(), request);
}

std::string slurp(const fs::path& p)
{
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

QString errorOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

const char* const kFormulaNames[] = {
    "=HYPERLINK(\"http://x\",\"x\")", "@SUM(1)", "+1", "-x", "\tx", "\rx=1"};

} // namespace

class TestOutputSafety : public QObject {
    Q_OBJECT
private slots:
    // OWASP CSV injection: a scenario named like a formula is written with a leading quote in
    // every CSV table that carries it; the program's own negative numbers stay numbers.
    void csvNeutralisesFormulaNames_data()
    {
        QTest::addColumn<QString>("name");
        for (const char* n : kFormulaNames)
            QTest::newRow(n) << QString::fromUtf8(n);
    }
    void csvNeutralisesFormulaNames()
    {
        QFETCH(QString, name);
        const std::string n = name.toStdString();
        const Playbook pb = playbookNamed(n, n);
        QTemporaryDir dir;
        const auto files = writePlaybookCsv(pb, dir.path().toStdString());
        QVERIFY(!files.empty());
        int found = 0;
        for (const fs::path& f : files) {
            const auto rows = parseCsv(slurp(f));
            for (size_t r = 1; r < rows.size(); ++r)
                for (const std::string& cell : rows[r]) {
                    // No cell of any table starts a formula, whatever it holds ...
                    if (!cell.empty() &&
                        std::string_view("=+@\t\r").find(cell[0]) != std::string_view::npos)
                        QFAIL(qPrintable(
                            QString::fromStdString(f.filename().string() + ": " + cell)));
                    // ... a '-' only in front of a number ...
                    if (!cell.empty() && cell[0] == '-')
                        QVERIFY2(isCsvNumber(cell), cell.c_str());
                    // ... and the name is there, quoted.
                    found += cell == "'" + n;
                }
        }
        QVERIFY(found >= 1); // scenarios.csv's name column at least
    }

    // The writer neutralises text cells only: the same text in a numeric column that holds a
    // number is left alone, and a numeric column's cell that is not a number is text.
    void csvKeepsNumbers()
    {
        const std::string doc = csvDocument(
            {"name", "value"},
            {{"-3.5", "-3.5"}, {"=1+1", "-0.2"}, {"@x", "1e-05"}, {"x", "-x"}, {"+1", ""}},
            {false, true});
        const auto rows = parseCsv(doc);
        QCOMPARE(rows[1][0], std::string("'-3.5"));
        QCOMPARE(rows[1][1], std::string("-3.5"));
        QCOMPARE(rows[2][0], std::string("'=1+1"));
        QCOMPARE(rows[2][1], std::string("-0.2"));
        QCOMPARE(rows[3][0], std::string("'@x"));
        QCOMPARE(rows[3][1], std::string("1e-05"));
        QCOMPARE(rows[4][1], std::string("'-x"));
        QCOMPARE(rows[5][0], std::string("'+1"));
        QCOMPARE(rows[5][1], std::string());
    }

    // A name cannot inject Markdown: no heading, link, HTML or table row of its own.
    void markdownEscapesNames()
    {
        const std::string name = "x<script>alert(1)</script> [x](javascript:alert(1)) | a |\n"
                                 "# Heading\n- item";
        const Playbook pb = playbookNamed(name, name);
        const std::string md = playbookMarkdown(pb);
        // No HTML: every '<' of the name is escaped.
        for (size_t at = md.find("<script>"); at != std::string::npos;
             at = md.find("<script>", at + 1))
            QVERIFY2(at > 0 && md[at - 1] == '\\', md.c_str());
        // No link: every "](" of the name follows an escaped bracket.
        for (size_t at = md.find("](javascript:"); at != std::string::npos;
             at = md.find("](javascript:", at + 1))
            QVERIFY2(at > 0 && md[at - 1] == '\\', md.c_str());
        QVERIFY2(md.find("\n# Heading") == std::string::npos, md.c_str());
        QVERIFY2(md.find("\n- item") == std::string::npos, md.c_str());
        QVERIFY2(md.find("\\<script>alert(1)\\</script>") != std::string::npos, md.c_str());
        QVERIFY2(md.find("\\[x\\](javascript:alert(1))") != std::string::npos, md.c_str());
        // The project table row keeps its two cells: the name's pipes are escaped.
        const size_t row = md.find("| Project | ");
        QVERIFY(row != std::string::npos);
        const std::string line = md.substr(row, md.find('\n', row) - row);
        int cells = 0;
        for (size_t i = 0; i < line.size(); ++i)
            cells += line[i] == '|' && (i == 0 || line[i - 1] != '\\');
        QCOMPARE(cells, 3);
        // Only the document's own title is a level-1 heading.
        size_t headings = md.starts_with("# ") ? 1 : 0;
        for (size_t at = md.find("\n# "); at != std::string::npos; at = md.find("\n# ", at + 1))
            ++headings;
        QCOMPARE(headings, size_t(1));
    }

    // Control characters in echoed input are shown escaped; long input is cut, its size said.
    void messagesEscapeControls()
    {
        const std::string id =
            std::string("\x1b]0;pwned\x07\x1b[2J\r\b") + '\0' + "\x7f\xc2\x9b" + "\xff" + "nvidia";
        const QString e = errorOf([&] { Catalog::builtIn().at(id, "cluster.device"); });
        QVERIFY(!e.isEmpty());
        const QByteArray bytes = e.toUtf8();
        for (char c : bytes)
            QVERIFY2((unsigned char)c >= 0x20 && c != 0x7f, bytes.constData());
        QVERIFY2(!bytes.contains("\xc2\x9b"), bytes.constData());
        QVERIFY2(bytes.contains("\\x1b]0;pwned\\x07\\x1b[2J\\x0d\\x08\\x00\\x7f\\u009b\\xffnvidia"),
                 bytes.constData());
        // Escaping twice changes nothing (an error passed on with its file is composed again).
        QCOMPARE(escapeControls(escapeControls(id)), escapeControls(id));
        QCOMPARE(escapeControls("CO\xe2\x82\x82 5 \xc2\xb5s"),
                 std::string("CO\xe2\x82\x82 5 \xc2\xb5s"));
    }

    void messagesBoundEchoedInput()
    {
        const std::string id = "\x1b[31m" + std::string(10485760 - 5, 'a');
        QCOMPARE(id.size(), size_t(10485760));
        QElapsedTimer t;
        t.start();
        const QString e = errorOf([&] { Catalog::builtIn().at(id, "cluster.device"); });
        QVERIFY2(t.elapsed() < 5000, "a long id is not compared letter by letter");
        QVERIFY2(e.size() < 1000, qPrintable(e.left(1000)));
        QVERIFY2(e.contains(QStringLiteral("\\x1b[31maaa")), qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral("\u2026 (10,485,760 bytes)")), qPrintable(e));
        // withFile composes the message again: still one cut, the size still the input's.
        try {
            Catalog::builtIn().at(id, "cluster.device");
        } catch (const InputError& err) {
            const std::string again = err.withFile("p.accelplan").what();
            QVERIFY2(again.find("(10,485,760 bytes)") != std::string::npos, again.c_str());
            QVERIFY(again.size() < 1000);
        }
        QCOMPARE(echoText("short"), std::string("short"));
        QCOMPARE(echoText(std::string(200, 'x'), 200), std::string(200, 'x'));
        QCOMPARE(echoText(std::string(201, 'x'), 200),
                 std::string(200, 'x') + "\u2026 (201 bytes)");
        // An escape is never split by the cut.
        const std::string cut = echoText(std::string(198, 'x') + "\x1b" + "yy", 200);
        QCOMPARE(cut, std::string(198, 'x') + "\u2026 (201 bytes)");
    }

    // Beyond a file-size limit the writer is not killed by SIGXFSZ: the write fails (EFBIG),
    // the old file stays, and no temporary file is left behind.
    void fileSizeLimitIsAWriteError()
    {
        QTemporaryDir dir;
        const fs::path path = fs::path(dir.path().toStdString()) / "out.md";
        std::ofstream(path) << "the previous export\n";
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            std::signal(SIGXFSZ, SIG_DFL);
            rlimit limit{4096, 4096};
            ::setrlimit(RLIMIT_FSIZE, &limit);
            try {
                writeTextFileAtomically(path, std::string(1 << 20, 'x'));
            } catch (const InputError& e) {
                const std::string what = e.what();
                ::_exit(what.find("File too large") != std::string::npos &&
                                what.find(path.string()) != std::string::npos
                            ? 1
                            : 3);
            }
            ::_exit(0);
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY2(!WIFSIGNALED(status),
                 qPrintable(QStringLiteral("killed by signal %1").arg(WTERMSIG(status))));
        QCOMPARE(WEXITSTATUS(status), 1);
        QCOMPARE(slurp(path), std::string("the previous export\n"));
        int files = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path().toStdString()))
            ++files;
        QCOMPARE(files, 1); // no PATH.XXXXXX left
        // And the disposition is restored after the write.
        struct sigaction now {};
        ::sigaction(SIGXFSZ, nullptr, &now);
        QVERIFY(now.sa_handler != SIG_IGN);
    }

    // A symbolic link another user planted in a sticky world-writable folder (/tmp) is not
    // followed (the kernel's protected_symlinks rule): the file it points to is not replaced.
    // Our own link there, or the folder owner's, is followed as before.
    void foreignLinkInStickyFolderRefused()
    {
        if (::geteuid() != 0)
            QSKIP("needs root: giving a symbolic link to another user (chown -h)");
        QTemporaryDir dir;
        const fs::path base = dir.path().toStdString();
        const fs::path shared = base / "tmp";
        fs::create_directory(shared);
        QCOMPARE(::chmod(shared.c_str(), 01777), 0);
        const fs::path victim = base / "victim.accelplan";
        std::ofstream(victim) << "precious\n";
        const fs::path planted = shared / "playbook.md";
        fs::create_symlink(victim, planted);
        QCOMPARE(::lchown(planted.c_str(), 12345, 12345), 0);

        const QString error = errorOf([&] { writeTextFileAtomically(planted, "export"); });
        QVERIFY2(error.contains(QString::fromStdString(planted.string())), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("uid 12345")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("protected_symlinks")), qPrintable(error));
        QCOMPARE(slurp(victim), std::string("precious\n"));
        QVERIFY(fs::is_symlink(planted));
        QVERIFY(!errorOf([&] { checkOutputPath(planted); }).isEmpty());

        // Our own link in the same folder is written through.
        const fs::path ours = shared / "ours.md";
        fs::create_symlink(victim, ours);
        writeTextFileAtomically(ours, "new\n", false);
        QCOMPARE(slurp(victim), std::string("new\n"));
        // A link of the folder's owner too: give the folder to uid 12345 with its link.
        QCOMPARE(::chown(shared.c_str(), 12345, 12345), 0);
        writeTextFileAtomically(planted, "newer\n", false);
        QCOMPARE(slurp(victim), std::string("newer\n"));
    }

    // The check an export runs before its work refuses what the writer refuses.
    void checkOutputPathRefusesNonRegular()
    {
        QTemporaryDir dir;
        const fs::path fifo = fs::path(dir.path().toStdString()) / "pipe";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QVERIFY(errorOf([&] { checkOutputPath(fifo); }).contains(QStringLiteral("FIFO")));
        QVERIFY(errorOf([&] {
                    checkOutputPath("/dev/null");
                }).contains(QStringLiteral("character device")));
        QVERIFY(errorOf([&] {
                    checkOutputPath(dir.path().toStdString());
                }).contains(QStringLiteral("directory")));
        QVERIFY(errorOf([&] {
                    checkOutputPath(fs::path(dir.path().toStdString()) / "new.pdf");
                }).isEmpty());
        QVERIFY(fs::is_fifo(fifo));
    }
};

QTEST_GUILESS_MAIN(TestOutputSafety)
#include "tst_output_safety.moc"
