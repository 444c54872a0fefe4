// `accelplan-cli prices import` and `--prices`: the importers for SkyPilot's catalog and
// LiteLLM's model prices, their round trip through the price book, their error messages, and a
// price overlay changing a recommendation, all through runCli (the CLI's own entry point),
// in-process. The samples are rows of the real files (tests/data/prices_import/README.md).
#include "cli/cli.h"
#include "common/text_file.h"
#include "economics/price_book.h"
#include "economics/price_import.h"
#include "hardware/catalog.h"
#include "perf/data_context.h"
#include "placement/site.h"
#include "test_paths.h"

#include <QtTest>

#include <QTemporaryDir>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace ap;
using nlohmann::json;

namespace {

struct Run {
    int exitCode = -1;
    std::string out;
    std::string err;
};

Run cli(const std::vector<std::string>& args)
{
    std::ostringstream out, err;
    const int code = runCli(args, out, err);
    return {code, out.str(), err.str()};
}

std::string sample(const std::string& relative)
{
    return testSourceStd("/tests/data/prices_import/" + relative);
}

const CloudDevicePrice* regional(const PriceBook& book, const char* provider, const char* device,
                                 const char* region)
{
    const ProviderPrices* p = book.provider(provider);
    if (!p)
        return nullptr;
    for (const auto& d : p->regional)
        if (d.deviceId == device && d.region == region)
            return &d;
    return nullptr;
}

// The winner's site of the project's first study, with or without a price overlay.
std::string winnerSite(const std::string& project, const std::string& overlay)
{
    std::vector<std::string> args;
    if (!overlay.empty())
        args = {"--prices", overlay};
    args.insert(args.end(), {"recommend", project, "--json", "--threads", "1", "--seed", "1"});
    const Run r = cli(args);
    if (r.exitCode != 0) {
        qWarning("%s", r.err.c_str());
        return {};
    }
    const json j = json::parse(r.out);
    return j.at("recommendations").at(0).at("winner").at("site").get<std::string>();
}

} // namespace

class TestCliPrices : public QObject {
    Q_OBJECT
private slots:
    void skypilotRoundTrip();
    void skypilotZonesSkipsAndNames();
    void litellmRoundTrip();
    void bothFormatsInOneOverlay();
    void badInputNamesFileLineAndField_data();
    void badInputNamesFileLineAndField();
    void overlayChangesRecommendation();
    void missingOverlayIsAnError();
};

