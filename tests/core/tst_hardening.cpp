// Hostile input at the core's edges: nesting depth, out-of-range numbers, text encodings,
// products of user integers, strict number parsing, did-you-mean suggestions, and values that
// would make the model meaningless. Each case checks the message names the place.
#include "common/checked_math.h"
#include "common/did_you_mean.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "project/project.h"
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <bit>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

using namespace ap;
using nlohmann::json;

namespace {

template <class F> QString errorOf(F&& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    } catch (const std::exception& e) {
        return QStringLiteral("NOT AN InputError: ") + QString::fromStdString(e.what());
    }
    return {};
}

// Whether two trees are the same value by value, kind by kind (json's == takes 1, 1u and 1.0
// as equal) and doubles bit for bit.
bool sameTree(const json& a, const json& b)
{
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case json::value_t::object: {
        if (a.size() != b.size())
            return false;
        for (auto i = a.begin(), j = b.begin(); i != a.end(); ++i, ++j)
            if (i.key() != j.key() || !sameTree(*i, *j))
                return false;
        return true;
    }
    case json::value_t::array:
        if (a.size() != b.size())
            return false;
        for (size_t i = 0; i < a.size(); ++i)
            if (!sameTree(a[i], b[i]))
                return false;
        return true;
    case json::value_t::number_float:
        return std::bit_cast<std::uint64_t>(a.get<double>()) ==
               std::bit_cast<std::uint64_t>(b.get<double>());
    default:
        return a == b;
    }
}

const char* kHeader = "id,model,device,count,tensor,pipeline,context,sequence_length,"
                      "global_batch_sequences,precision,measured_tokens_per_s\n";

} // namespace

class TestHardening : public QObject {
    Q_OBJECT
private slots:
    void deepNestingRefusedBeforeTheDom_data();
    void deepNestingRefusedBeforeTheDom();
    void jsonLibraryErrorsBecomeInputErrors_data();
    void jsonLibraryErrorsBecomeInputErrors();
    void deepDocumentBuiltInCodeRefused();
    void fastReaderBuildsTheLibrarysTree_data();
    void fastReaderBuildsTheLibrarysTree();
    void fastReaderBuildsEveryDataFilesTree();
    void csvByteOrderMarkKeepsFirstColumn();
    void csvInvalidUtf8NamesTheLine_data();
    void csvInvalidUtf8NamesTheLine();
    void checkedProductNeverWraps_data();
    void checkedProductNeverWraps();
    void strictNumberText_data();
    void strictNumberText();
    void didYouMeanResemblesTheInput_data();
    void didYouMeanResemblesTheInput();
    void inapplicableConstraintsNamedByTheEngine_data();
    void inapplicableConstraintsNamedByTheEngine();
};

void TestHardening::deepNestingRefusedBeforeTheDom_data()
{
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("64 levels") << 64 << true;
    QTest::newRow("65 levels") << 65 << false;
    QTest::newRow("100,000 levels (stack overflow before)") << 100000 << false;
    QTest::newRow("10,000,000 levels") << 10000000 << false;
}

void TestHardening::deepNestingRefusedBeforeTheDom()
{
    QFETCH(int, depth);
    QFETCH(bool, accepted);
    std::string text = "\n\n" + std::string(size_t(depth), '[') + std::string(size_t(depth), ']');
    const QString error = errorOf([&] { (void)parseJson(text, "deep.json"); });
    if (accepted) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        return;
    }
    QVERIFY2(error.startsWith(QStringLiteral("deep.json: nested deeper than 64 levels at line 3")),
             qPrintable(error));
}

void TestHardening::jsonLibraryErrorsBecomeInputErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("1e400") << R"({"tokens": 1e400})"
                           << "number overflow parsing '1e400'";
    QTest::newRow("-1e400") << R"({"tokens": -1e400})"
                            << "number overflow";
    QTest::newRow("invalid UTF-8")
        << QString::fromLatin1("{\"name\": \"\xff\"}") << "not valid JSON";
    QTest::newRow("truncated") << R"({"a": [1, 2)"
                               << "not valid JSON";
    QTest::newRow("NaN literal") << R"({"a": NaN})"
                                 << "not valid JSON";
}

