// The export command: the playbook as PDF, CSV tables and Markdown.
#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/gui_pdf.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/shown_text.h"
#include "common/text_file.h"
#include "economics/data_inventory.h"
#include "hardware/catalog.h"
#include "playbook/playbook.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"

#include <filesystem>

namespace ap {

namespace {

// Whether two output paths name one file: the same path once made absolute and normal, or,
// when both exist, the same file through links.
bool sameOutputPath(const std::string& a, const std::string& b)
{
    std::error_code ec;
    if (std::filesystem::equivalent(a, b, ec))
        return true;
    const auto na = std::filesystem::weakly_canonical(a, ec);
    if (ec)
        return false;
    const auto nb = std::filesystem::weakly_canonical(b, ec);
    return !ec && na == nb;
}

} // namespace

int commandExport(ArgParser& args, CliContext& ctx)
{
    const auto study = args.takeOption("--study");
    const auto pdf = args.takeOption("--pdf");
    const auto csv = args.takeOption("--csv");
    const auto markdown = args.takeOption("--markdown");
    const auto threadsText = args.takeOption("--threads");
    const auto dateText = args.takeOption("--date");
    const std::string path = args.requirePositional("PROJECT");
    args.expectEnd();
    // The playbook's date is printed on every page: a day that does not exist is refused.
    if (dateText && !parseIsoDay(*dateText))
        throw InputError({}, "--date", "expected a date YYYY-MM-DD, got \"" + *dateText + "\"");
    if (!pdf && !csv && !markdown)
        throw UsageError("export needs at least one of --pdf FILE, --csv DIR, --markdown FILE");
    // Two outputs onto one file: the second would replace the first.
    if (pdf && markdown && sameOutputPath(*pdf, *markdown))
        throw InputError(*markdown, {},
                         "--pdf and --markdown name the same file; give each its own name");
    // Every output is checked before any work and before anything is written: a FIFO, a
    // device or a foreign link in /tmp named by --pdf must not leave the Markdown written and
    // the search run for nothing (the writer refuses them again when it writes).
    if (markdown)
        checkOutputPath(*markdown);
    if (pdf)
        checkOutputPath(*pdf);
    // accelplan-cli links no Qt: without a registered renderer (a process that links the GUI
    // library registers one) the desktop application draws the PDF. Checked before any work,
    // so a missing GUI is a user error, not a late surprise.
    const bool pdfByGui = pdf && !playbookPdfRenderer();
    if (pdfByGui)
        requireGuiExecutable(*pdf);
    // The GUI process runs this same command with its renderer registered: it builds the
    // playbook once and writes every requested file (Markdown, CSV, PDF) from it, so an export
    // with a PDF searches every study once, not once here and again in the child. Same
    // project, catalog, study, date and threads.
    if (pdfByGui) {
        std::vector<std::string> guiArgs;
        if (ctx.userCatalog)
            guiArgs.insert(guiArgs.end(), {"--catalog", *ctx.userCatalog});
        if (ctx.userPrices)
            guiArgs.insert(guiArgs.end(), {"--prices", *ctx.userPrices});
        guiArgs.insert(guiArgs.end(), {"export", path, "--pdf", *pdf});
        if (csv)
            guiArgs.insert(guiArgs.end(), {"--csv", *csv});
        if (markdown)
            guiArgs.insert(guiArgs.end(), {"--markdown", *markdown});
        if (dateText)
            guiArgs.insert(guiArgs.end(), {"--date", *dateText});
        if (study)
            guiArgs.insert(guiArgs.end(), {"--study", *study});
        if (threadsText)
            guiArgs.insert(guiArgs.end(), {"--threads", *threadsText});
        return renderPdfWithGui(guiArgs, *pdf, ctx.out, ctx.err);
    }

    PlaybookRequest request;
    request.projectFile = path;
    request.study = study;
    if (dateText)
        request.date = *dateText;
    if (threadsText)
        request.recommendOptions.threads = int(parseNumberText(*threadsText, "--threads", 1, 256));
    const DataContext shipped = loadData(ctx);
    const Project project = loadCheckedProject(path, shipped);
    const Playbook pb =
        buildPlaybook(project, shipped.withParams(efficiencyFor(project, path)), request);

    // The paths are echoed with their control characters escaped, like every message.
    if (markdown) {
        writeTextFileAtomically(*markdown, playbookMarkdown(pb));
        ctx.out << "wrote " << escapeControls(*markdown) << "\n";
    }
    if (csv)
        for (const auto& f : writePlaybookCsv(pb, *csv))
            ctx.out << "wrote " << escapeControls(f.string()) << "\n";
    if (pdf) {
        playbookPdfRenderer()(pb, *pdf);
        ctx.out << "wrote " << escapeControls(*pdf) << "\n";
    }
    return kExitOk;
}

} // namespace ap