void TestCliPrices::skypilotRoundTrip()
{
    QTemporaryDir dir;
    const std::string out = dir.filePath("prices.json").toStdString();
    const Run r = cli({"prices", "import", "--skypilot", sample("skypilot"), "--out", out, "--date",
                       "2026-12-04", "--source", "skypilot-catalog @00148f2a", "--json"});
    QCOMPARE(r.exitCode, 0);
    const json summary = json::parse(r.out);
    QCOMPARE(summary.at("rows_read").get<int>(), 20);
    QCOMPARE(summary.at("rows_without_accelerator").get<int>(), 2);
    QCOMPARE(summary.at("rows_imported").get<int>(), 18);
    // L4 in six regions, L40S in two.
    QCOMPARE(summary.at("entries").get<int>(), 8);
    QCOMPARE(summary.at("regions").size(), size_t(6));

    PriceBook book = PriceBook::builtIn();
    book.mergeFile(out);
    // Per device = the cheapest instance's price / its devices, as published in the rows.
    const struct {
        const char* device;
        const char* region;
        double perDevice;
        double perInstance;
        int devices;
        const char* instance;
    } expected[] = {
        {"nvidia-l4", "us-east-1", 0.8048, 0.8048, 1, "g6.xlarge"},
        {"nvidia-l4", "eu-central-1", 1.0064, 1.0064, 1, "g6.xlarge"},
        {"nvidia-l4", "eu-north-1", 0.8536, 0.8536, 1, "g6.xlarge"},
        {"nvidia-l4", "eu-west-2", 1.0216, 1.0216, 1, "g6.xlarge"},
        {"nvidia-l4", "ap-northeast-1", 1.1672, 1.1672, 1, "g6.xlarge"},
        {"nvidia-l4", "ap-south-1", 0.9664, 0.9664, 1, "g6.xlarge"},
        {"nvidia-l40s", "us-east-1", 10.49264 / 4, 10.49264, 4, "g6e.12xlarge"},
        {"nvidia-l40s", "eu-central-1", 13.12002 / 4, 13.12002, 4, "g6e.12xlarge"},
    };
    for (const auto& e : expected) {
        const CloudDevicePrice* p = regional(book, "aws", e.device, e.region);
        QVERIFY2(p, e.region);
        QVERIFY(p->onDemand);
        QCOMPARE(p->onDemand->usdPerDeviceHour, e.perDevice);
        QCOMPARE(*p->onDemand->usdPerInstanceHour, e.perInstance);
        QCOMPARE(*p->devicesPerInstance, e.devices);
        QVERIFY2(p->instance.starts_with(e.instance), p->instance.c_str());
        QCOMPARE(p->onDemand->provenance.date, std::string("2026-12-04"));
        QVERIFY(p->onDemand->provenance.source.find("skypilot-catalog @00148f2a") !=
                std::string::npos);
        // What a site in the region is priced at.
        QCOMPARE(book.provider("aws")->device(e.device, e.region)->onDemand->usdPerDeviceHour,
                 e.perDevice);
    }
    // The other instances with the device in the region are listed, with their own prices.
    const CloudDevicePrice* l4 = regional(book, "aws", "nvidia-l4", "us-east-1");
    QVERIFY(l4->onDemand->provenance.source.find("line 15") != std::string::npos);
    const json raw = json::parse(readTextFile(out));
    const std::string notes =
        raw["providers"]["aws"]["regions"]["us-east-1"]["devices"]["nvidia-l4"]["notes"];
    QVERIFY2(notes.find("g6.24xlarge (4x) $6.6752") != std::string::npos, notes.c_str());
    QVERIFY2(notes.find("g6.2xlarge (1x) $0.9776") != std::string::npos, notes.c_str());
    // The list entry's other terms stay (the region states only on_demand).
    QVERIFY(book.provider("aws")->device("nvidia-l40s", "us-east-1")->commit3y);
}

void TestCliPrices::skypilotZonesSkipsAndNames()
{
    const PriceImport imp =
        importSkyPilotFolder(sample("edited"), Catalog::builtIn(), SiteCatalog::builtIn(),
                             PriceImportOptions{"2026-12-04", "edited sample", false});
    QCOMPARE(imp.summary.rowsRead, 7LL);
    QCOMPARE(imp.summary.rowsWithoutPrice, 1LL);
    QCOMPARE(imp.summary.rowsUnmatched, 2LL);
    QCOMPARE(imp.summary.unmatchedNames.at("X9"), 2LL);
    QCOMPARE(imp.summary.rowsAcceleratorOnly, 1LL);
    QCOMPARE(imp.summary.rowsImported, 3LL);
    QCOMPARE(imp.summary.regions, (std::set<std::string>{"aws/ca-central-1", "aws/us-east-1"}));
    // The lowest of the region's zones.
    QCOMPARE(imp.overlay["providers"]["aws"]["regions"]["us-east-1"]["devices"]["nvidia-l4"]
                        ["on_demand"]["usd_per_device_hour"]
                            .get<double>(),
             0.7);
    QCOMPARE(imp.summary.notes.size(), size_t(3));

    // --site-regions keeps the regions some site lists: aws-us-east-1's, not ca-central-1.
    const PriceImport sites =
        importSkyPilotFolder(sample("edited"), Catalog::builtIn(), SiteCatalog::builtIn(),
                             PriceImportOptions{"2026-12-04", "edited sample", true});
    QCOMPARE(sites.summary.rowsOtherRegion, 1LL);
    QCOMPARE(sites.summary.regions, (std::set<std::string>{"aws/us-east-1"}));
    QVERIFY(!sites.overlay["providers"]["aws"]["regions"].contains("ca-central-1"));
}

