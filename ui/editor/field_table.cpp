#include "editor/field_table.h"

#include "common/json_reader.h"
#include "format/message_text.h"
#include "format/number_spelling.h"
#include "project/field_schema.h"
#include "project/study_schema.h"
#include "workload/software_stack.h"
#include "workload/workload.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

namespace ap {

namespace {

using nlohmann::json;
using D = Dimension;

FieldDescriptor number(std::string pointer, const char* group, const char* label, D dimension,
                       double bareUnitSi, const char* unit, bool integer, const char* tooltip,
                       FieldApplies applies = FieldApplies::Always)
{
    FieldDescriptor f;
    f.pointer = std::move(pointer);
    f.group = group;
    f.label = label;
    f.kind = FieldKind::Number;
    f.rule.dimension = dimension;
    f.rule.bareUnitSi = bareUnitSi;
    f.rule.bareUnitLabel = unit;
    f.rule.integer = integer;
    f.unit = unit;
    f.tooltip = tooltip;
    f.applies = applies;
    return f;
}

// A row from the field schema's entry: its label, help, file unit, range, whole numbers,
// choices, keyword ("max") and which workloads take it; the widget follows its type.
FieldDescriptor fromSchema(const FieldSpec& spec, const char* group)
{
    FieldDescriptor f;
    f.pointer = std::string(spec.pointer);
    f.group = group;
    f.label = spec.label;
    f.tooltip = spec.help ? spec.help : "";
    f.applies = spec.applies == FieldWorkloads::Training    ? FieldApplies::Training
                : spec.applies == FieldWorkloads::Inference ? FieldApplies::Inference
                                                            : FieldApplies::Always;
    switch (spec.type) {
    case FieldType::Number:
    case FieldType::Integer:
        f.kind = FieldKind::Number;
        f.rule = fieldQuantityRule(spec);
        f.unit = spec.unit.empty() ? "" : spec.unit.data(); // the schema's units are literals
        if (!spec.hasStatedDefault() && spec.defaultText != "required" &&
            spec.defaultText != "derived" && spec.defaultText != "none")
            f.keyword =
                QString::fromUtf8(spec.defaultText.data(), qsizetype(spec.defaultText.size()));
        break;
    case FieldType::Choice:
        f.kind = FieldKind::Choice;
        for (const std::string_view c : spec.choices)
            f.choices << QString::fromUtf8(c.data(), qsizetype(c.size()));
        break;
    case FieldType::Bool:
        f.kind = FieldKind::Bool;
        break;
    case FieldType::String:
        f.kind = FieldKind::Text;
        break;
    case FieldType::Object:
        f.kind = FieldKind::Toggle;
        break;
    case FieldType::List:
        f.kind = FieldKind::List;
        break;
    }
    return f;
}

// The model keys, for the workload's model and the online evaluation's judge model.
void addModelFields(std::vector<FieldDescriptor>& t, const std::string& base, const char* group,
                    FieldApplies applies)
{
    // The schema's labelled model entries (`/workload/model/...`), at `base` (the judge's and
    // the draft's models take the same keys), the MoE and latent-attention details (dense
    // layers, shared experts, the latent ranks) included.
    for (const FieldSpec& spec : scenarioFieldSchema()) {
        if (spec.parent() != "/workload/model" || !spec.label)
            continue;
        // A stored model key is the served model's own (max_nodes_per_token: the dispatch of
        // its experts); the judge's and the draft's readers refuse it.
        if (spec.stored && base != "/workload/model")
            continue;
        FieldDescriptor f = fromSchema(spec, group);
        f.pointer = base + "/" + std::string(spec.key());
        f.applies = applies;
        t.push_back(std::move(f));
    }
}

// Switching training <-> inference rebuilds the workload: the model and precision carry
// over, the kind's own required fields start at stated, editable values.
json composeWorkload(const json& scenario, const QString& kind)
{
    const json& w = scenario.at("workload");
    json out = {{"kind", kind.toStdString()},
                {"model", w.at("model")},
                {"precision", w.value("precision", std::string("bf16"))}};
    if (kind == QLatin1String("training")) {
        int data = 1;
        if (const auto c = scenario.find("cluster"); c != scenario.end()) {
            const int count = c->value("count", 1);
            const json par = c->value("parallelism", json::object());
            const int inner =
                par.value("tensor", 1) * par.value("pipeline", 1) * par.value("context", 1);
            data = inner > 0 ? std::max(1, count / inner) : 1;
        }
        // 4k-token sequences, ~4M-token batches, 1T tokens: a mid-size pretraining run.
        out["sequence_length"] = 4096;
        out["global_batch_sequences"] = std::max(1, 1024 / data) * data;
        out["tokens"] = 1e12;
    } else {
        out["input_tokens"] = 1024;
        out["output_tokens"] = 256;
    }
    return out;
}

std::vector<FieldDescriptor> buildScenarioTable()
{
    std::vector<FieldDescriptor> t;
    const char* workload = QT_TRANSLATE_NOOP("ap::FieldTable", "Workload");
    const auto I = FieldApplies::Inference;

    // The workload's rows come from the field schema (core/project/field_schema.cpp): label,
    // help, unit, range, whole numbers, choices and which workloads take it. Only the order,
    // the page and the widget are chosen here. A schema field no row below names is added to
    // its page after them, so a new workload field needs no line in this file.
    std::set<std::string> fromTheSchema;
    const auto row = [&](std::string_view pointer, const char* group) {
        fromTheSchema.insert(std::string(pointer));
        FieldDescriptor f = fromSchema(scenarioField(pointer), group);
        t.push_back(f);
        return &t.back();
    };
    // Switching training <-> inference rebuilds the whole workload (the file's `kind`).
    FieldDescriptor* kind = row("/workload/kind", workload);
    kind->pointer = "/workload";
    kind->compose = composeWorkload;
    for (const std::string_view key : {"precision",
                                       "weight_precision",
                                       "expert_weight_precision",
                                       "attention_projection_precision",
                                       "sequence_length",
                                       "tokens",
                                       "global_batch_sequences",
                                       "micro_batch_sequences",
                                       "activation_recompute",
                                       "pipeline_schedule",
                                       "pipeline_split",
                                       "selective_recompute",
                                       "attention",
                                       "software_stack",
                                       "input_tokens",
                                       "output_tokens",
                                       "batch",
                                       "max_batch",
                                       "beam_width",
                                       "engine_instances",
                                       "kv_cache_precision",
                                       "slo/ttft_ms",
                                       "slo/tpot_ms",
                                       "slo/percentile",
                                       "prefill_devices",
                                       "prefill_parallelism/tensor",
                                       "prefill_parallelism/pipeline",
                                       "prefill_parallelism/expert",
                                       "prefill_parallelism/expert_slots",
                                       "prefill_parallelism/context",
                                       "demand_output_tokens_per_s"})
        row("/workload/" + std::string(key), workload);
    // The choices of the software stack are set per workload kind by the scenario editor
    // (training or serving stacks); "(default)" is auto.
    const char* evaluation = QT_TRANSLATE_NOOP("ap::FieldTable", "Online evaluation");
    const char* speculative = QT_TRANSLATE_NOOP("ap::FieldTable", "Speculative decoding");
    // Informational or UI-less entries: the objects are edited through their rows.
    for (const FieldSpec& f : scenarioFieldSchema())
        if (f.pointer.starts_with("/workload/") && f.type != FieldType::Object && f.label &&
            !fromTheSchema.count(std::string(f.pointer)) &&
            f.pointer.find('/', std::string_view("/workload/").size()) == std::string_view::npos)
            row(f.pointer, workload);

    addModelFields(t, "/workload/model", QT_TRANSLATE_NOOP("ap::FieldTable", "Model"),
                   FieldApplies::Always);

    FieldDescriptor* judge = row("/workload/online_evaluation", evaluation);
    judge->compose = [](const json& scenario, const QString&) {
        return json{{"model", scenario.at("workload").at("model")}, {"sample_fraction", 0.05}};
    };
    for (const std::string_view key : {"sample_fraction", "input_tokens", "output_tokens"})
        row("/workload/online_evaluation/" + std::string(key), evaluation);
    addModelFields(t, "/workload/online_evaluation/model", evaluation, I);

    FieldDescriptor* spec = row("/workload/speculative", speculative);
    // DeepSeek-V3 technical report, section 5.4.3: one extra token predicted, accepted
    // 85-90 % of the time; the lower end.
    spec->compose = [](const json&, const QString&) {
        return json{{"draft_tokens", 1}, {"acceptance_rate", 0.85}};
    };
    row("/workload/speculative/draft_tokens", speculative);
    row("/workload/speculative/acceptance_rate", speculative);
    FieldDescriptor* draft = row("/workload/speculative/draft_model", speculative);
    // One layer of the served model's shape, as the MTP module it replaces (a valid, smaller
    // model to edit); the served model as it stands when it does not read.
    draft->compose = [](const json& scenario, const QString&) {
        const json& model = scenario.at("workload").at("model");
        try {
            return modelSpecToJson(
                multiTokenPredictionModule(parseModelSpec(JsonReader(model, "model"))));
        } catch (const std::exception&) {
            return model;
        }
    };
    addModelFields(t, "/workload/speculative/draft_model", speculative, I);

    const char* cluster = QT_TRANSLATE_NOOP("ap::FieldTable", "Cluster and parallelism");
    row("/cluster/device", cluster)->kind = FieldKind::Device;
    for (const std::string_view key :
         {"count", "parallelism/tensor", "parallelism/pipeline", "parallelism/data",
          "parallelism/expert", "parallelism/context", "parallelism/zero_stage",
          "parallelism/virtual_pipeline", "parallelism/pad_heads", "parallelism/expert_slots",
          "parallelism/weight_sharding", "parallelism/host_offload",
          "parallelism/shard_group_size"})
        row("/cluster/" + std::string(key), cluster);

    const char* fabric = QT_TRANSLATE_NOOP("ap::FieldTable", "Fabric");
    for (const std::string_view key : {"topology", "switch_radix", "oversubscription",
                                       "pod_oversubscription", "nic_gbps", "switch_latency_us"})
        row("/fabric/" + std::string(key), fabric);

    // The reliability rows come from the schema too (its entries under /reliability), the
    // checkpoint store's (/reliability/storage) after the others.
    const char* rel = QT_TRANSLATE_NOOP("ap::FieldTable", "Reliability and storage");
    const auto storage = [](const FieldSpec& f) {
        return f.pointer.starts_with("/reliability/storage/");
    };
    for (const bool storageRows : {false, true})
        for (const FieldSpec& f : scenarioFieldSchema())
            if (f.pointer.starts_with("/reliability/") && f.type != FieldType::Object && f.label &&
                storage(f) == storageRows)
                row(f.pointer, rel);

    // The placement rows are the schema's entries under /placement (labelled, not objects),
    // in its order, on the page of their object; site ids get the site picker (the notes are
    // free text).
    const char* place = QT_TRANSLATE_NOOP("ap::FieldTable", "Placement and cost");
    FieldDescriptor* placement = row("/placement", place);
    placement->compose = [](const json&, const QString&) { return json::object(); };
    const auto placementRows = [&](std::string_view parent, const char* group) {
        for (const FieldSpec& f : scenarioFieldSchema()) {
            if (f.parent() != parent || !f.label || f.type == FieldType::Object)
                continue;
            FieldDescriptor* r = row(f.pointer, group);
            if (f.type == FieldType::String && f.pointer != "/placement/notes")
                r->kind = FieldKind::Site;
        }
    };
    placementRows("/placement", place);
    // The data classes are chosen from the ones the sites know, in words (#25).
    for (FieldDescriptor& f : t)
        if (f.pointer == "/placement/data_classes")
            f.kind = FieldKind::ChoiceList;
    placementRows("/placement/on_prem", QT_TRANSLATE_NOOP("ap::FieldTable", "Own data centre"));
    placementRows("/placement/cloud", QT_TRANSLATE_NOOP("ap::FieldTable", "Cloud"));
    // The compute site's own figures as project patches (`placement.sites.<id>`): what-ifs on
    // the power price, PUE, space or grid carbon without editing the site catalog. The
    // placeholder is the catalog's figure and the tooltip its source.
    const char* siteFigures = QT_TRANSLATE_NOOP("ap::FieldTable", "Compute site's figures");
    const std::string site = "/placement/sites/" + std::string(kComputeSiteSegment);
    t.push_back(number(
        site + "/power_usd_per_kwh", siteFigures,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Power price"), D::Number, 1, "$/kWh", false,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Electricity price at the compute site. Default: the "
                                            "site's figure, else the price book's.")));
    t.push_back(number(site + "/pue", siteFigures, QT_TRANSLATE_NOOP("ap::FieldTable", "PUE"),
                       D::Number, 1, "", false,
                       QT_TRANSLATE_NOOP("ap::FieldTable",
                                         "Facility power over IT power (1 to 5). Default: the "
                                         "site's, else the price book's for its kind.")));
    t.push_back(number(
        site + "/space_usd_per_kw_month", siteFigures,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Space price"), D::Number, 1, "$/kW-month", false,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Colocation or facility cost per kW of IT power. "
                                            "Default: the site's, else the price book's.")));
    t.push_back(number(
        site + "/carbon_g_per_kwh", siteFigures, QT_TRANSLATE_NOOP("ap::FieldTable", "Grid carbon"),
        D::Number, 1, "g/kWh", false,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Carbon intensity of the site's electricity (g CO2 per "
                                            "kWh). Default: the site's.")));
    t.push_back(number(
        site + "/availability", siteFigures,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Site availability"), D::Fraction, 1, "", false,
        QT_TRANSLATE_NOOP("ap::FieldTable", "Share of time the site itself is up (power, cooling, "
                                            "platform). Default: the site's.")));
    // A public model API's own terms (shown when the compute site is one): its token prices
    // and where it processes prompts, the keys a refusal or a missing price names (#25).
    t.push_back(number(
        site + "/api_usd_per_million_input_tokens", siteFigures,
        QT_TRANSLATE_NOOP("ap::FieldTable", "API input price"), D::Number, 1, "$/M tokens", false,
        QT_TRANSLATE_NOOP("ap::FieldTable", "The model API's price per million prompt tokens. "
                                            "Default: the site's."),
        FieldApplies::Inference));
    t.push_back(number(
        site + "/api_usd_per_million_output_tokens", siteFigures,
        QT_TRANSLATE_NOOP("ap::FieldTable", "API output price"), D::Number, 1, "$/M tokens", false,
        QT_TRANSLATE_NOOP("ap::FieldTable", "The model API's price per million output tokens. "
                                            "Default: the site's."),
        FieldApplies::Inference));
    FieldDescriptor regions;
    regions.pointer = site + "/api/processing_regions";
    regions.group = siteFigures;
    regions.label = QT_TRANSLATE_NOOP("ap::FieldTable", "API processing regions");
    regions.kind = FieldKind::List;
    regions.tooltip = QT_TRANSLATE_NOOP(
        "ap::FieldTable",
        "Where the model API processes prompts: country codes or EU, comma-separated, or "
        "global. Regulated data may go only to an API that processes it in its jurisdiction. "
        "Default: the site's.");
    regions.applies = FieldApplies::Inference;
    t.push_back(std::move(regions));
    placementRows("/placement/users", QT_TRANSLATE_NOOP("ap::FieldTable", "Path to users"));
    placementRows("/placement/wan", QT_TRANSLATE_NOOP("ap::FieldTable", "WAN to data site"));
    placementRows("/placement/shipment", QT_TRANSLATE_NOOP("ap::FieldTable", "Shipment"));
    placementRows("/placement/api", QT_TRANSLATE_NOOP("ap::FieldTable", "Model API"));

    // The data rows are the schema's `/data` entries (dataset, growth, egress).
    const char* data = QT_TRANSLATE_NOOP("ap::FieldTable", "Data");
    for (const FieldSpec& f : scenarioFieldSchema())
        if (f.parent() == "/data" && f.label)
            row(f.pointer, data);
    return t;
}

