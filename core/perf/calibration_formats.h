#pragma once

#include "fabric/collectives.h"
#include "hardware/precision.h"
#include "perf/calibration.h"
#include "workload/software_stack.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// The result files of the benchmark tools users already run, read into the measurement rows
// of perf/calibration.h (and, for nccl-tests, collective timings for the fabric parameters).
// Each format's layout, its source file and commit: tests/data/calibration_formats/README.md.

// What a result file does not say about the run (the device, the model, the layout, the
// precision...): given on the command line (`--device`, `--model`, ...), in a context file
// (`--context FILE`, the same names as JSON keys) or in the GUI's dialog. A field a file
// states itself (trtllm-bench's tensor parallelism, say) is overridden by the context.
struct RunContext {
    std::string deviceId;       // catalog id
    std::string model;          // a name of the models table
    std::optional<int> devices; // devices the run used; default tensor x pipeline
    std::optional<int> tensorParallel;
    std::optional<int> pipelineParallel;
    std::optional<int> expertParallel;
    std::optional<Precision> precision;
    std::optional<Precision> kvCachePrecision;
    std::optional<SoftwareStack> stack;
    std::optional<double> inputTokens;        // per request (MLPerf: not in the summary)
    std::optional<double> outputTokens;       // per request, overriding the file's average
    std::optional<double> maxBatch;           // the engine's batch limit for a run without one
    std::optional<CollectiveKind> collective; // nccl-tests: which test printed the table
};

// The context file: {"device": ..., "model": ..., "devices": N, "tensor_parallel": N,
// "pipeline_parallel": N, "expert_parallel": N, "precision": ..., "kv_cache_precision": ...,
// "stack": ..., "input_tokens": N, "output_tokens": N, "max_batch": N, "collective": ...}.
// Throws InputError naming the file and the field.
RunContext runContextFromJson(std::string_view text, const std::string& origin);
// `over`'s fields where set, else `base`'s.
RunContext mergeRunContext(RunContext base, const RunContext& over);
std::optional<CollectiveKind> parseCollectiveKind(std::string_view name);

enum class ResultFormat {
    MeasurementsCsv, // calibrate's own CSV (data/calibration/README.md)
    VllmServe,       // vllm bench serve / benchmarks/benchmark_serving.py --save-result JSON
    SglangServe,     // python -m sglang.bench_serving --output-file JSONL
    TrtllmBench,     // trtllm-bench throughput --report_json JSON, or its printed report
    MlperfSummary,   // MLPerf LoadGen mlperf_log_summary.txt
    NcclTests,       // nccl-tests all_reduce_perf / alltoall_perf / ... standard output
};
// For people: "vLLM bench serve JSON", ...
std::string_view resultFormatLabel(ResultFormat f);
// Recognised from the content (not the file name); nullopt when none matches.
std::optional<ResultFormat> detectResultFormat(std::string_view text);

struct CollectiveSample {
    double bytes = 0;                   // nccl-tests "size": the buffer of each rank
    double timeSec = 0;                 // out-of-place time
    double busBandwidthBytesPerSec = 0; // as printed (GB/s x 1e9)
    size_t line = 0;
};

// One nccl-tests table: the ranks and hosts from its "# Using devices" lines.
struct CollectiveRun {
    std::string id;
    std::string deviceId;
    CollectiveKind kind = CollectiveKind::AllReduce;
    int ranks = 0;
    int hosts = 1;
    std::vector<CollectiveSample> samples;
};

struct ResultFile {
    ResultFormat format = ResultFormat::MeasurementsCsv;
    std::vector<Measurement> rows;
    std::vector<CollectiveRun> collectives;
};

// Reads any of the formats above. Throws InputError naming `origin` and the field or line:
// an unknown format, a malformed file, or a context field the format needs and nobody gave.
ResultFile readResultFile(std::string_view text, const std::string& origin,
                          const RunContext& context, const ModelTable& models);

} // namespace ap
