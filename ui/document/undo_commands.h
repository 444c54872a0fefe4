#pragma once

#include "project/project.h"

#include <QUndoCommand>

#include <string>
#include <variant>
#include <vector>

namespace ap {

class ProjectDocument;

// The kinds of undo command every project edit is made of (three for scenarios and studies,
// one for the project's calibration). Built only by the facade
// (document/edits.h), which validates first; each holds exactly what it changes, so undo puts
// the exact previous value back and a redo after an undo gives the same project again.

// One field set: of one scenario (its whole typed value before and after, a few hundred
// bytes, so undo is exact for every field without one class per field) or of studies (their
// whole typed values, StudySpec). A rename is a field of the scenario whose
// studies follow: both kinds of change in one command, applied scenario first on redo and on
// undo, so the studies' template names exist whenever they are set.
// Consecutive commands with the same non-empty `mergeKey` merge into one step (typing "15T",
// then correcting it to "12T"); a step typed back to where it started disappears.
class SetFieldCommand : public QUndoCommand {
public:
    static constexpr int kId = 0x4150'0001;

    struct ScenarioChange {
        int row;
        Scenario before;
        Scenario after;
    };
    struct StudyChange {
        int index;
        StudySpec before;
        StudySpec after;
    };

    SetFieldCommand(ProjectDocument* document, std::vector<ScenarioChange> scenarios,
                    std::vector<StudyChange> studies, std::string mergeKey, const QString& text);

    int id() const override { return m_mergeKey.empty() ? -1 : kId; }
    bool mergeWith(const QUndoCommand* other) override;
    void undo() override;
    void redo() override;

private:
    void apply(bool after);

    ProjectDocument* m_document;
    std::vector<ScenarioChange> m_scenarios;
    std::vector<StudyChange> m_studies;
    std::string m_mergeKey;
};

// A scenario or a study inserted (add, duplicate, a recommendation's candidate added, the
// wizard's scenarios) or removed; undo does the opposite at the same place.
class InsertRemoveCommand : public QUndoCommand {
public:
    enum class Action { Insert, Remove };
    // A scenario or a study (an entry of the `recommend` list).
    using Item = std::variant<Scenario, StudySpec>;

    InsertRemoveCommand(ProjectDocument* document, Action action, int row, Item item,
                        const QString& text);

    void undo() override;
    void redo() override;

private:
    void insert();
    void remove();

    ProjectDocument* m_document;
    Action m_action;
    int m_row;
    Item m_item;
};

// The project's `calibration` set (the calibrate dialog's "Use for this project"); undo puts
// the previous one back. Both are paths as the file stores them.
class SetCalibrationCommand : public QUndoCommand {
public:
    SetCalibrationCommand(ProjectDocument* document, std::string before, std::string after,
                          const QString& text);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* m_document;
    std::string m_before;
    std::string m_after;
};

// Scenario (or, with `study`, study) `from` moved to position `to`; undo moves it back.
class MoveCommand : public QUndoCommand {
public:
    MoveCommand(ProjectDocument* document, int from, int to, const QString& text,
                bool study = false);

    void undo() override;
    void redo() override;

private:
    ProjectDocument* m_document;
    int m_from;
    int m_to;
    bool m_study;
};

} // namespace ap
