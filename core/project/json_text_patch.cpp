#include "project/json_text_patch.h"

#include <cctype>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

namespace ap {

using nlohmann::json;

namespace {

// A value of the original text with its byte range; objects keep their members (key range
// and value) in file order, arrays their elements.
struct Node {
    size_t begin = 0, end = 0; // [begin, end) of the value
    char type = 0;             // '{', '[' or 's' (scalar)
    struct Member {
        std::string key;
        size_t keyBegin = 0;
        std::unique_ptr<Node> value;
    };
    std::vector<Member> members;
    std::vector<std::unique_ptr<Node>> elements;
};

class Scanner {
public:
    explicit Scanner(std::string_view text)
        : m_s(text)
    {
    }

    std::unique_ptr<Node> document()
    {
        skip();
        auto n = value();
        skip();
        if (m_i != m_s.size())
            throw std::runtime_error("trailing text");
        return n;
    }

private:
    void skip()
    {
        while (m_i < m_s.size() && std::isspace((unsigned char)m_s[m_i]))
            ++m_i;
    }

    char peek() const
    {
        if (m_i >= m_s.size())
            throw std::runtime_error("unexpected end");
        return m_s[m_i];
    }

    void expect(char c)
    {
        if (peek() != c)
            throw std::runtime_error("unexpected character");
        ++m_i;
    }

    std::string string()
    {
        const size_t start = m_i;
        expect('"');
        while (peek() != '"') {
            if (m_s[m_i] == '\\')
                ++m_i;
            ++m_i;
        }
        ++m_i;
        // Decode through nlohmann so escapes read as the parser reads them.
        return json::parse(m_s.substr(start, m_i - start)).get<std::string>();
    }

    std::unique_ptr<Node> value()
    {
        auto n = std::make_unique<Node>();
        n->begin = m_i;
        const char c = peek();
        if (c == '{') {
            n->type = '{';
            ++m_i;
            skip();
            if (peek() != '}') {
                for (;;) {
                    skip();
                    Node::Member m;
                    m.keyBegin = m_i;
                    m.key = string();
                    skip();
                    expect(':');
                    skip();
                    m.value = value();
                    n->members.push_back(std::move(m));
                    skip();
                    if (peek() == ',') {
                        ++m_i;
                        continue;
                    }
                    break;
                }
            }
            expect('}');
        } else if (c == '[') {
            n->type = '[';
            ++m_i;
            skip();
            if (peek() != ']') {
                for (;;) {
                    skip();
                    n->elements.push_back(value());
                    skip();
                    if (peek() == ',') {
                        ++m_i;
                        continue;
                    }
                    break;
                }
            }
            expect(']');
        } else if (c == '"') {
            n->type = 's';
            string();
        } else {
            n->type = 's';
            while (m_i < m_s.size() && !std::isspace((unsigned char)m_s[m_i]) && m_s[m_i] != ',' &&
                   m_s[m_i] != '}' && m_s[m_i] != ']')
                ++m_i;
            if (m_i == n->begin)
                throw std::runtime_error("empty value");
        }
        n->end = m_i;
        return n;
    }

    std::string_view m_s;
    size_t m_i = 0;
};

class Patcher {
public:
    explicit Patcher(std::string_view text)
        : m_s(text)
    {
    }

    // The text of `node` turned from `baseline` into `updated`.
    std::string emit(const Node& node, const json& baseline, const json& updated)
    {
        if (baseline == updated)
            return slice(node.begin, node.end);
        if (node.type == '{' && baseline.is_object() && updated.is_object())
            return object(node, baseline, updated);
        if (node.type == '[' && baseline.is_array() && updated.is_array())
            return array(node, baseline, updated);
        return dumpAt(updated, node.begin);
    }

private:
    std::string slice(size_t a, size_t b) const { return std::string(m_s.substr(a, b - a)); }

    // Leading whitespace of the line holding `pos`.
    std::string indentOf(size_t pos) const
    {
        size_t lineStart = m_s.rfind('\n', pos == 0 ? 0 : pos - 1);
        lineStart = lineStart == std::string_view::npos ? 0 : lineStart + 1;
        size_t i = lineStart;
        while (i < m_s.size() && (m_s[i] == ' ' || m_s[i] == '\t'))
            ++i;
        return slice(lineStart, i);
    }

    // A new value written at `pos`: objects and arrays indented like the line they start on.
    std::string dumpAt(const json& v, size_t pos) const
    {
        if (!v.is_structured() || v.empty())
            return v.dump();
        const std::string indent = indentOf(pos);
        std::string out;
        for (char c : v.dump(2)) {
            out += c;
            if (c == '\n')
                out += indent;
        }
        return out;
    }

