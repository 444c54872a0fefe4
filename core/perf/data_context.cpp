#include "perf/data_context.h"

#include "economics/api_price_tier_io.h"

#include <nlohmann/json.hpp>

#include <utility>

namespace ap {

namespace {

// The price book's model-API prices (an imported LiteLLM overlay) replace the per-token
// figures of the sites they name; a site the book names that is not a model API, or that the
// site catalog lacks, keeps what it has (the importer reports such names).
SiteCatalog withModelApiPrices(SiteCatalog sites, const PriceBook& prices)
{
    nlohmann::json patch = nlohmann::json::object();
    for (const auto& [id, price] : prices.modelApis()) {
        const Site* site = sites.find(id);
        if (!site || site->kind != SiteKind::PublicModelApi)
            continue;
        nlohmann::json entry = {
            {"api_usd_per_million_input_tokens", price.usdPerMillionInputTokens},
            {"api_usd_per_million_output_tokens", price.usdPerMillionOutputTokens},
            {"date", price.provenance.date},
            {"source", "price: " + price.provenance.source + "; " + site->source},
        };
        if (site->api && price.usdPerMillionCachedInputTokens)
            entry["api"]["usd_per_million_cached_input_tokens"] =
                *price.usdPerMillionCachedInputTokens;
        if (site->api && price.longContext)
            entry["api"]["long_context"] = apiPriceTierJson(*price.longContext);
        patch[id] = std::move(entry);
    }
    if (!patch.empty())
        sites.mergeOverrides(patch, "price book model_apis");
    return sites;
}

} // namespace

DataContext::DataContext(Catalog catalog, PriceBook prices, SiteCatalog sites,
                         EfficiencyParams params)
    : m_catalog(std::make_shared<const Catalog>(std::move(catalog)))
    , m_prices(std::make_shared<const PriceBook>(std::move(prices)))
    , m_sites(std::make_shared<const SiteCatalog>(withModelApiPrices(sites, *m_prices)))
    , m_baseSites(std::make_shared<const SiteCatalog>(std::move(sites)))
    , m_params(std::move(params))
{
}

DataContext::DataContext()
    : DataContext(Catalog(), PriceBook(), SiteCatalog(), EfficiencyParams())
{
}

DataContext DataContext::builtIn()
{
    // Built once; a copy shares the catalog, prices and sites (const, behind shared pointers).
    static const DataContext shared = builtIn(Catalog::builtIn());
    return shared;
}

DataContext DataContext::builtIn(Catalog catalog)
{
    return DataContext(std::move(catalog), PriceBook::builtIn(), SiteCatalog::builtIn(),
                       defaultEfficiencyParams());
}

DataContext DataContext::builtIn(Catalog catalog, PriceBook prices)
{
    return DataContext(std::move(catalog), std::move(prices), SiteCatalog::builtIn(),
                       defaultEfficiencyParams());
}

DataContext DataContext::withPrices(PriceBook prices) const
{
    DataContext copy = *this;
    copy.m_prices = std::make_shared<const PriceBook>(std::move(prices));
    copy.m_sites =
        std::make_shared<const SiteCatalog>(withModelApiPrices(*m_baseSites, *copy.m_prices));
    return copy;
}

DataContext DataContext::withParams(EfficiencyParams params) const
{
    DataContext copy = *this;
    copy.m_params = std::move(params);
    return copy;
}

DataContext DataContext::withCatalog(Catalog catalog) const
{
    DataContext copy = *this;
    copy.m_catalog = std::make_shared<const Catalog>(std::move(catalog));
    return copy;
}

} // namespace ap
