#pragma once

#include <QWidget>

#include "project/project.h"

#include <QStringList>

#include <vector>

class QComboBox;
class QListWidget;
class QPushButton;
class QTabWidget;
class QTableView;

namespace ap {

class BuyVsRentChart;
class CompareModel;
class CostBreakdownChart;
class EgressChart;
class LatencyBatchChart;
class NetworkShareChart;
class PlotWidget;
class ScenarioModel;
class StorageBandwidthChart;
class UserLatencyChart;

// The "Compare" workspace: the project's scenarios side by side (CompareModel), which ones
// chosen in a checklist, and below them the plots: for every compared scenario where the
// money goes, TTFT/TPOT against the batch and the network's share of a request; for the
// scenario picked under "Plots for" buy vs rent, latency to users, storage bandwidth and
// egress economics. A plot that does not apply to that scenario (no
// placement, not a training run) is disabled with the reason in its tooltip.
class CompareView : public QWidget {
    Q_OBJECT
public:
    // Scenarios ticked when a project is opened (the rest are in the list to tick).
    static constexpr int kDefaultCompared = 10;
    explicit CompareView(ScenarioModel* scenarios, QWidget* parent = nullptr);

    CompareModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QTabWidget* plotTabs() const { return m_plots; }
    CostBreakdownChart* costBreakdownChart() const { return m_breakdown; }
    BuyVsRentChart* buyVsRentChart() const { return m_buyVsRent; }
    UserLatencyChart* userLatencyChart() const { return m_latency; }
    StorageBandwidthChart* storageChart() const { return m_storage; }
    EgressChart* egressChart() const { return m_egress; }
    LatencyBatchChart* latencyBatchChart() const { return m_latencyBatch; }
    NetworkShareChart* networkShareChart() const { return m_networkShare; }
    // The plot on the visible plot tab (what Export Chart saves).
    PlotWidget* currentPlot() const;

    // Recommendation candidates (as scenarios built from them) to compare beside the project's
    // scenarios, all checked; they stay until cleared or replaced and are re-evaluated when the
    // project changes (calibration, efficiency). Replaces the previous candidates.
    void setCandidates(const QStringList& names, const std::vector<Scenario>& scenarios);
    void clearCandidates();
    QListWidget* choices() const { return m_choices; }

    // Shows the per-scenario plots for option `row` of "Plots for": the scenario model's rows,
    // then the candidates.
    void setPlotScenario(int row);
    // Selects the plot tab by object name of its chart ("egressChart", ...); false if unknown.
    bool showPlot(const QString& chartName);

private:
    void rebuildScenarioList();
    void applyChecks();
    void refreshPlots();
    void evaluateCandidates();

    ScenarioModel* m_scenarios;
    CompareModel* m_model;
    QListWidget* m_choices;
    QTableView* m_table;
    QComboBox* m_plotScenario;
    QTabWidget* m_plots;
    CostBreakdownChart* m_breakdown;
    BuyVsRentChart* m_buyVsRent;
    UserLatencyChart* m_latency;
    StorageBandwidthChart* m_storage;
    EgressChart* m_egress;
    QPushButton* m_clearCandidates;
    QStringList m_candidateNames;
    std::vector<Scenario> m_candidateScenarios;
    LatencyBatchChart* m_latencyBatch;
    NetworkShareChart* m_networkShare;
    bool m_rebuilding = false;
};

} // namespace ap
