#pragma once

#include "common/message.h"

#include <stdexcept>
#include <string>

namespace ap {

// A problem with user input (a file, a field, a command-line value). Carries the place
// (file and field path) separately from the message so every front end can print one line
// that names both, as the automation contract requires. The message is a Message: what()
// and message() carry its English (the CLI's output), the GUI translates text().
class InputError : public std::runtime_error {
public:
    InputError(std::string file, std::string field, Message message);

    const std::string& file() const { return m_file; }
    const std::string& field() const { return m_field; }
    const std::string& message() const { return m_message; }
    const Message& text() const { return m_text; }

    // Returns a copy whose file is `file` when none was set yet (loaders know the field,
    // their callers know the file).
    InputError withFile(const std::string& file) const;

private:
    static std::string compose(const std::string& file, const std::string& field,
                               const std::string& message);
    std::string m_file;
    std::string m_field;
    std::string m_message;
    Message m_text;
};

} // namespace ap
