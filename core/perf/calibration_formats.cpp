#include "perf/calibration_formats.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/shown_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace ap {

using nlohmann::json;

namespace {

constexpr size_t kMaxLines = 200000;
constexpr size_t kMaxRuns = 10000; // runs of a JSONL file, message sizes of a table

std::string trim(std::string_view s)
{
    size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
        --e;
    return std::string(s.substr(b, e - b));
}

std::vector<std::string_view> splitLines(std::string_view text, const std::string& origin)
{
    std::vector<std::string_view> lines;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        if (lines.size() > kMaxLines)
            throw InputError(origin, {},
                             "has more than " + std::to_string(kMaxLines) +
                                 " lines (expected one benchmark's result)");
        start = end + 1;
    }
    return lines;
}

// Python's json.dumps writes float("inf") as Infinity and nan as NaN, which JSON does not
// have (SGLang's request_rate is inf by default): outside strings they read as null.
std::string withoutNonFiniteLiterals(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
            out += c;
            continue;
        }
        auto literal = [&](std::string_view word) { return text.substr(i, word.size()) == word; };
        if (literal("-Infinity")) {
            out += "null";
            i += 8;
        } else if (literal("Infinity")) {
            out += "null";
            i += 7;
        } else if (literal("NaN")) {
            out += "null";
            i += 2;
        } else {
            out += c;
        }
    }
    return out;
}

std::string fileStem(const std::string& origin)
{
    const std::string stem = std::filesystem::path(origin).stem().string();
    return stem.empty() ? std::string("run") : stem;
}

// A JSON number field that may be null or the string "inf" (vLLM's request_rate): nullopt
// means unlimited.
std::optional<double> rateOrUnlimited(const json& doc, const std::string& key,
                                      const std::string& origin, const std::string& where)
{
    const auto it = doc.find(key);
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    if (it->is_string() &&
        (it->get<std::string>() == "inf" || it->get<std::string>() == "Infinity"))
        return std::nullopt;
    if (!it->is_number())
        throw InputError(origin, where + key, "expected a number, \"inf\" or null");
    const double v = it->get<double>();
    if (!std::isfinite(v))
        return std::nullopt;
    return v;
}

const ModelSpec& requireModel(const RunContext& c, const ModelTable& models,
                              const std::string& origin, std::string_view format)
{
    if (c.model.empty())
        throw InputError(origin, "model",
                         "a " + std::string(format) +
                             " file does not name the model in the models table: give "
                             "--model NAME (data/calibration/models.csv, or --models FILE)");
    const auto it = models.find(c.model);
    if (it == models.end())
        throw InputError(origin, "model",
                         "unknown model \"" + echoText(c.model) +
                             "\" (not in the models table: data/calibration/models.csv, or "
                             "--models FILE)");
    return it->second;
}

void requireDevice(const RunContext& c, const std::string& origin, std::string_view format)
{
    if (c.deviceId.empty())
        throw InputError(origin, "device",
                         "a " + std::string(format) +
                             " file does not name the device in the catalog: give --device ID");
}

Precision requirePrecision(const RunContext& c, std::optional<Precision> fromFile,
                           const std::string& origin, std::string_view format)
{
    if (c.precision)
        return *c.precision;
    if (fromFile)
        return *fromFile;
    throw InputError(origin, "precision",
                     "a " + std::string(format) +
                         " file does not say the weights' precision: give --precision "
                         "(bf16, fp16, fp8, int8, int4, fp4)");
}

// The serving scenario of a run: layout from the context, else the file's, else 1.
struct ServingRun {
    std::string id;
    std::string source;
    double inputTokens = 0;
    double outputTokens = 0;
    std::optional<double> batch; // absent: "max"
    std::optional<double> maxBatch;
    int tensor = 1, pipeline = 1, expert = 1;
    std::optional<int> devices;
    Precision precision = Precision::BF16;
    std::optional<Precision> kvPrecision;
    SoftwareStack stack = SoftwareStack::Auto;
    std::optional<double> sloTtftSec, sloTpotSec, sloPercentile;
};

