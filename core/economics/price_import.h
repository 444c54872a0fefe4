#pragma once

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class Catalog;
class SiteCatalog;

// Importers for the price lists the ecosystem maintains, writing a price-book overlay
// ("accelplan-prices" version 1) that every front end merges over the built-in book like a
// user's hand-written one (docs/placement-and-costs.md, "Importing prices"):
// - a SkyPilot catalog folder (github.com/skypilot-org/skypilot-catalog, catalogs/v8): one
//   <cloud>/vms.csv per cloud, one row per instance type and zone with its accelerator, count
//   and on-demand price per instance-hour. The overlay prices each catalog device in each
//   region at its cheapest instance there (per device = instance price / devices, the lowest
//   over the region's zones), keeping the instance, its device count and its own price, and
//   lists the region's other instances with that device in the entry's notes. GCP prices a GPU
//   machine as two rows, its host VM (no accelerator) and its accelerators (no instance type):
//   the machine is the host VM the name table's `skypilot_hosts` bundles with that accelerator
//   count, its price the cheapest such host in the accelerator row's zone plus the accelerator
//   row (SkyPilot's own pairing, sky/catalog/gcp_catalog.py). A TPU slice row (`tpu-v6e-8`) is
//   `skypilot_tpu_slices`' device, priced per chip (the slice's TensorCores / cores per chip).
// - LiteLLM's model_prices_and_context_window.json (USD per token): the overlay's model_apis
//   section prices the public-model-api sites per million tokens.
// Names are mapped by data/import/names.json (SkyPilot accelerator -> catalog device id,
// model-API site -> LiteLLM key); nothing else is special-cased. Bad input throws InputError
// naming the file, the line and the column (CSV) or the field (JSON).

struct PriceImportOptions {
    std::string date;   // stamped on every imported price ("2026-12-04"); required
    std::string source; // the input's provenance (repository and commit); empty: the path
    // Keep only the regions some site of `sites` lists for the row's provider (the built-in
    // book covers those); false keeps every region.
    bool onlySiteRegions = false;
};

struct PriceImportSummary {
    std::string format; // "skypilot" or "litellm"
    std::vector<std::string> inputs;
    long long rowsRead = 0;            // CSV rows, or LiteLLM entries
    long long rowsImported = 0;        // rows that priced a catalog device (or an API site)
    long long rowsNoAccelerator = 0;   // CSV rows of instances without an accelerator
    long long rowsUnmatched = 0;       // accelerator the name table or the catalog lacks
    long long rowsWithoutPrice = 0;    // no on-demand price: skipped
    long long rowsAcceleratorOnly = 0; // no instance type (priced apart from its host VM)
    long long rowsOtherRegion = 0;     // a region no site lists (onlySiteRegions)
    // The row's device count is above one host of its device and no whole number of hosts
    // (data/hardware: the host's devices): priced as one host.
    long long rowsCountCorrected = 0;
    // AcceleratorCount below one: a fraction of a device (AWS g6f, a quarter of an L4), not a
    // catalog device; skipped.
    long long rowsPartialDevice = 0;
    // An accelerator row priced apart from its host VM (GCP) whose count no host VM of the
    // name table's host list carries, or whose zone offers none of those VMs: skipped.
    long long rowsWithoutHost = 0;
    // A TPU slice row whose price is the same for slices of different sizes in one zone (GCP's
    // 700.0 where a slice is not sold): not a price; skipped.
    long long rowsPlaceholderPrice = 0;
    // Rows whose price is not imported although the offer exists: an on-demand price below the
    // row's own spot price, or a row data/import/names.json names with its reason.
    long long rowsExcluded = 0;
    std::map<std::string, long long> unmatchedNames; // accelerator name -> rows
    // "gcp/us-central1/nvidia-h100-sxm5-80gb" -> why the region's offer has no imported price
    // (every row of it excluded); the list price applies there.
    std::map<std::string, std::string> offeredNotPriced;
    int entries = 0; // (provider, region, device) or model-API entries written
    std::set<std::string> providers;
    std::set<std::string> regions; // "aws/eu-central-1"
    std::set<std::string> devices;
    std::vector<std::string> notes; // what was skipped and why, one line each
};

struct PriceImport {
    nlohmann::json overlay; // the "accelplan-prices" document
    PriceImportSummary summary;

    // The overlay as the file is written (two-space indented JSON, trailing newline).
    std::string text() const;
};

// One SkyPilot vms.csv of `provider` (its folder's name: aws, gcp, azure, lambda, ...).
PriceImport importSkyPilotCsv(std::string_view csvText, const std::string& origin,
                              const std::string& provider, const Catalog& catalog,
                              const SiteCatalog& sites, const PriceImportOptions& options);
// A SkyPilot catalog folder: every <cloud>/vms.csv below `dir` (or `dir`/vms.csv itself, the
// provider then being the folder's name).
PriceImport importSkyPilotFolder(const std::filesystem::path& dir, const Catalog& catalog,
                                 const SiteCatalog& sites, const PriceImportOptions& options);
// LiteLLM's model_prices_and_context_window.json.
PriceImport importLiteLlm(std::string_view jsonText, const std::string& origin,
                          const SiteCatalog& sites, const PriceImportOptions& options);
PriceImport importLiteLlmFile(const std::filesystem::path& path, const SiteCatalog& sites,
                              const PriceImportOptions& options);

// Both inputs in one overlay (a SkyPilot folder and a LiteLLM file): `from` merged into `into`.
void combineImports(PriceImport& into, const PriceImport& from);

// The summary as the CLI prints it (English, one fact per line) and as JSON.
std::string summaryText(const PriceImportSummary& s);
nlohmann::json summaryJson(const PriceImportSummary& s);

} // namespace ap
