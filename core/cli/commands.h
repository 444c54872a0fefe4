#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace ap {

class Catalog;
struct EfficiencyParams;
struct Project;

// A malformed command line (exit 2), as opposed to a bad value or file (InputError, exit 1).
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Pulls options and positionals out of an argument list; whatever is left at the end is a
// usage error, so a misspelt option never passes silently.
class ArgParser {
public:
    explicit ArgParser(std::vector<std::string> args);

    std::optional<std::string> takeOption(const std::string& name);
    bool takeFlag(const std::string& name);
    // Next argument that is not an option; empty when none is left.
    std::string takePositional();
    std::string requirePositional(const std::string& what);
    std::vector<std::string> rest();
    void expectEnd() const;

private:
    std::vector<std::string> m_args;
};

struct CliContext {
    std::ostream& out;
    std::ostream& err;
    std::optional<std::string> userCatalog;
};

// The built-in catalog merged with the user's (--catalog, else the default user path).
Catalog loadCatalog(const CliContext& ctx);

// The project's calibration file, if it names one (relative to the project's folder), else
// the built-in efficiency parameters.
EfficiencyParams efficiencyFor(const Project& p, const std::filesystem::path& projectPath);

int commandCatalog(ArgParser& args, CliContext& ctx);
int commandRoofline(ArgParser& args, CliContext& ctx);
int commandEvaluate(ArgParser& args, CliContext& ctx);
int commandCalibrate(ArgParser& args, CliContext& ctx);
int commandRecommend(ArgParser& args, CliContext& ctx);
int commandExport(ArgParser& args, CliContext& ctx);

} // namespace ap
