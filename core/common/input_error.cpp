#include "common/input_error.h"

namespace ap {

InputError::InputError(std::string file, std::string field, Message message)
    : std::runtime_error(compose(file, field, message.english()))
    , m_file(std::move(file))
    , m_field(std::move(field))
    , m_message(message.english())
    , m_text(std::move(message))
{
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
    std::string out;
    if (!file.empty())
        out += file + ": ";
    if (!field.empty())
        out += field + ": ";
    out += message;
    return out;
}

} // namespace ap
