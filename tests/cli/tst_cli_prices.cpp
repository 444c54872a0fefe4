// `accelplan-cli prices import` and `--prices`: the importers for SkyPilot's catalog and
// LiteLLM's model prices, their round trip through the price book, their error messages, and a
// price overlay changing a recommendation, all through runCli (the CLI's own entry point),
// in-process. The samples are rows of the real files (tests/data/prices_import/README.md).
#include "cli/cli.h"
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/text_file.h"
#include "economics/price_book.h"
#include "economics/price_import.h"
#include "hardware/catalog.h"
#include "perf/data_context.h"
#include "placement/site.h"
#include "test_paths.h"

#include <QtTest>

#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
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

// The shipped SkyPilot snapshots (one per commit: AWS and GCP) and the command that writes the
// built-in regional book from them (data/prices/snapshots/README.md).
struct Snapshot {
    const char* provider;
    const char* commit;
};
const Snapshot kSnapshots[] = {{"aws", "00148f2af3672e2229b4f7bf8157d5a3f36e3c35"},
                               {"gcp", "006059e0f18acb1341e22a27751e9f80df6ba92f"}};
const std::string kSnapshotDate = "2026-12-05";
std::string snapshotDir(const Snapshot& s)
{
    return testSourceStd(std::string("/data/prices/snapshots/skypilot-catalog@") + s.commit);
}
std::string snapshotSource(const Snapshot& s)
{
    return std::string("github.com/skypilot-org/skypilot-catalog catalogs/v8 @") + s.commit;
}
std::vector<std::string> snapshotImportArgs(const std::string& out)
{
    std::vector<std::string> args{"prices", "import"};
    for (const auto& s : kSnapshots)
        args.insert(args.end(), {"--skypilot", snapshotDir(s)});
    args.insert(args.end(), {"--site-regions", "--date", kSnapshotDate});
    for (const auto& s : kSnapshots)
        args.insert(args.end(), {"--source", snapshotSource(s)});
    args.insert(args.end(), {"--out", out, "--json"});
    return args;
}

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
    void gcpHostPlusAcceleratorsSlicesAndPlaceholders();
    void gcpImportEqualsTheAuditFigures();
    void sourcePerInputOrOneForAll();
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

