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

} // namespace ap
