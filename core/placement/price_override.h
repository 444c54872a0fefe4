#pragma once

// A placement's own prices ("placement.prices" of a project file, #24): typed, read once by the
// project reader, written back by its writer, looked up over the shipped price book section by
// section (PriceLookup) without a copy of the book. The file form is the price book's own
// (data/prices/*.json without format and version): an RFC 7386 merge patch of the book, so a
// field an override sets replaces the book's and a field it writes as null removes it.

#include "economics/price_book.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace ap {

// Where a price came from (PriceProvenance), as an override states it.
struct PriceProvenanceOverride {
    std::optional<std::string> date;
    std::optional<std::string> source;
    std::optional<std::string> confidence; // high, medium, low

    bool operator==(const PriceProvenanceOverride&) const = default;
};

// One rental term of a device ("on_demand", "commit_1y", "commit_3y").
struct HourPriceOverride {
    std::optional<double> usdPerDeviceHour;
    std::optional<double> usdPerInstanceHour;
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared; // keys the file wrote as null: the book's value goes

    bool operator==(const HourPriceOverride&) const = default;
};

// Spot capacity ("spot").
struct SpotPriceOverride {
    std::optional<double> usdPerDeviceHour;
    std::optional<double> interruptionsPerDeviceHour;
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const SpotPriceOverride&) const = default;
};

// What a provider charges for one device ("providers.<p>.devices.<device>"); a new entry needs
// at least one term.
struct DevicePriceOverride {
    bool removed = false; // written as null: the provider no longer rents the device
    std::optional<std::string> instance;
    std::optional<std::string> region;
    std::optional<int> devicesPerInstance;
    std::optional<HourPriceOverride> onDemand;
    std::optional<HourPriceOverride> commit1y;
    std::optional<HourPriceOverride> commit3y;
    std::optional<SpotPriceOverride> spot;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const DevicePriceOverride&) const = default;
};

using DevicePriceOverrides = std::map<std::string, DevicePriceOverride, std::less<>>;

// A provider's prices in one region ("providers.<p>.regions.<region>"): each device entry is
// the provider's list entry with the fields the region states replaced.
struct RegionPriceOverride {
    bool removed = false;
    DevicePriceOverrides devices;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const RegionPriceOverride&) const = default;
};

// Object storage ("storage").
struct StoragePriceOverride {
    std::optional<double> usdPerGigabyteMonth; // decimal GB
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const StoragePriceOverride&) const = default;
};

// Internet egress ("egress"): the tiers replace the book's as a whole (a JSON list).
struct EgressPriceOverride {
    std::optional<std::vector<PriceTier>> tiers; // bounds in bytes per month (file: GB)
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const EgressPriceOverride&) const = default;
};

// Transfers between the provider's regions and zones ("transfer").
struct TransferPriceOverride {
    std::optional<double> interRegionUsdPerGigabyte;
    std::optional<double> interZoneUsdPerGigabyte;
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const TransferPriceOverride&) const = default;
};

// One provider ("providers.<p>"), or a provider of the project's own.
struct ProviderPriceOverride {
    bool removed = false;
    std::optional<std::string> name;
    DevicePriceOverrides devices;
    std::map<std::string, RegionPriceOverride, std::less<>> regions;
    std::optional<StoragePriceOverride> storage;
    std::optional<EgressPriceOverride> egress;
    std::optional<TransferPriceOverride> transfer;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const ProviderPriceOverride&) const = default;
};

// A server's purchase price ("on_prem.servers.<device>"); a new entry needs devices_per_server
// and usd_per_server, and a power figure its power_source.
struct ServerPriceOverride {
    bool removed = false;
    std::optional<int> devicesPerServer;
    std::optional<double> usdPerServer;
    std::optional<bool> includesNetwork;
    std::optional<double> hostOverheadFraction; // host watts per device watt
    std::optional<double> idlePowerFraction;    // of TDP
    std::optional<std::string> powerSource;
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const ServerPriceOverride&) const = default;
};

