#include "project/project.h"
#include "project/field_schema.h"
#include "project/layout_rules.h"
#include "project/project_edit.h"
#include "project/project_text.h"
#include "project/validate.h"

#include "common/checked_math.h"
#include "common/field_key.h"
#include "common/file_number.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "project/json_text_patch.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

using nlohmann::json;

namespace {

// Node-limited routing (DeepSeek-V3), a stored key of the served model.
constexpr std::string_view kMaxNodesPerToken = "/workload/model/max_nodes_per_token";

Precision readPrecision(const JsonReader& r)
{
    return *parsePrecision(readChoice(r, scenarioField("/workload/precision"), true));
}

} // namespace

std::string_view hostOffloadName(HostOffload o)
{
    switch (o) {
    case HostOffload::None:
        return "none";
    case HostOffload::Optimizer:
        return "optimizer";
    case HostOffload::Activations:
        return "activations";
    case HostOffload::OptimizerAndActivations:
        return "optimizer_and_activations";
    }
    return "none";
}

namespace {

AttentionKernel readAttention(const JsonReader& r)
{
    return *parseAttentionKernel(readChoiceOr(r, scenarioField("/workload/attention"), true));
}

std::string attentionName(AttentionKernel a)
{
    return std::string(attentionKernelName(a));
}

// Optional `software_stack` (default "auto"): the training or the serving stacks only.
SoftwareStack readStack(const JsonReader& r, bool training)
{
    return *parseStack(readChoiceOr(r, scenarioField("/workload/software_stack"), training));
}

// The served model's stored keys (project/field_schema.cpp: max_nodes_per_token, node-limited
// routing), read beside its typed fields; a dense model refuses them, as it refuses its other
// mixture-of-experts keys.
void readModelStoredFields(const JsonReader& model, const ModelSpec& m, bool training,
                           FieldValues& fields)
{
    readStoredFields(model, "/workload/model", training, fields);
    if (!m.isMoe() && fields.get(kMaxNodesPerToken).value_or(0) > 0)
        model.fail("max_nodes_per_token",
                   Message(AP_TEXT("ap::InputError",
                                   "only applies to mixture-of-experts models (experts > 1)")));
}

// The judge's and the draft's models: the served model's stored keys are its own (the
// dispatch of the served model's experts), not theirs.
void refuseServedModelKeys(const JsonReader& model)
{
    if (model.has("max_nodes_per_token"))
        model.fail("max_nodes_per_token",
                   Message(AP_TEXT("ap::InputError",
                                   "applies to the served model only (workload.model)")));
}

json modelJsonWithStoredFields(const ModelSpec& m, bool training, const FieldValues& fields)
{
    json model = modelSpecToJson(m);
    if (holdsStoredFields(fields, "/workload/model")) {
        addStoredFieldsJson(model, "/workload/model", training, fields);
        model = schemaObjectJson("/workload/model", training, model, true);
    }
    return model;
}

TrainingWorkload parseTraining(const JsonReader& r)
{
    const auto F = [](std::string_view key) -> const FieldSpec& {
        return scenarioField("/workload", key);
    };
    rejectUnknownSchemaKeys(r, "/workload", true);
    TrainingWorkload w;
    readStoredFields(r, "/workload", true, w.fields);
    const JsonReader model = r.object("model");
    w.model = parseModelSpec(model);
    readModelStoredFields(model, w.model, true, w.fields);
    w.sequenceLength = double(readInteger(r, F("sequence_length")));
    w.precision = readPrecision(r);
    w.tokens = readNumber(r, F("tokens"));
    w.globalBatchSequences = double(readInteger(r, F("global_batch_sequences")));
    w.microBatchSequences = double(readIntegerOr(r, F("micro_batch_sequences")));
    if (w.microBatchSequences > w.globalBatchSequences)
        r.fail("micro_batch_sequences", Message(AP_TEXT("ap::InputError", "larger than %2 (%1)"),
                                                {msg::value(w.globalBatchSequences),
                                                 msg::field("workload.global_batch_sequences")}));
    const std::string rc = readChoiceOr(r, F("activation_recompute"), true);
    w.recompute =
        rc == "none" ? Recompute::None : (rc == "full" ? Recompute::Full : Recompute::Selective);
    w.attention = readAttention(r);
    if (r.has("overlap_expert_comm"))
        w.overlapExpertComm = readBooleanOr(r, F("overlap_expert_comm"));
    w.pipelineSchedule = *parsePipelineSchedule(readChoiceOr(r, F("pipeline_schedule"), true));
    w.balancedPipelineSplit = readChoiceOr(r, F("pipeline_split"), true) == "balanced";
    w.selectiveRecompute = parseSelectiveRecompute(readChoiceOr(r, F("selective_recompute"), true));
    w.stack = readStack(r, true);
    return w;
}

InferenceWorkload parseInference(const JsonReader& r)
{
    const auto F = [](std::string_view key) -> const FieldSpec& {
        return scenarioField("/workload", key);
    };
    rejectUnknownSchemaKeys(r, "/workload", false);
    InferenceWorkload w;
    readStoredFields(r, "/workload", false, w.fields);
    const JsonReader model = r.object("model");
    w.model = parseModelSpec(model);
    readModelStoredFields(model, w.model, false, w.fields);
    w.precision = readPrecision(r);
    if (r.has("kv_cache_precision"))
        w.kvCachePrecision = *parsePrecision(readChoice(r, F("kv_cache_precision"), false));
    w.inputTokens = double(readInteger(r, F("input_tokens")));
    w.outputTokens = readNumber(r, F("output_tokens")); // a mean: field_schema.cpp
    if (r.has("batch")) {
        const json& b = r.value("batch");
        if (b.is_string()) {
            if (b.get<std::string>() != "max")
                r.fail("batch", Message(AP_TEXT("ap::InputError",
                                                "expected a number of sequences or \"max\", got "
                                                "\"%1\""),
                                        {msg::text(b.get<std::string>())}));
        } else {
            w.batch = double(readInteger(r, F("batch")));
        }
    }
    w.maxBatch = double(readIntegerOr(r, F("max_batch")));
    w.beamWidth = int(readIntegerOr(r, F("beam_width")));
    // The batch counts sequences, and a request decodes all its beams at once.
    if (w.batch && std::fmod(*w.batch, w.beamWidth) != 0)
        r.fail("batch",
               Message(AP_TEXT("ap::InputError", "expected a multiple of %2 (%1): each request "
                                                 "decodes its %1 beams together"),
                       {msg::value(double(w.beamWidth)), msg::field("workload.beam_width")}));
    // CPU serving processes per socket (each with its own weights and batch).
    w.engineInstances = int(readIntegerOr(r, F("engine_instances")));
    if (const auto sp = r.optionalObject("speculative")) {
        rejectUnknownSchemaKeys(*sp, "/workload/speculative", false);
        SpeculativeDecoding& spec = w.speculative;
        spec.draftTokens = int(readIntegerOr(*sp, F("speculative/draft_tokens")));
        if (!spec.enabled()) {
            // Off: an acceptance rate, a draft or any other of its fields would be read and
            // ignored.
            for (const std::string_view key : schemaKeys("/workload/speculative", false))
                if (key != "draft_tokens" && sp->has(key))
                    sp->fail(key, Message(AP_TEXT("ap::InputError",
                                                  "has no effect with %1 0 (speculative "
                                                  "decoding off): set %1 or remove it"),
                                          {msg::field("workload.speculative.draft_tokens")}));
        } else {
            readStoredFields(*sp, "/workload/speculative", false, w.fields);
            spec.acceptanceRate = readNumber(*sp, F("speculative/acceptance_rate"));
            // At 1 every draft is accepted, a draft that is the target itself.
            if (!(spec.acceptanceRate < 1))
                sp->fail("acceptance_rate",
                         Message(AP_TEXT("ap::InputError",
                                         "expected a probability below 1, got %1: a draft whose "
                                         "every token is accepted is the served model itself"),
                                 {msg::value(spec.acceptanceRate)}));
            if (w.beamWidth > 1)
                sp->fail(
                    "draft_tokens",
                    Message(AP_TEXT("ap::InputError",
                                    "speculative decoding verifies one sequence per "
                                    "request; it is not combined with beam search "
                                    "(%2 %1)"),
                            {msg::value(double(w.beamWidth)), msg::field("workload.beam_width")}));
            if (sp->has("draft_model")) {
                refuseServedModelKeys(sp->object("draft_model"));
                spec.draftModel = parseModelSpec(sp->object("draft_model"));
                if (!(spec.draftModel->parameters < w.model.parameters))
                    sp->fail("draft_model",
                             Message(AP_TEXT("ap::InputError",
                                             "a draft of %1 parameters is not smaller than the "
                                             "served model (%2): each of its tokens would cost "
                                             "at least a step of the model it drafts for"),
                                     {msg::value(spec.draftModel->parameters),
                                      msg::value(w.model.parameters)}));
            }
        }
    }
    if (const auto slo = r.optionalObject("slo")) {
        rejectUnknownSchemaKeys(*slo, "/workload/slo", false);
        readStoredFields(*slo, "/workload/slo", false, w.fields);
        if (const auto v = readOptionalNumber(*slo, F("slo/ttft_ms")))
            w.sloTtftSec = *v / 1e3;
        if (const auto v = readOptionalNumber(*slo, F("slo/tpot_ms")))
            w.sloTpotSec = *v / 1e3;
        // The share of requests the objectives hold for (MLPerf Server: 99); 0 and 100 are
        // no percentile of a Poisson tail (100 would be unbounded).
        if (const auto v = readOptionalNumber(*slo, F("slo/percentile"))) {
            if (!(*v > 0 && *v < 100))
                slo->fail("percentile",
                          Message(AP_TEXT("ap::InputError",
                                          "expected a percentile above 0 and below 100, got %1"),
                                  {msg::value(*v)}));
            w.sloPercentile = *v;
        }
    }
    if (r.has("prefill_devices"))
        w.prefillDevices = int(readInteger(r, F("prefill_devices")));
    // The prefill pool's own layout (disaggregated serving); each degree left out is the
    // cluster's, checked against the pool's devices in project/layout_rules.cpp (which refuses
    // it without prefill_devices: there is no prefill pool then).
    if (const auto pl = r.optionalObject("prefill_parallelism")) {
        rejectUnknownSchemaKeys(*pl, "/workload/prefill_parallelism", false);
        readStoredFields(*pl, "/workload/prefill_parallelism", false, w.fields);
        const auto degree = [&](std::string_view key) -> std::optional<int> {
            if (!pl->has(key))
                return std::nullopt;
            return int(readInteger(*pl, F("prefill_parallelism/" + std::string(key))));
        };
        PoolLayout l;
        l.tensor = degree("tensor");
        l.pipeline = degree("pipeline");
        l.expert = degree("expert");
        l.expertSlots = degree("expert_slots");
        w.prefillLayout = l;
    }
    w.demandOutputTokensPerSec = readOptionalNumber(r, F("demand_output_tokens_per_s"));
    if (const auto e = r.optionalObject("online_evaluation")) {
        rejectUnknownSchemaKeys(*e, "/workload/online_evaluation", false);
        readStoredFields(*e, "/workload/online_evaluation", false, w.fields);
        OnlineEvaluation ev;
        refuseServedModelKeys(e->object("model"));
        ev.model = parseModelSpec(e->object("model"));
        ev.sampleFraction = readNumber(*e, F("online_evaluation/sample_fraction"));
        const FieldSpec& judgeInput = F("online_evaluation/input_tokens");
        ev.inputTokens = e->numberOr(judgeInput.key(), w.inputTokens + w.outputTokens,
                                     judgeInput.min, judgeInput.max);
        ev.outputTokens = readNumberOr(*e, F("online_evaluation/output_tokens"));
        w.evaluation = ev;
    }
    w.attention = readAttention(r);
    w.stack = readStack(r, false);
    return w;
}

Cluster parseCluster(const JsonReader& r, bool training)
{
    const auto F = [](std::string_view key) -> const FieldSpec& {
        return scenarioField("/cluster", key);
    };
    rejectUnknownSchemaKeys(r, "/cluster", training);
    Cluster c;
    c.deviceId = r.string("device");
    c.count = int(readInteger(r, F("count")));
    Parallelism& p = c.parallelism;
    const auto pr = r.optionalObject("parallelism");
    if (pr) {
        // Either workload's keys: weight_sharding "2d" in training and host_offload in serving
        // are refused by the layout rules, with the reason.
        rejectUnknownSchemaKeys(*pr, "/cluster/parallelism");
        // Each degree is at most the count.
        p.tensor = int(readIntegerOr(*pr, F("parallelism/tensor"), 1, c.count));
        p.pipeline = int(readIntegerOr(*pr, F("parallelism/pipeline"), 1, c.count));
        p.context = int(readIntegerOr(*pr, F("parallelism/context"), 1, c.count));
        p.expert = int(readIntegerOr(*pr, F("parallelism/expert"), 1, c.count));
        p.zeroStage = int(readIntegerOr(*pr, F("parallelism/zero_stage"), training ? 1 : 0));
        p.virtualPipeline = int(readIntegerOr(*pr, F("parallelism/virtual_pipeline")));
        p.padHeads = readBooleanOr(*pr, F("parallelism/pad_heads"));
        p.expertSlots = int(readIntegerOr(*pr, F("parallelism/expert_slots"), 0));
        p.shardGroup = int(readIntegerOr(*pr, F("parallelism/shard_group_size"), 0, c.count));
        p.weightStationary2d =
            readChoiceOr(*pr, F("parallelism/weight_sharding"), training) == "2d";
        const std::string offload = readChoiceOr(*pr, F("parallelism/host_offload"), training);
        for (const HostOffload o : {HostOffload::None, HostOffload::Optimizer,
                                    HostOffload::Activations, HostOffload::OptimizerAndActivations})
            if (hostOffloadName(o) == offload)
                p.hostOffload = o;
    } else {
        p.zeroStage = training ? 1 : 0;
    }
    // 64-bit products, bounded by the count: each degree is at most the count (1e7), so
    // tensor x pipeline x context could reach 1e21 and wrap an int.
    const std::string field = pr ? pr->fieldPath("data") : r.fieldPath("parallelism.data");
    const std::string innerField =
        pr ? pr->fieldPath("context") : r.fieldPath("parallelism.context");
    const long long inner = checkedProduct({p.tensor, p.pipeline, p.context}, c.count, innerField,
                                           "tensor x pipeline x context");
    if (c.count % inner != 0)
        throw InputError(
            {}, r.fieldPath("count"),
            Message(AP_TEXT("ap::InputError",
                            "count %1 is not a multiple of tensor x pipeline x context = %2"),
                    {msg::count(c.count), msg::count(double(inner))}));
    p.data = pr ? int(readIntegerOr(*pr, F("parallelism/data"), c.count / inner, c.count))
                : int(c.count / inner);
    const long long all =
        checkedProduct({inner, p.data}, c.count, field, "tensor x pipeline x context x data");
    if (all != c.count)
        throw InputError(
            {}, field,
            Message(AP_TEXT("ap::InputError",
                            "tensor x pipeline x context x data = %1, but count is %2"),
                    {msg::count(double(all)), msg::count(c.count)}));
    return c;
}

Scenario parseScenario(const JsonReader& r)
{
    r.rejectUnknownKeys(
        {"name", "workload", "cluster", "fabric", "reliability", "placement", "data", "notes"});
    Scenario s;
    s.name = r.string("name");
    const JsonReader w = r.object("workload");
    const std::string kind = readChoice(w, scenarioField("/workload/kind"), true);
    if (kind == "training")
        s.workload = parseTraining(w);
    else
        s.workload = parseInference(w);
    s.cluster = parseCluster(r.object("cluster"), kind == "training");
    if (const auto f = r.optionalObject("fabric"))
        s.cluster.fabric = parseFabricOptions(*f);
    if (const auto rel = r.optionalObject("reliability")) {
        s.reliability = parseReliabilityOptions(*rel);
        s.hasReliabilityObject = true;
    }
    if (const auto pl = r.optionalObject("placement"))
        s.placement = parsePlacement(*pl);
    if (const auto data = r.optionalObject("data")) {
        rejectUnknownSchemaKeys(*data, "/data", kind == "training");
        s.datasetBytes = readNumberOr(*data, scenarioField("/data/dataset_tb")) * 1e12;
        s.datasetGrowthBytesPerMonth =
            readNumberOr(*data, scenarioField("/data/growth_tb_per_month")) * 1e12;
        if (const auto e = readOptionalNumber(*data, scenarioField("/data/egress_tb_per_month")))
            s.egressBytesPerMonth = *e * 1e12;
    }
    return s;
}

// The workload as the writer writes it: the typed values by key, spelled and completed with
// stated defaults by the field schema (schemaObjectJson).
json workloadToJson(const Workload& w)
{
    if (const auto* t = std::get_if<TrainingWorkload>(&w)) {
        json j = {{"kind", "training"},
                  {"model", modelJsonWithStoredFields(t->model, true, t->fields)},
                  {"sequence_length", t->sequenceLength},
                  {"precision", precisionName(t->precision)},
                  {"tokens", t->tokens},
                  {"global_batch_sequences", t->globalBatchSequences},
                  {"micro_batch_sequences", t->microBatchSequences},
                  {"activation_recompute", recomputeName(t->recompute)},
                  {"attention", attentionName(t->attention)},
                  {"pipeline_schedule", pipelineScheduleName(t->pipelineSchedule)},
                  {"pipeline_split", t->balancedPipelineSplit ? "balanced" : "even"},
                  {"software_stack", stackName(t->stack)}}; // "auto" is dropped from saved files
        if (t->selectiveRecompute)
            j["selective_recompute"] = selectiveRecomputeName(*t->selectiveRecompute);
        if (t->overlapExpertComm)
            j["overlap_expert_comm"] = *t->overlapExpertComm;
        addStoredFieldsJson(j, "/workload", true, t->fields);
        return schemaObjectJson("/workload", true, j);
    }
    const auto& i = std::get<InferenceWorkload>(w);
    json j = {{"kind", "inference"},
              {"model", modelJsonWithStoredFields(i.model, false, i.fields)},
              {"precision", precisionName(i.precision)},
              {"input_tokens", i.inputTokens},
              {"output_tokens", i.outputTokens},
              {"max_batch", i.maxBatch},
              {"beam_width", i.beamWidth},
              {"engine_instances", i.engineInstances},
              {"attention", attentionName(i.attention)},
              {"software_stack", stackName(i.stack)}}; // "auto" is dropped from saved files
    j["batch"] = i.batch ? json(*i.batch) : json("max");
    if (i.kvCachePrecision)
        j["kv_cache_precision"] = precisionName(*i.kvCachePrecision);
    if (i.sloTtftSec || i.sloTpotSec || i.sloPercentile ||
        holdsStoredFields(i.fields, "/workload/slo")) {
        json slo = json::object();
        addStoredFieldsJson(slo, "/workload/slo", false, i.fields);
        if (i.sloTtftSec)
            slo["ttft_ms"] = fileValueOfQuotient(*i.sloTtftSec, 1e3); // the reader's / 1e3
        if (i.sloTpotSec)
            slo["tpot_ms"] = fileValueOfQuotient(*i.sloTpotSec, 1e3);
        if (i.sloPercentile)
            slo["percentile"] = *i.sloPercentile;
        j["slo"] = schemaObjectJson("/workload/slo", false, slo);
    }
    if (i.speculative.enabled()) {
        json spec = {{"draft_tokens", i.speculative.draftTokens},
                     {"acceptance_rate", i.speculative.acceptanceRate}};
        if (i.speculative.draftModel)
            spec["draft_model"] = modelSpecToJson(*i.speculative.draftModel);
        addStoredFieldsJson(spec, "/workload/speculative", false, i.fields);
        j["speculative"] = schemaObjectJson("/workload/speculative", false, spec);
    }
    if (i.prefillDevices)
        j["prefill_devices"] = *i.prefillDevices;
    if (i.prefillLayout) {
        json l = json::object();
        const PoolLayout& pl = *i.prefillLayout;
        for (const auto& [key, v] : {std::pair{"tensor", pl.tensor},
                                     {"pipeline", pl.pipeline},
                                     {"expert", pl.expert},
                                     {"expert_slots", pl.expertSlots}})
            if (v)
                l[key] = *v;
        addStoredFieldsJson(l, "/workload/prefill_parallelism", false, i.fields);
        j["prefill_parallelism"] = schemaObjectJson("/workload/prefill_parallelism", false, l);
    }
    if (i.demandOutputTokensPerSec)
        j["demand_output_tokens_per_s"] = *i.demandOutputTokensPerSec;
    if (i.evaluation) {
        json e = {{"model", modelSpecToJson(i.evaluation->model)},
                  {"sample_fraction", i.evaluation->sampleFraction},
                  {"input_tokens", i.evaluation->inputTokens},
                  {"output_tokens", i.evaluation->outputTokens}};
        addStoredFieldsJson(e, "/workload/online_evaluation", false, i.fields);
        j["online_evaluation"] = schemaObjectJson("/workload/online_evaluation", false, e);
    }
    addStoredFieldsJson(j, "/workload", false, i.fields);
    return schemaObjectJson("/workload", false, j);
}

} // namespace

