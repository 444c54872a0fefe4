#include "project/scenario_details_panel.h"

#include "charts/breakdown_chart.h"
#include "charts/cash_flow_chart.h"
#include "charts/latency_throughput_chart.h"
#include "common/figure_labels.h"
#include "document/project_document.h"
#include "economics/confidence_word.h"
#include "editor/field_words.h"
#include "format/data_class_text.h"
#include "format/figure_text.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "format/shown_name.h"
#include "perf/api_served.h"
#include "perf/batch_sweep.h"
#include "perf/chart_series.h"
#include "perf/interactive_latency.h"
#include "perf/layout_lines.h"
#include "perf/prediction_band.h"
#include "perf/prefill_queue.h"
#include "perf/scenario_figures.h"
#include "project/scenario_figures_model.h"
#include "project/scenario_model.h"
#include "table/wrapping_header.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

namespace {

QString batchLimitName(const std::string& limit)
{
    if (limit == "requested")
        return ScenarioDetailsPanel::tr("the requested batch");
    if (limit == "memory")
        return ScenarioDetailsPanel::tr("memory");
    if (limit == "max_batch")
        return ScenarioDetailsPanel::tr("the engine's batch limit");
    if (limit == "slo_tpot")
        return ScenarioDetailsPanel::tr("the TPOT objective");
    if (limit == "slo_ttft")
        return ScenarioDetailsPanel::tr("the TTFT objective");
    if (limit == "token_budget")
        return ScenarioDetailsPanel::tr("the engine's token budget");
    if (limit == "prefill_pool")
        return ScenarioDetailsPanel::tr("the prefill pool's rate");
    return QString::fromStdString(limit);
}

// A model API's list prices and data terms, as its site entry states them (with the
// placement's own site overrides merged, as the placement prices it).
QString apiTermsText(const Scenario& s, const ScenarioResult& r, const DataContext& data)
{
    std::optional<SiteLookup> patched;
    if (s.placement && !s.placement->siteOverrides.empty()) {
        try {
            patched.emplace(data.sites(), s.placement->siteOverrides, "placement.sites");
        } catch (const std::exception&) {
            // An override the placement refused: its problem is listed; show the catalog's.
        }
    }
    const Site* site =
        patched ? patched->find(r.cost->computeSite) : data.sites().find(r.cost->computeSite);
    if (!site)
        return {};
    const auto perMillion = [](double usd) {
        return ScenarioDetailsPanel::tr("%1 per million tokens").arg(usdText(usd));
    };
    QStringList rows;
    const auto row = [&rows](const QString& label, const QString& value) {
        rows << QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    };
    const ModelApiTerms* terms = site->api ? &*site->api : nullptr;
    if (terms && !terms->model.empty())
        row(ScenarioDetailsPanel::tr("Model served"), QString::fromStdString(terms->model));
    if (site->apiUsdPerMillionInputTokens)
        row(ScenarioDetailsPanel::tr("Input tokens"),
            perMillion(*site->apiUsdPerMillionInputTokens));
    if (site->apiUsdPerMillionOutputTokens)
        row(ScenarioDetailsPanel::tr("Output tokens"),
            perMillion(*site->apiUsdPerMillionOutputTokens));
    if (terms && terms->usdPerMillionCachedInputTokens)
        row(ScenarioDetailsPanel::tr("Cached input tokens"),
            perMillion(*terms->usdPerMillionCachedInputTokens));
    if (terms && terms->batchDiscountFraction > 0)
        row(ScenarioDetailsPanel::tr("Batch jobs"),
            ScenarioDetailsPanel::tr("%1 % off")
                .arg(formatNumber(100 * terms->batchDiscountFraction, 3)));
    if (terms && terms->longContext)
        row(ScenarioDetailsPanel::tr("Prompts above %1 tokens")
                .arg(humanNumber(terms->longContext->abovePromptTokens)),
            ScenarioDetailsPanel::tr("input %1, output %2")
                .arg(perMillion(terms->longContext->usdPerMillionInputTokens),
                     perMillion(terms->longContext->usdPerMillionOutputTokens)));
    if (r.cost->costPerMillionOutputTokensUsd)
        row(ScenarioDetailsPanel::tr("This scenario pays"),
            ScenarioDetailsPanel::tr("%1 per million output tokens, input included")
                .arg(usdText(*r.cost->costPerMillionOutputTokensUsd)));
    if (terms) {
        row(ScenarioDetailsPanel::tr("Trains on prompts"), terms->trainsOnPrompts
                                                               ? ScenarioDetailsPanel::tr("yes")
                                                               : ScenarioDetailsPanel::tr("no"));
        row(ScenarioDetailsPanel::tr("Prompts kept"),
            terms->retentionDays > 0
                ? (terms->zeroRetentionOnRequest
                       ? ScenarioDetailsPanel::tr("%1 days (zero retention by agreement)")
                             .arg(formatNumber(terms->retentionDays, 3))
                       : ScenarioDetailsPanel::tr("%1 days").arg(
                             formatNumber(terms->retentionDays, 3)))
                : ScenarioDetailsPanel::tr("not kept"));
        if (!terms->processingRegions.empty()) {
            QStringList regions;
            for (const std::string& region : terms->processingRegions)
                regions << QString::fromStdString(region);
            row(ScenarioDetailsPanel::tr("Processed in"), regions.join(QStringLiteral(", ")));
        }
        if (terms->tokensPerMinuteLimit)
            row(ScenarioDetailsPanel::tr("Rate limit"),
                ScenarioDetailsPanel::tr("%1 tokens per minute")
                    .arg(humanNumber(*terms->tokensPerMinuteLimit)));
    }
    QStringList classes;
    for (const std::string& c :
         site->dataClasses.empty() ? defaultDataClasses(*site) : site->dataClasses)
        classes << dataClassText(c);
    row(ScenarioDetailsPanel::tr("May hold data"), classes.join(QStringLiteral(", ")));
    QString text = QStringLiteral("<table cellspacing=\"2\">%1</table>").arg(rows.join(QString()));
    // The source is a paragraph: in the tooltip (apiTermsToolTip), its date and confidence here.
    if (!site->source.empty())
        text += QStringLiteral("<p>%1</p>")
                    .arg(ScenarioDetailsPanel::tr(
                             "Terms and prices as of %1 (confidence %2); the source is in the "
                             "tooltip.")
                             .arg(QString::fromStdString(site->date),
                                  messageText(confidenceWord(site->confidence)))
                             .toHtmlEscaped());
    return text;
}

} // namespace

