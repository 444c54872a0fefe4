// The prices command: import the price lists the ecosystem maintains into a price overlay.
#include "cli/cli.h"
#include "cli/commands.h"

#include "common/input_error.h"
#include "common/text_file.h"
#include "economics/price_book.h"
#include "economics/price_import.h"
#include "perf/data_context.h"

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace ap {

namespace {

std::string today()
{
    using namespace std::chrono;
    const year_month_day d{floor<days>(system_clock::now())};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(d.year()), unsigned(d.month()),
                  unsigned(d.day()));
    return buf;
}

} // namespace

// `prices import (--skypilot DIR | --litellm FILE)... --out FILE [--date D] [--source TEXT]...
// [--site-regions] [--json]`: reads the inputs, checks that the overlay merges over the
// built-in book, then writes it atomically; on any error nothing is written.
int commandPrices(ArgParser& args, CliContext& ctx)
{
    const std::string sub = args.requirePositional("a prices subcommand (import)");
    if (sub != "import")
        throw UsageError("unknown prices subcommand \"" + sub + "\" (expected import)");
    std::vector<std::string> skypilot, litellm;
    while (const auto d = args.takeOption("--skypilot"))
        skypilot.push_back(*d);
    while (const auto f = args.takeOption("--litellm"))
        litellm.push_back(*f);
    const auto out = args.takeOption("--out");
    const auto date = args.takeOption("--date");
    std::vector<std::string> sources; // one for every input, or one for all
    while (const auto t = args.takeOption("--source"))
        sources.push_back(*t);
    const bool siteRegions = args.takeFlag("--site-regions");
    const bool asJson = args.takeFlag("--json");
    args.expectEnd();
    if (skypilot.empty() && litellm.empty())
        throw UsageError("prices import needs --skypilot DIR or --litellm FILE");
    if (!out)
        throw UsageError("prices import needs --out FILE");
    if (sources.size() > 1 && sources.size() != skypilot.size() + litellm.size())
        throw UsageError("prices import takes one --source for all inputs or one per input (" +
                         std::to_string(skypilot.size() + litellm.size()) + "), got " +
                         std::to_string(sources.size()));

    const DataContext data = loadData(ctx);
    PriceImportOptions options;
    options.date = date ? *date : today();
    options.onlySiteRegions = siteRegions;
    checkOutputPath(*out);

    std::optional<PriceImport> all;
    const auto add = [&](PriceImport one) {
        if (!all)
            all = std::move(one);
        else
            combineImports(*all, one);
    };
    // The --source of the i-th input (--skypilot ones first, in order, then --litellm ones).
    size_t input = 0;
    const auto withSource = [&] {
        PriceImportOptions o = options;
        if (!sources.empty())
            o.source = sources.size() == 1 ? sources.front() : sources[input];
        ++input;
        return o;
    };
    for (const auto& dir : skypilot)
        add(importSkyPilotFolder(dir, data.catalog(), data.sites(), withSource()));
    for (const auto& file : litellm)
        add(importLiteLlmFile(file, data.sites(), withSource()));

    // The overlay must load like any price file before it is written.
    PriceBook check = data.prices();
    const std::string text = all->text();
    check.merge(text, *out);
    writeTextFileAtomically(*out, text, false);

    if (asJson) {
        nlohmann::json j = summaryJson(all->summary);
        j["output"] = *out;
        j["date"] = options.date;
        ctx.out << j.dump(2) << "\n";
    } else {
        ctx.out << summaryText(all->summary) << "wrote " << *out << "\n";
    }
    return kExitOk;
}

} // namespace ap
