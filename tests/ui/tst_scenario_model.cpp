// ScenarioModel over the example project: structure (QAbstractItemModelTester), results,
// undoable edits through the model and the view, rejected edits.
#include "document/edits.h"
#include "document/project_document.h"
#include "project/scenario_model.h"
#include "project/scenario_panel.h"
#include "project_test_util.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

#include <memory>
#include <nlohmann/json.hpp>

using namespace ap;
using namespace ap::test;

namespace {

const QString kH100 = QStringLiteral("nvidia-h100-sxm5-80gb");

// Everything a row shows, for exact before/after comparisons.
QVariantList rowSnapshot(const QAbstractItemModel& model, int row)
{
    QVariantList values;
    for (int c = 0; c < model.columnCount(); ++c)
        for (int role : {int(Qt::DisplayRole), int(Qt::EditRole), int(ScenarioModel::ValueRole),
                         int(Qt::ToolTipRole)})
            values << model.index(row, c).data(role);
    return values;
}

} // namespace

class TestScenarioModel : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void passesTheModelTester();
    void rowsAndResults();
    void headersCarryUnits();
    void deviceEditIsUndoable();
    void deviceEditThroughTheView();
    void invalidEditsAreRejected_data();
    void invalidEditsAreRejected();
    void batchEdits();
    void infeasibleRowsAreMarked();
    void anotherCatalogEvaluatesEveryRowAgain();

private:
    std::unique_ptr<ProjectDocument> m_doc;
    std::unique_ptr<ScenarioModel> m_model;
};

void TestScenarioModel::init()
{
    m_doc = std::make_unique<ProjectDocument>();
    QString error;
    QVERIFY2(m_doc->open(examplePath(), &error), qPrintable(error));
    m_model = std::make_unique<ScenarioModel>(m_doc.get());
}

// The document's data is what the rows are evaluated and checked with: another catalog (here
// one without any device) reaches every row and the validator at once, and the shipped one
// brings the figures back, with one dataChanged for the whole table.
void TestScenarioModel::anotherCatalogEvaluatesEveryRowAgain()
{
    const QVariantList before = rowSnapshot(*m_model, 0);
    QVERIFY(m_model->result(0).feasible);
    QVERIFY(m_doc->problems(m_doc->project()).empty());
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_doc->setCatalog(Catalog());
    QCOMPARE(changed.count(), 1);
    for (int row = 0; row < m_model->rowCount(); ++row)
        QVERIFY(!m_model->result(row).feasible);
    const std::vector<Problem> problems = m_doc->problems(m_doc->project());
    QCOMPARE(problems.size(), size_t(m_model->rowCount()));
    QCOMPARE(problems.front().field, std::string("scenarios[0].cluster.device"));
    m_doc->setCatalog(Catalog::builtIn());
    QCOMPARE(changed.count(), 2);
    QCOMPARE(rowSnapshot(*m_model, 0), before);
}

void TestScenarioModel::cleanup()
{
    m_model.reset();
    m_doc.reset();
}

void TestScenarioModel::passesTheModelTester()
{
    QAbstractItemModelTester tester(m_model.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m_model->setData(m_model->index(0, ScenarioModel::Device), kH100));
    m_doc->undoStack()->undo();
    QString error;
    QVERIFY(m_doc->open(examplePath(), &error));
    m_doc->newProject();
    QCOMPARE(m_model->rowCount(), 0);
}

