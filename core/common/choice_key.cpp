#include "common/choice_key.h"

#include <cstring>

namespace ap {

namespace {

constexpr const char* kDataClass = "data_class";
constexpr const char* kSiteKind = "site_kind";

MessageArg choice(const std::string& key, const char* kind)
{
    // The template is the key with no %1: english() is the key as it is.
    return msg::phrase(Message(kChoiceKeyContext, key.c_str(), {msg::text(kind)}));
}

const std::string* keyOf(const Message& m, const char* kind)
{
    if (!m.context() || std::strcmp(m.context(), kChoiceKeyContext) != 0 || m.args().size() != 1 ||
        m.args().front().text != kind)
        return nullptr;
    return &m.templ();
}

} // namespace

namespace msg {

MessageArg dataClass(const std::string& key)
{
    return choice(key, kDataClass);
}

MessageArg siteKind(const std::string& key)
{
    return choice(key, kSiteKind);
}

} // namespace msg

const std::string* dataClassKey(const Message& m)
{
    return keyOf(m, kDataClass);
}

const std::string* siteKindKey(const Message& m)
{
    return keyOf(m, kSiteKind);
}

} // namespace ap
