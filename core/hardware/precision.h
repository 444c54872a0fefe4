#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace ap {

// Numeric formats a device may compute in or a model may be stored in. The order runs from
// widest to narrowest, which the performance engine relies on when it falls back to a wider
// compute format on devices that lack a narrow one.
enum class Precision { FP64, FP32, TF32, BF16, FP16, FP8, INT8, INT4, FP4 };

inline constexpr int kPrecisionCount = 9;
inline constexpr std::array<Precision, kPrecisionCount> kAllPrecisions = {
    Precision::FP64, Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16,
    Precision::FP8,  Precision::INT8, Precision::INT4, Precision::FP4};

std::string_view precisionName(Precision p);
std::optional<Precision> parsePrecision(std::string_view name);

// Storage size of one element. TF32 is stored as FP32 in memory (it is a compute mode).
double bytesPerElement(Precision p);

} // namespace ap
