#include "perf/weight_bytes.h"

#include "project/stored_fields.h"
#include "workload/weight_format.h"
#include "workload/workload.h"

#include <algorithm>

namespace ap {

namespace {

// The format a stored choice names, in bytes per weight; nullopt where the workload states none.
std::optional<double> statedFormatBytes(const InferenceWorkload& w, std::string_view pointer)
{
    if (w.fields.empty()) // (most workloads: no schema lookup)
        return std::nullopt;
    if (const auto bits = weightFormatBits(fieldChoice(w, pointer)))
        return *bits / 8.0;
    return std::nullopt;
}

} // namespace

double denseWeightBytes(const InferenceWorkload& w)
{
    return statedFormatBytes(w, "/workload/weight_precision")
        .value_or(bytesPerElement(w.precision));
}

double expertWeightBytes(const InferenceWorkload& w)
{
    if (const auto bytes = statedFormatBytes(w, "/workload/expert_weight_precision"))
        return *bytes;
    return denseWeightBytes(w);
}

VocabularyWeightBytes vocabularyWeightBytes(const InferenceWorkload& w)
{
    VocabularyWeightBytes v;
    const WeightFormat* file =
        w.fields.empty() ? nullptr : weightFormat(fieldChoice(w, "/workload/weight_precision"));
    if (file && file->headBitsPerWeight > 0) {
        v.head = file->headBitsPerWeight / 8.0;
        v.embedding = file->embeddingBitsPerWeight / 8.0;
        return v;
    }
    const double dense = denseWeightBytes(w);
    v.sixteenBitHead = dense < 2.0;
    v.head = v.embedding = std::max(2.0, dense);
    return v;
}

} // namespace ap