void TestHardening::jsonLibraryErrorsBecomeInputErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    const std::string bytes = text == QString::fromLatin1("{\"name\": \"\xff\"}")
                                  ? std::string("{\"name\": \"\xff\"}")
                                  : text.toStdString();
    const QString error = errorOf([&] { (void)parseJson(bytes, "in.json"); });
    QVERIFY2(error.startsWith(QStringLiteral("in.json: ")), qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY2(!error.contains(QStringLiteral("json.exception")), qPrintable(error));
}

void TestHardening::deepDocumentBuiltInCodeRefused()
{
    json deep = json::array();
    for (int i = 0; i < 200; ++i)
        deep = json::array({std::move(deep)});
    json doc = {{"format", "accelplan-project"}, {"version", 1}, {"scenarios", json::array()}};
    doc["notes"] = deep;
    QVERIFY(jsonDeeperThan(doc, 64));
    QVERIFY(!jsonDeeperThan(json::parse("[[[1]]]"), 3));
    QVERIFY(jsonDeeperThan(json::parse("[[[1]]]"), 2));
    QVERIFY(errorOf([&] {
                (void)projectFromJson(doc);
            }).contains(QStringLiteral("nested deeper than 64")));
}

// parseJson reads well-formed text with its own reader and hands the rest to nlohmann's parser
// (#30): the tree is nlohmann's for every kind of value, and every refusal is the parser's.
void TestHardening::fastReaderBuildsTheLibrarysTree_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("accepted");
    const auto row = [](const char* name, const std::string& text, bool accepted = true) {
        QTest::newRow(name) << QByteArray(text.data(), qsizetype(text.size())) << accepted;
    };
    row("whole numbers", R"({"a": 0, "b": -0, "c": 7, "d": -7, "e": 123456789012345678})");
    row("64-bit edges", "[9223372036854775807, -9223372036854775808, 18446744073709551615]");
    row("past 64 bits",
        "[18446744073709551616, -9223372036854775809, 1" + std::string(40, '0') + "]");
    row("doubles", "[0.1, -0.0, 1e5, 1E+5, 2.5e-7, 1.7976931348623157e308, 4.9e-324, 2e-320, "
                   "0.30000000000000004, 123456789.123456789e-3, 1e-400]");
    row("literals and nesting", R"({"t": true, "f": false, "n": null, "x": [[], {}, [{}]]})");
    row("white space", " \t\r\n{ \"a\" :\n[ 1 ,2 ] }\n ");
    row("escapes", R"(["a\"b", "c\\d", "e\/f", "\b\f\n\r\t", "\u00e9", "\ud83d\ude00"])");
    row("UTF-8", "[\"Z\xc3\xbcrich\", \"\xe2\x82\xac\", \"\xf0\x9f\x98\x80\", \"\x7f\"]");
    row("byte order mark", "\xef\xbb\xbf{\"a\": 1}");
    row("a scalar document", "\"text\"");
    row("invalid UTF-8", "[\"\xff\"]", false);
    row("overlong UTF-8", "[\"\xc0\xaf\"]", false);
    row("surrogate in UTF-8", "[\"\xed\xa0\x80\"]", false);
    row("truncated UTF-8", "[\"\xe2\x82\"]", false);
    row("control character",
        "[\"a\x01"
        "b\"]",
        false);
    row("leading zero", "[01]", false);
    row("bare fraction", "[1.]", false);
    row("bare exponent", "[1e]", false);
    row("plus sign", "[+1]", false);
    row("overflow", "[1e400]", false);
    row("trailing comma", "[1, 2,]", false);
    row("trailing text", "{} x", false);
    row("comment", "[1] // no", false);
    row("empty", "", false);
    row("unknown escape", R"(["\x"])", false);
    row("repeated key", R"({"a": 1, "a": 2})", false);
}

void TestHardening::fastReaderBuildsTheLibrarysTree()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, accepted);
    const std::string bytes(text.constData(), size_t(text.size()));
    std::optional<json> library;
    try {
        if (!bytes.empty() && bytes.find(R"("a": 1, "a")") == std::string::npos)
            library = json::parse(bytes);
    } catch (const json::exception&) {
    }
    QCOMPARE(library.has_value(), accepted);
    QString error;
    json read;
    try {
        read = parseJson(bytes, "in.json");
    } catch (const InputError& e) {
        error = QString::fromStdString(e.what());
    }
    if (!accepted) {
        QVERIFY2(error.startsWith(QStringLiteral("in.json")), qPrintable(error));
        return;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(sameTree(read, *library), qPrintable(QString::fromStdString(read.dump())));
}