void TestScenarioModel::rowsAndResults()
{
    QCOMPARE(m_model->rowCount(), m_doc->scenarioCount());
    QCOMPARE(m_model->rowCount(), 6);
    for (int row = 0; row < m_model->rowCount(); ++row) {
        QCOMPARE(m_model->index(row, ScenarioModel::Name).data().toString().toStdString(),
                 m_doc->scenario(row).name);
        QVERIFY(!m_model->index(row, ScenarioModel::Feasible).data().toString().isEmpty());
        QVERIFY(!m_model->index(row, ScenarioModel::Memory).data().toString().isEmpty());
        if (!m_model->index(row, 0).data(ScenarioModel::FeasibleRole).toBool())
            continue;
        const QVariant throughput =
            m_model->index(row, ScenarioModel::Throughput).data(ScenarioModel::ValueRole);
        QVERIFY2(throughput.isValid() && throughput.toDouble() > 0,
                 qPrintable(QString::number(row)));
        QVERIFY(!m_model->index(row, ScenarioModel::Binding).data().toString().isEmpty());
    }
    // Training rows have MFU and days, inference rows TPOT and TTFT.
    const auto value = [this](int row, int column) {
        return m_model->index(row, column).data(ScenarioModel::ValueRole);
    };
    QVERIFY(value(kA100Training, ScenarioModel::Mfu).toDouble() > 10);
    QVERIFY(value(kA100Training, ScenarioModel::TimeToTrain).toDouble() > 86400); // seconds
    QVERIFY(m_model->index(kA100Training, ScenarioModel::TimeToTrain)
                .data()
                .toString()
                .endsWith(QStringLiteral(" days")));
    QVERIFY(!value(kA100Training, ScenarioModel::Tpot).isValid());
    QVERIFY(value(kH200Inference, ScenarioModel::Tpot).toDouble() > 0);
    QVERIFY(value(kH200Inference, ScenarioModel::Tpot).toDouble() <= 50.0); // the SLO
    QVERIFY(value(kH200Inference, ScenarioModel::Ttft).toDouble() > 0);
    QVERIFY(!value(kH200Inference, ScenarioModel::Mfu).isValid());
    QCOMPARE(m_model->index(kH200Inference, ScenarioModel::Batch).data().toString(),
             QStringLiteral("max"));
    QVERIFY(value(kH200Inference, ScenarioModel::ResultBatch).toDouble() >= 1);
}

void TestScenarioModel::headersCarryUnits()
{
    const auto header = [this](int column) {
        return m_model->headerData(column, Qt::Horizontal).toString();
    };
    QVERIFY(header(ScenarioModel::Memory).contains(QStringLiteral("(GB)")));
    QVERIFY(header(ScenarioModel::Throughput).contains(QStringLiteral("(tokens/s)")));
    QVERIFY(header(ScenarioModel::Tpot).contains(QStringLiteral("(ms)")));
    QVERIFY(header(ScenarioModel::Ttft).contains(QStringLiteral("(ms)")));
    QVERIFY(header(ScenarioModel::StepTime).contains(QStringLiteral("(s)")));
    QVERIFY(header(ScenarioModel::Mfu).contains(QStringLiteral("(%)")));
    // Durations and costs carry their unit in the cell ("33.7 days", "$1.2M"); the header is
    // the label every view and the CLI share.
    QCOMPARE(header(ScenarioModel::TimeToTrain),
             QStringLiteral("Time to train, with failures and stalls"));
    QCOMPARE(header(ScenarioModel::TotalCost), QStringLiteral("Total cost"));
}

void TestScenarioModel::deviceEditIsUndoable()
{
    const int row = kA100Training;
    const QVariantList before = rowSnapshot(*m_model, row);
    const std::string jsonBefore = projectToJson(m_doc->project()).dump();
    const double tokensBefore =
        m_model->index(row, ScenarioModel::Throughput).data(ScenarioModel::ValueRole).toDouble();

    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(m_model->setData(m_model->index(row, ScenarioModel::Device), kH100));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), row);
    QCOMPARE(changed.first().at(1).toModelIndex().row(), row);
    QCOMPARE(m_doc->undoStack()->count(), 1);
    QCOMPARE(m_model->index(row, ScenarioModel::Device).data().toString(), kH100);
    const double tokensAfter =
        m_model->index(row, ScenarioModel::Throughput).data(ScenarioModel::ValueRole).toDouble();
    QVERIFY2(tokensAfter > tokensBefore * 1.5,
             qPrintable(QStringLiteral("%1 -> %2").arg(tokensBefore).arg(tokensAfter)));
    const QVariantList after = rowSnapshot(*m_model, row);

    m_doc->undoStack()->undo();
    QCOMPARE(changed.count(), 2);
    QCOMPARE(rowSnapshot(*m_model, row), before);
    QCOMPARE(projectToJson(m_doc->project()).dump(), jsonBefore);
    QVERIFY(!m_doc->isModified());

    m_doc->undoStack()->redo();
    QCOMPARE(rowSnapshot(*m_model, row), after);
    QVERIFY(m_doc->undoStack()->undoText().contains(QStringLiteral("Device")));
}