std::vector<FieldDescriptor> buildStudyTable()
{
    // The rows are the study schema's entries (core/project/field_schema_study.cpp): label,
    // help, unit, range, whole numbers and choices. Only the order, the page and the widget are
    // chosen here; every row shows whatever the template's workload (the help says which kind
    // a constraint is for).
    std::vector<FieldDescriptor> t;
    const auto row = [&](std::string_view pointer, const char* group,
                         std::optional<FieldKind> kind = std::nullopt) {
        FieldDescriptor f = fromSchema(studyField(pointer), group);
        f.applies = FieldApplies::Always;
        if (kind)
            f.kind = *kind;
        t.push_back(std::move(f));
    };
    const char* q = QT_TRANSLATE_NOOP("ap::FieldTable", "Question");
    row("/name", q);
    row("/scenario", q, FieldKind::Choice); // the editor lists the project's scenarios
    row("/objective", q);
    row("/pareto", q);
    row("/top", q);
    const char* c = QT_TRANSLATE_NOOP("ap::FieldTable", "Constraints");
    for (const std::string_view key :
         {"deadline_days", "budget_usd", "min_tokens_per_s", "min_output_tokens_per_s",
          "min_requests_per_s", "ttft_ms", "tpot_ms", "availability", "power_kw"})
        row("/constraints/" + std::string(key), c);
    // A site id to its limit: typed as "id: value" pairs, each value with its entry's rule.
    row("/constraints/site_power_kw", c, FieldKind::NumberMap);
    const FieldSpec& perSite = studyField("/constraints/site_power_kw/*");
    t.back().rule = fieldQuantityRule(perSite);
    t.back().unit = perSite.unit.data(); // the schema's units are literals
    row("/constraints/data_classes", c, FieldKind::ChoiceList);
    const char* s = QT_TRANSLATE_NOOP("ap::FieldTable", "Search space");
    row("/search/devices", s, FieldKind::DeviceList);
    row("/search/sites", s, FieldKind::SiteList);
    // Each commitment in words ("1-year commitment"), not its key (#25).
    row("/search/commitments", s, FieldKind::ChoiceList);
    for (const std::string_view c : studyField("/search/commitments/*").choices)
        t.back().choices << QString::fromUtf8(c.data(), qsizetype(c.size()));
    row("/search/counts", s, FieldKind::NumberList);
    row("/search/max_devices", s);
    row("/search/fallback", s);
    const char* u = QT_TRANSLATE_NOOP("ap::FieldTable", "Uncertainty");
    for (const std::string_view key :
         {"samples", "seed", "candidates", "utilisation_sd", "failure_rate_cv", "efficiency_cv",
          "price_cv/high", "price_cv/medium", "price_cv/low"})
        row("/uncertainty/" + std::string(key), u);
    return t;
}

