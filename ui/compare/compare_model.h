#pragma once

#include <QAbstractTableModel>
#include <QVector>

#include "perf/scenario_evaluation.h"
#include "project/project.h"

#include <functional>
#include <optional>
#include <vector>

namespace ap {

class ScenarioModel;

// Scenarios side by side: one column per compared scenario, one row per input or result
// (performance, reliability, cost, energy, latency, availability). Cells that differ from the
// first column (both present) are tinted; the best value of a row with a direction (cheaper,
// faster, more available) is bold with a green tint. Figures come from the scenario model's
// evaluations, formatted by the same functions as the scenario table, so a number reads the same in
// both.
class CompareModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum class Better { None, Lower, Higher };
    enum Role {
        // double: the number behind the cell (seconds, USD, ...); invalid for text rows.
        ValueRole = Qt::UserRole + 1,
        // bool: the cell holds the best value of its row.
        BestRole,
        // bool: the cell differs from the first compared scenario.
        DiffersRole,
    };

    explicit CompareModel(ScenarioModel* scenarios, QObject* parent = nullptr);

    // Scenario rows of the scenario model to compare, in column order. Default: all.
    void setScenarioRows(const QVector<int>& rows);
    QVector<int> scenarioRows() const { return m_columns; }

    // Options that are not scenarios of the project (recommendation candidates), each with its
    // evaluation; shown after the scenarios, those listed in setShownCandidates() (default all).
    struct Candidate {
        QString name;
        Scenario scenario;
        ScenarioResult result;
    };
    void setCandidates(std::vector<Candidate> candidates);
    const std::vector<Candidate>& candidates() const { return m_candidates; }
    void setShownCandidates(const QVector<int>& indices);
    QVector<int> shownCandidates() const { return m_shownCandidates; }

    // What column `column` shows (a scenario of the project or a candidate).
    const Scenario& scenarioAt(int column) const;
    const ScenarioResult& resultAt(int column) const;
    QString nameAt(int column) const;

    // The row showing `label` (untranslated English of the row), -1 if none.
    int rowOf(const QString& label) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    enum class Format {
        Text,
        Number,
        Duration,
        Usd,
        Percent,
        Availability,
        Milliseconds,
        Kilowatts
    };
    struct Figure {
        QString group;
        QString label;   // translated
        QString english; // for rowOf()
        Format format = Format::Number;
        Better better = Better::None;
        // Grows with the option's size (total cost, throughput, energy): an 8-GPU option and a
        // 38-GPU one are not better or worse on it, so no "best" is marked.
        bool extensive = false;
        QString unit; // appended to numbers ("tokens/s", "GB")
        std::function<std::optional<double>(const Scenario&, const ScenarioResult&)> value;
        std::function<QString(const Scenario&, const ScenarioResult&)> text;
    };
    void buildFigures();
    void resetColumns();
    std::optional<double> valueAt(int row, int column) const;
    QString textAt(int row, int column) const;
    // The best column of a figure, computed once per figure until the columns or their values
    // change (every cell's colour and font ask for it: recomputing it per cell made a
    // 1,000-scenario comparison quadratic, #29).
    std::optional<int> bestColumn(int row) const;
    std::optional<int> computeBestColumn(int row) const;
    bool differs(int row, int column) const;

    ScenarioModel* m_scenarios;
    QVector<int> m_columns;
    std::vector<Candidate> m_candidates;
    QVector<int> m_shownCandidates;
    bool m_allRows = true;
    std::vector<Figure> m_figures;
    // bestColumn() per figure; empty when stale.
    mutable std::vector<std::optional<std::optional<int>>> m_best;
};

} // namespace ap
