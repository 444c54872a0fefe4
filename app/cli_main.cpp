// accelplan-cli: the headless twin of the GUI. All logic lives in accelplan_core (runCli);
// this main only converts argv and, when the GUI libraries are built, registers the
// playbook's PDF renderer (Qt) so that `export --pdf` works. The renderer creates its
// offscreen QApplication itself, only when a PDF is asked for.
#include "cli/cli.h"

#ifdef ACCELPLAN_CLI_PDF
#include "playbook/playbook_pdf.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
#ifdef ACCELPLAN_CLI_PDF
    ap::installPlaybookPdfRenderer();
#endif
    std::vector<std::string> args(argv + 1, argv + argc);
    return ap::runCli(args, std::cout, std::cerr);
}
