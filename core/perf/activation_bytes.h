#pragma once

// Per-component precision of what training keeps (a small header so that a new precision
// input does not rebuild everything that includes perf/training_model.h).

#include "perf/training_model.h"

namespace ap {

struct TrainingWorkload;
struct TrainingStateBytes;

// activationBytesPerLayer (perf/training_model.h) with the bytes per element in which the
// MLP's activation-function inputs (the up and gate projections' outputs, SwiGLU's inputs) are
// kept for backward: 2 (16 bits, every stack's default) or 1 (FP8: DeepSeek-V3 report, arXiv
// 2412.19437, section 3.3.3, "Inputs of the SwiGLU operator in MoE ... are also stored in FP8
// with our fine-grained quantization method"), and the bytes per element in which the QKV
// GEMM's input (the attention norm's output) is kept: the attention projections' GEMM input
// width (1 where they run in FP8, else 2; workload.attention_projection_precision), which
// `gemmInputBytes` is for the MLP's GEMMs. The overload without them keeps 2 bytes and
// gemmInputBytes.
double activationBytesPerLayer(const ModelSpec& m, double seq, double microBatch, double tensor,
                               Recompute recompute, SelectiveRecompute selective,
                               bool materializedAttention, double gemmInputBytes, bool denseLayer,
                               double activationInputBytes, double projectionInputBytes);

// workload.activation_function_input_precision in bytes per element (2 for bf16, 1 for fp8).
double activationFunctionInputBytes(const TrainingWorkload& w);

// The stack's training state (workload/software_stack.h, trainingStateBytes) with the
// workload's optimizer_moment_precision: Adam's m and v take 4 bytes each per parameter in
// every stack's default; bf16 moments take 2 each (DeepSeek-V3 report section 3.3.3, "we adopt
// the BF16 data format instead of FP32 to track the first and second moments in the AdamW
// optimizer ... the master weights ... and gradients ... are still retained in FP32"), so the
// optimizer state drops by 4 bytes per parameter. What the step reads and writes and what a
// host offload moves follow the same figure.
void applyOptimizerMomentPrecision(const TrainingWorkload& w, TrainingStateBytes& state);

// workload.gradient_precision on the stack's state (`stack` resolved): fp32 or 16-bit
// gradients, accumulated and reduced in that format. Megatron-Core's distributed optimizer
// (docs/source/api-guide/dist_optimizer.md, "Data flow": bf16 parameters with fp32 gradients
// 6 + 12/d bytes per parameter, 16-bit gradients 4 + 16/d, the optimizer then holding an fp32
// copy of its gradient shard): Megatron and DeepSpeed hold and reduce the gradient in that
// format; FSDP and MaxText keep the sharded gradient in the fp32 parameter's dtype and reduce in
// it (FSDP2 MixedPrecisionPolicy reduce_dtype). "auto" keeps the stack's own.
void applyGradientPrecision(const TrainingWorkload& w, SoftwareStack stack,
                            TrainingStateBytes& state);

// workload.fp8_parameters: the weights held (and all-gathered) in FP8, 1 byte per parameter
// (Megatron-LM --fp8-param-gather: Transformer Engine fp8_model_init keeps the primary weights
// as Float8Tensor; the distributed optimizer keeps fp32 masters). Whether the workload states
// it; trainingStateProblem says where it cannot apply.
bool fp8Parameters(const TrainingWorkload& w);

} // namespace ap
