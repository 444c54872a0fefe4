// `accelplan-cli prices import` and `--prices`: the importers for SkyPilot's catalog and
// LiteLLM's model prices, their round trip through the price book, their error messages, and a
// price overlay changing a recommendation, all through runCli (the CLI's own entry point),
// in-process. The samples are rows of the real files (tests/data/prices_import/README.md).
#include "cli/cli.h"
#include "common/embedded_data.h"
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
#include <set>
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

// The shipped SkyPilot snapshot and the command that writes the built-in regional book from it
// (data/prices/snapshots/README.md).
const std::string kSnapshotCommit = "00148f2af3672e2229b4f7bf8157d5a3f36e3c35";
const std::string kSnapshotDate = "2026-12-05";
const std::string kSnapshotSource =
    "github.com/skypilot-org/skypilot-catalog catalogs/v8 @" + kSnapshotCommit;

} // namespace

class TestCliPrices : public QObject {
    Q_OBJECT
private slots:
    void skypilotRoundTrip();
    void skypilotZonesSkipsAndNames();
    void skypilotAzureHostCountAndOciFormat();
    void litellmRoundTrip();
    void bothFormatsInOneOverlay();
    void badInputNamesFileLineAndField_data();
    void badInputNamesFileLineAndField();
    void overlayChangesRecommendation();
    void missingOverlayIsAnError();
    void builtInRegionalBookIsTheSnapshotImport();
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
    QCOMPARE(imp.summary.rowsRead, 8LL);
    QCOMPARE(imp.summary.rowsWithoutPrice, 1LL);
    // g6f.2xlarge is a quarter of an L4 (AcceleratorCount 0.25): not a catalog device, skipped
    // and counted, not an error (the real AWS file at 00148f2a has such rows).
    QCOMPARE(imp.summary.rowsPartialDevice, 1LL);
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
    QCOMPARE(imp.summary.notes.size(), size_t(4));
    QCOMPARE(summaryJson(imp.summary).at("rows_partial_device").get<int>(), 1);

    // --site-regions keeps the regions some site lists: aws-us-east-1's, not ca-central-1.
    const PriceImport sites =
        importSkyPilotFolder(sample("edited"), Catalog::builtIn(), SiteCatalog::builtIn(),
                             PriceImportOptions{"2026-12-04", "edited sample", true});
    QCOMPARE(sites.summary.rowsOtherRegion, 1LL);
    QCOMPARE(sites.summary.regions, (std::set<std::string>{"aws/us-east-1"}));
    QVERIFY(!sites.overlay["providers"]["aws"]["regions"].contains("ca-central-1"));
}

