#include "recommend/objective_text.h"

#include "common/figure_labels.h"
#include "format/number_format.h"

#include <QCoreApplication>

namespace ap {

namespace {

constexpr double kDay = 86400.0;

// The translation context of these texts (lupdate reads Objectives::tr).
struct Objectives {
    Q_DECLARE_TR_FUNCTIONS(ap::Objectives)
};

} // namespace

std::vector<Objective> allObjectives()
{
    return {Objective::Cost,   Objective::Time,   Objective::Latency,
            Objective::Energy, Objective::Carbon, Objective::Risk};
}

QString objectiveChoiceText(Objective objective)
{
    switch (objective) {
    case Objective::Cost:
        return Objectives::tr("Cost");
    case Objective::Time:
        return Objectives::tr("Time");
    case Objective::Latency:
        return Objectives::tr("Latency");
    case Objective::Energy:
        return Objectives::tr("Energy");
    case Objective::Carbon:
        return Objectives::tr("Carbon");
    case Objective::Risk:
        return Objectives::tr("Risk");
    }
    return {};
}

QString objectiveTitle(Objective objective, bool training)
{
    switch (objective) {
    case Objective::Cost:
        return training ? Objectives::tr("Cost per run")
                        : Objectives::tr("Cost per million tokens");
    case Objective::Time:
        // Serving ranks on what the users see: the engine's figure plus their network round
        // trip, labelled as such (the engine's TTFT alone is another figure).
        return training ? Objectives::tr("Time to train")
                        : Objectives::tr("Request latency incl. the users' network");
    case Objective::Latency:
        return training ? Objectives::tr("Step time") : headlineLabel(kLabelTtftWithNetwork);
    case Objective::Energy:
        return training ? Objectives::tr("Energy per run")
                        : Objectives::tr("Energy per million tokens");
    case Objective::Carbon:
        return training ? Objectives::tr("CO₂ per run") : Objectives::tr("CO₂ per million tokens");
    case Objective::Risk:
        return Objectives::tr("Cost risk");
    }
    return {};
}

QString objectiveUnit(Objective objective, bool training)
{
    switch (objective) {
    case Objective::Cost:
        return Objectives::tr("USD");
    case Objective::Time:
        return training ? Objectives::tr("days") : Objectives::tr("s");
    case Objective::Latency:
        return Objectives::tr("s");
    case Objective::Energy:
        return Objectives::tr("kWh");
    case Objective::Carbon:
        return Objectives::tr("kg");
    case Objective::Risk:
        return Objectives::tr("%");
    }
    return {};
}

double objectiveValue(const Candidate& c, Objective objective, bool training)
{
    // The engine keeps every objective per candidate; only the display unit differs.
    return objectiveFromEngine(objective, training, c.objectives[size_t(objective)]);
}

double objectiveFromEngine(Objective objective, bool training, double value)
{
    if (objective == Objective::Time && training)
        return value / kDay;
    if (objective == Objective::Risk)
        return 100.0 * value;
    return value;
}

} // namespace ap
