#include "perf/calibration.h"

#include "common/checked_math.h"
#include "common/csv_reader.h"
#include "common/embedded_data.h"
#include "common/input_error.h"
#include "common/json_reader.h"
#include "perf/calibration_csv.h"
#include "perf/least_squares.h"
#include "perf/prediction_band.h"
#include "perf/scenario_evaluation.h"
#include "project/field_schema.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>

namespace ap {

using nlohmann::json;

namespace {

constexpr size_t kMaxCsvRows = 100000;

// The validator's problem for `e` (its message already escaped and bounded by InputError).
Problem problemOf(InputProblemKind kind, const InputError& e)
{
    return {kind, e.field(), e.text(), {}, {}};
}

// Column access by header name with errors naming file, row and column. Without a sink a
// cell's problem is thrown (the models table); with one it is recorded there as the
// validator's typed problem (project/validate.h: kind, field, message, limit, found value),
// the first per cell, and the read goes on with a neutral value, so that a file's every bad
// cell is named at once (the measurements, readMeasurements).
class CsvTable {
public:
    CsvTable(std::string_view text, std::string origin, std::vector<Problem>* sink = nullptr)
        : m_origin(std::move(origin))
        , m_sink(sink)
    {
        CsvRows parsed = parseCsv(checkedUtf8Text(text, m_origin), kMaxCsvRows + 2, m_origin);
        m_rows = std::move(parsed.rows);
        m_lines = std::move(parsed.lines);
        if (m_rows.empty())
            throw InputError(m_origin, {}, "empty file: expected a header line");
        m_header = m_rows.front();
        m_rows.erase(m_rows.begin());
        m_lines.erase(m_lines.begin());
        // Each column once: a second "count" column would be read or ignored by position.
        std::unordered_map<std::string_view, size_t> seen;
        for (size_t c = 0; c < m_header.size(); ++c)
            if (const auto [at, inserted] = seen.emplace(m_header[c], c); !inserted)
                throw InputError(m_origin, "column " + m_header[c],
                                 "named twice in the header (columns " +
                                     std::to_string(at->second + 1) + " and " +
                                     std::to_string(c + 1) + "); name each column once");
        // A row with more fields than the header has values no column reads.
        for (size_t r = 0; r < m_rows.size() && r <= kMaxCsvRows; ++r)
            if (m_rows[r].size() > m_header.size())
                throw InputError(m_origin, "row " + std::to_string(r + 2),
                                 "has " + std::to_string(m_rows[r].size()) +
                                     " fields but the header names " +
                                     std::to_string(m_header.size()) + " columns (line " +
                                     std::to_string(m_lines[r]) + ")");
        // Bounded work: every fit iteration evaluates every row several times, so a table of a
        // million rows would run for hours. Real calibration sets have hundreds of rows.
        if (m_rows.size() > kMaxCsvRows)
            throw InputError(m_origin, {},
                             "has more than " + std::to_string(kMaxCsvRows) +
                                 " rows (expected measured runs, not raw samples: average "
                                 "repeated runs into one row)");
    }
    bool hasColumn(std::string_view name) const
    {
        return std::find(m_header.begin(), m_header.end(), name) != m_header.end();
    }
    // Every column of `names` the header lacks (each a problem with a sink); false if any.
    bool requireColumns(std::initializer_list<std::string_view> names) const
    {
        bool all = true;
        for (auto n : names)
            if (!hasColumn(n)) {
                const InputError e(m_origin, std::string(n), "missing column");
                if (!m_sink)
                    throw e;
                m_sink->push_back(problemOf(InputProblemKind::OutOfRange, e));
                all = false;
            }
        return all;
    }
    size_t size() const { return m_rows.size(); }
    // A problem of cell (row, column): thrown without a sink, else recorded (the first of the
    // cell only: a missing value is not also "not a number").
    void report(size_t row, std::string_view column, InputProblemKind kind, const Message& message,
                std::optional<double> limit = {}, std::optional<double> found = {}) const
    {
        const InputError e(m_origin, place(row, column), message);
        if (!m_sink)
            throw e;
        if (!m_reported.emplace(row, std::string(column)).second)
            return;
        Problem p = problemOf(kind, e);
        p.limit = limit;
        p.found = found;
        m_sink->push_back(std::move(p));
    }
    // Whether a cell of `row` had a problem (its values are then not the file's).
    bool rowHasProblems(size_t row) const
    {
        const auto it = m_reported.lower_bound({row, std::string()});
        return it != m_reported.end() && it->first == row;
    }
    std::string field(size_t row, std::string_view column) const
    {
        const auto it = std::find(m_header.begin(), m_header.end(), column);
        const size_t c = size_t(it - m_header.begin());
        if (c >= m_rows[row].size()) {
            report(row, column, InputProblemKind::OutOfRange, "missing value");
            return {};
        }
        return m_rows[row][c];
    }
    // A number within [min, max]; a problem otherwise (OutOfRange, with the bound it passes and
    // the value where the text is a number). With a sink the read goes on with a value in range.
    double number(size_t row, std::string_view column, double min, double max) const
    {
        const std::string text = field(row, column);
        try {
            return parseNumberText(text, place(row, column), min, max);
        } catch (const InputError& e) {
            std::optional<double> found;
            try {
                found = parseNumberText(text, {}, -HUGE_VAL, HUGE_VAL);
            } catch (const InputError&) {
                // not a finite number at all
            }
            if (found)
                report(row, column, InputProblemKind::OutOfRange, e.text(),
                       *found < min ? min : max, found);
            else
                report(row, column, InputProblemKind::OutOfRange, e.text());
            return std::clamp(1.0, min, max);
        }
    }
    // An optional column that is absent, blank or cut off at the end of a shorter row.
    bool blank(size_t row, std::string_view column) const
    {
        const auto it = std::find(m_header.begin(), m_header.end(), column);
        const size_t c = size_t(it - m_header.begin());
        return it == m_header.end() || c >= m_rows[row].size() || m_rows[row][c].empty();
    }
    // A whole number (counts, parallel degrees): "2.7" is refused, not truncated.
    int integer(size_t row, std::string_view column, double min, double max) const
    {
        const double v = number(row, column, min, max);
        if (std::floor(v) != v) {
            report(row, column, InputProblemKind::OutOfRange,
                   "expected a whole number, got " + field(row, column), {}, v);
            return int(std::clamp(1.0, min, max));
        }
        return int(v);
    }
    int integerOr(size_t row, std::string_view column, int fallback, double min, double max) const
    {
        if (blank(row, column))
            return fallback;
        return integer(row, column, min, max);
    }
    // An optional column: absent or blank gives `fallback`.
    double numberOr(size_t row, std::string_view column, double fallback, double min,
                    double max) const
    {
        if (blank(row, column))
            return fallback;
        return number(row, column, min, max);
    }
    std::string place(size_t row, std::string_view column) const
    {
        return "row " + std::to_string(row + 2) + " (line " + std::to_string(m_lines[row]) +
               "), column " + std::string(column);
    }
    const std::string& origin() const { return m_origin; }
    // A workload column read with the limits the project reader applies to the same field
    // (its entry in core/project/field_schema.cpp): range, whole numbers, a blank column as
    // the field's default (`fallback` where the default is derived).
    double workloadField(size_t row, std::string_view column, std::string_view pointer) const
    {
        const FieldSpec& f = scenarioField(pointer);
        const double v = f.type == FieldType::Integer ? integer(row, column, f.min, f.max)
                                                      : number(row, column, f.min, f.max);
        if (f.openRange && !(v > f.min && v < f.max))
            report(row, column, InputProblemKind::OutOfRange,
                   "expected a value above " + messageNumber(f.min) + " and below " +
                       messageNumber(f.max) + ", got " + field(row, column),
                   v <= f.min ? f.min : f.max, v);
        else if (f.minExclusive && !(v > f.min))
            report(row, column, InputProblemKind::OutOfRange,
                   "expected a value above " + messageNumber(f.min) + " and at most " +
                       messageNumber(f.max) + ", got " + field(row, column),
                   f.min, v);
        return v;
    }
    // The workload fields without a typed member (FieldSpec::stored) directly under the
    // workload, each from the column its key names where the row has a value: numbers with
    // the project reader's limits, a choice by name, a bool as true or false.
    void storedWorkloadFields(size_t row, bool training, FieldValues& values) const
    {
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (!f.stored || f.parent() != "/workload" || !f.appliesTo(training) ||
                blank(row, f.key()))
                continue;
            const std::string text = field(row, f.key());
            if (f.type == FieldType::Choice) {
                if (!storeFieldChoice(values, f, training, text)) {
                    std::string list;
                    for (const std::string_view c : f.choicesFor(training))
                        list += (list.empty() ? "" : ", ") + std::string(c);
                    report(row, f.key(), InputProblemKind::OutOfRange,
                           "expected one of " + list + ", got \"" + text + "\"");
                }
            } else if (f.type == FieldType::Bool) {
                if (text != "true" && text != "false")
                    report(row, f.key(), InputProblemKind::OutOfRange,
                           "expected true or false, got \"" + text + "\"");
                else
                    storeFieldValue(values, f, training, text == "true" ? 1 : 0);
            } else {
                storeFieldValue(values, f, training, workloadField(row, f.key(), f.pointer));
            }
        }
    }
    double workloadFieldOr(size_t row, std::string_view column, std::string_view pointer,
                           double fallback) const
    {
        return blank(row, column) ? fallback : workloadField(row, column, pointer);
    }

private:
    std::string m_origin;
    std::vector<Problem>* m_sink = nullptr;
    mutable std::set<std::pair<size_t, std::string>> m_reported; // (row, column)
    std::vector<std::vector<std::string>> m_rows;
    std::vector<size_t> m_lines; // the line each row starts on
    std::vector<std::string> m_header;
};

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// The free parameters of a fit: the four global ones, then one compute scale per
// micro-architecture family that the rows cover well enough (>= 2 rows) other than the
// reference family (the best covered one, scale fixed at its prior), so that the global
// compute fractions and the family scales are not degenerate.
struct FitSpace {
    static constexpr Eigen::Index kGlobal = Eigen::Index(EfficiencyParams::kFittedNames.size());
    std::vector<std::string> families;
    std::set<std::string> cpuFamilies; // of `families`: priors are taken per kind
    // Of `families`: the geometric mean of their rows' devices' sustained clock fraction
    // (EfficiencyParams::architectureClockFraction), where it is not 1.
    std::map<std::string, double> clockFractions;
    std::string reference;
    // Software stacks with their own scale (after the families).
    std::vector<std::string> stacks;
    // The CPU parameters, last, when >= 2 rows ran on CPUs: the host cost of an operator
    // (EfficiencyParams::cpuOpOverheadSec) at cpuIndex(), the fraction of DDR bandwidth a
    // CPU's decode reaches (EfficiencyParams::cpuMemory) after it.
    bool cpuParams = false;
    Eigen::Index cpuIndex() const
    {
        return kGlobal + Eigen::Index(families.size() + stacks.size());
    }
    Eigen::Index size() const { return cpuIndex() + (cpuParams ? 2 : 0); }

