#include "workload/weight_format.h"

namespace ap {

const std::vector<WeightFormat>& weightFormats()
{
    static const std::vector<WeightFormat> formats = {{"fp32", 32},
                                                      {"bf16", 16},
                                                      {"fp16", 16},
                                                      {"fp8", 8},
                                                      {"int8", 8},
                                                      {"int4", 4},
                                                      {"fp4", 4},
                                                      {"mxfp4", 4.25},
                                                      {"nvfp4", 4.5},
                                                      {"int4_g128", 4.125},
                                                      {"q8_0", 8.5, 8.5, 8.5},
                                                      {"q4_0", 4.5, 6.5625, 4.5},
                                                      {"q4_k_m", 4.8, 6.5625, 4.5}};
    return formats;
}

const std::vector<std::string_view>& weightFormatNames()
{
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const WeightFormat& f : weightFormats())
            out.push_back(f.name);
        return out;
    }();
    return names;
}

const WeightFormat* weightFormat(std::string_view name)
{
    for (const WeightFormat& f : weightFormats())
        if (f.name == name)
            return &f;
    return nullptr;
}

std::optional<double> weightFormatBits(std::string_view name)
{
    if (const WeightFormat* f = weightFormat(name))
        return f->bitsPerWeight;
    return std::nullopt;
}

} // namespace ap
