#include "playbook/playbook_writers.h"

#include "common/input_error.h"
#include "common/text_file.h"
#include "playbook/csv_text.h"

#include <cctype>
#include <system_error>

namespace ap {

namespace {

// Table cells must not break a Markdown table row.
std::string mdCell(const std::string& text)
{
    std::string s;
    for (char c : text) {
        if (c == '|')
            s += "\\|";
        else if (c == '\n' || c == '\r')
            s += ' ';
        else
            s += c;
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
    md += "# " + pb.title.english() + "\n\n";
    md += "| | |\n|---|---|\n";
    md += "| Project | " + mdCell(pb.projectName) + " |\n";
    if (!pb.projectFile.empty())
        md += "| File | " + mdCell(pb.projectFile) + " |\n";
    md += "| Date | " + pb.date + " |\n";
    md += "| Tool version | AccelPlan " + pb.toolVersion + " |\n";
    md += "| Price book | newest price dated " + mdCell(pb.priceBookDate) + " |\n\n";
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
                md += "### " + b.text.english() + "\n\n";
                break;
            case PlaybookBlock::Kind::Paragraph:
                md += b.text.english() + "\n\n";
                break;
            case PlaybookBlock::Kind::Bullets:
                for (const auto& item : b.items)
                    md += "- " + item.english() + "\n";
                md += "\n";
                break;
            case PlaybookBlock::Kind::Checklist:
                for (const auto& item : b.items)
                    md += "- [ ] " + item.english() + "\n";
                md += "\n";
                break;
            case PlaybookBlock::Kind::Chart:
                md +=
                    "*Figure: " + b.chart.caption.english() + " (drawn in the PDF playbook).*\n\n";
                break;
            case PlaybookBlock::Kind::Table: {
                const PlaybookTable& t = b.table;
                md += "|";
                for (const auto& h : t.header)
                    md += " " + mdCell(h.english()) + " |";
                md += "\n|";
                for (size_t c = 0; c < t.header.size(); ++c)
                    md += (c < t.numeric.size() && t.numeric[c]) ? "---:|" : "---|";
                md += "\n";
                for (const auto& row : t.rows) {
                    md += "|";
                    for (const auto& cell : row)
                        md += " " + mdCell(cell.english()) + " |";
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
        writeTextFileAtomically(path, csvDocument(t.header, t.rows));
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
