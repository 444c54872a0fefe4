// First-order risk of a candidate: the relative spread of its cost per work and its terms.

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
                                     (c.capexShare + c.networkShare + c.otherShare));
    c.riskTerms.emplace_back("model efficiency", e.efficiencyCv * (1 - c.egressShare));
    if (ctx.training)
        c.riskTerms.emplace_back("failures and timeouts",
                                 ctx.study.uncertainty.failureRateCv * (1 - c.goodput));
    double sum = 0;
    for (const auto& [name, v] : c.riskTerms)
        sum += v * v;
    c.risk = std::sqrt(sum);
}

} // namespace ap::recommend_detail
