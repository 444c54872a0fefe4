#include "compare/compare_model.h"

#include "common/number_text.h"
#include "document/project_document.h"
#include "format/figure_text.h"
#include "format/number_format.h"
#include "format/shown_name.h"
#include "perf/api_served.h"
#include "perf/figure_registry.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/cost_figures.h"
#include "project/scenario_model.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QLocale>

#include <cmath>

namespace ap {

namespace {

const QColor kDiffersTint(0xFF, 0xF4, 0xCC); // pale amber
const QColor kBestTint(0xD5, 0xF0, 0xD5);    // pale green

using Value = std::optional<double>;

Value when(bool present, double v)
{
    return present && std::isfinite(v) ? Value(v) : std::nullopt;
}

QString precisionText(const Scenario& s)
{
    const Precision p = s.isTraining() ? std::get<TrainingWorkload>(s.workload).precision
                                       : std::get<InferenceWorkload>(s.workload).precision;
    return QString::fromUtf8(precisionName(p).data(), qsizetype(precisionName(p).size())).toUpper();
}

} // namespace

CompareModel::CompareModel(ScenarioModel* scenarios, QObject* parent)
    : QAbstractTableModel(parent)
    , m_scenarios(scenarios)
{
    buildFigures();
    resetColumns();
    // Whatever changes the columns or their values makes the remembered best columns stale.
    // Connected before any view, so the views read fresh ones.
    const auto stale = [this] { m_best.clear(); };
    connect(this, &QAbstractItemModel::modelReset, this, stale);
    connect(this, &QAbstractItemModel::columnsInserted, this, stale);
    connect(this, &QAbstractItemModel::columnsRemoved, this, stale);
    connect(this, &QAbstractItemModel::columnsMoved, this, stale);
    connect(this, &QAbstractItemModel::dataChanged, this, stale);
    connect(this, &QAbstractItemModel::layoutChanged, this, stale);
    // Another project: every column anew. An edit re-reads every cell (dataChanged below): the
    // evaluations live in the scenario model and are never stale there. Scenarios added,
    // removed or moved become column signals (all scenarios shown) or a renumbering of the
    // chosen ones, so the view keeps its selection and scroll position.
    connect(m_scenarios, &QAbstractItemModel::modelReset, this, [this] {
        beginResetModel();
        resetColumns();
        endResetModel();
    });
    connect(m_scenarios, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) {
                if (m_allRows) {
                    beginInsertColumns({}, first, last);
                    resetColumns();
                    endInsertColumns();
                    return;
                }
                for (int& row : m_columns)
                    if (row >= first)
                        row += last - first + 1;
            });
    connect(m_scenarios, &QAbstractItemModel::rowsRemoved, this,
            [this](const QModelIndex&, int first, int last) {
                if (m_allRows) {
                    beginRemoveColumns({}, first, last);
                    resetColumns();
                    endRemoveColumns();
                    return;
                }
                for (int column = int(m_columns.size()) - 1; column >= 0; --column) {
                    int& row = m_columns[column];
                    if (row > last) {
                        row -= last - first + 1;
                    } else if (row >= first) {
                        beginRemoveColumns({}, column, column);
                        m_columns.removeAt(column);
                        endRemoveColumns();
                    }
                }
            });
    connect(m_scenarios, &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex&, int start, int end, const QModelIndex&, int destination) {
                if (m_allRows) {
                    // Column i shows row i: the columns move as the rows did.
                    beginMoveColumns({}, start, end, {}, destination);
                    endMoveColumns();
                    return;
                }
                // The chosen columns keep their places; their rows are renumbered.
                const int n = end - start + 1;
                for (int& row : m_columns) {
                    if (row >= start && row <= end)
                        row += destination > start ? destination - end - 1 : destination - start;
                    else if (destination > end && row > end && row < destination)
                        row -= n;
                    else if (destination < start && row >= destination && row < start)
                        row += n;
                }
            });
    connect(m_scenarios, &QAbstractItemModel::dataChanged, this, [this] {
        if (rowCount() > 0 && columnCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        emit headerDataChanged(Qt::Horizontal, 0, std::max(0, columnCount() - 1));
    });
}

