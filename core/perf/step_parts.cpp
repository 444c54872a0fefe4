#include "perf/step_parts.h"

#include "perf/training_model.h"

namespace ap {

std::vector<StepPart> trainingStepParts(const TrainingResult& t)
{
    // The step is micro-batches x the slowest stage's time (its layers' compute, tensor,
    // context and expert communication and exposed activation offload, the LM head, the
    // pipeline sends) plus the bubble, the exposed gradient reduction, the optimizer and the
    // offloaded optimizer state's exposed transfer (perf/training_model.cpp).
    return {{StepPartKind::Compute, t.computeTimeSec},
            {StepPartKind::TensorComm, t.tensorCommTimeSec},
            {StepPartKind::PipelineComm, t.pipelineCommTimeSec},
            {StepPartKind::ExpertComm, t.expertCommTimeSec},
            {StepPartKind::ContextComm, t.contextCommTimeSec},
            {StepPartKind::HostOffload, t.hostOffloadTimeSec},
            {StepPartKind::DataCommExposed, t.dataCommExposedSec},
            {StepPartKind::PipelineBubble, t.bubbleTimeSec},
            {StepPartKind::Optimizer, t.optimizerTimeSec}};
}

} // namespace ap