Measurement servingMeasurement(const ServingRun& r, const RunContext& c, const ModelSpec& model,
                               const std::string& origin, const std::string& metric,
                               double measured)
{
    Measurement m;
    m.id = r.id + ":" + metric;
    m.source = r.source;
    m.metric = metric;
    m.measured = measured;
    Scenario& s = m.scenario;
    s.name = m.id;
    s.cluster.deviceId = c.deviceId;
    Parallelism& p = s.cluster.parallelism;
    p.tensor = c.tensorParallel.value_or(r.tensor);
    p.pipeline = c.pipelineParallel.value_or(r.pipeline);
    p.expert = c.expertParallel.value_or(r.expert);
    const int inner = p.tensor * p.pipeline;
    const int count = c.devices.value_or(r.devices.value_or(inner));
    if (count < 1 || count % inner != 0)
        throw InputError(origin, "devices",
                         std::to_string(count) +
                             " devices is not a multiple of tensor x pipeline parallelism (" +
                             std::to_string(inner) + ")");
    s.cluster.count = count;
    p.data = count / inner;
    InferenceWorkload w;
    w.model = model;
    w.precision = r.precision;
    if (c.kvCachePrecision)
        w.kvCachePrecision = c.kvCachePrecision;
    else if (r.kvPrecision)
        w.kvCachePrecision = r.kvPrecision;
    w.inputTokens = c.inputTokens.value_or(r.inputTokens);
    w.outputTokens = c.outputTokens.value_or(r.outputTokens);
    w.batch = r.batch;
    if (c.maxBatch)
        w.maxBatch = *c.maxBatch;
    else if (r.maxBatch)
        w.maxBatch = *r.maxBatch;
    w.stack = c.stack.value_or(r.stack);
    w.sloTtftSec = r.sloTtftSec;
    w.sloTpotSec = r.sloTpotSec;
    w.sloPercentile = r.sloPercentile;
    s.workload = w;
    if (!(w.inputTokens >= 1 && w.inputTokens <= 1e7))
        throw InputError(origin, "input_tokens",
                         "expected 1 to 1e7 input tokens per request, got " +
                             messageNumber(w.inputTokens));
    if (!(w.outputTokens >= 1 && w.outputTokens <= 1e7))
        throw InputError(origin, "output_tokens",
                         "expected 1 to 1e7 output tokens per request, got " +
                             messageNumber(w.outputTokens));
    return m;
}

