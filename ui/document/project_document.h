#pragma once

#include "perf/data_context.h"
#include "project/project.h"
#include "project/validate.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QUndoStack;

namespace ap {

// The open project: the Project itself, the file it came from, its undo stack and whether it
// has unsaved changes. It is the one change-notification hub of the project views (like
// Subsurface's DiveListNotifier): edits arrive through the mutators below (called by the three
// undo commands of document/undo_commands.h only; views go through document/edits.h) and leave
// as row signals, so the table, the details panel and the window title never call each other.
// A list change is announced before it happens (scenarioAboutToBe...) and after (scenario...),
// the way item models announce rows: views that read through to the document (ScenarioModel)
// call beginInsertRows/beginRemoveRows/beginMoveRows on the first and end on the second.
//
// Opening a file replaces everything or nothing: a file that fails to load leaves the open
// project, its path and its undo history untouched.
class ProjectDocument : public QObject {
    Q_OBJECT
public:
    explicit ProjectDocument(QObject* parent = nullptr);
    ~ProjectDocument() override;

    const Project& project() const { return m_project; }
    int scenarioCount() const { return int(m_project.scenarios.size()); }
    const Scenario& scenario(int row) const { return m_project.scenarios.at(size_t(row)); }

    // Empty for a new project that was never saved.
    QString filePath() const { return m_filePath; }
    // The project name, or the file name when the project has none.
    QString displayName() const;
    // The data the project is evaluated and checked with, built once and shared by every view:
    // the window's catalog (the shipped one with the user's merged over it), the shipped
    // prices and sites, and the efficiency parameters the project asks for (its calibration
    // file, else the shipped ones).
    const DataContext& data() const { return m_data; }
    const EfficiencyParams& efficiencyParams() const { return m_data.params(); }
    // Set when the project's calibration file could not be read (the built-in values are used).
    QString calibrationWarning() const { return m_calibrationWarning; }

    QUndoStack* undoStack() const { return m_undoStack; }
    bool isModified() const;

    // An empty project named "Untitled", no file.
    void newProject();
    // Reads and validates `path` (the reader, then problems()). On failure returns false, sets
    // `error` (file, field and what is wrong: every problem, one line each) and changes
    // nothing; the file is not touched, so nothing is lost and the user fixes it and reopens.
    bool open(const QString& path, QString* error);
    // The catalog the project is evaluated and checked with: the window's (the shipped one and
    // the user's). Emits dataReplaced(); the views evaluate again.
    void setCatalog(Catalog catalog);
    // The price book the project is evaluated with: the built-in book with the user's price
    // overlay merged over it (File > Import Prices…). Emits dataReplaced(); the views evaluate
    // again.
    void setPrices(PriceBook prices);
    // Every problem of `project` (project/validate.h) against data(): the one validator of
    // the CLI, open and the editors.
    std::vector<Problem> problems(const Project& project) const;
    // The problems the last open() found but opened with (unknown devices or sites,
    // inapplicable constraints), one line each naming file and field; empty otherwise.
    QStringList openProblems() const { return m_openProblems; }
    // Throws ProjectProblems (an InputError naming the first) when `project` has any: what an
    // edit checks before it is pushed, so it is refused with the message the CLI prints.
    void check(const Project& project) const;

    // Takes a project read elsewhere (tests, the example); `path` may be empty.
    void setProject(Project project, const QString& path);
    // The text the project was read from, kept byte for byte on save where nothing changed
    // (serialized()). open() sets it; a project recovered from an autosave sets it to the
    // recovered text.
    void setOriginalText(std::string text) { m_originalText = std::move(text); }
    // Writes the project to `path` atomically; on success it becomes the file path and the
    // state is clean. On failure the file on disk and the document are left as they were.
    bool saveAs(const QString& path, QString* error);
    bool save(QString* error) { return saveAs(m_filePath, error); }

    // The mutators, for the undo commands only (document/undo_commands.h); they do not
    // validate (the facade in document/edits.h does, before it pushes). Each emits its row
    // signals and contentChanged().
    // Replaces a scenario: scenarioChanged(row).
    void setScenario(int row, Scenario scenario);
    // Inserts a scenario before `row` (scenarioCount() appends), removes one, moves scenario
    // `from` to position `to` (both in range, different).
    void insertScenario(int row, Scenario scenario);
    void removeScenario(int row);
    void moveScenario(int from, int to);
    // Sets the project's `calibration` (a path as the file stores it, relative to the project's
    // folder; empty: the shipped parameters) and loads it: scenariosReset(), contentChanged().
    void setCalibrationPath(const std::string& path);

    // Recommendation studies (the `recommend` list), typed like the scenarios: the writer
    // writes them from these values (project_text.h). The mutators, like the scenarios',
    // are for the undo commands and do not validate; each emits studiesChanged().
    int studyCount() const { return int(m_project.studies.size()); }
    const StudySpec& study(int index) const { return m_project.studies.at(size_t(index)); }
    // The study's file form, keys at their defaults left out (studySpecToJson): what the
    // study editor's fields show.
    nlohmann::json studyJson(int index) const;
    void setStudy(int index, StudySpec study);
    // Several entries at once (a rename's studies follow it in one step).
    void setStudies(const std::vector<std::pair<int, StudySpec>>& entries);
    void insertStudy(int index, StudySpec study);
    void removeStudy(int index);
    // Moves study `from` to position `to` (both in range).
    void moveStudy(int from, int to);

    // The project as it would be saved: the opened file's text with only what changed
    // rewritten (project_text.h), or for a new project UTF-8 JSON with a two-space indent.
    // Scenario keys at their defaults are left out (projectFileJson), so a default stays a
    // default after a save.
    QByteArray serialized() const;

signals:
    void scenarioChanged(int row);
    void scenarioAboutToBeInserted(int row);
    void scenarioInserted(int row);
    void scenarioAboutToBeRemoved(int row);
    void scenarioRemoved(int row);
    // `to` is the moved scenario's final position, as for moveScenario().
    void scenarioAboutToBeMoved(int from, int to);
    void scenarioMoved(int from, int to);
    // The study list or a study changed (also after a project was opened or created).
    void studiesChanged();
    // Everything changed: another project was opened or created, or the calibration the
    // evaluations use was reloaded. Not emitted for edits: those have the signals above.
    void scenariosReset();
    // After any change of the project's content (every signal above), for listeners that
    // only need to know that something changed (autosave, the recommendation panel).
    void contentChanged();
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);
    // data() changed its catalog or its prices (the user's catalog was loaded or edited, prices
    // were imported): every figure is to be evaluated again, the device lists rebuilt. The
    // project itself did not change.
    void dataReplaced();

private:
    void loadCalibration();
    void studiesEdited();

    Project m_project;
    // The file's text as read or last saved: saving patches it (projectFileText) so that
    // what the user did not change stays as they wrote it. Empty for a new project.
    std::string m_originalText;
    QString m_filePath;
    QUndoStack* m_undoStack;
    DataContext m_data;
    QString m_calibrationWarning;
    QStringList m_openProblems;
};

} // namespace ap