    // Parameters live in an unconstrained space: fractions through a logit, the overhead and
    // the scales through a log.
    Eigen::VectorXd toFree(const EfficiencyParams& p) const
    {
        auto logit = [](double x) { return std::log(x / (1 - x)); };
        Eigen::VectorXd u = Eigen::VectorXd::Zero(size());
        u.head(kGlobal) << logit(p.computeWide), logit(p.computeNarrow), logit(p.memory),
            std::log(std::max(p.kernelOverheadSec, 1e-9)), logit(std::min(p.attention, 0.999));
        for (size_t i = 0; i < families.size(); ++i)
            u[Eigen::Index(kGlobal + i)] = std::log(p.architectureComputeScale.contains(families[i])
                                                        ? p.architectureComputeScale.at(families[i])
                                                        : 1.0);
        for (size_t i = 0; i < stacks.size(); ++i)
            u[Eigen::Index(kGlobal + families.size() + i)] =
                std::log(p.stackEfficiencyScale(stacks[i]));
        // From the prior's CPU figures, else its per-kernel cost and memory fraction (the model
        // without them).
        if (cpuParams) {
            u[cpuIndex()] =
                std::log(std::max(p.cpuOpOverheadSec.value_or(p.kernelOverheadSec), 1e-9));
            u[cpuIndex() + 1] = logit(std::min(p.cpuMemory.value_or(p.memory), 0.999));
        }
        return u;
    }
    EfficiencyParams fromFree(const Eigen::VectorXd& u, EfficiencyParams base) const
    {
        auto sigmoid = [](double x) { return 1 / (1 + std::exp(-x)); };
        base.setFitted(
            {sigmoid(u[0]), sigmoid(u[1]), sigmoid(u[2]), std::exp(u[3]), sigmoid(u[4])});
        for (size_t i = 0; i < families.size(); ++i)
            base.architectureComputeScale[families[i]] = std::exp(u[Eigen::Index(kGlobal + i)]);
        base.cpuArchitectures.insert(cpuFamilies.begin(), cpuFamilies.end());
        for (const std::string& family : families) {
            const auto clock = clockFractions.find(family);
            if (clock == clockFractions.end())
                base.architectureClockFraction.erase(family);
            else
                base.architectureClockFraction[family] = clock->second;
        }
        for (size_t i = 0; i < stacks.size(); ++i)
            base.stackScale[stacks[i]] = std::exp(u[Eigen::Index(kGlobal + families.size() + i)]);
        if (cpuParams) {
            base.cpuOpOverheadSec = std::exp(u[cpuIndex()]);
            base.cpuMemory = sigmoid(u[cpuIndex() + 1]);
        }
        if (!reference.empty())
            base.referenceArchitecture = reference;
        return base;
    }
};

SoftwareStack measurementStack(const Measurement& m, const Device& d)
{
    if (const auto* t = std::get_if<TrainingWorkload>(&m.scenario.workload))
        return resolveStack(t->stack, d, true);
    return resolveStack(std::get<InferenceWorkload>(m.scenario.workload).stack, d, false);
}

FitSpace fitSpaceFor(const std::vector<Measurement>& rows, const Catalog& catalog)
{
    std::map<std::string, int> counts;
    std::map<std::string, double> logClock;
    std::set<std::string> cpuFamilies;
    for (const Measurement& m : rows)
        if (const Device* d = catalog.find(m.scenario.cluster.deviceId)) {
            ++counts[d->architecture];
            logClock[d->architecture] += std::log(d->sustainedClockFraction());
            if (d->kind == DeviceKind::Cpu)
                cpuFamilies.insert(d->architecture);
        }
    std::string reference;
    int best = 0;
    for (const auto& [family, n] : counts)
        if (n > best) {
            best = n;
            reference = family;
        }
    FitSpace space;
    space.reference = reference;
    int cpuRows = 0;
    for (const auto& [family, n] : counts)
        if (cpuFamilies.contains(family))
            cpuRows += n;
    space.cpuParams = cpuRows >= 2;
    for (const auto& [family, n] : counts)
        if (family != reference && n >= 2) {
            space.families.push_back(family);
            if (logClock[family] != 0)
                space.clockFractions[family] = std::exp(logClock[family] / n);
            if (cpuFamilies.contains(family))
                space.cpuFamilies.insert(family);
        }
    // A stack gets its own scale when >= 2 rows ran it and the rows can tell it apart from
    // the device family: some family it ran on also has rows of another stack (all of
    // MaxText's rows on TPU v6e, say, only say what v6e-with-MaxText reaches, which the
    // family scale already holds). The reference stacks (megatron, tensorrt-llm: their rows'
    // efficiencyReference) stay at 1.
    std::map<std::string, int> stackRows;
    std::map<std::string, std::set<std::string>> stacksOnFamily;
    std::map<std::string, std::set<std::string>> familiesOfStack;
    for (const Measurement& m : rows)
        if (const Device* d = catalog.find(m.scenario.cluster.deviceId)) {
            const std::string stack(stackName(measurementStack(m, *d)));
            ++stackRows[stack];
            stacksOnFamily[d->architecture].insert(stack);
            familiesOfStack[stack].insert(d->architecture);
        }
    for (const auto& [stack, n] : stackRows) {
        if (isEfficiencyReference(stack) || n < 2)
            continue;
        bool separable = false;
        for (const std::string& family : familiesOfStack[stack])
            separable = separable || stacksOnFamily[family].size() > 1;
        if (separable)
            space.stacks.push_back(stack);
    }
    return space;
}

} // namespace