// vLLM's and SGLang's serving benchmarks: one run of `completed` requests.
void readServeRun(const json& doc, const std::string& where, const std::string& origin,
                  const RunContext& c, const ModelTable& models, ResultFormat format,
                  const std::string& id, std::vector<Measurement>& out)
{
    const bool vllm = format == ResultFormat::VllmServe;
    const std::string label(resultFormatLabel(format));
    requireDevice(c, origin, label);
    const ModelSpec& model = requireModel(c, models, origin, label);
    const JsonReader r(doc, where.empty() ? std::string() : where.substr(0, where.size() - 1));
    try {
        ServingRun run;
        run.id = id;
        run.source = label + " " + origin;
        const double completed = r.number("completed", 1, 1e12);
        run.inputTokens = r.number("total_input_tokens", 1, 1e15) / completed;
        run.outputTokens = r.number("total_output_tokens", 1, 1e15) / completed;
        const double throughput = r.number("output_throughput", 1e-9, 1e12);
        if (const auto rate = rateOrUnlimited(doc, "request_rate", origin, where))
            throw InputError(origin, where + "request_rate",
                             "is " + messageNumber(*rate) +
                                 " requests/s: a rate-limited run measures the offered load, "
                                 "not what the deployment serves; calibrate from a run with "
                                 "--request-rate inf (and --max-concurrency N for a fixed "
                                 "batch)");
        std::optional<double> concurrency;
        if (doc.contains("max_concurrency") && !doc.at("max_concurrency").is_null())
            concurrency = r.number("max_concurrency", 1, 1e6);
        run.batch = concurrency;
        run.precision = requirePrecision(c, std::nullopt, origin, label);
        run.stack = vllm ? SoftwareStack::Vllm : SoftwareStack::Sglang;
        out.push_back(servingMeasurement(run, c, model, origin, "output_tokens_per_s", throughput));
        // A closed loop of N requests in flight: each request's latency is the model's at a
        // batch of N. With every request sent at once (no concurrency limit) the latency
        // includes the wait for a slot, which the model's request latency does not.
        const std::string e2e = vllm ? "mean_e2el_ms" : "mean_e2e_latency_ms";
        if (concurrency && doc.contains(e2e) && !doc.at(e2e).is_null())
            out.push_back(servingMeasurement(run, c, model, origin, "request_latency_s",
                                             r.number(e2e, 1e-6, 1e12) / 1e3));
        // The time to the first token (prefill) and per output token after it (decode), the
        // mean where the file has it, else the median; TPOT, else the inter-token latency
        // (ITL: the same gaps, per token rather than per request). Under the same closed loop
        // as the request latency: with no concurrency limit TTFT includes the queue.
        auto firstOf = [&](std::initializer_list<const char*> keys) -> std::optional<double> {
            for (const char* key : keys)
                if (doc.contains(key) && !doc.at(key).is_null())
                    return r.number(key, 1e-6, 1e12) / 1e3;
            return std::nullopt;
        };
        if (concurrency) {
            if (const auto ttft = firstOf({"mean_ttft_ms", "median_ttft_ms"}))
                out.push_back(servingMeasurement(run, c, model, origin, "ttft_s", *ttft));
            if (const auto tpot =
                    firstOf({"mean_tpot_ms", "median_tpot_ms", "mean_itl_ms", "median_itl_ms"}))
                out.push_back(servingMeasurement(run, c, model, origin, "tpot_s", *tpot));
        }
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

std::optional<Precision> trtllmPrecision(const std::string& quantization, const std::string& dtype)
{
    std::string q = quantization;
    std::transform(q.begin(), q.end(), q.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    if (q.find("fp4") != std::string::npos)
        return Precision::FP4;
    if (q.find("fp8") != std::string::npos)
        return Precision::FP8;
    if (q.find("w4") != std::string::npos || q.find("int4") != std::string::npos)
        return Precision::INT4;
    if (q.find("w8") != std::string::npos || q.find("int8") != std::string::npos)
        return Precision::INT8;
    std::string d = dtype;
    std::transform(d.begin(), d.end(), d.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    if (d == "bfloat16" || d == "bf16")
        return Precision::BF16;
    if (d == "float16" || d == "fp16" || d == "half")
        return Precision::FP16;
    if (d == "float32" || d == "fp32")
        return Precision::FP32;
    return std::nullopt;
}

struct TrtllmFigures {
    int tp = 1, pp = 1, ep = 1;
    std::optional<int> worldSize;
    std::optional<double> maxBatch;
    double inputTokens = 0, outputTokens = 0;
    double outputTokensPerSec = 0;
    std::string quantization, dtype, kvDtype;
};

void trtllmRows(const TrtllmFigures& f, const std::string& origin, const RunContext& c,
                const ModelTable& models, std::vector<Measurement>& out)
{
    const std::string label(resultFormatLabel(ResultFormat::TrtllmBench));
    requireDevice(c, origin, label);
    const ModelSpec& model = requireModel(c, models, origin, label);
    ServingRun run;
    run.id = fileStem(origin);
    run.source = label + " " + origin;
    run.tensor = f.tp;
    run.pipeline = f.pp;
    run.expert = f.ep;
    run.devices = f.worldSize;
    run.maxBatch = f.maxBatch;
    run.inputTokens = f.inputTokens;
    run.outputTokens = f.outputTokens;
    run.precision = requirePrecision(c, trtllmPrecision(f.quantization, f.dtype), origin, label);
    run.kvPrecision = trtllmPrecision(f.kvDtype, "");
    run.stack = SoftwareStack::TensorRtLlm;
    // trtllm-bench throughput sends the whole data set at once: the engine runs at its
    // batch limit, as the `max` batch of calibrate's CSV.
    out.push_back(
        servingMeasurement(run, c, model, origin, "output_tokens_per_s", f.outputTokensPerSec));
}

void readTrtllmJson(const json& doc, const std::string& origin, const RunContext& c,
                    const ModelTable& models, std::vector<Measurement>& out)
{
    try {
        const JsonReader top(doc, {});
        TrtllmFigures f;
        const JsonReader world = top.object("world_info");
        f.tp = int(world.integer("tp_size", 1, 100000));
        f.pp = int(world.integer("pp_size", 1, 100000));
        if (world.has("ep_size") && !world.value("ep_size").is_null())
            f.ep = int(world.integer("ep_size", 1, 100000));
        if (world.has("world_size") && !world.value("world_size").is_null())
            f.worldSize = int(world.integer("world_size", 1, 10000000));
        if (world.has("max_batch_size") && !world.value("max_batch_size").is_null())
            f.maxBatch = world.number("max_batch_size", 1, 1e6);
        const JsonReader requests = top.object("request_info");
        f.inputTokens = requests.number("avg_input_length", 1, 1e7);
        f.outputTokens = requests.number("avg_output_length", 1, 1e7);
        const JsonReader perf = top.object("performance");
        f.outputTokensPerSec = perf.number("system_output_throughput_tok_s", 1e-9, 1e12);
        if (const auto engine = top.optionalObject("engine")) {
            auto text = [&](const char* key) {
                return engine->has(key) && engine->value(key).is_string()
                           ? engine->value(key).get<std::string>()
                           : std::string();
            };
            f.quantization = text("quantization");
            f.dtype = text("dtype");
            f.kvDtype = text("kv_cache_dtype");
        }
        trtllmRows(f, origin, c, models, out);
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
}

// "Key:   value" lines of a printed report (trtllm-bench's log, LoadGen's summary).
struct KeyValueLines {
    std::map<std::string, std::pair<std::string, size_t>> values; // first of each key

    KeyValueLines(const std::vector<std::string_view>& lines)
    {
        for (size_t i = 0; i < lines.size(); ++i) {
            const size_t colon = lines[i].find(':');
            if (colon == std::string_view::npos)
                continue;
            const std::string key = trim(lines[i].substr(0, colon));
            if (!key.empty() && !values.contains(key))
                values[key] = {trim(lines[i].substr(colon + 1)), i + 1};
        }
    }
    bool has(const std::string& key) const { return values.contains(key); }
    // The first key starting with `prefix` ("Tokens per second" matches "... (inferred)").
    const std::string* keyWithPrefix(const std::string& prefix) const
    {
        for (const auto& [key, value] : values)
            if (key.rfind(prefix, 0) == 0)
                return &key;
        return nullptr;
    }
    double number(const std::string& key, const std::string& origin, double min, double max) const
    {
        const auto it = values.find(key);
        if (it == values.end())
            throw InputError(origin, "\"" + key + "\"", "missing line");
        try {
            return parseNumberText(
                it->second.first,
                "line " + std::to_string(it->second.second) + " (\"" + key + "\")", min, max);
        } catch (const InputError& e) {
            throw e.withFile(origin);
        }
    }
    std::string text(const std::string& key) const
    {
        const auto it = values.find(key);
        return it == values.end() ? std::string() : it->second.first;
    }
    size_t line(const std::string& key) const
    {
        const auto it = values.find(key);
        return it == values.end() ? 0 : it->second.second;
    }
};

void readTrtllmText(const std::vector<std::string_view>& lines, const std::string& origin,
                    const RunContext& c, const ModelTable& models, std::vector<Measurement>& out)
{
    const KeyValueLines kv(lines);
    TrtllmFigures f;
    f.tp = int(kv.number("TP Size", origin, 1, 100000));
    f.pp = int(kv.number("PP Size", origin, 1, 100000));
    if (kv.has("EP Size") && kv.text("EP Size") != "None")
        f.ep = int(kv.number("EP Size", origin, 1, 100000));
    if (kv.has("Max Runtime Batch Size") && kv.text("Max Runtime Batch Size") != "None")
        f.maxBatch = kv.number("Max Runtime Batch Size", origin, 1, 1e6);
    f.inputTokens = kv.number("Average Input Length (tokens)", origin, 1, 1e7);
    f.outputTokens = kv.number("Average Output Length (tokens)", origin, 1, 1e7);
    f.outputTokensPerSec = kv.number("Total Output Throughput (tokens/sec)", origin, 1e-9, 1e12);
    f.quantization = kv.text("Quantization");
    f.dtype = kv.text("Dtype");
    f.kvDtype = kv.text("KV Cache Dtype");
    trtllmRows(f, origin, c, models, out);
}

void readMlperf(const std::vector<std::string_view>& lines, const std::string& origin,
                const RunContext& c, const ModelTable& models, std::vector<Measurement>& out)
{
    const KeyValueLines kv(lines);
    const std::string label(resultFormatLabel(ResultFormat::MlperfSummary));
    const std::string scenario = kv.text("Scenario");
    if (scenario != "Offline" && scenario != "Server")
        throw InputError(origin, "line " + std::to_string(kv.line("Scenario")) + " (\"Scenario\")",
                         "scenario \"" + echoText(scenario) +
                             "\": calibrate reads the Offline and Server scenarios (their "
                             "token throughput)");
    if (kv.text("Result is") != "VALID")
        throw InputError(origin,
                         "line " + std::to_string(kv.line("Result is")) + " (\"Result is\")",
                         "the run is not VALID: LoadGen's constraints were not met, so its "
                         "throughput is no measured capacity");
    const bool server = scenario == "Server";
    const std::string samplesKey =
        server ? (kv.has("Completed samples per second") ? "Completed samples per second"
                                                         : "Scheduled samples per second")
               : "Samples per second";
    const std::string* tokensKey =
        kv.keyWithPrefix(server ? "Completed tokens per second" : "Tokens per second");
    if (!tokensKey)
        throw InputError(origin,
                         server ? "\"Completed tokens per second\"" : "\"Tokens per second\"",
                         "missing line: calibrate reads LLM benchmarks, whose summary states "
                         "tokens per second");
    const double samplesPerSec = kv.number(samplesKey, origin, 1e-9, 1e12);
    const double tokensPerSec = kv.number(*tokensKey, origin, 1e-9, 1e12);
    requireDevice(c, origin, label);
    const ModelSpec& model = requireModel(c, models, origin, label);
    if (!c.inputTokens)
        throw InputError(origin, "input_tokens",
                         "an MLPerf summary does not state the prompt length: give "
                         "--input-tokens N (the data set's mean)");
    if (!c.devices)
        throw InputError(origin, "devices",
                         "an MLPerf summary does not state how many accelerators ran: give "
                         "--devices N");
    ServingRun run;
    run.id = fileStem(origin) + ":" + scenario;
    run.source = label + " " + origin + " (" + scenario + ")";
    run.inputTokens = *c.inputTokens;
    // Output tokens per sample: the summary's tokens/s over its samples/s.
    run.outputTokens = tokensPerSec / samplesPerSec;
    run.precision = requirePrecision(c, std::nullopt, origin, label);
    if (server) {
        // MLPerf Server: TTFT and TPOT limits on the 99th percentile (MLPerf Inference rules),
        // stated in the summary's "Test Parameters Used".
        if (kv.has("ttft_latency (ns)"))
            run.sloTtftSec = kv.number("ttft_latency (ns)", origin, 1, 1e15) / 1e9;
        if (kv.has("tpot_latency (ns)"))
            run.sloTpotSec = kv.number("tpot_latency (ns)", origin, 1, 1e15) / 1e9;
        run.sloPercentile = 99;
    }
    out.push_back(servingMeasurement(run, c, model, origin, "output_tokens_per_s", tokensPerSec));
}

std::vector<std::string> words(std::string_view line)
{
    std::vector<std::string> w;
    std::istringstream in{std::string(line)};
    std::string t;
    while (in >> t)
        w.push_back(t);
    return w;
}

// "0: " that srun -l and mpirun --tag-output put before each line.
std::string_view withoutRankPrefix(std::string_view line)
{
    size_t i = 0;
    while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])))
        ++i;
    if (i > 0 && i + 1 < line.size() && line[i] == ':' && line[i + 1] == ' ')
        return line.substr(i + 2);
    return line;
}

void readNccl(const std::vector<std::string_view>& lines, const std::string& origin,
              const RunContext& c, std::vector<CollectiveRun>& out)
{
    const std::string label(resultFormatLabel(ResultFormat::NcclTests));
    requireDevice(c, origin, label);
    if (!c.collective)
        throw InputError(origin, "collective",
                         "nccl-tests output does not name its test: give --collective "
                         "(all_reduce, all_gather, reduce_scatter or all_to_all)");
    CollectiveRun run;
    run.id = fileStem(origin) + ":" + std::string(collectiveKindName(*c.collective));
    run.deviceId = c.deviceId;
    run.kind = *c.collective;
    std::set<std::string> hosts;
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string_view line = withoutRankPrefix(lines[i]);
        const std::string place = "line " + std::to_string(i + 1);
        const std::string t = trim(line);
        if (t.empty())
            continue;
        if (t.front() == '#') {
            // "#  Rank  0 Group  0 Pid  39280 on host-a device  0 [0x00] NVIDIA H200"
            const auto w = words(t.substr(1));
            if (w.size() >= 2 && w[0] == "Rank") {
                ++run.ranks;
                const auto on = std::find(w.begin(), w.end(), "on");
                if (on == w.end() || on + 1 == w.end())
                    throw InputError(origin, place, "a \"# Rank\" line without \"on HOST\"");
                hosts.insert(*(on + 1));
            }
            continue;
        }
        if (!std::isdigit(static_cast<unsigned char>(t.front())))
            continue; // "NCCL version ...", warnings
        const auto w = words(t);
        if (w.size() < 9)
            throw InputError(origin, place,
                             "expected size, count, type, redop, root, time, algbw, busbw "
                             "and #wrong, got " +
                                 std::to_string(w.size()) + " fields");
        CollectiveSample s;
        s.line = i + 1;
        try {
            s.bytes = parseNumberText(w[0], place + " (size)", 0, 1e15);
            if (s.bytes == 0)
                continue;
            s.timeSec = parseNumberText(w[5], place + " (time)", 1e-6, 1e12) / 1e6;
            s.busBandwidthBytesPerSec = parseNumberText(w[7], place + " (busbw)", 0, 1e6) * 1e9;
        } catch (const InputError& e) {
            throw e.withFile(origin);
        }
        if (w[8] != "0" && w[8] != "N/A")
            throw InputError(origin, place + " (#wrong)",
                             w[8] + " wrong elements: the collective returned wrong results, "
                                    "so its timing is no measurement");
        run.samples.push_back(s);
        if (run.samples.size() > kMaxRuns)
            throw InputError(origin, place,
                             "more than " + std::to_string(kMaxRuns) +
                                 " message sizes (expected one nccl-tests table)");
    }
    if (run.ranks < 2)
        throw InputError(origin, "\"# Rank\" lines",
                         "found " + std::to_string(run.ranks) +
                             " ranks: keep nccl-tests' whole output, with its \"# Using "
                             "devices\" lines (a collective needs at least 2)");
    if (run.samples.size() < 2)
        throw InputError(origin, "result rows",
                         "found " + std::to_string(run.samples.size()) +
                             " message sizes with a time: run over a range of sizes (-b 8 -e "
                             "8G -f 2)");
    run.hosts = int(hosts.size());
    if (run.ranks % run.hosts != 0)
        throw InputError(origin, "\"# Rank\" lines",
                         std::to_string(run.ranks) + " ranks on " + std::to_string(run.hosts) +
                             " hosts: expected the same number of ranks on every host");
    out.push_back(std::move(run));
}

