#pragma once

#include "hardware/device.h"
#include "workload/software_stack.h"

#include <algorithm>
#include <optional>

namespace ap {

// Which units a serving stack runs its 16-bit (BF16/FP16) GEMMs and attention on when the device
// is a CPU with a matrix unit (Intel AMX): the stack's row (SoftwareStackInfo::cpuSixteenBitGemms,
// workload/software_stack.cpp, with the sources). Quantised (8-bit and narrower) GEMMs run on
// the matrix unit under every stack.
inline CpuSixteenBitGemms cpuSixteenBitGemms(SoftwareStack stack)
{
    return stackInfo(stack).cpuSixteenBitGemms;
}

// The device as a serving stack's kernels see it when the device is a CPU with a matrix unit
// (Intel AMX): a stack that runs its 16-bit GEMMs and attention on the vector units
// (cpuSixteenBitGemms above) reaches at most the vector units' 16-bit rate. A 16-bit dot product on
// a vector unit computes two products per 32-bit lane (AVX512-BF16 VDPBF16PS, AVX512-FP16, SVE
// BFDOT), twice the FP32 FMA rate: the catalog's own derivation for CPUs without a matrix unit
// (EPYC 9654: bf16 14.746 = 2 x fp32 7.373 TFLOP/s). So such a stack's 16-bit GEMMs reach at
// most 2 x the FP32 peak, and so does its attention on 16-bit activations and KV cache. A stack
// whose 16-bit GEMMs run on the matrix unit (SGLang's sgl-kernel, IPEX, neural-speed, vLLM's
// oneDNN path) sees the catalog's matrix peak.
inline Device stackKernelDevice(const Device& d, SoftwareStack stack)
{
    if (d.kind != DeviceKind::Cpu || cpuSixteenBitGemms(stack) != CpuSixteenBitGemms::VectorUnits ||
        !d.peak(Precision::FP32))
        return d;
    Device v = d;
    const double vector16 = 2.0 * *d.peak(Precision::FP32);
    for (const Precision p : {Precision::BF16, Precision::FP16})
        if (auto& peak = v.peakFlopsPerSec[static_cast<int>(p)])
            *peak = std::min(*peak, vector16);
    return v;
}

// The device as a stack's weight GEMMs see it when they accumulate in FP16 (issue #26);
// nullopt where they do not. GeForce tensor cores run FP16 with FP16 accumulation at twice the
// FP32-accumulate rate the catalog's fp16 peak holds (Ada whitepaper v1.01, appendix A, RTX
// 4090: 330.3 against 165.2 dense TFLOP/s): Device::fp16AccumulateFlopsPerSec, catalog data.
// llama.cpp's CUDA backend runs the cuBLAS GEMMs of F16 weights with CUBLAS_COMPUTE_16F on
// NVIDIA GPUs (ggml-org/llama.cpp 00108827, ggml/src/ggml-cuda/ggml-cuda.cu:
// batched_mul_mat_traits<GGML_TYPE_F16>::compute_type; prefer_f32_output, which switches to
// CUBLAS_COMPUTE_32F, only on Volta, RDNA4 and CDNA; BF16 weights take CUBLAS_COMPUTE_32F, and
// quantised weights its MMQ int8 kernels). Its attention is not a cuBLAS GEMM and keeps the
// FP32-accumulate rate here. vLLM, SGLang (PyTorch's cuBLAS calls, CUBLAS_COMPUTE_32F) and
// TensorRT-LLM keep FP32 accumulation (the stack's row: fp16WeightGemmsAccumulateFp16). So for
// a stack that accumulates in FP16 serving fp16 weights on a GPU whose entry gives the rate
// (catalog data: only vendors that print an FP16-accumulate rate above the FP32-accumulate one,
// GeForce today), the weight GEMMs' fp16 peak is that rate.
inline std::optional<Device> fp16AccumulateGemmDevice(const Device& d, SoftwareStack stack,
                                                      Precision stored)
{
    if (!stackInfo(stack).fp16WeightGemmsAccumulateFp16 || d.kind != DeviceKind::Gpu ||
        stored != Precision::FP16 || !d.fp16AccumulateFlopsPerSec || !d.peak(Precision::FP16))
        return std::nullopt;
    Device v = d;
    v.peakFlopsPerSec[static_cast<int>(Precision::FP16)] =
        std::max(*d.peak(Precision::FP16), *d.fp16AccumulateFlopsPerSec);
    return v;
}

} // namespace ap
