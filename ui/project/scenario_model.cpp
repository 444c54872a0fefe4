#include "project/scenario_model.h"

#include "common/figure_labels.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "editor/field_words.h"
#include "format/figure_text.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "format/shown_name.h"
#include "perf/api_served.h"
#include "perf/prediction_band.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "recommend/binding.h"

#include <QApplication>
#include <QBrush>
#include <QColor>
#include <QIcon>
#include <QStyle>

namespace ap {

namespace {

constexpr double kGB = 1e9;

const QColor kInfeasibleColor(0xC0, 0x1C, 0x28);

ScenarioField fieldFor(int column)
{
    switch (column) {
    case ScenarioModel::Name:
        return ScenarioField::Name;
    case ScenarioModel::Device:
        return ScenarioField::Device;
    case ScenarioModel::Count:
        return ScenarioField::Count;
    case ScenarioModel::Tensor:
        return ScenarioField::Tensor;
    case ScenarioModel::Pipeline:
        return ScenarioField::Pipeline;
    case ScenarioModel::Precision:
        return ScenarioField::Precision;
    default:
        return ScenarioField::Batch;
    }
}

bool isEditable(int column)
{
    switch (column) {
    case ScenarioModel::Name:
    case ScenarioModel::Device:
    case ScenarioModel::Count:
    case ScenarioModel::Tensor:
    case ScenarioModel::Pipeline:
    case ScenarioModel::Precision:
    case ScenarioModel::Batch:
        return true;
    default:
        return false;
    }
}

Precision precisionOf(const Scenario& s)
{
    if (const auto* t = std::get_if<TrainingWorkload>(&s.workload))
        return t->precision;
    return std::get<InferenceWorkload>(s.workload).precision;
}

QString precisionText(Precision p)
{
    return QString::fromUtf8(precisionName(p).data(), qsizetype(precisionName(p).size())).toUpper();
}

} // namespace

ScenarioModel::ScenarioModel(ProjectDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    evaluateAll();
    // Another project (or calibration): every row anew.
    connect(m_document, &ProjectDocument::scenariosReset, this, [this] {
        beginResetModel();
        evaluateAll();
        endResetModel();
    });
    // Another catalog: the same rows, every figure anew.
    connect(m_document, &ProjectDocument::dataReplaced, this, [this] {
        evaluateAll();
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
    // An edit: that row alone is evaluated again. A list change: row signals, so views keep
    // their selection and scroll position, and only the inserted row is evaluated.
    connect(m_document, &ProjectDocument::scenarioChanged, this, [this](int row) {
        evaluateRow(row);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(m_document, &ProjectDocument::scenarioAboutToBeInserted, this,
            [this](int row) { beginInsertRows({}, row, row); });
    connect(m_document, &ProjectDocument::scenarioInserted, this, [this](int row) {
        m_results.insert(m_results.begin() + row, ScenarioResult{});
        evaluateRow(row);
        endInsertRows();
    });
    connect(m_document, &ProjectDocument::scenarioAboutToBeRemoved, this,
            [this](int row) { beginRemoveRows({}, row, row); });
    connect(m_document, &ProjectDocument::scenarioRemoved, this, [this](int row) {
        m_results.erase(m_results.begin() + row);
        endRemoveRows();
    });
    connect(m_document, &ProjectDocument::scenarioAboutToBeMoved, this, [this](int from, int to) {
        // Qt counts the destination before the move: below `from`, one further.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(m_document, &ProjectDocument::scenarioMoved, this, [this](int from, int to) {
        ScenarioResult moved = std::move(m_results[size_t(from)]);
        m_results.erase(m_results.begin() + from);
        m_results.insert(m_results.begin() + to, std::move(moved));
        endMoveRows();
    });
}

void ScenarioModel::evaluateRow(int row)
{
    m_results.at(size_t(row)) = evaluateScenario(m_document->scenario(row), m_document->data());
}

void ScenarioModel::evaluateAll()
{
    m_results.assign(size_t(m_document->scenarioCount()), {});
    for (int row = 0; row < m_document->scenarioCount(); ++row)
        evaluateRow(row);
}

int ScenarioModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

int ScenarioModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

ap::Binding ScenarioModel::boundBy(const ScenarioResult& r)
{
    if (const InferenceResult* i = ownInference(r))
        return bindingOf(i->decodeBinding);
    if (r.training)
        return trainingBinding(*r.training);
    return ap::Binding::None;
}

QVariant ScenarioModel::resultValue(int row, int column) const
{
    const ScenarioResult& r = result(row);
    const std::optional<TrainingResult>& t = r.training;
    // Behind a model API the cluster's memory, batch and latency are not the scenario's
    // (perf/api_served.h); its throughput is the volume the API is priced at.
    const InferenceResult* i = ownInference(r);
    switch (column) {
    case Memory:
        return r.memoryPerDeviceBytes > 0 && !servedByApi(r)
                   ? QVariant(r.memoryPerDeviceBytes / kGB)
                   : QVariant();
    case Throughput:
        if (t)
            return t->tokensPerSec;
        if (r.inference)
            return shownOutputTokensPerSec(r);
        return {};
    case StepTime:
        return t ? QVariant(t->stepTimeSec) : QVariant();
    case Tpot:
        return i ? QVariant(i->tpotSec * 1e3) : QVariant();
    case Ttft:
        return i ? QVariant(i->ttftSec * 1e3) : QVariant();
    case Mfu:
        return t ? QVariant(t->mfu * 100.0) : QVariant();
    case TimeToTrain:
    case TimeToTrainIdeal:
    case TotalCost:
    case MonthlyCost: {
        const HeadlineFigures h = headlineFigures(r);
        const std::optional<double> v = column == TimeToTrain        ? h.timeToTrainSec
                                        : column == TimeToTrainIdeal ? h.timeToTrainIdealSec
                                        : column == TotalCost        ? h.totalCostUsd
                                                                     : h.monthlyCostUsd;
        return v ? QVariant(*v) : QVariant();
    }
    case ResultBatch:
        return i ? QVariant(i->batch) : QVariant();
    case WorstRegionTtft:
    case WorstRegionLatency: {
        // The region farthest from the site, as the details and Compare mark it.
        const std::vector<UserRegionFigures> regions = userRegionFigures(r);
        const int worst = worstUserRegion(regions);
        if (worst < 0 || regions.size() < 2)
            return {};
        const UserRegionFigures& f = regions[size_t(worst)];
        const std::optional<double> v =
            column == WorstRegionTtft ? f.ttftWithNetworkSec : f.requestLatencyWithNetworkSec;
        return v ? QVariant(*v * 1e3) : QVariant();
    }
    default:
        return {};
    }
}

bool ScenarioModel::anyUserRegions() const
{
    for (const ScenarioResult& r : m_results)
        if (r.cost && r.cost->userRegions.size() > 1)
            return true;
    return false;
}

QString ScenarioModel::regionsToolTip(int row) const
{
    const std::vector<UserRegionFigures> regions = userRegionFigures(result(row));
    if (regions.size() < 2)
        return {};
    const int worst = worstUserRegion(regions);
    QStringList lines;
    for (size_t k = 0; k < regions.size(); ++k) {
        const UserRegionFigures& f = regions[k];
        QString line =
            tr("%1 (%2 % of traffic): round trip %3 ms")
                .arg(QString::fromStdString(f.name).toHtmlEscaped(), formatNumber(100 * f.share, 3),
                     formatNumber(f.roundTripSec * 1e3, 4));
        if (f.ttftWithNetworkSec && f.requestLatencyWithNetworkSec)
            line = tr("%1, TTFT %2 ms, request %3 ms")
                       .arg(line, formatNumber(*f.ttftWithNetworkSec * 1e3, 4),
                            formatNumber(*f.requestLatencyWithNetworkSec * 1e3, 4));
        if (int(k) == worst)
            line = QStringLiteral("<b>%1</b>").arg(tr("%1 (worst)").arg(line));
        lines << line;
    }
    return tr("<b>Users by region</b> (network round trip included)<ul><li>%1</li></ul>")
        .arg(lines.join(QStringLiteral("</li><li>")));
}

QVariant ScenarioModel::displayValue(int row, int column) const
{
    const Scenario& s = m_document->scenario(row);
    const Parallelism& p = s.cluster.parallelism;
    const ScenarioResult& r = result(row);
    switch (column) {
    case Name:
        // The edit role has the whole name; a view lays out at most this much.
        return shownName(s.name);
    case Kind:
        return s.isTraining() ? tr("training") : tr("inference");
    case Device:
        return QString::fromStdString(s.cluster.deviceId);
    case Count:
        return s.cluster.count;
    case Tensor:
        return p.tensor;
    case Pipeline:
        return p.pipeline;
    case Data:
        return p.data;
    case Precision:
        return precisionText(precisionOf(s));
    case Batch:
        if (const auto* t = std::get_if<TrainingWorkload>(&s.workload))
            return formatNumber(t->globalBatchSequences, 8);
        if (const auto& b = std::get<InferenceWorkload>(s.workload).batch)
            return formatNumber(*b, 8);
        return tr("max");
    case Feasible:
        return r.feasible ? tr("yes") : tr("no");
    case Memory: {
        if (r.memoryPerDeviceBytes <= 0 || servedByApi(r))
            return QString();
        const double capacity = r.training    ? r.training->memoryCapacityBytes
                                : r.inference ? r.inference->memoryCapacityBytes
                                              : 0.0;
        if (capacity <= 0)
            return formatNumber(r.memoryPerDeviceBytes / kGB, 3);
        return tr("%1 / %2").arg(formatNumber(r.memoryPerDeviceBytes / kGB, 3),
                                 formatNumber(capacity / kGB, 3));
    }
    case Binding:
        if (const ap::Binding b = boundBy(r); b != ap::Binding::None)
            return messageText(bindingMessage(b));
        return QString();
    case TimeToTrain:
    case TimeToTrainIdeal: {
        const QVariant v = resultValue(row, column);
        return v.isValid() ? durationText(v.toDouble()) : QString();
    }
    case TotalCost:
    case MonthlyCost: {
        const QVariant v = resultValue(row, column);
        return v.isValid() ? usdText(v.toDouble()) : QString();
    }
    default: {
        const QVariant v = resultValue(row, column);
        if (!v.isValid())
            return QString();
        // Throughputs span 100 to millions: human numbers, as in the CLI and Compare.
        if (column == Throughput)
            return rateNumber(v.toDouble());
        if (column == Tpot || column == Ttft || column == WorstRegionTtft ||
            column == WorstRegionLatency)
            return millisecondsNumber(v.toDouble());
        const int digits = column == ResultBatch ? 8 : 4;
        return formatNumber(v.toDouble(), digits);
    }
    }
}

QVariant ScenarioModel::editValue(int row, int column) const
{
    if (column == Name) // the whole name, to edit (the display role has it bounded)
        return QString::fromStdString(m_document->scenario(row).name);
    const QVariant v = displayValue(row, column);
    if (column == Precision)
        return v.toString().toLower();
    if (column == Batch) {
        const Scenario& s = m_document->scenario(row);
        if (const auto* t = std::get_if<TrainingWorkload>(&s.workload))
            return QString::number(qint64(t->globalBatchSequences));
        const auto& b = std::get<InferenceWorkload>(s.workload).batch;
        return b ? QString::number(qint64(*b)) : QStringLiteral("max");
    }
    return v;
}

QString ScenarioModel::toolTip(int row, int column) const
{
    // The whole name: the view narrows a long one to leave the figures in sight.
    if (column == Name)
        return displayValue(row, Name).toString();
    const ScenarioResult& r = result(row);
    if (!r.feasible) {
        QStringList lines;
        for (const Message& problem : r.problems)
            lines << fieldPathsInWords(messageText(problem)).toHtmlEscaped();
        return tr("<b>Not feasible</b><ul><li>%1</li></ul>")
            .arg(lines.join(QStringLiteral("</li><li>")));
    }
    const Scenario& s = m_document->scenario(row);
    switch (column) {
    case Device:
        if (const ap::Device* d = m_document->data().catalog().find(s.cluster.deviceId))
            return QString::fromStdString(d->name);
        return tr("Not in the catalog");
    case Data:
        return tr("Data-parallel degree: count / (tensor × pipeline × context)");
    case Batch:
        return s.isTraining() ? tr("Global batch in sequences per optimizer step")
                              : tr("Concurrent sequences per replica, or \"max\": the largest "
                                   "that fits memory and the SLO");
    case Memory:
        return tr("Memory per device: needed / usable capacity");
    case WorstRegionTtft:
    case WorstRegionLatency:
        return regionsToolTip(row);
    case Throughput:
    case StepTime:
    case Tpot:
    case Ttft:
    case TimeToTrain: {
        // The model's P10-P90 range of the figure (perf/prediction_band.h), in the cell's unit.
        const auto b = scenarioBands(s, r, m_document->data());
        if (!b)
            return {};
        const std::optional<FigureBand> f = column == Throughput
                                                ? (r.training ? b->tokensPerSec
                                                              : b->outputTokensPerSec)
                                            : column == StepTime ? b->stepTimeSec
                                            : column == Tpot     ? b->tpotSec
                                            : column == Ttft     ? b->ttftSec
                                                                 : b->timeToTrainSec;
        if (!f)
            return {};
        const auto text = [&](double v) {
            if (column == Throughput)
                return rateNumber(v);
            if (column == TimeToTrain)
                return durationText(v);
            return column == StepTime ? formatNumber(v, 4) : millisecondsNumber(v * 1e3);
        };
        return tr("Model's P10-P90 range: %1 to %2 (its errors on %n measured run(s), regime "
                  "%3)",
                  nullptr, b->rows)
            .arg(text(f->p10), text(f->p90), QString::fromStdString(b->regime));
    }
    default:
        return {};
    }
}

QVariant ScenarioModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(row, column);
    case Qt::EditRole:
        return editValue(row, column);
    case Qt::ToolTipRole: {
        const QString tip = toolTip(row, column);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::ForegroundRole:
        if (!result(row).feasible)
            return QBrush(kInfeasibleColor);
        return {};
    case Qt::DecorationRole:
        if (column == Feasible && !result(row).feasible)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::TextAlignmentRole:
        if (column >= Count && column != Precision && column != Feasible && column != Binding)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ValueRole:
        return resultValue(row, column);
    case FeasibleRole:
        return result(row).feasible;
    case ChoicesRole:
        if (column == Device) {
            QStringList ids;
            for (const ap::Device& d : m_document->data().catalog().devices())
                ids << QString::fromStdString(d.id);
            return ids;
        }
        if (column == Precision) {
            QStringList names;
            for (const ap::Precision p : kAllPrecisions)
                if (p != ap::Precision::FP64)
                    names << QString::fromUtf8(precisionName(p).data(),
                                               qsizetype(precisionName(p).size()));
            return names;
        }
        return {};
    default:
        return {};
    }
}

QVariant ScenarioModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Throughput:
            return tr("Training: tokens processed per second by the whole cluster. Inference: "
                      "output tokens generated per second by all devices.");
        case Mfu:
            return tr("Model FLOPs utilisation: model FLOPs per second / peak of the precision");
        case Binding:
            return tr("What limits the scenario, as the recommendation reports it: serving, the "
                      "roofline ceiling of the decode step; training, computing (at least half "
                      "of a step) or communicating");
        case ResultBatch:
            return tr("Concurrent sequences per replica chosen for inference");
        case TimeToTrain:
            return tr("Wall time of the run: the ideal time divided by the goodput left by "
                      "interruptions and checkpoint stalls, times the straggler slowdown");
        case TimeToTrainIdeal:
            return tr("Tokens / tokens per second: no failures, stalls or stragglers");
        case TotalCost:
            return tr("Cash paid over the placement's horizon");
        case MonthlyCost:
            return tr("Total cost / months of the horizon");
        case WorstRegionTtft:
            return tr("Users in several regions: the time to first token the users of the "
                      "region farthest from the site see, its network round trip included");
        case WorstRegionLatency:
            return tr("Users in several regions: the whole request's latency the users of the "
                      "region farthest from the site see, its network round trip included");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Scenario");
    case Kind:
        return tr("Kind");
    case Device:
        return tr("Device");
    case Count:
        return tr("Count");
    case Tensor:
        return tr("TP");
    case Pipeline:
        return tr("PP");
    case Data:
        return tr("DP");
    case Precision:
        return tr("Precision");
    case Batch:
        return tr("Batch (seq)");
    case Feasible:
        return tr("Feasible");
    case Memory:
        return tr("Memory/device (GB)");
    case Throughput:
        return tr("Throughput (tokens/s)");
    case StepTime:
        return tr("Step time (s)");
    case Tpot:
        return tr("TPOT (ms)");
    case Ttft:
        return tr("TTFT (ms)");
    case Mfu:
        return tr("MFU (%)");
    case TimeToTrain:
        return headlineLabel(kLabelTimeToTrain);
    case TimeToTrainIdeal:
        return headlineLabel(kLabelTimeToTrainIdeal);
    case TotalCost:
        return headlineLabel(kLabelTotalCost);
    case MonthlyCost:
        return headlineLabel(kLabelMonthlyCost);
    case ResultBatch:
        return tr("Served batch (seq)");
    case Binding:
        return tr("Bound by");
    case WorstRegionTtft:
        return tr("TTFT, worst region (ms)");
    case WorstRegionLatency:
        return tr("Request, worst region (ms)");
    default:
        return {};
    }
}

Qt::ItemFlags ScenarioModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && isEditable(index.column()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool ScenarioModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !isEditable(index.column()))
        return false;
    // The document emits scenarioChanged(), which refreshes the row (and does so again on
    // undo and redo).
    const QString error =
        commands::editScenarioField(*m_document, index.row(), fieldFor(index.column()), value);
    if (!error.isEmpty()) {
        emit editRejected(error);
        return false;
    }
    return true;
}

} // namespace ap
