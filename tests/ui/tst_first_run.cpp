// First run and language: the About dialog reads the shipped data's sources and dates from the
// data files, Help > User Guide finds the guide, View > Language keeps the choice, and a core
// message reaches the user translated with its numbers in the chosen locale.
#include "common/choice_key.h"
#include "common/embedded_data.h"
#include "common/field_key.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/message.h"
#include "common/text_file.h"
#include "economics/data_inventory.h"
#include "editor/field_words.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "perf/scenario_evaluation.h"
#include "project/field_schema.h"
#include "project/project.h"
#include "project/study_schema.h"
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_paths.h"
#include "window/about_dialog.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QAction>
#include <QFileInfo>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>

using namespace ap;

class TestFirstRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void aboutListsTheDataSources();
    void userGuideIsFound();
    void languageMenuKeepsTheChoice();
    void shippedLanguagesLoad_data();
    void shippedLanguagesLoad();
    void messageInTheUsersLanguage_data();
    void messageInTheUsersLanguage();
    void englishIsTheCliText();
    void everyEngineSentenceIsTranslated_data();
    void everyEngineSentenceIsTranslated();
    void problemsAndInputErrorsAreTranslated_data();
    void problemsAndInputErrorsAreTranslated();
};

namespace {

// The project-file keys (scenario and study schema) with an underscore that `text` names as
// such ("horizon_months"); words that are also keys ("utilisation") are left to the reader.
QStringList fileKeysIn(const QString& text)
{
    static const std::set<QString> keys = [] {
        std::set<QString> out;
        for (const auto* schema : {&scenarioFieldSchema(), &studyFieldSchema()})
            for (const FieldSpec& f : *schema) {
                const std::string_view key = f.key();
                if (key.find('_') != std::string_view::npos)
                    out.insert(QString::fromUtf8(key.data(), qsizetype(key.size())));
            }
        return out;
    }();
    static const QRegularExpression word(QStringLiteral("\\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\\b"));
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();)
        if (const QString w = it.next().captured(); keys.count(w))
            found << w;
    return found;
}

} // namespace

void TestFirstRun::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AccelPlanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_first_run"));
    QSettings().clear();
}

void TestFirstRun::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void TestFirstRun::aboutListsTheDataSources()
{
    AboutDialog dialog;
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("aboutDataSources"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 4); // catalog, price book, sites, calibration
    // The counts are those of the files: devices, dated price points, sites, measured runs.
    int devices = 0, prices = 0, sites = 0;
    for (const DataFileSummary& f : dataInventory()) {
        if (f.file.rfind("hardware/", 0) == 0)
            devices += f.entries;
        else if (f.file.rfind("prices/", 0) == 0)
            prices += f.entries;
        else if (f.file.rfind("sites/", 0) == 0)
            sites += f.entries;
    }
    QVERIFY(devices > 30 && prices > 50 && sites > 40);
    QCOMPARE(table->item(0, 2)->text(), QString::number(devices));
    QCOMPARE(table->item(1, 2)->text(), QString::number(prices));
    QCOMPARE(table->item(2, 2)->text(), QString::number(sites));
    int runs = 0;
    for (const char* name : {"calibration/training.csv", "calibration/inference.csv"}) {
        const auto csv = embeddedFile(name);
        QVERIFY(csv);
        runs += int(QString::fromUtf8(csv->data(), qsizetype(csv->size()))
                        .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                        .size()) -
                1;
    }
    QCOMPARE(table->item(3, 2)->text(), QString::number(runs));
    // Every group is dated, as written in the files ("2022-10 to 2025-05").
    for (int row = 0; row < 4; ++row) {
        const QString dated = table->item(row, 3)->text();
        QVERIFY2(dated.contains(QRegularExpression(QStringLiteral("20\\d\\d"))), qPrintable(dated));
    }
    // The price book's newest date is the newest dated price of the files.
    const std::vector<DataSourceSummary> s = dataSourceSummaries();
    QVERIFY(!s[1].newest.isEmpty());
    const int newest = *dataDateLastDay(s[1].newest.toStdString());
    for (const DatedEntry& e : datedEntries(0))
        if (e.file.rfind("prices/", 0) == 0 && dataDateLastDay(e.date))
            QVERIFY(*dataDateLastDay(e.date) <= newest);
}

