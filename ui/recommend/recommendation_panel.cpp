#include "recommend/recommendation_panel.h"

#include "async/async_task.h"
#include "common/input_error.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "editor/field_words.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "format/shown_name.h"
#include "perf/efficiency_params.h"
#include "project/project.h"
#include "recommend/candidate_band.h"
#include "recommend/candidate_scenario.h"
#include "recommend/candidate_table_model.h"
#include "recommend/monte_carlo_chart.h"
#include "recommend/monte_carlo_model.h"
#include "recommend/objective_text.h"
#include "recommend/pareto_chart.h"
#include "recommend/recent_searches.h"
#include "recommend/recommendation_text.h"
#include "recommend/tornado_chart.h"
#include "table/wrapping_header.h"

#include <algorithm>

#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <exception>

namespace ap {

namespace {

// Threads for the search: all cores but one, which stays with the event loop.
int searchThreads()
{
    return std::max(1, QThread::idealThreadCount() - 1);
}

QTableView* newTable(QAbstractItemModel* model, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    // Long titles on two lines, so the last column ends within the table at 1280x800.
    view->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, view));
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

// The ranked table's columns: the figures whole, the device, layout, site and commitment on
// one line where the table has room, else on two or more (the table wraps them at spaces and
// after hyphens: "nvidia-b200-" over "sxm-180gb", "TP1 PP1 × 116" over "replicas, batch 111"),
// never elided: at 1280x800 in French "nvidia-b20…", "TP1 PP1 × 1…" and "colo-se-sto…" hid
// what a row is (#25). Every column is in sight at 1280x800 in every language.
void fitCandidateColumns(QTableView* view)
{
    fitColumnsToContents(view,
                         {CandidateTableModel::Device, CandidateTableModel::Layout,
                          CandidateTableModel::Site, CandidateTableModel::Commitment},
                         12 * view->fontMetrics().averageCharWidth());
}

// Whether a study searches a training run (its template scenario's kind: the first scenario
// when it names none), so that the empty table already has the columns its answer will have.
bool studyIsTraining(const ProjectDocument& doc, const StudySpec& study)
{
    for (int i = 0; i < doc.scenarioCount(); ++i)
        if (study.scenario.empty() || doc.scenario(i).name == study.scenario)
            return doc.scenario(i).isTraining();
    return true;
}

} // namespace