namespace {

// Throws unless `doc` is a project of a format version this build reads.
void checkProjectHeader(const json& doc)
{
    if (!doc.is_object())
        throw InputError({}, "(top level)",
                         Message(AP_TEXT("ap::InputError", "expected a JSON object")));
    const JsonReader top(doc, {});
    checkFormatHeader(top, "accelplan-project", kProjectFormatVersion);
}

} // namespace

json migrateProject(const json& doc)
{
    checkProjectHeader(doc);
    // Version 1 is the first format: nothing to migrate yet. Future steps go here, in order,
    // each a small function migrateVnToVn1(json&) with a golden-file test.
    return doc;
}

Project projectFromJson(const json& input, CrossChecks checks)
{
    // Documents parsed from text are depth-checked by parseJson; one built in code is checked
    // here, before the copy below recurses through it.
    if (jsonDeeperThan(input, kMaxJsonDepth))
        throw InputError({}, "(top level)",
                         Message(AP_TEXT("ap::InputError", "nested deeper than %1 levels"),
                                 {msg::count(kMaxJsonDepth)}));
    // Version 1 is the only format so far: the document is read where it lies, not copied (the
    // copy was a whole pass over a large file). An older version, when there is one, is read
    // from migrateProject's copy.
    checkProjectHeader(input);
    const json& doc = input;
    const JsonReader top(doc, {});
    top.rejectUnknownKeys(
        {"format", "version", "name", "scenarios", "calibration", "notes", "recommend"});
    Project p;
    p.name = top.stringOr("name", "Untitled");
    p.calibrationPath = top.stringOr("calibration", {});
    p.notes = top.stringOr("notes", {});
    const json& list = top.array("scenarios");
    p.scenarios.reserve(list.size());
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string path = "scenarios[" + std::to_string(i) + "]";
        p.scenarios.push_back(parseScenario(JsonReader(list[i], path)));
    }
    if (top.has("recommend")) {
        // One study (an object) or several (a list of objects).
        const json& rec = top.value("recommend");
        if (!rec.is_array() && !rec.is_object())
            top.fail("recommend",
                     Message(AP_TEXT("ap::InputError", "expected an object or a list of objects")));
        const size_t count = rec.is_array() ? rec.size() : 1;
        p.studies.reserve(count);
        for (size_t i = 0; i < count; ++i) {
            const json& study = rec.is_array() ? rec[i] : rec;
            const std::string path =
                rec.is_array() ? "recommend[" + std::to_string(i) + "]" : std::string("recommend");
            if (!study.is_object())
                top.fail(path, "expected an object");
            p.studies.push_back(parseStudySpec(JsonReader(study, path)));
        }
        p.studyAsObject = rec.is_object();
    }
    if (checks == CrossChecks::Throw)
        validateProject(p);
    return p;
}

