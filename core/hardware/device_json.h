#pragma once

#include "hardware/device.h"

#include <nlohmann/json_fwd.hpp>

namespace ap {

// A device as the CLI prints it: SI units, unit in every field name, sources kept.
nlohmann::json deviceToJson(const Device& device);

} // namespace ap
