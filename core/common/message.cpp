#include "common/message.h"

#include "common/json_reader.h"
#include "common/number_text.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <ostream>

namespace ap {

namespace {

std::string englishArg(const MessageArg& a)
{
    switch (a.kind) {
    case MessageArg::Kind::Text:
        return a.text;
    case MessageArg::Kind::Number:
        return a.text.empty() ? messageNumber(a.value) : formatNumber(a.value, a.text.c_str());
    case MessageArg::Kind::Count:
        return formatNumber(a.value, "%.0f");
    case MessageArg::Kind::Usd:
        return formatUsd(a.value);
    case MessageArg::Kind::Duration:
        return formatDuration(a.value);
    case MessageArg::Kind::Percent:
        return formatPercent(a.value);
    case MessageArg::Kind::Ratio:
        return formatRatio(a.value);
    case MessageArg::Kind::Bytes:
        return formatBytes(a.value);
    case MessageArg::Kind::Phrase:
        return a.phrase ? a.phrase->english() : std::string();
    }
    return a.text;
}

} // namespace

std::string Message::english() const
{
    if (m_args.empty())
        return m_template;
    // %1..%n (n <= 99), as QString::arg reads them: the longest number that names an argument.
    std::string out;
    out.reserve(m_template.size() + 16 * m_args.size());
    for (size_t i = 0; i < m_template.size(); ++i) {
        const char ch = m_template[i];
        if (ch == '%' && i + 1 < m_template.size() && m_template[i + 1] >= '1' &&
            m_template[i + 1] <= '9') {
            size_t n = size_t(m_template[i + 1] - '0');
            size_t len = 2;
            if (i + 2 < m_template.size() && m_template[i + 2] >= '0' && m_template[i + 2] <= '9' &&
                n * 10 + size_t(m_template[i + 2] - '0') <= m_args.size()) {
                n = n * 10 + size_t(m_template[i + 2] - '0');
                len = 3;
            }
            if (n >= 1 && n <= m_args.size()) {
                out += englishArg(m_args[n - 1]);
                i += len - 1;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

namespace msg {

MessageArg text(std::string value)
{
    return {MessageArg::Kind::Text, 0, std::move(value), nullptr};
}
MessageArg number(double value, const char* printfFormat)
{
    return {MessageArg::Kind::Number, value, printfFormat, nullptr};
}
MessageArg value(double value)
{
    return {MessageArg::Kind::Number, value, {}, nullptr};
}
MessageArg count(double value)
{
    return {MessageArg::Kind::Count, value, {}, nullptr};
}
MessageArg usd(double value)
{
    return {MessageArg::Kind::Usd, value, {}, nullptr};
}
MessageArg duration(double seconds)
{
    return {MessageArg::Kind::Duration, seconds, {}, nullptr};
}
MessageArg percent(double fraction)
{
    return {MessageArg::Kind::Percent, fraction, {}, nullptr};
}
MessageArg ratio(double factor)
{
    return {MessageArg::Kind::Ratio, factor, {}, nullptr};
}
MessageArg bytes(double value)
{
    return {MessageArg::Kind::Bytes, value, {}, nullptr};
}
MessageArg phrase(Message message)
{
    return {MessageArg::Kind::Phrase, 0, {}, std::make_shared<const Message>(std::move(message))};
}

} // namespace msg

std::string formatRatio(double x)
{
    char buf[32];
    // Three figures below 10x: "1.03x" says what "1.0x" hides.
    std::snprintf(buf, sizeof buf, x >= 10 ? "%.0fx" : "%.3gx", x);
    return buf;
}

std::vector<std::string> englishOf(const std::vector<Message>& messages)
{
    std::vector<std::string> out;
    out.reserve(messages.size());
    for (const Message& m : messages)
        out.push_back(m.english());
    return out;
}

void to_json(nlohmann::json& j, const Message& m)
{
    j = m.english();
}

std::ostream& operator<<(std::ostream& out, const Message& m)
{
    return out << m.english();
}

} // namespace ap