QString shortest(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return QString::fromLatin1(buf, int(r.ptr - buf));
}

} // namespace

QStringList stackChoices(bool training)
{
    QStringList names;
    for (const std::string& n : stackNames(training))
        if (n != "auto")
            names << QString::fromStdString(n);
    return names;
}

const std::vector<FieldDescriptor>& scenarioFieldTable()
{
    static const std::vector<FieldDescriptor> table = buildScenarioTable();
    return table;
}

std::string withComputeSite(const std::string& pointer, const std::string& siteId)
{
    std::string out = pointer;
    if (const size_t at = out.find(kComputeSiteSegment); at != std::string::npos)
        out.replace(at, kComputeSiteSegment.size(), siteId);
    return out;
}

const std::vector<FieldDescriptor>& studyFieldTable()
{
    static const std::vector<FieldDescriptor> table = buildStudyTable();
    return table;
}

QString fieldGroupText(const FieldDescriptor& f)
{
    return QCoreApplication::translate("ap::FieldTable", f.group);
}

QString fieldLabelText(const FieldDescriptor& f)
{
    return QCoreApplication::translate("ap::FieldTable", f.label);
}

QString fieldToolTipText(const FieldDescriptor& f)
{
    QString tip = QCoreApplication::translate("ap::FieldTable", f.tooltip);
    if (f.kind == FieldKind::Number)
        tip += QLatin1Char('\n') +
               QCoreApplication::translate("ap::FieldTable", "Type %1; empty: the default.")
                   .arg(messageText(dimensionExample(f.rule.dimension)));
    tip += QLatin1Char('\n') + QCoreApplication::translate("ap::FieldTable", "File key: %1")
                                   .arg(QString::fromStdString(f.pointer));
    return tip;
}

