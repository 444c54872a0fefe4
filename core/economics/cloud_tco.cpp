#include "economics/cloud_tco.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace ap {

std::string_view commitmentName(Commitment c)
{
    switch (c) {
    case Commitment::OnDemand:
        return "on_demand";
    case Commitment::Commit1y:
        return "commit_1y";
    case Commitment::Commit3y:
        return "commit_3y";
    case Commitment::Spot:
        return "spot";
    }
    return "on_demand";
}

std::optional<Commitment> parseCommitment(std::string_view name)
{
    for (Commitment c :
         {Commitment::OnDemand, Commitment::Commit1y, Commitment::Commit3y, Commitment::Spot})
        if (commitmentName(c) == name)
            return c;
    return std::nullopt;
}

int commitmentTermMonths(Commitment c)
{
    return c == Commitment::Commit1y ? 12 : c == Commitment::Commit3y ? 36 : 0;
}

std::optional<double> spotHoursMultiplier(double devices, double interruptionsPerDeviceHour,
                                          double checkpointIntervalSec, double restartSec)
{
    const double lambdaPerSec = devices * interruptionsPerDeviceHour / 3600.0;
    const double lost = lambdaPerSec * (checkpointIntervalSec / 2.0 + restartSec);
    if (lost >= 1.0)
        return std::nullopt;
    return 1.0 / (1.0 - lost);
}

CloudTco computeCloudTco(const CloudSpec& s)
{
    CloudTco t;
    computeCloudTco(s, t);
    return t;
}

void computeCloudTco(const CloudSpec& s, CloudTco& t)
{
    MonthlySeries series = std::move(t.monthlyUsd); // its storage, kept
    t = CloudTco{};
    t.monthlyUsd = std::move(series);
    const int months = std::max(0, s.horizonMonths);
    t.monthlyUsd.assign(size_t(months), 0.0);
    const double usefulPerMonth = s.devices * s.busyHoursPerMonth;
    t.usefulDeviceHours = usefulPerMonth * months;

    auto price = [&](Commitment c) -> std::optional<double> {
        switch (c) {
        case Commitment::OnDemand:
            return s.onDemandUsdPerDeviceHour;
        case Commitment::Commit1y:
            return s.commit1yUsdPerDeviceHour;
        case Commitment::Commit3y:
            return s.commit3yUsdPerDeviceHour;
        case Commitment::Spot:
            return s.spotUsdPerDeviceHour;
        }
        return std::nullopt;
    };
    auto fail = [&](ProblemKind kind, Message message) {
        if (t.feasible)
            t.problemKind = kind;
        t.feasible = false;
        t.problems.push_back(std::move(message));
    };
    // Paid hours for `useful` device-hours at a pay-per-use model (on-demand or spot).
    auto payPerUse = [&](Commitment c, double useful) -> double {
        const auto p = price(c);
        if (!p) {
            fail(ProblemKind::Price, Message(AP_TEXT("ap::Problem", "no %1 price for this device"),
                                             {msg::text(std::string(commitmentName(c)))}));
            return 0;
        }
        double hours = useful;
        if (c == Commitment::Spot) {
            const auto mult = spotHoursMultiplier(s.devices, s.spotInterruptionsPerDeviceHour,
                                                  s.checkpointIntervalSec, s.restartSec);
            if (!mult) {
                fail(
                    ProblemKind::Placement,
                    Message(AP_TEXT("ap::Problem",
                                    "spot: preemptions arrive faster than work survives them "
                                    "(devices x interruption rate x (checkpoint interval / 2 + "
                                    "restart) >= 1): checkpoint more often or use fewer devices")));
                return 0;
            }
            t.spotMultiplier = *mult;
            hours *= *mult;
        }
        t.billedDeviceHours += hours;
        return hours * *p;
    };

    double computePerMonth = 0;
    const int term = commitmentTermMonths(s.commitment);
    if (term == 0) {
        computePerMonth = payPerUse(s.commitment, usefulPerMonth);
        t.burstUsd = computePerMonth * months;
        t.billedDeviceHours *= months;
    } else {
        const auto p = price(s.commitment);
        if (!p)
            fail(ProblemKind::Price,
                 Message(AP_TEXT("ap::Problem", "no %1 price for this device"),
                         {msg::text(std::string(commitmentName(s.commitment)))}));
        const double reserved = std::max(0.0, s.reservedDevices.value_or(s.devices));
        const double reservedPerMonth = reserved * kHoursPerMonth * p.value_or(0);
        const double excess = std::max(0.0, usefulPerMonth - reserved * kHoursPerMonth);
        double burstPerMonth = 0;
        if (excess > 0)
            burstPerMonth = payPerUse(s.burst, excess);
        t.billedDeviceHours = (t.billedDeviceHours + reserved * kHoursPerMonth) * months;
        computePerMonth = reservedPerMonth + burstPerMonth;
        t.reservedUsd = reservedPerMonth * months;
        t.burstUsd = burstPerMonth * months;
        // A commitment runs whole terms: months owed after the horizon are a real obligation
        // of this plan, so they are charged in the last month rather than silently dropped.
        const int owed = months > 0 ? (term - months % term) % term : 0;
        t.commitmentBeyondHorizonUsd = reservedPerMonth * owed;
    }
    t.computeUsd = computePerMonth * months + t.commitmentBeyondHorizonUsd;

    // The same egress every month: priced through the tiers once.
    const double egress = months > 0 ? tieredCostUsd(s.egressBytesPerMonth, s.egressTiers) : 0.0;
    // The total is the months summed in month order (as sum() would), the last month once it
    // holds the commitment owed beyond the horizon: one pass instead of two. The sums are kept
    // in locals (not in `t`, which the series could alias); without storage growth every
    // month stores the same bytes (growth x month is a zero of one sign), priced once.
    double total = 0;
    const auto sumMonths = [&]<bool grows>() {
        const double flat = (s.storageBytes + s.storageGrowthBytesPerMonth * 0) / 1e9 *
                            s.storageUsdPerGigabyteMonth;
        double* const monthly = t.monthlyUsd.data();
        double storageUsd = 0, egressUsd = 0, egressBytes = 0;
        for (int m = 0; m < months; ++m) {
            double storage = flat;
            if constexpr (grows) {
                const double stored = s.storageBytes + s.storageGrowthBytesPerMonth * m;
                storage = stored / 1e9 * s.storageUsdPerGigabyteMonth;
            }
            const double month = computePerMonth + storage + egress;
            monthly[m] = month;
            if (m + 1 < months)
                total += month;
            storageUsd += storage;
            egressUsd += egress;
            egressBytes += s.egressBytesPerMonth;
        }
        t.storageUsd = storageUsd;
        t.egressUsd = egressUsd;
        t.egressBytes = egressBytes;
    };
    if (s.storageGrowthBytesPerMonth != 0)
        sumMonths.template operator()<true>();
    else
        sumMonths.template operator()<false>();
    if (months > 0) {
        t.monthlyUsd.back() += t.commitmentBeyondHorizonUsd;
        total += t.monthlyUsd.back();
    }
    t.totalUsd = total;
    t.costPerUsefulDeviceHourUsd = t.usefulDeviceHours > 0 ? t.totalUsd / t.usefulDeviceHours : 0.0;
}

} // namespace ap
