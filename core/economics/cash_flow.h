#pragma once

#include "economics/price_book.h"

#include <optional>
#include <vector>

namespace ap {

// Hours in an average month (8760 h / 12): the unit the monthly series are built on.
inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kHoursPerYear = 8760.0;

// A monthly cash-flow series: element i is the money paid in month i+1 of the horizon (USD).
using MonthlySeries = std::vector<double>;

// Cost of `bytes` transferred in one month through cumulative price tiers (each tier's rate
// applies only to the part of the volume inside it, like the providers' published tables).
double tieredCostUsd(double bytes, const std::vector<PriceTier>& tiers);

MonthlySeries cumulative(const MonthlySeries& monthly);
double sum(const MonthlySeries& monthly);
// Element-wise sum; the shorter series counts as zero past its end.
MonthlySeries add(const MonthlySeries& a, const MonthlySeries& b);
// a = add(a, b) without a new series: the same sums, a grown to b's length if shorter.
void addInto(MonthlySeries& a, const MonthlySeries& b);

// Net present value at an annual discount rate. Month i's payment is taken at the start of
// the month (t = i/12 years): capex paid in month 1 is not discounted.
double npvUsd(const MonthlySeries& monthly, double annualDiscountRate);

// Level monthly payment repaying `principalUsd` over `months` at an annual interest rate
// compounded monthly (the annuity formula P r / (1 - (1 + r)^-n), r = annual / 12).
double annuityPaymentUsd(double principalUsd, double annualRate, int months);

// The month (1-based) at whose end the cumulative costs cross: the first month at which the
// series that cost more in month 1 costs no more than the other. Symmetric: swapping the two
// gives the same month, so an owned option and its rented alternative report one break-even
// whichever is asked. 1 when they are equal in month 1; nullopt when they do not cross within
// the shorter series (the cheaper one at the start stays cheaper).
std::optional<int> breakEvenMonth(const MonthlySeries& investment,
                                  const MonthlySeries& alternative);

} // namespace ap
