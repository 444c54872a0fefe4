#pragma once

#include "economics/price_book.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "placement/site.h"

#include <memory>

namespace ap {

// The data every evaluation reads: the device catalog (the shipped one, or the user's patch
// merged over it), the price book, the site catalog and the project's efficiency parameters.
// Built and validated once (the CLI per command, the GUI per catalog and project) and handed to
// every entry point: `evaluate`, the search, the sweeps, the playbook and the validator. No
// model keeps a static copy of its own, so a user's catalog or calibration reaches every figure.
//
// Cheap to copy: the catalog, prices and sites are shared and never change once built; a copy
// with other efficiency parameters (the calibration's fit, a what-if) shares them.
class DataContext {
public:
    // No data at all: no device, price or site (every reference is unknown). A placeholder
    // until a document or command has built its data; it never stands in for the shipped data.
    DataContext();
    DataContext(Catalog catalog, PriceBook prices, SiteCatalog sites, EfficiencyParams params);

    // The shipped catalog, prices and sites with the shipped calibration
    // (data/calibration/efficiency.json). Parses them: build it once and pass it on.
    static DataContext builtIn();
    // The shipped prices and sites with this catalog (a user's catalog file merged over the
    // shipped one) and the shipped calibration.
    static DataContext builtIn(Catalog catalog);
    // The shipped sites with this catalog and this price book (the built-in book with the
    // user's price overlay merged over it), and the shipped calibration. The book's model-API
    // prices (PriceBook::modelApis) replace the per-token figures of the sites they name.
    static DataContext builtIn(Catalog catalog, PriceBook prices);

    DataContext withParams(EfficiencyParams params) const;
    DataContext withCatalog(Catalog catalog) const;
    // The same data priced by `prices` (the built-in book with another overlay merged over it);
    // the sites take the book's model-API prices afresh.
    DataContext withPrices(PriceBook prices) const;

    const Catalog& catalog() const { return *m_catalog; }
    const PriceBook& prices() const { return *m_prices; }
    const SiteCatalog& sites() const { return *m_sites; }
    const EfficiencyParams& params() const { return m_params; }

private:
    std::shared_ptr<const Catalog> m_catalog;
    std::shared_ptr<const PriceBook> m_prices;
    std::shared_ptr<const SiteCatalog> m_sites;
    std::shared_ptr<const SiteCatalog> m_baseSites; // before the book's model-API prices
    EfficiencyParams m_params;
};

} // namespace ap