const Scenario* templateScenario(const Project& project, const StudySpec& study)
{
    if (project.scenarios.empty())
        return nullptr;
    if (study.scenario.empty())
        return &project.scenarios.front();
    const auto it = std::find_if(project.scenarios.begin(), project.scenarios.end(),
                                 [&](const Scenario& s) { return s.name == study.scenario; });
    return it == project.scenarios.end() ? nullptr : &*it;
}

void validateProject(const Project& p)
{
    // The checks are project/validate.cpp's; here the first one is thrown.
    const std::vector<Problem> problems = structuralProblems(p);
    if (!problems.empty())
        throw InputError({}, problems.front().field, problems.front().message);
}

json scenarioDataJson(const Scenario& s)
{
    // The exact inverses of the reader's TB * 1e12 (#24: read(write(x)) == x).
    json given = {{"dataset_tb", fileValueOfProduct(s.datasetBytes, 1e12)},
                  {"growth_tb_per_month", fileValueOfProduct(s.datasetGrowthBytesPerMonth, 1e12)}};
    if (s.egressBytesPerMonth)
        given["egress_tb_per_month"] = fileValueOfProduct(*s.egressBytesPerMonth, 1e12);
    return schemaObjectJson("/data", s.isTraining(), given);
}

json projectToJson(const Project& p)
{
    json scenarios = json::array();
    for (const Scenario& s : p.scenarios) {
        const Parallelism& par = s.cluster.parallelism;
        const bool training = std::holds_alternative<TrainingWorkload>(s.workload);
        json given = {{"tensor", par.tensor},
                      {"pipeline", par.pipeline},
                      {"data", par.data},
                      {"expert", par.expert},
                      {"context", par.context},
                      {"zero_stage", par.zeroStage},
                      {"virtual_pipeline", par.virtualPipeline},
                      {"pad_heads", par.padHeads}};
        if (par.expertSlots > 0)
            given["expert_slots"] = par.expertSlots;
        if (par.shardGroup > 0)
            given["shard_group_size"] = par.shardGroup;
        // The other workload's key only where it is set (the layout rules refuse it then).
        if (!training || par.weightStationary2d)
            given["weight_sharding"] = par.weightStationary2d ? "2d" : "1d";
        if (training || par.hostOffload != HostOffload::None)
            given["host_offload"] = std::string(hostOffloadName(par.hostOffload));
        scenarios.push_back(
            {{"name", s.name},
             {"workload", workloadToJson(s.workload)},
             {"cluster",
              schemaObjectJson("/cluster", training,
                               {{"device", s.cluster.deviceId},
                                {"count", s.cluster.count},
                                {"parallelism", schemaObjectJson("/cluster/parallelism", training,
                                                                 given, true)}})}});
        if (!(s.cluster.fabric == FabricOptions{}))
            scenarios.back()["fabric"] = fabricOptionsToJson(s.cluster.fabric);
        if (s.hasReliabilityObject)
            scenarios.back()["reliability"] = reliabilityOptionsToJson(s.reliability);
        if (s.placement)
            scenarios.back()["placement"] = placementToJson(*s.placement);
        if (s.datasetBytes > 0 || s.datasetGrowthBytesPerMonth > 0 || s.egressBytesPerMonth)
            scenarios.back()["data"] = scenarioDataJson(s);
    }
    json j = {{"format", "accelplan-project"},
              {"version", kProjectFormatVersion},
              {"name", p.name},
              {"scenarios", scenarios}};
    if (!p.calibrationPath.empty())
        j["calibration"] = p.calibrationPath;
    if (!p.notes.empty())
        j["notes"] = p.notes;
    if (!p.studies.empty())
        j["recommend"] = studiesToJson(p, true);
    return j;
}

