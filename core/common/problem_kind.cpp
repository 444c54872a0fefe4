#include "common/problem_kind.h"

#include <array>

namespace ap {

namespace {

constexpr std::array<std::pair<ProblemKind, std::string_view>, 14> kNames = {{
    {ProblemKind::Memory, "memory"},
    {ProblemKind::Slo, "slo"},
    {ProblemKind::Deadline, "deadline"},
    {ProblemKind::Throughput, "throughput"},
    {ProblemKind::Budget, "budget"},
    {ProblemKind::Availability, "availability"},
    {ProblemKind::Power, "power"},
    {ProblemKind::Sovereignty, "sovereignty"},
    {ProblemKind::Price, "price"},
    {ProblemKind::NotOffered, "not offered"},
    {ProblemKind::Device, "device"},
    {ProblemKind::Layout, "layout"},
    {ProblemKind::Reliability, "reliability"},
    {ProblemKind::Placement, "placement"},
}};

} // namespace

std::string_view problemKindName(ProblemKind k)
{
    for (const auto& [kind, name] : kNames)
        if (kind == k)
            return name;
    return "placement";
}

std::optional<ProblemKind> parseProblemKind(std::string_view name)
{
    for (const auto& [kind, name2] : kNames)
        if (name2 == name)
            return kind;
    return std::nullopt;
}

Message problemKindMessage(ProblemKind k)
{
    switch (k) {
    case ProblemKind::Memory:
        return Message(AP_TEXT("ap::Recommendation", "memory"));
    case ProblemKind::Slo:
        return Message(AP_TEXT("ap::Recommendation", "slo"));
    case ProblemKind::Deadline:
        return Message(AP_TEXT("ap::Recommendation", "deadline"));
    case ProblemKind::Throughput:
        return Message(AP_TEXT("ap::Recommendation", "throughput"));
    case ProblemKind::Budget:
        return Message(AP_TEXT("ap::Recommendation", "budget"));
    case ProblemKind::Availability:
        return Message(AP_TEXT("ap::Recommendation", "availability"));
    case ProblemKind::Power:
        return Message(AP_TEXT("ap::Recommendation", "power"));
    case ProblemKind::Sovereignty:
        return Message(AP_TEXT("ap::Recommendation", "sovereignty"));
    case ProblemKind::Price:
        return Message(AP_TEXT("ap::Recommendation", "price"));
    case ProblemKind::NotOffered:
        return Message(AP_TEXT("ap::Recommendation", "not offered"));
    case ProblemKind::Device:
        return Message(AP_TEXT("ap::Recommendation", "device"));
    case ProblemKind::Layout:
        return Message(AP_TEXT("ap::Recommendation", "layout"));
    case ProblemKind::Reliability:
        return Message(AP_TEXT("ap::Recommendation", "reliability"));
    case ProblemKind::Placement:
        return Message(AP_TEXT("ap::Recommendation", "placement"));
    }
    return Message(std::string(problemKindName(k)));
}

} // namespace ap