// One sourced figure of the book ({"value", "date", "source", ...}); the value's unit is the
// key's (on_prem.network_usd_per_port: USD per port).
struct SourcedValueOverride {
    bool removed = false; // only in pue_by_site_kind: the kind's entry goes
    std::optional<double> value;
    PriceProvenanceOverride provenance;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const SourcedValueOverride&) const = default;
};

// The owned-hardware prices ("on_prem").
struct OnPremPriceOverride {
    std::map<std::string, ServerPriceOverride, std::less<>> servers;
    std::optional<SourcedValueOverride> networkUsdPerPort;
    std::optional<SourcedValueOverride> storageUsdPerTerabyte;
    std::optional<SourcedValueOverride> installationFraction;       // of hardware capex
    std::optional<SourcedValueOverride> maintenanceFractionPerYear; // of capex
    std::optional<SourcedValueOverride> warrantyYears;
    std::optional<SourcedValueOverride> staffUsdPerSiteYear;
    std::optional<SourcedValueOverride> staffUsdPerDeviceYear;
    std::optional<SourcedValueOverride> hostOverheadFraction;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const OnPremPriceOverride&) const = default;
};

// The facility defaults ("facility").
struct FacilityPriceOverride {
    std::optional<SourcedValueOverride> powerUsdPerKwh;
    std::optional<SourcedValueOverride> pue;
    std::map<std::string, SourcedValueOverride, std::less<>>
        pueBySiteKind; // on-prem, colocation, edge
    std::optional<std::string> pueBySiteKindNotes;
    std::optional<SourcedValueOverride> colocationUsdPerKwMonth;
    std::optional<SourcedValueOverride> ownFacilityUsdPerKwMonth;
    std::optional<SourcedValueOverride> carbonGramsPerKwh;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const FacilityPriceOverride&) const = default;
};

// A device the book names as not sold at a published price ("unpriced.<device>").
struct UnpricedOverride {
    bool removed = false;
    std::optional<std::string> reason;
    std::optional<std::string> date;
    std::optional<std::string> notes;
    std::set<std::string> cleared;

    bool operator==(const UnpricedOverride&) const = default;
};

// A placement's whole price override (an empty "prices" object the file had is kept by the
// placement's written keys, PlacementSpec::fileKeys).
struct PriceOverride {
    std::map<std::string, ProviderPriceOverride, std::less<>> providers;
    std::optional<OnPremPriceOverride> onPrem;
    std::optional<FacilityPriceOverride> facility;
    std::map<std::string, UnpricedOverride, std::less<>> unpriced;
    std::optional<std::string> notes;

    bool empty() const
    {
        return providers.empty() && !onPrem && !facility && unpriced.empty() && !notes;
    }
    bool operator==(const PriceOverride&) const = default;
};

// Reads the "prices" object of a placement: every field's type and range as the price book's
// reader checks them (PriceBook::merge), InputErrors naming the field
// ("scenarios[0].placement.prices.providers.lambda.devices.nvidia-h100-sxm5-80gb.on_demand.
// usd_per_device_hour"). What needs the book's entry too (a new entry's required fields) is
// checked when the override is looked up (PriceLookup) or merged (mergePriceOverride).
PriceOverride parsePriceOverride(const nlohmann::json& prices, const std::string& path);

// The file form: parsePriceOverride(priceOverrideJson(o)) reads back `o`.
nlohmann::json priceOverrideJson(const PriceOverride& o);

// `patch` over `into` (RFC 7386 on the file form, as a second merge of the book would read).
void mergePriceOverride(PriceOverride& into, const PriceOverride& patch);

// `o` merged into `book` (PriceBook::mergeOverrides: a bad one leaves the book unchanged and
// throws, naming `origin`). Nothing happens for an empty override.
void mergePriceOverride(PriceBook& book, const PriceOverride& o, const std::string& origin);

// The shipped book with a placement's own prices over it (PriceLookup over the sections the
// override touches). Throws InputError naming `origin` and the field as mergePriceOverride.
PriceLookup priceLookup(const PriceBook& shipped, const PriceOverride& o,
                        const std::string& origin);

} // namespace ap