void TestCliPrices::skypilotAzureHostCountAndOciFormat()
{
    // Real rows of SkyPilot's Azure (catalogs/v6, with Generation and no AvailabilityZone) and
    // OCI (catalogs/v8, no Arch column) catalogs (tests/data/prices_import/README.md).
    const PriceImport imp = importSkyPilotFolder(
        sample("skypilot_azure_oci"), Catalog::builtIn(), SiteCatalog::builtIn(),
        PriceImportOptions{"2026-12-05", "skypilot-catalog samples", false});
    QCOMPARE(imp.summary.rowsRead, 14LL);
    QCOMPARE(imp.summary.rowsNoAccelerator, 1LL);
    QCOMPARE(imp.summary.unmatchedNames.at("GB300"), 1LL);

    // Standard_ND96isr_H100_v5 is one HGX H100 host of 8 GPUs; the catalog row says 12, which is
    // no whole number of 8-GPU hosts: one host, $98.32 / 8 = $12.29 per GPU-hour (the audit's
    // figure), not $98.32 / 12 = $8.19.
    QCOMPARE(imp.summary.rowsCountCorrected, 3LL);
    QCOMPARE(summaryJson(imp.summary).at("rows_device_count_corrected").get<int>(), 3);
    QVERIFY(
        summaryText(imp.summary).find("rows whose device count was no whole number of hosts: 3") !=
        std::string::npos);
    const json& azure = imp.overlay["providers"]["azure"]["regions"];
    for (const char* region : {"eastus", "eastus2"}) {
        const json& h100 = azure[region]["devices"]["nvidia-h100-sxm5-80gb"];
        QCOMPARE(h100["devices_per_instance"].get<int>(), 8);
        QCOMPARE(h100["on_demand"]["usd_per_instance_hour"].get<double>(), 98.32);
        QCOMPARE(h100["on_demand"]["usd_per_device_hour"].get<double>(), 12.29);
        const std::string source = h100["on_demand"]["source"];
        QVERIFY2(source.find("AcceleratorCount 12") != std::string::npos, source.c_str());
    }
    QCOMPARE(azure["westus"]["devices"]["nvidia-h100-sxm5-80gb"]["on_demand"]["usd_per_device_hour"]
                 .get<double>(),
             15.977);
    bool noted = false;
    for (const auto& n : imp.summary.notes)
        noted =
            noted || n.find("Standard_ND96isr_H100_v5 lists 12 H100 (3 rows)") != std::string::npos;
    QVERIFY(noted);
    // A count of part of a host or of a whole host stands: NC24ads_A100_v4 (1) is the cheapest per
    // device in eastus, ND96amsr_A100_v4 (8) is listed beside it.
    const json& a100 = azure["eastus"]["devices"]["nvidia-a100-sxm4-80gb"];
    QCOMPARE(a100["devices_per_instance"].get<int>(), 1);
    QCOMPARE(a100["on_demand"]["usd_per_device_hour"].get<double>(), 3.673);
    QVERIFY(a100["notes"].get<std::string>().find("Standard_ND96amsr_A100_v4 (8x) $32.77") !=
            std::string::npos);

    // OCI: per device = the shape's price / its GPUs; on a tie per device the larger shape.
    const json& chicago = imp.overlay["providers"]["oci"]["regions"]["us-chicago-1"]["devices"];
    const struct {
        const char* device;
        double perDevice;
        int devices;
        const char* shape;
    } oci[] = {
        {"nvidia-h100-sxm5-80gb", 10.0, 8, "BM.GPU.H100.8"},
        {"nvidia-gb200-nvl72", 16.0, 4, "BM.GPU.GB200.4"},
        {"amd-mi355x", 8.6, 8, "BM.GPU.MI355X.8"},
        {"nvidia-a10", 2.0, 4, "BM.GPU.A10.4"},
    };
    for (const auto& e : oci) {
        const json& d = chicago[e.device];
        QCOMPARE(d["on_demand"]["usd_per_device_hour"].get<double>(), e.perDevice);
        QCOMPARE(d["devices_per_instance"].get<int>(), e.devices);
        QVERIFY2(d["instance"].get<std::string>().starts_with(e.shape), e.device);
    }
    QCOMPARE(imp.overlay["providers"]["oci"]["regions"]["eu-frankfurt-1"]["devices"]
                        ["nvidia-h100-sxm5-80gb"]["on_demand"]["usd_per_device_hour"]
                            .get<double>(),
             10.0);

    // The overlay merges into the built-in book: Azure East US 2 is priced at $12.29.
    PriceBook book = PriceBook::builtIn();
    book.merge(imp.text(), "sample overlay");
    QCOMPARE(book.provider("azure")
                 ->device("nvidia-h100-sxm5-80gb", "eastus2")
                 ->onDemand->usdPerDeviceHour,
             12.29);
    QCOMPARE(
        *book.provider("azure")->device("nvidia-h100-sxm5-80gb", "eastus2")->devicesPerInstance, 8);
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

void TestCliPrices::builtInRegionalBookIsTheSnapshotImport()
{
    // data/prices/cloud_regions.json is what `prices import --site-regions` writes from the
    // shipped snapshot, byte for byte: a reviewer regenerates it with the command below.
    const std::string snapshot =
        testSourceStd("/data/prices/snapshots/skypilot-catalog@" + kSnapshotCommit);
    const std::string shippedPath = testSourceStd("/data/prices/cloud_regions.json");
    const std::string shipped = readTextFile(shippedPath);
    QTemporaryDir dir;
    const std::string out = dir.filePath("cloud_regions.json").toStdString();
    const Run r = cli({"prices", "import", "--skypilot", snapshot, "--site-regions", "--date",
                       kSnapshotDate, "--source", kSnapshotSource, "--out", out, "--json"});
    QVERIFY2(r.exitCode == 0, r.err.c_str());
    QVERIFY2(readTextFile(out) == shipped,
             "data/prices/cloud_regions.json differs from the import of the shipped snapshot: "
             "regenerate it with the command in data/prices/snapshots/README.md");
    const json summary = json::parse(r.out);
    QCOMPARE(summary.at("rows_unmatched").get<int>(), 0);     // only the catalog's devices' rows
    QVERIFY(summary.at("rows_without_price").get<int>() > 0); // p5e: Capacity Blocks only

    // Every cloud site of a provider the snapshot covers is in a region it covers, and every
    // device it lists that the importer can price (an accelerator of the name table) is offered
    // there: a site never lists a SKU its catalog does not offer. It is priced at that offer.
    json shippedJson = json::parse(shipped);
    const json nameTable = json::parse(*embeddedFile("import/names.json"));
    const json& names = nameTable.at("skypilot");
    std::set<std::string> importable;
    for (auto it = names.begin(); it != names.end(); ++it)
        importable.insert(it->get<std::string>());
    const PriceBook book = PriceBook::builtIn();
    const SiteCatalog sites = SiteCatalog::builtIn();
    int sitesChecked = 0, offersChecked = 0;
    for (const auto& [id, s] : sites.sites()) {
        if (s.kind != SiteKind::CloudRegion ||
            !std::filesystem::is_directory(snapshot + "/" + s.provider))
            continue;
        ++sitesChecked;
        const json& regions = shippedJson.at("providers").at(s.provider).at("regions");
        QVERIFY2(regions.contains(s.region), (id + ": region " + s.region).c_str());
        for (const auto& d : s.devices) {
            if (!importable.contains(d))
                continue; // a CPU: priced from prices/cloud_regions_curated.json or the list
            ++offersChecked;
            QVERIFY2(regions.at(s.region).at("devices").contains(d),
                     (id + " lists " + d + ", which the snapshot does not offer in " + s.region)
                         .c_str());
            const CloudDevicePrice* p = book.provider(s.provider)->device(d, s.region);
            QVERIFY2(p && p->onDemand->provenance.source.find(kSnapshotCommit) != std::string::npos,
                     (id + ": " + d).c_str());
        }
    }
    QVERIFY(sitesChecked >= 6);
    QVERIFY(offersChecked >= 20);
    // Published figures the import reproduces (shared/data/audit-2026-12.md rows 14-17, 20-24,
    // 28): p5.48xlarge London $71.552 / 8, g6.xlarge Frankfurt $1.0064, inf2.xlarge Frankfurt
    // $1.1373 per chip; no H100 in Frankfurt (row 13).
    const auto perDevice = [&](const char* device, const char* region) {
        return book.provider("aws")->device(device, region)->onDemand->usdPerDeviceHour;
    };
    QCOMPARE(perDevice("nvidia-h100-sxm5-80gb", "eu-west-2"), 71.552 / 8);
    QCOMPARE(perDevice("nvidia-h100-sxm5-80gb", "ap-northeast-1"), 68.8 / 8);
    QCOMPARE(perDevice("nvidia-l4", "eu-central-1"), 1.0064);
    QCOMPARE(perDevice("aws-inferentia2", "eu-central-1"), 1.1373);
    QVERIFY(!shippedJson["providers"]["aws"]["regions"]["eu-central-1"]["devices"].contains(
        "nvidia-h100-sxm5-80gb"));

    // The hand-kept regional entries (what the importer does not produce) never restate one
    // the import writes: each (provider, region, device) has one source.
    const json curated =
        json::parse(readTextFile(testSourceStd("/data/prices/cloud_regions_curated.json")));
    for (auto p = curated.at("providers").begin(); p != curated.at("providers").end(); ++p)
        for (auto reg = p->at("regions").begin(); reg != p->at("regions").end(); ++reg)
            for (auto d = reg->at("devices").begin(); d != reg->at("devices").end(); ++d) {
                const json imported = shippedJson["providers"][p.key()]["regions"][reg.key()];
                QVERIFY2(!imported.is_object() || !imported.contains("devices") ||
                             !imported.at("devices").contains(d.key()),
                         (p.key() + "/" + reg.key() + "/" + d.key() + " is in both files").c_str());
            }
}
