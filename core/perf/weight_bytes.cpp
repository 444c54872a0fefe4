#include "perf/weight_bytes.h"

#include "common/input_error.h"
#include "hardware/device.h"
#include "perf/efficiency_params.h"
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

constexpr std::string_view kAttentionProjectionPrecision =
    "/workload/attention_projection_precision";

template <class W> std::optional<Precision> statedProjectionPrecision(const W& w)
{
    if (w.fields.empty()) // (most workloads: no schema lookup)
        return std::nullopt;
    return parsePrecision(fieldChoice(w, kAttentionProjectionPrecision));
}

} // namespace

std::optional<Precision> attentionProjectionPrecision(const TrainingWorkload& w)
{
    return statedProjectionPrecision(w);
}

std::optional<Precision> attentionProjectionPrecision(const InferenceWorkload& w)
{
    return statedProjectionPrecision(w);
}

std::optional<Precision> projectionComputePrecision(const Device& device,
                                                    std::optional<Precision> stated)
{
    if (!stated)
        return std::nullopt;
    try {
        return computePrecisionFor(device, *stated);
    } catch (const InputError& e) {
        throw InputError({}, "attention_projection_precision", e.text());
    }
}

double projectionWeightBytes(const InferenceWorkload& w)
{
    if (const auto p = attentionProjectionPrecision(w))
        return bytesPerElement(*p);
    return denseWeightBytes(w);
}

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
