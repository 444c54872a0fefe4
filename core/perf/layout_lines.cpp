#include "perf/layout_lines.h"

#include "common/number_text.h"

namespace ap {

std::vector<std::pair<Message, Message>> layoutLines(const LayoutFigures& f)
{
    std::vector<std::pair<Message, Message>> lines;
    if (f.paddedHeadsParameters > 0)
        lines.emplace_back(Message(AP_TEXT("ap::LayoutLine", "Attention heads (padded)")),
                           Message(AP_TEXT("ap::LayoutLine", "%1, +%2 parameters"),
                                   {msg::count(f.attentionHeads),
                                    msg::text(formatHuman(f.paddedHeadsParameters))}));
    if (f.expertSlots > 0)
        lines.emplace_back(
            Message(AP_TEXT("ap::LayoutLine", "Expert slots")),
            Message(AP_TEXT("ap::LayoutLine", "%1, busiest rank %2x the average"),
                    {msg::count(f.expertSlots), msg::number(f.expertLoadImbalance, "%.3f")}));
    if (f.servingContext > 1 || f.servingPrefillContext > 1)
        lines.emplace_back(
            Message(AP_TEXT("ap::LayoutLine", "Context parallelism")),
            Message(AP_TEXT("ap::LayoutLine",
                            "%1 ranks per replica, KV cache sharded by position; prefill over %2 "
                            "ranks, ring %3: %4 of exchange exposed in a prompt's prefill"),
                    {msg::count(f.servingContext), msg::count(f.servingPrefillContext),
                     msg::text(f.servingContextPassQ ? "pass-Q" : "pass-KV"),
                     msg::duration(f.servingContextCommSec)}));
    if (f.shardGroup > 0)
        lines.emplace_back(
            Message(AP_TEXT("ap::LayoutLine", "Hybrid sharding (HSDP)")),
            Message(AP_TEXT("ap::LayoutLine", "state sharded over %1 ranks, %2 replicas; %3 of "
                                              "cross-replica gradient all-reduce per step"),
                    {msg::count(f.shardGroup), msg::count(f.shardReplicas),
                     msg::duration(f.shardReplicaCommSec)}));
    if (f.weightStationary2d)
        lines.emplace_back(Message(AP_TEXT("ap::LayoutLine", "Weight sharding")),
                           Message(AP_TEXT("ap::LayoutLine", "2d weight-stationary")));
    if (f.hostOffload != HostOffload::None)
        lines.emplace_back(Message(AP_TEXT("ap::LayoutLine", "Host offload")),
                           Message(AP_TEXT("ap::LayoutLine", "%1, %2 exposed per step"),
                                   {msg::text(std::string(hostOffloadName(f.hostOffload))),
                                    msg::duration(f.hostOffloadExposedSec)}));
    if (f.pipelineSchedule == PipelineSchedule::DualPipe)
        lines.emplace_back(
            Message(AP_TEXT("ap::LayoutLine", "Pipeline schedule")),
            Message(AP_TEXT("ap::LayoutLine", "DualPipe: bubble (p/2-1)(F&B+B-3W), 2x parameters "
                                              "per device, p+1 micro-batches of activations")));
    if (f.attentionKernelScale < 1)
        lines.emplace_back(Message(AP_TEXT("ap::LayoutLine", "Attention kernel")),
                           Message(AP_TEXT("ap::LayoutLine", "%1x the device's fused attention"),
                                   {msg::number(f.attentionKernelScale, "%.2f")}));
    return lines;
}

} // namespace ap
