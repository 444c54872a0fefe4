// Core checks that need no Qt, for the headless build (-DACCELPLAN_GUI=OFF) where the Qt Test
// suites are not built: every bundled example reads, saves and reads back to the same
// document, evaluates to finite figures, and its recommendations reproduce through evaluate
// (engine_path_check.h). Prints one line per failure; exits 1 when there is any.
// `--without-engine-path` leaves out the last check: a build with Qt Test runs it as
// tst_engine_path (one row per study), and running it twice proves nothing more.

#include "engine_path_check.h"
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

// Every number of a document is finite (nlohmann writes inf and NaN as null, so look before).
void requireFinite(const nlohmann::json& j, const std::string& where)
{
    if (j.is_number_float() && !std::isfinite(j.get<double>()))
        fail(where + ": not a finite number");
    if (j.is_structured())
        for (const auto& [key, value] : j.items())
            requireFinite(value, where + "/" + key);
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
            requireFinite(evaluationToJson(results), name);
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
