#pragma once

#include "common/input_error.h"

#include <initializer_list>
#include <limits>
#include <string>

namespace ap {

// The product of user-given whole numbers (parallel degrees, counts, batches) without
// overflow: 64-bit, and an InputError naming `field` when it exceeds `limit` (or 64 bits).
// `what` describes the product for the message ("tensor x pipeline x context").
inline long long checkedProduct(std::initializer_list<long long> factors, long long limit,
                                const std::string& field, const std::string& what)
{
    long long product = 1;
    for (long long f : factors) {
        if (f < 0 || (f != 0 && product > limit / f))
            throw InputError({}, field,
                             Message(AP_TEXT("ap::InputError",
                                             "%1 exceeds %2 (expected a product no larger than "
                                             "that)"),
                                     {msg::text(what), msg::count(double(limit))}));
        product *= f;
    }
    return product;
}

} // namespace ap