bool startsWithJson(std::string_view text)
{
    for (char ch : text) {
        if (std::isspace(static_cast<unsigned char>(ch)))
            continue;
        return ch == '{';
    }
    return false;
}

// Recognised by the keys only each tool writes (not by the figures, so that a result missing
// one is read and the missing field named).
bool isSglangObject(const json& j)
{
    return j.is_object() &&
           (j.contains("total_output_tokens_retokenized") || j.contains("random_input_len") ||
            j.contains("accept_length") || (j.contains("dataset_name") && j.contains("completed")));
}

bool isVllmObject(const json& j)
{
    return j.is_object() &&
           (j.contains("endpoint_type") || j.contains("burstiness") || j.contains("tokenizer_id"));
}

// JSON documents of a file: one (vLLM, trtllm-bench) or one per line (SGLang's JSONL).
struct JsonDocs {
    std::vector<std::pair<json, size_t>> docs; // with their line
    bool parsed = false;
};

JsonDocs jsonDocs(std::string_view text, const std::string& origin, bool strict)
{
    JsonDocs out;
    const std::string clean = withoutNonFiniteLiterals(text);
    const json whole = json::parse(clean, nullptr, false);
    if (!whole.is_discarded()) {
        if (whole.is_object())
            out.docs.emplace_back(whole, 1);
        out.parsed = true;
        return out;
    }
    const auto lines = splitLines(clean, origin);
    for (size_t i = 0; i < lines.size(); ++i) {
        if (trim(lines[i]).empty())
            continue;
        if (!strict) {
            // Recognising the format: a broken line is reported by the strict read.
            const json j = json::parse(lines[i], nullptr, false);
            if (!j.is_discarded())
                out.docs.emplace_back(j, i + 1);
            continue;
        }
        try {
            out.docs.emplace_back(parseJson(lines[i], origin), i + 1);
        } catch (const InputError& e) {
            throw InputError(origin, "line " + std::to_string(i + 1), e.message());
        }
    }
    out.parsed = true;
    return out;
}

} // namespace

