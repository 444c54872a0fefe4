#include "common/field_key.h"

#include <cstring>

namespace ap {

namespace msg {

MessageArg field(const std::string& path)
{
    const size_t dot = path.rfind('.');
    return field(path, dot == std::string::npos ? path : path.substr(dot + 1));
}

MessageArg field(const std::string& path, std::string shown)
{
    // The template has no %1: english() is `shown` as it is; the path rides as the argument.
    return phrase(Message(kFieldKeyContext, shown.c_str(), {text(path)}));
}

} // namespace msg

std::string fieldPathInObject(const std::string& readerPath)
{
    // "scenarios[1]." / "recommend[0]." / "recommend." (a project's single study object).
    for (const std::string_view list :
         {std::string_view("scenarios"), std::string_view("recommend")}) {
        if (!readerPath.starts_with(list))
            continue;
        size_t at = list.size();
        if (at < readerPath.size() && readerPath[at] == '[') {
            const size_t close = readerPath.find(']', at);
            if (close == std::string::npos)
                return readerPath;
            at = close + 1;
        }
        if (at < readerPath.size() && readerPath[at] == '.')
            return readerPath.substr(at + 1);
    }
    return readerPath;
}

const std::string* fieldKeyPath(const Message& m)
{
    if (!m.context() || std::strcmp(m.context(), kFieldKeyContext) != 0 || m.args().size() != 1)
        return nullptr;
    return &m.args().front().text;
}

} // namespace ap