ModelTable parseModelTable(std::string_view csv, const std::string& origin)
{
    const CsvTable t(csv, origin);
    t.requireColumns(
        {"model", "parameters", "layers", "hidden", "heads", "kv_heads", "ffn_hidden", "vocab"});
    ModelTable models;
    for (size_t i = 0; i < t.size(); ++i) {
        // The model's columns with the project reader's limits (the schema's model entries).
        json j = json::object();
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (f.parent() != "/workload/model" ||
                (f.type != FieldType::Number && f.type != FieldType::Integer))
                continue;
            const std::string key(f.key());
            if (f.defaultText == "required" || !t.blank(i, key))
                j[key] = t.number(i, key, f.min, f.max);
        }
        for (const char* flag : {"tied_embeddings", "gated_mlp"})
            if (!t.blank(i, flag)) {
                const std::string v = t.field(i, flag);
                if (v != "true" && v != "false")
                    throw InputError(origin, t.place(i, flag), "expected true or false");
                j[flag] = v == "true";
            }
        try {
            models[t.field(i, "model")] = parseModelSpec(JsonReader(j, t.place(i, "model")));
        } catch (const InputError& e) {
            throw e.withFile(origin);
        }
    }
    return models;
}

ModelTable builtInModels()
{
    const auto text = embeddedFile("calibration/models.csv");
    return text ? parseModelTable(*text, "built-in calibration/models.csv") : ModelTable{};
}

