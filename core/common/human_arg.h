#pragma once

#include "common/message.h"
#include "common/number_text.h"

#include <cctype>
#include <cstdlib>
#include <string>

namespace ap {

// An availability as every audience writes it (the CLI, the playbook, the explanations, the
// Scenarios details, Compare and the Recommendation table): the percentage with enough
// decimals that its nines survive, trailing zeros dropped ("99.99996", "99.95", "97.5"), never
// "100" below 1 (a table rounded 99.99996 % to "100" beside "99.9999" elsewhere); the "%" is
// the sentence's or the column's. msg::percent writes it too, from 10 % up.
std::string formatAvailability(double fraction);

} // namespace ap

namespace ap::msg {

// A rate or count as every view writes it (formatHuman: "1.46k", "26.4k", "950"): the
// printf format of its digits and suffix, so english() prints formatHuman's characters and the
// GUI swaps the decimal point. One form for one figure: the WAN caveat's tokens/s read as the
// playbook, Compare and the tables write them (it wrote "1462.09" beside their "1.46k").
inline MessageArg human(double value)
{
    const std::string text = formatHuman(value);
    size_t end = text.size();
    while (end > 0 && std::isalpha((unsigned char)text[end - 1]))
        --end;
    const std::string digits = text.substr(0, end);
    if (digits.empty() || !std::isdigit((unsigned char)digits.back()))
        return msg::text(text); // "—"
    const size_t point = digits.find('.');
    const size_t decimals = point == std::string::npos ? 0 : digits.size() - point - 1;
    const std::string format = "%." + std::to_string(decimals) + "f" + text.substr(end);
    return number(std::strtod(digits.c_str(), nullptr), format.c_str());
}

} // namespace ap::msg