std::optional<CollectiveKind> parseCollectiveKind(std::string_view name)
{
    for (CollectiveKind k : {CollectiveKind::AllReduce, CollectiveKind::AllGather,
                             CollectiveKind::ReduceScatter, CollectiveKind::AllToAll})
        if (collectiveKindName(k) == name)
            return k;
    if (name == "alltoall")
        return CollectiveKind::AllToAll;
    return std::nullopt;
}

RunContext runContextFromJson(std::string_view text, const std::string& origin)
{
    const json doc = parseJson(text, origin);
    if (!doc.is_object())
        throw InputError(origin, {}, "expected a JSON object of the run's context");
    RunContext c;
    try {
        const JsonReader r(doc, {});
        r.rejectUnknownKeys({"device", "model", "devices", "tensor_parallel", "pipeline_parallel",
                             "expert_parallel", "precision", "kv_cache_precision", "stack",
                             "input_tokens", "output_tokens", "max_batch", "collective"});
        c.deviceId = r.stringOr("device", {});
        c.model = r.stringOr("model", {});
        if (r.has("devices"))
            c.devices = int(r.integer("devices", 1, 10000000));
        if (r.has("tensor_parallel"))
            c.tensorParallel = int(r.integer("tensor_parallel", 1, 100000));
        if (r.has("pipeline_parallel"))
            c.pipelineParallel = int(r.integer("pipeline_parallel", 1, 100000));
        if (r.has("expert_parallel"))
            c.expertParallel = int(r.integer("expert_parallel", 1, 100000));
        auto precision = [&](const char* key) -> std::optional<Precision> {
            if (!r.has(key))
                return std::nullopt;
            const std::string v = r.string(key);
            const auto p = parsePrecision(v);
            if (!p)
                throw InputError(origin, key, "unknown precision \"" + echoText(v) + "\"");
            return p;
        };
        c.precision = precision("precision");
        c.kvCachePrecision = precision("kv_cache_precision");
        if (r.has("stack")) {
            const std::string v = r.string("stack");
            const auto s = parseStack(v);
            if (!s || (*s != SoftwareStack::Auto && stackInfo(*s).training))
                throw InputError(origin, "stack", "unknown serving stack \"" + echoText(v) + "\"");
            c.stack = s;
        }
        if (r.has("input_tokens"))
            c.inputTokens = r.number("input_tokens", 1, 1e7);
        if (r.has("output_tokens"))
            c.outputTokens = r.number("output_tokens", 1, 1e7);
        if (r.has("max_batch"))
            c.maxBatch = r.number("max_batch", 1, 1e6);
        if (r.has("collective")) {
            const std::string v = r.string("collective");
            c.collective = parseCollectiveKind(v);
            if (!c.collective)
                throw InputError(origin, "collective",
                                 "expected all_reduce, all_gather, reduce_scatter or all_to_all, "
                                 "got \"" +
                                     echoText(v) + "\"");
        }
    } catch (const InputError& e) {
        throw e.withFile(origin);
    }
    return c;
}

