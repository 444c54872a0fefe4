// First-order risk of a candidate: the relative spread of its cost per work and its terms.

#include "recommend/search.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ap::recommend_detail {

void addRisk(const StudyContext& ctx, const std::string& confidence, Evaluated& e, bool named)
{
    addRisk(ctx, confidence, priceCv(ctx, confidence), e, named);
}

void addRisk(const StudyContext& ctx, const std::string& confidence, double pcv, Evaluated& e,
             bool named)
{
    Candidate& c = e.c;
    c.riskTerms.clear();
    // The squares summed in the order the terms are listed.
    double sum = 0;
    const auto term = [&](auto name, double v) {
        if (named)
            c.riskTerms.emplace_back(name(), v);
        sum += v * v;
    };
    term([&] { return "device price (" + confidence + " confidence)"; },
         pcv * (c.cloudComputeShare + c.capexShare));
    term([] { return std::string("electricity price"); },
         ctx.study.uncertainty.priceCvMedium * c.powerShare);
    if (!c.cloud && e.utilisation > 0)
        term([] { return std::string("utilisation of owned hardware"); },
             ctx.study.uncertainty.utilisationSd / e.utilisation *
                 (c.capexShare + c.networkShare + c.otherShare));
    term([] { return std::string("model efficiency"); }, e.efficiencyCv * (1 - c.egressShare));
    if (ctx.training)
        term([] { return std::string("failures and timeouts"); },
             ctx.study.uncertainty.failureRateCv * (1 - c.goodput));
    c.risk = std::sqrt(sum);
}

} // namespace ap::recommend_detail