void TestCliPrices::builtInRegionalBookIsTheSnapshotImport()
{
    // data/prices/cloud_regions.json is what `prices import --site-regions` writes from the
    // shipped snapshots, byte for byte: a reviewer regenerates it with the command below.
    const std::string shippedPath = testSourceStd("/data/prices/cloud_regions.json");
    const std::string shipped = readTextFile(shippedPath);
    QTemporaryDir dir;
    const std::string out = dir.filePath("cloud_regions.json").toStdString();
    const Run r = cli(snapshotImportArgs(out));
    QVERIFY2(r.exitCode == 0, r.err.c_str());
    QVERIFY2(readTextFile(out) == shipped,
             "data/prices/cloud_regions.json differs from the import of the shipped snapshots: "
             "regenerate it with the command in data/prices/snapshots/README.md");
    const json summary = json::parse(r.out);
    QCOMPARE(summary.at("rows_unmatched").get<int>(), 0);       // only the catalog's devices' rows
    QVERIFY(summary.at("rows_without_price").get<int>() > 0);   // p5e: Capacity Blocks only
    QCOMPARE(summary.at("rows_without_host_vm").get<int>(), 0); // every GCP GPU row paired
    QVERIFY(summary.at("rows_excluded").get<int>() > 0);        // GCP's outlier rows
    const json& notPriced = summary.at("offered_not_priced");

    // Every cloud site of a provider a snapshot covers is in a region it covers, and every
    // device it lists that the importer can price (an accelerator of the name table) is offered
    // there: a site never lists a SKU its catalog does not offer. It is priced at that offer,
    // or, where the snapshot's price for it is not imported (offered_not_priced, with the
    // reason), at the list price.
    json shippedJson = json::parse(shipped);
    const json nameTable = json::parse(*embeddedFile("import/names.json"));
    std::set<std::string> importable;
    for (const auto& [name, device] : nameTable.at("skypilot").items())
        importable.insert(device.get<std::string>());
    for (const auto& [prefix, slice] : nameTable.at("skypilot_tpu_slices").items())
        if (slice.is_object())
            importable.insert(slice.at("device").get<std::string>());
    const PriceBook book = PriceBook::builtIn();
    const SiteCatalog sites = SiteCatalog::builtIn();
    std::map<std::string, int> sitesChecked;
    int offersChecked = 0, listPriced = 0;
    for (const auto& snap : kSnapshots) {
        for (const auto& [id, s] : sites.sites()) {
            if (s.kind != SiteKind::CloudRegion || s.provider != snap.provider)
                continue;
            ++sitesChecked[s.provider];
            const json& regions = shippedJson.at("providers").at(s.provider).at("regions");
            QVERIFY2(regions.contains(s.region), (id + ": region " + s.region).c_str());
            for (const auto& d : s.devices) {
                if (!importable.contains(d))
                    continue; // a CPU: priced from prices/cloud_regions_curated.json or the list
                ++offersChecked;
                const std::string key = s.provider + "/" + s.region + "/" + d;
                const CloudDevicePrice* p = book.provider(s.provider)->device(d, s.region);
                QVERIFY2(p && p->onDemand, (id + ": " + d).c_str());
                if (notPriced.contains(key)) {
                    ++listPriced;
                    QVERIFY2(!regions.at(s.region).at("devices").contains(d), key.c_str());
                    QVERIFY2(p->onDemand->provenance.source.find(snap.commit) == std::string::npos,
                             (key + " is not at the list price").c_str());
                    continue;
                }
                QVERIFY2(regions.at(s.region).at("devices").contains(d),
                         (id + " lists " + d + ", which the snapshot does not offer in " + s.region)
                             .c_str());
                QVERIFY2(p->onDemand->provenance.source.find(snap.commit) != std::string::npos,
                         (id + ": " + d).c_str());
            }
        }
    }
    QVERIFY(sitesChecked["aws"] >= 6);
    QCOMPARE(sitesChecked["gcp"], 5);
    QVERIFY(offersChecked >= 40);
    QVERIFY(listPriced >= 1); // H100 in us-central1: the catalog's outlier row (audit row 1)
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
    // The audit's availability findings (rows 55, 57): no TPU v6e in europe-west1, no TPU v4 in
    // us-central1, and the sites there do not list them.
    QVERIFY(!shippedJson["providers"]["gcp"]["regions"]["europe-west1"]["devices"].contains(
        "google-tpu-v6e"));
    QVERIFY(!shippedJson["providers"]["gcp"]["regions"]["us-central1"]["devices"].contains(
        "google-tpu-v4"));
    const auto lists = [&](const char* site, const char* device) {
        const auto& d = sites.find(site)->devices;
        return std::find(d.begin(), d.end(), device) != d.end();
    };
    QVERIFY(!lists("gcp-europe-west1", "google-tpu-v6e"));
    QVERIFY(!lists("gcp-us-central1", "google-tpu-v4"));

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

void TestCliPrices::gcpHostPlusAcceleratorsSlicesAndPlaceholders()
{
    // Real rows of catalogs/v8/gcp/vms.csv @006059e0 (tests/data/prices_import/README.md): a GPU
    // machine is its host VM row plus its accelerator row, a TPU slice is priced per chip, and a
    // price shared by every slice size in a zone (700.0) is a placeholder, skipped and counted.
    const PriceImport imp =
        importSkyPilotFolder(sample("skypilot_gcp"), Catalog::builtIn(), SiteCatalog::builtIn(),
                             PriceImportOptions{"2026-12-05", "skypilot-catalog @006059e0", false});
    const json sum = summaryJson(imp.summary);
    QCOMPARE(sum.at("rows_placeholder_price").get<int>(), 3); // tpu-v6e-1/4/8 in us-central2
    QCOMPARE(sum.at("rows_without_host_vm").get<int>(), 1);   // L4 x2: no g2-standard-24 row
    QCOMPARE(sum.at("rows_excluded").get<int>(), 2);  // H100 us-central1 (names.json), H200 EU
    QCOMPARE(sum.at("rows_unmatched").get<int>(), 1); // tpu-v2-8: no catalog device
    QVERIFY(sum.at("offered_not_priced").contains("gcp/us-central1/nvidia-h100-sxm5-80gb"));
    QVERIFY(sum.at("offered_not_priced").contains("gcp/europe-west4/nvidia-h200-sxm-141gb"));
    const json& regions = imp.overlay.at("providers").at("gcp").at("regions");
    const auto entry = [&](const char* region, const char* device) -> const json& {
        return regions.at(region).at("devices").at(device);
    };
    // a3-highgpu-8g europe-west4: VM $9.93306 + 8 x H100 $101.88413 = $111.81719 (audit row 43),
    // cheaper per GPU than a3-highgpu-1g ($1.24163 + $12.73552).
    const json& h100 = entry("europe-west4", "nvidia-h100-sxm5-80gb");
    QCOMPARE(h100.at("devices_per_instance").get<int>(), 8);
    QCOMPARE(h100.at("on_demand").at("usd_per_instance_hour").get<double>(), 111.81719);
    QCOMPARE(h100.at("on_demand").at("usd_per_device_hour").get<double>(), 13.97714875);
    QVERIFY(h100.at("instance").get<std::string>().starts_with("a3-highgpu-8g"));
    // L4: the cheapest of the G2 hosts of one L4 in the zone (g2-standard-4, not -8) + the GPU.
    const json& l4 = entry("europe-west4", "nvidia-l4");
    QCOMPARE(l4.at("on_demand").at("usd_per_device_hour").get<double>(), 0.74233);
    QVERIFY(l4.at("instance").get<std::string>().starts_with("g2-standard-4 "));
    // TPU v6e europe-west4: tpu-v6e-1 $2.97 and tpu-v6e-8 $23.76 tie per chip: the larger slice.
    const json& v6e = entry("europe-west4", "google-tpu-v6e");
    QCOMPARE(v6e.at("on_demand").at("usd_per_device_hour").get<double>(), 2.97);
    QCOMPARE(v6e.at("devices_per_instance").get<int>(), 8);
    // TPU v5p counts TensorCores: tpu-v5p-8 is 4 chips, $17.01 / 4 (audit row 48).
    QCOMPARE(entry("europe-west4", "google-tpu-v5p")
                 .at("on_demand")
                 .at("usd_per_device_hour")
                 .get<double>(),
             4.2525);
    // The us-central2 placeholders priced nothing; us-central1 H100 has no entry (list price).
    QVERIFY(!regions.contains("us-central2"));
    QVERIFY(!regions.at("us-central1").at("devices").contains("nvidia-h100-sxm5-80gb"));
    QVERIFY(regions.at("us-central1").at("devices").contains("google-tpu-v6e"));
    // The overlay loads over the built-in book, and the text summary says what was skipped.
    PriceBook book = PriceBook::builtIn();
    book.merge(imp.text(), "gcp overlay");
    const std::string text = summaryText(imp.summary);
    QVERIFY2(text.find("rows with a placeholder price: 3") != std::string::npos, text.c_str());
    QVERIFY2(text.find("offered, not priced: gcp/us-central1/nvidia-h100-sxm5-80gb") !=
                 std::string::npos,
             text.c_str());
    // A slice of a part of a chip (an odd TensorCore count of a two-core chip) is bad input,
    // named by file, line and column.
    const std::string odd = "InstanceType,AcceleratorName,AcceleratorCount,Region,Price\n"
                            ",tpu-v5p-3,1,europe-west4,6.3\n";
    try {
        importSkyPilotCsv(odd, "odd.csv", "gcp", Catalog::builtIn(), SiteCatalog::builtIn(),
                          PriceImportOptions{"2026-12-05", {}, false});
        QFAIL("an odd v5p slice was accepted");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), std::string("odd.csv"));
        QCOMPARE(e.field(), std::string("line 2, column AcceleratorName"));
        QVERIFY2(std::string(e.what()).find("tpu-v5p-3") != std::string::npos, e.what());
    }
}