// Every JSON file the application ships and every project and data file of the tests.
void TestHardening::fastReaderBuildsEveryDataFilesTree()
{
    int files = 0;
    for (const char* dir : {"/data", "/tests/data"})
        for (const auto& e : std::filesystem::recursive_directory_iterator(testSourceStd(dir))) {
            const std::string ext = e.path().extension().string();
            if (!e.is_regular_file() || (ext != ".json" && ext != ".accelplan"))
                continue;
            std::ifstream in(e.path(), std::ios::binary);
            std::stringstream buffer;
            buffer << in.rdbuf();
            const std::string text = buffer.str();
            json library;
            try {
                library = json::parse(text);
            } catch (const json::exception&) {
                continue; // a fixture of a broken file: its refusal is the rows above
            }
            json read;
            try {
                read = parseJson(text, e.path().string());
            } catch (const InputError&) {
                continue; // refused by the limits (a repeated key, deep nesting) as before
            }
            QVERIFY2(sameTree(read, library),
                     qPrintable(QString::fromStdString(e.path().string())));
            ++files;
        }
    QVERIFY2(files > 50, qPrintable(QString::number(files)));
}

void TestHardening::csvByteOrderMarkKeepsFirstColumn()
{
    // Excel's "CSV UTF-8" starts with a byte-order mark; the first column ("id", "model")
    // must still be found.
    const std::string csv = "\xEF\xBB\xBF" + std::string(kHeader) +
                            "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,297214\n";
    const auto rows = parseMeasurements(csv, "bom.csv", builtInModels());
    QCOMPARE(rows.size(), size_t(1));
    QCOMPARE(rows[0].id, std::string("r1"));
    const std::string models = "\xEF\xBB\xBFmodel,parameters,layers,hidden,heads,kv_heads,"
                               "ffn_hidden,vocab\nm1,1e9,24,2048,16,16,8192,32000\n";
    QCOMPARE(parseModelTable(models, "models.csv").count("m1"), size_t(1));
}

void TestHardening::csvInvalidUtf8NamesTheLine_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::newRow("lone 0xFF") << QByteArray("\xff");
    QTest::newRow("truncated sequence") << QByteArray("\xe2\x82");
    QTest::newRow("overlong slash") << QByteArray("\xc0\xaf");
    QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80");
    QTest::newRow("beyond U+10FFFF") << QByteArray("\xf4\x90\x80\x80");
    QTest::newRow("Latin-1 e acute") << QByteArray("caf\xe9");
}

void TestHardening::csvInvalidUtf8NamesTheLine()
{
    QFETCH(QByteArray, bad);
    const std::string csv = std::string(kHeader) +
                            "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,297214\n" +
                            "r2,gpt-1.7b," + bad.toStdString() + ",32,1,1,1,2048,512,fp16,1\n";
    const QString error = errorOf([&] { (void)parseMeasurements(csv, "m.csv", builtInModels()); });
    QVERIFY2(error.startsWith(QStringLiteral("m.csv: line 3: byte 0x")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("UTF-8")), qPrintable(error));
    // Valid multi-byte text passes.
    QCOMPARE(checkedUtf8Text("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "ok.csv").size(),
             size_t(14));
}

void TestHardening::checkedProductNeverWraps_data()
{
    QTest::addColumn<qlonglong>("a");
    QTest::addColumn<qlonglong>("b");
    QTest::addColumn<qlonglong>("c");
    QTest::addColumn<qlonglong>("limit");
    QTest::addColumn<bool>("ok");
    QTest::newRow("fits") << 8LL << 8LL << 16LL << 1024LL << true;
    QTest::newRow("equal to the limit") << 1024LL << 1LL << 1LL << 1024LL << true;
    QTest::newRow("over the limit") << 8LL << 8LL << 17LL << 1024LL << false;
    QTest::newRow("2^32 wraps an int to 0") << 65536LL << 65536LL << 1LL << 65536LL << false;
    QTest::newRow("1e21 wraps 64 bits")
        << 10000000LL << 10000000LL << 10000000LL << (1LL << 62) << false;
    QTest::newRow("negative") << -1LL << 8LL << 8LL << 1024LL << false;
    QTest::newRow("zero") << 0LL << 8LL << 8LL << 1024LL << true;
}

void TestHardening::checkedProductNeverWraps()
{
    QFETCH(qlonglong, a);
    QFETCH(qlonglong, b);
    QFETCH(qlonglong, c);
    QFETCH(qlonglong, limit);
    QFETCH(bool, ok);
    long long got = -1;
    const QString error = errorOf([&] {
        got = checkedProduct({a, b, c}, limit, "cluster.parallelism", "t x p x c");
    });
    if (ok) {
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(got, a * b * c);
    } else {
        QVERIFY2(error.startsWith(QStringLiteral("cluster.parallelism: t x p x c exceeds")),
                 qPrintable(error));
    }
}

void TestHardening::strictNumberText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("number");
    QTest::addColumn<bool>("integer");
    QTest::newRow("12") << "12" << true << true;
    QTest::newRow("-3") << "-3" << true << true;
    QTest::newRow("2.7") << "2.7" << true << false;
    QTest::newRow("1e3") << "1e3" << true << false;
    QTest::newRow(".5") << ".5" << true << false;
    QTest::newRow("0x10") << "0x10" << false << false;
    QTest::newRow("inf") << "inf" << false << false;
    QTest::newRow("nan") << "nan" << false << false;
    QTest::newRow("1e400") << "1e400" << false << false;
    QTest::newRow("leading blank") << " 4" << false << false;
    QTest::newRow("trailing junk") << "4x" << false << false;
    QTest::newRow("empty") << "" << false << false;
    QTest::newRow("sign only") << "-" << false << false;
    QTest::newRow("1e") << "1e" << false << false;
    QTest::newRow("20 digits") << "99999999999999999999" << true << false;
}

