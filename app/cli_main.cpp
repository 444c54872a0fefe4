// accelplan-cli: the headless twin of the GUI. All logic lives in accelplan_cli_commands and
// accelplan_core (runCli); this main only converts argv. It links no Qt in any build: `export
// --pdf` runs the desktop application beside it in its headless mode (app/cli/gui_pdf.h).
#include "cli/cli.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    return ap::runCli(args, std::cout, std::cerr);
}
