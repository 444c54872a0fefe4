#!/usr/bin/env python3
"""Writes the hostile-input corpus of tests/data/bad/ and expected.json (what the CLI must
answer for each). Rerun after changing a case: python3 tests/data/bad/make_corpus.py"""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

TRAINING = {
    "name": "GPT-3 175B on A100",
    "workload": {
        "kind": "training",
        "model": {"parameters": 175e9, "layers": 96, "hidden": 12288, "heads": 96,
                  "kv_heads": 96, "ffn_hidden": 49152, "vocab": 51200},
        "sequence_length": 2048, "precision": "bf16", "tokens": 300e9,
        "global_batch_sequences": 1536, "micro_batch_sequences": 1,
        "activation_recompute": "full"},
    "cluster": {"device": "nvidia-a100-sxm4-80gb", "count": 1024,
                "parallelism": {"tensor": 8, "pipeline": 8, "data": 16}},
    "placement": {"compute_site": "on-prem", "data_classes": ["confidential"]},
}
SERVING = {
    "name": "Llama 3 70B chat on H200",
    "workload": {
        "kind": "inference",
        "model": {"parameters": 70.6e9, "layers": 80, "hidden": 8192, "heads": 64,
                  "kv_heads": 8, "ffn_hidden": 28672, "vocab": 128256},
        "precision": "fp8", "input_tokens": 2048, "output_tokens": 128, "batch": "max",
        "slo": {"ttft_ms": 2000, "tpot_ms": 50}},
    "cluster": {"device": "nvidia-h200-sxm-141gb", "count": 8, "parallelism": {"tensor": 8}},
}


def project(scenarios=None, recommend=None):
    p = {"format": "accelplan-project", "version": 1, "name": "hostile input",
         "scenarios": scenarios if scenarios is not None else
         [copy.deepcopy(TRAINING), copy.deepcopy(SERVING)]}
    if recommend is not None:
        p["recommend"] = recommend
    return p


cases = []


def case(name, text, args, exit_code, stderr, binary=False):
    path = os.path.join(HERE, name)
    with open(path, "wb") as f:
        f.write(text if binary else text.encode())
    cases.append({"file": name, "args": args, "exit": exit_code, "stderr": stderr})


def project_case(name, doc, stderr, command="evaluate", exit_code=1):
    case(name, json.dumps(doc, indent=1), [command, "{file}"], exit_code, stderr)


def edited(path, value, base=None):
    doc = base or project()
    node = doc
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    return doc


# Parsing: depth, numbers, syntax, encoding.
case("deep-nesting.accelplan",
     '{"format": "accelplan-project", "version": 1, "name": ' + "[" * 100000 + "]" * 100000 + "}",
     ["evaluate", "{file}"], 1, ["deep-nesting.accelplan", "nested deeper than 64 levels"])
case("huge-number.accelplan",
     json.dumps(project(), indent=1).replace("300000000000.0", "1e400"),
     ["evaluate", "{file}"], 1, ["huge-number.accelplan", "number overflow", "1e400"])
case("truncated.accelplan", json.dumps(project(), indent=1)[:300],
     ["evaluate", "{file}"], 1, ["truncated.accelplan", "not valid JSON", "line"])
case("empty.accelplan", "", ["evaluate", "{file}"], 1, ["empty.accelplan", "not valid JSON"])
case("invalid-utf8.accelplan",
     json.dumps(project(), indent=1).replace("hostile input", "hostile \udcff").encode(
         "utf-8", "surrogateescape"),
     ["evaluate", "{file}"], 1, ["invalid-utf8.accelplan", "not valid JSON"], binary=True)
case("top-level-array.accelplan", "[1, 2, 3]", ["evaluate", "{file}"], 1,
     ["top-level-array.accelplan", "expected a JSON object"])

# Products of user integers: 64-bit, bounded, the field named.
project_case("overflow-parallelism.accelplan",
             edited(["scenarios", 0, "cluster"],
                    {"device": "nvidia-a100-sxm4-80gb", "count": 10000000,
                     "parallelism": {"tensor": 10000000, "pipeline": 10000000,
                                     "context": 10000000}}),
             ["scenarios[0].cluster.parallelism.context", "tensor x pipeline x context exceeds"])
