#include "cli/commands.h"
namespace ap {
int commandEvaluate(ArgParser&, CliContext&) { throw UsageError("evaluate: in progress"); }
int commandCalibrate(ArgParser&, CliContext&) { throw UsageError("calibrate: in progress"); }
}
