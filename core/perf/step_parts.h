#pragma once

#include <vector>

namespace ap {

struct TrainingResult;

// The parts of one training step's time on the critical path (perf/training_model.cpp), in the
// order the step chart stacks them.
enum class StepPartKind {
    Compute,
    TensorComm,
    PipelineComm,
    ExpertComm,
    ContextComm,
    HostOffload,     // activations and optimizer state over the host link, not hidden
    DataCommExposed, // the gradient reduction not hidden behind backward compute
    PipelineBubble,
    Optimizer, // the update itself (an offloaded state's transfer beyond it is HostOffload)
};

struct StepPart {
    StepPartKind kind;
    double seconds = 0;
};

// Where one step's time goes: every part (zero ones included), adding up to
// TrainingResult::stepTimeSec. The chart, the playbook's chart and the tests read these.
std::vector<StepPart> trainingStepParts(const TrainingResult& t);

} // namespace ap
