#include "playbook/playbook_writers.h"

#include "common/input_error.h"
#include "common/message_data.h"
#include "common/text_file.h"
#include "playbook/csv_text.h"

#include <cctype>
#include <memory>
#include <string_view>
#include <system_error>

namespace ap {

namespace {

// A name from the project (scenario, study, site, device, file) in Markdown: line breaks become
// spaces, the characters that open inline syntax anywhere (emphasis, code, links and images,
// HTML, table cells, the escape itself: \ ` * _ [ ] < |) are backslash-escaped, and so are those
// that start a block only at the start of a line (a heading, a list, a quote, a setext
// underline, a code fence: `#`, `-`, `+`, `>`, `=`, `~`, "1. "), when the name starts with one;
// its leading blanks (spaces, tabs, line breaks) are dropped (four of them at a line's start open a
// code block). So a name can never start a heading or list, open a link or an image, emphasise,
// break a table row or carry HTML (`<script>` is shown as text), while ids and dates inside a
// sentence read as written
// ("nvidia-h100-sxm5-80gb", "2026-12-02").
std::string mdEscape(std::string_view name)
{
    std::string s;
    s.reserve(name.size());
    // Line breaks become spaces below, so they count as blanks here too ("\r-" was " -", a
    // list item).
    name.remove_prefix(std::min(name.size(), name.find_first_not_of(" \t\r\n\v\f")));
    size_t digitsEnd = 0;
    while (digitsEnd < name.size() && std::isdigit(static_cast<unsigned char>(name[digitsEnd])))
        ++digitsEnd;
    for (size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool listNumber =
            i == digitsEnd && digitsEnd > 0 && (c == '.' || c == ')') &&
            (i + 1 == name.size() ||
             std::string_view(" \t\r\n").find(name[i + 1]) != std::string_view::npos);
        const bool blockStart =
            (i == 0 && std::string_view("#-+>=~").find(c) != std::string_view::npos) || listNumber;
        // '_' between two letters or digits never emphasises (CommonMark): "commit_1y" stays.
        auto alnum = [&](size_t k) {
            return k < name.size() && std::isalnum(static_cast<unsigned char>(name[k]));
        };
        const bool wordUnderscore = c == '_' && i > 0 && alnum(i - 1) && alnum(i + 1);
        if (c == '\n' || c == '\r')
            s += ' ';
        else if (blockStart || (!wordUnderscore &&
                                std::string_view("\\`*_[]<|").find(c) != std::string_view::npos))
            s += std::string("\\") + c;
        else
            s += c;
    }
    return s;
}

// A message of the document with its names escaped: the templates are the program's own
// Markdown-safe text; Text arguments and plain-text messages are data (playbook.h).
Message mdMessage(const Message& m)
{
    return mapMessageData(
        m, [](const std::string& text) { return mdEscape(text); }, true);
}

std::string mdText(const Message& m)
{
    return mdMessage(m).english();
}

// Table cells must not break a Markdown table row: a '|' the escaping above left (in program
// text) is escaped, an escaped one kept as it is, line breaks become spaces.
std::string mdCell(const std::string& text)
{
    std::string s;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\\' && i + 1 < text.size()) {
            s += c;
            s += text[++i] == '\n' || text[i] == '\r' ? ' ' : text[i];
        } else if (c == '|') {
            s += "\\|";
        } else if (c == '\n' || c == '\r') {
            s += ' ';
        } else {
            s += c;
        }
    }
    return s;
}

std::string anchor(const std::string& title)
{
    std::string a;
    for (char c : title) {
        if (std::isalnum((unsigned char)c))
            a += char(std::tolower((unsigned char)c));
        else if (c == ' ' || c == '-')
            a += '-';
    }
    return a;
}

} // namespace

