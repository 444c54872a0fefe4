#include "common/input_error.h"

#include "common/message_data.h"
#include "common/shown_text.h"

namespace ap {

namespace {

// Every echoed piece of input (a Text argument: an id, a key, a name) with its control
// characters escaped and cut to kMaxEchoChars: this is the one place every input message
// passes, for the command line, the GUI and the JSON alike. The templates and phrases are the
// program's own text.
Message shownMessage(const Message& m)
{
    return mapMessageData(
        m, [](const std::string& text) { return echoText(text); }, false);
}

} // namespace

InputError::InputError(std::string file, std::string field, Message message)
    : std::runtime_error(compose(file, field, shownMessage(message).english()))
    , m_file(std::move(file))
    , m_field(std::move(field))
    , m_text(shownMessage(message))
{
    m_message = m_text.english();
}

InputError InputError::withFile(const std::string& file) const
{
    if (!m_file.empty())
        return *this;
    return InputError(file, m_field, m_text);
}

std::string InputError::compose(const std::string& file, const std::string& field,
                                const std::string& message)
{
    // The file and field path are input too (a key of the file is part of the path): shown
    // escaped and bounded; a path gets room for PATH_MAX-long names.
    std::string out;
    if (!file.empty())
        out += echoText(file, 4096) + ": ";
    if (!field.empty())
        out += echoText(field, kMaxEchoChars) + ": ";
    out += message;
    return out;
}

} // namespace ap
