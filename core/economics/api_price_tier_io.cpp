#include "economics/api_price_tier_io.h"

#include "common/json_reader.h"

#include <nlohmann/json.hpp>

namespace ap {

ApiPriceTier parseApiPriceTier(const JsonReader& r)
{
    r.rejectUnknownKeys({"above_prompt_tokens", "usd_per_million_input_tokens",
                         "usd_per_million_output_tokens", "usd_per_million_cached_input_tokens",
                         "notes"});
    ApiPriceTier t;
    t.abovePromptTokens = r.number("above_prompt_tokens", 1, 1e9);
    t.usdPerMillionInputTokens = r.number("usd_per_million_input_tokens", 0, 1e4);
    t.usdPerMillionOutputTokens = r.number("usd_per_million_output_tokens", 0, 1e4);
    t.usdPerMillionCachedInputTokens =
        r.optionalNumber("usd_per_million_cached_input_tokens", 0, 1e4);
    return t;
}

nlohmann::json apiPriceTierJson(const ApiPriceTier& tier)
{
    nlohmann::json j = {{"above_prompt_tokens", tier.abovePromptTokens},
                        {"usd_per_million_input_tokens", tier.usdPerMillionInputTokens},
                        {"usd_per_million_output_tokens", tier.usdPerMillionOutputTokens}};
    if (tier.usdPerMillionCachedInputTokens)
        j["usd_per_million_cached_input_tokens"] = *tier.usdPerMillionCachedInputTokens;
    return j;
}

bool promptInTier(const ApiPriceTier& tier, double promptTokens)
{
    // "Above 200k": a prompt of exactly the threshold is still billed at the base rate.
    return promptTokens > tier.abovePromptTokens;
}

} // namespace ap