void TestScenarioModel::deviceEditThroughTheView()
{
    ScenarioPanel panel(m_doc.get());
    panel.resize(1200, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTableView* view = panel.view();
    const QModelIndex index = view->model()->index(kA100Training, ScenarioModel::Device);
    view->setCurrentIndex(index);
    view->edit(index);
    QComboBox* combo = nullptr;
    QTRY_VERIFY((combo = view->findChild<QComboBox*>(QStringLiteral("choiceEditor"))));
    QCOMPARE(combo->currentText(), QStringLiteral("nvidia-a100-sxm4-80gb"));
    QVERIFY(combo->count() > 20);
    const int h100 = combo->findText(kH100);
    QVERIFY(h100 >= 0);
    combo->setCurrentIndex(h100);
    emit combo->activated(h100);
    QCOMPARE(m_doc->scenario(kA100Training).cluster.deviceId, kH100.toStdString());
    QCOMPARE(m_doc->undoStack()->count(), 1);
    m_doc->undoStack()->undo();
    QCOMPARE(view->model()->index(kA100Training, ScenarioModel::Device).data().toString(),
             QStringLiteral("nvidia-a100-sxm4-80gb"));

    // A typed value through the default editor.
    const QModelIndex count = view->model()->index(kA100Training, ScenarioModel::Count);
    view->setCurrentIndex(count);
    view->edit(count);
    QSpinBox* spin = nullptr;
    QTRY_VERIFY((spin = view->viewport()->findChild<QSpinBox*>()));
    QCOMPARE(spin->value(), 1024);
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("512"));
    QCOMPARE(spin->text(), QStringLiteral("512"));
    QTest::keyClick(spin, Qt::Key_Return);
    QTRY_COMPARE(m_doc->scenario(kA100Training).cluster.count, 512); // committed queued
    QCOMPARE(m_doc->scenario(kA100Training).cluster.parallelism.data, 8);
    QCOMPARE(view->model()->index(kA100Training, ScenarioModel::Data).data().toInt(), 8);
}

void TestScenarioModel::invalidEditsAreRejected_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("field"); // named in the reason

    // 1000 is no multiple of tensor 8 x pipeline 8.
    QTest::newRow("count") << kA100Training << int(ScenarioModel::Count) << QVariant(1000)
                           << QStringLiteral("count");
    // 96 heads cannot be split 7 ways.
    QTest::newRow("tensor") << kA100Training << int(ScenarioModel::Tensor) << QVariant(7)
                            << QStringLiteral("tensor");
    QTest::newRow("pipeline > layers") << kA100Training << int(ScenarioModel::Pipeline)
                                       << QVariant(128) << QStringLiteral("pipeline");
    QTest::newRow("not a number") << kA100Training << int(ScenarioModel::Count)
                                  << QVariant(QStringLiteral("lots")) << QStringLiteral("lots");
    QTest::newRow("batch") << kH200Inference << int(ScenarioModel::Batch)
                           << QVariant(QStringLiteral("-3")) << QStringLiteral("max");
    QTest::newRow("precision") << kH200Inference << int(ScenarioModel::Precision)
                               << QVariant(QStringLiteral("fp7")) << QStringLiteral("fp7");
    QTest::newRow("empty name") << kH200Inference << int(ScenarioModel::Name)
                                << QVariant(QStringLiteral("  ")) << QStringLiteral("name");
    // Global batch 1000 is no multiple of data 16 x micro-batch 1.
    QTest::newRow("global batch") << kA100Training << int(ScenarioModel::Batch) << QVariant(1000)
                                  << QStringLiteral("global_batch_sequences");
}