MeasurementRead readMeasurements(std::string_view csv, const std::string& origin,
                                 const ModelTable& models)
{
    MeasurementRead read;
    std::optional<CsvTable> table;
    try {
        table.emplace(csv, origin, &read.problems);
    } catch (const InputError& e) {
        // Not a table at all (no header, a column named twice, a row wider than the header).
        read.problems.push_back(problemOf(InputProblemKind::OutOfRange, e));
        return read;
    }
    const CsvTable& t = *table;
    const bool training = t.hasColumn("measured_tokens_per_s");
    const bool columns =
        training
            ? t.requireColumns({"id", "model", "device", "count", "tensor", "pipeline",
                                "sequence_length", "global_batch_sequences", "precision",
                                "measured_tokens_per_s"})
            : t.requireColumns({"id", "model", "device", "count", "tensor", "precision",
                                "input_tokens", "output_tokens", "batch", "metric", "measured"});
    if (!columns)
        return read;
    std::vector<Measurement>& out = read.rows;
    out.reserve(t.size()); // a Measurement holds a whole scenario: no regrowth copies
    for (size_t i = 0; i < t.size(); ++i) {
        Measurement m;
        m.id = t.field(i, "id");
        m.source = t.blank(i, "source") ? std::string() : t.field(i, "source");
        const std::string modelName = t.field(i, "model");
        const auto model = models.find(modelName);
        if (model == models.end()) {
            t.report(i, "model", InputProblemKind::UnknownReference,
                     "unknown model \"" + modelName + "\" (not in the models table)");
            continue; // the row's workload needs its model
        }
        auto precision = parsePrecision(t.field(i, "precision"));
        if (!precision) {
            t.report(i, "precision", InputProblemKind::OutOfRange,
                     "unknown precision \"" + t.field(i, "precision") + "\"");
            precision = Precision::BF16; // the row's other cells are still checked
        }
        // Optional `stack` column: the software stack the source states (blank: auto).
        SoftwareStack stack = SoftwareStack::Auto;
        if (!t.blank(i, "stack")) {
            const auto parsed = parseStack(t.field(i, "stack"));
            if (!parsed ||
                (*parsed != SoftwareStack::Auto && stackInfo(*parsed).training != training))
                t.report(i, "stack", InputProblemKind::OutOfRange,
                         "unknown " + std::string(training ? "training" : "serving") +
                             " software stack \"" + t.field(i, "stack") + "\"");
            else
                stack = *parsed;
        }
        Scenario& s = m.scenario;
        s.name = m.id;
        s.cluster.deviceId = t.field(i, "device");
        s.cluster.count = t.integer(i, "count", 1, 1e7);
        Parallelism& p = s.cluster.parallelism;
        p.tensor = t.integer(i, "tensor", 1, 1e5);
        // Optional `pad_heads` column (blank: false), the project field
        // /cluster/parallelism/pad_heads: the attention heads padded to a multiple of tensor
        // where it does not divide them, as the AWS Neuron libraries run such a layout
        // (docs/model-accuracy.md, "Layout options").
        if (!t.blank(i, "pad_heads")) {
            const std::string pad = t.field(i, "pad_heads");
            if (pad != "true" && pad != "false")
                t.report(i, "pad_heads", InputProblemKind::OutOfRange,
                         "expected true or false, got \"" + pad + "\"");
            p.padHeads = pad == "true";
        }
        if (training) {
            p.pipeline = t.integer(i, "pipeline", 1, 1e5);
            p.context = t.integerOr(i, "context", 1, 1, 1e5);
            p.virtualPipeline = t.integerOr(i, "virtual_pipeline", 1, 1, 1e3);
            p.expert = t.integerOr(i, "expert", 1, 1, 1e5);
            p.zeroStage = t.integerOr(i, "zero_stage", 1, 0, 3);
            TrainingWorkload w;
            w.model = model->second;
            w.precision = *precision;
            w.sequenceLength = t.workloadField(i, "sequence_length", "/workload/sequence_length");
            w.globalBatchSequences =
                t.workloadField(i, "global_batch_sequences", "/workload/global_batch_sequences");
            w.microBatchSequences =
                t.workloadFieldOr(i, "micro_batch_sequences", "/workload/micro_batch_sequences", 1);
            w.tokens = 1e12;
            const std::string rc =
                t.blank(i, "activation_recompute") ? "" : t.field(i, "activation_recompute");
            w.recompute = rc == "none"   ? Recompute::None
                          : rc == "full" ? Recompute::Full
                                         : Recompute::Selective;
            if (!t.blank(i, "attention"))
                if (const auto a = parseAttentionKernel(t.field(i, "attention")))
                    w.attention = *a;
            if (!t.blank(i, "overlap_expert_comm"))
                if (const std::string o = t.field(i, "overlap_expert_comm");
                    o == "true" || o == "false")
                    w.overlapExpertComm = o == "true";
            if (!t.blank(i, "pipeline_schedule")) {
                const auto schedule = parsePipelineSchedule(t.field(i, "pipeline_schedule"));
                if (!schedule)
                    t.report(i, "pipeline_schedule", InputProblemKind::OutOfRange,
                             "expected 1f1b or dualpipe");
                else
                    w.pipelineSchedule = *schedule;
            }
            if (!t.blank(i, "pipeline_split")) {
                const std::string split = t.field(i, "pipeline_split");
                if (split != "even" && split != "balanced")
                    t.report(i, "pipeline_split", InputProblemKind::OutOfRange,
                             "expected even or balanced");
                w.balancedPipelineSplit = split == "balanced";
            }
            if (!t.blank(i, "selective_recompute")) {
                const std::string kind = t.field(i, "selective_recompute");
                if (kind != "auto") {
                    const auto parsed = parseSelectiveRecompute(kind);
                    if (!parsed)
                        t.report(i, "selective_recompute", InputProblemKind::OutOfRange,
                                 "expected auto, attention_core, matmul_outputs or "
                                 "every_other_matmul");
                    else
                        w.selectiveRecompute = *parsed;
                }
            }
            w.stack = stack;
            t.storedWorkloadFields(i, true, w.fields);
            s.workload = w;
            m.metric = "tokens_per_s";
            m.measured = t.number(i, "measured_tokens_per_s", 1e-6, 1e12);
        } else {
            p.pipeline = t.integerOr(i, "pipeline", 1, 1, 1e5);
            p.expert = t.integerOr(i, "expert", 1, 1, 1e5);
            // Context parallelism: context ranks per replica (blank: 1).
            p.context = t.integerOr(i, "context", 1, 1, 1e5);
            InferenceWorkload w;
            w.model = model->second;
            w.precision = *precision;
            w.inputTokens = t.workloadField(i, "input_tokens", "/workload/input_tokens");
            w.outputTokens = t.workloadField(i, "output_tokens", "/workload/output_tokens");
            if (t.field(i, "batch") != "max")
                w.batch = t.workloadField(i, "batch", "/workload/batch");
            w.maxBatch = t.workloadFieldOr(i, "max_batch", "/workload/max_batch", w.maxBatch);
            // Beam search as the benchmark ran it (MLPerf gptj-99: 4 beams).
            w.beamWidth = int(t.workloadFieldOr(i, "beam_width", "/workload/beam_width", 1));
            // CPU serving processes per socket, from the run's launch scripts (blank: 1).
            w.engineInstances =
                int(t.workloadFieldOr(i, "engine_instances", "/workload/engine_instances", 1));
            if (!t.blank(i, "slo_ttft_ms"))
                w.sloTtftSec = t.workloadField(i, "slo_ttft_ms", "/workload/slo/ttft_ms") / 1e3;
            if (!t.blank(i, "slo_tpot_ms"))
                w.sloTpotSec = t.workloadField(i, "slo_tpot_ms", "/workload/slo/tpot_ms") / 1e3;
            // MLPerf Server: the limits are 99th percentiles (blank: at the mean).
            if (!t.blank(i, "slo_percentile"))
                w.sloPercentile = t.workloadField(i, "slo_percentile", "/workload/slo/percentile");
            if (!t.blank(i, "kv_cache_precision")) {
                const auto kv = parsePrecision(t.field(i, "kv_cache_precision"));
                if (!kv)
                    t.report(i, "kv_cache_precision", InputProblemKind::OutOfRange,
                             "unknown precision \"" + t.field(i, "kv_cache_precision") + "\"");
                else
                    w.kvCachePrecision = *kv;
            }
            w.stack = stack;
            t.storedWorkloadFields(i, false, w.fields);
            s.workload = w;
            m.metric = t.field(i, "metric");
            if (m.metric != "output_tokens_per_s" && !isLatencyMetric(m.metric))
                t.report(i, "metric", InputProblemKind::OutOfRange,
                         "expected output_tokens_per_s, request_latency_s, ttft_s or tpot_s, "
                         "got \"" +
                             m.metric + "\"");
            m.measured = t.number(i, "measured", 1e-9, 1e12);
        }
        // A row with a bad cell is not read further: its layout is not the file's.
        if (t.rowHasProblems(i))
            continue;
        // 64-bit and bounded by the count: three degrees of up to 1e5 would wrap an int (and a
        // wrapped 0 divides by zero).
        long long inner = 0;
        try {
            inner = checkedProduct({p.tensor, p.pipeline, p.context}, s.cluster.count,
                                   t.place(i, "count"), "tensor x pipeline x context");
        } catch (const InputError& e) {
            t.report(i, "count", InputProblemKind::Layout, e.text(), double(s.cluster.count));
            continue;
        }
        if (s.cluster.count % inner != 0) {
            t.report(i, "count", InputProblemKind::Layout,
                     "not a multiple of tensor x pipeline x context (" + std::to_string(inner) +
                         ")",
                     double(inner), double(s.cluster.count));
            continue;
        }
        p.data = int(s.cluster.count / inner);
        out.push_back(std::move(m));
    }
    return read;
}