RunContext mergeRunContext(RunContext base, const RunContext& over)
{
    if (!over.deviceId.empty())
        base.deviceId = over.deviceId;
    if (!over.model.empty())
        base.model = over.model;
    auto take = [](auto& to, const auto& from) {
        if (from)
            to = from;
    };
    take(base.devices, over.devices);
    take(base.tensorParallel, over.tensorParallel);
    take(base.pipelineParallel, over.pipelineParallel);
    take(base.expertParallel, over.expertParallel);
    take(base.precision, over.precision);
    take(base.kvCachePrecision, over.kvCachePrecision);
    take(base.stack, over.stack);
    take(base.inputTokens, over.inputTokens);
    take(base.outputTokens, over.outputTokens);
    take(base.maxBatch, over.maxBatch);
    take(base.collective, over.collective);
    return base;
}

std::string_view resultFormatLabel(ResultFormat f)
{
    switch (f) {
    case ResultFormat::MeasurementsCsv:
        return "measurements CSV";
    case ResultFormat::VllmServe:
        return "vLLM bench serve JSON";
    case ResultFormat::SglangServe:
        return "SGLang bench_serving JSONL";
    case ResultFormat::TrtllmBench:
        return "trtllm-bench report";
    case ResultFormat::MlperfSummary:
        return "MLPerf LoadGen summary";
    case ResultFormat::NcclTests:
        return "nccl-tests output";
    }
    return "measurements CSV";
}

