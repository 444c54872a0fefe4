#include "recommend/monte_carlo_model.h"

#include "format/number_format.h"
#include "recommend/objective_text.h"

namespace ap {

MonteCarloModel::MonteCarloModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MonteCarloModel::setSummary(const MonteCarloSummary& summary, bool training)
{
    beginResetModel();
    m_summary = summary;
    m_training = training;
    endResetModel();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void MonteCarloModel::clear()
{
    beginResetModel();
    m_summary = {};
    endResetModel();
}

int MonteCarloModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_summary.options.size());
}

int MonteCarloModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double MonteCarloModel::value(const MonteCarloOption& o, int column) const
{
    const auto shown = [&](double v) {
        return objectiveFromEngine(m_summary.objective, m_training, v);
    };
    switch (column) {
    case ProbabilityBest:
        return 100.0 * o.probabilityBest;
    case P10:
        return shown(o.p10);
    case P50:
        return shown(o.p50);
    case P90:
        return shown(o.p90);
    case Infeasible:
        return 100.0 * o.infeasibleShare;
    default:
        return 0.0;
    }
}

QVariant MonteCarloModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const MonteCarloOption& o = m_summary.options[size_t(index.row())];
    const bool text = index.column() == Option;
    switch (role) {
    case Qt::DisplayRole:
        return text ? QString::fromStdString(o.label) : formatNumber(value(o, index.column()), 3);
    case SortRole:
        return text ? QVariant(QString::fromStdString(o.label))
                    : QVariant(value(o, index.column()));
    case Qt::ToolTipRole:
        return text ? QString::fromStdString(o.label) : QVariant();
    case Qt::TextAlignmentRole:
        return int(text ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant MonteCarloModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ProbabilityBest)
        return tr("Share of the samples in which this candidate is the best of all candidates. "
                  "The winner can beat the runner-up in nearly every sample and still be best "
                  "of all in fewer: in the others a third candidate beats both.");
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Infeasible)
        return tr("Share of the samples in which this candidate breaks a constraint of the study "
                  "(budget, deadline, SLO, ...) under the sampled inputs: it cannot be best "
                  "there. Its figures in those samples still count in P10, P50 and P90.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString unit = objectiveUnit(m_summary.objective, m_training);
    switch (section) {
    case Option:
        return tr("Candidate");
    case ProbabilityBest:
        return tr("P(best of all) (%)");
    case P10:
        return tr("P10 (%1)").arg(unit);
    case P50:
        return tr("P50 (%1)").arg(unit);
    case P90:
        return tr("P90 (%1)").arg(unit);
    case Infeasible:
        return tr("Infeasible (%)");
    default:
        return {};
    }
}

} // namespace ap