void CompareModel::resetColumns()
{
    const int n = m_scenarios->rowCount();
    if (m_allRows) {
        m_columns.clear();
        for (int i = 0; i < n; ++i)
            m_columns << i;
    } else {
        m_columns.removeIf([n](int r) { return r < 0 || r >= n; });
    }
}

void CompareModel::setScenarioRows(const QVector<int>& rows)
{
    beginResetModel();
    m_allRows = false;
    m_columns = rows;
    resetColumns();
    endResetModel();
}

void CompareModel::setCandidates(std::vector<Candidate> candidates)
{
    beginResetModel();
    m_candidates = std::move(candidates);
    m_shownCandidates.clear();
    for (int i = 0; i < int(m_candidates.size()); ++i)
        m_shownCandidates << i;
    endResetModel();
}

void CompareModel::setShownCandidates(const QVector<int>& indices)
{
    beginResetModel();
    m_shownCandidates.clear();
    for (int i : indices)
        if (i >= 0 && i < int(m_candidates.size()))
            m_shownCandidates << i;
    endResetModel();
}

const Scenario& CompareModel::scenarioAt(int column) const
{
    if (column < m_columns.size())
        return m_scenarios->document()->scenario(m_columns[column]);
    return m_candidates.at(size_t(m_shownCandidates.at(column - m_columns.size()))).scenario;
}

const ScenarioResult& CompareModel::resultAt(int column) const
{
    if (column < m_columns.size())
        return m_scenarios->result(m_columns[column]);
    return m_candidates.at(size_t(m_shownCandidates.at(column - m_columns.size()))).result;
}

QString CompareModel::nameAt(int column) const
{
    if (column < m_columns.size())
        return QString::fromStdString(scenarioAt(column).name);
    return m_candidates.at(size_t(m_shownCandidates.at(column - m_columns.size()))).name;
}

