#pragma once

#include <nlohmann/json_fwd.hpp>

#include <iosfwd>
#include <memory>
#include <string>
#include <utility>
#include <vector>

// Marks an English sentence template of the core for translation:
//     Message(AP_TEXT("ap::Recommendation", "Best for %1: %2"), {msg::text(..), ..})
// The core has no Qt, so this expands to the message's first two constructor arguments, the
// translation context and the template; lupdate reads it as QT_TRANSLATE_NOOP(context, text)
// (the update_translations target passes -tr-function-alias QT_TRANSLATE_NOOP+=AP_TEXT), and
// the UI looks the template up with QCoreApplication::translate(context, text). Both must be
// string literals.
#define AP_TEXT(context, text) context, text

namespace ap {

class Message;

// One value of a sentence, typed so each audience formats it its own way: the CLI and JSON in
// the C locale (english()), the GUI and the PDF in the user's locale with translated units.
struct MessageArg {
    enum class Kind {
        Text,     // a name or label from the data (ids, scenario names): never translated
        Number,   // a plain figure: `text` holds its printf format ("%.0f"); empty: as the
                  // input-error messages write numbers (messageNumber, "1e+06" -> "1000000")
        Count,    // an integer count ("46")
        Usd,      // money ("$1.23M")
        Duration, // seconds ("31.1 days")
        Percent,  // a fraction shown as a percentage ("42.5%")
        Ratio,    // a factor ("2.2x")
        Bytes,    // bytes ("72 GB")
        Phrase,   // a nested translatable message (`phrase`)
    };
    Kind kind = Kind::Text;
    double value = 0;
    std::string text;
    std::shared_ptr<const Message> phrase;
};

// A sentence for a user: an English template with %1..%n and its typed arguments. The
// template is the translation key (stable: changing it orphans its translations, which
// tst_translations reports). A message built from a plain string (text not yet converted,
// or a name) has no context and is shown as it is.
class Message {
public:
    Message() = default;
    // NOLINTNEXTLINE(google-explicit-constructor): plain text reads as an untranslated message
    Message(std::string plain)
        : m_template(std::move(plain))
    {
    }
    Message(const char* plain)
        : m_template(plain)
    {
    }
    Message(const char* context, const char* templ, std::vector<MessageArg> args = {})
        : m_context(context)
        , m_template(templ)
        , m_args(std::move(args))
    {
    }

    // The sentence in English with C-locale numbers: what the CLI and JSON print.
    std::string english() const;

    const char* context() const { return m_context; } // null for plain text
    const std::string& templ() const { return m_template; }
    const std::vector<MessageArg>& args() const { return m_args; }
    bool empty() const { return m_template.empty(); }

    bool operator==(const Message& other) const { return english() == other.english(); }

private:
    const char* m_context = nullptr;
    std::string m_template;
    std::vector<MessageArg> m_args;
};

// Argument builders: msg::usd(1.2e6), msg::text(id), ...
namespace msg {
MessageArg text(std::string value);
MessageArg number(double value, const char* printfFormat = "%.3g");
MessageArg value(double value); // messageNumber's form
MessageArg count(double value);
MessageArg usd(double value);
MessageArg duration(double seconds);
MessageArg percent(double fraction);
MessageArg ratio(double factor);
MessageArg bytes(double value);
MessageArg phrase(Message message);
} // namespace msg

// The English form of a ratio as the explanations write it: "1.03x" below 10, "12x" above.
std::string formatRatio(double factor);

// english() of each.
std::vector<std::string> englishOf(const std::vector<Message>& messages);

// Files and reports carry the English text: JSON (`j = message`) and text output (`out << m`).
void to_json(nlohmann::json& j, const Message& m);
std::ostream& operator<<(std::ostream& out, const Message& m);

} // namespace ap