void TestCliPrices::litellmRoundTrip()
{
    QTemporaryDir dir;
    const std::string out = dir.filePath("prices.json").toStdString();
    const Run r = cli({"prices", "import", "--litellm",
                       sample("litellm/model_prices_and_context_window.json"), "--out", out,
                       "--date", "2026-12-04", "--json"});
    QCOMPARE(r.exitCode, 0);
    const json summary = json::parse(r.out);
    QCOMPARE(summary.at("rows_read").get<int>(), 5); // sample_spec is not a model
    QCOMPARE(summary.at("entries").get<int>(), 3);

    PriceBook book = PriceBook::builtIn();
    book.mergeFile(out);
    const ModelApiPrice& gpt = book.modelApis().at("openai-gpt-4o");
    QCOMPARE(gpt.model, std::string("gpt-4o"));
    QCOMPARE(gpt.usdPerMillionInputTokens, 2.5);
    QCOMPARE(gpt.usdPerMillionOutputTokens, 10.0);
    QCOMPARE(*gpt.usdPerMillionCachedInputTokens, 1.25);
    QCOMPARE(book.modelApis().at("openai-gpt-4o-mini").usdPerMillionInputTokens, 0.15);
    const ModelApiPrice& sonnet = book.modelApis().at("anthropic-claude-sonnet-4");
    QCOMPARE(sonnet.usdPerMillionOutputTokens, 15.0);
    // The long-context keys (input_cost_per_token_above_200k_tokens ...) come through as the
    // tier: above 200k prompt tokens $6 input, $0.60 cache read, $22.50 output per million.
    QVERIFY(sonnet.longContext);
    QCOMPARE(sonnet.longContext->abovePromptTokens, 200000.0);
    QCOMPARE(sonnet.longContext->usdPerMillionInputTokens, 6.0);
    QCOMPARE(sonnet.longContext->usdPerMillionOutputTokens, 22.5);
    QCOMPARE(*sonnet.longContext->usdPerMillionCachedInputTokens, 0.6);
    QVERIFY(!gpt.longContext); // gpt-4o states none

    // The sites the evaluation reads take the book's prices, the tier included.
    {
        PriceBook tier = book;
        tier.merge(R"({"format": "accelplan-prices", "version": 1, "model_apis": {
            "anthropic-claude-sonnet-4": {"long_context": {"above_prompt_tokens": 100000,
            "usd_per_million_input_tokens": 7, "usd_per_million_output_tokens": 30}}}})",
                   "test");
        const DataContext data = DataContext::builtIn(Catalog::builtIn(), tier);
        const Site* s = data.sites().find("anthropic-claude-sonnet-4");
        QVERIFY(s->api && s->api->longContext);
        QCOMPARE(s->api->longContext->abovePromptTokens, 100000.0);
        QCOMPARE(s->api->longContext->usdPerMillionOutputTokens, 30.0);
    }
    PriceBook changed = book;
    changed.merge(R"({"format": "accelplan-prices", "version": 1, "model_apis": {
        "openai-gpt-4o": {"usd_per_million_input_tokens": 1.5, "usd_per_million_output_tokens": 6,
        "date": "2026-12-04", "source": "test"}}})",
                  "test");
    const DataContext data = DataContext::builtIn(Catalog::builtIn(), changed);
    const Site* site = data.sites().find("openai-gpt-4o");
    QCOMPARE(*site->apiUsdPerMillionInputTokens, 1.5);
    QCOMPARE(*site->apiUsdPerMillionOutputTokens, 6.0);
    QCOMPARE(*data.sites().find("openai-gpt-4o-mini")->apiUsdPerMillionOutputTokens, 0.6);
    // withPrices reprices from the shipped sites, not from the previous book's.
    const DataContext back = data.withPrices(PriceBook::builtIn());
    QCOMPARE(*back.sites().find("openai-gpt-4o")->apiUsdPerMillionInputTokens, 2.5);
}