project_case("wrapping-product.accelplan",
             edited(["scenarios", 0, "cluster"],
                    {"device": "nvidia-a100-sxm4-80gb", "count": 65536,
                     "parallelism": {"tensor": 65536, "pipeline": 65536}}),
             ["scenarios[0].cluster.parallelism.context", "exceeds 65536"])

# Values that make the model meaningless.
project_case("zero-utilisation.accelplan",
             edited(["scenarios", 0, "placement", "utilisation"], 0),
             ["scenarios[0].placement.utilisation", "from 0.001 to 1"])
project_case("vpp-beyond-layers.accelplan",
             edited(["scenarios", 0, "cluster", "parallelism", "virtual_pipeline"], 16),
             ["scenarios[0].cluster.parallelism.virtual_pipeline", "12 layers per pipeline stage"])
project_case("negative-count.accelplan", edited(["scenarios", 0, "cluster", "count"], -8),
             ["scenarios[0].cluster.count", "from 1 to"])
project_case("fractional-count.accelplan", edited(["scenarios", 0, "cluster", "count"], 1024.5),
             ["scenarios[0].cluster.count", "whole number"])
doc = project()
doc["scenarios"][1]["name"] = doc["scenarios"][0]["name"]
project_case("duplicate-scenario.accelplan", doc,
             ["scenarios[1].name", "already the name of scenarios[0]"])
project_case("duplicate-study.accelplan",
             project(recommend=[{"name": "cheapest"}, {"name": "cheapest"}]),
             ["recommend[1].name", "already the name of recommend[0]"])

# References to unknown ids: exit 1, full path, a did-you-mean that resembles the input.
project_case("unknown-device.accelplan",
             edited(["scenarios", 1, "cluster", "device"], "nvidia-h200-sxm-141g"),
             ["scenarios[1].cluster.device", 'did you mean "nvidia-h200-sxm-141gb"'])
project_case("unknown-device-no-lookalike.accelplan",
             edited(["scenarios", 1, "cluster", "device"], "zz"),
             ["scenarios[1].cluster.device", "catalog lists the known ids"])
# Echoed input is shown safe (issue 29): control characters escaped, never sent raw to the
# terminal; a long id cut to 200 characters with its full size stated.
project_case("control-chars-device.accelplan",
             edited(["scenarios", 1, "cluster", "device"], "\x1b]0;owned\x07\x1b[2J\r\b\x00zz\x7f\x9b"),
             ["scenarios[1].cluster.device", "\\x1b]0;owned\\x07\\x1b[2J\\x0d\\x08\\x00zz\\x7f\\u009b"])
project_case("long-device-id.accelplan",
             edited(["scenarios", 1, "cluster", "device"], "\x1b[1m" + "x" * 19996),
             ["scenarios[1].cluster.device", "\\x1b[1mxxx", "\u2026 (20,000 bytes)"])
project_case("unknown-site.accelplan",
             edited(["scenarios", 0, "placement", "compute_site"], "aws-us-east1"),
             ["scenarios[0].placement.compute_site", 'did you mean "aws-us-east-1"'])
project_case("misspelt-data-class.accelplan",
             edited(["scenarios", 0, "placement", "data_classes"], ["confidental"]),
             ["scenarios[0].placement.data_classes[0]", 'did you mean "confidential"'])
# Placement overrides go through the one validator: a price or a site out of range is refused
# with the file and the full path (it used to be an "[INFEASIBLE]" row and exit 0).
def priced(usd_per_hour):
    doc = project()
    doc["scenarios"][0]["placement"]["prices"] = {"providers": {"tcloud": {
        "name": "Test cloud", "devices": {"nvidia-a100-sxm4-80gb": {"on_demand": {
            "usd_per_device_hour": usd_per_hour, "date": "2026-05",
            "source": "test assumption", "confidence": "medium"}}}}}}
    return doc


PRICE_PATH = ("scenarios[0].placement.prices.providers.tcloud.devices.nvidia-a100-sxm4-80gb"
              ".on_demand.usd_per_device_hour")
for name, value in (("negative", -3), ("huge", 1e308)):
    for command in ("evaluate", "recommend"):
        project_case(f"{name}-price-override-{command}.accelplan", priced(value),
                     [f"{name}-price-override-{command}.accelplan", PRICE_PATH], command)