void CompareModel::buildFigures()
{
    const auto add = [this](const QString& group, const char* english, Format format, Better better,
                            const QString& unit, auto value) {
        Figure f;
        f.group = group;
        f.english = QString::fromLatin1(english);
        f.label = tr(english);
        f.format = format;
        f.better = better;
        f.unit = unit;
        f.value = value;
        m_figures.push_back(std::move(f));
    };
    // The registry's figures of one area that this view shows (perf/figure_registry.h): label,
    // unit and value from there. Latencies read in milliseconds here, like the engine's TTFT
    // beside them. A figure with a label per workload would need one row per label: none is
    // shown here yet.
    const auto addFigures = [this](const QString& group, FigureArea area) {
        for (const HeadlineFigureInfo& info : headlineFigureInfos()) {
            if (info.area != area || !info.shownIn(kViewCompare))
                continue;
            Figure f;
            f.group = group;
            f.english = QString::fromUtf8(info.label.data(), qsizetype(info.label.size()));
            f.label = headlineLabel(info.label.data());
            switch (info.unit) {
            case FigureUnit::Seconds:
                f.format = area == FigureArea::Latency ? Format::Milliseconds : Format::Duration;
                break;
            case FigureUnit::Usd:
                f.format = Format::Usd;
                break;
            case FigureUnit::KilowattHours:
            case FigureUnit::KilogramsCo2: // SI symbols, the same in every language
            case FigureUnit::Bytes:
                f.unit = QString::fromLatin1(unitSymbol(info.unit).data(),
                                             qsizetype(unitSymbol(info.unit).size()));
                break;
            case FigureUnit::Watts:
                f.format = Format::Kilowatts;
                break;
            }
            f.better = Better::Lower;
            f.extensive = info.extensive;
            f.value = [&info](const Scenario&, const ScenarioResult& r) {
                return info.value(r, headlineFigures(r));
            };
            m_figures.push_back(std::move(f));
        }
    };
    const auto addText = [this](const QString& group, const char* english, auto text) {
        Figure f;
        f.group = group;
        f.english = QString::fromLatin1(english);
        f.label = tr(english);
        f.format = Format::Text;
        f.text = text;
        m_figures.push_back(std::move(f));
    };

    // Marks the figure just added as growing with the option's size (no "best" on it).
    const auto extensive = [this] { m_figures.back().extensive = true; };

    const QString inputs = tr("Inputs");
    addText(inputs, QT_TR_NOOP("Kind"), [](const Scenario& s, const ScenarioResult&) {
        return s.isTraining() ? tr("training") : tr("inference");
    });
    addText(inputs, QT_TR_NOOP("Device"), [](const Scenario& s, const ScenarioResult&) {
        return QString::fromStdString(s.cluster.deviceId);
    });
    add(inputs, QT_TR_NOOP("Devices"), Format::Number, Better::None, QString(),
        [](const Scenario& s, const ScenarioResult&) { return Value(s.cluster.count); });
    addText(inputs, QT_TR_NOOP("Parallelism"), [](const Scenario& s, const ScenarioResult&) {
        const Parallelism& p = s.cluster.parallelism;
        return tr("TP%1 PP%2 DP%3").arg(p.tensor).arg(p.pipeline).arg(p.data);
    });
    addText(inputs, QT_TR_NOOP("Precision"),
            [](const Scenario& s, const ScenarioResult&) { return precisionText(s); });
    addText(inputs, QT_TR_NOOP("Site"), [](const Scenario& s, const ScenarioResult&) {
        return s.placement ? QString::fromStdString(s.placement->computeSite) : QString();
    });
    addText(inputs, QT_TR_NOOP("Feasible"), [](const Scenario&, const ScenarioResult& r) {
        return r.feasible ? tr("yes") : tr("no");
    });

    const QString perf = tr("Performance");
    add(perf, QT_TR_NOOP("Memory per device"), Format::Number, Better::None, tr("GB"),
        [](const Scenario&, const ScenarioResult& r) {
            return when(r.memoryPerDeviceBytes > 0 && !servedByApi(r),
                        r.memoryPerDeviceBytes / 1e9);
        });
    add(perf, QT_TR_NOOP("Throughput"), Format::Number, Better::Higher, tr("tokens/s"),
        [](const Scenario&, const ScenarioResult& r) {
            if (r.training)
                return when(true, r.training->tokensPerSec);
            return when(r.inference.has_value(), shownOutputTokensPerSec(r));
        });
    extensive();
    add(perf, QT_TR_NOOP("MFU"), Format::Percent, Better::Higher, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            return when(r.training.has_value(), r.training ? r.training->mfu : 0.0);
        });
    addFigures(perf, FigureArea::Time);
    add(perf, QT_TR_NOOP("TTFT"), Format::Milliseconds, Better::Lower, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            const InferenceResult* i = ownInference(r);
            return when(i != nullptr, i ? i->ttftSec : 0.0);
        });
    addFigures(perf, FigureArea::Latency);
    add(perf, QT_TR_NOOP("TPOT"), Format::Milliseconds, Better::Lower, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            const InferenceResult* i = ownInference(r);
            return when(i != nullptr, i ? i->tpotSec : 0.0);
        });

    const QString rel = tr("Reliability");
    add(rel, QT_TR_NOOP("Goodput"), Format::Percent, Better::Higher, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            return when(r.reliability.has_value(), r.reliability ? r.reliability->goodput : 0.0);
        });
    add(rel, QT_TR_NOOP("Interruptions per day"), Format::Number, Better::Lower, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            return when(r.reliability.has_value(),
                        r.reliability ? r.reliability->interruptionsPerDay : 0.0);
        });
    extensive();
    add(rel, QT_TR_NOOP("Checkpoint stall"), Format::Duration, Better::Lower, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            return when(r.reliability.has_value(),
                        r.reliability ? r.reliability->checkpointStallSec : 0.0);
        });
    add(rel, QT_TR_NOOP("Availability"), Format::Availability, Better::Higher, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            return when(r.cost && r.inference, r.cost ? r.cost->availability : 0.0);
        });
    // The WAN-down report (edge and disconnected deployments): what is still served.
    add(rel, QT_TR_NOOP("Served with the WAN down"), Format::Percent, Better::Higher, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            const bool has = r.cost && r.cost->wanDown;
            return when(has, has ? r.cost->wanDown->servedFraction : 0.0);
        });
    add(rel, QT_TR_NOOP("Lost with the WAN down"), Format::Number, Better::None, tr("tokens/s"),
        [](const Scenario&, const ScenarioResult& r) {
            const bool has = r.cost && r.cost->wanDown;
            return when(has, has ? r.cost->wanDown->demandOutputTokensPerSec -
                                       r.cost->wanDown->servedOutputTokensPerSec
                                 : 0.0);
        });
    add(rel, QT_TR_NOOP("WAN down, expected"), Format::Number, Better::Lower, tr("h/year"),
        [](const Scenario&, const ScenarioResult& r) {
            const bool has = r.cost && r.cost->wanDown;
            return when(has, has ? r.cost->wanDown->outageHoursPerYear : 0.0);
        });

    const QString cost = tr("Cost");
    addFigures(cost, FigureArea::Cost);
    add(cost, QT_TR_NOOP("Cost per useful device-hour"), Format::Usd, Better::Lower, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            return r.cost ? costPerUsefulDeviceHour(*r.cost) : std::nullopt;
        });
    add(cost, QT_TR_NOOP("Egress"), Format::Usd, Better::Lower, QString(),
        [](const Scenario&, const ScenarioResult& r) {
            const bool priced = r.cost && r.cost->feasible;
            return when(priced, priced ? r.cost->egressCostUsd : 0.0);
        });
    extensive();

    const QString env = tr("Energy and latency");
    add(env, QT_TR_NOOP("Energy"), Format::Number, Better::Lower, tr("MWh"),
        [](const Scenario&, const ScenarioResult& r) {
            const bool known = r.cost && energyKnown(*r.cost);
            return when(known, known ? r.cost->energyKwh / 1e3 : 0.0);
        });
    extensive();
    add(env, QT_TR_NOOP("CO2"), Format::Number, Better::Lower, tr("t"),
        [](const Scenario&, const ScenarioResult& r) {
            const bool known = r.cost && energyKnown(*r.cost);
            return when(known, known ? r.cost->co2Tonnes : 0.0);
        });
    extensive();
    add(env, QT_TR_NOOP("Network round trip to users"), Format::Milliseconds, Better::Lower,
        QString(), [](const Scenario&, const ScenarioResult& r) {
            return when(r.cost && r.inference, r.cost ? r.cost->userLatencySec : 0.0);
        });
    // Users in several regions: the row above is the traffic-weighted mean; the region
    // farthest from the site sees this one.
    add(env, QT_TR_NOOP("Network round trip, worst users' region"), Format::Milliseconds,
        Better::Lower, QString(), [](const Scenario&, const ScenarioResult& r) {
            const std::vector<UserRegionFigures> regions = userRegionFigures(r);
            const int worst = worstUserRegion(regions);
            return when(r.inference && worst >= 0,
                        worst >= 0 ? regions[size_t(worst)].roundTripSec : 0.0);
        });
}