std::optional<ResultFormat> detectResultFormat(std::string_view raw)
{
    std::string_view text = raw;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    if (startsWithJson(text)) {
        JsonDocs docs;
        try {
            docs = jsonDocs(text, "detect", false);
        } catch (const InputError&) {
            return std::nullopt;
        }
        if (docs.docs.empty())
            return std::nullopt;
        const json& first = docs.docs.front().first;
        if (first.is_object() && first.contains("world_info") && first.contains("performance"))
            return ResultFormat::TrtllmBench;
        if (isSglangObject(first))
            return ResultFormat::SglangServe;
        if (isVllmObject(first))
            return docs.docs.size() > 1 ? ResultFormat::SglangServe : ResultFormat::VllmServe;
        return std::nullopt;
    }
    if (text.find("MLPerf Results Summary") != std::string_view::npos)
        return ResultFormat::MlperfSummary;
    if (text.find("busbw") != std::string_view::npos &&
        text.find("#wrong") != std::string_view::npos)
        return ResultFormat::NcclTests;
    if (text.find("PERFORMANCE OVERVIEW") != std::string_view::npos &&
        text.find("Total Output Throughput (tokens/sec)") != std::string_view::npos)
        return ResultFormat::TrtllmBench;
    const std::string_view header = text.substr(0, text.find('\n'));
    if (header.find("id") != std::string_view::npos &&
        (header.find("measured") != std::string_view::npos))
        return ResultFormat::MeasurementsCsv;
    return std::nullopt;
}

