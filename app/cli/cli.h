#pragma once

#include "common/version.h"

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace ap {

// Exit codes fixed by the automation contract.
inline constexpr int kExitOk = 0;
inline constexpr int kExitUserError = 1;
inline constexpr int kExitUsageError = 2;

// A command the core cannot run itself (e.g. `export`, which renders with Qt); the CLI's
// main() registers it. Gets the arguments after the command name.
struct ExternalCommand {
    std::string name;
    std::string usage;
    std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)>
        run;
};

// The headless command line, free of Qt so it runs anywhere and tests call it in-process.
// `args` excludes the program name. Never throws: every failure becomes a message on `err`
// and an exit code.
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
           const std::vector<ExternalCommand>& external = {});

} // namespace ap
