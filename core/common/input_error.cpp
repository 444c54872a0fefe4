#include "common/input_error.h"

namespace ap {

InputError::InputError(std::string file, std::string field, std::string message)
    : std::runtime_error(compose(file, field, message))
    , m_file(std::move(file))
    , m_field(std::move(field))
    , m_message(std::move(message))
{
}

InputError InputError::withFile(const std::string& file) const
{
    if (!m_file.empty())
        return *this;
    return InputError(file, m_field, m_message);
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
