// The price book and the site catalog as data/ in the source tree holds them (not the copies
// compiled into the program), read once per test program: the fixtures of the placement,
// cost-part, TCO and data-catalog suites.
#pragma once

#include "economics/price_book.h"
#include "placement/site.h"
#include "test_paths.h"

inline const ap::PriceBook& prices()
{
    static const ap::PriceBook b = ap::PriceBook::builtIn(testSourceStd("/data"));
    return b;
}

inline const ap::SiteCatalog& sites()
{
    static const ap::SiteCatalog c = ap::SiteCatalog::builtIn(testSourceStd("/data"));
    return c;
}