json studiesToJson(const Project& p, bool full)
{
    if (p.studyAsObject && p.studies.size() == 1)
        return studySpecToJson(p.studies.front(), full);
    json list = json::array();
    for (const StudySpec& s : p.studies)
        list.push_back(studySpecToJson(s, full));
    return list;
}

Project loadProjectText(std::string_view text, const std::string& origin, CrossChecks checks)
{
    try {
        return projectFromJson(parseJson(text, origin), checks);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

Project loadProjectFile(const std::filesystem::path& path)
{
    return loadProjectText(readTextFile(path), path.string());
}

namespace {

// The file form of `project` as its author would keep it: scenario keys at their defaults
// left out (projectFileJson, so derived defaults such as head_dim stay derived after an edit
// of what they derive from), except keys the author wrote explicitly in `asWritten`: those
// keep a value (the effective one from `full`), so a changed explicit default is patched in
// place instead of being dropped or written twice.
void keepWrittenKeys(json& minimal, const json& asWritten, const json& full)
{
    if (asWritten.is_object() && minimal.is_object() && full.is_object()) {
        for (auto it = asWritten.begin(); it != asWritten.end(); ++it) {
            const auto inFull = full.find(it.key());
            if (inFull == full.end())
                continue;
            if (!minimal.contains(it.key()))
                minimal[it.key()] = *inFull;
            else
                keepWrittenKeys(minimal[it.key()], it.value(), *inFull);
        }
    } else if (asWritten.is_array() && minimal.is_array() && full.is_array() &&
               full.size() == minimal.size()) {
        if (asWritten.size() == minimal.size()) {
            for (size_t i = 0; i < minimal.size(); ++i)
                keepWrittenKeys(minimal[i], asWritten[i], full[i]);
            return;
        }
        // A scenario or study added or removed: the others are found by their names, so their
        // authors' keys stay too.
        for (size_t i = 0; i < minimal.size(); ++i) {
            if (!minimal[i].is_object() || !minimal[i].contains("name"))
                continue;
            for (const json& written : asWritten)
                if (written.is_object() && written.value("name", json()) == minimal[i]["name"]) {
                    keepWrittenKeys(minimal[i], written, full[i]);
                    break;
                }
        }
    }
}

json authorsForm(const Project& project, const json& asWritten)
{
    json form = projectFileJson(project);
    keepWrittenKeys(form, asWritten, projectToJson(project));
    return form;
}

} // namespace

std::string projectFileText(const Project& project, std::string_view original)
{
    if (!original.empty()) {
        try {
            const json asWritten = json::parse(original);
            const json baseline = authorsForm(projectFromJson(asWritten), asWritten);
            const json updated = authorsForm(project, asWritten);
            if (const auto text = patchJsonText(original, baseline, updated)) {
                // The patched text must read back as exactly this project (the typed model's
                // ==, as every other "has this changed?"); if the patch ever got it wrong, the
                // plain dump is the safe answer.
                if (projectFromJson(json::parse(*text)) == project)
                    return *text;
            }
        } catch (const std::exception&) {
            // The original no longer reads (edited elsewhere): write the dump.
        }
    }
    return projectFileJson(project).dump(2) + "\n";
}

void saveProjectFile(const Project& project, const std::filesystem::path& path,
                     std::string_view original)
{
    writeTextFileAtomically(path, projectFileText(project, original));
}

void saveProjectFile(const Project& project, const std::filesystem::path& path)
{
    saveProjectFile(project, path, {});
}

} // namespace ap