ScenarioDetailsPanel::ScenarioDetailsPanel(ScenarioModel* model, QWidget* parent)
    : QWidget(parent)
    , m_model(model)
    , m_title(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_problems(new QListWidget(this))
    , m_memory(new BreakdownChart(this))
    , m_step(new BreakdownChart(this))
    , m_latency(new LatencyThroughputChart(this))
    , m_figures(new ScenarioFiguresModel(this))
    , m_figuresView(new QTableView(this))
    , m_cashFlow(new CashFlowChart(this))
{
    m_title->setObjectName(QStringLiteral("detailsTitle"));
    m_summary->setObjectName(QStringLiteral("detailsSummary"));
    m_problems->setObjectName(QStringLiteral("problemsList"));
    m_memory->setObjectName(QStringLiteral("memoryChart"));
    m_step->setObjectName(QStringLiteral("stepChart"));
    m_latency->setObjectName(QStringLiteral("latencyChart"));

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    // A long name wraps rather than widening the panel past its scroll area.
    m_title->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setWordWrap(true);
    m_problems->setSelectionMode(QAbstractItemView::NoSelection);

    m_memory->setTitle(tr("Memory per device"));
    m_memory->setUnit(tr("Memory"), tr("GB"));
    m_step->setTitle(tr("Training step"));
    m_step->setUnit(tr("Time"), tr("s"));
    // Shares 1280x800 with the scenario table and the editor. The figures column spans the
    // height beside the charts, which are stacked at a legible size; when the panel is shorter
    // than that, it scrolls rather than squeezing a chart or a column.
    m_memory->setMinimumSize(420, 210);
    m_step->setMinimumSize(420, 230);
    m_latency->setMinimumSize(420, 230);
    m_cashFlow->setMinimumSize(420, 230);

    m_figuresView->setModel(m_figures);
    m_figuresView->setObjectName(QStringLiteral("figuresView"));
    m_figuresView->verticalHeader()->hide();
    m_figuresView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView* header = m_figuresView->horizontalHeader();
    header->setStretchLastSection(false);
    // The value never wraps or clips; the area and the quantity's name wrap instead.
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(ScenarioFiguresModel::QuantityColumn, QHeaderView::Stretch);
    // The area's name ("Cost (colo-de-frankfurt)") wraps at its words like the quantity, so
    // longer languages leave the quantity room (fitValueColumn sizes it to its widest word).
    header->setSectionResizeMode(ScenarioFiguresModel::GroupColumn, QHeaderView::Interactive);
    m_figuresView->setSelectionMode(QAbstractItemView::NoSelection);
    m_figuresView->setWordWrap(true);
    m_figuresView->setMinimumHeight(300);
    m_figuresView->viewport()->installEventFilter(this);
    m_problems->setMinimumHeight(60);

    // A model API's prices and data terms, shown instead of the cluster's charts.
    m_apiBox = new QGroupBox(tr("Model API: prices and data terms"), this);
    m_apiBox->setObjectName(QStringLiteral("apiTermsBox"));
    m_apiTerms = new QLabel(m_apiBox);
    m_apiTerms->setObjectName(QStringLiteral("apiTerms"));
    m_apiTerms->setWordWrap(true);
    m_apiTerms->setTextFormat(Qt::RichText);
    m_apiTerms->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_apiTerms->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* apiLayout = new QVBoxLayout(m_apiBox);
    apiLayout->addWidget(m_apiTerms);
    m_apiBox->hide();

    // Two columns: the title, summary, problems and figures on the left; the
    // cluster's charts (or a model API's terms) on the right from the top, so that at 1280x800
    // both charts are wholly in sight (below the summary the second was cut by the panel's
    // edge: "utput throughput"), and a hidden chart leaves no gap.
    auto* content = new QWidget;
    content->setObjectName(QStringLiteral("detailsContent"));
    auto* rows = new QVBoxLayout(content);
    rows->setContentsMargins(0, 0, 4, 0);
    auto* columns = new QHBoxLayout;
    auto* problemsLabel = new QLabel(tr("Problems"), content);
    problemsLabel->setObjectName(QStringLiteral("problemsLabel"));
    auto* figuresLabel = new QLabel(tr("Reliability and cost"), content);
    auto* info = new QVBoxLayout;
    info->addWidget(m_title);
    info->addWidget(m_summary);
    info->addWidget(problemsLabel);
    info->addWidget(m_problems, 1);
    // The compute site's figures (power price, PUE, ...) behind the cost rows, editable as
    // the scenario's own overrides.
    m_siteButton = new QPushButton(content);
    m_siteButton->setObjectName(QStringLiteral("siteFiguresButton"));
    // The site is named in the cost rows' area ("Cost (colo-de-frankfurt)"): a short text
    // keeps the button beside the figures' title in every language.
    m_siteButton->setText(tr("Site figures…"));
    m_siteButton->setToolTip(tr("Show and change the compute site's figures (power price, PUE, "
                                "grid carbon, space, availability) with their sources, as this "
                                "scenario's overrides"));
    connect(m_siteButton, &QPushButton::clicked, this, [this] {
        if (m_row < 0)
            return;
        const Scenario& s = m_model->document()->scenario(m_row);
        emit siteEditRequested(m_row,
                               QString::fromStdString(s.placement ? s.placement->computeSite
                                                                  : PlacementSpec().computeSite));
    });
    auto* figuresHeader = new QHBoxLayout;
    figuresHeader->addWidget(figuresLabel, 1);
    figuresHeader->addWidget(m_siteButton);
    info->addLayout(figuresHeader);
    info->addWidget(m_figuresView, 4);
    auto* charts = new QVBoxLayout;
    charts->addWidget(m_memory);
    charts->addWidget(m_apiBox);
    charts->addWidget(m_step);
    charts->addWidget(m_latency);
    charts->addStretch(1);
    auto* infoBox = new QWidget(content);
    infoBox->setLayout(info);
    infoBox->setMinimumWidth(340);
    info->setContentsMargins(0, 0, 0, 0);
    columns->addWidget(infoBox, 4);
    columns->addLayout(charts, 5);
    rows->addLayout(columns, 1);
    // The cash flow spans both columns (its months need the width), below them.
    rows->addWidget(m_cashFlow);

    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("detailsScroll"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                if (m_row >= topLeft.row() && m_row <= bottomRight.row())
                    refresh();
            });
    const auto clampRow = [this] {
        setRow(m_model->rowCount() > 0 ? std::min(std::max(m_row, 0), m_model->rowCount() - 1)
                                       : -1);
    };
    connect(m_model, &QAbstractItemModel::modelReset, this, clampRow);
    // The owner (ScenarioPanel) sets the row after a list change; a removal must not leave it
    // past the end meanwhile.
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, clampRow);
    refresh();
}

