#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class PriceBook;
struct Site;

// The numeric figures of a site entry (data/sites/*.json) a project may patch in a scenario's
// `placement.sites`: the file key, its label (translated in the GUI's "ap::SiteFigures"
// context), its unit and the range parseSite accepts. The site editor lists them with the
// effective value and its source.
struct SiteFigureSpec {
    std::string_view key; // "power_usd_per_kwh"
    const char* label;    // "Power price"
    const char* unit;     // "$/kWh" ("" for a plain number)
    double min = 0;
    double max = 0;
};

const std::vector<SiteFigureSpec>& siteFigureSpecs();

// Space per kW of IT power and month: the site's own, else for a colocation cage the book's
// colocation rent (else 184.06, CBRE H2 2024), for an own building the book's own-facility
// figure (space, cooling and power plant), for an edge cabinet nothing (a building paid for
// anyway). The cost model's figure (onPremSpecFor).
double siteSpaceUsdPerKwMonth(const Site& site, const PriceBook& prices);
const SiteFigureSpec* siteFigureSpec(std::string_view key);

// Whether the figure means something for the site's kind (a cloud region rents no space, an
// API has no PUE; coordinates and availability apply to every site).
bool siteFigureApplies(const Site& site, std::string_view key);

// The figure as the cost model takes it: the site's own, else the price book's fallback for
// the facility figures (power, PUE, grid carbon, space), else nothing.
std::optional<double> siteFigureValue(const Site& site, const PriceBook& prices,
                                      std::string_view key);

// Where the figure comes from: the part of the site's source that names it ("power: Eurostat
// ..."), else the price book's entry when the figure falls back to it (`priceBook`), else the
// site's whole source (empty when the site states none; `named` false: no part of it names
// the figure, so the whole text is shown as the site's, not as the figure's own source).
struct SiteFigureSource {
    std::string text;
    bool priceBook = false;
    bool named = true;
};
SiteFigureSource siteFigureSource(const Site& site, const PriceBook& prices, std::string_view key);

// The site's source with `text` in front as the source of `keys` ("power_usd_per_kwh, pue:
// text; <source>", the source's unnamed opening named "site:"): siteFigureSource finds it
// first for those keys, the rest keep theirs.
std::string siteSourceWithFigures(std::string_view source, const std::vector<std::string>& keys,
                                  std::string_view text);

} // namespace ap