int CompareModel::rowOf(const QString& label) const
{
    for (size_t i = 0; i < m_figures.size(); ++i)
        if (m_figures[i].english == label)
            return int(i);
    return -1;
}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_figures.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size() + m_shownCandidates.size());
}

std::optional<double> CompareModel::valueAt(int row, int column) const
{
    const Figure& f = m_figures[size_t(row)];
    if (!f.value)
        return std::nullopt;
    return f.value(scenarioAt(column), resultAt(column));
}

QString CompareModel::textAt(int row, int column) const
{
    const Figure& f = m_figures[size_t(row)];
    if (f.text)
        return f.text(scenarioAt(column), resultAt(column));
    const std::optional<double> v = valueAt(row, column);
    if (!v)
        return QString();
    QString text;
    switch (f.format) {
    case Format::Duration:
        return durationText(*v);
    case Format::Usd:
        return usdText(*v);
    case Format::Percent:
        return tr("%1 %").arg(formatNumber(100 * *v, 3));
    case Format::Availability:
        // Nines matter: 99.95 % is not 100 %, nor is 99.99996 %.
        return tr("%1 %").arg(availabilityNumber(*v));
    case Format::Milliseconds:
        return tr("%1 ms").arg(millisecondsNumber(*v * 1e3));
    case Format::Kilowatts: // the value in watts (SI), as every registry figure
        return tr("%1 kW").arg(humanNumber(*v / 1e3));
    case Format::Number:
    case Format::Text:
        text = rateNumber(*v);
        break;
    }
    return f.unit.isEmpty() ? text : text + QLatin1Char(' ') + f.unit;
}

