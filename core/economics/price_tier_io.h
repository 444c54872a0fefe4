#pragma once

// Reading an egress price's "tiers" list, the same in the shipped price book
// (data/prices/*.json) and in a project's price overrides (placement.prices).

#include "economics/price_book.h"

#include <vector>

namespace ap {

class JsonReader;

// [{"up_to_gb_per_month": 10240, "usd_per_gb": 0.09}, ..., {"usd_per_gb": 0.05}]: bounds in GB a
// month, increasing, only the last unbounded, at least one tier; bounds held in bytes.
std::vector<PriceTier> readEgressTiers(const JsonReader& egress);

} // namespace ap
