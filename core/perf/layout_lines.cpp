#include "perf/layout_lines.h"

#include "common/number_text.h"

namespace ap {

std::vector<std::pair<std::string, std::string>> layoutLines(const LayoutFigures& f)
{
    std::vector<std::pair<std::string, std::string>> lines;
    if (f.paddedHeadsParameters > 0)
        lines.emplace_back("Attention heads (padded)",
                           formatNumber(f.attentionHeads, "%.0f") + ", +" +
                               formatHuman(f.paddedHeadsParameters) + " parameters");
    if (f.expertSlots > 0)
        lines.emplace_back("Expert slots", formatNumber(f.expertSlots, "%.0f") + ", busiest rank " +
                                               formatNumber(f.expertLoadImbalance, "%.3f") +
                                               "x the average");
    if (f.weightStationary2d)
        lines.emplace_back("Weight sharding", "2d weight-stationary");
    if (f.hostOffload != HostOffload::None)
        lines.emplace_back("Host offload", std::string(hostOffloadName(f.hostOffload)) + ", " +
                                               formatDuration(f.hostOffloadExposedSec) +
                                               " exposed per step");
    if (f.pipelineSchedule == PipelineSchedule::DualPipe)
        lines.emplace_back("Pipeline schedule", "DualPipe: bubble (p/2-1)(F&B+B-3W), 2x parameters "
                                                "per device, p+1 micro-batches of activations");
    if (f.attentionKernelScale < 1)
        lines.emplace_back("Attention kernel", formatNumber(f.attentionKernelScale, "%.2f") +
                                                   "x the device's fused attention");
    return lines;
}

} // namespace ap
