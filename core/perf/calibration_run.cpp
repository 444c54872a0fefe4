#include "perf/calibration_run.h"

#include "common/input_error.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

namespace ap {

ResultFormat addResultFile(CalibrationInput& input, std::string_view text,
                           const std::string& origin, const RunContext& context,
                           const ModelTable& models)
{
    ResultFile file = readResultFile(text, origin, context, models);
    if (file.rows.empty() && file.collectives.empty())
        throw InputError(origin, {}, "no measurement rows (only a header?)");
    input.rowFiles.insert(input.rowFiles.end(), file.rows.size(), origin);
    input.rows.insert(input.rows.end(), std::make_move_iterator(file.rows.begin()),
                      std::make_move_iterator(file.rows.end()));
    input.collectiveFiles.insert(input.collectiveFiles.end(), file.collectives.size(), origin);
    input.collectives.insert(input.collectives.end(), file.collectives.begin(),
                             file.collectives.end());
    input.files.push_back(origin);
    return file.format;
}

CalibrationOutcome runCalibration(const CalibrationInput& input, const DataContext& prior,
                                  double priorWeight)
{
    if (input.rows.empty() && input.collectives.empty())
        throw InputError(input.files.empty() ? std::string() : input.files.front(), {},
                         "no measurement rows (only a header?)");
    const Catalog& catalog = prior.catalog();
    // Unknown devices are named now, not reported as "infeasible" rows later.
    for (size_t i = 0; i < input.rows.size(); ++i) {
        try {
            catalog.at(input.rows[i].scenario.cluster.deviceId, input.rows[i].id + ".device");
        } catch (const InputError& e) {
            throw e.withFile(input.rowFiles[i]);
        }
    }
    for (size_t i = 0; i < input.collectives.size(); ++i) {
        try {
            catalog.at(input.collectives[i].deviceId, input.collectives[i].id + ".device");
        } catch (const InputError& e) {
            throw e.withFile(input.collectiveFiles[i]);
        }
    }
    CalibrationOutcome out;
    out.priorWeight = priorWeight;
    out.before = assess(input.rows, prior);
    // A row the model cannot predict at all (it does not fit in memory, its layout is
    // impossible) would enter the fit as a fixed penalty and print "+nan %": name it instead.
    for (size_t i = 0; i < input.rows.size(); ++i) {
        if (std::isfinite(out.before.rows[i].predicted) && out.before.rows[i].predicted > 0)
            continue;
        const ScenarioResult r = evaluateScenario(input.rows[i].scenario, prior);
        throw InputError(
            input.rowFiles[i], "measurement \"" + input.rows[i].id + "\"",
            "infeasible as described (" +
                (r.problems.empty() ? std::string("no prediction") : r.problems.front().english()) +
                "): fix or remove the row");
    }
    DataContext start = prior;
    if (!input.collectives.empty()) {
        out.fabric = fitFabric(input.collectives, prior);
        start = prior.withParams(out.fabric->params);
    }
    // The rows the efficiencies are fitted to: all but TTFT (isFittedMetric). Every row is
    // reported before and after, TTFT too, and counts in its regime's band.
    std::vector<Measurement> fitted;
    for (const Measurement& m : input.rows)
        if (isFittedMetric(m.metric))
            fitted.push_back(m);
    if (!fitted.empty()) {
        const FitReport rep = fitEfficiency(fitted, start, priorWeight);
        out.fit = assess(input.rows, start.withParams(rep.params));
        out.fit.iterations = rep.iterations;
        // Leave one source out: the same fit without a source's rows, and those rows' errors
        // under it (deterministic: the fit is; one fit per source).
        std::set<std::string> sources;
        for (const Measurement& m : fitted)
            sources.insert(sourceGroup(m.source));
        if (sources.size() >= 2)
            for (const std::string& source : sources) {
                std::vector<Measurement> rest, own;
                for (const Measurement& m : fitted)
                    if (sourceGroup(m.source) != source)
                        rest.push_back(m);
                for (const Measurement& m : input.rows)
                    if (sourceGroup(m.source) == source)
                        own.push_back(m);
                const FitReport without = fitEfficiency(rest, start, priorWeight);
                for (const RowError& e : assess(own, start.withParams(without.params)).rows)
                    if (std::isfinite(e.logSpeedRatio))
                        out.heldOutLogSpeedRatio[e.id] = e.logSpeedRatio;
            }
    } else {
        out.fit = assess(input.rows, start);
    }
    out.params = out.fit.params;
    // Its own rows are these (a prior that was a project's calibration brings none of its own).
    out.params.ownRows.clear();
    for (const RowError& e : out.fit.rows)
        if (!e.regime.empty() && std::isfinite(e.logSpeedRatio))
            out.params.ownRows.push_back({e.regime, e.logSpeedRatio});
    const std::string first = input.files.empty() ? std::string() : input.files.front();
    out.params.source =
        "fitted by accelplan-cli calibrate to " + std::to_string(input.rows.size()) +
        " measurements" +
        (input.collectives.empty()
             ? std::string()
             : " and " + std::to_string(input.collectives.size()) + " collective runs") +
        " (" + first + (input.files.size() > 1 ? ", ..." : "") + ")";
    return out;
}

nlohmann::json CalibrationOutcome::document() const
{
    nlohmann::json report = fit.toJson();
    report["prior_weight"] = priorWeight;
    report["median_abs_error_training_before"] = before.medianAbsErrorTraining;
    report["median_abs_error_inference_before"] = before.medianAbsErrorInference;
    if (fabric)
        report["fabric"] = fabric->toJson();
    for (nlohmann::json& row : report["rows"])
        if (const auto it = heldOutLogSpeedRatio.find(row.at("id").get<std::string>());
            it != heldOutLogSpeedRatio.end())
            row["log_speed_ratio_held_out"] = it->second;
    nlohmann::json doc = efficiencyToJson(params, report);
    if (fabric) {
        std::string names;
        for (const std::string& n : fabric->fitted)
            names += (names.empty() ? "" : ", ") + n;
        doc["fixed"]["sources"] =
            names + ": fitted by accelplan-cli calibrate to nccl-tests output (" +
            fabric->rows.front().id + (fabric->rows.size() > 1 ? ", ..." : "") +
            "); the others as shipped: " + doc["fixed"]["sources"].get<std::string>();
    }
    return doc;
}

} // namespace ap
