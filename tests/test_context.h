// The data the tests evaluate with (perf/data_context.h): the shipped catalog, prices, sites
// and calibration, built once per test program, and the same with a test's own catalog or
// efficiency parameters.
#pragma once

#include "perf/data_context.h"

inline const ap::DataContext& shippedData()
{
    static const ap::DataContext data = ap::DataContext::builtIn();
    return data;
}

// The shipped prices and sites with this catalog and these efficiency parameters.
inline ap::DataContext dataWith(const ap::Catalog& catalog, const ap::EfficiencyParams& params)
{
    return shippedData().withCatalog(catalog).withParams(params);
}
