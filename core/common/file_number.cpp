#include "common/file_number.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace ap {

nlohmann::json fileNumber(double v)
{
    // A whole number below 2^53 is exact as an integer; anything else keeps its double, which
    // nlohmann's dump writes in the shortest form that reads back to it.
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15)
        return nlohmann::json(static_cast<long long>(v));
    return nlohmann::json(v);
}

double exactFileValue(double x, double approx, double (*read)(double, double), double scale)
{
    if (!std::isfinite(x) || !std::isfinite(approx))
        return approx;
    // The doubles that read back to x lie within a few units in the last place of x / scale
    // (one rounding in the writer's division, one in the reader's conversion).
    constexpr int kSpread = 4;
    std::array<double, 2 * kSpread + 1> near{};
    near[0] = approx;
    double up = approx, down = approx;
    for (int i = 0; i < kSpread; ++i) {
        up = std::nextafter(up, HUGE_VAL);
        down = std::nextafter(down, -HUGE_VAL);
        near[size_t(1 + 2 * i)] = up;
        near[size_t(2 + 2 * i)] = down;
    }
    // The shortest decimal first: at each precision, each neighbour rounded to it.
    char buf[40];
    for (int digits = 1; digits <= 17; ++digits)
        for (const double d : near) {
            std::snprintf(buf, sizeof buf, "%.*g", digits, d);
            const double decimal = std::strtod(buf, nullptr);
            if (read(decimal, scale) == x)
                return decimal;
        }
    return approx;
}

double fileValueOfProduct(double x, double scale)
{
    return exactFileValue(
        x, x / scale, [](double d, double s) { return d * s; }, scale);
}

double fileValueOfQuotient(double x, double divisor)
{
    return exactFileValue(
        x, x * divisor, [](double d, double s) { return d / s; }, divisor);
}

nlohmann::json fileNumberOfProduct(double x, double scale)
{
    return fileNumber(fileValueOfProduct(x, scale));
}

nlohmann::json fileNumberOfQuotient(double x, double divisor)
{
    return fileNumber(fileValueOfQuotient(x, divisor));
}

} // namespace ap