case("negative-price-override-export.accelplan", json.dumps(priced(-3), indent=1),
     ["export", "--markdown", "{tmp}/out.md", "{file}"], 1,
     ["negative-price-override-export.accelplan", PRICE_PATH])
project_case("string-price-override.accelplan", priced("NaN"), [PRICE_PATH])
project_case("bad-site-override.accelplan",
             edited(["scenarios", 0, "placement", "sites"],
                    {"t-dc": {"name": "Test DC", "kind": "on-prem", "jurisdiction": "US",
                              "availability": 7, "source": "test assumption"}}),
             ["bad-site-override.accelplan", "scenarios[0].placement.sites.t-dc.availability"])

# One value, one meaning: a training run's spot preemptions lose work by its reliability
# model's checkpoint interval and restart time; the cloud copies are refused, not ignored.
project_case("cloud-restart-on-training.accelplan",
             edited(["scenarios", 0, "placement", "cloud"], {"restart_s": 300}),
             ["cloud-restart-on-training.accelplan", "scenarios[0].placement.cloud.restart_s",
              "reliability.restart_s"])

project_case("serving-slo-on-training-study.accelplan",
             project(recommend={"scenario": "GPT-3 175B on A100",
                                "constraints": {"ttft_ms": 500}}),
             ["recommend.constraints.ttft_ms", "applies to serving studies"])
project_case("deadline-on-serving-study.accelplan",
             project(recommend={"scenario": "Llama 3 70B chat on H200",
                                "constraints": {"deadline_days": 30}}),
             ["recommend.constraints.deadline_days", "applies to training studies"])
project_case("unknown-site-power-key.accelplan",
             project(recommend={"constraints": {"site_power_kw": {"edg": 20}}}),
             ["recommend.constraints.site_power_kw.edg", 'did you mean "edge"'])
project_case("unknown-search-device.accelplan",
             project(recommend={"search": {"devices": ["amd-mi300"]}}),
             ["recommend.search.devices[0]", 'did you mean "amd-mi300x"'])

# Input never silently bent (#29): a key written twice, empty and repeating allow-lists.
DUP = json.dumps(project(), indent=1)
DUP = DUP.replace('"name": "hostile input",', '"name": "hostile input",\n "name": "again",', 1)
case("duplicate-key.accelplan", DUP, ["evaluate", "{file}"], 1,
     ["duplicate-key.accelplan", "name", "written twice, at line 4 and line 5"])
case("duplicate-nested-key.accelplan",
     json.dumps(project(), indent=1).replace('"count": 8,', '"count": 8,\n    "count": 16,', 1),
     ["evaluate", "{file}"], 1,
     ["scenarios[1].cluster.count", "written twice"])
project_case("empty-search-devices.accelplan",
             project(recommend={"search": {"devices": []}}),
             ["recommend.search.devices", "expected at least one entry"])
project_case("empty-search-counts.accelplan",
             project(recommend={"search": {"counts": []}}),
             ["recommend.search.counts", "expected at least one entry"])
project_case("repeated-search-device.accelplan",
             project(recommend={"search": {"devices": ["nvidia-h100-sxm5-80gb"] * 1000}}),
             ["recommend.search.devices[1]", "repeats devices[0]"])
project_case("repeated-search-site.accelplan",
             project(recommend={"search": {"sites": ["on-prem", "aws-us-east-1", "on-prem"]}}),
             ["recommend.search.sites[2]", "repeats sites[0]"])
# The caps that bound the worst study's time (#29): Monte Carlo's samples x candidates, and
# the number of counts searched.
project_case("monte-carlo-over-cap.accelplan",
             project(recommend={"uncertainty": {"samples": 1000000, "candidates": 50}}),
             ["monte-carlo-over-cap.accelplan", "recommend.uncertainty.samples",
              "1000000 samples x 50 candidates is more than 10000000 evaluations"])
project_case("too-many-search-counts.accelplan",
             project(recommend={"search": {"counts": list(range(1, 66))}}),
             ["too-many-search-counts.accelplan", "recommend.search.counts",
              "lists 65 counts; at most 64 are searched"])

