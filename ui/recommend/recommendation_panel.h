#pragma once

#include "hardware/catalog.h"
#include "recommend/recommend.h"

#include <QFuture>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace ap {

class CandidateTableModel;
class MonteCarloChart;
class MonteCarloModel;
class ParetoChart;
class ProjectDocument;
class TornadoChart;

// The "Recommendation" workspace: runs a study of the open project on request (which
// accelerator, how many, where) and shows the ranked candidates, why the winner wins, the
// trade-offs, the sensitivities and the Monte Carlo odds. A candidate can be turned into a
// scenario of the project (undoable).
//
// The search runs off the GUI thread (runAsync) on copies of its inputs, with a progress bar
// (candidates evaluated) and Cancel; one search at a time. Changing the objective of a shown
// result re-ranks the candidates already evaluated (core rerank()) instead of searching again.
// Results are kept only while the inputs they came from are unchanged (the study, its template
// scenario, the calibration); when the project changes underneath them they are cleared with a
// hint to search again, never silently re-run, and a search running on inputs that changed
// (another project opened, the template edited) is cancelled.
class RecommendationPanel : public QWidget {
    Q_OBJECT
public:
    explicit RecommendationPanel(ProjectDocument* document, QWidget* parent = nullptr);
    ~RecommendationPanel() override;

    // Runs the selected study with the selected objective; a study that cannot start shows
    // its reason in errorLabel().
    void search();
    // Asks a running search (or re-rank) to stop; its results are dropped.
    void cancelSearch();
    bool isSearching() const { return m_searching; }
    // Runs the event loop until no search runs (tests, --screenshot); false on timeout.
    bool waitForSearch(int timeoutMs = 120000);
    // Adds the selected candidate as a scenario; false (and the reason shown) if it cannot.
    bool addSelectedAsScenario();
    // Asks for the selected candidates (rows of the ranked table; with one selected, the
    // winner too) to be compared side by side, without adding them to the project
    // (compareRequested); false (and the reason shown) if none can be built.
    bool compareSelected();

    // The shown result, if any.
    const Recommendation* recommendation() const;

    QComboBox* studyBox() const { return m_studyBox; }
    QComboBox* objectiveBox() const { return m_objectiveBox; }
    QPushButton* searchButton() const { return m_searchButton; }
    QPushButton* addButton() const { return m_addButton; }
    QPushButton* compareButton() const { return m_compareButton; }
    QPushButton* cancelButton() const { return m_cancelButton; }
    QProgressBar* progressBar() const { return m_progressBar; }
    QLabel* progressLabel() const { return m_progressLabel; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* errorLabel() const { return m_error; }
    QLabel* hintLabel() const { return m_hint; }
    QTableView* view() const { return m_view; }
    CandidateTableModel* model() const { return m_model; }
    QTextBrowser* explanation() const { return m_explanation; }
    ParetoChart* paretoChart() const { return m_pareto; }
    TornadoChart* tornadoChart() const { return m_tornado; }
    MonteCarloModel* monteCarloModel() const { return m_monteCarlo; }
    MonteCarloChart* monteCarloChart() const { return m_monteCarloChart; }
    QLabel* monteCarloSummary() const { return m_monteCarloSummary; }

signals:
    // A candidate became the scenario named `name`.
    void scenarioAdded(const QString& name);
    // A search or re-rank ended (with a result, an error or cancelled).
    void searchFinished();
    // Candidates to show in the Compare view: their names and the scenarios that run them.
    void compareRequested(const QStringList& names, const std::vector<Scenario>& scenarios);

private:
    QWidget* createToolBar();
    QWidget* createDetails();
    void refreshStudies();
    void onProjectChanged();
    void onObjectiveChanged();
    // What a background search or re-rank hands back.
    struct Outcome {
        std::optional<Recommendation> result;
        QString error;
        bool inputError = false;
        bool cancelled = false;
    };
    enum class Task { Search, Rerank };
    void startRerank(Objective objective);
    void setSearching(bool searching, Task task);
    void onTaskFinished(Task task, Outcome outcome);
    void updateProgress();
    void showResult(Recommendation result);
    void clearResults(const QString& hint);
    void showError(const QString& message);
    void updateAddButton();
    // What the shown result depends on in the project, to tell whether it is still valid:
    // typed values, compared with ==.
    struct SearchInputs {
        std::string study;
        std::string templateName;
        std::vector<StudySpec> studies;
        std::string calibration;
        std::string file;
        std::optional<Scenario> scenario; // the template
        bool operator==(const SearchInputs&) const = default;
    };
    SearchInputs inputsOf(const StudySpec& study) const;
    // Everything a search of `study` reads (recommend/recent_searches.h).
    std::string searchKey(const StudySpec& study) const;

    // The document's data was replaced (another catalog or prices): results and a running
    // search are dropped.
    void onDataReplaced();

    ProjectDocument* m_document;
    std::vector<StudySpec> m_studies;
    std::optional<Recommendation> m_result;
    StudySpec m_resultStudy; // the study (with the objective used) behind m_result
    SearchInputs m_resultInputs;
    // The running search, if any: its inputs (to cancel it when they change) and its progress.
    bool m_searching = false;
    StudySpec m_runningStudy;
    SearchInputs m_runningInputs;
    std::string m_runningKey; // everything the running search reads (its recent-results key)
    std::shared_ptr<SearchProgress> m_progress;
    QFuture<Outcome> m_running;
    QString m_cancelReason;

    QComboBox* m_studyBox;
    QComboBox* m_objectiveBox;
    QPushButton* m_searchButton;
    QPushButton* m_addButton;
    QPushButton* m_compareButton;
    QPushButton* m_cancelButton;
    QProgressBar* m_progressBar;
    QLabel* m_progressLabel;
    QTimer* m_progressTimer;
    QLabel* m_error;
    QLabel* m_summary;
    QLabel* m_hint;
    CandidateTableModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
    QTextBrowser* m_explanation;
    ParetoChart* m_pareto;
    TornadoChart* m_tornado;
    MonteCarloModel* m_monteCarlo;
    QTableView* m_monteCarloView;
    QLabel* m_monteCarloSummary;
    MonteCarloChart* m_monteCarloChart;
};

} // namespace ap
