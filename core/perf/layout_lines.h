#pragma once

#include "common/message.h"
#include "perf/training_model.h"

#include <utility>
#include <vector>

namespace ap {

// The layout options a result used, as (label, value) lines: the same text in `evaluate`
// (english()) and the GUI's scenario details (translated). Empty for a plain layout.
std::vector<std::pair<Message, Message>> layoutLines(const LayoutFigures& f);

} // namespace ap
