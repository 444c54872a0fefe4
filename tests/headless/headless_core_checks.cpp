// Core checks that need no Qt, for the headless build (-DACCELPLAN_GUI=OFF) where the Qt Test
// suites are not built: every bundled example reads, saves and reads back to the same
// document, evaluates to finite figures, and its recommendations reproduce through evaluate
// (engine_path_check.h). Prints one line per failure; exits 1 when there is any.
// `--without-engine-path` leaves out the last check: a build with Qt Test runs it as
// tst_engine_path (one row per study), and running it twice proves nothing more.

#include "common/json_writer.h"
#include "engine_path_check.h"
#include "perf/evaluation_json.h"
#include "test_context.h"
#include "test_paths.h"

#include <iostream>

using namespace ap;

namespace {

int failures = 0;

void fail(const std::string& what)
{
    ++failures;
    std::cout << "FAIL " << what << "\n";
}

} // namespace

int main(int argc, char** argv)
{
    const bool enginePath = !(argc > 1 && std::string(argv[1]) == "--without-engine-path");
    const auto examples = test::bundledExamples();
    if (examples.size() < 5)
        fail("expected the bundled examples in " + testSourceStd("/data/examples"));
    int studies = 0, candidates = 0, costs = 0;
    for (const auto& file : examples) {
        const std::string name = file.stem().string();
        try {
            const Project p = loadProjectFile(file);
            const nlohmann::json saved = projectToJson(p);
            if (projectToJson(projectFromJson(saved)) != saved)
                fail(name + ": save and read back changes the project");
            const auto results = evaluateProject(p, shippedData());
            // Every figure of `evaluate --json` is finite (the writer prints NaN and
            // infinities as null, and counts them).
            const auto nonFinite = json_text::nonFiniteNumbersWritten();
            if (evaluationJsonText(results).empty() ||
                json_text::nonFiniteNumbersWritten() != nonFinite)
                fail(name + ": evaluate --json writes a number that is not finite");
            for (const StudySpec& study : studiesOf(p)) {
                if (!enginePath)
                    break;
                const test::EnginePathReport r = test::checkEnginePath(p, study);
                ++studies;
                candidates += r.candidates;
                costs += r.costsCompared;
                for (const auto& m : r.mismatches)
                    fail(name + " / " + study.name + ": " + m);
            }
        } catch (const std::exception& e) {
            fail(name + ": " + e.what());
        }
    }
    std::cout << examples.size() << " examples, " << studies << " studies, " << candidates
              << " candidates re-evaluated (" << costs << " with costs), " << failures
              << " failures\n";
    return failures == 0 ? 0 : 1;
}