std::string playbookMarkdown(const Playbook& pb)
{
    std::string md;
    // The Markdown is English (english() of every message), as the command line writes it.
    md += "# " + mdText(pb.title) + "\n\n";
    md += "| | |\n|---|---|\n";
    md += "| Project | " + mdCell(mdEscape(pb.projectName)) + " |\n";
    if (!pb.projectFile.empty())
        md += "| File | " + mdCell(mdEscape(pb.projectFile)) + " |\n";
    md += "| Date | " + mdCell(mdEscape(pb.date)) + " |\n";
    md += "| Tool version | AccelPlan " + pb.toolVersion + " |\n";
    md += "| Price book | newest price dated " + mdCell(mdEscape(pb.priceBookDate)) + " |\n\n";
    md += "## Contents\n\n";
    for (size_t i = 0; i < pb.sections.size(); ++i)
        md += std::to_string(i + 1) + ". [" + pb.sections[i].title.english() + "](#" +
              anchor(std::to_string(i + 1) + " " + pb.sections[i].title.english()) + ")\n";
    md += "\n";
    for (size_t i = 0; i < pb.sections.size(); ++i) {
        const PlaybookSection& s = pb.sections[i];
        md += "## " + std::to_string(i + 1) + " " + s.title.english() + "\n\n";
        for (const PlaybookBlock& b : s.blocks) {
            switch (b.kind) {
            case PlaybookBlock::Kind::Subheading:
                md += "### " + mdText(b.text) + "\n\n";
                break;
            case PlaybookBlock::Kind::Paragraph:
                md += mdText(b.text) + "\n\n";
                break;
            case PlaybookBlock::Kind::Bullets:
                for (const auto& item : b.items)
                    md += "- " + mdText(item) + "\n";
                md += "\n";
                break;
            case PlaybookBlock::Kind::Checklist:
                for (const auto& item : b.items)
                    md += "- [ ] " + mdText(item) + "\n";
                md += "\n";
                break;
            case PlaybookBlock::Kind::Chart:
                md += "*Figure: " + mdText(b.chart.caption) + " (drawn in the PDF playbook).*\n\n";
                break;
            case PlaybookBlock::Kind::Table: {
                const PlaybookTable& t = b.table;
                md += "|";
                for (const auto& h : t.header)
                    md += " " + mdCell(mdText(h)) + " |";
                md += "\n|";
                for (size_t c = 0; c < t.header.size(); ++c)
                    md += (c < t.numeric.size() && t.numeric[c]) ? "---:|" : "---|";
                md += "\n";
                for (const auto& row : t.rows) {
                    md += "|";
                    for (const auto& cell : row)
                        md += " " + mdCell(mdText(cell)) + " |";
                    md += "\n";
                }
                md += "\n";
                break;
            }
            }
        }
    }
    return md;
}

std::vector<std::filesystem::path> writePlaybookCsv(const Playbook& pb,
                                                    const std::filesystem::path& dirOrFile)
{
    std::filesystem::path dir = dirOrFile;
    std::string prefix;
    const bool singleFile = dirOrFile.extension() == ".csv";
    if (singleFile) {
        dir =
            dirOrFile.parent_path().empty() ? std::filesystem::path(".") : dirOrFile.parent_path();
        prefix = dirOrFile.stem().string() + "-";
    }
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) {
        std::filesystem::create_directories(dir, ec);
        if (ec)
            throw InputError(dir.string(), {}, "cannot create the folder (" + ec.message() + ")");
    }
    std::vector<std::filesystem::path> written;
    for (const CsvTable& t : pb.csv) {
        const std::filesystem::path path =
            singleFile && t.name == "scenarios" ? dirOrFile : dir / (prefix + t.name + ".csv");
        writeTextFileAtomically(path, csvDocument(t.header, t.rows, t.numeric));
        written.push_back(path);
    }
    return written;
}

namespace {
PlaybookPdfRenderer& rendererSlot()
{
    static PlaybookPdfRenderer renderer;
    return renderer;
}
} // namespace

void setPlaybookPdfRenderer(PlaybookPdfRenderer renderer)
{
    rendererSlot() = std::move(renderer);
}

const PlaybookPdfRenderer& playbookPdfRenderer()
{
    return rendererSlot();
}

} // namespace ap
