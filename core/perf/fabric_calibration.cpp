#include "perf/fabric_calibration.h"

#include "common/input_error.h"
#include "fabric/fabric_options.h"
#include "perf/comm_links.h"
#include "perf/least_squares.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

namespace {

constexpr double kMinLink = 0.01;
constexpr double kMaxLatencySec = 1e-2; // the efficiency file's limits

double medianOf(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

enum class Free { Link, ScaleUpLatency, ScaleOutLatency };

struct FabricSpace {
    std::vector<Free> params;
    Eigen::VectorXd toFree(const EfficiencyParams& p) const
    {
        Eigen::VectorXd u(Eigen::Index(params.size()));
        for (size_t i = 0; i < params.size(); ++i) {
            const auto k = Eigen::Index(i);
            switch (params[i]) {
            case Free::Link: {
                const double x = std::clamp((p.link - kMinLink) / (1 - kMinLink), 1e-6, 1 - 1e-6);
                u[k] = std::log(x / (1 - x));
                break;
            }
            case Free::ScaleUpLatency:
                u[k] = std::log(std::max(p.scaleUpLatencySec, 1e-9));
                break;
            case Free::ScaleOutLatency:
                u[k] = std::log(std::max(p.scaleOutLatencySec, 1e-9));
                break;
            }
        }
        return u;
    }
    EfficiencyParams fromFree(const Eigen::VectorXd& u, EfficiencyParams p) const
    {
        for (size_t i = 0; i < params.size(); ++i) {
            const double v = u[Eigen::Index(i)];
            switch (params[i]) {
            case Free::Link:
                p.link = kMinLink + (1 - kMinLink) / (1 + std::exp(-v));
                break;
            case Free::ScaleUpLatency:
                p.scaleUpLatencySec = std::min(std::exp(v), kMaxLatencySec);
                break;
            case Free::ScaleOutLatency:
                p.scaleOutLatencySec = std::min(std::exp(v), kMaxLatencySec);
                break;
            }
        }
        return p;
    }
};

const Device& runDevice(const CollectiveRun& run, const DataContext& data)
{
    return data.catalog().at(run.deviceId, run.id + ".device");
}

} // namespace

double predictCollectiveSec(const CollectiveRun& run, double bytes, const DataContext& data)
{
    const Device& d = runDevice(run, data);
    const FabricSpec spec = fabricSpecFor(FabricOptions{}, d, run.ranks);
    const CommLinks links(d, data.params(), spec);
    GroupPlacement g;
    g.size = run.ranks;
    g.domains = std::max(1, run.hosts);
    g.perDomain = std::max(1, run.ranks / g.domains);
    const LinkParams up = links.upFor(g.perDomain);
    const LinkParams& out = links.outFor(g);
    switch (run.kind) {
    case CollectiveKind::AllReduce:
        return allReduceTimeSec(bytes, g, up, out);
    case CollectiveKind::ReduceScatter:
    case CollectiveKind::AllGather:
        return reduceScatterTimeSec(bytes, g, up, out);
    case CollectiveKind::AllToAll:
        return allToAllTimeSec(bytes, g, up, out);
    }
    return allReduceTimeSec(bytes, g, up, out);
}

FabricFitReport fitFabric(const std::vector<CollectiveRun>& runs, const DataContext& data)
{
    FabricSpace space;
    space.params.push_back(Free::Link);
    bool scaleUp = false, scaleOut = false;
    for (const CollectiveRun& run : runs) {
        const Device& d = runDevice(run, data);
        const int hosts = std::max(1, run.hosts);
        // An all-to-all across hosts waits for its slower part, the network: its time says
        // nothing of the scale-up latency.
        if (d.scaleUp && run.ranks / hosts > 1 &&
            (hosts == 1 || run.kind != CollectiveKind::AllToAll))
            scaleUp = true;
        if (hosts > 1 || !d.scaleUp)
            scaleOut = true;
    }
    if (scaleUp)
        space.params.push_back(Free::ScaleUpLatency);
    if (scaleOut)
        space.params.push_back(Free::ScaleOutLatency);

    struct Row {
        const CollectiveRun* run;
        const CollectiveSample* sample;
    };
    std::vector<Row> rows;
    for (const CollectiveRun& run : runs)
        for (const CollectiveSample& s : run.samples)
            rows.push_back({&run, &s});
    const EfficiencyParams& prior = data.params();
    const Eigen::VectorXd u0 = space.toFree(prior);
    const Eigen::Index k = u0.size();
    const auto n = Eigen::Index(rows.size());
    // A weak pull towards the data's parameters keeps a parameter the rows barely move (the
    // latency when every message is large) where it was.
    const double priorWeight = 0.01;
    auto residuals = [&](const Eigen::VectorXd& u) {
        Eigen::VectorXd r(n + k);
        const DataContext at = data.withParams(space.fromFree(u, prior));
        for (Eigen::Index i = 0; i < n; ++i) {
            const Row& row = rows[size_t(i)];
            const double t = predictCollectiveSec(*row.run, row.sample->bytes, at);
            r[i] = t > 0 && std::isfinite(t) ? std::log(t / row.sample->timeSec) : 3.0;
        }
        r.tail(k) = std::sqrt(priorWeight) * (u - u0);
        return r;
    };
    const LeastSquaresResult fit = leastSquares(residuals, u0,
                                                {.maxIterations = 100,
                                                 .jacobianStep = 1e-5,
                                                 .maxTries = 12,
                                                 .minLambda = 1e-9,
                                                 .minGain = 1e-12});

    FabricFitReport rep;
    rep.params = space.fromFree(fit.u, prior);
    for (Free f : space.params)
        rep.fitted.push_back(f == Free::Link             ? "link"
                             : f == Free::ScaleUpLatency ? "scale_up_latency_s"
                                                         : "scale_out_latency_s");
    const DataContext after = data.withParams(rep.params);
    std::vector<double> before, afterErr;
    for (const Row& row : rows) {
        CollectiveRowError e;
        e.id = row.run->id;
        e.bytes = row.sample->bytes;
        e.measuredSec = row.sample->timeSec;
        e.beforeSec = predictCollectiveSec(*row.run, e.bytes, data);
        e.afterSec = predictCollectiveSec(*row.run, e.bytes, after);
        before.push_back(std::abs(e.beforeSec / e.measuredSec - 1));
        afterErr.push_back(std::abs(e.afterSec / e.measuredSec - 1));
        rep.rows.push_back(e);
    }
    rep.medianAbsErrorBefore = medianOf(before);
    rep.medianAbsErrorAfter = medianOf(afterErr);
    return rep;
}

nlohmann::json FabricFitReport::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    for (const CollectiveRowError& e : rows)
        list.push_back({{"id", e.id},
                        {"bytes", e.bytes},
                        {"measured_s", e.measuredSec},
                        {"predicted_before_s", e.beforeSec},
                        {"predicted_s", e.afterSec}});
    return {{"rows", list},
            {"fitted", fitted},
            {"median_abs_error_before", medianAbsErrorBefore},
            {"median_abs_error", medianAbsErrorAfter}};
}

} // namespace ap
