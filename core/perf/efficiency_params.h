#pragma once

#include "hardware/device.h"
#include "roofline/roofline.h"

#include <nlohmann/json_fwd.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// The overlap exponent of a kernel's compute and memory time fitted on the published kernel
// timings of its catalog fact's value (Device::tensorCopyEngine; tst_calibration::
// gemmKernelOverlap): the engine's prior, defined in efficiency_params.cpp beside its source.
double fittedOverlapExponent(bool tensorCopyEngine);
// The roofline's max as an overlap exponent: the documented default of a kernel's compute and
// memory time, (compute^64 + memory^64)^(1/64) = their max to 1.1%.
inline constexpr double kRooflineOverlapExponent = 64;
// The device kinds (catalog `kind`) whose devices the kernel rows of those fits ran on
// (data/calibration/gemm_kernels.csv: H800 and MI300X, both `gpu`): a fitted exponent applies
// to the population it was fitted on; a device of another kind keeps the roofline's max until
// kernel rows of its kind are fitted (tst_calibration::gemmKernelOverlap asserts this set is
// the kernel rows' kinds).
std::set<DeviceKind> fittedOverlapDeviceKinds();

// The few global, physically meaningful efficiency parameters of the performance engine.
// The fitted ones come from data/calibration/efficiency.json (least squares on the published
// measurements in the calibration set, see perf/calibration.h); the fixed ones are sourced
// constants that the calibration data cannot identify.
struct EfficiencyParams {
    // Fitted.
    double computeWide = 0.75;       // fraction of dense peak that 16/32-bit GEMMs reach
    double computeNarrow = 0.6;      // same for 8-bit and narrower formats (FP8, INT8, FP4)
    double memory = 0.8;             // fraction of memory bandwidth streaming kernels reach
    double kernelOverheadSec = 4e-6; // launch + synchronisation cost per kernel
    // Of an operator on a CPU (issue #27), in place of kernelOverheadSec: a CPU runs each
    // operator on all the socket's threads and ends it with a barrier that every thread must
    // reach before the next operator starts: ggml's graph executor calls ggml_barrier after
    // every graph node (ggml-org/llama.cpp ggml/src/ggml-cpu/ggml-cpu.c,
    // ggml_graph_compute_thread), sgl-kernel's CPU ops and ATen's at::parallel_for end each
    // OpenMP parallel region with its implicit barrier. Fitted where the calibration rows hold
    // CPUs (>= 2 rows: the ggml next-token rows of data/calibration/inference.csv measure it
    // at batch 1, where a token's time is its weights' read plus the layers' operators);
    // absent (no CPU rows, or a calibration file from before) it is kernelOverheadSec, the
    // model without it. Calibration file: top-level `cpu_op_overhead_s`.
    std::optional<double> cpuOpOverheadSec;
    double opOverheadSecFor(const Device& device) const
    {
        return device.kind == DeviceKind::Cpu && cpuOpOverheadSec ? *cpuOpOverheadSec
                                                                  : kernelOverheadSec;
    }
    // Of a CPU socket's memory bandwidth (DDR), in place of `memory`: the fraction a CPU's
    // decode reaches is not the GPUs' HBM figure. STREAM triad reaches ~80% of DDR5 on a
    // Xeon or EPYC socket, but a CPU engine's decode also dequantises every weight block on
    // the vector units between the loads (ggml's quantised dot products,
    // ggml/src/ggml-cpu/quants.c: unpack, scale and multiply per 32-weight block), work that
    // a GPU hides under HBM latency and a socket does not; one fraction fitted on the
    // calibration's CPU rows, with cpuOpOverheadSec (the two are told apart by the rows'
    // weight sizes, 1.3B to 20B at similar operator counts). Absent (no CPU rows, or a
    // calibration file from before) it is `memory`, the model without it. Calibration
    // file: top-level `cpu_memory`.
    std::optional<double> cpuMemory;
    double memoryFor(bool cpu) const { return cpu && cpuMemory ? *cpuMemory : memory; }
    // Fused attention kernels (FlashAttention) reach a lower fraction of peak than GEMMs: the
    // softmax and the online rescaling sit between the two matmuls (FlashAttention-2 reaches
    // 50-73% of A100 peak, Dao 2023, against ~80% for large GEMMs). Relative to computeWide.
    double attention = 0.7;
    // Fixed (not identifiable from the calibration set).
    double link = 0.8;                 // bus bandwidth / link bandwidth (nccl-tests, NVLink ~0.8)
    double scaleUpLatencySec = 5e-6;   // per step of a scale-up collective (NVLink/ICI)
    double scaleOutLatencySec = 12e-6; // per step over InfiniBand/RoCE
    // How a kernel's compute and its memory traffic add up (issue #27, GEMM efficiency versus
    // its row count): time = (t_compute^p + t_memory^p)^(1/p), t_memory the slowest bandwidth
    // ceiling. p = 64 (or more) is the roofline's max exactly: the loads hidden under the MMAs
    // at every row count; p = 1 their sum, a GEMM's FLOP/s rising as M / (M + M_ridge). The
    // published kernel timings of data/calibration/gemm_kernels.csv (DeepGEMM on H800,
    // aiter's FP8 GEMMs on MI300X, 16 to 16,384 rows; tst_calibration::gemmKernelOverlap)
    // fit p = 1.0 pooled. One exponent per value of a catalog fact, not per device
    // (Device::tensorCopyEngine: whether an engine copies whole tensor tiles into on-chip
    // memory while the compute runs, NVIDIA's TMA, TPU/Trainium/Gaudi DMA): overlapExponent
    // for devices without one, overlapExponentCopyEngine for devices with one, each fitted on
    // the kernel rows of its own value (docs/model-accuracy.md, "GEMM efficiency against its
    // row count"; fittedOverlapExponent), and only for the device kinds those rows ran on
    // (overlapExponentKinds); every other kind keeps the roofline's max. A calibration file
    // sets them under `fixed` (`overlap_exponent`, `overlap_exponent_copy_engine`, the second
    // defaulting to the first; `overlap_exponent_kinds`, catalog kinds).
    double overlapExponent = fittedOverlapExponent(false);
    double overlapExponentCopyEngine = fittedOverlapExponent(true);
    std::set<DeviceKind> overlapExponentKinds = fittedOverlapDeviceKinds();
    double overlapExponentFor(const Device& device) const
    {
        if (!overlapExponentKinds.contains(device.kind))
            return kRooflineOverlapExponent;
        return device.hasTensorCopyEngine() ? overlapExponentCopyEngine : overlapExponent;
    }
    // Of device memory a job can allocate: CUDA/ROCm context, NCCL buffers and allocator
    // fragmentation take 2-4 GiB of an 80 GiB device.
    double memoryUsableFraction = 0.95;
    // Fitted per micro-architecture family where the measurements cover it (at most one
    // parameter per family, relative to the best-covered family): how much more or less of
    // its peak a family's kernels reach. Families without measurements use 1.
    std::map<std::string, double> architectureComputeScale;
    // Of a fitted family: the geometric mean, over the calibration rows that fitted its scale,
    // of their devices' sustained clock fraction (Device::sustainedClockFraction; 1 absent,
    // and for the reference family). A family scale is the kernels' efficiency at the clock
    // the rows' devices sustain; the fraction of the quoted peak they reach is the scale times
    // this, which is what the conservative prior compares (uncalibratedScale).
    std::map<std::string, double> architectureClockFraction;
    // The calibrated families that are CPUs: an uncalibrated family's prior is the lowest
    // calibrated family of its own kind (a CPU's the lowest CPU's, an accelerator's the
    // lowest accelerator's), so one slow CPU family does not set every accelerator's prior.
    std::set<std::string> cpuArchitectures;
    std::string referenceArchitecture = "hopper"; // the family the global fractions describe
    // Fitted per software stack where the calibration rows can tell it apart from the device
    // family (at most one parameter per stack, relative to the reference stacks Megatron-LM
    // for training and TensorRT-LLM for serving, which the global fractions describe): how
    // much more or less of the roofline a stack's kernels reach. A stack without such rows
    // uses 1 and is reported as not calibrated.
    std::map<std::string, double> stackScale;
    // The rows of a project's own calibration (issue #27; the calibration file's `fit.rows`
    // that carry a `regime`): each row's prediction-band regime (Regime::name(),
    // perf/prediction_band.h) and its error under these parameters, log(predicted speed /
    // measured speed). They move that regime's band toward the user's own errors
    // (credibility-weighted, prediction_band.h). Empty for the shipped calibration.
    struct OwnRow {
        std::string regime;
        double logSpeedRatio = 0;
    };
    std::vector<OwnRow> ownRows;
    std::string source;

