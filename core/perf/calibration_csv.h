#pragma once

#include "perf/calibration.h"
#include "project/validate.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap {

// A measurements CSV read (the columns of data/calibration/README.md): its rows, and every
// problem of it as the validator's typed problems (project/validate.h), the first of each cell
// in the file's order: the field names the row, line and column ("row 3 (line 3), column
// count"); the kind is UnknownReference for a model not in the models table, Layout for a
// count that is no multiple of tensor x pipeline x context (that product as the limit, the
// count as the value found), and OutOfRange for every value its column does not allow, with
// the limit it passes and the value found where it is a number out of range (the workload
// columns' limits are the project reader's: the field schema's), and without them for text
// that is no number or no choice of the column, a missing value, a missing column or a file
// that is no table. A row with a problem is not in `rows`. parseMeasurements (perf/
// calibration.h) throws the problems as ProjectProblems, whose first is its InputError.
struct MeasurementRead {
    std::vector<Measurement> rows;
    std::vector<Problem> problems;
};

MeasurementRead readMeasurements(std::string_view csv, const std::string& origin,
                                 const ModelTable& models);

} // namespace ap