ResultFile readResultFile(std::string_view raw, const std::string& origin,
                          const RunContext& context, const ModelTable& models)
{
    const std::string_view text = checkedUtf8Text(raw, origin);
    auto format = detectResultFormat(text);
    // Anything else with a comma on its first line (or nothing at all) is read as calibrate's
    // CSV, whose reader names the missing column or the empty file.
    if (!format && !startsWithJson(text) &&
        (trim(text).empty() || text.substr(0, text.find('\n')).find(',') != std::string_view::npos))
        format = ResultFormat::MeasurementsCsv;
    if (!format)
        throw InputError(origin, {},
                         "not a format calibrate reads: expected a measurements CSV (header "
                         "with id and measured columns), vLLM bench serve --save-result JSON, "
                         "SGLang bench_serving --output-file JSONL, a trtllm-bench throughput "
                         "report (--report_json or its printed log), MLPerf LoadGen's "
                         "mlperf_log_summary.txt or nccl-tests output");
    ResultFile out;
    out.format = *format;
    switch (*format) {
    case ResultFormat::MeasurementsCsv:
        out.rows = parseMeasurements(text, origin, models);
        break;
    case ResultFormat::VllmServe:
    case ResultFormat::SglangServe: {
        const JsonDocs docs = jsonDocs(text, origin, true);
        // Bounded work: every fit iteration evaluates every row several times.
        if (docs.docs.size() > kMaxRuns)
            throw InputError(origin, {},
                             "has more than " + std::to_string(kMaxRuns) +
                                 " runs (expected one line per benchmark run)");
        const bool many = docs.docs.size() > 1;
        for (const auto& [doc, line] : docs.docs) {
            const std::string where = many ? "line " + std::to_string(line) + "." : std::string();
            if (!doc.is_object())
                throw InputError(origin, "line " + std::to_string(line), "expected a JSON object");
            const bool sglang = *format == ResultFormat::SglangServe;
            if (!(sglang ? isSglangObject(doc) || isVllmObject(doc) : isVllmObject(doc)))
                throw InputError(origin, "line " + std::to_string(line),
                                 "not a " + std::string(resultFormatLabel(*format)) + " result");
            const std::string id =
                fileStem(origin) + (many ? "#" + std::to_string(line) : std::string());
            readServeRun(doc, where, origin, context, models, *format, id, out.rows);
        }
        break;
    }
    case ResultFormat::TrtllmBench:
        if (startsWithJson(text))
            readTrtllmJson(parseJson(text, origin), origin, context, models, out.rows);
        else
            readTrtllmText(splitLines(text, origin), origin, context, models, out.rows);
        break;
    case ResultFormat::MlperfSummary:
        readMlperf(splitLines(text, origin), origin, context, models, out.rows);
        break;
    case ResultFormat::NcclTests:
        readNccl(splitLines(text, origin), origin, context, out.collectives);
        break;
    }
    return out;
}

} // namespace ap
