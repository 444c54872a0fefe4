// The generated projects the read and GUI benchmarks open (issue #29): one 175B training
// scenario, copied under new names, so a benchmark's input grows only in what it measures.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace ap::bench {

// One training scenario named `name`: GPT-3 175B on 1,024 A100 with a placement, so opening
// it evaluates the performance, reliability and cost models.
inline nlohmann::json scenario(const std::string& name)
{
    nlohmann::json s = nlohmann::json::parse(R"({
        "workload": {"kind": "training",
            "model": {"parameters": 175e9, "layers": 96, "hidden": 12288, "heads": 96,
                      "kv_heads": 96, "ffn_hidden": 49152, "vocab": 51200},
            "sequence_length": 2048, "precision": "bf16", "tokens": 300e9,
            "global_batch_sequences": 1536, "micro_batch_sequences": 1,
            "activation_recompute": "full"},
        "cluster": {"device": "nvidia-a100-sxm4-80gb", "count": 1024,
                    "parallelism": {"tensor": 8, "pipeline": 8, "data": 16}},
        "placement": {"compute_site": "on-prem", "data_classes": ["confidential"]}})");
    s["name"] = name;
    return s;
}

// A project of `scenarios` scenarios named s0, s1, ...
inline nlohmann::json project(int scenarios = 1)
{
    nlohmann::json list = nlohmann::json::array();
    for (int i = 0; i < scenarios; ++i)
        list.push_back(scenario("s" + std::to_string(i)));
    return {{"format", "accelplan-project"},
            {"version", 1},
            {"name", "read benchmark"},
            {"scenarios", std::move(list)}};
}

} // namespace ap::bench
