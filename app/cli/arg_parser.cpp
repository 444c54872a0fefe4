#include "cli/commands.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "hardware/catalog.h"
#include "perf/data_context.h"

#include <algorithm>
#include <cstdlib>

namespace ap {

ArgParser::ArgParser(std::vector<std::string> args)
    : m_args(std::move(args))
{
}

std::optional<std::string> ArgParser::takeOption(const std::string& name)
{
    for (size_t i = 0; i < m_args.size(); ++i) {
        if (m_args[i] == name) {
            if (i + 1 >= m_args.size())
                throw UsageError(name + " needs a value");
            std::string value = m_args[i + 1];
            m_args.erase(m_args.begin() + long(i), m_args.begin() + long(i) + 2);
            return value;
        }
        if (m_args[i].starts_with(name + "=")) {
            std::string value = m_args[i].substr(name.size() + 1);
            m_args.erase(m_args.begin() + long(i));
            return value;
        }
    }
    return std::nullopt;
}

std::optional<double> ArgParser::takeNumber(const std::string& name, double min, double max)
{
    const auto text = takeOption(name);
    if (!text)
        return std::nullopt;
    try {
        return parseNumberText(*text, name, min, max);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
}

std::optional<long long> ArgParser::takeInteger(const std::string& name, long long min,
                                                long long max)
{
    const auto text = takeOption(name);
    if (!text)
        return std::nullopt;
    try {
        return parseIntegerText(*text, name, min, max);
    } catch (const InputError& e) {
        throw UsageError(e.what());
    }
}

bool ArgParser::takeFlag(const std::string& name)
{
    const auto it = std::find(m_args.begin(), m_args.end(), name);
    if (it == m_args.end())
        return false;
    m_args.erase(it);
    return true;
}

std::string ArgParser::takePositional()
{
    for (size_t i = 0; i < m_args.size(); ++i) {
        // "--version" and "--help" act as commands when they come first.
        if (m_args[i].starts_with("--") && m_args[i] != "--version" && m_args[i] != "--help")
            continue;
        std::string v = m_args[i];
        m_args.erase(m_args.begin() + long(i));
        return v;
    }
    return {};
}

std::string ArgParser::requirePositional(const std::string& what)
{
    for (size_t i = 0; i < m_args.size(); ++i) {
        if (m_args[i].starts_with("--"))
            continue;
        std::string v = m_args[i];
        m_args.erase(m_args.begin() + long(i));
        return v;
    }
    throw UsageError("missing " + what);
}

std::vector<std::string> ArgParser::takePositionals()
{
    std::vector<std::string> out;
    for (size_t i = 0; i < m_args.size();) {
        if (m_args[i].starts_with("--")) {
            ++i;
            continue;
        }
        out.push_back(m_args[i]);
        m_args.erase(m_args.begin() + long(i));
    }
    return out;
}

std::vector<std::string> ArgParser::rest()
{
    return std::exchange(m_args, {});
}

void ArgParser::expectEnd() const
{
    if (!m_args.empty())
        throw UsageError("unexpected argument \"" + m_args.front() + "\"");
}

Catalog loadCatalog(const CliContext& ctx)
{
    Catalog catalog = Catalog::builtIn();
    if (ctx.userCatalog)
        catalog.mergeFile(*ctx.userCatalog, false);
    else {
        // A catalog named by ACCELPLAN_CATALOG must exist: a typo in the variable would
        // otherwise silently plan with the built-in numbers. The default path is optional.
        const char* env = std::getenv("ACCELPLAN_CATALOG");
        try {
            catalog.mergeFile(defaultUserCatalogPath(), !(env && *env));
        } catch (const InputError& e) {
            if (env && *env && e.field().empty())
                throw InputError(e.file(), "named by ACCELPLAN_CATALOG", e.message());
            throw;
        }
    }
    return catalog;
}

PriceBook loadPrices(const CliContext& ctx)
{
    PriceBook prices = PriceBook::builtIn();
    if (ctx.userPrices) {
        prices.mergeFile(*ctx.userPrices);
        return prices;
    }
    // A file named by ACCELPLAN_PRICES must exist (a typo would silently plan with the
    // built-in prices); the default path is optional.
    const char* env = std::getenv("ACCELPLAN_PRICES");
    const std::filesystem::path path = defaultUserPricesPath();
    std::error_code ec;
    if (!path.empty() && ((env && *env) || std::filesystem::exists(path, ec)))
        prices.mergeFile(path);
    return prices;
}

DataContext loadData(const CliContext& ctx)
{
    return DataContext::builtIn(loadCatalog(ctx), loadPrices(ctx));
}

} // namespace ap