std::vector<Measurement> parseMeasurements(std::string_view csv, const std::string& origin,
                                           const ModelTable& models)
{
    MeasurementRead read = readMeasurements(csv, origin, models);
    throwIfProblems(std::move(read.problems), origin);
    return std::move(read.rows);
}

namespace {

// The training and inference measurements of one embedded folder (calibration/, validation/).
std::vector<Measurement> embeddedMeasurements(const std::string& folder, const ModelTable& models,
                                              const std::string& prefix = {})
{
    std::vector<Measurement> all;
    for (const char* kind : {"training.csv", "inference.csv"}) {
        const std::string name = folder + "/" + prefix + kind;
        if (const auto text = embeddedFile(name)) {
            auto rows = parseMeasurements(*text, "built-in " + name, models);
            all.insert(all.end(), rows.begin(), rows.end());
        }
    }
    return all;
}

} // namespace

std::vector<Measurement> builtInMeasurements()
{
    return embeddedMeasurements("calibration", builtInModels());
}

namespace {

ModelTable validationModels()
{
    ModelTable models = builtInModels();
    if (const auto text = embeddedFile("validation/models.csv"))
        for (auto& [name, spec] : parseModelTable(*text, "built-in validation/models.csv"))
            models[name] = spec;
    return models;
}

} // namespace

