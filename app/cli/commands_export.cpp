// The export command: the playbook as PDF, CSV tables and Markdown.
#include "cli/cli.h"
#include "cli/commands.h"

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
    // Before any work: a PDF this build cannot draw is a user error, not a late surprise.
    if (pdf && !playbookPdfRenderer())
        throw InputError(*pdf, {},
                         "PDF export needs the Qt renderer, and this accelplan-cli was built "
                         "without the GUI (ACCELPLAN_GUI=OFF, formerly ACCELPLAN_BUILD_GUI=OFF); "
                         "use --csv or --markdown");

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
    if (pdf) {
        playbookPdfRenderer()(pb, *pdf);
        ctx.out << "wrote " << *pdf << "\n";
    }
    return kExitOk;
}

} // namespace ap
