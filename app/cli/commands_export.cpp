// The export command: the playbook as PDF, CSV tables and Markdown.
#include "cli/cli.h"
#include "cli/commands.h"
#include "cli/gui_pdf.h"

#include "common/input_error.h"
#include "common/json_reader.h"
#include "common/text_file.h"
#include "hardware/catalog.h"
#include "playbook/playbook.h"
#include "playbook/playbook_writers.h"
#include "project/project.h"

namespace ap {

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
    if (!pdf && !csv && !markdown)
        throw UsageError("export needs at least one of --pdf FILE, --csv DIR, --markdown FILE");
    // accelplan-cli links no Qt: without a registered renderer (a process that links the GUI
    // library registers one) the desktop application draws the PDF. Checked before any work,
    // so a missing GUI is a user error, not a late surprise.
    const bool pdfByGui = pdf && !playbookPdfRenderer();
    if (pdfByGui)
        requireGuiExecutable(*pdf);
    // The same playbook in the GUI process: same project, catalog, study, date and threads.
    const auto runGui = [&](const std::optional<std::string>& date) {
        std::vector<std::string> guiArgs;
        if (ctx.userCatalog)
            guiArgs.insert(guiArgs.end(), {"--catalog", *ctx.userCatalog});
        guiArgs.insert(guiArgs.end(), {"export", path, "--pdf", *pdf});
        if (date)
            guiArgs.insert(guiArgs.end(), {"--date", *date});
        if (study)
            guiArgs.insert(guiArgs.end(), {"--study", *study});
        if (threadsText)
            guiArgs.insert(guiArgs.end(), {"--threads", *threadsText});
        return renderPdfWithGui(guiArgs, *pdf, ctx.out, ctx.err);
    };
    if (pdfByGui && !csv && !markdown)
        return runGui(dateText); // nothing for this process to write: no second build

    PlaybookRequest request;
    request.projectFile = path;
    request.study = study;
    if (dateText)
        request.date = *dateText;
    if (threadsText)
        request.recommendOptions.threads = int(parseNumberText(*threadsText, "--threads", 1, 256));
    const Catalog catalog = loadCatalog(ctx);
    const Project project = loadProjectFile(path);
    const EfficiencyParams params = efficiencyFor(project, path);
    const Playbook pb = buildPlaybook(project, catalog, params, request);

    if (markdown) {
        writeTextFileAtomically(*markdown, playbookMarkdown(pb));
        ctx.out << "wrote " << *markdown << "\n";
    }
    if (csv)
        for (const auto& f : writePlaybookCsv(pb, *csv))
            ctx.out << "wrote " << f.string() << "\n";
    if (pdf && !pdfByGui) {
        playbookPdfRenderer()(pb, *pdf);
        ctx.out << "wrote " << *pdf << "\n";
    }
    if (pdfByGui)
        return runGui(pb.date); // the date the Markdown and CSV files carry
    return kExitOk;
}

} // namespace ap
