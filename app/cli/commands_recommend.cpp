#include "cli/cli.h"
#include "cli/commands.h"

#include "common/did_you_mean.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/number_text.h"
#include "hardware/catalog.h"
#include "perf/efficiency_params.h"
#include "project/project.h"
#include "recommend/recommend.h"
#include "recommend/recommend_json.h"
#include "recommend/recommend_studies.h"

#include <cstdio>
#include <nlohmann/json.hpp>

namespace ap {

namespace {

std::string costText(const Recommendation& r, double usd)
{
    return "$" + formatNumber(usd, usd >= 100 ? "%.0f" : "%.3g") +
           (r.workloadKind == "training" ? "/run" : "/M tok");
}

std::string timeText(const Recommendation& r, const Candidate& c)
{
    if (r.workloadKind == "training")
        return formatNumber(c.timeToTrainSec / 86400, "%.1f") + " d";
    // The users' TTFT: the engine's plus their network round trip to the site.
    return "TTFT " + formatNumber(c.ttftSec * 1e3, "%.0f") + " ms incl. network, TPOT " +
           formatNumber(c.tpotSec * 1e3, "%.0f") + " ms";
}

void printText(std::ostream& out, const Recommendation& r)
{
    out << r.study << "  (" << r.workloadKind << ", template \"" << r.scenario << "\", objective "
        << objectiveName(r.objective) << ")\n";
    out << "  searched " << r.layoutsEvaluated << " layouts and " << r.candidatesEvaluated
        << " placed candidates in " << formatNumber(r.searchSeconds * 1e3, "%.0f") << " ms; "
        << r.candidatesFeasible << " feasible\n\n";
    if (!r.ranked.empty()) {
        out << "  rank  cost            time                      risk   candidate\n";
        for (size_t i = 0; i < r.ranked.size(); ++i) {
            const Candidate& c = r.ranked[i];
            char line[512];
            std::snprintf(line, sizeof line, "  %4zu  %-14s  %-24s  %5.1f%%  %s\n", i + 1,
                          costText(r, c.costPerWorkUsd).c_str(), timeText(r, c).c_str(),
                          c.risk * 100, c.label().c_str());
            out << line;
        }
        out << "\n";
    }
    out << "  Why:\n";
    for (const auto& s : r.explanation)
        out << "    - " << s << "\n";
    if (!r.flips.empty()) {
        out << "  What would flip it:\n";
        for (const auto& f : r.flips)
            out << "    - " << f.sentence << "\n";
    }
    if (!r.tornado.empty()) {
        out << "  Sensitivity (winner's " << objectiveName(r.objective) << "):\n";
        for (const auto& t : r.tornado) {
            const double lo = (t.lowValue / t.baseValue - 1) * 100;
            const double hi = (t.highValue / t.baseValue - 1) * 100;
            out << "    " << t.input << " " << t.lowLabel << " / " << t.highLabel << ": "
                << formatNumber(lo, "%+.1f") << "% / " << formatNumber(hi, "%+.1f") << "%\n";
        }
    }
    if (r.monteCarlo && !r.monteCarlo->options.empty()) {
        const MonteCarloSummary& m = *r.monteCarlo;
        out << "  Monte Carlo (" << m.samples << " samples, seed " << m.seed << "):\n";
        // The GUI's and the playbook's two odds, each named for what it is.
        if (m.options.size() >= 2)
            out << "    head to head: the winner beats the runner-up in "
                << formatPercent(m.probabilityWinnerBeatsRunnerUp) << " of the samples\n";
        for (const auto& o : m.options)
            out << "    P(best of all) " << formatNumber(o.probabilityBest * 100, "%5.1f")
                << "%  P10/P50/P90 " << formatNumber(o.p10) << " / " << formatNumber(o.p50) << " / "
                << formatNumber(o.p90) << "  " << o.label
                << (o.bandRegime.empty() ? std::string()
                                         : "  (speed " + formatRatio(o.speedFactorP10) + " to " +
                                               formatRatio(o.speedFactorP90) +
                                               " of the prediction, " + o.bandRegime + ")")
                << (o.infeasibleShare > 0
                        ? "  (breaks a constraint in " + formatPercent(o.infeasibleShare) +
                              " of the samples)"
                        : std::string())
                << "\n";
    }
    if (!r.rejections.empty()) {
        out << "  Rejected:\n";
        for (const auto& x : r.rejections)
            out << "    " << x.count << " for " << problemKindName(x.reason) << " (e.g. "
                << x.example << ")\n";
    }
    for (const auto& n : r.notes)
        out << "  note: " << n << "\n";
    out << "\n";
}

} // namespace

int commandRecommend(ArgParser& args, CliContext& ctx)
{
    const bool asJson = args.takeFlag("--json");
    const auto studyName = args.takeOption("--study");
    const auto objectiveText = args.takeOption("--objective");
    const auto threads = args.takeInteger("--threads", 1, 256);
    const auto seed = args.takeInteger("--seed", 0, (1LL << 53));
    const std::string path = args.requirePositional("PROJECT");
    args.expectEnd();

    std::optional<Objective> objective;
    if (objectiveText) {
        objective = parseObjective(*objectiveText);
        if (!objective)
            throw UsageError("--objective: expected cost, time, latency, energy, carbon or "
                             "risk, got \"" +
                             *objectiveText + "\"");
    }
    RecommendOptions options;
    if (threads)
        options.threads = int(*threads);
    const DataContext shipped = loadData(ctx);
    const Project project = loadCheckedProject(path, shipped);
    const DataContext data = shipped.withParams(efficiencyFor(project, path));

    std::vector<StudySpec> studies = studiesOf(project);
    if (studyName) {
        std::vector<std::string> names;
        for (const StudySpec& s : studies) {
            if (!s.name.empty())
                names.push_back(s.name);
            if (!s.scenario.empty())
                names.push_back(s.scenario);
        }
        std::erase_if(studies, [&](const StudySpec& s) {
            return s.name != *studyName && s.scenario != *studyName;
        });
        if (studies.empty())
            throw InputError(path, "--study",
                             "no study or scenario named \"" + *studyName + "\"" +
                                 didYouMean(*studyName, names));
    }
    for (StudySpec& s : studies) {
        if (objective)
            s.objective = *objective;
        if (seed)
            s.uncertainty.seed = std::uint64_t(*seed);
    }
    std::vector<Recommendation> results;
    try {
        results = recommendStudies(project, studies, data, options);
    } catch (const InputError& e) {
        throw e.withFile(path);
    }
    if (asJson)
        ctx.out << recommendationsJsonText(results) << "\n";
    else
        for (const auto& r : results)
            printText(ctx.out, r);
    return kExitOk;
}

} // namespace ap