void TestCliPrices::bothFormatsInOneOverlay()
{
    QTemporaryDir dir;
    const std::string out = dir.filePath("prices.json").toStdString();
    const Run r = cli({"prices", "import", "--skypilot", sample("skypilot"), "--litellm",
                       sample("litellm/model_prices_and_context_window.json"), "--out", out,
                       "--date", "2026-12-04"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.find("entries written: 11") != std::string::npos);
    PriceBook book = PriceBook::builtIn();
    book.mergeFile(out);
    QCOMPARE(book.modelApis().size(), size_t(3));
    QVERIFY(regional(book, "aws", "nvidia-l4", "eu-north-1"));
}

void TestCliPrices::badInputNamesFileLineAndField_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("mentions");
    const QString bad = QString::fromStdString(sample("bad"));
    QTest::newRow("csv number") << QStringList{"--skypilot", bad + "/price"}
                                << QStringList{"price/aws/vms.csv", "line 3", "column Price",
                                               "0.80x48"};
    QTest::newRow("csv header") << QStringList{"--skypilot", bad + "/header"}
                                << QStringList{"header/aws/vms.csv", "line 1", "\"Price\""};
    QTest::newRow("litellm type") << QStringList{"--litellm",
                                                 bad + "/model_prices_and_context_window.json"}
                                  << QStringList{"model_prices_and_context_window.json",
                                                 "gpt-4o.input_cost_per_token"};
    QTest::newRow("no folder") << QStringList{"--skypilot", bad + "/nowhere"}
                               << QStringList{"nowhere", "cannot read the folder"};
}

void TestCliPrices::badInputNamesFileLineAndField()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, mentions);
    QTemporaryDir dir;
    const std::string out = dir.filePath("prices.json").toStdString();
    std::vector<std::string> argv{"prices", "import"};
    for (const QString& a : args)
        argv.push_back(a.toStdString());
    argv.insert(argv.end(), {"--out", out, "--date", "2026-12-04"});
    const Run r = cli(argv);
    QCOMPARE(r.exitCode, 1);
    // One line, naming the file, the line and the column (or the field).
    QCOMPARE(std::count(r.err.begin(), r.err.end(), '\n'), 1L);
    for (const QString& m : mentions)
        QVERIFY2(r.err.find(m.toStdString()) != std::string::npos, r.err.c_str());
    QVERIFY(!std::filesystem::exists(out)); // nothing written
}

void TestCliPrices::overlayChangesRecommendation()
{
    const std::string project = sample("flip.accelplan");
    QCOMPARE(winnerSite(project, {}), std::string("aws-us-east-1"));

    QTemporaryDir dir;
    const std::string overlay = dir.filePath("prices.json").toStdString();
    QCOMPARE(cli({"prices", "import", "--skypilot", sample("skypilot"), "--out", overlay, "--date",
                  "2026-12-04"})
                 .exitCode,
             0);
    // AWS us-east-1's L40S is now g6e.12xlarge's $2.62316/GPU-h, above t-cloud's $2.20.
    QCOMPARE(winnerSite(project, overlay), std::string("t-cloud"));
}

void TestCliPrices::missingOverlayIsAnError()
{
    const Run r = cli({"--prices", sample("none.json"), "evaluate",
                       testSourceStd("/data/examples/getting-started.accelplan")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.find("none.json") != std::string::npos, r.err.c_str());
}

QTEST_GUILESS_MAIN(TestCliPrices)
#include "tst_cli_prices.moc"