void TestFirstRun::userGuideIsFound()
{
    // From the build folder: the source tree's README (installed: share/doc/accelplan).
    const QUrl url = userGuideUrl();
    QVERIFY(url.isLocalFile());
    QVERIFY(QFileInfo(url.toLocalFile()).isFile());
    QVERIFY(url.toLocalFile().endsWith(QStringLiteral("README.md")));
}

void TestFirstRun::languageMenuKeepsTheChoice()
{
    QCOMPARE(languagePreference(), QString());
    MainWindow window;
    auto* german = window.findChild<QAction*>(QStringLiteral("actionLanguage_de"));
    auto* system = window.findChild<QAction*>(QStringLiteral("actionLanguage_system"));
    QVERIFY(german && system);
    QVERIFY(system->isChecked());
    QCOMPARE(german->text(), QStringLiteral("Deutsch"));
    german->trigger();
    QCOMPARE(languagePreference(), QStringLiteral("de"));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    QCOMPARE(localeForLanguage(languagePreference()).language(), QLocale::German);
    system->trigger();
    QCOMPARE(languagePreference(), QString());
}

void TestFirstRun::shippedLanguagesLoad_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("file");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Fichier");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&File");
}

void TestFirstRun::shippedLanguagesLoad()
{
    QFETCH(QString, code);
    QFETCH(QString, file);
    QVERIFY(shippedLanguages().contains(code));
    QTranslator t;
    QVERIFY(t.load(localeForLanguage(code), QStringLiteral("accelplan"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")));
    const QString text = t.translate("ap::MainWindow", "&File");
    QCOMPARE(text.isEmpty() ? QStringLiteral("&File") : text, file);
}

void TestFirstRun::messageInTheUsersLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("expected");
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringLiteral("Empfohlen: 2,5x · 31,1 Tage · $1,23M · 1.234");
    QTest::newRow("fr") << QStringLiteral("fr")
                        << QStringLiteral("Recommandé : 2,5x · 31,1 jours · $1,23M · 1\u202f234");
}

void TestFirstRun::messageInTheUsersLanguage()
{
    QFETCH(QString, code);
    QFETCH(QString, expected);
    QTranslator t;
    QVERIFY(t.load(QStringLiteral(":/i18n/accelplan_") + code));
    QCoreApplication::installTranslator(&t);
    const QLocale locale = localeForLanguage(code);
    // A nested phrase, a ratio, a duration, money and a count, each in the locale's notation.
    const Message m("ap::RecommendationText", "Recommended: %1",
                    {msg::phrase(Message(nullptr, "%1 · %2 · %3 · %4",
                                         {msg::ratio(2.5), msg::duration(31.1 * 86400),
                                          msg::usd(1.23e6), msg::count(1234)}))});
    const QString text = messageText(m, locale);
    QCoreApplication::removeTranslator(&t);
    QCOMPARE(text, expected);
}

void TestFirstRun::englishIsTheCliText()
{
    // With no translation the GUI reads exactly as the CLI: english() and messageText() agree.
    const Message m("ap::RecommendationText", "Recommended: %1 at %2 over %3 (%4, %5, %6)",
                    {msg::text("8 x h100"), msg::usd(2.5), msg::duration(3600 * 5.2),
                     msg::percent(0.425), msg::ratio(1.03), msg::number(46, "%.0f")});
    QCOMPARE(m.english(),
             std::string("Recommended: 8 x h100 at $2.50 over 5.2 h (42.5%, 1.03x, 46)"));
    QCOMPARE(messageText(m, QLocale::c()), QString::fromStdString(m.english()));
}

void TestFirstRun::everyEngineSentenceIsTranslated_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("language");
    for (const char* example : {"where-to-run", "eu-serving", "getting-started"})
        for (const char* language : {"de", "fr"})
            QTest::newRow(qPrintable(
                QStringLiteral("%1 %2").arg(QLatin1String(example), QLatin1String(language))))
                << QString::fromLatin1(example) << QString::fromLatin1(language);
}

// Every templated message of a recommendation (the explanation, what would flip it, the
// rejections, the closest rejected options and why they were rejected, the notes, the labels
// inside them, the Monte Carlo inputs) has a translation: none reaches a German or French user
// in English.
void TestFirstRun::everyEngineSentenceIsTranslated()
{
    QFETCH(QString, example);
    QFETCH(QString, language);
    QTranslator t;
    QVERIFY(t.load(QStringLiteral(":/i18n/accelplan_") + language));
    const Project project =
        loadProjectFile((testSource("/data/examples/") + example + ".accelplan").toStdString());
    const Catalog catalog = Catalog::builtIn();
    RecommendOptions options;
    QStringList missing;
    int templated = 0;
    std::function<void(const Message&)> check = [&](const Message& m) {
        if (fieldKeyPath(m) || dataClassKey(m) || siteKindKey(m))
            return; // a field or a choice named in the sentence: shown in words
        if (m.context()) {
            ++templated;
            if (t.translate(m.context(), m.templ().c_str()).isEmpty())
                missing << QString::fromStdString(m.templ());
        } else if (const QString plain = QString::fromStdString(m.templ());
                   plain.count(QLatin1Char(' ')) >= 3 &&
                   plain.contains(QRegularExpression(QStringLiteral("\\b[a-z]{4,}\\b")))) {
            // Plain text is for names, keys and layouts ("TP4 PP2 DP512 ZeRO-3"); words in
            // a sentence are not marked for translation.
            missing << QStringLiteral("(not marked for translation) ") + plain;
        }
        for (const MessageArg& a : m.args())
            if (a.phrase)
                check(*a.phrase);
    };
    // The explanation and what would flip it as the Recommendation tab shows them name no
    // field by its file key (#25: "setzen Sie utilisation oder horizon_months"): by the label
    // the editor gives it.
    QCoreApplication::installTranslator(&t);
    const auto removeTranslator = qScopeGuard([&t] { QCoreApplication::removeTranslator(&t); });
    QStringList keysShown;
    const auto shownKeys = [&](const Message& m) {
        const QString shown = fieldPathsInWords(messageText(m));
        for (const QString& key : fileKeysIn(shown))
            keysShown << key + QStringLiteral(": ") + shown;
    };
    for (const StudySpec& study : studiesOf(project)) {
        const Recommendation r =
            recommend(project, study, dataWith(catalog, defaultEfficiencyParams()), options);
        for (const Message& m : r.explanation) {
            check(m);
            shownKeys(m);
        }
        for (const FlipPoint& f : r.flips) {
            check(f.sentence);
            shownKeys(f.sentence);
        }
        for (const RejectionCount& x : r.rejections)
            check(problemKindMessage(x.reason));
        for (const Message& m : r.notes)
            check(m);
        for (const Candidate& c : r.ranked)
            check(c.labelMessage());
        for (const Candidate& c : r.bestRejected) {
            check(c.labelMessage());
            for (const Message& m : c.problems) // the model's and the placement's reasons
                check(m);
        }
        if (r.monteCarlo)
            for (const Message& m : r.monteCarlo->inputs)
                check(m);
    }
    QVERIFY(templated > 20);
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QVERIFY2(keysShown.isEmpty(), qPrintable(keysShown.join(QLatin1Char('\n'))));
}

void TestFirstRun::problemsAndInputErrorsAreTranslated_data()
{
    // getting-started changed at JSON pointers ("pointer=value;..."), the scenario whose first
    // problem is checked (-1: the change makes the file unreadable, the InputError is checked),
    // and a piece of the English text as the CLI prints it.
    QTest::addColumn<QString>("changes");
    QTest::addColumn<int>("scenario");
    QTest::addColumn<QString>("english");
    QTest::newRow("training memory")
        << "/scenarios/0/cluster/count=512;/scenarios/0/cluster/parallelism="
           "{\"tensor\":1,\"pipeline\":1,\"data\":512}"
        << 0 << "weights, gradients, optimizer states and activations need";
    QTest::newRow("stack on the wrong device")
        << "/scenarios/2/workload/software_stack=\"megatron\"" << 2
        << "software_stack megatron runs on GPUs and accelerators";
    QTest::newRow("serving batch memory") << "/scenarios/3/workload/batch=100000" << 3
                                          << "weights and KV cache for batch 100000 need";
    QTest::newRow("unknown device") << "/scenarios/3/cluster/device=\"nvidia-h10\"" << 3
                                    << "cluster.device: unknown device id \"nvidia-h10\"";
    QTest::newRow("layout rule") << "/scenarios/0/cluster/count=1344;/scenarios/0/cluster/"
                                    "parallelism={\"tensor\":7,\"pipeline\":8,\"data\":24}"
                                 << -1 << "tensor 7 does not divide the 96 attention heads";
    QTest::newRow("wrong type") << "/scenarios/0/workload/tokens=\"many\"" << -1
                                << "tokens: expected a number from 1 to 1e+16, got a string";
    QTest::newRow("unknown field")
        << "/scenarios/0/workload/tokenz=1" << -1 << "unknown field (known fields here:";
    QTest::newRow("hybrid shards without ZeRO")
        << "/scenarios/0/cluster/parallelism/zero_stage=0;/scenarios/0/cluster/parallelism/"
           "shard_group_size=2"
        << -1 << "shard_group_size shards the ZeRO state: needs zero_stage 1 or more";
    QTest::newRow("model shape") << "/scenarios/0/workload/model/parameters=70e9" << -1
                                 << "layers, hidden, heads, ffn_hidden and vocab describe";
    QTest::newRow("unique names") << "/scenarios/1/name=\"GPT-3 175B on A100 x1024\"" << -1
                                  << "is already the name of scenarios[0]";
}

// A problem of the engine's models and an error in a project file read in German and French:
// every sentence and nested phrase has a translation, and the CLI keeps the English text.
void TestFirstRun::problemsAndInputErrorsAreTranslated()
{
    QFETCH(QString, changes);
    QFETCH(int, scenario);
    QFETCH(QString, english);
    const std::string path = testSourceStd("/data/examples/getting-started.accelplan");
    nlohmann::json doc = parseJson(readTextFile(path), path);
    for (const QString& change : changes.split(QLatin1Char(';'))) {
        const qsizetype eq = change.indexOf(QLatin1Char('='));
        doc[nlohmann::json::json_pointer(change.left(eq).toStdString())] =
            nlohmann::json::parse(change.mid(eq + 1).toStdString());
    }
    Message message;
    std::string field;
    try {
        const Project project = projectFromJson(doc);
        QVERIFY2(scenario >= 0, "the change was expected to make the file unreadable");
        const ScenarioResult r =
            evaluateScenario(project.scenarios.at(size_t(scenario)), shippedData());
        QVERIFY(!r.feasible && !r.problems.empty());
        message = r.problems.front();
    } catch (const InputError& e) {
        QVERIFY2(scenario < 0, e.what());
        message = e.text();
        field = e.field() + ": ";
    }
    QVERIFY2(QString::fromStdString(field + message.english()).contains(english),
             (field + message.english()).c_str());
    for (const char* language : {"de", "fr"}) {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(":/i18n/accelplan_") + QLatin1String(language)));
        QStringList untranslated;
        std::function<void(const Message&)> check = [&](const Message& m) {
            if (fieldKeyPath(m) || dataClassKey(m) || siteKindKey(m))
                return; // a field or a choice named in the sentence: shown in words
            if (!m.context() || t.translate(m.context(), m.templ().c_str()).isEmpty())
                untranslated << QString::fromStdString(m.templ());
            for (const MessageArg& a : m.args())
                if (a.phrase)
                    check(*a.phrase);
        };
        check(message);
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
        QCoreApplication::installTranslator(&t);
        const QString shown = messageText(message, localeForLanguage(QLatin1String(language)));
        // As the editor and the problem lists show it: the fields the sentence names in the
        // editor's words, not by their file keys (#25).
        const QString inWords = reasonInWords(QString::fromStdString(field) + shown);
        QCoreApplication::removeTranslator(&t);
        QVERIFY2(shown != QString::fromStdString(message.english()), qPrintable(shown));
        // (An unknown key is answered with the keys the file may hold there: the file's words.)
        if (!english.startsWith(QStringLiteral("unknown field")))
            QVERIFY2(fileKeysIn(inWords).isEmpty(), qPrintable(inWords));
    }
}

QTEST_MAIN(TestFirstRun)
#include "tst_first_run.moc"