# Calibration CSV.
HEADER = ("id,model,device,count,tensor,pipeline,context,sequence_length,"
          "global_batch_sequences,precision,measured_tokens_per_s\n")
ROW = "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,297214\n"
case("invalid-utf8.csv", (HEADER + ROW).encode() + b"r2,gpt-1.7b,\xff\xfe,32,1,1,1,2048,512,fp16,1\n",
     ["calibrate", "{file}"], 1, ["invalid-utf8.csv", "line 3", "not UTF-8"], binary=True)
case("overflow.csv", HEADER + "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,32,100000,100000,100000,2048,512,fp16,1\n",
     ["calibrate", "{file}"], 1, ["overflow.csv", "row 2", "exceeds 32"])
case("fractional-count.csv", HEADER + "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,2.7,1,1,1,2048,512,fp16,1\n",
     ["calibrate", "{file}"], 1, ["fractional-count.csv", "column count", "whole number"])
case("huge-number.csv", HEADER + "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,1e400\n",
     ["calibrate", "{file}"], 1, ["huge-number.csv", "measured_tokens_per_s", "1e400"])
case("hex-number.csv", HEADER + "r1,gpt-1.7b,nvidia-a100-sxm4-80gb,0x20,1,1,1,2048,512,fp16,1\n",
     ["calibrate", "{file}"], 1, ["hex-number.csv", "column count", "0x20"])
case("unknown-device.csv", HEADER + "r1,gpt-1.7b,nvidia-a100-sxm4-80g,32,1,1,1,2048,512,fp16,1\n",
     ["calibrate", "{file}"], 1, ["r1.device", 'did you mean "nvidia-a100-sxm4-80gb"'])
# Malformed CSV is an error with its line, never read another way (#29).
case("unterminated-quote.csv", HEADER + ROW + 'r2,"gpt-1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,1\n' + ROW,
     ["calibrate", "{file}"], 1, ["unterminated-quote.csv", "line 3", "never closed"])
case("quote-in-field.csv", HEADER + 'r1,gpt"1.7b,nvidia-a100-sxm4-80gb,32,1,1,1,2048,512,fp16,1\n',
     ["calibrate", "{file}"], 1, ["quote-in-field.csv", "line 2", "quote inside an unquoted field"])
case("duplicate-column.csv", HEADER.replace("tensor,", "count,") + ROW,
     ["calibrate", "{file}"], 1, ["duplicate-column.csv", "column count", "named twice"])
case("extra-field.csv", HEADER + ROW.rstrip("\n") + ",5\n",
     ["calibrate", "{file}"], 1, ["extra-field.csv", "row 2", "12 fields", "11 columns"])
INFERENCE = "id,model,device,count,tensor,precision,input_tokens,output_tokens,batch,metric,measured\n"
case("infeasible-row.csv",
     INFERENCE + "fits,llama-3-8b,nvidia-h100-sxm5-80gb,1,1,fp8,128,128,max,output_tokens_per_s,28312\n"
     "too-big,gpt-1008b,nvidia-l4,1,1,fp8,128,128,max,output_tokens_per_s,10\n",
     ["calibrate", "{file}"], 1, ["infeasible-row.csv", "too-big", "infeasible"])

# User catalogs.
case("deep-catalog.json",
     '{"format": "accelplan-catalog", "version": 1, "devices": ' + "[" * 100000 + "]" * 100000 + "}",
     ["--catalog", "{file}", "catalog"], 1, ["deep-catalog.json", "nested deeper than 64 levels"])
case("huge-number-catalog.json",
     '{"format": "accelplan-catalog", "version": 1, "devices": [{"id": "nvidia-h100-sxm5-80gb", '
     '"memory": {"bandwidth_tb_per_s": 1e400, "source": "x"}}]}',
     ["--catalog", "{file}", "catalog"], 1, ["huge-number-catalog.json", "number overflow"])

with open(os.path.join(HERE, "expected.json"), "w") as f:
    json.dump({"note": "Written by make_corpus.py: per hostile input, the CLI arguments ({file} is "
                       "the input's path), the exit status and text stderr must contain.",
               "cases": cases}, f, indent=1)
    f.write("\n")
print(len(cases), "cases")
