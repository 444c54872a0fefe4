// Hardware > "Calibrate from Measurements…": the catalog's button opens the dialog; a vLLM
// result with the context the fields give is fitted off the GUI thread and the table shows
// each row's measured figure with the prediction before and after; a missing field is named;
// nccl-tests rows show collective times; the saved file reads as a calibration; "Use for This
// Project" sets the open project's calibration, undoably.
#include "catalog/calibration_dialog.h"
#include "catalog/catalog_load.h"
#include "catalog/catalog_panel.h"
#include "common/input_error.h"
#include "document/project_document.h"
#include "format/number_format.h"
#include "perf/efficiency_params.h"
#include "project/scenario_model.h"
#include "test_context.h"
#include "test_paths.h"
#include "window/language.h"
#include "window/main_window.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <nlohmann/json.hpp>

using namespace ap;

namespace {

QString sample(const char* name)
{
    return testSource("/tests/data/calibration_formats/%1").arg(QLatin1String(name));
}

void choose(QComboBox* box, const QString& data)
{
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data));
    box->setCurrentIndex(i);
}

bool fitAndWait(CalibrationDialog& dialog)
{
    QSignalSpy finished(&dialog, &CalibrationDialog::fitFinished);
    dialog.findChild<QPushButton*>(QStringLiteral("calibrationFit"))->click();
    // Refused before it started (the reason is shown), or fitted: fitFinished comes through
    // the event loop, however quickly the worker was done.
    if (!dialog.errorText().isEmpty())
        return false;
    return finished.count() > 0 || finished.wait(120000);
}

double percentCell(const QTableWidget* table, int row, int column)
{
    QString text = table->item(row, column)->text();
    text.remove(QStringLiteral(" %")).replace(QStringLiteral("−"), QStringLiteral("-"));
    return QLocale().toDouble(text);
}

} // namespace

class TestCalibrationDialog : public QObject {
    Q_OBJECT
private slots:
    void catalogButtonOpensTheDialog();
    void fitsVllmResultAndShowsBeforeAfter();
    void namesTheMissingField();
    void ncclRowsShowCollectiveTimes();
    void useForProjectSetsTheCalibration();
};

void TestCalibrationDialog::catalogButtonOpensTheDialog()
{
    QTemporaryDir dir;
    MainWindow window;
    window.setCatalog(loadCatalog(dir.filePath(QStringLiteral("no-user-catalog.json"))));
    window.show();
    QVERIFY(window.showView(QStringLiteral("hardware")));
    auto* panel = window.findChild<CatalogPanel*>();
    QVERIFY(panel);
    panel->selectDevices({QStringLiteral("nvidia-h100-sxm5-80gb")});
    panel->calibrateButton()->click();
    auto* dialog = window.findChild<CalibrationDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // The selected device is the one the dialog starts from.
    QCOMPARE(dialog->context().deviceId, std::string("nvidia-h100-sxm5-80gb"));
    dialog->close();
}

