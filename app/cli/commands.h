#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace ap {

class Catalog;
class PriceBook;
class DataContext;
struct EfficiencyParams;
struct Project;

// A malformed command line (exit 2): an unknown or missing option, or an option value that is
// not of the option's form (not a number, out of range, not one of the choices). A value of
// the right form that names something unknown (a device id, a study) or a file that cannot be
// read is a user error (InputError, exit 1), like everything wrong inside a file.
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
    // An option's value as a number / whole number: anything but plain decimal notation in
    // range ("2.7" for an integer, "0x10", "1e400", "") is a usage error (exit 2) naming the
    // option and the range.
    std::optional<double> takeNumber(const std::string& name, double min, double max);
    std::optional<long long> takeInteger(const std::string& name, long long min, long long max);
    // Next argument that is not an option; empty when none is left.
    std::string takePositional();
    std::string requirePositional(const std::string& what);
    // Every remaining argument that is not an option, empty ones included ("" names itself).
    std::vector<std::string> takePositionals();
    std::vector<std::string> rest();
    void expectEnd() const;

private:
    std::vector<std::string> m_args;
};

struct CliContext {
    std::ostream& out;
    std::ostream& err;
    std::optional<std::string> userCatalog;
    std::optional<std::string> userPrices; // --prices FILE: a price overlay
};

// The built-in catalog merged with the user's (--catalog, else the default user path).
Catalog loadCatalog(const CliContext& ctx);
// The built-in price book with the user's overlay merged over it (--prices, else the default
// user path, defaultUserPricesPath(), when that file exists).
PriceBook loadPrices(const CliContext& ctx);
// The data a command evaluates with, built once: that catalog, those prices, the shipped sites
// and the shipped calibration (a project's own calibration: withParams(efficiencyFor(...))).
DataContext loadData(const CliContext& ctx);

// The project's calibration file, if it names one (relative to the project's folder), else
// the built-in efficiency parameters.
EfficiencyParams efficiencyFor(const Project& p, const std::filesystem::path& projectPath);

// The project at `path`, read and checked by the one validator (project/validate.h: layout,
// names, devices, sites, data classes, study constraints); ProjectProblems lists every
// problem, naming the file and the field. What `evaluate`, `recommend` and `export` start from.
Project loadCheckedProject(const std::string& path, const DataContext& data);

int commandCatalog(ArgParser& args, CliContext& ctx);
int commandRoofline(ArgParser& args, CliContext& ctx);
int commandEvaluate(ArgParser& args, CliContext& ctx);
int commandCalibrate(ArgParser& args, CliContext& ctx);
int commandRecommend(ArgParser& args, CliContext& ctx);
int commandExport(ArgParser& args, CliContext& ctx);
int commandPrices(ArgParser& args, CliContext& ctx);

} // namespace ap
