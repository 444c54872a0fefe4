#include "perf/data_context.h"

#include <utility>

namespace ap {

DataContext::DataContext(Catalog catalog, PriceBook prices, SiteCatalog sites,
                         EfficiencyParams params)
    : m_catalog(std::make_shared<const Catalog>(std::move(catalog)))
    , m_prices(std::make_shared<const PriceBook>(std::move(prices)))
    , m_sites(std::make_shared<const SiteCatalog>(std::move(sites)))
    , m_params(std::move(params))
{
}

DataContext::DataContext()
    : DataContext(Catalog(), PriceBook(), SiteCatalog(), EfficiencyParams())
{
}

DataContext DataContext::builtIn()
{
    return builtIn(Catalog::builtIn());
}

DataContext DataContext::builtIn(Catalog catalog)
{
    return DataContext(std::move(catalog), PriceBook::builtIn(), SiteCatalog::builtIn(),
                       defaultEfficiencyParams());
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