void TestHardening::strictNumberText()
{
    QFETCH(QString, text);
    QFETCH(bool, number);
    QFETCH(bool, integer);
    const std::string t = text.toStdString();
    const QString n = errorOf([&] { (void)parseNumberText(t, "--x", -1e300, 1e300); });
    QVERIFY2(n.isEmpty() == number, qPrintable(n));
    const QString i = errorOf([&] { (void)parseIntegerText(t, "--x", -1000000, 1LL << 62); });
    QVERIFY2(i.isEmpty() == integer, qPrintable(i));
    if (!n.isEmpty())
        QVERIFY2(n.startsWith(QStringLiteral("--x: expected")), qPrintable(n));
}

void TestHardening::didYouMeanResemblesTheInput_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("typo") << "nvidia-h200-sxm-141g"
                          << "nvidia-h200-sxm-141gb";
    QTest::newRow("missing letter") << "amd-mi300"
                                    << "amd-mi300x";
    QTest::newRow("case") << "NVIDIA-L4"
                          << "nvidia-l4";
    QTest::newRow("part of a name") << "h100"
                                    << "nvidia-h100-sxm5-80gb";
    QTest::newRow("one letter resembles nothing") << "x"
                                                  << "";
    QTest::newRow("unrelated") << "banana"
                               << "";
    QTest::newRow("site") << "aws-us-east1"
                          << "aws-us-east-1";
}

void TestHardening::didYouMeanResemblesTheInput()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const std::vector<std::string> known = {"nvidia-h100-sxm5-80gb",
                                            "nvidia-h200-sxm-141gb",
                                            "nvidia-l4",
                                            "amd-mi300x",
                                            "amd-mi325x",
                                            "aws-us-east-1",
                                            "edge"};
    QCOMPARE(QString::fromStdString(closestName(input.toStdString(), known)), expected);
}

void TestHardening::inapplicableConstraintsNamedByTheEngine_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    QTest::newRow("TTFT on training") << "serving-slo-on-training-study"
                                      << "recommend.constraints.ttft_ms";
    QTest::newRow("deadline on serving") << "deadline-on-serving-study"
                                         << "recommend.constraints.deadline_days";
}

void TestHardening::inapplicableConstraintsNamedByTheEngine()
{
    // The GUI's Recommendation tab calls the engine directly: it names them too.
    QFETCH(QString, file);
    QFETCH(QString, field);
    const Project p =
        loadProjectFile((testSource("/tests/data/bad/") + file + ".accelplan").toStdString());
    QCOMPARE(p.studies.size(), size_t(1));
    const Catalog catalog = Catalog::builtIn();
    const QString error = errorOf([&] {
        (void)recommend(p, p.studies.front(), dataWith(catalog, defaultEfficiencyParams()), {});
    });
    QVERIFY2(error.startsWith(field + ": applies to"), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestHardening)
#include "tst_hardening.moc"
