#pragma once

#include "hardware/precision.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace ap {

enum class DeviceKind { Cpu, Gpu, Tpu, Accelerator };

std::string_view deviceKindName(DeviceKind k);
std::optional<DeviceKind> parseDeviceKind(std::string_view name);

// A data path out of the device's compute: one direction, per device, SI units.
struct Link {
    std::string name;
    double bandwidthBytesPerSec = 0.0;
    int domainSize = 1;   // devices reachable over this link without leaving it (scale-up)
    std::string topology; // switch, torus2d, torus3d, mesh, ring, socket; empty for host/NIC links
    // Scale-up only. Point-to-point links per device that bandwidthBytesPerSec is the sum of
    // (mesh: one per directly connected peer; torus: two per axis); absent: a switch or
    // unpublished, every group gets the whole bandwidth.
    std::optional<int> links;
    // Torus only: chips along one axis of the slice's building block (TPU v4/v5p: a 4x4x4
    // cube; v5e/v6e: 16x16); absent: the group is taken to use every axis.
    std::optional<int> torusAxisChips;
    // Scale-up only. Collective ranks each device holds: a chip whose cores are each a rank of
    // the runtime's collectives (Inferentia2: two NeuronCore-v2, each a rank: "In Neuron, each
    // rank can be represented by a physical or logical Neuron Core", aws-neuron-sdk
    // neuron-runtime/about/collectives.rst); a ring then has tensor x this many hops.
    int ranksPerDevice = 1;
    // Scale-up only. The runtime's published latency per collective step (hop); absent: the
    // calibration's generic scale_up_latency_s.
    std::optional<double> hopLatencySec;
    std::string source;
};

struct OnChipCache {
    double capacityBytes = 0.0;
    std::optional<double> bandwidthBytesPerSec; // absent: not published, no ceiling drawn
    std::string source;
};

struct CpuInfo {
    int cores = 0;
    double baseGhz = 0.0;
    std::optional<double> allCoreTurboGhz;
    std::string vectorIsa;
    std::string matrixUnit;
    std::string source;
};

// Whether the device feeds its matrix units from an engine that copies whole tiles of a
// tensor from device memory into on-chip memory while the compute runs, programmed once per
// tile, so that no compute thread issues the loads (issue #27): NVIDIA's Tensor Memory
// Accelerator (Hopper, Blackwell), the DMA engines of TPUs, Trainium/Inferentia and Gaudi.
// Not: per-thread asynchronous copies (Ampere/Ada cp.async, CDNA's loads to LDS), CPUs' loads.
// It selects the overlap exponent of a kernel's compute and memory time
// (EfficiencyParams::overlapExponentFor).
struct TensorCopyEngine {
    bool present = false;
    std::string mechanism; // what the device has ("Tensor Memory Accelerator (TMA)", ...)
    std::string source;
};

// How the matrix units take their work (#24, #26: catalog data, never the device's name).
struct MatrixUnit {
    // M rows of the largest tile a grouped GEMM pads each expert's rows to (expertTileRows):
    // Hopper/Blackwell warpgroup tiles and DeepGEMM's block M (128), the MXU edge on TPUs
    // (128 to v5p, 256 from v6e), an AMX tile's 16 rows on CPUs.
    int tileRows = 128;
    // The smallest M tile such kernels take for few rows per expert (vLLM fused_moe's
    // BLOCK_SIZE_M 16 on GPUs); equal to tileRows where no smaller block is documented.
    int minTileRows = 16;
    // The tensor cores reach their peak only through asynchronous matrix instructions that
    // read their operands from shared or tensor memory (Hopper's wgmma, sm_90a; datacenter
    // Blackwell's tcgen05, sm_100a/sm_103a/sm_110a), not through the warp-synchronous mma.sync
    // that FlashAttention 1 and 2 are written in (attentionKernelScale).
    bool asyncMma = false;
    std::string source;
};
// A matrix unit's figures where the catalog entry gives none: by kind only (CPU 16/16, GPU
// 128/16, TPU and accelerator 128/128, no asynchronous MMA).
const MatrixUnit& defaultMatrixUnit(DeviceKind kind);

// The runtime a device's driver stack is: it names the collective library (NCCL, RCCL) and
// the peer-memory module of the build-out checklist.
enum class DeviceRuntime { Other, Cuda, Rocm };

// The software stacks that run on the device (workload/software_stack.h names), first the one
// `auto` means; absent lists: the kind's vendor-neutral default (stacksOn).
struct DeviceSoftware {
    std::vector<std::string> trainingStacks;
    std::vector<std::string> servingStacks;
    DeviceRuntime runtime = DeviceRuntime::Other;
    std::string source;
};

