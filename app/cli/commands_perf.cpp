// The evaluate and calibrate commands.
#include "cli/cli.h"
#include "cli/commands.h"

#include "common/human_arg.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/number_text.h"
#include "common/shown_text.h"
#include "common/text_file.h"
#include "hardware/catalog.h"
#include "perf/api_served.h"
#include "perf/calibration.h"
#include "perf/calibration_formats.h"
#include "perf/calibration_run.h"
#include "perf/evaluation_json.h"
#include "perf/figure_registry.h"
#include "perf/interactive_latency.h"
#include "perf/layout_lines.h"
#include "perf/prediction_band.h"
#include "perf/prefill_queue.h"
#include "perf/scenario_evaluation.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/cost_figures.h"
#include "placement/site.h"
#include "project/calibration_reference.h"
#include "project/project.h"
#include "project/project_text.h"
#include "project/validate.h"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

namespace ap {

using nlohmann::json;

namespace {

// One line: the label padded to a column, then the value.
void line(std::ostream& out, const std::string& label, const std::string& value)
{
    constexpr size_t kWidth = 42;
    out << "  " << label << std::string(label.size() < kWidth ? kWidth - label.size() : 1, ' ')
        << value << "\n";
}

std::string percent(double fraction, const char* format = "%.1f")
{
    return formatNumber(100 * fraction, format) + " %";
}

// Users in several regions: a line per region (its share, distance, round trip and the
// serving figures its users see), the worst marked; the lines above are the weighted means.
void printUserRegions(std::ostream& out, const ScenarioResult& r)
{
    const std::vector<UserRegionFigures> regions = userRegionFigures(r);
    const int worst = worstUserRegion(regions);
    for (size_t i = 0; i < regions.size(); ++i) {
        const UserRegionFigures& f = regions[i];
        std::string value = percent(f.share) + " of traffic, " +
                            formatNumber(f.distanceKm, "%.0f") + " km, round trip " +
                            formatDuration(f.roundTripSec);
        if (f.ttftWithNetworkSec)
            value += ", TTFT " + formatDuration(*f.ttftWithNetworkSec);
        if (f.requestLatencyWithNetworkSec)
            value += ", request " + formatDuration(*f.requestLatencyWithNetworkSec);
        if (int(i) == worst && regions.size() > 1)
            value += " (worst)";
        line(out, "  Users in " + f.name, value);
    }
}

// The layout options a scenario uses, one line each (nothing for a plain layout).
void printLayout(std::ostream& out, const LayoutFigures& f)
{
    for (const auto& [label, value] : layoutLines(f))
        line(out, label.english(), value.english());
}

// The headline figures of one area that the text shows (perf/figure_registry.h), one line
// each; the total cost names its horizon and site.
void printFigures(std::ostream& out, FigureArea area, const ScenarioResult& r,
                  const HeadlineFigures& h, const ScenarioBands* b = nullptr)
{
    for (const HeadlineFigureInfo& f : headlineFigureInfos()) {
        if (f.area != area || !f.shownIn(kViewCliText))
            continue;
        const auto v = f.value(r, h);
        if (!v)
            continue;
        std::string text = figureText(f.unit, *v);
        if (f.id == HeadlineFigure::TotalCost)
            text += " over " + std::to_string(r.cost->horizonMonths) + " months at " +
                    r.cost->computeSite;
        line(out, std::string(f.labelFor(r.training.has_value())), text);
        const bool perWork = f.id == HeadlineFigure::CostPerTrainingRun ||
                             f.id == HeadlineFigure::CostPerMillionOutputTokens;
        if (perWork && b && b->costPerWorkUsd)
            line(out, std::string(f.labelFor(r.training.has_value())) + " P10-P90",
                 figureText(f.unit, b->costPerWorkUsd->p10) + " - " +
                     figureText(f.unit, b->costPerWorkUsd->p90));
    }
}

// The P10-P90 band of a figure (perf/prediction_band.h), on the line after the figure.
void bandLine(std::ostream& out, const std::string& label, const std::optional<FigureBand>& b,
              std::string (*text)(double))
{
    if (b)
        line(out, label + " P10-P90", text(b->p10) + " - " + text(b->p90));
}

std::string tokensText(double v)
{
    return formatHuman(v) + " tokens/s";
}

std::string durationText(double v)
{
    return formatDuration(v);
}

// The model's GEMM format and the attention projections' where they differ (a feasible run).
std::optional<std::pair<Precision, Precision>> componentPrecisions(const ScenarioResult& r)
{
    if (r.training && r.training->projectionPrecision != r.training->computePrecision)
        return std::pair{r.training->computePrecision, r.training->projectionPrecision};
    if (r.inference && r.inference->projectionPrecision != r.inference->computePrecision)
        return std::pair{r.inference->computePrecision, r.inference->projectionPrecision};
    return std::nullopt;
}

void printText(std::ostream& out, const std::vector<Scenario>& scenarios,
               const std::vector<ScenarioResult>& results,
               const std::vector<std::optional<ScenarioBands>>& bands)
{
    for (size_t k = 0; k < results.size(); ++k) {
        const ScenarioResult& r = results[k];
        const ScenarioBands* b = k < bands.size() && bands[k] ? &*bands[k] : nullptr;
        out << r.name << (r.feasible ? "" : "  [INFEASIBLE]") << "\n";
        for (const auto& p : r.problems)
            out << "  problem: " << p << "\n";
        if (k < scenarios.size())
            if (const auto warning = interactiveLatencyWarning(scenarios[k], r))
                out << "  warning: " << *warning << "\n";
        if (b)
            line(out, "Prediction band",
                 "regime " + b->regime + ", " + std::to_string(b->rows) + " measured rows (" +
                     b->pool + "); P10-P90 from the model's errors on them" +
                     (b->ownRows > 0 ? ", moved toward " + std::to_string(b->ownRows) +
                                           " rows of the project's calibration (weight " +
                                           formatNumber(100.0 * b->ownRows /
                                                            (b->ownRows + kOwnRowsCredibility),
                                                        "%.0f") +
                                           " %)"
                                     : std::string()));
        const bool api = servedByApi(r);
        if (r.memoryPerDeviceBytes > 0 && !api)
            line(out, "Memory per device", formatNumber(r.memoryPerDeviceBytes / 1e9) + " GB");
        if (!r.softwareStack.empty() && !api)
            line(out, "Software stack", softwareStackText(r));
        // The compute format per component where the attention projections have their own
        // (workload.attention_projection_precision); one format needs no line.
        if (const auto formats = componentPrecisions(r); formats && !api)
            line(out, "Compute formats",
                 "attention projections " + std::string(precisionName(formats->second)) +
                     ", other GEMMs " + std::string(precisionName(formats->first)));
        const HeadlineFigures h = headlineFigures(r);
        if (api && r.inference && r.feasible) {
            const bool ownRate = shownOutputTokensPerSec(r) == r.inference->outputTokensPerSec;
            line(out, "Served by",
                 "the model API at " + r.cost->computeSite +
                     ": its devices, batch and latency are the provider's (not modelled)");
            line(out, "Output tokens/s priced",
                 formatHuman(shownOutputTokensPerSec(r)) +
                     (ownRate ? " (what the scenario's cluster would serve)" : " (the demand)"));
        }
        if (r.training && r.feasible) {
            const TrainingResult& t = *r.training;
            line(out, "Throughput", formatHuman(t.tokensPerSec) + " tokens/s");
            if (b)
                bandLine(out, "Throughput", b->tokensPerSec, tokensText);
            line(out, "Step time", formatDuration(t.stepTimeSec));
            if (b)
                bandLine(out, "Step time", b->stepTimeSec, durationText);
            line(out, "MFU", percent(t.mfu));
            line(out, "Pipeline bubble", percent(t.pipelineBubbleFraction));
            printLayout(out, t.layout);
            printFigures(out, FigureArea::Time, r, h);
            if (b)
                bandLine(out, "Time to train", b->timeToTrainSec, durationText);
        }
        if (r.inference && r.feasible && !api) {
            const InferenceResult& i = *r.inference;
            line(out, "Served batch",
                 formatNumber(i.batch, "%.0f") + " (limited by " + i.batchLimitedBy + ")");
            printFigures(out, FigureArea::Memory, r, h);
            line(out, "TTFT", formatDuration(i.ttftSec));
            // Its parts (perf/prefill_queue.h): they sum to the TTFT above.
            if (!i.disaggregated)
                line(out, "TTFT parts",
                     "service " + formatDuration(i.ttftServiceSec) + " + wait for a prefill slot " +
                         formatDuration(i.prefillQueueWaitSec) + " (M/G/1: the engine prefills " +
                         formatNumber(i.prefillQueueUtilisation * 100, "%.0f") +
                         " % of the time at this load)");
            else
                line(out, "TTFT parts",
                     "service " + formatDuration(i.ttftServiceSec) + " + wait for a prefill pass " +
                         formatDuration(i.prefillQueueWaitSec) +
                         " (M/G/c: the decode pool offers the prefill pool " +
                         formatNumber(i.prefillQueueUtilisation * 100, "%.0f") + " % of its rate)");
            if (b)
                bandLine(out, "TTFT", b->ttftSec, durationText);
            if (i.prefixCacheHitShare > 0)
                line(out, "Prefix cache",
                     formatNumber(i.prefixCacheHitShare * 100, "%.1f") +
                         " % of prompt tokens hit: " +
                         formatNumber(i.prefillComputedTokens, "%.0f") +
                         " tokens prefilled per request, the cached KV read and held");
            if (i.dualBatchOverlap)
                line(out, "Dual-batch overlap",
                     "two micro-batches per pass: each one's expert dispatch and combine run under "
                     "the other's MoE layers (weights read twice)");
            line(out, "TPOT", formatDuration(i.tpotSec));
            if (b)
                bandLine(out, "TPOT", b->tpotSec, durationText);
            line(out, "Output tokens/s", formatHuman(i.outputTokensPerSec));
            if (b)
                bandLine(out, "Output tokens/s", b->outputTokensPerSec,
                         [](double v) { return formatHuman(v); });
            if (i.beamWidth > 1)
                line(out, "Beam search",
                     formatNumber(i.beamWidth, "%.0f") + " beams per request, " +
                         formatHuman(i.beamTokensPerSec) + " beam tokens/s, prompt KV cache " +
                         (i.beamsSharePromptKv ? "shared" : "copied per beam"));
            if (i.speculativeDraftTokens > 0)
                line(out, "Speculative decoding",
                     formatNumber(i.speculativeDraftTokens, "%.0f") + " draft tokens (" +
                         (i.speculativeDraftModel
                              ? "draft model, " + formatBytes(i.draftWeightsBytes) + " per device"
                              : std::string("the model's MTP module")) +
                         "), acceptance " +
                         formatNumber(i.speculativeAcceptanceRate * 100, "%.0f") + " %, " +
                         formatNumber(i.speculativeTokensPerStep, "%.2f") +
                         " tokens per verification step, " +
                         formatNumber(i.speculativeSpeedup, "%.2f") +
                         "x the tokens/s without it at this batch");
            if (i.engineInstances > 1)
                line(out, "Engine instances",
                     formatNumber(i.engineInstances, "%.0f") +
                         " per CPU, each with its own weights and a batch of " +
                         formatNumber(i.batch / i.engineInstances, "%.0f") +
                         "; TTFT and TPOT are one instance's");
            line(out, "Prefill scheduling",
                 std::string(prefillSchedulingName(i.prefillScheduling)) +
                     (i.staticBatches
                          ? " (static batches: the batch's prompts prefilled together, then "
                            "decoded to its end; TTFT is the batch's prefill)"
                      : i.prefillScheduling == PrefillScheduling::Separate
                          ? " (prompts in their own forward pass; decodes wait for them)"
                      : i.prefillScheduling == PrefillScheduling::Disaggregated
                          ? " (prompts on the prefill pool; decodes never wait for them)"
                          : " (prompt chunks in the decode iterations)"));
            if (i.sloPercentile)
                line(out, "SLO percentile",
                     formatNumber(*i.sloPercentile, "%g") +
                         "th: " + formatNumber(i.percentileConcurrency, "%.1f") +
                         " sequences in service per instance (Poisson arrivals, " +
                         formatNumber(i.engineSlots, "%g") + " slots per replica), wait " +
                         formatDuration(i.percentileWaitSec) + ", TTFT " +
                         formatDuration(i.percentileTtftSec) + ", TPOT " +
                         formatDuration(i.percentileTpotSec));
            if (i.disaggregated) {
                const Parallelism& pp = i.prefillParallelism;
                line(out, "Prefill pool",
                     formatNumber(i.prefillDevices, "%.0f") + " devices, tensor " +
                         std::to_string(pp.tensor) + " x pipeline " + std::to_string(pp.pipeline) +
                         (pp.expert > 1 ? ", expert " + std::to_string(pp.expert) : "") +
                         (pp.context > 1 ? ", context " + std::to_string(pp.context) : "") + ", " +
                         formatNumber(i.prefillPromptsPerPass, "%.0f") +
                         " prompts per pass (limited by " + i.prefillLimitedBy + "), pass " +
                         formatDuration(i.prefillPassSec) + ", KV transfer " +
                         formatDuration(i.kvTransferSec));
                line(out, "Pool rates",
                     "prefill " + formatHuman(i.prefillRequestsPerSec) + " requests/s, decode " +
                         formatHuman(i.decodeRequestsPerSec) + " requests/s");
                // The prefill pool's queue (perf/prefill_queue.h): the mean wait is in the TTFT
                // above, the percentile's in the percentile's TTFT.
                line(out, "Prefill queue",
                     formatNumber(prefillUtilisation(i) * 100, "%.0f") +
                         "% of the prefill pool's rate, mean wait " +
                         formatDuration(i.prefillQueueWaitSec) + " (Erlang C, in the TTFT)" +
                         (i.sloPercentile
                              ? ", " + formatNumber(*i.sloPercentile, "%g") +
                                    "th percentile wait " + formatDuration(i.percentileWaitSec) +
                                    " (in that percentile's TTFT)"
                              : std::string()));
            }
            line(out, "Requests/s", formatHuman(i.requestsPerSec));
            line(out, "Decode bound by", std::string(ceilingName(i.decodeBinding)));
            printLayout(out, i.layout);
            if (i.evaluation)
                line(out, "Judge capacity",
                     percent(i.evaluation->capacityShare) + " of the cluster");
        }
        if (r.reliability && r.feasible) {
            const ReliabilityResult& x = *r.reliability;
            line(out, "Interruptions per day", formatNumber(x.interruptionsPerDay));
            line(out, "Goodput", percent(x.goodput));
            line(out, "Checkpoint stall",
                 formatDuration(x.checkpointStallSec) + " every " +
                     formatDuration(x.checkpointIntervalSec));
            line(out, "Lost hours per day", formatNumber(x.lostHoursPerDay));
        }
        if (r.cost && r.cost->feasible) {
            const CostReport& c = *r.cost;
            printFigures(out, FigureArea::Cost, r, h, b);
            if (const auto perHour = costPerUsefulDeviceHour(c))
                line(out, "Cost per useful device-hour", formatUsd(*perHour));
            if (energyKnown(c))
                line(out, "Energy",
                     formatHuman(c.energyKwh / 1e3) + " MWh, " + formatHuman(c.co2Tonnes) +
                         " t CO2");
            if (r.inference) {
                line(out,
                     c.userRegions.empty() ? "Network round trip to users"
                                           : "Network round trip to users (traffic-weighted)",
                     formatDuration(c.userLatencySec));
                printUserRegions(out, r);
                line(out, "Availability", formatAvailability(c.availability) + " %");
            }
            if (c.breakEvenMonth)
                line(out, "Break-even month", std::to_string(*c.breakEvenMonth));
        }
        if (r.cost)
            printCostReport(out, *r.cost);
    }
}

} // namespace

Project loadCheckedProject(const std::string& path, const DataContext& data)
{
    // Read without the cross checks, then the one validator (project/validate.h) lists every
    // problem; the first is the line `evaluate` has always printed first.
    Project project = loadProjectText(readTextFile(path), path, CrossChecks::Skip);
    throwIfProblems(validateProject(project, data), path);
    return project;
}

EfficiencyParams efficiencyFor(const Project& p, const std::filesystem::path& projectPath)
{
    if (p.calibrationPath.empty())
        return defaultEfficiencyParams();
    std::filesystem::path path = p.calibrationPath;
    if (path.is_relative())
        path = projectPath.parent_path() / path;
    return loadEfficiencyFile(path.string());
}

int commandEvaluate(ArgParser& args, CliContext& ctx)
{
    const bool asJson = args.takeFlag("--json");
    const std::string path = args.requirePositional("PROJECT");
    args.expectEnd();
    const DataContext shipped = loadData(ctx);
    const Project project = loadCheckedProject(path, shipped);
    const DataContext data = shipped.withParams(efficiencyFor(project, path));
    const auto results = evaluateProject(project, data);
    // The bands of the project's calibration: its own rows move their regimes' bands.
    const auto bands = projectBands(project, results, data);
    if (asJson)
        ctx.out << evaluationJsonText(results, bands, &project.scenarios) << "\n";
    else
        printText(ctx.out, project.scenarios, results, bands);
    return kExitOk;
}

namespace {

// What a benchmark tool's result file does not state: `--context FILE`, overridden option by
// option (calibration_formats.h).
RunContext takeRunContext(ArgParser& args)
{
    RunContext c;
    if (const auto file = args.takeOption("--context"))
        c = runContextFromJson(readTextFile(*file), *file);
    RunContext over;
    over.deviceId = args.takeOption("--device").value_or(std::string());
    over.model = args.takeOption("--model").value_or(std::string());
    auto integer = [&](const char* name, long long max) -> std::optional<int> {
        if (const auto v = args.takeInteger(name, 1, max))
            return int(*v);
        return std::nullopt;
    };
    over.devices = integer("--devices", 10000000);
    over.tensorParallel = integer("--tensor-parallel", 100000);
    over.pipelineParallel = integer("--pipeline-parallel", 100000);
    over.expertParallel = integer("--expert-parallel", 100000);
    auto precision = [&](const char* name) -> std::optional<Precision> {
        const auto v = args.takeOption(name);
        if (!v)
            return std::nullopt;
        const auto p = parsePrecision(*v);
        if (!p)
            throw UsageError(std::string(name) + ": unknown precision \"" + *v + "\"");
        return p;
    };
    over.precision = precision("--precision");
    over.kvCachePrecision = precision("--kv-cache-precision");
    if (const auto v = args.takeOption("--stack")) {
        const auto stack = parseStack(*v);
        if (!stack || (*stack != SoftwareStack::Auto && stackInfo(*stack).training))
            throw UsageError("--stack: unknown serving stack \"" + *v + "\"");
        over.stack = stack;
    }
    over.inputTokens = args.takeNumber("--input-tokens", 1, 1e7);
    over.outputTokens = args.takeNumber("--output-tokens", 1, 1e7);
    over.maxBatch = args.takeNumber("--max-batch", 1, 1e6);
    if (const auto v = args.takeOption("--collective")) {
        over.collective = parseCollectiveKind(*v);
        if (!over.collective)
            throw UsageError("--collective: expected all_reduce, all_gather, reduce_scatter or "
                             "all_to_all, got \"" +
                             *v + "\"");
    }
    return mergeRunContext(c, over);
}

} // namespace

int commandCalibrate(ArgParser& args, CliContext& ctx)
{
    const bool asJson = args.takeFlag("--json");
    const auto modelsPath = args.takeOption("--models");
    const auto outputPath = args.takeOption("--output");
    // Sets the project's `calibration` to the fitted file (--output, else a new file beside
    // the project), so that its later evaluations and searches use it.
    const auto applyTo = args.takeOption("--apply");
    const auto priorWeightOption = args.takeNumber("--prior-weight", 0, 1e6);
    // Refitting the shipped parameters starts from the physical priors in the code; a
    // user's refinement starts from (and is pulled towards) the shipped fit.
    const bool fromPhysicalPriors = args.takeFlag("--from-physical-priors");
    const RunContext runContext = takeRunContext(args);
    const std::vector<std::string> files = args.takePositionals();
    args.expectEnd();
    if (files.empty())
        throw UsageError("calibrate needs at least one measurements or result file");

    const double priorWeight = priorWeightOption.value_or(0.05);
    const DataContext shipped = loadData(ctx);
    ModelTable models = builtInModels();
    if (modelsPath)
        for (auto& [name, spec] : parseModelTable(readTextFile(*modelsPath), *modelsPath))
            models[name] = spec;
    CalibrationInput input;
    for (const auto& f : files)
        addResultFile(input, readTextFile(f), f, runContext, models);

    // The project is read (and refused, naming its field) before anything is fitted or written.
    std::optional<Project> applied;
    std::string appliedText;
    if (applyTo) {
        appliedText = readTextFile(*applyTo);
        applied = loadProjectText(appliedText, *applyTo, CrossChecks::Skip);
        // The validator of every other command (loadCheckedProject): a project with problems
        // (an unknown device or site, a bad layout) is refused whole, and nothing is written.
        throwIfProblems(validateProject(*applied, shipped), *applyTo);
    }

    const DataContext prior = fromPhysicalPriors ? shipped.withParams(EfficiencyParams{}) : shipped;
    const CalibrationOutcome outcome = runCalibration(input, prior, priorWeight);
    const FitReport& fit = outcome.fit;
    const json doc = outcome.document();
    const std::optional<std::filesystem::path> written =
        outputPath ? std::optional<std::filesystem::path>(*outputPath)
        : applyTo  ? std::optional<std::filesystem::path>(calibrationFileBeside(*applyTo))
                   : std::nullopt;
    if (written)
        writeTextFileAtomically(*written, doc.dump(2) + "\n");
    if (applied) {
        applied->calibrationPath = calibrationReference(*applyTo, *written);
        saveProjectFile(*applied, *applyTo, appliedText);
    }
    if (asJson) {
        ctx.out << doc.dump(2) << "\n";
        return kExitOk;
    }
    ctx.out << "fitted on " << input.rows.size() << " measurements";
    if (!input.collectives.empty())
        ctx.out << " and " << input.collectives.size() << " collective runs";
    ctx.out << "\n";
    if (!input.rows.empty())
        for (size_t i = 0; i < EfficiencyParams::kFittedNames.size(); ++i)
            ctx.out << "  " << EfficiencyParams::kFittedNames[i] << " = "
                    << formatNumber(outcome.params.fitted()[i], "%.4g") << "  (was "
                    << formatNumber(prior.params().fitted()[i], "%.4g") << ")\n";
    if (outcome.fabric) {
        const EfficiencyParams& was = prior.params();
        for (const std::string& name : outcome.fabric->fitted) {
            const double now = name == "link"                 ? outcome.params.link
                               : name == "scale_up_latency_s" ? outcome.params.scaleUpLatencySec
                                                              : outcome.params.scaleOutLatencySec;
            const double before = name == "link"                 ? was.link
                                  : name == "scale_up_latency_s" ? was.scaleUpLatencySec
                                                                 : was.scaleOutLatencySec;
            ctx.out << "  " << name << " = " << formatNumber(now, "%.4g") << "  (was "
                    << formatNumber(before, "%.4g") << ")\n";
        }
    }
    if (outcome.params.cpuOpOverheadSec)
        ctx.out << "  cpu_op_overhead_s = "
                << formatNumber(*outcome.params.cpuOpOverheadSec, "%.4g") << "  (was "
                << formatNumber(
                       prior.params().cpuOpOverheadSec.value_or(prior.params().kernelOverheadSec),
                       "%.4g")
                << ")\n";
    if (outcome.params.cpuMemory)
        ctx.out << "  cpu_memory = " << formatNumber(*outcome.params.cpuMemory, "%.4g") << "  (was "
                << formatNumber(prior.params().cpuMemory.value_or(prior.params().memory), "%.4g")
                << ")\n";
    for (const auto& [family, scale] : outcome.params.architectureComputeScale)
        ctx.out << "  compute scale of " << family << " = " << formatNumber(scale, "%.4g") << "\n";
    if (!fit.rows.empty()) {
        ctx.out << "row errors (predicted / measured - 1):\n";
        for (const RowError& e : fit.rows) {
            ctx.out << "  " << escapeControls(e.id) << "  ";
            if (std::isfinite(e.relativeError))
                ctx.out << formatNumber(100 * e.relativeError, "%+.1f") << " %\n";
            else
                ctx.out << "infeasible (does not fit as stated; counted as the worst error)\n";
        }
        ctx.out << "median |error|: training "
                << formatNumber(100 * fit.medianAbsErrorTraining, "%.1f") << " %, inference "
                << formatNumber(100 * fit.medianAbsErrorInference, "%.1f") << " %; max "
                << formatNumber(100 * fit.maxAbsError, "%.1f") << " %";
        if (fit.infeasibleRows > 0)
            ctx.out << " over the rows that evaluate; " << fit.infeasibleRows << " infeasible";
        ctx.out << "\n";
        // Before the fit: the same rows under the parameters it started from.
        ctx.out << "before the fit: median |error| training "
                << formatNumber(100 * outcome.before.medianAbsErrorTraining, "%.1f")
                << " %, inference "
                << formatNumber(100 * outcome.before.medianAbsErrorInference, "%.1f") << " %\n";
    }
    if (outcome.fabric) {
        ctx.out << "collective times (predicted / measured - 1), before -> after:\n";
        for (const CollectiveRowError& e : outcome.fabric->rows)
            ctx.out << "  " << escapeControls(e.id) << "  " << formatNumber(e.bytes, "%.0f")
                    << " B  " << formatNumber(100 * (e.beforeSec / e.measuredSec - 1), "%+.1f")
                    << " % -> " << formatNumber(100 * (e.afterSec / e.measuredSec - 1), "%+.1f")
                    << " %\n";
        ctx.out << "median |error| of the collective times: "
                << formatNumber(100 * outcome.fabric->medianAbsErrorBefore, "%.1f") << " % -> "
                << formatNumber(100 * outcome.fabric->medianAbsErrorAfter, "%.1f") << " %\n";
    }
    if (written && !applied)
        ctx.out << "wrote " << escapeControls(written->string())
                << " (reference it from a project as \"calibration\")\n";
    if (applied)
        ctx.out << "wrote " << escapeControls(written->string()) << "; " << escapeControls(*applyTo)
                << " now uses it (\"calibration\": \"" << escapeControls(applied->calibrationPath)
                << "\")\n";
    return kExitOk;
}

} // namespace ap
