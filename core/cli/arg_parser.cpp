#include "cli/commands.h"

#include "common/input_error.h"
#include "hardware/catalog.h"

#include <algorithm>

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
    else
        catalog.mergeFile(defaultUserCatalogPath(), true);
    return catalog;
}

} // namespace ap
