#pragma once

#include "perf/training_model.h"

#include <string>
#include <utility>
#include <vector>

namespace ap {

// The layout options a result used, as (label, value) lines: the same text in `evaluate`, the
// GUI's scenario details and the playbook. Empty for a plain layout.
std::vector<std::pair<std::string, std::string>> layoutLines(const LayoutFigures& f);

} // namespace ap