// The matrix clock a device sustains at its board power in GEMM-bound work, against the clock
// its peak_tflops are quoted at (issue #27). A GEMM-bound part runs below its peak clock when
// the board power caps it; AMD's power firmware holds a chosen maximum GFX clock "to guarantee
// that it remains within the power cap" (amdgpu, "drm/amd/pm: Enable performance determinism",
// 2021), and AMD's MLPerf harness sets that clock per device for its throughput runs. The
// compute ceiling of every modelled kernel scales by sustained / peak (kernelEfficiency,
// perf/layer_model.cpp); memory and links keep their rates (their clocks are separate), and
// the roofline chart keeps the quoted peak. Absent: the device sustains its quoted peaks, as
// far as the catalog says (its family scale holds what it loses).
struct SustainedClock {
    double peakMhz = 0.0;      // the clock peak_tflops is quoted at
    double sustainedMhz = 0.0; // at the board power, GEMM-bound
    std::string source;
};

struct PurchasePrice {
    double usd = 0.0;
    std::string date;
    std::string source;
};

// One entry of the hardware catalog, in SI units (the file uses TFLOP/s, GB and GB/s and is
// converted on load). Absent peak = the device cannot compute in that format natively.
struct Device {
    std::string id;
    std::string name;
    DeviceKind kind = DeviceKind::Gpu;
    std::string vendor;
    std::string architecture; // micro-architecture family (hopper, cdna3, tpu-v5p, zen4, ...)
    int year = 0;

    std::array<std::optional<double>, kPrecisionCount> peakFlopsPerSec{};
    std::string peakSource;
    std::string peakDerivation;
    // Dense FP16 tensor rate with FP16 accumulation where the vendor prints one above the
    // FP32-accumulate rate that peakFlopsPerSec[fp16] holds (GeForce Ada: twice it, RTX 4090
    // 330.3 against 165.2 TFLOP/s). Only GEMMs a stack accumulates in FP16 run at it
    // (perf/cpu_kernels.h, fp16AccumulateGemmDevice); its source is peakSource.
    std::optional<double> fp16AccumulateFlopsPerSec;

    std::string memoryType;
    double memoryCapacityBytes = 0.0;
    double memoryBandwidthBytesPerSec = 0.0;
    std::string memorySource;

    std::optional<OnChipCache> cache;
    std::optional<Link> hostLink;
    std::optional<Link> scaleUp;
    std::optional<Link> scaleOut;

    // Devices one host (server, compute tray, TPU VM) carries: a host fails, restarts and
    // reaches the network as one. Absent: the scale-up domain, at most 8 (an HGX board).
    std::optional<int> devicesPerHost;
    std::string hostSource;

    std::optional<double> tdpWatts; // absent: not published (TPUs, some ASICs)
    std::string powerSource;
    std::optional<PurchasePrice> price;
    std::optional<CpuInfo> cpu;
    // Absent (a user's device that does not say): no engine.
    std::optional<TensorCopyEngine> tensorCopyEngine;
    // Absent: the quoted peaks are what it sustains (sustainedClockFraction 1).
    std::optional<SustainedClock> clock;
    // Absent (a user's device that does not say): defaultMatrixUnit(kind).
    std::optional<MatrixUnit> matrix;
    // Absent: the kind's default stacks, runtime Other.
    std::optional<DeviceSoftware> software;
    std::string notes;

    // Where the entry came from ("built-in gpus.json", or a user catalog path).
    std::string origin;

    std::optional<double> peak(Precision p) const { return peakFlopsPerSec[static_cast<int>(p)]; }
    bool supports(Precision p) const { return peak(p).has_value(); }
    // Highest dense peak over all formats, for sorting and display.
    double maxPeakFlopsPerSec() const;
    int scaleUpDomainSize() const { return scaleUp ? scaleUp->domainSize : 1; }
    // Collective (tensor) ranks each device holds: scale_up.ranks_per_device, else 1.
    int tensorRanksPerDevice() const { return scaleUp ? std::max(1, scaleUp->ranksPerDevice) : 1; }
    int hostDevices() const;
    // Of the quoted compute peaks, what the device sustains at its board power (1 absent).
    double sustainedClockFraction() const
    {
        return clock ? clock->sustainedMhz / clock->peakMhz : 1.0;
    }
    bool hasTensorCopyEngine() const { return tensorCopyEngine && tensorCopyEngine->present; }
    const MatrixUnit& matrixUnit() const { return matrix ? *matrix : defaultMatrixUnit(kind); }
    DeviceRuntime runtime() const { return software ? software->runtime : DeviceRuntime::Other; }
};

} // namespace ap
