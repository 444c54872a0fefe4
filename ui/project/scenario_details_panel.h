#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QListWidget;
class QTableView;

namespace ap {

class BreakdownChart;
class CashFlowChart;
class ScenarioFiguresModel;
class LatencyThroughputChart;
class ScenarioModel;
struct Scenario;
struct ScenarioResult;

// What one scenario's numbers are made of: its problems, memory per device against the usable
// capacity, and for training where a step's time goes, for inference the latency-throughput
// curve over the batch. Redrawn from the model whenever the shown row changes.
class ScenarioDetailsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioDetailsPanel(ScenarioModel* model, QWidget* parent = nullptr);

    // -1 shows nothing.
    void setRow(int row);
    int row() const { return m_row; }

    QListWidget* problemsList() const { return m_problems; }
    BreakdownChart* memoryChart() const { return m_memory; }
    BreakdownChart* stepChart() const { return m_step; }
    LatencyThroughputChart* latencyChart() const { return m_latency; }
    // Reliability and cost figures (checkpoints, goodput, timeouts; totals, unit costs).
    ScenarioFiguresModel* figures() const { return m_figures; }
    CashFlowChart* cashFlowChart() const { return m_cashFlow; }
    // A scenario at a model API: its list prices and data terms, where the cluster's charts
    // would be (they do not apply to the provider's devices).
    QLabel* apiTerms() const { return m_apiTerms; }
    // "Site figures…": opens the site editor on the shown scenario's compute site.
    QPushButton* siteButton() const { return m_siteButton; }

signals:
    // The user asked to edit the figures of `siteId` for scenario `row`.
    void siteEditRequested(int row, const QString& siteId);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void fitValueColumn();
    // A serving scenario that fits but serves less than the study it is the template of asks
    // for: the sentence that says so (empty otherwise).
    QString studyDemandShortfall(const Scenario& s, const ScenarioResult& r) const;

    ScenarioModel* m_model;
    int m_row = -1;
    QLabel* m_title;
    QLabel* m_summary;
    QListWidget* m_problems;
    BreakdownChart* m_memory;
    BreakdownChart* m_step;
    LatencyThroughputChart* m_latency;
    ScenarioFiguresModel* m_figures;
    QTableView* m_figuresView;
    CashFlowChart* m_cashFlow;
    QWidget* m_apiBox = nullptr;
    QLabel* m_apiTerms = nullptr;
    QPushButton* m_siteButton = nullptr;
    bool m_fitting = false; // fitValueColumn() running from the view's resize
};

} // namespace ap
