#include "hardware/precision.h"

namespace ap {

namespace {
constexpr std::array<std::string_view, kPrecisionCount> kNames = {
    "fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "fp4"};
}

std::string_view precisionName(Precision p)
{
    return kNames[static_cast<int>(p)];
}

std::optional<Precision> parsePrecision(std::string_view name)
{
    for (int i = 0; i < kPrecisionCount; ++i)
        if (kNames[i] == name)
            return static_cast<Precision>(i);
    return std::nullopt;
}

double bytesPerElement(Precision p)
{
    switch (p) {
    case Precision::FP64:
        return 8.0;
    case Precision::FP32:
    case Precision::TF32:
        return 4.0;
    case Precision::BF16:
    case Precision::FP16:
        return 2.0;
    case Precision::FP8:
    case Precision::INT8:
        return 1.0;
    case Precision::INT4:
    case Precision::FP4:
        return 0.5;
    }
    return 2.0;
}

} // namespace ap