    static constexpr std::array<std::string_view, 5> kFittedNames = {
        "compute_wide", "compute_narrow", "memory", "kernel_overhead_s", "attention"};
    std::array<double, 5> fitted() const
    {
        return {computeWide, computeNarrow, memory, kernelOverheadSec, attention};
    }
    void setFitted(const std::array<double, 5>& v);

    // A family the calibration covers gets its fitted scale; one without measurements the
    // conservative prior: the lowest calibrated family's scale of the same kind (CPU or
    // accelerator; any kind when none of its kind is calibrated), never more than the
    // reference family's 1, so an unmeasured family never wins on assumed efficiency.
    bool isCalibrated(const std::string& architecture) const
    {
        return architecture == referenceArchitecture ||
               architectureComputeScale.contains(architecture);
    }
    // Compared as fractions of the quoted peaks: a family's scale times its rows' sustained
    // clock fraction (architectureClockFraction), so that a family whose devices state a
    // lower sustained clock does not lend its at-clock scale to a device quoted at its peak.
    // (A device that states its own clock, Device::clock, then runs it at that clock too:
    // conservative.)
    double uncalibratedScale(bool cpu = false) const
    {
        double lowest = 1.0, lowestOfKind = 1.0;
        bool anyOfKind = false;
        for (const auto& [family, scale] : architectureComputeScale) {
            const auto clock = architectureClockFraction.find(family);
            const double ofPeak =
                scale * (clock == architectureClockFraction.end() ? 1.0 : clock->second);
            lowest = std::min(lowest, ofPeak);
            if (cpuArchitectures.contains(family) == cpu) {
                lowestOfKind = std::min(lowestOfKind, ofPeak);
                anyOfKind = true;
            }
        }
        return anyOfKind ? lowestOfKind : lowest;
    }
    double architectureScale(const std::string& architecture, bool cpu = false) const
    {
        if (architecture.empty() || architecture == referenceArchitecture)
            return 1.0;
        const auto it = architectureComputeScale.find(architecture);
        return it == architectureComputeScale.end() ? uncalibratedScale(cpu) : it->second;
    }
    // A reference stack (its row's efficiencyReference: scale 1 by definition) or one with a
    // fitted scale.
    bool isStackCalibrated(const std::string& stack) const;
    double stackEfficiencyScale(const std::string& stack) const
    {
        const auto it = stackScale.find(stack);
        return it == stackScale.end() ? 1.0 : it->second;
    }
    // These parameters as `stack` runs them: the compute and memory fractions scaled by the
    // stack's efficiency (capped below 1).
    EfficiencyParams forStack(const std::string& stack) const
    {
        // (scaledForStack below avoids the copy when the stack changes nothing.)
        EfficiencyParams p = *this;
        const double k = stackEfficiencyScale(stack);
        p.computeWide = std::min(0.99, computeWide * k);
        p.computeNarrow = std::min(0.99, computeNarrow * k);
        p.memory = std::min(0.99, memory * k);
        if (cpuMemory)
            p.cpuMemory = std::min(0.99, *cpuMemory * k);
        return p;
    }
    // forStack(stack) without a copy when it would equal these parameters (a reference stack,
    // or one the calibration could not tell apart): `storage` holds the copy otherwise.
    const EfficiencyParams& scaledForStack(const std::string& stack,
                                           std::optional<EfficiencyParams>& storage) const
    {
        const double k = stackEfficiencyScale(stack);
        if (k == 1 && computeWide <= 0.99 && computeNarrow <= 0.99 && memory <= 0.99 &&
            cpuMemory.value_or(0) <= 0.99)
            return *this;
        storage = forStack(stack);
        return *storage;
    }
    double computeFraction(Precision compute, const std::string& architecture = {},
                           bool cpu = false) const
    {
        const double base = bytesPerElement(compute) <= 1.0 ? computeNarrow : computeWide;
        return std::min(1.0, base * architectureScale(architecture, cpu));
    }
    // Roofline efficiencies for a kernel computing in `compute` on `architecture` (a CPU
    // family when `cpu`).
    Efficiency rooflineEfficiency(Precision compute, const std::string& architecture = {},
                                  bool cpu = false) const;
};

// Built-in parameters (embedded data/calibration/efficiency.json).
EfficiencyParams defaultEfficiencyParams();
EfficiencyParams efficiencyFromJson(const nlohmann::json& doc, const std::string& origin);
EfficiencyParams loadEfficiencyFile(const std::string& path);
nlohmann::json efficiencyToJson(const EfficiencyParams& p, const nlohmann::json& fitReport);

// Format a device actually computes in for a workload stored in `stored`: the same format if
// the device has it, else the nearest wider one it has (FP8 weights on an A100 run FP16
// kernels; INT4/FP4 weight-only models compute in 16 bits unless native). Throws InputError
// when the device has no usable format at all.
Precision computePrecisionFor(const Device& device, Precision stored);

} // namespace ap