void TestCliPrices::gcpImportEqualsTheAuditFigures()
{
    // The built-in book's GCP regional prices (imported from the snapshot) are the public
    // values of shared/data/audit-2026-12.md's GCP rows, to the cent the audit states them.
    const PriceBook book = PriceBook::builtIn();
    const auto price = [&](const char* device, const char* region) {
        const CloudDevicePrice* p = book.provider("gcp")->device(device, region);
        return p && p->onDemand ? p->onDemand->usdPerDeviceHour : -1.0;
    };
    struct Row {
        int auditRow;
        const char* device;
        const char* region;
        double publicUsd;
        double tolerance;
    };
    const Row rows[] = {
        {43, "nvidia-h100-sxm5-80gb", "europe-west4", 13.98, 0.005}, // +26 % over the US list
        {46, "nvidia-h200-sxm-141gb", "us-central1", 10.84, 0.01},
        {48, "google-tpu-v5p", "europe-west4", 4.2525, 1e-9},
        {50, "google-tpu-v5e", "europe-west4", 1.56, 1e-9}, // +30 %
        {51, "google-tpu-v5e", "asia-southeast1", 1.56, 1e-9},
        {53, "google-tpu-v6e", "europe-west4", 2.97, 1e-9},
        {54, "google-tpu-v6e", "asia-northeast1", 3.24, 1e-9},
        {61, "nvidia-l4", "us-central1", 0.707, 0.0005},
        {62, "nvidia-l4", "europe-west4", 0.742, 0.0005},
        {63, "nvidia-l4", "europe-west1", 0.779, 0.001},
        {64, "nvidia-l4", "asia-northeast1", 0.91, 0.005},
        {65, "nvidia-l4", "asia-southeast1", 0.87, 0.005},
    };
    for (const Row& r : rows)
        QVERIFY2(std::abs(price(r.device, r.region) - r.publicUsd) <= r.tolerance,
                 (std::string("audit row ") + std::to_string(r.auditRow) + ": " + r.device +
                  " in " + r.region + " is " + std::to_string(price(r.device, r.region)))
                     .c_str());
    // TPU v3 in europe-west4: the audit's $2.20 is the v3-8 host (row 59); the pod slices
    // (tpu-v3-32 and up) are $2.00 per chip there, the cheapest per chip, and the entry names
    // the v3-8 price among the region's other instances.
    const CloudDevicePrice* v3 = book.provider("gcp")->device("google-tpu-v3", "europe-west4");
    QVERIFY(v3 && v3->onDemand);
    QCOMPARE(v3->onDemand->usdPerDeviceHour, 2.0);
    const json shipped =
        json::parse(readTextFile(testSourceStd("/data/prices/cloud_regions.json")));
    const json& gcp = shipped.at("providers").at("gcp").at("regions");
    const std::string notes = gcp.at("europe-west4").at("devices").at("google-tpu-v3").at("notes");
    QVERIFY2(notes.find("tpu-v3-8 (4x) $8.8") != std::string::npos, notes.c_str());
    // A100 40 GB in us-central1: the audit's $3.673 is a2-highgpu-1g ($0.73948 + $2.93391,
    // row 60), listed among the region's instances; a2-megagpu-16g is cheaper per GPU
    // ($8.79698 + $46.94253 = $55.73951 / 16 = $3.4837).
    const json& a100 = gcp.at("us-central1").at("devices").at("nvidia-a100-sxm4-40gb");
    QVERIFY2(a100.at("notes").get<std::string>().find("a2-highgpu-1g (1x) $3.67339") !=
                 std::string::npos,
             a100.dump().c_str());
    QCOMPARE(price("nvidia-a100-sxm4-40gb", "us-central1"), 55.73951 / 16);
}