void TestCalibrationDialog::fitsVllmResultAndShowsBeforeAfter()
{
    CalibrationDialog dialog(shippedData(), QStringLiteral("nvidia-h100-sxm5-80gb"));
    dialog.show();
    dialog.addFiles({sample("vllm_bench_serve.json")});
    auto* files = dialog.findChild<QListWidget*>(QStringLiteral("calibrationFiles"));
    QVERIFY(files->item(0)->text().contains(QStringLiteral("vLLM")));
    choose(dialog.findChild<QComboBox*>(QStringLiteral("calibrationModel")),
           QStringLiteral("llama-3-8b"));
    choose(dialog.findChild<QComboBox*>(QStringLiteral("calibrationPrecision")),
           QStringLiteral("bf16"));
    QVERIFY(fitAndWait(dialog));
    QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
    QVERIFY(dialog.outcome());
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("calibrationTable"));
    // Output tokens/s, request latency, TTFT and TPOT (ms, as vLLM prints them).
    QCOMPARE(table->rowCount(), 4);
    QCOMPARE(table->item(2, 1)->text(), QStringLiteral("TTFT (ms)"));
    QCOMPARE(table->item(2, 2)->text(), formatNumber(182.41, 4));
    QCOMPARE(table->item(3, 1)->text(), QStringLiteral("TPOT (ms)"));
    QCOMPARE(table->item(3, 2)->text(), formatNumber(11.19, 4));
    // The summary says the TTFT and TPOT errors before and after, the table's own figures.
    const QString status = dialog.findChild<QLabel*>(QStringLiteral("calibrationStatus"))->text();
    for (int r : {2, 3}) {
        // The magnitudes: the summary writes each median with its own sign.
        const auto magnitude = [&](int column) {
            return table->item(r, column)
                ->text()
                .remove(QLatin1Char('+'))
                .remove(QStringLiteral("−"));
        };
        QVERIFY2(status.contains(magnitude(5)) && status.contains(magnitude(6)),
                 qPrintable(status));
    }
    QVERIFY2(status.contains(QStringLiteral("TTFT median error")) &&
                 status.contains(QStringLiteral("TPOT median error")),
             qPrintable(status));
    // Every fitted row moves toward its measurement; TTFT is shown but not fitted
    // (isFittedMetric: a closed-loop mean TTFT includes queueing the model's TTFT lacks).
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 1)->text() == QStringLiteral("TTFT (ms)"))
            continue;
        const double before = percentCell(table, r, 5);
        const double after = percentCell(table, r, 6);
        QVERIFY2(std::abs(after) < std::abs(before),
                 qPrintable(table->item(r, 0)->text() + QStringLiteral(": ") +
                            table->item(r, 5)->text() + QStringLiteral(" -> ") +
                            table->item(r, 6)->text()));
    }
    // The row's measured figure is the file's.
    QCOMPARE(table->item(0, 2)->text(), formatNumber(5400, 4));
    // Saved, it reads as a calibration file with the fitted parameters.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("calibration.json"));
    QVERIFY(dialog.saveTo(path));
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const EfficiencyParams p = efficiencyFromJson(
        nlohmann::json::parse(saved.readAll().toStdString()), path.toStdString());
    QCOMPARE(p.computeWide, dialog.outcome()->params.computeWide);
}

void TestCalibrationDialog::namesTheMissingField()
{
    CalibrationDialog dialog(shippedData(), QStringLiteral("nvidia-h100-sxm5-80gb"));
    dialog.addFiles({sample("vllm_bench_serve.json")});
    // "From the file": a vLLM result does not state the precision.
    choose(dialog.findChild<QComboBox*>(QStringLiteral("calibrationPrecision")), QString());
    QVERIFY(!fitAndWait(dialog));
    QVERIFY2(dialog.errorText().contains(QStringLiteral("vllm_bench_serve.json")),
             qPrintable(dialog.errorText()));
    QVERIFY2(dialog.errorText().contains(QStringLiteral("precision")),
             qPrintable(dialog.errorText()));
    QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("calibrationSave"))->isEnabled());
    // A file of no format calibrate reads.
    QTemporaryDir dir;
    const QString other = dir.filePath(QStringLiteral("notes.txt"));
    QFile f(other);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("meeting notes\nnothing measured\n");
    f.close();
    CalibrationDialog second(shippedData(), QString());
    second.addFiles({other});
    QVERIFY(!fitAndWait(second));
    QVERIFY2(second.errorText().contains(QStringLiteral("notes.txt")),
             qPrintable(second.errorText()));
}

void TestCalibrationDialog::ncclRowsShowCollectiveTimes()
{
    CalibrationDialog dialog(shippedData(), QStringLiteral("nvidia-h100-sxm5-80gb"));
    dialog.addFiles({sample("nccl_all_reduce_perf.txt")});
    choose(dialog.findChild<QComboBox*>(QStringLiteral("calibrationCollective")),
           QStringLiteral("all_reduce"));
    QVERIFY(fitAndWait(dialog));
    QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("calibrationTable"));
    QCOMPARE(table->rowCount(), 15); // one per message size
    QVERIFY(dialog.outcome()->fabric);
    QVERIFY(dialog.outcome()->fabric->medianAbsErrorAfter <
            dialog.outcome()->fabric->medianAbsErrorBefore);
    // Screenshots of the filled dialog for the reviewer (ACCELPLAN_SHOT_DIR).
    if (const QByteArray dir = qgetenv("ACCELPLAN_SHOT_DIR"); !dir.isEmpty()) {
        dialog.resize(1100, 660);
        dialog.show();
        QTest::qWait(100);
        dialog.grab().save(
            QDir(QString::fromLocal8Bit(dir))
                .filePath(QStringLiteral("calibration-%1.png").arg(QLocale().name())));
    }
}

