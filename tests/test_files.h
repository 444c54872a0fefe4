// The bytes of a file of the source tree's tests/data (testSourceStd), for the suites that parse
// sample files themselves.
#pragma once

#include "test_paths.h"

#include <fstream>
#include <sstream>
#include <string>

inline std::string testDataFile(const std::string& relative)
{
    std::ifstream in(testSourceStd("/tests/data/" + relative), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
