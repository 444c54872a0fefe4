#pragma once

// A small catalog for UI tests that must not depend on the built-in data: one device of each
// kind, with gaps (no FP8, no price, no scale-out) and a memory bandwidth above 10 TB/s so a
// text sort would order differently from a numeric one.
#include "hardware/catalog.h"

namespace ap::test {

inline constexpr const char* kCatalogJson = R"({
  "format": "accelplan-catalog", "version": 1,
  "devices": [
    { "id": "test-gpu-a", "name": "Test GPU A", "kind": "gpu", "vendor": "NVIDIA", "year": 2022,
      "peak_tflops": { "bf16": 989.4, "fp16": 989.4, "fp8": 1978.9, "fp32": 66.9, "tf32": 494.7,
                       "fp64": 66.9, "int8": 1978.9 },
      "peak_source": "datasheet A",
      "memory": { "type": "HBM3", "capacity_gb": 80, "bandwidth_tb_per_s": 3.35,
                  "source": "memory datasheet A" },
      "cache": { "capacity_mb": 50, "bandwidth_tb_per_s": 33, "source": "cache paper A" },
      "host_link": { "name": "PCIe 5.0 x16", "bandwidth_gb_per_s": 64, "source": "PCIe spec" },
      "scale_up": { "name": "NVLink 4", "bandwidth_gb_per_s": 450, "domain_size": 8,
                    "topology": "switch", "source": "NVLink page" },
      "scale_out": { "name": "400G NIC", "bandwidth_gb_per_s": 50, "source": "NIC page" },
      "power": { "tdp_w": 700, "source": "power datasheet A" },
      "price": { "usd": 25000, "date": "2024-01", "source": "price survey" } },
    { "id": "test-gpu-b", "name": "Test GPU B", "kind": "gpu", "vendor": "AMD", "year": 2023,
      "peak_tflops": { "bf16": 1307.4, "fp16": 1307.4, "fp8": 2614.9, "fp32": 163.4,
                       "fp64": 81.7 },
      "peak_source": "datasheet B",
      "memory": { "type": "HBM3", "capacity_gb": 192, "bandwidth_tb_per_s": 5.3,
                  "source": "memory datasheet B" },
      "scale_up": { "name": "Infinity Fabric", "bandwidth_gb_per_s": 448, "domain_size": 8,
                    "topology": "mesh", "source": "IF page" },
      "power": { "tdp_w": 750, "source": "power datasheet B" } },
    { "id": "test-tpu-c", "name": "Test TPU C", "kind": "tpu", "vendor": "Google", "year": 2023,
      "peak_tflops": { "bf16": 459, "int8": 918 },
      "peak_source": "datasheet C",
      "memory": { "type": "HBM2e", "capacity_gb": 95, "bandwidth_tb_per_s": 2.765,
                  "source": "memory datasheet C" },
      "scale_up": { "name": "ICI", "bandwidth_gb_per_s": 600, "domain_size": 8960,
                    "topology": "torus3d", "source": "ICI page" },
      "power": { "tdp_w": 450, "source": "power estimate C" } },
    { "id": "test-cpu-d", "name": "Test CPU D", "kind": "cpu", "vendor": "Intel", "year": 2023,
      "peak_tflops": { "fp64": 3.6, "fp32": 7.2, "bf16": 14.4 },
      "peak_source": "derived D",
      "peak_derivation": "56 cores x 2 FMA x 8 lanes x 2 x 2.0 GHz",
      "memory": { "type": "DDR5", "capacity_gb": 512, "bandwidth_tb_per_s": 0.307,
                  "source": "memory datasheet D" },
      "power": { "tdp_w": 350, "source": "power datasheet D" },
      "price": { "usd": 10710, "date": "2023-01", "source": "list price D" } },
    { "id": "test-acc-e", "name": "Test Accelerator E", "kind": "accelerator", "vendor": "Intel",
      "year": 2024,
      "peak_tflops": { "bf16": 1835, "fp8": 1835 },
      "peak_source": "datasheet E",
      "memory": { "type": "SRAM", "capacity_gb": 44, "bandwidth_tb_per_s": 16,
                  "source": "memory datasheet E" },
      "power": { "tdp_w": 900, "source": "power datasheet E" } }
  ]
})";

inline Catalog testCatalog()
{
    Catalog c;
    c.merge(kCatalogJson, "test catalog");
    return c;
}

} // namespace ap::test
