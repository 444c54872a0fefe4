#pragma once

#include <optional>

namespace ap {

// A hosted model API's long-context price: once a request's prompt is longer than
// `abovePromptTokens`, the whole request (its input and its output tokens) is billed at these
// rates instead of the base ones. Anthropic and Google bill prompts above 200k tokens this way
// (LiteLLM's input_cost_per_token_above_200k_tokens / output_cost_per_token_above_200k_tokens).
struct ApiPriceTier {
    double abovePromptTokens = 0;
    double usdPerMillionInputTokens = 0;
    double usdPerMillionOutputTokens = 0;
    std::optional<double> usdPerMillionCachedInputTokens; // absent: the tier's input price
};

} // namespace ap
