#pragma once

#include "recommend/recommend.h"

#include <QAbstractTableModel>

namespace ap {

// The Monte Carlo comparison of the top candidates: how often each one comes out best when
// prices, utilisation, failure rates and efficiency are drawn from their spreads, and the
// 10th, 50th and 90th percentiles of its objective. Read-only.
class MonteCarloModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Option, ProbabilityBest, P10, P50, P90, Infeasible, ColumnCount };
    // double behind each numeric cell, for sorting.
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit MonteCarloModel(QObject* parent = nullptr);

    void setSummary(const MonteCarloSummary& summary, bool training);
    void clear();
    bool isEmpty() const { return m_summary.options.empty(); }
    const MonteCarloSummary& summary() const { return m_summary; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    double value(const MonteCarloOption& option, int column) const;

    MonteCarloSummary m_summary;
    bool m_training = true;
};

} // namespace ap