void ScenarioDetailsPanel::setRow(int row)
{
    m_row = row >= 0 && row < m_model->rowCount() ? row : -1;
    refresh();
}

void ScenarioDetailsPanel::refresh()
{
    m_problems->clear();
    if (m_row < 0) {
        m_title->setText(tr("No scenario selected"));
        m_apiBox->hide();
        m_summary->clear();
        m_memory->clearChart();
        m_step->hide();
        m_latency->hide();
        m_figures->clear();
        m_cashFlow->hide();
        m_siteButton->hide();
        return;
    }
    const Scenario& s = m_model->document()->scenario(m_row);
    m_siteButton->show();
    const ScenarioResult& r = m_model->result(m_row);
    m_title->setText(shownName(s.name));
    const Device* device = m_model->document()->data().catalog().find(s.cluster.deviceId);
    QStringList summary;
    const QString cluster = tr("%1 × %2").arg(QString::number(s.cluster.count),
                                              device ? QString::fromStdString(device->name)
                                                     : QString::fromStdString(s.cluster.deviceId));
    // Behind a model API the cluster only sizes the volume priced (perf/api_served.h).
    const bool api = servedByApi(r);
    if (api) {
        const Site* site = m_model->document()->data().sites().find(r.cost->computeSite);
        summary << tr("Model API %1 · inference")
                       .arg(site ? QString::fromStdString(site->name)
                                 : QString::fromStdString(r.cost->computeSite));
        if (r.feasible && r.inference) {
            const bool ownRate = shownOutputTokensPerSec(r) == r.inference->outputTokensPerSec;
            summary << tr("Its devices, batch and latency are the provider's (not modelled)")
                    << tr("Priced at %1 output tokens/s: %2")
                           .arg(humanNumber(shownOutputTokensPerSec(r)),
                                ownRate ? tr("what %1 would serve").arg(cluster)
                                        : tr("the demand"));
        }
    } else {
        summary << tr("%1 · %2").arg(cluster, s.isTraining() ? tr("training") : tr("inference"));
    }
    const HeadlineFigures headline = headlineFigures(r);
    if (r.feasible && r.training)
        summary << tr("%1 tokens/s · step %2 s · MFU %3 %")
                       .arg(humanNumber(r.training->tokensPerSec),
                            formatNumber(r.training->stepTimeSec, 4),
                            formatNumber(r.training->mfu * 100, 3));
    // The headline figures under the labels every view and the CLI use.
    if (r.feasible && headline.timeToTrainSec)
        summary << tr("%1: %2 · %3: %4")
                       .arg(headlineLabel(kLabelTimeToTrainIdeal),
                            durationText(*headline.timeToTrainIdealSec),
                            headlineLabel(kLabelTimeToTrain),
                            durationText(*headline.timeToTrainSec));
    if (headline.totalCostUsd)
        summary << tr("%1: %2 · %3: %4")
                       .arg(headlineLabel(kLabelTotalCost), usdText(*headline.totalCostUsd),
                            headlineLabel(kLabelMonthlyCost), usdText(*headline.monthlyCostUsd));
    if (r.feasible && r.inference && !api)
        summary << tr("%1 output tokens/s · TPOT %2 ms · TTFT %3 ms")
                       .arg(rateNumber(r.inference->outputTokensPerSec),
                            millisecondsNumber(r.inference->tpotSec * 1e3),
                            millisecondsNumber(r.inference->ttftSec * 1e3))
                // What memory holds is a count of sequences, like the batch (#25: the line
                // ended on a bare number).
                << tr("Batch %1 per replica, limited by %2; memory holds up to %Ln sequence(s)",
                      nullptr, int(std::min(std::floor(r.inference->maxBatchByMemory), 2e9)))
                       .arg(formatNumber(r.inference->batch, 8),
                            batchLimitName(r.inference->batchLimitedBy));
    // How sure the model is: the P10-P90 bands of the figures above (perf/prediction_band.h),
    // the ranges `evaluate` prints and the playbook's CSV carries.
    if (const auto b = scenarioBands(s, r, m_model->document()->data())) {
        const auto range = [](const std::optional<FigureBand>& f, auto text) {
            return f ? tr("%1 to %2").arg(text(f->p10), text(f->p90)) : QString();
        };
        const auto ms = [](double v) { return millisecondsNumber(v * 1e3); };
        const auto human = [](double v) { return rateNumber(v); };
        const auto usd = [](double v) { return usdText(v); };
        const auto duration = [](double v) { return durationText(v); };
        const auto perWork = [&] {
            return b->costPerWorkUsd
                       ? (r.training ? tr("%1 per run") : tr("%1 per million output tokens"))
                             .arg(range(b->costPerWorkUsd, usd))
                       : QString();
        };
        QStringList parts;
        if (r.training) {
            parts << tr("%1 tokens/s").arg(range(b->tokensPerSec, human))
                  << tr("step %1 s").arg(range(b->stepTimeSec, [](double v) {
                         return formatNumber(v, 3);
                     }));
            if (b->timeToTrainSec)
                parts << tr("time to train %1").arg(range(b->timeToTrainSec, duration));
        } else {
            parts << tr("%1 output tokens/s").arg(range(b->outputTokensPerSec, human))
                  << tr("TPOT %1 ms").arg(range(b->tpotSec, ms))
                  << tr("TTFT %1 ms").arg(range(b->ttftSec, ms));
        }
        if (!perWork().isEmpty())
            parts << perWork();
        summary << tr("Model's P10-P90 range (its errors on %n measured run(s), regime %1): %2",
                      nullptr, b->rows)
                       .arg(QString::fromStdString(b->regime), parts.join(QStringLiteral(" · ")));
    }
    // Speculative decoding: what the drafts buy at this batch (the CLI's and playbook's figures).
    if (r.feasible && r.inference && !api && r.inference->speculativeDraftTokens > 0) {
        const InferenceResult& i = *r.inference;
        summary << tr("Speculative decoding: %1 draft tokens (%2), acceptance %3 %, %4 tokens per "
                      "verification step, %5× the tokens/s without it at this batch")
                       .arg(formatNumber(i.speculativeDraftTokens, 4),
                            i.speculativeDraftModel ? tr("draft model")
                                                    : tr("the model's MTP module"),
                            formatNumber(i.speculativeAcceptanceRate * 100, 3),
                            formatNumber(i.speculativeTokensPerStep, 3),
                            formatNumber(i.speculativeSpeedup, 3));
    }
    // With a percentile objective: where it was checked (the slot-limited queue's figures).
    if (r.feasible && r.inference && !api && r.inference->sloPercentile)
        summary << tr("%1th percentile: %2 in service of %3 slots · wait %4 ms · TTFT %5 ms · "
                      "TPOT %6 ms")
                       .arg(formatNumber(*r.inference->sloPercentile, 4),
                            formatNumber(r.inference->percentileConcurrency, 4),
                            formatNumber(r.inference->engineSlots, 8),
                            formatNumber(r.inference->percentileWaitSec * 1e3, 4),
                            formatNumber(r.inference->percentileTtftSec * 1e3, 4),
                            formatNumber(r.inference->percentileTpotSec * 1e3, 4));
    // Disaggregated serving: the prefill pool's layout and batching, and each pool's rate
    // (the deployment serves the lower).
    if (r.feasible && r.inference && !api && r.inference->disaggregated) {
        const InferenceResult& i = *r.inference;
        summary << tr("Prefill pool: %1 devices, tensor %2 x pipeline %3, expert %4; %5 prompts "
                      "per pass, limited by %6")
                       .arg(formatNumber(i.prefillDevices, 8))
                       .arg(i.prefillParallelism.tensor)
                       .arg(i.prefillParallelism.pipeline)
                       .arg(i.prefillParallelism.expert)
                       .arg(formatNumber(i.prefillPromptsPerPass, 8),
                            batchLimitName(i.prefillLimitedBy))
                << tr("Pass %1 ms · KV transfer %2 ms · prefill %3, decode %4 requests/s")
                       .arg(formatNumber(i.prefillPassSec * 1e3, 4),
                            formatNumber(i.kvTransferSec * 1e3, 4),
                            humanNumber(i.prefillRequestsPerSec),
                            humanNumber(i.decodeRequestsPerSec));
        // The prefill pool's queue (perf/prefill_queue.h): its mean wait is part of the TTFT;
        // with a percentile objective its percentile wait is part of that percentile's TTFT.
        if (i.sloPercentile)
            summary << tr("Prefill queue: %1% of the pool's rate · mean wait %2 ms (in the "
                          "TTFT) · %3th percentile wait %4 ms")
                           .arg(formatNumber(prefillUtilisation(i) * 100, 3),
                                formatNumber(i.prefillQueueWaitSec * 1e3, 4),
                                formatNumber(*i.sloPercentile, 4),
                                formatNumber(i.percentileWaitSec * 1e3, 4));
        else
            summary << tr("Prefill queue: %1% of the pool's rate · mean wait %2 ms (in the TTFT)")
                           .arg(formatNumber(prefillUtilisation(i) * 100, 3),
                                formatNumber(i.prefillQueueWaitSec * 1e3, 4));
    }
    // A stack that batches statically (workload/software_stack.h, batchesStatically): the TTFT
    // is the whole batch's prefill and the rate counts each batch to its end.
    if (r.feasible && r.inference && !api && r.inference->staticBatches)
        summary << tr("Static batches (the software stack's): a batch's prompts are prefilled "
                      "together, then decoded to its end; the TTFT is the whole batch's prefill");
    // Layout options the scenario uses (padded heads, expert slots, 2D sharding, offload).
    if (r.feasible && !api) {
        const LayoutFigures* layout = r.training    ? &r.training->layout
                                      : r.inference ? &r.inference->layout
                                                    : nullptr;
        if (layout)
            for (const auto& [label, value] : layoutLines(*layout))
                summary << tr("%1: %2").arg(messageText(label), messageText(value));
    }
    m_summary->setText(summary.join(QLatin1Char('\n')));
    m_figures->setResult(r);
    fitValueColumn();
    m_cashFlow->setVisible(r.cost.has_value());
    if (r.cost) {
        const ChartOption option{&s, &r};
        m_cashFlow->setSeries(chartSeries(ChartKind::CashFlow, {&option, 1}),
                              r.cost->breakEvenMonth);
    } else
        m_cashFlow->clear();

    for (const Message& problem : r.problems) {
        // A field in the editor's words, its file path in the tooltip.
        const QString text = messageText(problem);
        QStringList paths;
        auto* item = new QListWidgetItem(fieldPathsInWords(text, &paths), m_problems);
        if (!paths.isEmpty())
            item->setToolTip(text);
        item->setForeground(QColor(0xC0, 0x1C, 0x28));
    }
    // Runs, but not as the question needs: slow for people waiting on it, or short of a
    // study's demand (the study sizes the deployment; this scenario is its template).
    QStringList warnings;
    if (const auto slow = interactiveLatencyWarning(s, r))
        warnings << messageText(*slow);
    if (const QString demand = studyDemandShortfall(s, r); !demand.isEmpty())
        warnings << demand;
    for (const QString& text : std::as_const(warnings)) {
        auto* item = new QListWidgetItem(text, m_problems);
        item->setData(Qt::UserRole, QStringLiteral("warning"));
        item->setForeground(QColor(0x9C, 0x5B, 0x00));
    }
    if (r.problems.empty() && warnings.isEmpty())
        new QListWidgetItem(tr("None: the scenario fits and runs."), m_problems);

    // No chart of the cluster's memory behind a model API: the devices are the provider's;
    // its prices and data terms take the place.
    m_apiBox->setVisible(api);
    m_apiTerms->setText(api ? apiTermsText(s, r, m_model->document()->data()) : QString());
    // A longer text needs more height at the same width: the box's own size hint did not
    // change, so its parent layout kept the box's previous height (170 px for 186-200, #25).
    // Telling the box its height-for-width changed makes the column lay it out again.
    m_apiBox->updateGeometry();
    const Site* apiSite =
        api ? m_model->document()->data().sites().find(r.cost->computeSite) : nullptr;
    m_apiTerms->setToolTip(apiSite ? QString::fromStdString(apiSite->source) : QString());
    m_memory->setVisible(!api);
    if (api)
        m_memory->clearChart();
    else
        m_memory->showMemory(r);

    m_step->setVisible(r.training.has_value());
    m_latency->setVisible(!s.isTraining() && !api);
    if (r.training) {
        m_step->showTrainingStep(r);
    } else {
        m_step->clearChart();
    }
    if (!s.isTraining() && !api) {
        const auto& w = std::get<InferenceWorkload>(s.workload);
        const double maxBatch = r.inference ? r.inference->maxBatchByMemory : 0.0;
        const ChartOption option{&s, &r};
        const ChartSeriesSet chosen = chartSeries(ChartKind::LatencyThroughput, {&option, 1});
        m_latency->setSweep(sweepInferenceBatch(s, m_model->document()->data(), maxBatch), chosen,
                            w.sloTpotSec);
    } else {
        m_latency->clearChart();
    }
}

