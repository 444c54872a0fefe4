#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace ap {

// The areas the law draws for "the data must stay in ...", so that a question asked in those
// words is answered with the sites the law allows. A site's jurisdiction is an ISO 3166-1
// alpha-2 country code ("DE", "NO", "GB"), or "EU" / "US" for a site placed only that far.
enum class DataArea {
    // The GDPR's area: the 27 EU member states and the EEA states Iceland, Liechtenstein and
    // Norway (EEA Joint Committee Decision 154/2018 made the GDPR part of the EEA Agreement).
    EuEea,
    // The 27 EU member states only (a contract or a public-sector rule can ask for this).
    EuMembers,
    // The EU/EEA and the countries the European Commission has found adequate under GDPR
    // Art. 45 (personal data may go there without further safeguards): Andorra, Argentina,
    // Canada (commercial organisations), the Faroe Islands, Guernsey, Israel, the Isle of Man,
    // Japan, Jersey, New Zealand, the Republic of Korea, Switzerland, the United Kingdom and
    // Uruguay. The United States' decision (the EU-US Data Privacy Framework, 2023) covers only
    // organisations certified under it, not a country, so US sites are not in this area.
    EuAdequacy,
    UnitedStates,
};

// The key the wizard and files use: "EU" (the EU/EEA), "EU-members", "EU-adequacy", "US".
std::string_view dataAreaKey(DataArea a);
std::optional<DataArea> parseDataArea(std::string_view key);
// Every area, narrowest of each family first: EuMembers, EuEea, EuAdequacy, UnitedStates.
std::span<const DataArea> allDataAreas();

bool inDataArea(std::string_view jurisdiction, DataArea a);

// The areas that hold all of `a` and more, nearest first: what to offer when `a` leaves no
// site to search (EU members -> EU/EEA -> EU/EEA and adequate countries).
std::vector<DataArea> widerDataAreas(DataArea a);

} // namespace ap
