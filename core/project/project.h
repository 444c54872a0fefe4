#pragma once

#include "fabric/fabric_options.h"
#include "placement/placement.h"
#include "project/study_spec.h"
#include "reliability/reliability_model.h"
#include "workload/workload.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace ap {

inline constexpr int kProjectFormatVersion = 1;

enum class HostOffload { None, Optimizer, Activations, OptimizerAndActivations };
std::string_view hostOffloadName(HostOffload o);
inline bool offloadsOptimizer(HostOffload o)
{
    return o == HostOffload::Optimizer || o == HostOffload::OptimizerAndActivations;
}
inline bool offloadsActivations(HostOffload o)
{
    return o == HostOffload::Activations || o == HostOffload::OptimizerAndActivations;
}

struct Parallelism {
    int tensor = 1;
    int pipeline = 1;
    int data = 1;
    int expert = 1;
    int context = 1;
    int zeroStage = 0;
    int virtualPipeline = 1; // interleaved 1F1B: model chunks per pipeline rank
    // Layout options (docs/model-accuracy.md, "Layout options"):
    // Attention heads padded up to a multiple of `tensor` when it does not divide them
    // (AWS Neuron); the padded heads' weights, FLOPs and KV cache are paid for.
    bool padHeads = false;
    // MoE expert slots spread over the `expert` ranks: more than the experts when hot experts
    // are replicated (DeepSeek-V3 serving: 256 experts in 288 or 320 slots). 0: the experts.
    int expertSlots = 0;
    // Serving: weights sharded in 2D over the tensor group, attention over heads and batch
    // (Pope et al. 2022, weight-stationary 2D): `tensor` may exceed the attention heads.
    bool weightStationary2d = false;
    // Training: optimizer state and/or activations kept in host memory (ZeRO-Offload,
    // MaxText host offload), moved over the host link and overlapped with compute.
    HostOffload hostOffload = HostOffload::None;
    // Training: hybrid sharding (HSDP): the ZeRO-sharded state over groups of this many data x
    // context ranks, replicated across the (data x context) / shardGroup groups (PyTorch FSDP
    // ShardingStrategy.HYBRID_SHARD, FSDP2 fully_shard on a 2-D DeviceMesh; DeepSpeed ZeRO++
    // hpZ; Megatron-Core num_distributed_optimizer_instances). 0: the whole data x context group.
    int shardGroup = 0;
    int shardGroupOr(int dataTimesContext) const
    {
        return shardGroup > 0 ? shardGroup : dataTimesContext;
    }
    int slotsFor(int experts) const { return expertSlots > 0 ? expertSlots : experts; }
    bool operator==(const Parallelism&) const = default;
};

struct Cluster {
    std::string deviceId;
    int count = 1;
    Parallelism parallelism;
    FabricOptions fabric; // the scenario's `fabric` object
    bool operator==(const Cluster&) const = default;
};

struct Scenario {
    std::string name;
    Workload workload;
    Cluster cluster;
    ReliabilityOptions reliability; // the scenario's `reliability` object (training runs)
    bool hasReliabilityObject = false;
    // Where it runs and what it costs (the `placement` object; absent: no cost report). The
    // typed form is the only one in memory: the reader parses the object once, the writer
    // writes it from this struct (placementToJson).
    std::optional<PlacementSpec> placement;
    // The scenario's `data` object: what the workload stores and sends.
    double datasetBytes = 0;
    double datasetGrowthBytesPerMonth = 0;
    std::optional<double> egressBytesPerMonth; // default: inference responses, 4 B per token

    bool isTraining() const { return std::holds_alternative<TrainingWorkload>(workload); }
    // Equal when every typed value is (what the reader gives for the same meaning).
    bool operator==(const Scenario&) const = default;
};

// A project file (CONTRACT.md): named scenarios to evaluate side by side.
struct Project {
    std::string name;
    std::vector<Scenario> scenarios;
    // Optional efficiency calibration file, relative to the project file's folder.
    std::string calibrationPath;
    std::string notes;
    // Recommendation studies (the optional `recommend` list; see README "Recommendation").
    std::vector<StudySpec> studies;
    // The file wrote `recommend` as one study object rather than a list of them: the writer
    // keeps that form while the project has one study.
    bool studyAsObject = false;
    bool operator==(const Project&) const = default;
};

// The template scenario of `study` in `project`: the one it names, else the first; nullptr
// when there is none. The one lookup the validator, the CLI's reference check, the search and
// the GUI's Recommendation tab share.
const Scenario* templateScenario(const Project& project, const StudySpec& study);

// Whether the reader throws the first cross-field problem (validateProject) or leaves the
// checks to the caller (project/validate.h gathers every problem).
enum class CrossChecks { Throw, Skip };

// Parses and validates a project document. Throws InputError naming the field
// ("scenarios[1].cluster.parallelism.tensor"); the file name is added by the caller.
Project projectFromJson(const nlohmann::json& doc, CrossChecks checks = CrossChecks::Throw);
nlohmann::json projectToJson(const Project& project);
// The checks across a project's typed objects, for a project built or edited in memory as for
// one read from a file: each scenario's layout (project/layout_rules.h), unique scenario and
// study names, studies naming existing scenarios. Field ranges are checked where a value
// enters (the reader, the editors). Throws InputError naming the field: the first of
// structuralProblems (project/validate.h, which also has the validator with the references).
void validateProject(const Project& project);

// Reads a project file: parse, migrate older versions, validate. Throws InputError.
Project loadProjectFile(const std::filesystem::path& path);
Project loadProjectText(std::string_view text, const std::string& origin,
                        CrossChecks checks = CrossChecks::Throw);
// Atomic save (temporary file + rename).
void saveProjectFile(const Project& project, const std::filesystem::path& path);

// Older formats are brought to the current one step by step (migrateV1ToV2, ...); each step is
// tested with a golden file. Throws for versions newer than this build reads.
nlohmann::json migrateProject(const nlohmann::json& doc);

} // namespace ap