QString ScenarioDetailsPanel::studyDemandShortfall(const Scenario& s, const ScenarioResult& r) const
{
    const InferenceResult* own = ownInference(r);
    const auto* w = std::get_if<InferenceWorkload>(&s.workload);
    const ProjectDocument* doc = m_model->document();
    if (!own || !w || !r.feasible || doc->scenarioCount() == 0)
        return {};
    for (int k = 0; k < doc->studyCount(); ++k) {
        const StudySpec& study = doc->study(k);
        const std::string& templ = study.scenario.empty() ? doc->scenario(0).name : study.scenario;
        if (templ != s.name)
            continue;
        // The demand in output tokens/s: the study's own, or its requests times the output.
        const StudyConstraints& c = study.constraints;
        const double demand = std::max(c.minOutputTokensPerSec.value_or(0),
                                       c.minRequestsPerSec.value_or(0) * w->outputTokens);
        if (demand <= 0 || own->outputTokensPerSec >= demand * (1 - 1e-9))
            continue;
        return tr("Runs, but serves %1 output tokens/s of the %2 that the study “%3” "
                  "asks for: this scenario is the study's starting point; its answer on the "
                  "Recommendation tab sizes the deployment for the demand.")
            .arg(humanNumber(own->outputTokensPerSec), humanNumber(demand), shownName(study.name));
    }
    return {};
}

