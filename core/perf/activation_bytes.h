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
// with our fine-grained quantization method"). The overload without it keeps 2 bytes.
double activationBytesPerLayer(const ModelSpec& m, double seq, double microBatch, double tensor,
                               Recompute recompute, SelectiveRecompute selective,
                               bool materializedAttention, double gemmInputBytes, bool denseLayer,
                               double activationInputBytes);

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

} // namespace ap