    std::string object(const Node& node, const json& baseline, const json& updated)
    {
        // Members kept (original or patched), in file order, plus the new ones at the end.
        struct Piece {
            const Node::Member* member = nullptr; // null: inserted
            std::string text;                     // the whole "key": value
        };
        std::vector<Piece> pieces;
        for (const auto& m : node.members) {
            const bool inBase = baseline.contains(m.key);
            const bool inNew = updated.contains(m.key);
            if (inBase && !inNew)
                continue; // dropped by the model
            std::string value;
            if (!inBase && !inNew)
                value = slice(m.value->begin, m.value->end); // unknown to the writer: kept
            else if (inBase)
                value = emit(*m.value, baseline[m.key], updated[m.key]);
            else
                value = emit(*m.value, json::parse(slice(m.value->begin, m.value->end)),
                             updated[m.key]);
            pieces.push_back({&m, slice(m.keyBegin, m.value->begin) + value});
        }
        for (const auto& [key, v] : updated.items()) {
            bool inFile = false;
            for (const auto& m : node.members)
                inFile = inFile || m.key == key;
            if (inFile)
                continue;
            // A default the file left out and the model still holds stays left out.
            if (baseline.contains(key) && baseline[key] == v)
                continue;
            pieces.push_back({nullptr, json(key).dump() + ": " + dumpAt(v, node.begin)});
        }
        // Separators: the file's own between members; for an inserted one, the last
        // separator seen (or the opening brace's whitespace with a comma).
        std::string firstGap, sep, closeGap;
        if (!node.members.empty()) {
            firstGap = slice(node.begin + 1, node.members.front().keyBegin);
            closeGap = slice(node.members.back().value->end, node.end - 1);
            sep = node.members.size() > 1
                      ? slice(node.members[0].value->end, node.members[1].keyBegin)
                      : "," + firstGap;
        } else {
            firstGap = "\n" + indentOf(node.begin) + "  ";
            closeGap = "\n" + indentOf(node.begin);
            sep = "," + firstGap;
        }
        std::string out = "{";
        if (pieces.empty())
            return out + "}";
        out += firstGap;
        for (size_t i = 0; i < pieces.size(); ++i) {
            if (i > 0) {
                // The original separator before this member when both neighbours are the
                // file's consecutive members; otherwise the common one.
                const Node::Member* prev = pieces[i - 1].member;
                const Node::Member* cur = pieces[i].member;
                if (prev && cur && cur == prev + 1)
                    out += slice(prev->value->end, cur->keyBegin);
                else
                    out += sep;
            }
            out += pieces[i].text;
        }
        return out + closeGap + "}";
    }

    std::string array(const Node& node, const json& baseline, const json& updated)
    {
        if (node.elements.size() != baseline.size())
            return dumpAt(updated, node.begin);
        std::string firstGap, sep, closeGap;
        if (!node.elements.empty()) {
            firstGap = slice(node.begin + 1, node.elements.front()->begin);
            closeGap = slice(node.elements.back()->end, node.end - 1);
            sep = node.elements.size() > 1 ? slice(node.elements[0]->end, node.elements[1]->begin)
                                           : "," + firstGap;
        } else {
            return dumpAt(updated, node.begin);
        }
        // Element j of the new array: the original element it equals (an unchanged
        // scenario after an insertion or removal), else the one at the same index, patched,
        // else a new dump.
        std::vector<bool> used(node.elements.size(), false);
        std::string out = "[" + firstGap;
        size_t next = 0;
        for (size_t j = 0; j < updated.size(); ++j) {
            if (j > 0)
                out += sep;
            size_t match = node.elements.size();
            for (size_t i = next; i < node.elements.size(); ++i)
                if (!used[i] && baseline[i] == updated[j]) {
                    match = i;
                    break;
                }
            if (match == node.elements.size() && baseline.size() == updated.size() && !used[j])
                match = j;
            if (match < node.elements.size()) {
                used[match] = true;
                next = match + 1;
                out += emit(*node.elements[match], baseline[match], updated[j]);
            } else {
                out += dumpAt(updated[j], node.elements.front()->begin);
            }
        }
        return out + closeGap + "]";
    }

    std::string_view m_s;
};

} // namespace

std::optional<std::string> patchJsonText(std::string_view original, const json& baseline,
                                         const json& updated)
{
    try {
        const std::unique_ptr<Node> root = Scanner(original).document();
        Patcher p(original);
        // Whatever follows the document (the final newline) stays.
        return std::string(original.substr(0, root->begin)) + p.emit(*root, baseline, updated) +
               std::string(original.substr(root->end));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace ap
