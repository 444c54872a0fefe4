#include "perf/efficiency_params.h"

#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "workload/software_stack.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

double fittedOverlapExponent(bool tensorCopyEngine)
{
    // Least squares on data/calibration/gemm_kernels.csv, each source's level and fixed latency
    // free (tst_calibration::gemmKernelOverlap prints them and asserts the shipped values are
    // its fits): DeepGEMM's FP8 GEMMs on H800 (TMA, warp-specialised) 1.5, rms log error 0.134
    // against 0.173 at the roofline's max; aiter's FP8 GEMMs on MI300X (no copy engine) 1.0,
    // 0.208 against 0.256. Both rows' devices are GPUs: other kinds keep the max
    // (fittedOverlapDeviceKinds; docs/model-accuracy.md, "Fitted per catalog fact").
    // The 1.0 is the fact's, not aiter's tile grid: with each aiter row's computed rows and busy
    // compute units taken from its stated launch (block, 304 CUs) the fit stays 1.0 (rms 0.124
    // against 0.158 at the max), and the A100 training rows fit better at 1.0 than at the max
    // ("Whose exponent is 1.0", same document).
    return tensorCopyEngine ? 1.5 : 1.0;
}

std::set<DeviceKind> fittedOverlapDeviceKinds()
{
    // The catalog kind of every device in data/calibration/gemm_kernels.csv (H800, MI300X).
    return {DeviceKind::Gpu};
}

void EfficiencyParams::setFitted(const std::array<double, 5>& v)
{
    computeWide = v[0];
    computeNarrow = v[1];
    memory = v[2];
    kernelOverheadSec = v[3];
    attention = v[4];
}

Efficiency EfficiencyParams::rooflineEfficiency(Precision compute, const std::string& architecture,
                                                bool cpu) const
{
    Efficiency e;
    e.at(Ceiling::Compute) = computeFraction(compute, architecture, cpu);
    // Streaming kernels reach about the same fraction of their memory bandwidth whoever made
    // the device (copy/triad tests: ~80% of HBM on NVIDIA, AMD and TPUs, and of DDR5 on
    // Xeon and EPYC sockets with local allocation), so a family scale applies to compute
    // only. CPU serving engines that run several processes per socket, each streaming its own
    // copy of the weights, are modelled as such (workload engine_instances), not by a lower
    // memory fraction: that would slow the per-sequence KV cache traffic too.
    // A CPU's own fraction where the calibration fitted one (cpuMemory: its decode also
    // dequantises on the cores that issue the loads).
    const double memoryFraction = memoryFor(cpu);
    e.at(Ceiling::Memory) = memoryFraction;
    e.at(Ceiling::Cache) = memoryFraction;
    e.at(Ceiling::HostLink) = link;
    e.at(Ceiling::ScaleUp) = link;
    e.at(Ceiling::ScaleOut) = link;
    return e;
}