void TestScenarioModel::invalidEditsAreRejected()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QFETCH(QString, field);

    const std::string before = projectToJson(m_doc->project()).dump();
    const QVariantList snapshot = rowSnapshot(*m_model, row);
    QSignalSpy rejected(m_model.get(), &ScenarioModel::editRejected);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    QVERIFY(!m_model->setData(m_model->index(row, column), value));
    QCOMPARE(rejected.count(), 1);
    const QString reason = rejected.first().at(0).toString();
    QVERIFY2(reason.contains(field), qPrintable(reason));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_doc->undoStack()->count(), 0);
    QVERIFY(!m_doc->isModified());
    QCOMPARE(projectToJson(m_doc->project()).dump(), before);
    QCOMPARE(rowSnapshot(*m_model, row), snapshot);
}

void TestScenarioModel::batchEdits()
{
    const QModelIndex batch = m_model->index(kH200Inference, ScenarioModel::Batch);
    QVERIFY(m_model->setData(batch, 8));
    QCOMPARE(batch.data().toString(), QStringLiteral("8"));
    QCOMPARE(m_model->index(kH200Inference, ScenarioModel::ResultBatch)
                 .data(ScenarioModel::ValueRole)
                 .toDouble(),
             8.0);
    QVERIFY(m_model->setData(batch, QStringLiteral("MAX")));
    QCOMPARE(batch.data().toString(), QStringLiteral("max"));
    // Setting the same value again is no edit.
    QVERIFY(m_model->setData(batch, QStringLiteral("max")));
    QCOMPARE(m_doc->undoStack()->count(), 2);

    const QModelIndex global = m_model->index(kA100Training, ScenarioModel::Batch);
    QCOMPARE(global.data(Qt::EditRole).toString(), QStringLiteral("1536"));
    QVERIFY(m_model->setData(global, 2048));
    QCOMPARE(
        std::get<TrainingWorkload>(m_doc->scenario(kA100Training).workload).globalBatchSequences,
        2048.0);
}

void TestScenarioModel::infeasibleRowsAreMarked()
{
    const int row = kH200Inference;
    QVERIFY(m_model->index(row, 0).data(ScenarioModel::FeasibleRole).toBool());
    QVERIFY(!m_model->index(row, ScenarioModel::Name).data(Qt::ForegroundRole).isValid());
    // 70B parameters in FP8 do not fit a 24 GB L4.
    QVERIFY(
        m_model->setData(m_model->index(row, ScenarioModel::Device), QStringLiteral("nvidia-l4")));
    QVERIFY(!m_model->index(row, 0).data(ScenarioModel::FeasibleRole).toBool());
    QCOMPARE(m_model->index(row, ScenarioModel::Feasible).data().toString(), QStringLiteral("no"));
    QVERIFY(m_model->index(row, ScenarioModel::Name).data(Qt::ForegroundRole).isValid());
    QVERIFY(!m_model->index(row, ScenarioModel::Feasible)
                 .data(Qt::DecorationRole)
                 .value<QIcon>()
                 .isNull());
    const QString tip =
        m_model->index(row, ScenarioModel::Throughput).data(Qt::ToolTipRole).toString();
    const std::string problem = m_model->result(row).problems.at(0).english();
    QVERIFY2(tip.contains(QString::fromStdString(problem).toHtmlEscaped()), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("nvidia-l4")));
}

QTEST_MAIN(TestScenarioModel)
#include "tst_scenario_model.moc"
