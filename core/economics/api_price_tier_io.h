#pragma once

// Reading and writing an ApiPriceTier as the "long_context" object of a model-API site's "api"
// terms (data/sites/*.json) and of a price book's "model_apis" entry: one shape in both.

#include "economics/api_price_tier.h"

#include <nlohmann/json_fwd.hpp>

namespace ap {

class JsonReader;

// {"above_prompt_tokens": 200000, "usd_per_million_input_tokens": 6,
//  "usd_per_million_output_tokens": 22.5, "usd_per_million_cached_input_tokens": 0.6}
ApiPriceTier parseApiPriceTier(const JsonReader& r);
nlohmann::json apiPriceTierJson(const ApiPriceTier& tier);

// Whether a request with this many prompt tokens is billed at the tier.
bool promptInTier(const ApiPriceTier& tier, double promptTokens);

} // namespace ap