EfficiencyParams efficiencyFromJson(const json& doc, const std::string& origin)
{
    try {
        const JsonReader top(doc, {});
        top.rejectUnknownKeys({"format", "version", "parameters", "architecture_compute_scale",
                               "reference_architecture", "software_stack_scale", "fixed", "fit",
                               "source", "cpu_architectures", "architecture_clock_fraction",
                               "cpu_op_overhead_s", "cpu_memory"});
        if (top.string("format") != "accelplan-efficiency")
            top.fail("format", Message(AP_TEXT("ap::InputError", "expected \"%1\""),
                                       {msg::text("accelplan-efficiency")}));
        if (top.integer("version", 1, 1000) > 1)
            top.fail("version", Message(AP_TEXT("ap::InputError",
                                                "newer than this AccelPlan reads (1): update "
                                                "AccelPlan")));
        EfficiencyParams p;
        const JsonReader fitted = top.object("parameters");
        fitted.rejectUnknownKeys(
            {"compute_wide", "compute_narrow", "memory", "kernel_overhead_s", "attention"});
        p.computeWide = fitted.number("compute_wide", 0.01, 1);
        p.computeNarrow = fitted.number("compute_narrow", 0.01, 1);
        p.memory = fitted.number("memory", 0.01, 1);
        p.kernelOverheadSec = fitted.number("kernel_overhead_s", 0, 1e-3);
        p.attention = fitted.numberOr("attention", p.attention, 0.01, 1);
        if (top.has("cpu_op_overhead_s"))
            p.cpuOpOverheadSec = top.number("cpu_op_overhead_s", 0, 1e-2);
        if (top.has("cpu_memory"))
            p.cpuMemory = top.number("cpu_memory", 0.01, 1);
        if (const auto scales = top.optionalObject("architecture_compute_scale"))
            for (const auto& [arch, value] : top.value("architecture_compute_scale").items()) {
                (void)value;
                p.architectureComputeScale[arch] = scales->number(arch, 0.1, 10);
            }
        if (const auto clocks = top.optionalObject("architecture_clock_fraction"))
            for (const auto& [arch, value] : top.value("architecture_clock_fraction").items()) {
                (void)value;
                p.architectureClockFraction[arch] = clocks->number(arch, 0.05, 1);
            }
        if (top.has("cpu_architectures")) {
            if (!top.value("cpu_architectures").is_array())
                top.fail("cpu_architectures", "expected an array of family names");
            for (const auto& family : top.value("cpu_architectures")) {
                if (!family.is_string())
                    top.fail("cpu_architectures", "expected an array of family names");
                p.cpuArchitectures.insert(family.get<std::string>());
            }
        }
        if (const auto scales = top.optionalObject("software_stack_scale"))
            for (const auto& [stack, value] : top.value("software_stack_scale").items()) {
                (void)value;
                if (!parseStack(stack) || stack == "auto")
                    scales->fail(stack,
                                 Message(AP_TEXT("ap::InputError", "unknown software stack")));
                p.stackScale[stack] = scales->number(stack, 0.1, 10);
            }
        if (const auto fixed = top.optionalObject("fixed")) {
            fixed->rejectUnknownKeys({"link", "scale_up_latency_s", "scale_out_latency_s",
                                      "memory_usable_fraction", "overlap_exponent",
                                      "overlap_exponent_copy_engine", "overlap_exponent_kinds",
                                      "sources"});
            p.link = fixed->numberOr("link", p.link, 0.01, 1);
            p.scaleUpLatencySec =
                fixed->numberOr("scale_up_latency_s", p.scaleUpLatencySec, 0, 1e-2);
            p.scaleOutLatencySec =
                fixed->numberOr("scale_out_latency_s", p.scaleOutLatencySec, 0, 1e-2);
            p.memoryUsableFraction =
                fixed->numberOr("memory_usable_fraction", p.memoryUsableFraction, 0.1, 1);
            const bool bothGiven = fixed->has("overlap_exponent");
            p.overlapExponent = fixed->numberOr("overlap_exponent", p.overlapExponent, 1, 64);
            p.overlapExponentCopyEngine =
                fixed->numberOr("overlap_exponent_copy_engine",
                                bothGiven ? p.overlapExponent : p.overlapExponentCopyEngine, 1, 64);
            if (fixed->has("overlap_exponent_kinds")) {
                const json& kinds = fixed->value("overlap_exponent_kinds");
                constexpr const char* kExpected =
                    "expected an array of device kinds (cpu, gpu, tpu, accelerator)";
                if (!kinds.is_array())
                    fixed->fail("overlap_exponent_kinds", kExpected);
                p.overlapExponentKinds.clear();
                for (const json& k : kinds) {
                    const auto kind = k.is_string() ? parseDeviceKind(k.get<std::string>())
                                                    : std::optional<DeviceKind>();
                    if (!kind)
                        fixed->fail("overlap_exponent_kinds", kExpected);
                    p.overlapExponentKinds.insert(*kind);
                }
            }
        }
        // A project's own calibration: its fitted rows' regimes and errors (calibration.h).
        if (top.has("fit") && top.value("fit").is_object() && top.value("fit").contains("rows") &&
            top.value("fit").at("rows").is_array())
            for (const json& row : top.value("fit").at("rows")) {
                if (!row.is_object() || !row.contains("regime"))
                    continue;
                const json& regime = row.at("regime");
                const json ratio = row.value("log_speed_ratio", json());
                if (!regime.is_string() || !(ratio.is_number() || ratio.is_null()))
                    top.fail("fit", Message(AP_TEXT("ap::InputError",
                                                    "a row's regime must be text and its "
                                                    "log_speed_ratio a number")));
                if (ratio.is_number() && !regime.get<std::string>().empty() &&
                    std::isfinite(ratio.get<double>()))
                    p.ownRows.push_back({regime.get<std::string>(), ratio.get<double>()});
            }
        p.referenceArchitecture = top.stringOr("reference_architecture", p.referenceArchitecture);
        p.source = top.stringOr("source", origin);
        return p;
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

EfficiencyParams defaultEfficiencyParams()
{
    static const EfficiencyParams params = [] {
        const auto text = embeddedFile("calibration/efficiency.json");
        if (!text)
            return EfficiencyParams{};
        EfficiencyParams p = efficiencyFromJson(parseJson(*text, "built-in efficiency.json"),
                                                "built-in calibration/efficiency.json");
        // The shipped rows are in the shipped band table already.
        p.ownRows.clear();
        return p;
    }();
    return params;
}

EfficiencyParams loadEfficiencyFile(const std::string& path)
{
    return efficiencyFromJson(parseJson(readTextFile(path), path), path);
}

namespace {

json overlapKindNames(const std::set<DeviceKind>& kinds)
{
    json names = json::array();
    for (const DeviceKind k : kinds)
        names.push_back(std::string(deviceKindName(k)));
    return names;
}

} // namespace

json efficiencyToJson(const EfficiencyParams& p, const json& fitReport)
{
    json doc = {{"format", "accelplan-efficiency"},
                {"version", 1},
                {"source", p.source},
                {"parameters",
                 {{"compute_wide", p.computeWide},
                  {"compute_narrow", p.computeNarrow},
                  {"memory", p.memory},
                  {"kernel_overhead_s", p.kernelOverheadSec},
                  {"attention", p.attention}}},
                {"architecture_compute_scale", p.architectureComputeScale},
                {"architecture_clock_fraction", p.architectureClockFraction},
                {"cpu_architectures", p.cpuArchitectures},
                {"reference_architecture", p.referenceArchitecture},
                {"software_stack_scale", p.stackScale},
                {"fixed",
                 {{"link", p.link},
                  {"scale_up_latency_s", p.scaleUpLatencySec},
                  {"scale_out_latency_s", p.scaleOutLatencySec},
                  {"memory_usable_fraction", p.memoryUsableFraction},
                  {"overlap_exponent", p.overlapExponent},
                  {"overlap_exponent_copy_engine", p.overlapExponentCopyEngine},
                  {"overlap_exponent_kinds", overlapKindNames(p.overlapExponentKinds)},
                  {"sources",
                   "link: nccl-tests PERFORMANCE.md (bus bandwidth reaches ~80% of NVLink/IB line "
                   "rate for large messages); latencies: typical NCCL per-step latency, NVLink "
                   "~5 us, InfiniBand ~12 us; memory_usable_fraction: what a job can allocate "
                   "after the CUDA/ROCm context, NCCL buffers and allocator fragmentation (2-4 GiB "
                   "of 80 GiB); serving then gives 90% of what weights and activations leave to "
                   "the KV cache (TensorRT-LLM kv_cache_free_gpu_memory_fraction default 0.9); "
                   "overlap_exponent (devices without a tensor copy engine) and "
                   "overlap_exponent_copy_engine (with one: the catalog's tensor_copy_engine): "
                   "kernel time = (compute^p + memory^p)^(1/p), least squares on the published "
                   "kernel timings of data/calibration/gemm_kernels.csv of each value (DeepGEMM "
                   "H800 with TMA, aiter MI300X without; each source's level and fixed latency "
                   "free), none of them an end-to-end row; overlap_exponent_kinds: the catalog "
                   "kinds of those rows' devices, which take the fitted exponents (every other "
                   "kind the roofline's max, 64, until kernel rows of its kind are fitted)"}}},
                {"fit", fitReport}};
    if (p.cpuOpOverheadSec)
        doc["cpu_op_overhead_s"] = *p.cpuOpOverheadSec;
    if (p.cpuMemory)
        doc["cpu_memory"] = *p.cpuMemory;
    return doc;
}

Precision computePrecisionFor(const Device& d, Precision stored)
{
    // The fastest format the device has among those the stored one can run in; on a tie the
    // wider one (a device whose FP8 runs at the BF16 rate gains nothing from FP8 kernels but
    // would pay for the casts, so frameworks keep 16-bit compute there).
    auto firstSupported = [&](std::initializer_list<Precision> order) -> std::optional<Precision> {
        std::optional<Precision> best;
        for (Precision p : order)
            if (d.supports(p) &&
                (!best || *d.peak(p) > *d.peak(*best) ||
                 (*d.peak(p) == *d.peak(*best) && bytesPerElement(p) > bytesPerElement(*best))))
                best = p;
        return best;
    };
    std::optional<Precision> p;
    switch (stored) {
    case Precision::FP4:
        p = firstSupported(
            {Precision::FP4, Precision::FP8, Precision::BF16, Precision::FP16, Precision::FP32});
        break;
    case Precision::INT4:
        // Weight-only INT4 (AWQ/GPTQ) dequantises into 16-bit GEMMs.
        p = firstSupported({Precision::BF16, Precision::FP16, Precision::FP32});
        break;
    case Precision::FP8:
        p = firstSupported({Precision::FP8, Precision::BF16, Precision::FP16, Precision::FP32});
        break;
    case Precision::INT8:
        p = firstSupported({Precision::INT8, Precision::BF16, Precision::FP16, Precision::FP32});
        break;
    case Precision::BF16:
        p = firstSupported({Precision::BF16, Precision::FP16, Precision::FP32});
        break;
    case Precision::FP16:
        p = firstSupported({Precision::FP16, Precision::BF16, Precision::FP32});
        break;
    case Precision::TF32:
        p = firstSupported({Precision::TF32, Precision::FP32});
        break;
    case Precision::FP32:
        p = firstSupported({Precision::FP32, Precision::TF32});
        break;
    case Precision::FP64:
        p = firstSupported({Precision::FP64});
        break;
    }
    if (!p)
        throw InputError(
            {}, "precision",
            Message(AP_TEXT("ap::InputError", "%1 has no compute format usable for %2 models"),
                    {msg::text(d.id), msg::text(std::string(precisionName(stored)))}));
    return *p;
}

bool EfficiencyParams::isStackCalibrated(const std::string& stack) const
{
    return isEfficiencyReference(stack) || stackScale.contains(stack);
}

} // namespace ap
