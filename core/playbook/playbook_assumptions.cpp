#include "playbook/playbook_builder.h"

#include "common/number_text.h"
#include "economics/price_book.h"
#include "perf/scenario_figures.h"
#include "placement/site.h"
#include "playbook/csv_text.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace ap::playbook_detail {

using nlohmann::json;

void Builder::assumptions()
{
    PlaybookSection& sec = add("assumptions", "Assumptions");
    PlaybookTable t;
    CsvTable& csv = pb.csv.emplace_back();
    csv.name = "assumptions";
    csv.header = {"scope", "input", "value", "unit", "value_text", "date", "confidence", "source"};
    auto addRow = [&](const std::string& scope, const std::string& input,
                      std::optional<double> value, const std::string& unit, const std::string& text,
                      const std::string& source, const std::string& date = {},
                      const std::string& confidence = {}) {
        t.rows.push_back({input, text, unit, source});
        csv.rows.push_back({scope, input, value ? csvNumber(*value) : std::string(), unit, text,
                            date, confidence, source});
    };
    const std::string fromFile = "project file";
    for (const Scenario& s : project.scenarios) {
        t = {};
        t.header = {"Input", "Value", "Unit", "Source"};
        t.numeric = {false, true, false, false};
        const ModelSpec& m = modelOf(s);
        const std::string& n = s.name;
        addRow(n, "model parameters", m.parameters, "1", formatHuman(m.parameters), fromFile);
        addRow(n, "layers", m.layers, "1", std::to_string(m.layers), fromFile);
        addRow(n, "hidden size", m.hidden, "1", formatNumber(m.hidden, "%.0f"), fromFile);
        addRow(n, "precision", std::nullopt, "", std::string(precisionName(precisionOf(s))),
               fromFile);
        if (const auto* w = std::get_if<TrainingWorkload>(&s.workload)) {
            addRow(n, "training tokens", w->tokens, "1", formatHuman(w->tokens), fromFile);
            addRow(n, "sequence length", w->sequenceLength, "1",
                   formatNumber(w->sequenceLength, "%.0f"), fromFile);
            addRow(n, "global batch", w->globalBatchSequences, "sequences",
                   formatNumber(w->globalBatchSequences, "%.0f"), fromFile);
        } else {
            const auto& i = std::get<InferenceWorkload>(s.workload);
            addRow(n, "input tokens per request", i.inputTokens, "1",
                   formatNumber(i.inputTokens, "%.0f"), fromFile);
            addRow(n, "output tokens per request", i.outputTokens, "1",
                   formatNumber(i.outputTokens, "%.0f"), fromFile);
            if (i.sloTtftSec)
                addRow(n, "SLO: TTFT", *i.sloTtftSec, "s", formatDuration(*i.sloTtftSec), fromFile);
            if (i.sloTpotSec)
                addRow(n, "SLO: TPOT", *i.sloTpotSec, "s", formatDuration(*i.sloTpotSec), fromFile);
            if (i.sloPercentile)
                addRow(n, "SLO percentile", *i.sloPercentile, "%",
                       formatNumber(*i.sloPercentile, "%g") +
                           "th percentile, checked at that percentile of the requests in flight "
                           "under Poisson arrivals",
                       fromFile + " (slo.percentile)");
            if (const size_t k = size_t(&s - project.scenarios.data());
                k < pb.results.size() && pb.results[k].inference)
                addRow(
                    n, "prefill scheduling", std::nullopt, "",
                    std::string(prefillSchedulingName(pb.results[k].inference->prefillScheduling)),
                    "software stack (prompts mixed into decode iterations or run separately)");
            if (i.beamWidth > 1) {
                const size_t k = size_t(&s - project.scenarios.data());
                const bool shared = k < pb.results.size() && pb.results[k].inference
                                        ? pb.results[k].inference->beamsSharePromptKv
                                        : true;
                addRow(n, "beam width", i.beamWidth, "beams",
                       std::to_string(i.beamWidth) + " beams per request, prompt prefilled once, " +
                           (shared ? "its KV cache shared" : "its KV cache copied per beam"),
                       fromFile + " (beam_width): the batch counts beams; output tokens count "
                                  "one beam per request");
            }
        }
        if (const auto* i = std::get_if<InferenceWorkload>(&s.workload);
            i && i->engineInstances > 1)
            addRow(n, "engine instances", i->engineInstances, "per device",
                   std::to_string(i->engineInstances) +
                       " serving processes per CPU, each on an equal share of its cores and "
                       "memory bandwidth with its own copy of the weights and its own batch",
                   fromFile + " (engine_instances)");
        addRow(n, "device", std::nullopt, "", s.cluster.deviceId, fromFile);
        addRow(n, "device count", s.cluster.count, "1", std::to_string(s.cluster.count), fromFile);
        if (const size_t k = size_t(&s - project.scenarios.data());
            k < pb.results.size() && !pb.results[k].softwareStack.empty()) {
            const ScenarioResult& r = pb.results[k];
            addRow(n, "software stack", r.stackEfficiencyScale, "1", softwareStackText(r),
                   r.softwareStackAuto
                       ? "default: the device's usual stack (README, software stacks)"
                       : fromFile + " (software_stack)");
        }
        // Layout options (docs/model-accuracy.md, "Layout options"), when used.
        const Parallelism& par = s.cluster.parallelism;
        const double tp = par.tensor;
        if (par.padHeads && std::fmod(m.heads, tp) != 0)
            addRow(n, "attention heads padded to", std::ceil(m.heads / tp) * tp, "1",
                   formatNumber(std::ceil(m.heads / tp) * tp, "%.0f") + " (of " +
                       formatNumber(m.heads, "%.0f") + ", a multiple of tensor " +
                       std::to_string(par.tensor) + ")",
                   fromFile + " (pad_heads): the padded heads' weights, FLOPs and KV cache "
                              "are counted (AWS Neuron)");
        if (par.expertSlots > 0)
            addRow(n, "expert slots", par.expertSlots, "1",
                   std::to_string(par.expertSlots) + " for " + std::to_string(m.experts) +
                       " experts over " + std::to_string(par.expert) + " ranks",
                   fromFile + " (expert_slots): replicas of hot experts (DeepSeek-V3 "
                              "serving), their weights held, load moved to them");
        if (par.weightStationary2d)
            addRow(n, "weight sharding", std::nullopt, "", "2d weight-stationary",
                   fromFile + " (weight_sharding): Pope et al. 2022, weights over both mesh "
                              "axes, attention over heads and batch");
        if (par.hostOffload != HostOffload::None)
            addRow(n, "host offload", std::nullopt, "",
                   std::string(hostOffloadName(par.hostOffload)),
                   fromFile + " (host_offload): moved over the device's host link, "
                              "overlapped with compute; the excess is in the step time");
        if (const auto k = std::visit([](const auto& w) { return w.attention; }, s.workload);
            k != AttentionKernel::Flash)
            addRow(n, "attention kernel", std::nullopt, "", std::string(attentionKernelName(k)),
                   k == AttentionKernel::Flash2
                       ? fromFile + ": FlashAttention-2, 0.62x the fused kernel of Hopper and "
                                    "Blackwell (FlashAttention-3 paper, Figure 5)"
                   : k == AttentionKernel::Flash1
                       ? fromFile + ": the first FlashAttention (CUDA or Triton), 1/1.4 of "
                                    "FlashAttention-2 forward and 1/2 backward on the same GPU "
                                    "(FlashAttention-2 paper, section 4.1)"
                       : fromFile + ": the score matrix goes through memory");
        if (const auto* t = std::get_if<TrainingWorkload>(&s.workload);
            t && t->pipelineSchedule == PipelineSchedule::DualPipe)
            addRow(n, "pipeline schedule", std::nullopt, "", "DualPipe",
                   fromFile + " (pipeline_schedule): DeepSeek-V3 report Table 2, bubble "
                              "(p/2-1)(F&B+B-3W), 2x parameters and p+1 micro-batches of "
                              "activations per device");
        if (s.isTraining()) {
            const ReliabilityOptions& o = s.reliability;
            const std::string src = s.hasReliabilityObject
                                        ? fromFile + " (reliability), else default"
                                        : "default: Llama 3 405B run rates (Grattafiori et "
                                          "al. 2024, Table 5); PyTorch NCCL watchdog 600 s";
            addRow(n, "restart time", o.restartSec, "s", formatDuration(o.restartSec), src);
            addRow(n, "NCCL watchdog timeout", o.ncclTimeoutSec, "s",
                   formatDuration(o.ncclTimeoutSec), src);
            addRow(n, "GPU failures per device-hour", o.rates.gpuPerHour, "1/h",
                   formatHuman(o.rates.gpuPerHour), src);
            addRow(n, "step jitter (CV)", o.stepJitterCv, "1", formatHuman(o.stepJitterCv), src);
            addRow(n, "checkpoint bytes per parameter", o.checkpointBytesPerParameter, "B",
                   formatHuman(o.checkpointBytesPerParameter), src);
            addRow(n, "storage tier", std::nullopt, "",
                   std::string(storageKindName(o.storage.kind)), o.storage.source);
            addRow(n, "storage aggregate write", o.storage.aggregateWriteBytesPerSec, "B/s",
                   gbps(o.storage.aggregateWriteBytesPerSec), o.storage.source);
        }
        if (s.placement) {
            const PlacementSpec& p = *s.placement;
            addRow(n, "compute site", std::nullopt, "", p.computeSite, fromFile);
            addRow(n, "horizon", p.horizonMonths * 730.0 * 3600, "s",
                   std::to_string(p.horizonMonths) + " months", fromFile + " (default 36)");
            addRow(n, "discount rate", p.discountRate, "1/year", formatPercent(p.discountRate),
                   fromFile + " (default 8%)");
            addRow(n, "data classes", std::nullopt, "", join(p.dataClasses, ", "), fromFile);
        }
        sec.blocks.push_back(subheading("Inputs: " + n));
        sec.blocks.push_back(tableBlock(std::move(t)));
    }

    // Device figures behind the numbers.
    sec.blocks.push_back(subheading("Device figures"));
    PlaybookTable d;
    d.header = {"Device", "Figure", "Value", "Source"};
    d.numeric = {false, false, true, false};
    for (const Device& dev : pb.devices) {
        auto addDev = [&](const std::string& fig, double v, const std::string& unit,
                          const std::string& text, const std::string& src) {
            d.rows.push_back({dev.id, fig, text, src});
            csv.rows.push_back({dev.id, fig, csvNumber(v), unit, text, "", "", src});
        };
        addDev("dense peak (highest format)", dev.maxPeakFlopsPerSec(), "FLOP/s",
               formatHuman(dev.maxPeakFlopsPerSec() / 1e12) + " TFLOP/s", dev.peakSource);
        addDev("memory capacity", dev.memoryCapacityBytes, "B", gb(dev.memoryCapacityBytes),
               dev.memorySource);
        addDev("memory bandwidth", dev.memoryBandwidthBytesPerSec, "B/s",
               gbps(dev.memoryBandwidthBytesPerSec), dev.memorySource);
        if (dev.tdpWatts)
            addDev("TDP", *dev.tdpWatts, "W", formatHuman(*dev.tdpWatts) + " W", dev.powerSource);
    }
    sec.blocks.push_back(tableBlock(std::move(d)));

    // Prices.
    sec.blocks.push_back(subheading("Prices (date and confidence of each)"));
    std::set<std::string> ids;
    for (const Device& dev : pb.devices)
        ids.insert(dev.id);
    PriceBook book = PriceBook::builtIn();
    for (const Scenario& s : project.scenarios)
        if (s.placement && !s.placement->priceOverrides.is_null())
            book.mergeOverrides(s.placement->priceOverrides, s.name + ".placement.prices");
    std::vector<PriceRow> prices;
    collectPrices(book.raw(), "", ids, prices);
    PlaybookTable pt;
    pt.header = {"Price", "Value", "Date", "Confidence", "Source"};
    pt.numeric = {false, true, false, false, false};
    int newest = 0;
    for (const PriceRow& p : prices) {
        // "providers/aws/devices/nvidia-h100-sxm5-80gb/on_demand" reads as
        // "aws nvidia-h100-sxm5-80gb on_demand".
        std::string item;
        for (size_t a = 1; a <= p.item.size();) {
            size_t b = p.item.find('/', a);
            if (b == std::string::npos)
                b = p.item.size();
            const std::string part = p.item.substr(a, b - a);
            if (part != "providers" && part != "devices" && part != "servers")
                item += (item.empty() ? "" : " ") + part;
            a = b + 1;
        }
        std::string text = formatNumber(p.value, "%.4g");
        if (p.unit.starts_with("usd_per_")) {
            std::string per = p.unit.substr(8);
            std::replace(per.begin(), per.end(), '_', ' ');
            text = "$" + text + " per " + per;
        } else if (!p.unit.empty()) {
            text += " " + p.unit;
        }
        pt.rows.push_back(
            {item, text, p.date, p.confidence.empty() ? "-" : p.confidence, p.source});
        csv.rows.push_back(
            {"price", item, csvNumber(p.value), p.unit, text, p.date, p.confidence, p.source});
        if (dateKey(p.date) > newest) {
            newest = dateKey(p.date);
            pb.priceBookDate = p.date;
        }
    }
    sec.blocks.push_back(tableBlock(std::move(pt)));

    // Calibration status of each device family used.
    sec.blocks.push_back(subheading("Calibration status of the device families used"));
    PlaybookTable ct;
    ct.header = {"Family", "Devices", "Status", "Compute scale"};
    ct.numeric = {false, false, false, true};
    std::map<std::string, std::vector<std::string>> families;
    std::set<std::string> cpuFamilies;
    for (const Device& dev : pb.devices) {
        families[dev.architecture].push_back(dev.id);
        if (dev.kind == DeviceKind::Cpu)
            cpuFamilies.insert(dev.architecture);
    }
    for (const auto& [family, devs] : families) {
        const double scale = params.architectureScale(family, cpuFamilies.contains(family));
        const bool fitted = params.isCalibrated(family); // the reference family included
        const std::string status =
            fitted ? "calibrated against measurements"
                   : "no measurements: shared efficiencies, uncertainty x3 in the Monte Carlo";
        ct.rows.push_back({family, join(devs, ", "), status, formatNumber(scale, "%.3f")});
        csv.rows.push_back({"calibration", family, csvNumber(scale), "1", status, "",
                            fitted ? "fitted" : "uncalibrated", params.source});
    }
    sec.blocks.push_back(tableBlock(std::move(ct)));
    sec.blocks.push_back(paragraph("Efficiency parameters: " + params.source));

    std::vector<std::string> notes;
    for (const Recommendation& r : pb.recommendations)
        for (const auto& n : r.notes)
            notes.push_back(r.study + ": " + n.english());
    for (const ScenarioResult& r : pb.results)
        if (r.cost)
            for (const auto& n : r.cost->notes)
                notes.push_back(r.name + ": " + n.english());
    if (!notes.empty()) {
        sec.blocks.push_back(subheading("Notes and limits"));
        sec.blocks.push_back(bullets(std::move(notes)));
    }
}

} // namespace ap::playbook_detail