std::vector<Measurement> builtInValidation()
{
    return embeddedMeasurements("validation", validationModels());
}

std::vector<Measurement> builtInHoldOut()
{
    return embeddedMeasurements("validation", validationModels(), "holdout_");
}

double predictMeasurement(const Measurement& m, const DataContext& data)
{
    const ScenarioResult r = evaluateScenario(m.scenario, data);
    // Every row ran as published: a layout the memory model rejects is a model error and is
    // reported as such (no prediction), never exempted.
    if (!r.feasible)
        return std::numeric_limits<double>::quiet_NaN();
    if (m.metric == "tokens_per_s" && r.training)
        return r.training->tokensPerSec;
    if (!r.inference)
        return std::numeric_limits<double>::quiet_NaN();
    if (m.metric == "output_tokens_per_s")
        return r.inference->outputTokensPerSec;
    // The first token's time (prefill, with its wait behind the batch) and the time per
    // output token after it (decode): the tools' TTFT and TPOT.
    if (m.metric == "ttft_s")
        return r.inference->ttftSec;
    if (m.metric == "tpot_s")
        return r.inference->tpotSec;
    return r.inference->requestLatencySec;
}

bool isLatencyMetric(std::string_view metric)
{
    return metric == "request_latency_s" || metric == "ttft_s" || metric == "tpot_s";
}

