#pragma once

#include "common/message.h"
#include "project/project.h"

#include <optional>
#include <string>

namespace ap {

// A parallel layout a workload cannot run with, and why.
struct LayoutProblem {
    std::string field; // under the scenario: "cluster.parallelism.tensor", "workload.global_..."
    Message message;   // "tensor 3 does not divide the 64 attention heads"
};

// The rules every parallel layout obeys, checked in one place for the project validator (a
// scenario read from a file or edited in the GUI) and the recommendation search (a candidate
// layout), so that every layout the search ranks can be added as a scenario. The counts and
// degrees themselves (positive, product equal to the device count) are the parser's business.
std::optional<LayoutProblem> layoutProblem(const TrainingWorkload& w, const Parallelism& p);
// Whether layoutProblem(w, p) finds none, without writing the problem's text (the search's
// probes).
bool layoutAllowed(const TrainingWorkload& w, const Parallelism& p);
std::optional<LayoutProblem> layoutProblem(const InferenceWorkload& w, const Cluster& c);
std::optional<LayoutProblem> layoutProblem(const Workload& w, const Cluster& c);

// Disaggregated serving: the prefill pool's layout, the workload's `prefill_parallelism` over
// the cluster's (each degree it leaves out is the cluster's; `data` is the pool's replicas).
Parallelism prefillParallelism(const InferenceWorkload& w, const Cluster& c);
// The devices a pool of `p` grows by: whole tensor x pipeline x context replicas and, with
// experts spread over more ranks than a replica has, whole expert-parallel groups
// (lcm(tensor, expert) x pipeline x context).
long long poolUnitDevices(const Parallelism& p);

} // namespace ap
