// Where the tests find the source tree (the bundled examples, data/, tests/data/) and the
// command-line program: from the environment CTest sets for every test (tests/CMakeLists.txt,
// tests/headless/CMakeLists.txt), never compiled in, so a test object does not depend on the
// path of the clone it was built in and the compiler cache serves every clone.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

// The value of the environment variable `name`; a test started without it (not through
// CTest) stops at once with a message saying how to run it.
inline std::string testRequiredEnv(const char* name)
{
    const char* value = std::getenv(name);
    if (!value || !*value) {
        std::fprintf(stderr,
                     "%s is not set: run the tests through ctest (it sets it), or set it to "
                     "the %s\n",
                     name,
                     std::string(name) == "ACCELPLAN_CLI_PATH" ? "accelplan-cli to test"
                                                               : "source tree");
        std::exit(2);
    }
    return value;
}

// `relative` (starting with '/', or empty) below the source tree.
inline std::string testSourceStd(const std::string& relative)
{
    static const std::string dir = testRequiredEnv("ACCELPLAN_SOURCE_DIR");
    return dir + relative;
}

#if defined(QT_CORE_LIB)
#include <QString>

inline QString testSource(const char* relative)
{
    return QString::fromStdString(testSourceStd(relative));
}

// The accelplan-cli the tests run.
inline QString testCli()
{
    static const QString path = QString::fromStdString(testRequiredEnv("ACCELPLAN_CLI_PATH"));
    return path;
}
#endif
