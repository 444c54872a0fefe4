#include "fuzz_entries.h"

#include "common/quantity.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "economics/price_book.h"
#include "economics/price_import.h"
#include "hardware/catalog.h"
#include "perf/calibration.h"
#include "perf/scenario_evaluation.h"
#include "placement/site.h"
#include "project/project.h"

#include <cmath>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string_view>

namespace ap::fuzz {

namespace {

std::string_view text(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

// An invariant the reader promised is broken: abort so the fuzzer keeps the input.
void check(bool ok)
{
    if (!ok)
        std::abort();
}

const DataContext& shippedData()
{
    static const DataContext d = DataContext::builtIn();
    return d;
}

const Catalog& builtInCatalog()
{
    return shippedData().catalog();
}

} // namespace

void project(const std::uint8_t* data, std::size_t size)
{
    try {
        const Project p = loadProjectText(text(data, size), "fuzz.accelplan");
        // What loads must save and load again to the same document.
        const nlohmann::json saved = projectToJson(p);
        const Project again = loadProjectText(saved.dump(), "saved.accelplan");
        check(projectToJson(again) == saved);
        // And evaluate without crashing (small clusters only: a fuzzer's time is better spent
        // on many inputs than on one 10M-device fabric; tst_fabric_scale covers those).
        for (const Scenario& s : p.scenarios)
            if (s.cluster.count > 4096)
                return;
        for (const ScenarioResult& r : evaluateProject(p, shippedData())) {
            (void)evaluationToJson({r}).dump();
            if (r.feasible && r.training)
                check(std::isfinite(timeToTrainSec(r)));
        }
    } catch (const InputError&) {
    }
}

void catalog(const std::uint8_t* data, std::size_t size)
{
    try {
        Catalog c = builtInCatalog(); // a copy: parsing the built-in files per input is slow
        c.merge(text(data, size), "fuzz-catalog.json");
        for (const Device& d : c.devices())
            check(d.memoryBandwidthBytesPerSec >= 0 && std::isfinite(d.memoryCapacityBytes));
    } catch (const InputError&) {
    }
}

void prices(const std::uint8_t* data, std::size_t size)
{
    try {
        static const PriceBook builtIn = PriceBook::builtIn();
        PriceBook book = builtIn;
        book.merge(text(data, size), "fuzz-prices.json");
    } catch (const InputError&) {
    }
}

void sites(const std::uint8_t* data, std::size_t size)
{
    try {
        static const SiteCatalog builtIn = SiteCatalog::builtIn();
        SiteCatalog s = builtIn;
        s.merge(text(data, size), "fuzz-sites.json");
    } catch (const InputError&) {
    }
}

void calibrationCsv(const std::uint8_t* data, std::size_t size)
{
    static const ModelTable models = builtInModels();
    try {
        (void)parseMeasurements(text(data, size), "fuzz.csv", models);
    } catch (const InputError&) {
    }
    try {
        (void)parseModelTable(text(data, size), "fuzz-models.csv");
    } catch (const InputError&) {
    }
}

void numberText(const std::uint8_t* data, std::size_t size)
{
    const std::string t(text(data, size));
    try {
        const double v = parseNumberText(t, "--x", -1e300, 1e300);
        check(std::isfinite(v) && v >= -1e300 && v <= 1e300);
    } catch (const InputError&) {
    }
    try {
        const long long v = parseIntegerText(t, "--n", -1000000, 1LL << 40);
        check(v >= -1000000 && v <= (1LL << 40) && std::to_string(v).size() <= t.size());
    } catch (const InputError&) {
    }
    // The GUI's unit-bearing fields (core/common/quantity): total, never throws, and gives
    // either a finite value inside the rule's range or a reason, for every dimension.
    for (int d = 0; d <= int(Dimension::Fraction); ++d) {
        QuantityRule rule;
        rule.dimension = Dimension(d);
        rule.minSi = -1e12;
        rule.maxSi = 1e30;
        const QuantityParse q = parseQuantity(t, rule);
        check(q.ok != !q.error.empty());
        if (q.ok)
            check(std::isfinite(q.valueSi) && q.valueSi >= rule.minSi && q.valueSi <= rule.maxSi);
    }
}

// The price importers: the bytes as a SkyPilot vms.csv and as LiteLLM's JSON. An overlay they
// return must load into the book it was made for (the CLI and the GUI write only such files).
void priceImport(const std::uint8_t* data, std::size_t size)
{
    const PriceImportOptions options{"2026-12-04", "fuzz", false};
    const auto mergesIntoTheBook = [](const PriceImport& imp) {
        try {
            PriceBook book = shippedData().prices();
            book.merge(imp.text(), "fuzz-overlay.json");
        } catch (const InputError&) {
            check(false);
        }
    };
    try {
        mergesIntoTheBook(importSkyPilotCsv(text(data, size), "fuzz.csv", "aws",
                                            shippedData().catalog(), shippedData().sites(),
                                            options));
    } catch (const InputError&) {
    }
    try {
        mergesIntoTheBook(
            importLiteLlm(text(data, size), "fuzz.json", shippedData().sites(), options));
    } catch (const InputError&) {
    }
}

} // namespace ap::fuzz
