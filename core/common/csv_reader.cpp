#include "common/csv_reader.h"

#include "common/input_error.h"

namespace ap {

CsvRows parseCsv(std::string_view text, size_t maxRows, const std::string& origin)
{
    CsvRows out;
    std::vector<std::string> row;
    std::string field;
    enum class State { FieldStart, Bare, Quoted, AfterQuote } state = State::FieldStart;
    bool any = false; // the row has content (a blank line is no row)
    size_t line = 1, rowLine = 1, quoteLine = 1;
    const auto fail = [&](size_t at, const std::string& what) {
        throw InputError(origin, "line " + std::to_string(at), what);
    };
    const auto endRow = [&] {
        if (any) {
            row.push_back(std::move(field));
            out.rows.push_back(std::move(row));
            out.lines.push_back(rowLine);
        }
        row.clear();
        field.clear();
        any = false;
        state = State::FieldStart;
    };
    for (size_t i = 0; i < text.size() && out.rows.size() < maxRows; ++i) {
        const char ch = text[i];
        const bool lineBreak = ch == '\n' || ch == '\r';
        if (lineBreak && ch == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            ++i;
        if (state == State::Quoted) {
            if (ch == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (ch == '"') {
                state = State::AfterQuote;
            } else {
                field += lineBreak ? '\n' : ch;
            }
            if (lineBreak)
                ++line;
            continue;
        }
        if (lineBreak) {
            endRow();
            rowLine = ++line;
            continue;
        }
        if (ch == ',') {
            row.push_back(std::move(field));
            field.clear();
            any = true;
            state = State::FieldStart;
            continue;
        }
        if (state == State::AfterQuote)
            fail(line, "text after a closing quote (a field is either quoted whole, with "
                       "inner quotes doubled, or not quoted)");
        if (ch == '"') {
            if (state == State::Bare)
                fail(line, "a quote inside an unquoted field (quote the whole field and "
                           "double the inner quote: \"a \"\"b\"\"\")");
            state = State::Quoted;
            quoteLine = line;
            any = true;
            continue;
        }
        field += ch;
        any = true;
        state = State::Bare;
    }
    if (state == State::Quoted)
        fail(quoteLine, "a quote opened here is never closed");
    if (out.rows.size() < maxRows)
        endRow();
    return out;
}

} // namespace ap
