#pragma once

#include "recommend/recommend.h"

#include <string>
#include <vector>

namespace ap {

// The `recommend --json` document as text, byte for byte what recommendationsToJson(list)
// .dump(2) prints, written without building the tree (common/json_writer.h): what the CLI
// prints. The tree functions of recommend.h parse this text, so the fields have one definition.
std::string recommendationsJsonText(const std::vector<Recommendation>& list);

} // namespace ap