QString fieldText(const FieldDescriptor& f, const json& value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_boolean())
        return value.get<bool>() ? QStringLiteral("yes") : QStringLiteral("no");
    if (value.is_object() && f.kind == FieldKind::NumberMap) {
        QStringList parts;
        for (const auto& [key, v] : value.items())
            parts << QString::fromStdString(key) + QStringLiteral(": ") + fieldText(f, v);
        return parts.join(QStringLiteral(", "));
    }
    if (value.is_array()) {
        QStringList parts;
        for (const json& v : value)
            parts << (v.is_string() ? QString::fromStdString(v.get<std::string>())
                                    : QString::fromStdString(v.dump()));
        return parts.join(QStringLiteral(", "));
    }
    if (!value.is_number())
        return QString::fromStdString(value.dump());
    const double v = value.get<double>();
    // A single number in the user's spelling ("0,2094" in German); lists and maps keep the C
    // spelling, whose commas separate their entries.
    const auto shown = [&f](const QString& c) {
        return f.kind == FieldKind::Number ? localDecimalText(c) : c;
    };
    const D d = f.rule.dimension;
    if ((d == D::Count || d == D::Tokens || d == D::Money) && std::abs(v) >= 1e4) {
        // Compact when exact: 15e12 -> "15T", 8.03e9 -> "8.03B".
        const std::pair<double, const char*> scales[] = {
            {1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
        for (const auto& [scale, suffix] : scales) {
            if (std::abs(v) < scale)
                continue;
            const QString m = shortest(v / scale);
            if (m.size() <= 6 && m.toDouble() * scale == v)
                return shown(m + QLatin1String(suffix));
            break;
        }
    }
    return shown(shortest(v));
}

bool fieldValueFromText(const FieldDescriptor& f, const QString& input, std::optional<json>* value,
                        QString* error)
{
    const QString text = input.trimmed();
    value->reset();
    if (text.isEmpty() || text == QCoreApplication::translate("ap::FieldTable", "(default)"))
        return true;
    switch (f.kind) {
    case FieldKind::Number: {
        if (!f.keyword.isEmpty() && text.compare(f.keyword, Qt::CaseInsensitive) == 0) {
            *value = f.keyword.toStdString();
            return true;
        }
        // The user's spelling ("0,25" in German) or the C one the hint shows ("3.35 TB/s").
        const QuantityParse p = parseQuantity(cNumbersText(text).toStdString(), f.rule);
        if (!p.ok) {
            *error = messageText(p.error);
            if (!f.keyword.isEmpty())
                *error +=
                    QCoreApplication::translate("ap::FieldTable", " (or \"%1\")").arg(f.keyword);
            return false;
        }
        const double inFileUnit = p.valueSi / f.rule.bareUnitSi;
        if (f.rule.integer && std::abs(inFileUnit) < 9e15)
            *value = static_cast<long long>(std::llround(inFileUnit));
        else
            *value = inFileUnit;
        return true;
    }
    case FieldKind::Bool:
        if (text == QLatin1String("yes") || text == QLatin1String("true")) {
            *value = true;
            return true;
        }
        if (text == QLatin1String("no") || text == QLatin1String("false")) {
            *value = false;
            return true;
        }
        *error =
            QCoreApplication::translate("ap::FieldTable", "expected yes or no, got '%1'").arg(text);
        return false;
    case FieldKind::List:
    case FieldKind::DeviceList:
    case FieldKind::SiteList:
    case FieldKind::ChoiceList:
    case FieldKind::NumberList: {
        json list = json::array();
        for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString item = part.trimmed();
            if (item.isEmpty())
                continue;
            if (f.kind == FieldKind::NumberList) {
                QuantityRule r;
                r.dimension = D::Count;
                r.integer = true;
                r.minSi = 1;
                const QuantityParse p = parseQuantity(item.toStdString(), r);
                if (!p.ok) {
                    *error = messageText(p.error);
                    return false;
                }
                list.push_back(static_cast<long long>(p.valueSi));
            } else {
                list.push_back(item.toStdString());
            }
        }
        if (!list.empty())
            *value = list;
        return true;
    }
    case FieldKind::NumberMap: {
        // "id: value" pairs; each value read with the field's rule (a bare number in its unit).
        json map = json::object();
        for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString item = part.trimmed();
            if (item.isEmpty())
                continue;
            const qsizetype colon = item.indexOf(QLatin1Char(':'));
            const QString key = colon > 0 ? item.left(colon).trimmed() : QString();
            if (key.isEmpty()) {
                *error = QCoreApplication::translate("ap::FieldTable",
                                                     "expected \"site: value\", got '%1'")
                             .arg(item);
                return false;
            }
            const QuantityParse p =
                parseQuantity(item.mid(colon + 1).trimmed().toStdString(), f.rule);
            if (!p.ok) {
                *error = key + QStringLiteral(": ") + messageText(p.error);
                return false;
            }
            map[key.toStdString()] = p.valueSi / f.rule.bareUnitSi;
        }
        if (!map.empty())
            *value = map;
        return true;
    }
    case FieldKind::Choice:
    case FieldKind::Text:
    case FieldKind::Device:
    case FieldKind::Site:
    case FieldKind::Toggle:
        *value = text.toStdString();
        return true;
    }
    return true;
}

} // namespace ap
