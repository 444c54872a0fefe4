#pragma once

#include "perf/figure_registry.h"
#include "perf/scenario_evaluation.h"

#include <QAbstractTableModel>
#include <QString>
#include <QVector>

#include <optional>

namespace ap {

// Read-only table of a scenario's derived figures that have no chart of their own: the
// reliability of a training run (interruptions, checkpoints, goodput, timeout risk) and the
// cost report of its placement. Rebuilt from a ScenarioResult on every change.
class ScenarioFiguresModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { GroupColumn, QuantityColumn, ValueColumn, ColumnCount };
    // On the rows of a headline figure (perf/figure_registry.h): its number, unrounded, and
    // its HeadlineFigure (as int).
    enum Role { ValueRole = Qt::UserRole + 1, FigureRole };

    explicit ScenarioFiguresModel(QObject* parent = nullptr);

    void setResult(const ScenarioResult& result);
    void clear();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The value text of the first row whose quantity is `quantity` (for tests).
    QString value(const QString& quantity) const;

    // A headline figure's value as the table shows it.
    static QString valueText(FigureUnit unit, double value);

private:
    struct Row {
        QString group;
        QString quantity;
        QString value;
        QString toolTip;
        std::optional<HeadlineFigure> figure;
        std::optional<double> number;
    };
    void add(const QString& group, const QString& quantity, const QString& value,
             const QString& toolTip = {});
    // The headline figures of one area, in the registry's order.
    void addFigures(const QString& group, FigureArea area, const ScenarioResult& r,
                    const HeadlineFigures& h);
    static QString toolTip(HeadlineFigure id, const ScenarioResult& r);
    QVector<Row> m_rows;
};

} // namespace ap