RecommendationPanel::RecommendationPanel(ProjectDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_studyBox(new QComboBox(this))
    , m_objectiveBox(new QComboBox(this))
    , m_searchButton(new QPushButton(tr("&Search"), this))
    , m_addButton(new QPushButton(tr("&Add as Scenario"), this))
    , m_compareButton(new QPushButton(tr("Co&mpare"), this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_progressBar(new QProgressBar(this))
    , m_progressLabel(new QLabel(this))
    , m_progressTimer(new QTimer(this))
    , m_error(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_model(new CandidateTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(nullptr)
    , m_explanation(new QTextBrowser(this))
    , m_pareto(new ParetoChart(this))
    , m_tornado(new TornadoChart(this))
    , m_monteCarlo(new MonteCarloModel(this))
    , m_monteCarloView(nullptr)
    , m_monteCarloSummary(new QLabel(this))
    , m_monteCarloChart(new MonteCarloChart(this))
{
    m_studyBox->setObjectName(QStringLiteral("studyBox"));
    m_objectiveBox->setObjectName(QStringLiteral("objectiveBox"));
    m_searchButton->setObjectName(QStringLiteral("searchButton"));
    m_addButton->setObjectName(QStringLiteral("addAsScenarioButton"));
    m_compareButton->setObjectName(QStringLiteral("compareCandidatesButton"));
    m_compareButton->setToolTip(
        tr("Compare the selected candidates side by side in the Compare view (Ctrl+click to "
           "select several; with one selected, the winner is compared too)"));
    m_cancelButton->setObjectName(QStringLiteral("cancelSearchButton"));
    m_progressBar->setObjectName(QStringLiteral("searchProgress"));
    m_progressLabel->setObjectName(QStringLiteral("searchProgressLabel"));
    m_cancelButton->setToolTip(tr("Stop the running search"));
    m_cancelButton->setShortcut(QKeySequence(Qt::Key_Escape));
    m_progressBar->setTextVisible(false);
    m_progressBar->setMaximumWidth(200);
    m_cancelButton->hide();
    m_progressBar->hide();
    m_progressLabel->hide();
    m_progressTimer->setInterval(50);
    m_error->setObjectName(QStringLiteral("recommendationError"));
    m_summary->setObjectName(QStringLiteral("recommendationSummary"));
    m_hint->setObjectName(QStringLiteral("recommendationHint"));
    m_explanation->setObjectName(QStringLiteral("recommendationExplanation"));

    m_studyBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_studyBox->setToolTip(tr("The project's recommend studies, or one per distinct workload"));
    for (Objective o : allObjectives())
        m_objectiveBox->addItem(objectiveChoiceText(o), int(o));
    m_objectiveBox->setToolTip(tr("What the ranking minimises (overrides the study's choice)"));
    m_searchButton->setToolTip(tr("Search every device, count, layout, site and commitment"));
    m_addButton->setToolTip(tr("Add the selected candidate to the project as a scenario"));
    m_error->setStyleSheet(QStringLiteral("color: #C01C28;"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_hint->setStyleSheet(QStringLiteral("color: palette(mid);"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CandidateTableModel::SortRole);
    m_view = newTable(m_proxy, this);
    m_view->setObjectName(QStringLiteral("candidateView"));
    // Texts wrap where the columns are narrow, each row as tall as its lines (fitCandidateColumns).
    m_view->setWordWrap(true);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Several candidates can be selected for Compare; Add as Scenario takes the current one.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(CandidateTableModel::Rank, Qt::AscendingOrder);
    connect(m_view->horizontalHeader(), &QHeaderView::sortIndicatorChanged, m_view,
            [this] { fitCandidateColumns(m_view); });

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("recommendationSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_view);
    splitter->addWidget(createDetails());
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->addWidget(createToolBar());
    layout->addWidget(m_error);
    layout->addWidget(m_summary);
    layout->addWidget(m_hint);
    layout->addWidget(splitter, 1);

    connect(m_searchButton, &QPushButton::clicked, this, &RecommendationPanel::search);
    connect(m_addButton, &QPushButton::clicked, this, &RecommendationPanel::addSelectedAsScenario);
    connect(m_compareButton, &QPushButton::clicked, this, &RecommendationPanel::compareSelected);
    connect(m_cancelButton, &QPushButton::clicked, this, &RecommendationPanel::cancelSearch);
    connect(m_progressTimer, &QTimer::timeout, this, &RecommendationPanel::updateProgress);
    connect(m_studyBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < int(m_studies.size())) {
            const QSignalBlocker blocker(m_objectiveBox);
            m_objectiveBox->setCurrentIndex(
                m_objectiveBox->findData(int(m_studies[size_t(index)].objective)));
        }
        clearResults(tr("Press Search to find the best options for this study."));
    });
    connect(m_objectiveBox, &QComboBox::currentIndexChanged, this,
            &RecommendationPanel::onObjectiveChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RecommendationPanel::updateAddButton);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RecommendationPanel::updateAddButton);
    connect(m_document, &ProjectDocument::contentChanged, this,
            &RecommendationPanel::onProjectChanged);
    connect(m_document, &ProjectDocument::dataReplaced, this, &RecommendationPanel::onDataReplaced);

    refreshStudies();
    clearResults(tr("Press Search to find the best options for this study."));
}

RecommendationPanel::~RecommendationPanel()
{
    // The work reads only its own copies, but it must not outlive the application's objects:
    // stop it and wait (a cancelled search ends at its next job).
    if (m_searching) {
        m_progress->cancel = true;
        m_running.waitForFinished();
    }
}

QWidget* RecommendationPanel::createToolBar()
{
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    auto* studyLabel = new QLabel(tr("S&tudy:"), bar);
    studyLabel->setBuddy(m_studyBox);
    auto* objectiveLabel = new QLabel(tr("&Objective:"), bar);
    objectiveLabel->setBuddy(m_objectiveBox);
    row->addWidget(studyLabel);
    row->addWidget(m_studyBox);
    row->addSpacing(12);
    row->addWidget(objectiveLabel);
    row->addWidget(m_objectiveBox);
    row->addSpacing(12);
    row->addWidget(m_searchButton);
    row->addWidget(m_addButton);
    row->addWidget(m_compareButton);
    row->addSpacing(12);
    row->addWidget(m_progressBar);
    row->addWidget(m_progressLabel);
    row->addWidget(m_cancelButton);
    row->addStretch(1);
    return bar;
}

QWidget* RecommendationPanel::createDetails()
{
    m_explanation->setOpenLinks(false);

    auto* monteCarlo = new QWidget(this);
    auto* proxy = new QSortFilterProxyModel(monteCarlo);
    proxy->setSourceModel(m_monteCarlo);
    proxy->setSortRole(MonteCarloModel::SortRole);
    m_monteCarloView = newTable(proxy, monteCarlo);
    m_monteCarloView->setObjectName(QStringLiteral("monteCarloView"));
    m_monteCarloView->setSortingEnabled(true);
    m_monteCarloSummary->setObjectName(QStringLiteral("monteCarloSummary"));
    m_monteCarloSummary->setWordWrap(true);
    auto* column = new QVBoxLayout(monteCarlo);
    column->setContentsMargins(0, 4, 0, 0);
    column->addWidget(m_monteCarloSummary);
    auto* monteCarloSplit = new QSplitter(Qt::Vertical, monteCarlo);
    monteCarloSplit->setChildrenCollapsible(false);
    m_monteCarloChart->setMinimumHeight(220);
    m_monteCarloView->setMinimumHeight(80);
    monteCarloSplit->addWidget(m_monteCarloChart);
    monteCarloSplit->addWidget(m_monteCarloView);
    monteCarloSplit->setStretchFactor(0, 3);
    monteCarloSplit->setStretchFactor(1, 1);
    column->addWidget(monteCarloSplit, 1);

    auto* tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("recommendationCharts"));
    tabs->addTab(m_pareto, tr("Trade-offs"));
    tabs->addTab(m_tornado, tr("Sensitivity"));
    tabs->addTab(monteCarlo, tr("Uncertainty"));

    auto* details = new QSplitter(Qt::Horizontal, this);
    details->setChildrenCollapsible(false);
    details->addWidget(m_explanation);
    details->addWidget(tabs);
    details->setStretchFactor(0, 2);
    details->setStretchFactor(1, 3);
    return details;
}

void RecommendationPanel::onDataReplaced()
{
    if (m_searching) {
        m_cancelReason =
            tr("The device catalog or the prices changed during the search: search again.");
        m_progress->cancel = true;
    }
    if (m_result)
        clearResults(tr("The device catalog or the prices changed: search again."));
}

const Recommendation* RecommendationPanel::recommendation() const
{
    return m_result ? &*m_result : nullptr;
}

void RecommendationPanel::refreshStudies()
{
    std::vector<StudySpec> studies;
    try {
        studies = studiesOf(m_document->project());
    } catch (const std::exception& e) {
        showError(errorText(e));
    }
    const QString current = m_studyBox->currentText();
    {
        // Rebuilding the list is no choice of the user: keep the results and the objective.
        const QSignalBlocker blocker(m_studyBox);
        m_studyBox->clear();
        for (size_t i = 0; i < studies.size(); ++i)
            m_studyBox->addItem(studies[i].name.empty() ? tr("Study %1").arg(i + 1)
                                                        : shownName(studies[i].name));
        const int kept = m_studyBox->findText(current);
        m_studyBox->setCurrentIndex(kept >= 0 ? kept : (studies.empty() ? -1 : 0));
        if (kept < 0 && !studies.empty()) {
            const QSignalBlocker objectiveBlocker(m_objectiveBox);
            m_objectiveBox->setCurrentIndex(m_objectiveBox->findData(int(studies[0].objective)));
        }
    }
    m_studies = std::move(studies);
    m_searchButton->setEnabled(!m_studies.empty() && !m_searching);
}

RecommendationPanel::SearchInputs RecommendationPanel::inputsOf(const StudySpec& study) const
{
    const Project& project = m_document->project();
    SearchInputs inputs{study.name,
                        study.scenario,
                        project.studies,
                        project.calibrationPath,
                        m_document->filePath().toStdString(),
                        std::nullopt};
    if (const Scenario* t = templateScenario(project, study))
        inputs.scenario = *t;
    return inputs;
}

std::string RecommendationPanel::searchKey(const StudySpec& study) const
{
    return ap::searchKey(m_document->project(), m_document->filePath().toStdString(), study,
                         m_document->data());
}

void RecommendationPanel::onProjectChanged()
{
    refreshStudies();
    if (m_searching && inputsOf(m_runningStudy) != m_runningInputs) {
        // Another project, or the template edited: the running search answers an old question.
        m_cancelReason = tr("The project changed during the search: search again.");
        m_progress->cancel = true;
    }
    if (!m_result)
        return;
    // Adding a scenario (a candidate, say) leaves the search's inputs as they were.
    if (inputsOf(m_resultStudy) != m_resultInputs)
        clearResults(tr("The project changed: search again."));
}

void RecommendationPanel::onObjectiveChanged()
{
    // A running search re-ranks by the new objective when it ends (onTaskFinished).
    if (m_searching || !m_result)
        return;
    startRerank(Objective(m_objectiveBox->currentData().toInt()));
}

void RecommendationPanel::search()
{
    if (m_searching) // one search at a time
        return;
    m_error->hide();
    const int index = m_studyBox->currentIndex();
    if (index < 0 || index >= int(m_studies.size())) {
        clearResults({});
        showError(tr("The project has no scenario to search from."));
        return;
    }
    StudySpec study = m_studies[size_t(index)];
    study.objective = Objective(m_objectiveBox->currentData().toInt());
    m_runningStudy = study;
    m_runningInputs = inputsOf(study);
    clearResults({});
    const int threads = searchThreads();
    m_runningKey = searchKey(study);
    if (std::optional<Recommendation> recent = recentSearch(m_runningKey)) {
        setSearching(true, Task::Search);
        Outcome out;
        out.result = *recent;
        onTaskFinished(Task::Search, std::move(out));
        return;
    }

    // The work gets copies: the project may change (or close) while it runs.
    auto progress = std::make_shared<SearchProgress>();
    m_progress = progress;
    m_running = runAsync(
        this,
        [project = m_document->project(), study, data = m_document->data(), progress, threads] {
            Outcome out;
            try {
                RecommendOptions options;
                options.threads = threads;
                options.progress = progress.get();
                out.result = recommend(project, study, data, options);
            } catch (const SearchCancelled&) {
                out.cancelled = true;
            } catch (const InputError& e) {
                out.error = errorText(e);
                out.inputError = true;
            } catch (const std::exception& e) {
                out.error = errorText(e);
            }
            return out;
        },
        [this](Outcome out) { onTaskFinished(Task::Search, std::move(out)); });
    setSearching(true, Task::Search);
}

void RecommendationPanel::startRerank(Objective objective)
{
    if (m_searching || !m_result || !m_result->searchState)
        return;
    auto progress = std::make_shared<SearchProgress>();
    m_progress = progress;
    m_runningStudy = m_resultStudy;
    m_runningInputs = m_resultInputs;
    m_running = runAsync(
        this,
        [base = *m_result, objective, progress] {
            Outcome out;
            try {
                RecommendOptions options;
                options.progress = progress.get();
                out.result = rerank(base, objective, options);
            } catch (const SearchCancelled&) {
                out.cancelled = true;
            } catch (const std::exception& e) {
                out.error = errorText(e);
            }
            return out;
        },
        [this](Outcome out) { onTaskFinished(Task::Rerank, std::move(out)); });
    setSearching(true, Task::Rerank);
}

void RecommendationPanel::cancelSearch()
{
    if (!m_searching)
        return;
    if (m_cancelReason.isEmpty())
        m_cancelReason = tr("The search was cancelled: press Search to run it again.");
    m_progress->cancel = true;
    m_cancelButton->setEnabled(false);
}

bool RecommendationPanel::waitForSearch(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (m_searching && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !m_searching;
}

void RecommendationPanel::setSearching(bool searching, Task task)
{
    m_searching = searching;
    m_studyBox->setEnabled(!searching);
    m_searchButton->setEnabled(!searching && !m_studies.empty());
    m_cancelButton->setEnabled(searching);
    m_cancelButton->setVisible(searching);
    m_progressBar->setVisible(searching);
    m_progressLabel->setVisible(searching);
    if (searching) {
        m_progressBar->setRange(0, 0); // busy until the first jobs are counted
        m_progressLabel->setText(task == Task::Search ? tr("Searching…") : tr("Re-ranking…"));
        m_progressTimer->start();
    } else {
        m_progressTimer->stop();
    }
    updateAddButton();
}

void RecommendationPanel::updateProgress()
{
    if (!m_progress)
        return;
    const int total = m_progress->jobsTotal.load();
    const int done = m_progress->jobsDone.load();
    const int candidates = m_progress->candidatesEvaluated.load();
    if (total > 0) {
        m_progressBar->setRange(0, total);
        m_progressBar->setValue(done);
    }
    if (candidates > 0)
        m_progressLabel->setText(tr("%n candidate(s) evaluated", nullptr, candidates));
    else if (total > 0)
        m_progressLabel->setText(tr("%1 of %2 layouts").arg(done).arg(total));
}

void RecommendationPanel::onTaskFinished(Task task, Outcome out)
{
    setSearching(false, task);
    const QString cancelReason = std::exchange(m_cancelReason, QString());
    if (out.cancelled) {
        if (task == Task::Rerank && m_result && cancelReason.isEmpty()) {
            // A re-rank was stopped: the result it started from is still valid.
            const QSignalBlocker blocker(m_objectiveBox);
            m_objectiveBox->setCurrentIndex(m_objectiveBox->findData(int(m_result->objective)));
        } else {
            clearResults(cancelReason);
        }
    } else if (!out.error.isEmpty()) {
        clearResults({});
        showError(out.inputError ? out.error : tr("The search failed: %1").arg(out.error));
    } else if (out.result) {
        StudySpec study = m_runningStudy;
        study.objective = out.result->objective;
        m_resultStudy = study;
        m_resultInputs = m_runningInputs;
        if (task == Task::Search && !recentSearch(m_runningKey))
            rememberSearch(m_runningKey, *out.result);
        showResult(std::move(*out.result));
        // The objective was changed while the search ran: rank by the one now chosen.
        const Objective chosen = Objective(m_objectiveBox->currentData().toInt());
        if (chosen != m_result->objective) {
            startRerank(chosen);
            return; // searchFinished() comes when the re-rank ends
        }
    }
    emit searchFinished();
}

void RecommendationPanel::showResult(Recommendation result)
{
    m_result = std::move(result);
    const Recommendation& r = *m_result;
    const bool training = r.workloadKind == "training";
    m_model->setCandidates(r.ranked, training);
    m_view->sortByColumn(CandidateTableModel::Rank, Qt::AscendingOrder);
    fitCandidateColumns(m_view);
    if (m_model->rowCount() > 0)
        m_view->selectRow(0);

    m_summary->setText(recommendationSummary(r));
    m_hint->setText(r.ranked.empty() ? tr("Relax a constraint or widen the search.") : QString());
    m_hint->setVisible(!m_hint->text().isEmpty());
    m_explanation->setHtml(recommendationHtml(r));
    m_pareto->setRecommendation(
        r, winnerBands(r, m_document->project(), m_document->data().catalog()));
    m_tornado->setBars(r.tornado, objectiveTitle(r.objective, training));

    if (r.monteCarlo) {
        const MonteCarloSummary& mc = *r.monteCarlo;
        m_monteCarlo->setSummary(mc, training);
        // Most likely best first.
        m_monteCarloView->sortByColumn(MonteCarloModel::ProbabilityBest, Qt::DescendingOrder);
        // Two different odds, each named for what it is: head to head against the runner-up,
        // and best of all the options (lower when a third option wins some samples).
        m_monteCarloSummary->setText(
            mc.options.size() >= 2
                ? tr("%1 over %2 samples (seed %3). Head to head: the recommended option beats "
                     "the runner-up in %4 % of the samples. P(best of all), in the legend and "
                     "the table, is the share of samples in which an option beats every other "
                     "one: it is lower when a third option wins some samples.")
                      .arg(objectiveTitle(mc.objective, training))
                      .arg(mc.samples)
                      .arg(mc.seed)
                      .arg(formatNumber(100.0 * mc.probabilityWinnerBeatsRunnerUp, 3))
                : tr("%1 over %2 samples (seed %3).")
                      .arg(objectiveTitle(mc.objective, training))
                      .arg(mc.samples)
                      .arg(mc.seed));
        m_monteCarloChart->setSummary(mc, training);
        const QStringList inputs = messageTexts(mc.inputs);
        m_monteCarloSummary->setToolTip(tr("Sampled: %1").arg(inputs.join(QStringLiteral("; "))));
        // The share of samples breaking a constraint, shown when some option breaks one.
        const bool anyInfeasible =
            std::any_of(mc.options.begin(), mc.options.end(),
                        [](const MonteCarloOption& o) { return o.infeasibleShare > 0; });
        m_monteCarloView->setColumnHidden(MonteCarloModel::Infeasible, !anyInfeasible);
        m_monteCarloView->resizeColumnsToContents();
    } else {
        m_monteCarlo->clear();
        m_monteCarloChart->clearChart();
        m_monteCarloSummary->setText(tr("No Monte Carlo comparison for this search."));
        m_monteCarloSummary->setToolTip({});
    }
    updateAddButton();
}

void RecommendationPanel::clearResults(const QString& hint)
{
    m_result.reset();
    m_resultInputs = {};
    const int study = m_studyBox->currentIndex();
    m_model->setCandidates({}, study < 0 || study >= int(m_studies.size()) ||
                                   studyIsTraining(*m_document, m_studies[size_t(study)]));
    m_summary->clear();
    m_explanation->clear();
    m_pareto->clear();
    m_tornado->clear();
    m_monteCarlo->clear();
    m_monteCarloChart->clearChart();
    m_monteCarloSummary->clear();
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
    updateAddButton();
}

void RecommendationPanel::showError(const QString& message)
{
    // A field named as the editor labels it, the file's place in the tooltip (#25).
    QString place;
    m_error->setText(reasonInWords(message, &place));
    m_error->setToolTip(place);
    m_error->show();
}

void RecommendationPanel::updateAddButton()
{
    m_addButton->setEnabled(!m_searching && m_result && m_view->currentIndex().isValid());
    m_compareButton->setEnabled(!m_searching && m_result &&
                                m_view->selectionModel()->hasSelection());
}

bool RecommendationPanel::compareSelected()
{
    if (!m_result || !m_view->selectionModel()->hasSelection()) {
        showError(tr("Select one or more candidates first."));
        return false;
    }
    // Rank order, whatever order they were clicked in.
    std::vector<int> rows;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        rows.push_back(m_proxy->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    if (rows.size() == 1 && rows.front() != 0 && !m_model->candidates().empty())
        rows.insert(rows.begin(), 0);
    const Scenario* tmpl = templateScenario(m_document->project(), m_resultStudy);
    if (!tmpl) {
        showError(tr("The study's template scenario is gone."));
        return false;
    }
    QStringList names;
    std::vector<Scenario> scenarios;
    try {
        for (int row : rows) {
            const Candidate& c = m_model->candidates().at(size_t(row));
            Scenario s = scenarioFromCandidate(*tmpl, c);
            s.name = tr("#%1 %2").arg(row + 1).arg(QString::fromStdString(c.label())).toStdString();
            names << QString::fromStdString(s.name);
            scenarios.push_back(std::move(s));
        }
    } catch (const std::exception& e) {
        showError(tr("Cannot compare this candidate: %1").arg(errorText(e)));
        return false;
    }
    m_error->clear();
    m_error->hide();
    emit compareRequested(names, scenarios);
    return true;
}

bool RecommendationPanel::addSelectedAsScenario()
{
    const QModelIndex current = m_view->currentIndex();
    if (!m_result || !current.isValid()) {
        showError(tr("Select a candidate first."));
        return false;
    }
    const int row = m_proxy->mapToSource(current).row();
    QString error;
    const Scenario* tmpl = templateScenario(m_document->project(), m_resultStudy);
    if (!tmpl) {
        error = tr("The study's template scenario is gone.");
    } else {
        try {
            // Built before the push: adding resets the project's views, this one included.
            Scenario scenario = scenarioFromCandidate(*tmpl, m_model->candidates().at(size_t(row)));
            error = commands::addScenario(*m_document, std::move(scenario));
        } catch (const std::exception& e) {
            error = errorText(e);
        }
    }
    if (!error.isEmpty()) {
        showError(tr("Could not add the scenario: %1").arg(error));
        return false;
    }
    m_error->hide();
    const QString name = shownName(m_document->project().scenarios.back().name);
    m_hint->setText(tr("Added the scenario \"%1\" (Edit > Undo removes it).").arg(name));
    m_hint->show();
    emit scenarioAdded(name);
    return true;
}

} // namespace ap
