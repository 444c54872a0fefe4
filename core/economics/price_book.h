#pragma once

#include "common/owned_json.h"
#include "economics/api_price_tier.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

inline constexpr int kPriceBookFormatVersion = 1;

// Where a number came from. Every price in the book carries one: prices drift monthly and
// secondary pages disagree, so a figure without a date and a source cannot be checked.
struct PriceProvenance {
    std::string date;       // "2026-04", "H2 2024"
    std::string source;     // URL or document, plus how the value was derived if it was
    std::string confidence; // high, medium, low (empty when the entry does not say)
    std::string origin;     // the file(s) the value came from ("built-in prices/cloud.json")
};

// One price tier: the rate applies to the part of the monthly volume below `upToBytes`
// (cumulative bound, absent = no upper bound) and above the previous tier's bound.
struct PriceTier {
    std::optional<double> upToBytes;
    double usdPerGigabyte = 0; // decimal GB (1e9 bytes)

    bool operator==(const PriceTier&) const = default;
};

struct DeviceHourPrice {
    double usdPerDeviceHour = 0;
    // The instance's own price when the entry states it (an imported catalog row): the
    // device price is this divided by the instance's devices, kept so both can be checked.
    std::optional<double> usdPerInstanceHour;
    PriceProvenance provenance;
};

// Spot capacity: cheaper, but the provider may reclaim it. The interruption rate is per
// device-hour so a job's rate scales with its size (a synchronous job stops when any of its
// devices is reclaimed).
struct SpotPrice {
    double usdPerDeviceHour = 0;
    double interruptionsPerDeviceHour = 0;
    PriceProvenance provenance;
};

// What one provider charges for one device type (per device, not per instance).
struct CloudDevicePrice {
    std::string deviceId; // catalog id
    std::string instance; // provider's product name, for the user's orientation
    std::string region;
    std::optional<int> devicesPerInstance; // devices in `instance`, when the entry states it
    std::optional<DeviceHourPrice> onDemand;
    std::optional<DeviceHourPrice> commit1y;
    std::optional<DeviceHourPrice> commit3y;
    std::optional<SpotPrice> spot;
};

struct ProviderPrices {
    std::string id; // aws, gcp, azure, lambda, ...
    std::string name;
    std::vector<CloudDevicePrice> devices; // the provider's list (one reference region each)
    // Regional prices ("regions": {"<region>": {"devices": {...}}}): each entry is the list
    // entry with the fields the region states replaced, its `region` the region's name.
    std::vector<CloudDevicePrice> regional;
    std::optional<double> storageUsdPerGigabyteMonth;
    PriceProvenance storageProvenance;
    std::vector<PriceTier> egressTiers; // internet egress; empty = not known
    PriceProvenance egressProvenance;
    std::optional<double> interRegionUsdPerGigabyte;
    std::optional<double> interZoneUsdPerGigabyte;
    PriceProvenance transferProvenance;

    const CloudDevicePrice* device(std::string_view deviceId) const;
    // The price in `region`: its regional entry when the book has one, else the list entry.
    const CloudDevicePrice* device(std::string_view deviceId, std::string_view region) const;
};

// Purchase price of a server that hosts `devicesPerServer` accelerators.
struct ServerPrice {
    std::string deviceId;
    int devicesPerServer = 8;
    double usdPerServer = 0;
    bool includesNetwork = false; // the quote already includes NICs and the fabric share
    // The server's own power beyond its devices' TDP (CPUs, memory, NICs, fans, switches) per
    // device watt, and the share of TDP its devices draw idle; absent: the book's defaults.
    // Sourced in `powerSource` (a Jetson module's rated power includes its CPU: 0; a GB200
    // NVL72 rack's Grace CPUs and switch trays are a smaller share of a 1.2 kW GPU).
    std::optional<double> hostOverheadFraction;
    std::optional<double> idlePowerFraction;
    std::string powerSource;
    PriceProvenance provenance;
};

struct SourcedValue {
    double value = 0;
    PriceProvenance provenance;
};

struct OnPremPrices {
    std::vector<ServerPrice> servers;
    std::optional<SourcedValue> networkUsdPerPort;          // per device-facing fabric port, all-in
    std::optional<SourcedValue> storageUsdPerTerabyte;      // usable capacity
    std::optional<SourcedValue> installationFraction;       // of hardware capex
    std::optional<SourcedValue> maintenanceFractionPerYear; // of capex, after the warranty
    // Years of the vendor's parts warranty each purchase comes with (no support contract paid).
    std::optional<SourcedValue> warrantyYears;
    // Operations staff, loaded cost: a floor per owned site (someone runs even one server)
    // plus a rate per device; staff per year = site floor + devices x rate.
    std::optional<SourcedValue> staffUsdPerSiteYear;
    std::optional<SourcedValue> staffUsdPerDeviceYear;
    // Host power per device watt for servers whose entry does not state theirs.
    std::optional<SourcedValue> hostOverheadFraction;

    const ServerPrice* server(std::string_view deviceId) const;
};

