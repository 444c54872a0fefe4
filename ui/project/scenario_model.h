#pragma once

#include "hardware/catalog.h"
#include "perf/scenario_evaluation.h"
#include "recommend/recommend.h"

#include <QAbstractTableModel>

#include <vector>

namespace ap {

class ProjectDocument;

// One row per scenario of the open project: its inputs (editable, each edit an undoable
// command) and its evaluated results. Results are recomputed for a row whenever the document
// says it changed (an evaluation takes microseconds), so they can never be stale.
class ScenarioModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        // Inputs.
        Name,
        Kind,
        Device,
        Count,
        Tensor,
        Pipeline,
        Data,
        Precision,
        Batch,
        // Results.
        Feasible,
        Memory,
        Throughput,
        StepTime,
        Tpot,
        Ttft,
        Mfu,
        TimeToTrain, // with failures and stalls (perf/scenario_figures.h HeadlineFigures)
        ResultBatch,
        Binding,
        TimeToTrainIdeal,
        TotalCost,
        MonthlyCost,
        // Users in several regions (placement.users.regions): what the users of the region
        // farthest from the site see, network round trip included (userRegionFigures, the
        // figure the details, Compare, the CLI and the playbook show). Empty with one region.
        WorstRegionTtft,
        WorstRegionLatency,
        ColumnCount
    };
    static constexpr int kFirstResultColumn = Feasible;

    enum Role {
        // The number behind a result cell in the unit of its header (double; invalid if none);
        // durations (time to train) in seconds and costs in USD, whose cells carry the unit.
        ValueRole = Qt::UserRole + 1,
        // QStringList of allowed values for editable cells with a fixed choice (device,
        // precision); ChoiceDelegate shows them in a combo box.
        ChoicesRole,
        // bool: the row's scenario is feasible.
        FeasibleRole,
    };

    explicit ScenarioModel(ProjectDocument* document, QObject* parent = nullptr);

    ProjectDocument* document() const { return m_document; }

    // The evaluation of a row as shown.
    const ScenarioResult& result(int row) const { return m_results.at(size_t(row)); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    // Goes through commands::editScenarioField: undoable, validated. A rejected value emits
    // editRejected() and returns false.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // What binds the scenario, as the recommendation defines it (recommend/binding.h):
    // serving, its decode step's roofline ceiling; training, computing or communicating.
    // ap::Binding::None when the scenario was not evaluated.
    static ap::Binding boundBy(const ScenarioResult& result);

    // Whether any row's users are in several regions (the worst-region columns have values).
    bool anyUserRegions() const;

signals:
    void editRejected(const QString& reason);

private:
    void evaluateRow(int row);
    void evaluateAll();
    QVariant displayValue(int row, int column) const;
    QVariant editValue(int row, int column) const;
    QVariant resultValue(int row, int column) const;
    QString toolTip(int row, int column) const;
    QString regionsToolTip(int row) const;

    ProjectDocument* m_document;
    std::vector<ScenarioResult> m_results;
};

} // namespace ap