void TestCliPrices::sourcePerInputOrOneForAll()
{
    QTemporaryDir dir;
    const std::string out = dir.filePath("o.json").toStdString();
    const Run bad = cli({"prices", "import", "--skypilot", sample("skypilot"), "--skypilot",
                         sample("skypilot_gcp"), "--litellm",
                         sample("litellm/model_prices_and_context_window.json"), "--source", "a",
                         "--source", "b", "--out", out});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.find("one per input (3), got 2") != std::string::npos, bad.err.c_str());
    const Run r = cli({"prices", "import", "--skypilot", sample("skypilot"), "--skypilot",
                       sample("skypilot_gcp"), "--source", "aws @00148f2a", "--source",
                       "gcp @006059e0", "--date", "2026-12-05", "--out", out});
    QVERIFY2(r.exitCode == 0, r.err.c_str());
    const json o = json::parse(readTextFile(out));
    const auto src = [&](const char* provider, const char* region, const char* device) {
        return o.at("providers")
            .at(provider)
            .at("regions")
            .at(region)
            .at("devices")
            .at(device)
            .at("on_demand")
            .at("source")
            .get<std::string>();
    };
    QVERIFY(src("aws", "us-east-1", "nvidia-l4").find("aws @00148f2a") != std::string::npos);
    QVERIFY(src("gcp", "europe-west4", "nvidia-l4").find("gcp @006059e0") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestCliPrices)
#include "tst_cli_prices.moc"