// Defaults for sites that do not state their own facility figures.
struct FacilityPrices {
    std::optional<SourcedValue> powerUsdPerKwh;
    std::optional<SourcedValue> pue; // any site kind without its own entry below
    // PUE by site kind ("colocation", "on-prem", "edge"): applies where a site states none.
    std::map<std::string, SourcedValue, std::less<>> pueBySiteKind;
    std::optional<SourcedValue> colocationUsdPerKwMonth;
    // An own building's space, cooling and power plant per provisioned IT kW and month.
    std::optional<SourcedValue> ownFacilityUsdPerKwMonth;
    std::optional<SourcedValue> carbonGramsPerKwh;
};

// What a hosted model API charges per million tokens ("model_apis": {"<site id>": {...}}):
// wins over the site's own api_usd_per_million_* figures (data/sites/model_apis.json), so a
// price overlay imported from LiteLLM reprices the API sites like it reprices cloud regions.
struct ModelApiPrice {
    std::string siteId;
    std::string model; // the price list's name for it ("gpt-4o")
    double usdPerMillionInputTokens = 0;
    double usdPerMillionOutputTokens = 0;
    std::optional<double> usdPerMillionCachedInputTokens;
    std::optional<ApiPriceTier> longContext; // "long_context": prices above a prompt length
    PriceProvenance provenance;
};

// A catalog device nobody sells or rents at a published price, and why ("sold only inside
// AWS instances", "no public list price"): the price book says so instead of staying silent.
struct UnpricedDevice {
    std::string reason;
    std::string date;
};

// The price book: built-in data/prices/*.json with user overrides merged over it. The file
// format ("accelplan-prices", version 1) keys providers, devices and servers by id, so an
// override is a JSON object of the same shape holding only what changes and is applied as an
// RFC 7386 merge patch; the merged book is validated as a whole.
class PriceBook {
public:
    PriceBook();

    // The built-in book (embedded data/prices/*.json). Until the build embeds them, falls back
    // to reading `dataDir`/prices/*.json when `dataDir` is given.
    static PriceBook builtIn(const std::filesystem::path& dataDir = {});

    // Merges a price document (with "format" and "version"). Throws InputError naming the
    // file, the entry and the field; on error the book is left unchanged.
    void merge(std::string_view jsonText, const std::string& origin);
    void mergeFile(const std::filesystem::path& path);
    // Merges an override object without format/version (the "prices" object of a project).
    void mergeOverrides(const nlohmann::json& patch, const std::string& origin);

    const std::map<std::string, ProviderPrices>& providers() const { return m_providers; }
    const ProviderPrices* provider(std::string_view id) const;
    const OnPremPrices& onPrem() const { return m_onPrem; }
    const FacilityPrices& facility() const { return m_facility; }
    const std::map<std::string, UnpricedDevice>& unpriced() const { return m_unpriced; }
    const std::map<std::string, ModelApiPrice>& modelApis() const { return m_modelApis; }
    // A purchase (server) or rental price of any provider exists for the device.
    bool hasAnyPrice(std::string_view deviceId) const;
    const nlohmann::json& raw() const { return *m_raw; }

    // The sections of the book a price override (`patch`, mergeOverrides' form) touches, read
    // as mergeOverrides would read them after merging `patch`, without copying the book: each
    // provider the patch names, and on_prem and facility where it names them. Throws as
    // mergeOverrides does (naming `origin`).
    struct Sections {
        std::map<std::string, std::optional<ProviderPrices>, std::less<>>
            providers; // none: removed
        std::optional<OnPremPrices> onPrem;
        std::optional<FacilityPrices> facility;
    };
    Sections patchedSections(const nlohmann::json& patch, const std::string& origin) const;

private:
    void apply(const nlohmann::json& patch, const std::string& origin);

    OwnedJson m_raw;                                           // an object from the constructor on
    std::map<std::string, std::vector<std::string>> m_origins; // json pointer -> origins
    std::map<std::string, ProviderPrices> m_providers;
    OnPremPrices m_onPrem;
    FacilityPrices m_facility;
    std::map<std::string, UnpricedDevice> m_unpriced;
    std::map<std::string, ModelApiPrice> m_modelApis;
};

// What pricing reads: a book, or a book with a placement's own prices over it (the sections the
// override touches read once, the others the book's; placement/price_override.h priceLookup).
// Converts from a book without a copy (two pointers), so every pricing rule takes one.
class PriceLookup {
public:
    PriceLookup(const PriceBook& book) // NOLINT(google-explicit-constructor): a book is a lookup
        : m_book(&book)
    {
    }
    PriceLookup(const PriceBook& book, std::shared_ptr<const PriceBook::Sections> own)
        : m_book(&book)
        , m_own(std::move(own))
    {
    }

    const ProviderPrices* provider(std::string_view id) const;
    const OnPremPrices& onPrem() const
    {
        return m_own && m_own->onPrem ? *m_own->onPrem : m_book->onPrem();
    }
    const FacilityPrices& facility() const
    {
        return m_own && m_own->facility ? *m_own->facility : m_book->facility();
    }
    // The book under the override.
    const PriceBook& book() const { return *m_book; }
    bool overridden() const { return m_own != nullptr; }

private:
    const PriceBook* m_book;
    std::shared_ptr<const PriceBook::Sections> m_own;
};

// Where the user's price overlay is looked for when no --prices option names one:
// $ACCELPLAN_PRICES, else $XDG_DATA_HOME/accelplan/prices.json, else
// ~/.local/share/accelplan/prices.json (beside the user catalog). Empty when none applies.
std::filesystem::path defaultUserPricesPath();

} // namespace ap
