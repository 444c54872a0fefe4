#include "economics/cash_flow.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ap {

double tieredCostUsd(double bytes, const std::vector<PriceTier>& tiers)
{
    constexpr double kGiga = 1e9;
    double cost = 0;
    double lower = 0;
    for (const PriceTier& t : tiers) {
        if (bytes <= lower)
            break;
        const double upper = t.upToBytes.value_or(bytes);
        cost += (std::min(bytes, upper) - lower) / kGiga * t.usdPerGigabyte;
        lower = upper;
    }
    return cost;
}

MonthlySeries cumulative(const MonthlySeries& monthly)
{
    MonthlySeries out(monthly.size());
    double total = 0;
    for (size_t i = 0; i < monthly.size(); ++i)
        out[i] = total += monthly[i];
    return out;
}

double sum(const MonthlySeries& monthly)
{
    double total = 0;
    for (double v : monthly)
        total += v;
    return total;
}

MonthlySeries add(const MonthlySeries& a, const MonthlySeries& b)
{
    MonthlySeries out(std::max(a.size(), b.size()), 0.0);
    for (size_t i = 0; i < a.size(); ++i)
        out[i] += a[i];
    for (size_t i = 0; i < b.size(); ++i)
        out[i] += b[i];
    return out;
}

void addInto(MonthlySeries& a, const MonthlySeries& b)
{
    if (a.size() < b.size())
        a.resize(b.size(), 0.0);
    // As add(): each month starts at 0 and adds a's value, then b's (0 + x is not x for
    // x = -0).
    for (size_t i = 0; i < a.size(); ++i)
        a[i] = 0.0 + a[i];
    for (size_t i = 0; i < b.size(); ++i)
        a[i] += b[i];
}

double npvUsd(const MonthlySeries& monthly, double annualDiscountRate)
{
    // The discount factors of the last rate seen on this thread, kept: the recommender prices
    // tens of thousands of placements at one rate, and a power per month was a fifth of a
    // re-pricing. The same std::pow values, so the same figure to the last bit.
    thread_local double rate = std::numeric_limits<double>::quiet_NaN();
    thread_local std::vector<double> factors;
    if (!(annualDiscountRate == rate)) { // NaN: never equal, computed afresh
        rate = annualDiscountRate;
        factors.clear();
    }
    for (size_t i = factors.size(); i < monthly.size(); ++i)
        factors.push_back(std::pow(1.0 + annualDiscountRate, double(i) / 12.0));
    double pv = 0;
    for (size_t i = 0; i < monthly.size(); ++i)
        pv += monthly[i] / factors[i];
    return pv;
}

double annuityPaymentUsd(double principalUsd, double annualRate, int months)
{
    if (months <= 0)
        return principalUsd;
    const double r = annualRate / 12.0;
    // 1 - (1 + r)^-n computed without cancellation: at rates near zero (1e-15) the plain form
    // rounds 1 + r to 1 and divides by zero; this one tends to n r, the payment to principal / n.
    const double denominator = -std::expm1(-double(months) * std::log1p(r));
    if (!(denominator > 0))
        return principalUsd / months;
    return principalUsd * r / denominator;
}

std::optional<int> breakEvenMonth(const MonthlySeries& investment, const MonthlySeries& alternative)
{
    // The month the cumulative costs cross: the first month at which the side that cost more in
    // month 1 (the one that bought, as a rule) costs no more than the other. Which side asks
    // does not change the answer, so the owned and the rented option report the same month.
    const size_t n = std::min(investment.size(), alternative.size());
    double a = 0;
    double b = 0;
    int dearerFirst = 0; // +1: the investment cost more in month 1, -1: the alternative did
    for (size_t i = 0; i < n; ++i) {
        a += investment[i];
        b += alternative[i];
        // A relative tolerance so that equal series computed in different orders still meet.
        const double tolerance = 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
        const double d = a - b;
        if (i == 0) {
            if (std::abs(d) <= tolerance)
                return 1;
            dearerFirst = d > 0 ? 1 : -1;
        } else if (dearerFirst * d <= tolerance) {
            return int(i) + 1;
        }
    }
    return std::nullopt;
}

} // namespace ap
