// The shipped data as a 2026 buyer uses it: every device can be priced (or says why not),
// every site carries what placement needs (jurisdiction, power price, grid carbon,
// coordinates), model API sites carry the terms that decide what data may go there, the
// data/README.md inventory matches the files, stale figures are found by date, and an
// EU-only serving study has real choices (several feasible placements, several providers).
#include "economics/data_inventory.h"
#include "economics/price_book.h"
#include "hardware/catalog.h"
#include "placement/site.h"
#include "project/project.h"
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_data.h"

#include <QtTest>

#include <cctype>

#include <fstream>
#include <set>
#include <sstream>

using namespace ap;

namespace {

const Catalog& catalog()
{
    static const Catalog c = Catalog::builtIn();
    return c;
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

class TestDataCatalog : public QObject {
    Q_OBJECT
private slots:
    void everyDeviceHasAPriceOrAReason();
    void everySiteHasJurisdictionPowerCarbonCoordinates();
    void everyCloudSiteDeviceIsPricedByItsProvider();
    void modelApiSitesCarryTheirTerms();
    void euSovereigntyClasses();
    void apiProcessingRegionsAndLongContext();
    void auditCorrections();
    void ociOffersPerRegion();
    void dataDates_data();
    void dataDates();
    void staleEntriesByAge();
    void readmeInventoryMatchesTheFiles();
    void euOnlyStudyHasChoices();
};

void TestDataCatalog::everyDeviceHasAPriceOrAReason()
{
    QVERIFY(catalog().devices().size() >= 40);
    for (const Device& d : catalog().devices()) {
        const bool priced = prices().hasAnyPrice(d.id) || d.price.has_value();
        const auto reason = prices().unpriced().find(d.id);
        const bool explained =
            reason != prices().unpriced().end() && !reason->second.reason.empty();
        QVERIFY2(priced || explained,
                 (d.id + ": no purchase or rental price and no reason").c_str());
        // A reason is for devices nobody prices: a stale reason next to a price misleads.
        QVERIFY2(!(priced && explained), (d.id + ": priced and also listed as unpriced").c_str());
    }
    // Every unpriced entry names a catalog device.
    for (const auto& [id, u] : prices().unpriced())
        QVERIFY2(catalog().find(id) != nullptr, id.c_str());
    // The devices of published runs the issue names are in the catalog and priced.
    for (const char* id : {"nvidia-a100-sxm4-40gb", "nvidia-v100-sxm2-16gb", "google-tpu-v3"})
        QVERIFY2(prices().hasAnyPrice(id), id);
    QVERIFY(catalog().find("amd-mi250x"));
}

void TestDataCatalog::everySiteHasJurisdictionPowerCarbonCoordinates()
{
    QVERIFY(sites().sites().size() >= 40);
    std::set<std::string> jurisdictions;
    for (const auto& [id, s] : sites().sites()) {
        QVERIFY2(!s.jurisdiction.empty(), id.c_str());
        QVERIFY2(s.powerUsdPerKwh && *s.powerUsdPerKwh > 0.01 && *s.powerUsdPerKwh < 1, id.c_str());
        QVERIFY2(s.carbonGramsPerKwh && *s.carbonGramsPerKwh > 5 && *s.carbonGramsPerKwh < 1000,
                 id.c_str());
        QVERIFY2(s.latitudeDeg && s.longitudeDeg, id.c_str());
        QVERIFY2(!s.source.empty() && !s.date.empty() && !s.confidence.empty(), id.c_str());
        jurisdictions.insert(s.jurisdiction);
        if (isOwned(s.kind) || s.kind == SiteKind::CloudRegion)
            QVERIFY2(s.availability > 0.99, id.c_str());
        if (s.kind == SiteKind::Edge) {
            QVERIFY2(s.powerWatts, id.c_str());
            QVERIFY2(s.wanAvailability, id.c_str());
        }
    }
    // EU (own/colo in DE, FR, NL, Nordics), UK, APAC (JP, SG, IN) and the US are covered.
    for (const char* j : {"DE", "FR", "NL", "SE", "NO", "FI", "GB", "JP", "SG", "IN", "US"})
        QVERIFY2(jurisdictions.count(j), j);
    // Grid carbon differs by region (no default 367 everywhere): France's nuclear grid is far
    // below Germany's, and India's coal-heavy grid above both.
    QVERIFY(*sites().find("colo-fr-paris")->carbonGramsPerKwh <
            *sites().find("colo-de-frankfurt")->carbonGramsPerKwh / 5);
    QVERIFY(*sites().find("colo-in-mumbai")->carbonGramsPerKwh >
            *sites().find("colo-de-frankfurt")->carbonGramsPerKwh);
    // One carbon method for every site (data/README.md): Ember's national figure on its
    // lifecycle basis, never a direct (stack-only) figure next to lifecycle ones.
    for (const auto& [id, s] : sites().sites())
        QVERIFY2(s.carbonMethod == "lifecycle", id.c_str());
    // Ember 2024 (co2.js average-intensities.json @b459b5e5): France 44.18, United Kingdom
    // 215.79, United States 383.55 g CO2e/kWh; RTE's direct 22 and NESO's 124 are gone.
    QCOMPARE(*sites().find("colo-fr-paris")->carbonGramsPerKwh, 44.0);
    QCOMPARE(*sites().find("colo-uk-london")->carbonGramsPerKwh, 216.0);
    QCOMPARE(*sites().find("aws-us-east-1")->carbonGramsPerKwh, 384.0);
    QCOMPARE(prices().facility().carbonGramsPerKwh->value, 384.0);
    // On one basis the lowest-carbon EU colocation is Stockholm (36), not Paris (44): the
    // flip the audit found (../shared/data/audit-2026-12.md section 2, #11).
    std::string lowest;
    double lowestG = 1e9;
    for (const auto& [id, s] : sites().sites())
        if (s.kind == SiteKind::Colocation && *s.carbonGramsPerKwh < lowestG &&
            s.jurisdiction != "US" && s.jurisdiction != "GB" && s.jurisdiction != "JP" &&
            s.jurisdiction != "SG" && s.jurisdiction != "IN") {
            lowestG = *s.carbonGramsPerKwh;
            lowest = id;
        }
    QCOMPARE(lowest, std::string("colo-se-stockholm"));
}

void TestDataCatalog::everyCloudSiteDeviceIsPricedByItsProvider()
{
    for (const auto& [id, s] : sites().sites()) {
        if (s.kind != SiteKind::CloudRegion)
            continue;
        const ProviderPrices* p = prices().provider(s.provider);
        QVERIFY2(p, (id + ": provider " + s.provider).c_str());
        QVERIFY2(!s.devices.empty(), id.c_str());
        for (const auto& d : s.devices) {
            QVERIFY2(catalog().find(d), (id + ": " + d).c_str());
            QVERIFY2(p->device(d, s.region), (id + " offers " + d + " without a price").c_str());
        }
        QVERIFY2(!p->egressTiers.empty(), (s.provider + ": no egress tiers").c_str());
    }
    // A regional price is an offer in a region some site of the provider is in: the book
    // states what the region sells (prices/cloud_regions.json is the import of a catalog
    // snapshot, data/prices/snapshots/README.md), and a site lists the part of it the data
    // places there (tst_cli_prices checks that no site lists more than its region sells).
    for (const auto& [pid, p] : prices().providers())
        for (const CloudDevicePrice& r : p.regional) {
            bool siteThere = false;
            for (const auto& [id, s] : sites().sites())
                siteThere = siteThere || (s.kind == SiteKind::CloudRegion && s.provider == pid &&
                                          s.region == r.region);
            QVERIFY2(siteThere, (pid + " prices " + r.deviceId + " in " + r.region +
                                 " but no site is in that region")
                                    .c_str());
            QVERIFY(r.onDemand && !r.onDemand->provenance.source.empty());
        }
}

void TestDataCatalog::modelApiSitesCarryTheirTerms()
{
    int apis = 0;
    std::set<std::string> providers;
    for (const auto& [id, s] : sites().sites()) {
        if (s.kind != SiteKind::PublicModelApi)
            continue;
        ++apis;
        QVERIFY2(s.apiUsdPerMillionOutputTokens && s.apiUsdPerMillionInputTokens, id.c_str());
        // Output tokens cost at least as much as input tokens on every published price list.
        QVERIFY2(*s.apiUsdPerMillionOutputTokens >= *s.apiUsdPerMillionInputTokens, id.c_str());
        QVERIFY2(!s.mayHold("secret"), id.c_str());
        if (id == "public-llm-api")
            continue;
        QVERIFY2(s.api.has_value(), id.c_str());
        providers.insert(id.substr(0, id.find('-')));
        if (s.api->usdPerMillionCachedInputTokens)
            QVERIFY(*s.api->usdPerMillionCachedInputTokens < *s.apiUsdPerMillionInputTokens);
        // The data classes follow from the terms.
        const bool keeps = s.api->trainsOnPrompts || s.api->retentionDays > 0;
        QCOMPARE(s.mayHold("confidential"), !keeps);
        QVERIFY(s.mayHold("public"));
        if (!keeps)
            continue;
        QVERIFY(!s.refusalReason("confidential").empty());
    }
    QVERIFY(apis >= 6);
    QVERIFY(providers.size() >= 5);
    // Retention is the clause that refuses confidential prompts at the EU-hosted Mistral API.
    const Site* mistral = sites().find("mistral-large");
    QVERIFY(mistral);
    QVERIFY(mistral->mayHold("regulated-eu"));
    QVERIFY(mistral->mayHold("internal"));
    QVERIFY(mistral->refusalReason("confidential").find("30 days") != std::string::npos);
    // DeepSeek's own API processes in China under terms that allow training on inputs: public
    // data only, and no regulated class of another jurisdiction.
    const Site* deepseek = sites().find("deepseek-v3-2");
    QVERIFY(deepseek && deepseek->api);
    QVERIFY(deepseek->mayHold("public"));
    QVERIFY(!deepseek->mayHold("internal"));
    QVERIFY(!deepseek->mayHold("regulated-eu"));
    QVERIFY(!deepseek->refusalReason("internal").empty());
}

void TestDataCatalog::euSovereigntyClasses()
{
    // In the EU: own/colo, the hyperscalers' EU regions and EU-incorporated clouds hold
    // regulated-eu; only EU-operated ones hold sovereign-eu (the CLOUD Act reaches US
    // operators wherever the data sits).
    for (const char* id : {"colo-de-frankfurt", "onprem-no", "aws-eu-central-1", "gcp-europe-west4",
                           "azure-swedencentral", "scaleway-fr-par", "nebius-fi"})
        QVERIFY2(sites().find(id)->mayHold("regulated-eu"), id);
    for (const char* id : {"aws-us-east-1", "colo-uk-london", "colo-jp-tokyo", "openai-gpt-4o"})
        QVERIFY2(!sites().find(id)->mayHold("regulated-eu"), id);
    for (const char* id : {"colo-de-frankfurt", "scaleway-fr-par", "ovhcloud-fr-gra", "nebius-fi",
                           "stackit-de-eu01"})
        QVERIFY2(sites().find(id)->mayHold("sovereign-eu"), id);
    // STACKIT (Schwarz Group): a German operator in Germany, so German-regulated data may go
    // there too, at its own price list's figures (EUR 64.3308 per 8 x H100 instance-hour,
    // 2026-06-09, at 1.0824 USD/EUR); it lists only the GPUs it prices in region eu01.
    const Site* stackit = sites().find("stackit-de-eu01");
    QVERIFY(stackit->mayHold("regulated-de"));
    QCOMPARE(stackit->devices.size(), size_t(2));
    QCOMPARE(prices()
                 .provider("stackit")
                 ->device("nvidia-h100-sxm5-80gb", "eu01")
                 ->onDemand->usdPerDeviceHour,
             8.704);
    for (const char* id : {"aws-eu-central-1", "gcp-europe-west4", "azure-westeurope"}) {
        QVERIFY2(!sites().find(id)->mayHold("sovereign-eu"), id);
        QVERIFY(sites().find(id)->refusalReason("sovereign-eu").find("US") != std::string::npos);
    }
}

void TestDataCatalog::apiProcessingRegionsAndLongContext()
{
    // Every API states where it processes prompts, as jurisdictions the residency rule reads.
    for (const auto& [id, s] : sites().sites()) {
        if (s.kind != SiteKind::PublicModelApi || !s.api)
            continue;
        QVERIFY2(!s.api->processingRegions.empty(), id.c_str());
        for (const std::string& r : s.api->processingRegions)
            QVERIFY2(r == "global" || r == "EU" ||
                         (r.size() == 2 && std::isupper((unsigned char)r[0]) &&
                          std::isupper((unsigned char)r[1])),
                     (id + ": " + r).c_str());
        // A long-context tier costs more than the base prices, never less.
        if (const auto& t = s.api->longContext) {
            QVERIFY2(t->usdPerMillionInputTokens > *s.apiUsdPerMillionInputTokens, id.c_str());
            QVERIFY2(t->usdPerMillionOutputTokens > *s.apiUsdPerMillionOutputTokens, id.c_str());
        }
    }
    // The EU-resident endpoints hold EU-regulated data, not sovereign data (US operators);
    // processing "global" holds no regulated class at all.
    for (const char* id : {"azure-openai-eu-gpt-5-mini", "azure-openai-eu-gpt-5",
                           "aws-bedrock-eu-claude-sonnet-4-5", "aws-bedrock-eu-claude-haiku-4-5"}) {
        QVERIFY2(sites().find(id)->mayHold("regulated-eu"), id);
        QVERIFY2(!sites().find(id)->mayHold("sovereign-eu"), id);
    }
    for (const char* id :
         {"google-gemini-2.5-flash", "google-gemini-3.1-pro", "google-gemini-3-flash"})
        QVERIFY2(!sites().find(id)->mayHold("regulated-us"), id);
    // LiteLLM @00035b69: Claude Sonnet 4 and 4.5 above 200k prompt tokens $6 / $22.50, Gemini
    // 3.1 Pro $4 / $18; Bedrock's EU profile 10 % above Anthropic's own prices.
    for (const char* id : {"anthropic-claude-sonnet-4", "anthropic-claude-sonnet-4-5"}) {
        const auto& t = sites().find(id)->api->longContext;
        QVERIFY2(t && t->abovePromptTokens == 200000 && t->usdPerMillionInputTokens == 6 &&
                     t->usdPerMillionOutputTokens == 22.5,
                 id);
    }
    QCOMPARE(sites().find("google-gemini-3.1-pro")->api->longContext->usdPerMillionOutputTokens,
             18.0);
    QCOMPARE(*sites().find("aws-bedrock-eu-claude-sonnet-4-5")->apiUsdPerMillionOutputTokens, 16.5);
}

void TestDataCatalog::auditCorrections()
{
    auto onDemand = [](const char* provider, const char* device) {
        return prices().provider(provider)->device(device)->onDemand->usdPerDeviceHour;
    };
    // GCP H100 list ~$11/GPU-h (not a $3 commitment level); AWS H200 (p5en) ~1.15x the H100
    // (not 1.9x); TPU v5e $1.20; p4de after the 2025 cut ~$3.4; RunPod SXM above its PCIe rate.
    QVERIFY(onDemand("gcp", "nvidia-h100-sxm5-80gb") > 10);
    const double h200OverH100 =
        onDemand("aws", "nvidia-h200-sxm-141gb") / onDemand("aws", "nvidia-h100-sxm5-80gb");
    QVERIFY(h200OverH100 > 1.05 && h200OverH100 < 1.3);
    QCOMPARE(onDemand("gcp", "google-tpu-v5e"), 1.20);
    QVERIFY(std::abs(onDemand("aws", "nvidia-a100-sxm4-80gb") - 3.4) < 0.1);
    QVERIFY(onDemand("runpod", "nvidia-h100-sxm5-80gb") >
            onDemand("runpod", "nvidia-h100-pcie-80gb"));
    // Egress falls with volume at GCP and Azure (Premium tier $0.12 / 0.11 / 0.08).
    for (const char* p : {"gcp", "azure"}) {
        const auto& tiers = prices().provider(p)->egressTiers;
        QVERIFY2(tiers.size() >= 4, p);
        QVERIFY(tiers.back().usdPerGigabyte < tiers[1].usdPerGigabyte);
    }
    // B200 / GB200 FP32 and FP64 as NVIDIA's HGX / NVL72 datasheets give them.
    const Device& b200 = catalog().at("nvidia-b200-sxm-180gb", "test");
    QCOMPARE(*b200.peak(Precision::FP32) / 1e12, 75.0);
    QCOMPARE(*b200.peak(Precision::FP64) / 1e12, 37.0);
    const Device& gb200 = catalog().at("nvidia-gb200-nvl72", "test");
    QCOMPARE(*gb200.peak(Precision::FP32) / 1e12, 80.0);
    // Regional list prices (SkyPilot catalogs, data audit 2026-12-02 rows 14, 20, 43, 53):
    // AWS London H100 $71.552/8, Frankfurt L4 $1.0064, GCP europe-west4 H100 $111.817/8 and
    // TPU v6e $2.97; the list (us-east-1 / us-central1) entries stay as they were.
    auto regional = [](const char* provider, const char* device, const char* region) {
        return prices().provider(provider)->device(device, region)->onDemand->usdPerDeviceHour;
    };
    QVERIFY(std::abs(regional("aws", "nvidia-h100-sxm5-80gb", "eu-west-2") - 71.552 / 8) < 1e-9);
    QCOMPARE(regional("aws", "nvidia-l4", "eu-central-1"), 1.0064);
    QVERIFY(std::abs(regional("gcp", "nvidia-h100-sxm5-80gb", "europe-west4") - 111.817 / 8) <
            1e-3);
    QCOMPARE(regional("gcp", "google-tpu-v6e", "europe-west4"), 2.97);
    // us-east-1 is the list's region: its imported row (g6.xlarge $0.8048) is the list price
    // to the list's rounding.
    QCOMPARE(regional("aws", "nvidia-l4", "us-east-1"), 0.8048);
    QVERIFY(std::abs(regional("aws", "nvidia-l4", "us-east-1") / onDemand("aws", "nvidia-l4") - 1) <
            0.001);
    // Offers that do not exist are gone (rows 13, 55, 57, 84): no p5 in Frankfurt, no v6e in
    // europe-west1, TPU v4 only in us-central2, Nebius B200 only in the US.
    QVERIFY(!sites().find("aws-eu-central-1")->offers("nvidia-h100-sxm5-80gb"));
    QVERIFY(!sites().find("gcp-europe-west1")->offers("google-tpu-v6e"));
    QVERIFY(!sites().find("gcp-us-central1")->offers("google-tpu-v4"));
    QVERIFY(!sites().find("nebius-fi")->offers("nvidia-b200-sxm-180gb"));
    // API terms and prices of the audit (rows 46, 94, 95, 100, 102, 105): GCP H200
    // a3-ultragpu-8g $86.76/8; Gemini 2.5 Flash cache read $0.03, ZDR on approval; Mistral
    // Large is Large 3 (2512) at $0.50/$1.50; Anthropic keeps API prompts 7 days; Together
    // stores none by default.
    QVERIFY(std::abs(onDemand("gcp", "nvidia-h200-sxm-141gb") - 86.76 / 8) < 1e-3);
    const Site* gemini = sites().find("google-gemini-2.5-flash");
    QCOMPARE(*gemini->api->usdPerMillionCachedInputTokens, 0.03);
    QVERIFY(gemini->api->zeroRetentionOnRequest);
    const Site* mistral = sites().find("mistral-large");
    QCOMPARE(mistral->api->model, std::string("mistral-large-2512"));
    QCOMPARE(*mistral->apiUsdPerMillionInputTokens, 0.5);
    QCOMPARE(*mistral->apiUsdPerMillionOutputTokens, 1.5);
    QCOMPARE(sites().find("anthropic-claude-sonnet-4")->api->retentionDays, 7.0);
    QCOMPARE(sites().find("together-llama-3-3-70b")->api->retentionDays, 0.0);
    // The A100 server is priced for a 2026 build, not the 2020 DGX launch.
    QVERIFY(prices().onPrem().server("nvidia-a100-sxm4-80gb")->provenance.date >= "2025");

    // Rows 47-49: TPU v5p on demand is one value, SkyPilot's $24,729.6 per v5p-11776 slice-hour /
    // 5,888 chips, and the commitment prices quoted against it are below it.
    const auto* v5p = prices().provider("gcp")->device("google-tpu-v5p");
    QVERIFY(std::abs(v5p->onDemand->usdPerDeviceHour - 24729.6 / 5888) < 1e-9);
    QVERIFY(v5p->commit1y->usdPerDeviceHour < v5p->onDemand->usdPerDeviceHour);
    QVERIFY(v5p->commit3y->usdPerDeviceHour < v5p->commit1y->usdPerDeviceHour);
    // Row 149: Inferentia2's 820 GiB/s, not 820 GB/s.
    QVERIFY(std::abs(catalog().at("aws-inferentia2", "test").memoryBandwidthBytesPerSec -
                     820 * 1073741824.0) < 1e8);
    // Row 152: the H100 server price includes its networking, as its source says and as the
    // H200 entry derived from it: the fabric is not added on top of either.
    QVERIFY(prices().onPrem().server("nvidia-h100-sxm5-80gb")->includesNetwork);
    QVERIFY(prices().onPrem().server("nvidia-h200-sxm-141gb")->includesNetwork);
    // Rows 150-151: a server or workstation costs at least its devices at the catalog's card
    // price (one card price per device, so the two files cannot tell different stories).
    int checked = 0;
    for (const ServerPrice& s : prices().onPrem().servers) {
        const Device* d = catalog().find(s.deviceId);
        if (!d || !d->price)
            continue;
        ++checked;
        QVERIFY2(s.usdPerServer >= s.devicesPerServer * d->price->usd, s.deviceId.c_str());
    }
    QVERIFY(checked >= 3);
    // Row 6: the Premium tier's free allowance is 1 GiB, not the Standard tier's 200 GB.
    QVERIFY(prices().provider("gcp")->egressTiers.front().upToBytes.value_or(0) < 2e9);
    // Row 112: the own data centre in Newark pays New Jersey's industrial price (EIA 5.6.B).
    QCOMPARE(*sites().find("on-prem")->powerUsdPerKwh, 0.1199);
    // Row 139: a site whose availability is labelled with the hyperscalers' 99.99% class holds
    // 0.9999; the others say what they hold.
    for (const auto& [id, s] : sites().sites())
        if (s.source.find("SLA class 99.99%)") != std::string::npos)
            QVERIFY2(s.availability == 0.9999, id.c_str());
}

void TestDataCatalog::ociOffersPerRegion()
{
    // Oracle Cloud from SkyPilot's OCI catalog (catalogs/v8/oci/vms.csv @05887511): each OCI
    // site is priced by an entry of its own region (the rows read there), never by the
    // us-ashburn-1 list by default; a shape's price per device is its price / its devices.
    const ProviderPrices* oci = prices().provider("oci");
    QVERIFY(oci && !oci->egressTiers.empty());
    std::set<std::string> regions;
    for (const auto& [id, s] : sites().sites()) {
        if (s.provider != "oci")
            continue;
        regions.insert(s.region);
        for (const auto& d : s.devices) {
            const CloudDevicePrice* p = oci->device(d, s.region);
            QVERIFY2(p && p->region == s.region, (id + ": " + d).c_str());
            QVERIFY(p->devicesPerInstance && p->onDemand && p->onDemand->usdPerInstanceHour);
            QCOMPARE(p->onDemand->usdPerDeviceHour,
                     *p->onDemand->usdPerInstanceHour / *p->devicesPerInstance);
        }
    }
    // Two US regions, two European (one in the EU), one in Asia-Pacific.
    QCOMPARE(regions, (std::set<std::string>{"us-ashburn-1", "us-chicago-1", "eu-frankfurt-1",
                                             "uk-london-1", "ap-tokyo-1"}));
    // Spot checks, one per device, against the catalog rows: BM.GPU.H100.8 $80, BM.GPU.H200.8
    // $80, BM.GPU.B200.8 $112, BM.GPU.B300.8 $120, BM.GPU.GB200.4 $64 (4 GPUs), BM.GPU.MI300X.8
    // $48, BM.GPU.MI355X.8 $68.8, BM.GPU.L40S.4 $14, BM.GPU.RTXPRO.8 $36, BM.GPU.A100-v2.8 $32,
    // BM.GPU4.8 $24.4, BM.GPU3.8 $23.6, BM.GPU.A10.4 $8.
    const struct {
        const char* device;
        const char* region;
        double instanceUsd;
        int devices;
    } rows[] = {
        {"nvidia-h100-sxm5-80gb", "us-ashburn-1", 80, 8},
        {"nvidia-h200-sxm-141gb", "us-chicago-1", 80, 8},
        {"nvidia-b200-sxm-180gb", "eu-frankfurt-1", 112, 8},
        {"nvidia-b300-sxm-288gb", "uk-london-1", 120, 8},
        {"nvidia-gb200-nvl72", "ap-tokyo-1", 64, 4},
        {"amd-mi300x", "eu-frankfurt-1", 48, 8},
        {"amd-mi355x", "us-chicago-1", 68.8, 8},
        {"nvidia-l40s", "uk-london-1", 14, 4},
        {"nvidia-rtx-pro-6000-blackwell", "us-ashburn-1", 36, 8},
        {"nvidia-a100-sxm4-80gb", "ap-tokyo-1", 32, 8},
        {"nvidia-a100-sxm4-40gb", "us-chicago-1", 24.4, 8},
        {"nvidia-v100-sxm2-16gb", "eu-frankfurt-1", 23.6, 8},
        {"nvidia-a10", "uk-london-1", 8, 4},
    };
    for (const auto& r : rows) {
        const CloudDevicePrice* p = oci->device(r.device, r.region);
        QVERIFY2(p, r.device);
        QCOMPARE(*p->devicesPerInstance, r.devices);
        QCOMPARE(*p->onDemand->usdPerInstanceHour, r.instanceUsd);
        QVERIFY(std::abs(p->onDemand->usdPerDeviceHour - r.instanceUsd / r.devices) < 1e-12);
    }
    // OCI has no L4 or TPU shape: its sites do not offer them.
    QVERIFY(!sites().find("oci-eu-frankfurt-1")->offers("nvidia-l4"));
    QVERIFY(!sites().find("oci-us-ashburn-1")->offers("google-tpu-v5e"));
    // Frankfurt holds regulated-EU data (an EU region) but not sovereign-EU data (a US operator).
    QCOMPARE(sites().find("oci-eu-frankfurt-1")->operatorJurisdiction, std::string("US"));
}

void TestDataCatalog::dataDates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("lastDay");
    QTest::newRow("month") << "2024-08"
                           << "2024-08-31";
    QTest::newRow("day") << "2024-05-12"
                         << "2024-05-12";
    QTest::newRow("year") << "2023"
                          << "2023-12-31";
    QTest::newRow("leap February") << "2024-02"
                                   << "2024-02-29";
    QTest::newRow("half-year") << "H1 2024"
                               << "2024-06-30";
    QTest::newRow("Eurostat semester") << "2024-S1"
                                       << "2024-06-30";
    QTest::newRow("half after") << "2024-H2"
                                << "2024-12-31";
    QTest::newRow("range takes the later year") << "2013-2024"
                                                << "2024-12-31";
    QTest::newRow("bracketed note ignored") << "2024 (Jan-Jul)"
                                            << "2024-12-31";
    QTest::newRow("words") << "early 2026"
                           << "2026-12-31";
}

void TestDataCatalog::dataDates()
{
    QFETCH(QString, text);
    QFETCH(QString, lastDay);
    const auto got = dataDateLastDay(text.toStdString());
    QVERIFY(got);
    QCOMPARE(*got, *parseIsoDay(lastDay.toStdString()));
    QVERIFY(!dataDateLastDay("no year here"));
    QVERIFY(!parseIsoDay("2024-02-30"));
    QCOMPARE(daysFromCivil(1970, 1, 1), 0);
}

void TestDataCatalog::staleEntriesByAge()
{
    const int today = *parseIsoDay("2026-11-30");
    const auto all = datedEntries(today);
    QVERIFY(all.size() > 100);
    int olderThanYear = 0;
    for (const auto& e : all) {
        QVERIFY2(dataDateLastDay(e.date),
                 (e.file + e.pointer + ": undated '" + e.date + "'").c_str());
        QVERIFY2(e.ageDays >= -31, (e.file + e.pointer + " is dated in the future").c_str());
        olderThanYear += e.ageDays > 365 ? 1 : 0;
    }
    // The 2023 DGX H100 price is among the stale ones, today's audit corrections are not.
    auto find = [&](const std::string& pointer) {
        for (const auto& e : all)
            if (e.pointer == pointer)
                return e;
        return DatedEntry{};
    };
    QVERIFY(find("/on_prem/servers/nvidia-h100-sxm5-80gb").ageDays > 3 * 365);
    QVERIFY(find("/providers/aws/devices/nvidia-h200-sxm-141gb/on_demand").ageDays < 2 * 365);
    QVERIFY(olderThanYear > 0 && olderThanYear < int(all.size()));
}

void TestDataCatalog::readmeInventoryMatchesTheFiles()
{
    std::ostringstream table;
    printDataInventoryTable(table, dataInventory());
    const std::string readme = readFile(testSourceStd("/data/README.md"));
    QVERIFY2(readme.find(table.str()) != std::string::npos,
             ("data/README.md is out of date; regenerate its table with `accelplan-cli catalog "
              "--inventory`:\n" +
              table.str())
                 .c_str());
    // Every data file is a row.
    for (const auto& row : dataInventory())
        QVERIFY(row.entries > 0);
}

void TestDataCatalog::euOnlyStudyHasChoices()
{
    // The bundled EU example: Llama 3 70B at 1,000 requests/s, TTFT <= 500 ms, data in the EU.
    const Project p = loadProjectFile(testSourceStd("/data/examples/eu-serving.accelplan"));
    QCOMPARE(p.studies.size(), size_t(1));
    StudySpec study = p.studies[0];
    study.top = 10000;
    RecommendOptions o;
    o.monteCarlo = false;
    o.sensitivity = false;
    const Recommendation r = recommend(p, study, dataWith(catalog(), defaultEfficiencyParams()), o);
    QVERIFY(r.ranked.size() >= 3);
    std::set<std::string> cloudProviders, siteKinds;
    for (const Candidate& c : r.ranked) {
        const Site* s = sites().find(c.site);
        QVERIFY(s);
        // Every feasible answer keeps the data in the EU and meets the SLO and demand.
        QVERIFY2(inEuropeanUnion(s->jurisdiction), c.site.c_str());
        QVERIFY(c.ttftSec <= 0.5 + 1e-9);
        QVERIFY(c.requestsPerSec >= 1000 * (1 - 1e-9));
        siteKinds.insert(std::string(c.siteKind ? siteKindName(*c.siteKind) : ""));
        if (c.cloud)
            cloudProviders.insert(s->provider);
    }
    QVERIFY2(cloudProviders.size() >= 2, "fewer than two cloud providers can serve it in the EU");
    QVERIFY(siteKinds.count("colocation") && siteKinds.count("cloud-region"));
}

QTEST_GUILESS_MAIN(TestDataCatalog)
#include "tst_data_catalog.moc"
