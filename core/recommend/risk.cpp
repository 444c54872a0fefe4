// First-order risk of a candidate and its objective when inputs move.

#include "recommend/search.h"

#include <algorithm>
#include <cmath>

namespace ap::recommend_detail {

void addRisk(const StudyContext& ctx, const std::string& confidence, Evaluated& e)
{
    Candidate& c = e.c;
    c.riskTerms.clear();
    const double pcv = priceCv(ctx, confidence);
    c.riskTerms.emplace_back("device price (" + confidence + " confidence)",
                             pcv * (c.cloudComputeShare + c.capexShare));
    c.riskTerms.emplace_back("electricity price",
                             ctx.study.uncertainty.priceCvMedium * c.powerShare);
    if (!c.cloud && e.utilisation > 0)
        c.riskTerms.emplace_back("utilisation of owned hardware",
                                 ctx.study.uncertainty.utilisationSd / e.utilisation *
                                     (c.capexShare + c.otherShare));
    c.riskTerms.emplace_back("model efficiency", e.efficiencyCv * (1 - c.egressShare));
    if (ctx.training)
        c.riskTerms.emplace_back("failures and timeouts",
                                 ctx.study.uncertainty.failureRateCv * (1 - c.goodput));
    double sum = 0;
    for (const auto& [name, v] : c.riskTerms)
        sum += v * v;
    c.risk = std::sqrt(sum);
}

double objectiveUnder(const Evaluated& e, Objective o, const Modifiers& m)
{
    const Candidate& c = e.c;
    // Time scales with 1/efficiency; training time also with the share lost to failures.
    double timeFactor = 1 / std::max(1e-9, m.efficiency);
    if (c.training)
        timeFactor *= c.goodput + (1 - c.goodput) * m.failureRate;
    // A serving demand moved by m.demand needs whole replicas: capacity per served token
    // changes by replicas(demand x k) / replicas(demand) / k (a step function: 22 replicas
    // carry 5% more load for free, the 23rd costs a whole replica).
    double capacityFactor = 1;
    if (m.demand != 1 && e.demandTokensPerSec > 0 && e.perReplicaTokensPerSec > 0) {
        const double moved = std::max(
            1.0, std::ceil(m.demand * e.demandTokensPerSec / e.perReplicaTokensPerSec - 1e-9));
        capacityFactor = moved / std::max(1, c.replicas) / m.demand;
    }
    switch (o) {
    case Objective::Cost: {
        // Owned hardware is paid whatever it does: its cost per unit of work follows the
        // utilisation it reaches. Rented hours and electricity follow the time worked.
        const double uf = c.cloud ? 1.0 : 1 / std::max(1e-9, m.utilisation);
        const double capacity = c.cloudComputeShare * m.cloudPrice +
                                c.capexShare * m.ownedPrice * uf + c.powerShare * m.powerPrice +
                                c.otherShare * uf;
        return c.costPerWorkUsd *
               (capacity * timeFactor * capacityFactor + c.egressShare * m.egress);
    }
    case Objective::Energy:
    case Objective::Carbon:
        return c.objectives[int(o)] * timeFactor * capacityFactor;
    case Objective::Time:
    case Objective::Latency:
        return c.objectives[int(o)] * timeFactor;
    case Objective::Risk:
        return c.risk;
    }
    return c.objectives[int(o)];
}

const Evaluated* bestUnder(const std::vector<const Evaluated*>& feasible, Objective o,
                           const Modifiers& m)
{
    const Evaluated* best = nullptr;
    double bestValue = 0;
    for (const Evaluated* e : feasible) {
        const double v = objectiveUnder(*e, o, m);
        if (!best || v < bestValue) {
            best = e;
            bestValue = v;
        }
    }
    return best;
}

} // namespace ap::recommend_detail
