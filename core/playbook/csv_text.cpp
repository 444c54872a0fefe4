#include "playbook/csv_text.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

namespace ap {

std::string csvNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    return std::string(buf, r.ptr);
}

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string s = "\"";
    for (char c : text) {
        if (c == '"')
            s += '"';
        s += c;
    }
    return s + '"';
}

std::string csvText(std::string_view text)
{
    if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos)
        return "'" + std::string(text);
    return std::string(text);
}

bool isCsvNumber(std::string_view text)
{
    if (text.empty())
        return false;
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(v);
}

std::string csvDocument(const std::vector<std::string>& header,
                        const std::vector<std::vector<std::string>>& rows,
                        const std::vector<bool>& numeric)
{
    std::string out;
    for (size_t i = 0; i < header.size(); ++i)
        out += (i ? "," : "") + csvField(header[i]);
    out += "\r\n";
    for (const auto& r : rows) {
        for (size_t i = 0; i < r.size(); ++i) {
            const bool number =
                i < numeric.size() && numeric[i] && (r[i].empty() || isCsvNumber(r[i]));
            out += (i ? "," : "") + csvField(number ? r[i] : csvText(r[i]));
        }
        out += "\r\n";
    }
    return out;
}

std::vector<std::vector<std::string>> parseCsv(std::string_view text)
{
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false, any = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
            continue;
        }
        any = true;
        if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(std::move(field));
            field.clear();
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            row.push_back(std::move(field));
            field.clear();
            rows.push_back(std::move(row));
            row.clear();
            any = false;
        } else {
            field += c;
        }
    }
    if (quoted)
        throw std::runtime_error("CSV: unterminated quoted field");
    if (any || !field.empty()) {
        row.push_back(std::move(field));
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace ap
