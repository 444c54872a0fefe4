#pragma once

#include "perf/layer_model.h"
#include "project/project.h"

#include <string>
#include <vector>

namespace ap {

struct MemoryBreakdown {
    double weightsBytes = 0;
    double gradientsBytes = 0;
    double optimizerBytes = 0;
    double activationsBytes = 0;
    double kvCacheBytes = 0;
    double workspaceBytes = 0;
    double totalBytes() const
    {
        return weightsBytes + gradientsBytes + optimizerBytes + activationsBytes + kvCacheBytes +
               workspaceBytes;
    }
};

struct TrainingResult {
    bool feasible = true;
    std::vector<std::string> problems;
    MemoryBreakdown memory;         // per device, on the most loaded pipeline stage
    double memoryCapacityBytes = 0; // what the job may allocate per device
    double stepTimeSec = 0;
    double tokensPerSec = 0; // whole cluster
    double mfu = 0;          // model FLOPs (6N + 6lsh per token) / peak of `precision`
    double hfu = 0;          // hardware FLOPs incl. recompute / peak
    double timeToTrainSec = 0;
    double modelFlopsPerToken = 0;
    double microBatches = 0;
    double pipelineBubbleFraction = 0;
    // Where a step's time goes (seconds per step, on the critical path).
    double computeTimeSec = 0;
    double tensorCommTimeSec = 0;
    double pipelineCommTimeSec = 0;
    double expertCommTimeSec = 0;
    double contextCommTimeSec = 0;
    double dataCommTimeSec = 0;    // gradient reduction, total
    double dataCommExposedSec = 0; // the part not hidden behind backward compute
    double optimizerTimeSec = 0;
    double bubbleTimeSec = 0;
    Precision computePrecision = Precision::BF16;
    std::vector<OpTime> layerOps; // one micro-batch, one layer, forward+backward(+recompute)
};

TrainingResult evaluateTraining(const TrainingWorkload& w, const Cluster& c, const Device& d,
                                const EfficiencyParams& params);

// Bytes of activations one layer keeps for backward, per micro-batch, per TP rank
// (Korthikanti et al., MLSys'23: s*b*h*(34 + 5*a*s/h) without recompute, 34 s*b*h with
// selective recompute, 2 s*b*h -- the layer input -- with full recompute; sequence
// parallelism divides all of it by t).
double activationBytesPerLayer(const ModelSpec& m, double seq, double microBatch, double tensor,
                               Recompute recompute);

} // namespace ap
