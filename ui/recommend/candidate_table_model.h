#pragma once

#include "recommend/recommend.h"

#include <QAbstractTableModel>

#include <vector>

namespace ap {

// The ranked candidates of a recommendation, one row each in the engine's order (best first).
// Read-only; rebuilt whenever a search finishes. The numbers behind the cells are available
// under SortRole so a QSortFilterProxyModel sorts "10" after "9" and days after hours.
class CandidateTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Rank,
        Device,
        Count,
        Layout,
        Site,
        Commitment,
        CostPerWork,
        Time,
        Latency,
        Energy,
        Risk,
        Availability,
        TotalCost,   // the placement's cash over its horizon, as the scenario table's column
        MonthlyCost, // total cost / months of the horizon
        ColumnCount
    };
    enum Role {
        // double (or the text for text columns): what the proxy sorts by.
        SortRole = Qt::UserRole + 1,
        // int: index of the candidate in candidates().
        CandidateRole,
    };

    explicit CandidateTableModel(QObject* parent = nullptr);

    // `training` picks the units: per run and days, or per million tokens and seconds.
    void setCandidates(std::vector<Candidate> candidates, bool training);
    void clear();

    const std::vector<Candidate>& candidates() const { return m_candidates; }
    bool isTraining() const { return m_training; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "TP8 PP2 DP4", or "TP2 × 4 replicas, batch 32" for serving.
    static QString layoutText(const Candidate& candidate, bool training);
    // "3y commitment" style text, or "owned" for an on-premises site.
    static QString commitmentText(const Candidate& candidate);

private:
    QVariant sortValue(const Candidate& c, int row, int column) const;
    QString displayText(const Candidate& c, int row, int column) const;
    QString toolTip(const Candidate& c) const;

    std::vector<Candidate> m_candidates;
    bool m_training = true;
};

} // namespace ap
