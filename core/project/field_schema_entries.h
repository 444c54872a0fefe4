#pragma once

#include "project/field_schema.h"

#include <vector>

namespace ap {

// The schema's entries of one scenario object, appended in the order the reader lists the
// keys (project/field_schema.cpp builds the schema from them).
void addPlacementFields(std::vector<FieldSpec>& s); // field_schema_placement.cpp

} // namespace ap
