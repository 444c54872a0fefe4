#pragma once

#include "common/input_error.h"
#include "common/message.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class DataContext;
struct Project;

// What an input problem of a project is about (the engine's infeasibility kinds are
// ProblemKind, common/problem_kind.h).
enum class InputProblemKind {
    UnknownReference, // a device, site, data class or scenario that does not exist
    OutOfRange,       // a value outside what its field allows (a degree below 1, a count)
    Layout,           // a parallel layout the layout rules refuse (project/layout_rules.h)
    DuplicateName,    // a scenario or study name used twice
    Inapplicable,     // a study constraint of the other kind of workload
};

// The name used in reports: "unknown reference", "out of range", ...
std::string_view inputProblemKindName(InputProblemKind k);

// One problem of a project: its kind, the field path under the file
// ("scenarios[1].cluster.device"), the message (escaped like every input message) and, where
// the rule is a number, the limit and the value found.
struct Problem {
    InputProblemKind kind = InputProblemKind::OutOfRange;
    std::string field;
    Message message;
    std::optional<double> limit;
    std::optional<double> found;
};

// The checks across the typed objects that need no data: parallel degrees and count, the
// layout rules, unique scenario and study names, studies naming existing scenarios. Every
// problem, in the order of the file. validateProject(project) throws the first of them.
std::vector<Problem> structuralProblems(const Project& project);

// Every problem of `project`: the structural ones, then every reference to the data's
// catalog (devices) and sites (each scenario's placement adds its own "sites") and their data
// classes, the price overrides against the data's price book, and the study constraints that
// apply to the template's kind of workload. The one validator of the CLI's commands, the GUI's
// open and the editors.
std::vector<Problem> validateProject(const Project& project, const DataContext& data);

// A project with problems: what() and the InputError accessors are the first problem's (the
// line the CLI prints first); problems() lists them all.
class ProjectProblems : public InputError {
public:
    ProjectProblems(std::string file, std::vector<Problem> problems);
    const std::vector<Problem>& problems() const { return m_problems; }
    // One InputError per problem, naming the file and the field.
    std::vector<InputError> errors() const;

private:
    std::vector<Problem> m_problems;
};

// Throws ProjectProblems when `problems` is not empty.
void throwIfProblems(std::vector<Problem> problems, const std::string& file = {});

} // namespace ap
