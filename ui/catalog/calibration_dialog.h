#pragma once

#include "perf/calibration_run.h"
#include "perf/data_context.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QStringList>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace ap {

class ProjectDocument;

// Hardware > "Calibrate from measurements…": the user's own benchmark results (calibrate's
// CSV, vLLM/SGLang serving benchmarks, trtllm-bench, MLPerf LoadGen summaries, nccl-tests
// output; perf/calibration_formats.h) with what the files do not say (device, model,
// precision, layout, collective), fitted as `accelplan-cli calibrate` fits them
// (perf/calibration_run.h, off the GUI thread); the table shows each row's measured figure and
// the model's prediction before and after the fit. "Use for This Project" saves the fitted
// parameters beside the open project and sets its `calibration` (one undo step, through the
// document's facade), so that its later evaluations and searches use them; "Save Calibration…"
// writes a file for other projects to reference.
class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    // `document`: the open project "Use for This Project" sets (none: the button is hidden).
    CalibrationDialog(DataContext data, const QString& deviceId, QWidget* parent = nullptr,
                      ProjectDocument* document = nullptr);
    ~CalibrationDialog() override;

    // The files to read (what "Add Files…" adds).
    void addFiles(const QStringList& paths);
    QStringList files() const { return m_files; }
    // The context the fields describe.
    RunContext context() const;
    // Reads the files and starts the fit; false (and the reason shown) when a file or a
    // needed field is refused.
    bool fit();
    bool isFitting() const;
    QString errorText() const;
    const std::optional<CalibrationOutcome>& outcome() const { return m_outcome; }
    // Writes the calibration file; false (and the reason shown) on failure.
    bool saveTo(const QString& path);
    // Writes the calibration to `path` (empty: a new file beside the project,
    // project/calibration_reference.h, or where the user says for a project never saved) and
    // sets the project's calibration to it; false (and the reason shown) on failure.
    bool useForProject(QString path = {});

signals:
    void fitFinished();

private:
    void showError(const QString& text);
    void showOutcome();
    void updateButtons();

    DataContext m_data;
    QStringList m_files;
    QListWidget* m_fileList;
    QComboBox* m_device;
    QComboBox* m_model;
    QComboBox* m_precision;
    QSpinBox* m_tensor;
    QSpinBox* m_devices;
    QSpinBox* m_inputTokens;
    QComboBox* m_collective;
    QPushButton* m_fit;
    QPushButton* m_save;
    QPushButton* m_use;
    ProjectDocument* m_document;
    QLabel* m_status;
    QTableWidget* m_table;
    std::optional<CalibrationOutcome> m_outcome;
    CalibrationInput m_input;
    QFutureWatcher<void>* m_watcher;
    std::shared_ptr<std::optional<CalibrationOutcome>> m_result;
    std::shared_ptr<QString> m_failure;
};

} // namespace ap
