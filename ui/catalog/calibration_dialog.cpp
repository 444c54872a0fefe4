#include "catalog/calibration_dialog.h"

#include "common/input_error.h"
#include "common/text_file.h"
#include "document/edits.h"
#include "document/project_document.h"
#include "document/save_file.h"
#include "format/message_text.h"
#include "format/number_format.h"
#include "hardware/catalog.h"
#include "project/calibration_reference.h"
#include "project/validate.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace ap {

namespace {

enum Column { Row, Quantity, Measured, Before, After, ErrorBefore, ErrorAfter, ColumnCount };

QString signedPercent(double fraction)
{
    if (!std::isfinite(fraction))
        return QCoreApplication::translate("ap::CalibrationDialog", "infeasible");
    const QString number = formatNumber(std::abs(100 * fraction), 3);
    return (fraction < 0 ? QStringLiteral("−") : QStringLiteral("+")) + number +
           QStringLiteral(" %");
}

// The format's name as the file list shows it (resultFormatLabel in the user's language).
QString formatLabel(ResultFormat f)
{
    switch (f) {
    case ResultFormat::MeasurementsCsv:
        return QCoreApplication::translate("ap::CalibrationDialog", "measurements CSV");
    case ResultFormat::VllmServe:
        return QCoreApplication::translate("ap::CalibrationDialog", "vLLM bench serve JSON");
    case ResultFormat::SglangServe:
        return QCoreApplication::translate("ap::CalibrationDialog", "SGLang bench_serving JSONL");
    case ResultFormat::TrtllmBench:
        return QCoreApplication::translate("ap::CalibrationDialog", "trtllm-bench report");
    case ResultFormat::MlperfSummary:
        return QCoreApplication::translate("ap::CalibrationDialog", "MLPerf LoadGen summary");
    case ResultFormat::NcclTests:
        return QCoreApplication::translate("ap::CalibrationDialog", "nccl-tests output");
    }
    return {};
}

QTableWidgetItem* cell(const QString& text, bool number = true)
{
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

CalibrationDialog::CalibrationDialog(DataContext data, const QString& deviceId, QWidget* parent,
                                     ProjectDocument* document)
    : QDialog(parent)
    , m_data(std::move(data))
    , m_fileList(new QListWidget(this))
    , m_device(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_tensor(new QSpinBox(this))
    , m_devices(new QSpinBox(this))
    , m_inputTokens(new QSpinBox(this))
    , m_collective(new QComboBox(this))
    , m_fit(new QPushButton(tr("&Fit"), this))
    , m_save(new QPushButton(tr("&Save Calibration…"), this))
    , m_use(new QPushButton(tr("&Use for This Project"), this))
    , m_document(document)
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_watcher(new QFutureWatcher<void>(this))
    , m_result(std::make_shared<std::optional<CalibrationOutcome>>())
    , m_failure(std::make_shared<QString>())
{
    setWindowTitle(tr("Calibrate from Measurements"));
    setObjectName(QStringLiteral("calibrationDialog"));
    m_fileList->setObjectName(QStringLiteral("calibrationFiles"));
    m_device->setObjectName(QStringLiteral("calibrationDevice"));
    m_model->setObjectName(QStringLiteral("calibrationModel"));
    m_precision->setObjectName(QStringLiteral("calibrationPrecision"));
    m_tensor->setObjectName(QStringLiteral("calibrationTensor"));
    m_devices->setObjectName(QStringLiteral("calibrationDevices"));
    m_inputTokens->setObjectName(QStringLiteral("calibrationInputTokens"));
    m_collective->setObjectName(QStringLiteral("calibrationCollective"));
    m_fit->setObjectName(QStringLiteral("calibrationFit"));
    m_save->setObjectName(QStringLiteral("calibrationSave"));
    m_use->setObjectName(QStringLiteral("calibrationUse"));
    m_use->setToolTip(tr("Save the fitted parameters beside the project and evaluate it with "
                         "them (Edit > Undo goes back)"));
    m_use->setVisible(m_document != nullptr);
    m_status->setObjectName(QStringLiteral("calibrationStatus"));
    m_table->setObjectName(QStringLiteral("calibrationTable"));

    // Files.
    auto* filesBox = new QGroupBox(tr("Measurements and benchmark results"), this);
    auto* filesLayout = new QVBoxLayout(filesBox);
    auto* formats = new QLabel(
        tr("calibrate's CSV, vLLM bench serve --save-result JSON, SGLang bench_serving JSONL, "
           "trtllm-bench report, MLPerf mlperf_log_summary.txt, nccl-tests output"),
        filesBox);
    formats->setWordWrap(true);
    filesLayout->addWidget(formats);
    filesLayout->addWidget(m_fileList, 1);
    auto* fileButtons = new QHBoxLayout;
    auto* add = new QPushButton(tr("&Add Files…"), filesBox);
    add->setObjectName(QStringLiteral("calibrationAddFiles"));
    auto* remove = new QPushButton(tr("&Remove"), filesBox);
    remove->setObjectName(QStringLiteral("calibrationRemoveFile"));
    fileButtons->addWidget(add);
    fileButtons->addWidget(remove);
    fileButtons->addStretch(1);
    filesLayout->addLayout(fileButtons);
    connect(add, &QPushButton::clicked, this, [this] {
        addFiles(QFileDialog::getOpenFileNames(
            this, tr("Add Measurements"), QString(),
            tr("Measurements and results (*.csv *.json *.jsonl *.txt *.log);;All files (*)")));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_fileList->currentRow();
        if (row < 0 || row >= m_files.size())
            return;
        m_files.removeAt(row);
        delete m_fileList->takeItem(row);
        updateButtons();
    });

    // What the files do not say.
    auto* contextBox = new QGroupBox(tr("What the files do not say"), this);
    auto* form = new QFormLayout(contextBox);
    std::vector<const Device*> devices;
    for (const Device& d : m_data.catalog().devices())
        devices.push_back(&d);
    std::sort(devices.begin(), devices.end(),
              [](const Device* a, const Device* b) { return a->name < b->name; });
    for (const Device* d : devices)
        m_device->addItem(QString::fromStdString(d->name), QString::fromStdString(d->id));
    m_device->setCurrentIndex(std::max(0, m_device->findData(deviceId)));
    form->addRow(tr("Device:"), m_device);
    for (const auto& [name, spec] : builtInModels()) {
        (void)spec;
        m_model->addItem(QString::fromStdString(name), QString::fromStdString(name));
    }
    form->addRow(tr("Model:"), m_model);
    m_precision->addItem(tr("From the file"), QString());
    for (Precision p : kAllPrecisions)
        m_precision->addItem(
            QString::fromLatin1(precisionName(p).data(), qsizetype(precisionName(p).size())),
            QString::fromLatin1(precisionName(p).data(), qsizetype(precisionName(p).size())));
    form->addRow(tr("Weights' precision:"), m_precision);
    m_tensor->setRange(0, 4096);
    m_tensor->setSpecialValueText(tr("From the file, else 1"));
    form->addRow(tr("Tensor parallel:"), m_tensor);
    m_devices->setRange(0, 1000000);
    m_devices->setSpecialValueText(tr("From the file, else tensor parallel"));
    form->addRow(tr("Devices in the run:"), m_devices);
    m_inputTokens->setRange(0, 10000000);
    m_inputTokens->setSpecialValueText(tr("From the file"));
    form->addRow(tr("Input tokens per request:"), m_inputTokens);
    m_collective->addItem(tr("All-reduce"), QStringLiteral("all_reduce"));
    m_collective->addItem(tr("All-to-all"), QStringLiteral("all_to_all"));
    m_collective->addItem(tr("All-gather"), QStringLiteral("all_gather"));
    m_collective->addItem(tr("Reduce-scatter"), QStringLiteral("reduce_scatter"));
    form->addRow(tr("nccl-tests collective:"), m_collective);

    auto* top = new QHBoxLayout;
    top->addWidget(filesBox, 1);
    top->addWidget(contextBox, 1);

    m_table->setHorizontalHeaderLabels({tr("Measurement"), tr("Quantity"), tr("Measured"),
                                        tr("Predicted before"), tr("Predicted after"),
                                        tr("Error before"), tr("Error after")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Row, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // One line per row; a long measurement id keeps its start and its end (the message size).
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* fitRow = new QHBoxLayout;
    fitRow->addWidget(m_fit);
    fitRow->addWidget(m_status, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_use, QDialogButtonBox::ActionRole);
    buttons->addButton(m_save, QDialogButtonBox::ActionRole);
    connect(m_use, &QPushButton::clicked, this, [this] { useForProject(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_fit, &QPushButton::clicked, this, [this] { fit(); });
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Calibration"),
                                                          QStringLiteral("calibration.json"),
                                                          tr("Calibration (*.json)"));
        if (!path.isEmpty())
            saveTo(path);
    });
    connect(m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        if (!m_failure->isEmpty()) {
            showError(*m_failure);
        } else if (*m_result) {
            m_outcome = std::move(**m_result);
            m_result->reset();
            showOutcome();
        }
        updateButtons();
        emit fitFinished();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(fitRow);
    layout->addWidget(m_table, 1);
    auto* hint = new QLabel(tr("Use for This Project evaluates the open project with the fitted "
                               "parameters (its \"calibration\"; Edit > Undo goes back). Save "
                               "Calibration writes a file other projects can reference."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    resize(1100, 660);
    updateButtons();
}

CalibrationDialog::~CalibrationDialog()
{
    m_watcher->waitForFinished();
}

void CalibrationDialog::addFiles(const QStringList& paths)
{
    for (const QString& path : paths) {
        if (path.isEmpty() || m_files.contains(path))
            continue;
        m_files << path;
        QString label = QFileInfo(path).fileName();
        try {
            if (const auto format = detectResultFormat(readTextFile(path.toStdString())))
                label += QStringLiteral(" — ") + formatLabel(*format);
        } catch (const InputError&) {
            // Reported by the fit, naming the file.
        }
        auto* item = new QListWidgetItem(label, m_fileList);
        item->setToolTip(path);
    }
    updateButtons();
}

RunContext CalibrationDialog::context() const
{
    RunContext c;
    c.deviceId = m_device->currentData().toString().toStdString();
    c.model = m_model->currentData().toString().toStdString();
    if (const QString p = m_precision->currentData().toString(); !p.isEmpty())
        c.precision = parsePrecision(p.toStdString());
    if (m_tensor->value() > 0)
        c.tensorParallel = m_tensor->value();
    if (m_devices->value() > 0)
        c.devices = m_devices->value();
    if (m_inputTokens->value() > 0)
        c.inputTokens = m_inputTokens->value();
    c.collective = parseCollectiveKind(m_collective->currentData().toString().toStdString());
    return c;
}

bool CalibrationDialog::isFitting() const
{
    return m_watcher->isRunning();
}

QString CalibrationDialog::errorText() const
{
    return m_status->property("error").toBool() ? m_status->text() : QString();
}

void CalibrationDialog::showError(const QString& text)
{
    m_status->setProperty("error", true);
    m_status->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_status->setText(text);
}

bool CalibrationDialog::fit()
{
    if (isFitting())
        return false;
    m_outcome.reset();
    m_table->setRowCount(0);
    if (m_files.isEmpty()) {
        showError(tr("Add a measurements or benchmark result file first."));
        updateButtons();
        return false;
    }
    CalibrationInput input;
    const RunContext c = context();
    try {
        const ModelTable models = builtInModels();
        for (const QString& path : m_files)
            addResultFile(input, readTextFile(path.toStdString()), path.toStdString(), c, models);
    } catch (const ProjectProblems& e) {
        // A measurements CSV's bad cells, every one (the lines the CLI prints).
        QStringList lines;
        for (const InputError& p : e.errors())
            lines << inputErrorText(p);
        showError(lines.join(QLatin1Char('\n')));
        updateButtons();
        return false;
    } catch (const InputError& e) {
        showError(inputErrorText(e));
        updateButtons();
        return false;
    }
    m_input = input;
    m_status->setProperty("error", false);
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Fitting…"));
    m_failure->clear();
    m_result->reset();
    auto result = m_result;
    auto failure = m_failure;
    const DataContext data = m_data;
    // The message is made on the worker (a copy of the error would do as well), in the
    // locale the dialog shows.
    const QLocale locale;
    m_watcher->setFuture(
        QtConcurrent::run([input = std::move(input), data, result, failure, locale] {
            try {
                *result = runCalibration(input, data, 0.05);
            } catch (const InputError& e) {
                *failure = inputErrorText(e, locale);
            } catch (const std::exception& e) {
                *failure = ap::errorText(e, locale);
            }
        }));
    updateButtons();
    return true;
}

void CalibrationDialog::showOutcome()
{
    const CalibrationOutcome& o = *m_outcome;
    m_table->setRowCount(0);
    auto addRow = [&](const QString& id, const QString& quantity, double measured, double before,
                      double after) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        m_table->setItem(r, Row, cell(id, false));
        m_table->item(r, Row)->setToolTip(id);
        m_table->setItem(r, Quantity, cell(quantity, false));
        m_table->setItem(r, Measured, cell(formatNumber(measured, 4)));
        m_table->setItem(
            r, Before,
            cell(std::isfinite(before) ? formatNumber(before, 4) : signedPercent(before)));
        m_table->setItem(
            r, After, cell(std::isfinite(after) ? formatNumber(after, 4) : signedPercent(after)));
        m_table->setItem(r, ErrorBefore, cell(signedPercent(before / measured - 1)));
        m_table->setItem(r, ErrorAfter, cell(signedPercent(after / measured - 1)));
    };
    // The user's TTFT and TPOT rows (vLLM's and SGLang's mean_ttft_ms, mean_tpot_ms): their
    // median |error| before and after the fit, for the summary below.
    std::vector<double> ttftBefore, ttftAfter, tpotBefore, tpotAfter;
    for (size_t i = 0; i < o.fit.rows.size(); ++i) {
        const RowError& e = o.fit.rows[i];
        // TTFT and TPOT in milliseconds, as the tools print them.
        const double scale = e.metric == "ttft_s" || e.metric == "tpot_s" ? 1e3 : 1;
        const QString quantity = e.metric == "request_latency_s" ? tr("request latency (s)")
                                 : e.metric == "ttft_s"          ? tr("TTFT (ms)")
                                 : e.metric == "tpot_s"          ? tr("TPOT (ms)")
                                 : e.metric == "tokens_per_s"    ? tr("training tokens/s")
                                                                 : tr("output tokens/s");
        addRow(QString::fromStdString(e.id), quantity, scale * e.measured,
               scale * o.before.rows[i].predicted, scale * e.predicted);
        if (e.metric == "ttft_s" || e.metric == "tpot_s") {
            const bool ttft = e.metric == "ttft_s";
            (ttft ? ttftBefore : tpotBefore).push_back(std::abs(o.before.rows[i].relativeError));
            (ttft ? ttftAfter : tpotAfter).push_back(std::abs(e.relativeError));
        }
    }
    const auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        const size_t n = v.size();
        return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
    };
    const auto percent = [](double fraction) {
        return formatNumber(100 * fraction, 3) + QStringLiteral(" %");
    };
    const auto finite = [](const std::vector<double>& v) {
        return std::all_of(v.begin(), v.end(), [](double x) { return std::isfinite(x); });
    };
    if (o.fabric)
        for (const CollectiveRowError& e : o.fabric->rows)
            addRow(QString::fromStdString(e.id) + QStringLiteral(" @ ") +
                       tr("%1 B").arg(formatNumber(e.bytes, 4)),
                   tr("collective time (µs)"), 1e6 * e.measuredSec, 1e6 * e.beforeSec,
                   1e6 * e.afterSec);
    QStringList summary;
    if (!o.fit.rows.empty())
        summary << tr("Fitted on %1 measurements.").arg(o.fit.rows.size());
    if (!ttftBefore.empty() && finite(ttftBefore) && finite(ttftAfter))
        summary << tr("TTFT median error %1 before, %2 after.")
                       .arg(percent(median(ttftBefore)), percent(median(ttftAfter)));
    if (!tpotBefore.empty() && finite(tpotBefore) && finite(tpotAfter))
        summary << tr("TPOT median error %1 before, %2 after.")
                       .arg(percent(median(tpotBefore)), percent(median(tpotAfter)));
    if (o.fabric)
        summary << tr("Fabric: link efficiency %1 (was %2).")
                       .arg(formatNumber(o.params.link, 3), formatNumber(m_data.params().link, 3));
    m_status->setProperty("error", false);
    m_status->setStyleSheet(QString());
    m_status->setText(summary.join(QLatin1Char(' ')));
}

bool CalibrationDialog::saveTo(const QString& path)
{
    if (!m_outcome)
        return false;
    QString error;
    const std::string text = m_outcome->document().dump(2) + "\n";
    if (!saveFileAtomically(path, QByteArray::fromStdString(text), &error)) {
        showError(error);
        return false;
    }
    m_status->setProperty("error", false);
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool CalibrationDialog::useForProject(QString path)
{
    if (!m_outcome || !m_document)
        return false;
    if (path.isEmpty()) {
        const QString project = m_document->filePath();
        path = !project.isEmpty()
                   ? QString::fromStdString(
                         calibrationFileBeside(project.toStdString()).generic_string())
                   : QFileDialog::getSaveFileName(this, tr("Save Calibration"),
                                                  QStringLiteral("calibration.json"),
                                                  tr("Calibration (*.json)"));
        if (path.isEmpty())
            return false;
    }
    if (!saveTo(path))
        return false;
    if (const QString refused = commands::setCalibration(*m_document, path); !refused.isEmpty()) {
        showError(refused);
        return false;
    }
    m_status->setText(tr("Saved %1; the project now uses it (Edit > Undo goes back).")
                          .arg(QFileInfo(path).fileName()));
    return true;
}

void CalibrationDialog::updateButtons()
{
    m_fit->setEnabled(!m_files.isEmpty() && !isFitting());
    m_save->setEnabled(m_outcome.has_value() && !isFitting());
    m_use->setEnabled(m_outcome.has_value() && m_document && !isFitting());
}

} // namespace ap