void ScenarioDetailsPanel::fitValueColumn()
{
    // As wide as the widest figure, so no number is ever cut; the odd long note (a sentence,
    // or the WAN-down "100 % of 665 output tokens/s") wraps instead of pushing the column out
    // of sight or the quantity's words out of theirs (at 190 px that value took the column and
    // left "Cost per useful device-hour" 50 px at 1280x800).
    constexpr int kMaxWidth = 160;
    const QFontMetrics fm(m_figuresView->font());
    // The delegate needs its focus-frame margin + 1 either side; a few pixels more, not a dozen,
    // so the quantity column keeps its widest word when a long note brings the scroll bar.
    const int padding = 2 * m_figuresView->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 8;
    const auto header = [&](int column) {
        return fm.horizontalAdvance(m_figures->headerData(column, Qt::Horizontal).toString()) +
               padding;
    };
    const auto text = [this](int row, int column) {
        return m_figures->index(row, column).data().toString();
    };
    int width = header(ScenarioFiguresModel::ValueColumn);
    for (int r = 0; r < m_figures->rowCount(); ++r) {
        const QString value = text(r, ScenarioFiguresModel::ValueColumn);
        const int w = fm.horizontalAdvance(value) + padding;
        // A long note wraps where the view breaks lines: each piece whole (German "nicht
        // bepreist (abgelehnt)" was cut to "(abgele…" in a column as wide as "$1,82"), a piece
        // wider than kMaxWidth too (a field named in words, "„Personalkosten“", #25).
        width = std::max(width, w <= kMaxWidth ? w : widestUnbreakableWidth(value, fm) + padding);
    }

    // The quantity's name (stretched, wrapping) keeps room for its widest word and the area's
    // name takes its widest unbreakable piece, the site id breaking after its hyphens
    // ("Cost (aws-bedrock-" over "llama-3-3-70b)"). Where the view is too narrow for all three,
    // the area gives way first: a model API's three rows once left "Network latency to users"
    // 50 px beside an area as wide as the whole id ("Netw…", "Gesamtkos…" in German).
    int quantityWidth = header(ScenarioFiguresModel::QuantityColumn);
    int groupWidth = header(ScenarioFiguresModel::GroupColumn);
    for (int r = 0; r < m_figures->rowCount(); ++r) {
        quantityWidth = std::max(
            quantityWidth,
            widestUnbreakableWidth(text(r, ScenarioFiguresModel::QuantityColumn), fm) + padding);
        groupWidth = std::max(
            groupWidth,
            widestUnbreakableWidth(text(r, ScenarioFiguresModel::GroupColumn), fm) + padding);
    }
    const int room = m_figuresView->viewport()->width() - width - quantityWidth;
    groupWidth = std::max(header(ScenarioFiguresModel::GroupColumn), std::min(groupWidth, room));
    QHeaderView* sections = m_figuresView->horizontalHeader();
    sections->resizeSection(ScenarioFiguresModel::ValueColumn, width);
    sections->resizeSection(ScenarioFiguresModel::GroupColumn, groupWidth);
}

bool ScenarioDetailsPanel::eventFilter(QObject* watched, QEvent* event)
{
    // The area's share depends on the view's width: fitted again when it changes (the window
    // resized, the splitter moved, a scroll bar shown).
    if (watched == m_figuresView->viewport() && event->type() == QEvent::Resize && !m_fitting) {
        m_fitting = true;
        fitValueColumn();
        m_fitting = false;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ap
