#include "placement/data_area.h"

#include "placement/site.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace ap {

namespace {

bool inEuMemberState(std::string_view j)
{
    // The 27 member states since 1 February 2020 (the United Kingdom left on 31 January 2020).
    static constexpr std::string_view kCodes[] = {
        "EU", "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU",
        "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"};
    return std::find(std::begin(kCodes), std::end(kCodes), j) != std::end(kCodes);
}

bool adequate(std::string_view j)
{
    // European Commission, "Adequacy decisions" (commission.europa.eu, data protection,
    // international dimension), the countries with a decision in force; see data_area.h.
    static constexpr std::string_view kCodes[] = {"AD", "AR", "CA", "CH", "FO", "GB", "GG",
                                                  "IL", "IM", "JE", "JP", "KR", "NZ", "UY"};
    return std::find(std::begin(kCodes), std::end(kCodes), j) != std::end(kCodes);
}

constexpr std::array<DataArea, 4> kAreas = {DataArea::EuMembers, DataArea::EuEea,
                                            DataArea::EuAdequacy, DataArea::UnitedStates};

} // namespace

std::string_view dataAreaKey(DataArea a)
{
    switch (a) {
    case DataArea::EuEea:
        return "EU";
    case DataArea::EuMembers:
        return "EU-members";
    case DataArea::EuAdequacy:
        return "EU-adequacy";
    case DataArea::UnitedStates:
        return "US";
    }
    return {};
}

std::optional<DataArea> parseDataArea(std::string_view key)
{
    for (DataArea a : kAreas)
        if (dataAreaKey(a) == key)
            return a;
    return std::nullopt;
}

std::span<const DataArea> allDataAreas()
{
    return kAreas;
}

bool inDataArea(std::string_view jurisdiction, DataArea a)
{
    switch (a) {
    case DataArea::EuEea:
        return inEuropeanUnion(jurisdiction);
    case DataArea::EuMembers:
        return inEuMemberState(jurisdiction);
    case DataArea::EuAdequacy:
        return inEuropeanUnion(jurisdiction) || adequate(jurisdiction);
    case DataArea::UnitedStates:
        return jurisdiction == "US";
    }
    return false;
}

std::vector<DataArea> widerDataAreas(DataArea a)
{
    switch (a) {
    case DataArea::EuMembers:
        return {DataArea::EuEea, DataArea::EuAdequacy};
    case DataArea::EuEea:
        return {DataArea::EuAdequacy};
    case DataArea::EuAdequacy:
    case DataArea::UnitedStates:
        return {};
    }
    return {};
}

} // namespace ap
