#include "workload/workload.h"

namespace ap {

std::string_view recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "none";
}

Precision InferenceWorkload::kvPrecision() const
{
    if (kvCachePrecision)
        return *kvCachePrecision;
    return bytesPerElement(precision) >= 2.0 ? Precision::BF16 : Precision::FP8;
}

} // namespace ap