std::optional<int> CompareModel::bestColumn(int row) const
{
    if (m_best.empty())
        m_best.resize(m_figures.size());
    std::optional<std::optional<int>>& best = m_best[size_t(row)];
    if (!best)
        best = computeBestColumn(row);
    return *best;
}

std::optional<int> CompareModel::computeBestColumn(int row) const
{
    const Figure& f = m_figures[size_t(row)];
    if (f.better == Better::None || f.extensive || columnCount() < 2)
        return std::nullopt;
    std::optional<int> best;
    double bestValue = 0;
    int present = 0;
    bool training = false;
    bool serving = false;
    bool tie = false;
    for (int c = 0; c < columnCount(); ++c) {
        if (!resultAt(c).feasible)
            continue;
        const std::optional<double> v = valueAt(row, c);
        if (!v)
            continue;
        // Training runs and served workloads are not ranked against each other.
        (scenarioAt(c).isTraining() ? training : serving) = true;
        ++present;
        const bool better = !best || (f.better == Better::Lower ? *v < bestValue : *v > bestValue);
        if (best && *v == bestValue)
            tie = true;
        if (better) {
            best = c;
            bestValue = *v;
            tie = false;
        }
    }
    // One value, or a tie for first, marks nothing.
    return present >= 2 && !tie && !(training && serving) ? best : std::nullopt;
}

bool CompareModel::differs(int row, int column) const
{
    // A figure a scenario does not have (TPOT of a training run) is not a difference.
    if (column == 0)
        return false;
    const QString first = textAt(row, 0);
    const QString here = textAt(row, column);
    return !first.isEmpty() && !here.isEmpty() && first != here;
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return textAt(row, column);
    case ValueRole: {
        const std::optional<double> v = valueAt(row, column);
        return v ? QVariant(*v) : QVariant();
    }
    case BestRole:
        return bestColumn(row) == column;
    case DiffersRole:
        return differs(row, column);
    case Qt::BackgroundRole:
        if (bestColumn(row) == column)
            return QBrush(kBestTint);
        if (differs(row, column))
            return QBrush(kDiffersTint);
        return {};
    case Qt::FontRole:
        if (bestColumn(row) == column) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole: {
        const Figure& fig = m_figures[size_t(row)];
        if (bestColumn(row) == column)
            return fig.better == Better::Lower ? tr("Best of the compared: the lowest")
                                               : tr("Best of the compared: the highest");
        return {};
    }
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= int(m_figures.size()))
            return {};
        const Figure& f = m_figures[size_t(section)];
        return role == Qt::DisplayRole ? f.label : QVariant(f.group);
    }
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::ToolTipRole && section >= m_columns.size())
        return tr("A recommendation candidate (not a scenario of the project)");
    return shownName(nameAt(section));
}

} // namespace ap