bool isFittedMetric(std::string_view metric)
{
    return metric != "ttft_s";
}

FitReport assess(const std::vector<Measurement>& rows, const DataContext& data)
{
    FitReport rep;
    rep.params = data.params();
    std::vector<double> train, infer;
    for (const Measurement& m : rows) {
        RowError e{m.id, m.metric, m.measured, predictMeasurement(m, data), 0, {}, 0};
        e.relativeError = e.predicted / e.measured - 1;
        if (const auto regime = scenarioRegime(m.scenario, data.catalog()))
            e.regime = regime->name();
        e.logSpeedRatio = std::log1p(e.relativeError) * (isLatencyMetric(m.metric) ? -1 : 1);
        // An infeasible row sorts as the largest error of its set for the median; the worst
        // error reported is over the rows that evaluate (a sentinel is no error to print).
        const bool evaluates = std::isfinite(e.relativeError);
        const double a = evaluates ? std::abs(e.relativeError) : 1e9;
        (m.metric == "tokens_per_s" ? train : infer).push_back(a);
        if (evaluates)
            rep.maxAbsError = std::max(rep.maxAbsError, a);
        else
            ++rep.infeasibleRows;
        rep.rows.push_back(e);
    }
    rep.medianAbsErrorTraining = median(train);
    rep.medianAbsErrorInference = median(infer);
    return rep;
}

