#include "cli/cli.h"

#include "cli/commands.h"
#include "common/input_error.h"
#include "common/shown_text.h"
#include "project/validate.h"

#include <exception>

namespace ap {

namespace {

// Every error line the command line prints: InputError has escaped and bounded what it
// echoes, but usage errors and other messages are composed with raw arguments ("unexpected
// argument \"...\""); no control character reaches the terminal and no line outgrows
// kMaxMessageChars.
std::string errorLine(const char* what)
{
    return echoText(what, kMaxMessageChars);
}

const char* kUsage =
    "usage: accelplan-cli [--catalog FILE] [--prices FILE] COMMAND [ARGS]\n"
    "\n"
    "commands:\n"
    "  --version                      print the version\n"
    "  catalog [--json]               list the device catalog\n"
    "  catalog --stale DAYS [--today YYYY-MM-DD] [--json]\n"
    "                                 dated prices and figures older than DAYS\n"
    "  catalog --inventory            the data/README.md table of the shipped data files\n"
    "  roofline --device ID --precision P (--intensity FLOP_PER_BYTE | --gemm M,N,K) [--json]\n"
    "                                 attainable FLOP/s, binding ceiling and ridge point\n"
    "  evaluate PROJECT [--json]      evaluate every scenario of a project file\n"
    "  calibrate FILE... [--models FILE] [--output FILE] [--apply PROJECT] [--prior-weight W]\n"
    "            [--from-physical-priors] [--json] [--context FILE] [--device ID]\n"
    "            [--model NAME] [--devices N] [--tensor-parallel N] [--pipeline-parallel N]\n"
    "            [--expert-parallel N] [--precision P] [--kv-cache-precision P] [--stack S]\n"
    "            [--input-tokens N] [--output-tokens N] [--max-batch N] [--collective C]\n"
    "                                 fit the efficiency parameters to measurements: calibrate's\n"
    "                                 CSV, vLLM bench serve --save-result JSON, SGLang\n"
    "                                 bench_serving JSONL, trtllm-bench throughput reports,\n"
    "                                 MLPerf mlperf_log_summary.txt, nccl-tests output (the\n"
    "                                 fabric's link efficiency and latency); the options give\n"
    "                                 what a result file does not say; --apply sets PROJECT's\n"
    "                                 \"calibration\" to the fitted file (--output, else a new\n"
    "                                 PROJECT-stem.calibration.json beside it)\n"
    "  recommend PROJECT [--json] [--study NAME] [--objective O] [--threads N] [--seed S]\n"
    "                                 search devices, counts, layouts and placements; rank,\n"
    "                                 explain, flip points, tornado, Monte Carlo\n"
    "  export PROJECT [--study NAME] [--pdf FILE] [--csv DIR] [--markdown FILE] [--date D]\n"
    "                                 the playbook: summary, options, charts, assumptions,\n"
    "                                 risks, build-out checklist\n"
    "  prices import (--skypilot DIR | --litellm FILE)... --out FILE [--date YYYY-MM-DD]\n"
    "                [--source TEXT]... [--site-regions] [--json]\n"
    "                                 a price overlay from a SkyPilot catalog folder and\n"
    "                                 LiteLLM's model prices (load it with --prices FILE)\n";

} // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
           const std::vector<ExternalCommand>& external)
{
    try {
        ArgParser parser(args);
        CliContext ctx{out, err, std::nullopt, std::nullopt};
        ctx.userCatalog = parser.takeOption("--catalog");
        ctx.userPrices = parser.takeOption("--prices");
        const std::string command = parser.takePositional();
        if (command.empty() || command == "--help" || command == "-h" || command == "help") {
            (command.empty() ? err : out) << kUsage;
            for (const auto& e : external)
                (command.empty() ? err : out) << "  " << e.usage << "\n";
            return command.empty() ? kExitUsageError : kExitOk;
        }
        if (command == "--version" || command == "version") {
            parser.expectEnd();
            out << "accelplan-cli " << versionString() << "\n";
            return kExitOk;
        }
        if (command == "catalog")
            return commandCatalog(parser, ctx);
        if (command == "roofline")
            return commandRoofline(parser, ctx);
        if (command == "evaluate")
            return commandEvaluate(parser, ctx);
        if (command == "calibrate")
            return commandCalibrate(parser, ctx);
        if (command == "recommend")
            return commandRecommend(parser, ctx);
        if (command == "export")
            return commandExport(parser, ctx);
        if (command == "prices")
            return commandPrices(parser, ctx);
        for (const auto& e : external)
            if (e.name == command)
                return e.run(parser.rest(), out, err);
        throw UsageError("unknown command \"" + command + "\"");
    } catch (const UsageError& e) {
        err << "accelplan-cli: " << errorLine(e.what()) << "\n" << kUsage;
        return kExitUsageError;
    } catch (const ProjectProblems& e) {
        // Every problem of the project, one line each naming the file and the field.
        for (const InputError& p : e.errors())
            err << "accelplan-cli: " << errorLine(p.what()) << "\n";
        return kExitUserError;
    } catch (const InputError& e) {
        err << "accelplan-cli: " << errorLine(e.what()) << "\n";
        return kExitUserError;
    } catch (const std::exception& e) {
        // Not expected: every user-facing failure is an InputError. Still never crash.
        err << "accelplan-cli: internal error: " << errorLine(e.what()) << "\n";
        return kExitUserError;
    }
}

} // namespace ap
