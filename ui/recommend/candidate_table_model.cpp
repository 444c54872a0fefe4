#include "recommend/candidate_table_model.h"

#include "common/figure_labels.h"
#include "economics/confidence_word.h"
#include "editor/field_words.h"
#include "format/figure_text.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "recommend/candidate_warning.h"
#include "recommend/objective_text.h"
#include "recommend/recommendation_text.h"

#include <QColor>
#include <QStringList>

namespace ap {

namespace {

QString number(double v)
{
    return formatNumber(v, 3);
}

} // namespace

CandidateTableModel::CandidateTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void CandidateTableModel::setCandidates(std::vector<Candidate> candidates, bool training)
{
    beginResetModel();
    m_candidates = std::move(candidates);
    m_training = training;
    endResetModel();
    // The unit texts in the headers depend on the workload kind.
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void CandidateTableModel::clear()
{
    beginResetModel();
    m_candidates.clear();
    endResetModel();
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString CandidateTableModel::layoutText(const Candidate& c, bool training)
{
    const Parallelism& p = c.parallelism;
    QStringList parts;
    parts << tr("TP%1").arg(p.tensor) << tr("PP%1").arg(p.pipeline);
    if (p.context > 1)
        parts << tr("CP%1").arg(p.context);
    if (p.expert > 1)
        parts << tr("EP%1").arg(p.expert);
    if (training) {
        parts << tr("DP%1").arg(p.data);
        return parts.join(QLatin1Char(' '));
    }
    return tr("%1 × %n replica(s), batch %2", nullptr, c.replicas)
        .arg(parts.join(QLatin1Char(' ')), number(c.batch));
}

QString CandidateTableModel::commitmentText(const Candidate& c)
{
    if (!c.cloud)
        return tr("owned");
    switch (c.commitment) {
    case Commitment::OnDemand:
        return tr("on demand");
    case Commitment::Commit1y:
        return tr("1 year");
    case Commitment::Commit3y:
        return tr("3 years");
    case Commitment::Spot:
        return tr("spot");
    }
    return {};
}

QString CandidateTableModel::displayText(const Candidate& c, int row, int column) const
{
    switch (column) {
    case Rank:
        return QString::number(row + 1);
    case Device:
        return QString::fromStdString(c.deviceId);
    case Count:
        return QString::number(c.count);
    case Layout:
        return layoutText(c, m_training);
    case Site:
        if (c.fallbackSite.empty())
            return QString::fromStdString(c.site);
        return tr("%1 (fallback %2)")
            .arg(QString::fromStdString(c.site), QString::fromStdString(c.fallbackSite));
    case Commitment:
        return commitmentText(c);
    case CostPerWork:
        return number(c.costPerWorkUsd);
    case TotalCost:
        return usdText(c.horizonCostUsd);
    case MonthlyCost:
        return c.horizonMonths > 0 ? usdText(c.horizonCostUsd / c.horizonMonths) : QString();
    case Time:
        return number(objectiveValue(c, Objective::Time, m_training));
    case Latency:
        return number(objectiveValue(c, Objective::Latency, m_training));
    case Energy:
        return number(c.energyKwhPerWork);
    case Risk:
        return number(100.0 * c.risk);
    case Availability:
        // Nines matter here: 99.9 and 99.99 differ by hours of downtime a year.
        return availabilityNumber(c.availability);
    default:
        return {};
    }
}

QVariant CandidateTableModel::sortValue(const Candidate& c, int row, int column) const
{
    switch (column) {
    case Rank:
        return row;
    case Count:
        return c.count;
    case Layout:
        // Fewer model-parallel ranks first: the simpler layout.
        return c.parallelism.tensor * c.parallelism.pipeline * c.parallelism.context;
    case CostPerWork:
        return c.costPerWorkUsd;
    case TotalCost:
        return c.horizonCostUsd;
    case MonthlyCost:
        return c.horizonMonths > 0 ? c.horizonCostUsd / c.horizonMonths : 0.0;
    case Time:
        return objectiveValue(c, Objective::Time, m_training);
    case Latency:
        return objectiveValue(c, Objective::Latency, m_training);
    case Energy:
        return c.energyKwhPerWork;
    case Risk:
        return c.risk;
    case Availability:
        return c.availability;
    default:
        return displayText(c, row, column);
    }
}

QString CandidateTableModel::toolTip(const Candidate& c) const
{
    QStringList lines;
    lines << candidateLabel(c);
    if (c.binding != Binding::None)
        lines << tr("Bound by: %1").arg(messageText(bindingMessage(c.binding)));
    if (!c.priceConfidence.empty())
        lines << tr("Price confidence: %1").arg(messageText(confidenceWord(c.priceConfidence)));
    if (!c.riskTerms.empty()) {
        lines << tr("Risk made of:");
        for (const auto& [term, value] : c.riskTerms)
            lines << tr("  %1: %2 %").arg(QString::fromStdString(term), number(100.0 * value));
    }
    if (const auto slow = latencyWarning(c))
        lines << messageText(*slow);
    if (!c.problems.empty()) {
        lines << tr("Problems:");
        for (const Message& p : c.problems)
            lines << tr("  %1").arg(fieldPathsInWords(messageText(p)));
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Candidate& c = m_candidates[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayText(c, index.row(), index.column());
    case SortRole:
        return sortValue(c, index.row(), index.column());
    case CandidateRole:
        return index.row();
    case Qt::ToolTipRole:
        switch (index.column()) {
        case Device:
        case Layout:
        case Site:
        case Commitment: {
            // A text the table may elide (recommendation_panel.cpp): whole in the tooltip.
            const QString tip = toolTip(c);
            const QString text = displayText(c, index.row(), index.column());
            return tip.contains(text) ? tip : text + QLatin1Char('\n') + tip;
        }
        default:
            return toolTip(c);
        }
    case Qt::ForegroundRole:
        // A request latency people would wait too long for (its warning in the tooltip).
        if (index.column() == Time && latencyWarning(c))
            return QColor(0x9C, 0x5B, 0x00);
        return {};
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case Device:
        case Layout:
        case Site:
        case Commitment:
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        default:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto titled = [this](Objective o) {
        return tr("%1 (%2)", "column title (unit)")
            .arg(objectiveTitle(o, m_training), objectiveUnit(o, m_training));
    };
    switch (section) {
    case Rank:
        return tr("Rank");
    case Device:
        return tr("Device");
    case Count:
        return tr("Count");
    case Layout:
        return m_training ? tr("Layout (TP/PP/DP)") : tr("Layout (replicas)");
    case Site:
        return tr("Site");
    case Commitment:
        return tr("Commitment");
    case CostPerWork:
        return titled(Objective::Cost);
    case Time:
        return titled(Objective::Time);
    case Latency:
        return titled(Objective::Latency);
    case Energy:
        return titled(Objective::Energy);
    case Risk:
        return tr("Risk (%)");
    case Availability:
        return tr("Availability (%)");
    case TotalCost:
        return headlineLabel(kLabelTotalCost);
    case MonthlyCost:
        return headlineLabel(kLabelMonthlyCost);
    default:
        return {};
    }
}

} // namespace ap