void TestCalibrationDialog::useForProjectSetsTheCalibration()
{
    // Hardware > Calibrate from Measurements… with a project open: after the fit, "Use for This
    // Project" writes the fitted file beside the project and sets its "calibration"; the
    // Scenarios table evaluates with it at once; Edit > Undo puts the shipped values back, Redo
    // the fitted ones; the saved project names the file relative to its folder.
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("mine.accelplan"));
    QVERIFY(QFile::copy(testSource("/data/examples/getting-started.accelplan"), project));
    QFile::setPermissions(project, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    window.setCatalog(loadCatalog(dir.filePath(QStringLiteral("no-user-catalog.json"))));
    window.show();
    QVERIFY(window.openProject(project));
    ProjectDocument* document = window.document();
    QVERIFY(document->project().calibrationPath.empty());
    auto* model = window.findChild<ScenarioModel*>();
    QVERIFY(model);
    // A served scenario on a Hopper device: the family the sample's fit moves.
    int row = -1;
    for (int r = 0; r < model->rowCount() && row < 0; ++r) {
        const Device* d = document->data().catalog().find(document->scenario(r).cluster.deviceId);
        if (model->result(r).inference && model->result(r).feasible && d &&
            d->architecture == "hopper")
            row = r;
    }
    QVERIFY(row >= 0);
    const double shipped = model->result(row).inference->outputTokensPerSec;

    QVERIFY(window.showView(QStringLiteral("hardware")));
    auto* panel = window.findChild<CatalogPanel*>();
    panel->selectDevices({QStringLiteral("nvidia-h100-sxm5-80gb")});
    panel->calibrateButton()->click();
    auto* dialog = window.findChild<CalibrationDialog*>();
    QVERIFY(dialog);
    auto* use = dialog->findChild<QPushButton*>(QStringLiteral("calibrationUse"));
    QVERIFY(use && use->isVisible());
    QVERIFY(!use->isEnabled()); // nothing fitted yet
    dialog->addFiles({sample("vllm_bench_serve.json")});
    choose(dialog->findChild<QComboBox*>(QStringLiteral("calibrationModel")),
           QStringLiteral("llama-3-8b"));
    choose(dialog->findChild<QComboBox*>(QStringLiteral("calibrationPrecision")),
           QStringLiteral("bf16"));
    QVERIFY(fitAndWait(*dialog));
    QVERIFY(use->isEnabled());
    const int steps = document->undoStack()->count();
    use->click();
    QVERIFY2(dialog->errorText().isEmpty(), qPrintable(dialog->errorText()));
    QCOMPARE(document->project().calibrationPath, std::string("mine.calibration.json"));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("mine.calibration.json"))));
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QVERIFY(document->isModified());
    QVERIFY(document->calibrationWarning().isEmpty());
    // The document evaluates with the fitted parameters: the table's figure moved.
    QCOMPARE(document->efficiencyParams().computeWide, dialog->outcome()->params.computeWide);
    const double fitted = model->result(row).inference->outputTokensPerSec;
    qInfo("row %d output tokens/s: shipped %.6g, fitted %.6g", row, shipped, fitted);
    QVERIFY(std::abs(fitted / shipped - 1) > 1e-3);
    // Screenshots of the dialog after "Use for This Project" (ACCELPLAN_SHOT_DIR).
    if (const QByteArray shots = qgetenv("ACCELPLAN_SHOT_DIR"); !shots.isEmpty()) {
        dialog->resize(1280, 800);
        QTest::qWait(100);
        dialog->grab().save(
            QDir(QString::fromLocal8Bit(shots))
                .filePath(QStringLiteral("calibration-use-%1.png").arg(QLocale().name())));
    }
    // Undo: the shipped calibration and figures; redo: the fitted ones.
    document->undoStack()->undo();
    QVERIFY(document->project().calibrationPath.empty());
    QCOMPARE(model->result(row).inference->outputTokensPerSec, shipped);
    document->undoStack()->redo();
    QCOMPARE(model->result(row).inference->outputTokensPerSec, fitted);
    // Saved, the file names the calibration relative to its folder.
    QString error;
    QVERIFY2(document->save(&error), qPrintable(error));
    QFile saved(project);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(nlohmann::json::parse(saved.readAll().toStdString())["calibration"].get<std::string>(),
             std::string("mine.calibration.json"));
    dialog->close();
}

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    // ACCELPLAN_TEST_LANGUAGE=de|fr: the same journey in that language (for screenshots).
    if (const QByteArray code = qgetenv("ACCELPLAN_TEST_LANGUAGE"); !code.isEmpty())
        installLanguage(app, localeForLanguage(QString::fromLatin1(code)));
    TestCalibrationDialog t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_calibration_dialog.moc"
