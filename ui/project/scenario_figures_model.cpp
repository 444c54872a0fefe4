#include "project/scenario_figures_model.h"

#include "common/number_text.h"
#include "editor/field_words.h"
#include "format/figure_text.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "perf/figure_registry.h"
#include "perf/scenario_figures.h"
#include "perf/user_region_figures.h"
#include "placement/cost_figures.h"

#include <QLocale>

#include <cmath>

namespace ap {

namespace {

// Three significant digits, never in exponent form (ui/format/number_format.h).
QString number(double v, int precision = 3)
{
    return ap::formatNumber(v, precision);
}

QString duration(double seconds)
{
    return durationText(seconds);
}

QString usd(double v)
{
    return usdText(v);
}

} // namespace

ScenarioFiguresModel::ScenarioFiguresModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ScenarioFiguresModel::add(const QString& group, const QString& quantity, const QString& value,
                               const QString& toolTip)
{
    m_rows.push_back({group, quantity, value, toolTip, {}, std::nullopt});
}

QString ScenarioFiguresModel::valueText(FigureUnit unit, double value)
{
    switch (unit) {
    case FigureUnit::Seconds:
        return duration(value);
    case FigureUnit::Usd:
        return usd(value);
    case FigureUnit::KilowattHours:
        return tr("%1 kWh").arg(number(value));
    case FigureUnit::KilogramsCo2:
        return tr("%1 kg CO2").arg(number(value));
    case FigureUnit::Watts:
        return tr("%1 kW").arg(number(value / 1e3));
    case FigureUnit::Bytes:
        return tr("%1 GB").arg(number(value / 1e9));
    }
    return {};
}

QString ScenarioFiguresModel::toolTip(HeadlineFigure id, const ScenarioResult& r)
{
    switch (id) {
    case HeadlineFigure::TimeToTrainIdeal:
        return tr("Tokens / tokens per second");
    case HeadlineFigure::TimeToTrain:
        return tr(
            "Ideal time / goodput × straggler slowdown: what the run takes and is charged for");
    case HeadlineFigure::TotalCost:
        return tr("Over %n month(s)", nullptr, r.cost ? r.cost->horizonMonths : 0);
    case HeadlineFigure::MonthlyCost:
        return tr("Total cost / months of the horizon");
    case HeadlineFigure::KvCachePerSequence:
        return tr("Bytes per token × input + output tokens (sliding-window layers: at most the "
                  "window), on each device of a replica");
    case HeadlineFigure::FacilityPower:
        return tr("Devices × TDP × (1 + host overhead) × the site's PUE: what a site's power "
                  "limit is checked against");
    default:
        return {};
    }
}

void ScenarioFiguresModel::addFigures(const QString& group, FigureArea area,
                                      const ScenarioResult& r, const HeadlineFigures& h)
{
    // The registry's figures of this area (perf/figure_registry.h): its label, unit and value.
    for (const HeadlineFigureInfo& f : headlineFigureInfos()) {
        if (f.area != area || !f.shownIn(kViewFiguresTable))
            continue;
        const auto v = f.value(r, h);
        if (!v)
            continue;
        m_rows.push_back({group, headlineLabel(f.labelFor(r.training.has_value()).data()),
                          valueText(f.unit, *v), toolTip(f.id, r), f.id, *v});
    }
}

void ScenarioFiguresModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void ScenarioFiguresModel::setResult(const ScenarioResult& r)
{
    beginResetModel();
    m_rows.clear();
    const HeadlineFigures h = headlineFigures(r);
    addFigures(tr("Time"), FigureArea::Time, r, h);
    addFigures(tr("Memory"), FigureArea::Memory, r, h);
    if (r.reliability) {
        const ReliabilityResult& x = *r.reliability;
        const QString g = tr("Reliability");
        add(g, tr("Interruptions per day"), number(x.interruptionsPerDay),
            tr("Unexpected (GPU, host, network, software, timeouts) and planned; rates per "
               "component from the Llama 3 report, Table 5"));
        add(g, tr("Mean time between interruptions"), duration(x.mtbfSec));
        add(g, tr("Checkpoint size"), tr("%1 GB").arg(number(x.checkpointBytes / 1e9)));
        add(g, tr("Checkpoint write bandwidth"),
            tr("%1 GB/s").arg(number(x.checkpointWriteBytesPerSec / 1e9)),
            tr("Minimum of the storage service, the nodes' client bandwidth and their NICs"));
        add(g, tr("Checkpoint stall"), duration(x.checkpointStallSec),
            tr("Training paused for each checkpoint"));
        add(g, tr("Checkpoint interval"), duration(x.checkpointIntervalSec),
            tr("Young: %1, Daly: %2")
                .arg(duration(x.youngIntervalSec), duration(x.dalyIntervalSec)));
        add(g, tr("Goodput"), tr("%1 %").arg(number(100 * x.goodput)),
            tr("Useful time / wall time after checkpoint stalls, restarts and lost work"));
        add(g, tr("Lost hours per day"), number(x.lostHoursPerDay));
        add(g, tr("Collective timeouts per day"), number(x.timeoutsPerDay),
            tr("Probability of at least one per day: %1 %")
                .arg(number(100 * x.timeoutProbabilityPerDay)));
        add(g, tr("Straggler slowdown"), tr("%1x").arg(number(x.stragglerSlowdown, 4)));
        add(g, tr("Data loader bandwidth"),
            tr("%1 MB/s").arg(number(x.dataLoaderBytesPerSec / 1e6)));
        if (x.stallCostPerDayUsd)
            add(g, tr("Cost of checkpoint stalls per day"), usd(*x.stallCostPerDayUsd));
        if (x.lostWorkCostPerDayUsd)
            add(g, tr("Cost of lost work per day"), usd(*x.lostWorkCostPerDayUsd));
        if (x.checkpointLostWithNode)
            add(g, tr("Checkpoint on local drives"), tr("lost with its node"));
    }
    if (r.cost) {
        const CostReport& c = *r.cost;
        const QString g = tr("Cost (%1)").arg(QString::fromStdString(c.computeSite));
        addFigures(g, FigureArea::Cost, r, h);
        if (c.feasible) {
            add(g, tr("Net present value"), usd(c.npvUsd));
            if (const auto perHour = costPerUsefulDeviceHour(c))
                add(g, tr("Cost per useful device-hour"), usd(*perHour));
            if (c.breakEvenMonth)
                add(g, tr("Break-even month"), QLocale().toString(*c.breakEvenMonth));
            add(g, tr("Egress"),
                tr("%1 TB, %2").arg(number(c.egressBytes / 1e12), usd(c.egressCostUsd)));
        } else {
            // A refused placement is not priced: no row of zeros (the problems say why).
            add(g, tr("Cost"), tr("not priced (refused)"));
        }
        if (energyKnown(c))
            add(g, tr("Energy"),
                tr("%1 MWh, %2 t CO2").arg(number(c.energyKwh / 1e3), number(c.co2Tonnes)));
        add(g,
            c.userRegions.empty() ? tr("Network latency to users")
                                  : tr("Network latency to users (traffic-weighted)"),
            duration(c.userLatencySec));
        addFigures(g, FigureArea::Latency, r, h);
        // Users in several regions: one row per region (the rows above are the weighted
        // means), the worst marked.
        const std::vector<UserRegionFigures> regions = userRegionFigures(r);
        const int worst = worstUserRegion(regions);
        for (size_t i = 0; i < regions.size(); ++i) {
            const UserRegionFigures& f = regions[i];
            QString value =
                tr("round trip %1, %2 km").arg(duration(f.roundTripSec), number(f.distanceKm));
            if (f.ttftWithNetworkSec && f.requestLatencyWithNetworkSec)
                value = tr("%1; TTFT %2, request %3")
                            .arg(value, duration(*f.ttftWithNetworkSec),
                                 duration(*f.requestLatencyWithNetworkSec));
            if (int(i) == worst && regions.size() > 1)
                value = tr("%1 (worst)").arg(value);
            add(tr("Users by region"),
                tr("%1 (%2 % of traffic)")
                    .arg(QString::fromStdString(f.name), number(100 * f.share)),
                value,
                tr("The users' round trip from this region to %1, added to the serving "
                   "figures")
                    .arg(QString::fromStdString(c.computeSite)));
        }
        add(g, tr("Downtime per year"), tr("%1 h").arg(number(c.downtimeHoursPerYear)));
        for (const auto& n : c.notes)
            add(g, tr("Note"), fieldPathsInWords(messageText(n)));
        if (c.wanDown) {
            // What the site still does while its WAN link is down (edge and disconnected
            // deployments: "the disconnected brain"), the figures evaluate prints.
            const WanDownReport& w = *c.wanDown;
            const QString d = tr("WAN down");
            add(d, tr("Expected outage"), tr("%1 h/year").arg(number(w.outageHoursPerYear)),
                tr("(1 - WAN availability %1 %) x 8,760 h")
                    .arg(availabilityNumber(w.wanAvailability)));
            add(d, tr("Still served"),
                tr("%1 % of %2 output tokens/s")
                    .arg(number(100 * w.servedFraction), number(w.demandOutputTokensPerSec)));
            add(d, tr("Lost"),
                tr("%1 output tokens/s")
                    .arg(number(w.demandOutputTokensPerSec - w.servedOutputTokensPerSec)));
            for (const Message& m : w.stillServed)
                add(d, tr("Keeps running"), messageText(m));
            for (const Message& m : w.lost)
                add(d, tr("Cut off"), messageText(m));
        }
    }
    endResetModel();
}

int ScenarioFiguresModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ScenarioFiguresModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ScenarioFiguresModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& row = m_rows[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case GroupColumn:
            return row.group;
        case QuantityColumn:
            return row.quantity;
        case ValueColumn:
            return row.value;
        }
    }
    if (role == ValueRole && row.number)
        return *row.number;
    if (role == FigureRole && row.figure)
        return int(*row.figure);
    if (role == Qt::ToolTipRole && !row.toolTip.isEmpty())
        return row.toolTip;
    if (role == Qt::TextAlignmentRole && index.column() == ValueColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ScenarioFiguresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GroupColumn:
        return tr("Area");
    case QuantityColumn:
        return tr("Quantity");
    case ValueColumn:
        return tr("Value");
    }
    return {};
}

QString ScenarioFiguresModel::value(const QString& quantity) const
{
    for (const Row& r : m_rows)
        if (r.quantity == quantity)
            return r.value;
    return {};
}

} // namespace ap
