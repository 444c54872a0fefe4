// Progress, cancellation and re-ranking of a recommendation search (what the GUI needs to run
// it off its thread): a re-rank by another objective gives exactly what a fresh search with that
// objective gives; the progress counts end where the search's own counts do; a cancelled search
// throws SearchCancelled and nothing else, whenever the cancel arrives.
#include "recommend/recommend.h"
#include "test_context.h"
#include "test_paths.h"

#include <QtTest>

#include <thread>

using namespace ap;

namespace {

const Catalog& catalog()
{
    static const Catalog c = Catalog::builtIn();
    return c;
}

const Project& example()
{
    static const Project p =
        loadProjectFile(testSourceStd("/data/examples/where-to-run.accelplan"));
    return p;
}

std::vector<int> idsOf(const std::vector<Candidate>& list)
{
    std::vector<int> ids;
    for (const Candidate& c : list)
        ids.push_back(c.id);
    return ids;
}

} // namespace

class TestRecommendControl : public QObject {
    Q_OBJECT
private slots:
    void rerankMatchesFreshSearch_data();
    void rerankMatchesFreshSearch();
    void progressCountsMatchResult();
    void cancelBeforeStart();
    void cancelWhileRunning();
    void rerankWithoutStateRefused();
};

void TestRecommendControl::rerankMatchesFreshSearch_data()
{
    QTest::addColumn<int>("objective");
    for (int o = 0; o < kObjectiveCount; ++o)
        QTest::newRow(std::string(objectiveName(Objective(o))).c_str()) << o;
}

void TestRecommendControl::rerankMatchesFreshSearch()
{
    QFETCH(int, objective);
    const EfficiencyParams params = defaultEfficiencyParams();
    StudySpec study = example().studies.at(0); // confidential serving, four nines
    study.uncertainty.samples = 500;
    // The base search is the same for every objective: run once, shared by the rows.
    static const Recommendation base = recommend(example(), study, dataWith(catalog(), params));
    QVERIFY(base.searchState);
    QVERIFY(!base.ranked.empty());

    // A fresh search with the new objective (the base itself for its own objective: the same
    // inputs).
    study.objective = Objective(objective);
    const Recommendation fresh = study.objective == base.objective
                                     ? base
                                     : recommend(example(), study, dataWith(catalog(), params));
    const Recommendation reranked = rerank(base, Objective(objective));

    QCOMPARE(int(reranked.objective), objective);
    QCOMPARE(idsOf(reranked.ranked), idsOf(fresh.ranked));
    QCOMPARE(idsOf(reranked.pareto), idsOf(fresh.pareto));
    QCOMPARE(reranked.explanation, fresh.explanation);
    QCOMPARE(reranked.candidatesEvaluated, base.candidatesEvaluated);
    QCOMPARE(reranked.layoutsEvaluated, base.layoutsEvaluated);
    QVERIFY(reranked.monteCarlo && fresh.monteCarlo);
    QCOMPARE(reranked.monteCarlo->probabilityWinnerBeatsRunnerUp,
             fresh.monteCarlo->probabilityWinnerBeatsRunnerUp);
    // Ranked best first by the new objective.
    for (size_t i = 1; i < reranked.ranked.size(); ++i)
        QVERIFY(reranked.ranked[i - 1].objectives[size_t(objective)] <=
                reranked.ranked[i].objectives[size_t(objective)]);
    // The base result is left as it was (its state is shared, not changed).
    QCOMPARE(idsOf(rerank(base, base.objective).ranked), idsOf(base.ranked));
}

void TestRecommendControl::progressCountsMatchResult()
{
    SearchProgress progress;
    RecommendOptions options;
    options.progress = &progress;
    options.monteCarlo = false;
    const Recommendation r = recommend(example(), example().studies.at(0),
                                       dataWith(catalog(), defaultEfficiencyParams()), options);
    QVERIFY(progress.jobsTotal.load() > 0);
    QCOMPARE(progress.jobsDone.load(), progress.jobsTotal.load());
    QCOMPARE(progress.candidatesEvaluated.load(), r.candidatesEvaluated);
}

void TestRecommendControl::cancelBeforeStart()
{
    SearchProgress progress;
    progress.cancel = true;
    RecommendOptions options;
    options.progress = &progress;
    QVERIFY_THROWS_EXCEPTION(SearchCancelled,
                             recommend(example(), example().studies.at(1),
                                       dataWith(catalog(), defaultEfficiencyParams()), options));
    QCOMPARE(progress.jobsDone.load(), 0);
}

void TestRecommendControl::cancelWhileRunning()
{
    // The 405B study takes the longest: cancel once the first jobs are done.
    SearchProgress progress;
    RecommendOptions options;
    options.progress = &progress;
    options.threads = 2;
    std::thread canceller([&] {
        while (progress.jobsDone.load() == 0)
            std::this_thread::yield();
        progress.cancel = true;
    });
    bool cancelled = false;
    try {
        recommend(example(), example().studies.at(1),
                  dataWith(catalog(), defaultEfficiencyParams()), options);
    } catch (const SearchCancelled&) {
        cancelled = true;
    }
    canceller.join();
    QVERIFY(cancelled);
    QVERIFY(progress.jobsDone.load() < progress.jobsTotal.load());
}

void TestRecommendControl::rerankWithoutStateRefused()
{
    Recommendation r;
    QVERIFY_THROWS_EXCEPTION(std::logic_error, rerank(r, Objective::Time));
}

QTEST_GUILESS_MAIN(TestRecommendControl)
#include "tst_recommend_control.moc"