namespace {

// A family whose rows never move with its compute scale (every row bound by memory or by fixed
// costs: ggml's batch-1 decode on a CPU with INT8 at its AMX peak) says nothing about its
// compute. Freed, its scale would stay at its start and the family would be written as
// calibrated at 1.0; left out, it keeps the prior of an uncalibrated family. Checked at the
// prior: each family's scale x e^0.1 against its own rows' predictions (a row that does not
// evaluate at the prior counts as moving: it cannot be told apart).
void dropUnidentifiedFamilies(FitSpace& space, const std::vector<Measurement>& rows,
                              const DataContext& data)
{
    const EfficiencyParams& prior = data.params();
    const Eigen::VectorXd u0 = space.toFree(prior);
    const DataContext at0 = data.withParams(space.fromFree(u0, prior));
    std::vector<std::string> kept;
    for (size_t f = 0; f < space.families.size(); ++f) {
        Eigen::VectorXd u = u0;
        u[Eigen::Index(FitSpace::kGlobal + f)] += 0.1;
        const DataContext at = data.withParams(space.fromFree(u, prior));
        bool moves = false;
        for (const Measurement& m : rows) {
            const Device* d = data.catalog().find(m.scenario.cluster.deviceId);
            if (!d || d->architecture != space.families[f])
                continue;
            const double before = predictMeasurement(m, at0);
            const double after = predictMeasurement(m, at);
            if (!std::isfinite(before) || !std::isfinite(after) ||
                std::abs(after / before - 1) > 1e-9) {
                moves = true;
                break;
            }
        }
        if (moves)
            kept.push_back(space.families[f]);
        else {
            space.cpuFamilies.erase(space.families[f]);
            space.clockFractions.erase(space.families[f]);
        }
    }
    space.families = std::move(kept);
}

} // namespace

FitReport fitEfficiency(const std::vector<Measurement>& rows, const DataContext& data,
                        double priorWeight)
{
    const EfficiencyParams& prior = data.params();
    FitSpace space = fitSpaceFor(rows, data.catalog());
    dropUnidentifiedFamilies(space, rows, data);
    const Eigen::VectorXd u0 = space.toFree(prior);
    const Eigen::Index k = u0.size();
    const int n = int(rows.size());
    // Residuals: log(predicted / measured) per row, then sqrt(w) (u - u0) per parameter.
    auto residuals = [&](const Eigen::VectorXd& u) {
        Eigen::VectorXd r(n + k);
        const DataContext at = data.withParams(space.fromFree(u, prior));
        for (int i = 0; i < n; ++i) {
            const double pred = predictMeasurement(rows[size_t(i)], at);
            // An infeasible row (it does not fit memory under these parameters) counts as a
            // large but finite miss so the optimiser can move away from it.
            r[i] =
                std::isfinite(pred) && pred > 0 ? std::log(pred / rows[size_t(i)].measured) : 3.0;
        }
        r.tail(k) = std::sqrt(priorWeight) * (u - u0);
        return r;
    };
    const LeastSquaresResult fit = leastSquares(residuals, u0,
                                                {.maxIterations = 60,
                                                 .jacobianStep = 1e-4,
                                                 .maxTries = 10,
                                                 .minLambda = 1e-7,
                                                 .minGain = 1e-10});
    FitReport rep = assess(rows, data.withParams(space.fromFree(fit.u, prior)));
    rep.iterations = fit.iterations;
    return rep;
}

json FitReport::toJson() const
{
    json list = json::array();
    for (const RowError& e : rows)
        list.push_back(
            {{"id", e.id},
             {"metric", e.metric},
             {"measured", e.measured},
             {"predicted", std::isfinite(e.predicted) ? json(e.predicted) : json()},
             {"relative_error", std::isfinite(e.relativeError) ? json(e.relativeError) : json()},
             {"regime", e.regime},
             {"log_speed_ratio", std::isfinite(e.logSpeedRatio) ? json(e.logSpeedRatio) : json()}});
    return {{"rows", list},
            {"median_abs_error_training", medianAbsErrorTraining},
            {"median_abs_error_inference", medianAbsErrorInference},
            {"max_abs_error", maxAbsError},
            {"infeasible_rows", infeasibleRows},
            {"iterations", iterations}};
}

} // namespace ap
