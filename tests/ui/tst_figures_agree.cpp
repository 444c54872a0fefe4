// One figure, one meaning: over the bundled examples, time to train (ideal, and with failures
// and stalls) and total cost read the same value under the same label in the scenario table,
// the details summary and figures, the compare view, `evaluate` text and `evaluate --json`.
#include "catalog/catalog_load.h"
#include "cli/cli.h"
#include "common/figure_labels.h"
#include "common/number_text.h"
#include "compare/compare_model.h"
#include "document/project_document.h"
#include "project/scenario_details_panel.h"
#include "project/scenario_figures_model.h"
#include "project/scenario_model.h"
#include "test_paths.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTest>

#include <sstream>

using namespace ap;

namespace {

struct CliRun {
    int exitCode = 0;
    QString out;
};

CliRun runEvaluate(const QString& path, bool json)
{
    std::vector<std::string> args = {"evaluate", path.toStdString()};
    if (json)
        args.push_back("--json");
    std::ostringstream out, err;
    CliRun r;
    r.exitCode = runCli(args, out, err);
    r.out = QString::fromStdString(out.str());
    return r;
}

// The value after `label` in the text block of scenario `name` ("  Label   value").
QString cliValue(const QString& text, const QString& name, const QString& label)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool inBlock = false;
    for (const QString& line : lines) {
        if (!line.startsWith(QLatin1Char(' '))) {
            inBlock = line == name || line.startsWith(name + QStringLiteral("  ["));
            continue;
        }
        if (!inBlock)
            continue;
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(label + QStringLiteral("  ")))
            return trimmed.mid(label.size()).trimmed();
    }
    return {};
}

} // namespace

class TestFiguresAgree : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void figuresAgree_data();
    void figuresAgree();

private:
    Catalog m_catalog;
};

void TestFiguresAgree::initTestCase()
{
    m_catalog = loadCatalog(QString()).catalog;
    QVERIFY(!m_catalog.devices().empty());
}

void TestFiguresAgree::figuresAgree_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QString>("label");
    for (const char* example :
         {"getting-started", "where-to-run", "checkpoint-stall-cost", "eu-serving", "edge-factory"})
        for (const char* label :
             {kLabelTimeToTrainIdeal, kLabelTimeToTrain, kLabelTotalCost, kLabelMonthlyCost})
            QTest::addRow("%s: %s", example, label)
                << testSource("/data/examples/%1.accelplan").arg(QLatin1String(example))
                << QString::fromLatin1(label);
}

void TestFiguresAgree::figuresAgree()
{
    QFETCH(QString, example);
    QFETCH(QString, label);

    ProjectDocument document;
    QString error;
    QVERIFY2(document.open(example, &error), qPrintable(error));
    ScenarioModel model(&document);
    model.setCatalog(m_catalog);
    CompareModel compare(&model);
    QAbstractItemModelTester tester(&compare,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    ScenarioDetailsPanel details(&model);

    const CliRun text = runEvaluate(example, false);
    const CliRun json = runEvaluate(example, true);
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(json.exitCode, 0);
    const QJsonArray scenarios = QJsonDocument::fromJson(json.out.toUtf8())
                                     .object()
                                     .value(QStringLiteral("scenarios"))
                                     .toArray();
    QCOMPARE(scenarios.size(), model.rowCount());

    const int column = label == QLatin1String(kLabelTimeToTrainIdeal)
                           ? ScenarioModel::TimeToTrainIdeal
                       : label == QLatin1String(kLabelTimeToTrain) ? ScenarioModel::TimeToTrain
                       : label == QLatin1String(kLabelTotalCost)   ? ScenarioModel::TotalCost
                                                                   : ScenarioModel::MonthlyCost;
    // The same label in every view.
    QCOMPARE(model.headerData(column, Qt::Horizontal).toString(), label);
    const int compareRow = compare.rowOf(label);
    QVERIFY(compareRow >= 0);
    QCOMPARE(compare.headerData(compareRow, Qt::Vertical).toString(), label);

    int checked = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString name = QString::fromStdString(document.scenario(row).name);
        const QJsonObject s = scenarios[row].toObject();
        QCOMPARE(s.value(QStringLiteral("name")).toString(), name);
        if (!s.value(QStringLiteral("feasible")).toBool())
            continue; // an infeasible run has no time or cost to agree on
        // The JSON's number, in the shared format.
        std::optional<double> value;
        if (column == ScenarioModel::TimeToTrainIdeal || column == ScenarioModel::TimeToTrain) {
            const QJsonValue t = s.value(QStringLiteral("training"));
            if (t.isObject())
                value = t.toObject()
                            .value(column == ScenarioModel::TimeToTrain
                                       ? QStringLiteral("time_to_train_s")
                                       : QStringLiteral("time_to_train_ideal_s"))
                            .toDouble();
        } else {
            const QJsonValue c = s.value(QStringLiteral("cost"));
            if (c.isObject() && c.toObject().value(QStringLiteral("feasible")).toBool(true)) {
                const QJsonObject cost = c.toObject();
                const double total = cost.value(QStringLiteral("total_cost_usd")).toDouble();
                value = column == ScenarioModel::TotalCost
                            ? total
                            : total / cost.value(QStringLiteral("horizon_months")).toDouble();
            }
        }
        const QString table = model.index(row, column).data().toString();
        if (!value) {
            QVERIFY2(table.isEmpty(), qPrintable(name));
            QVERIFY(cliValue(text.out, name, label).isEmpty());
            continue;
        }
        const bool isTime =
            column == ScenarioModel::TimeToTrainIdeal || column == ScenarioModel::TimeToTrain;
        const QString expected =
            QString::fromStdString(isTime ? formatDuration(*value) : formatUsd(*value));
        // Scenario table.
        QCOMPARE(table, expected);
        QVERIFY(qAbs(model.index(row, column).data(ScenarioModel::ValueRole).toDouble() - *value) <=
                1e-9 * qAbs(*value));
        // Details: the summary line and the figures table.
        details.setRow(row);
        const QString summary =
            details.findChild<QLabel*>(QStringLiteral("detailsSummary"))->text();
        QVERIFY2(summary.contains(label + QStringLiteral(": ") + expected), qPrintable(summary));
        QCOMPARE(details.figures()->value(label), expected);
        // Compare view.
        const int compareColumn = int(compare.scenarioRows().indexOf(row));
        QVERIFY(compareColumn >= 0);
        QCOMPARE(compare.index(compareRow, compareColumn).data().toString(), expected);
        // evaluate text: the value starts the line (total cost adds "over N months at site").
        const QString cli = cliValue(text.out, name, label);
        QVERIFY2(cli == expected || cli.startsWith(expected + QStringLiteral(" over ")),
                 qPrintable(name + QStringLiteral(": ") + cli));
        ++checked;
    }
    // The training examples have times to train (the serving ones none); all but
    // getting-started have placements, so costs.
    const bool timeLabel =
        label == QLatin1String(kLabelTimeToTrainIdeal) || label == QLatin1String(kLabelTimeToTrain);
    const bool servingOnly = example.contains(QStringLiteral("eu-serving")) ||
                             example.contains(QStringLiteral("edge-factory"));
    const bool noPlacement = example.contains(QStringLiteral("getting-started"));
    if (timeLabel ? !servingOnly : !noPlacement)
        QVERIFY(checked > 0);
}

QTEST_MAIN(TestFiguresAgree)
#include "tst_figures_agree.moc"
