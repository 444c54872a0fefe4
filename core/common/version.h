#pragma once

#include <string>

namespace ap {

// The program's version (the CMake project's), as `--version`, the About box and the playbook
// show it.
std::string versionString();

} // namespace ap
