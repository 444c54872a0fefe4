#pragma once

#include <QStyledItemDelegate>

namespace ap {

// Edits cells whose model offers a list of allowed values (ScenarioModel::ChoicesRole: device
// ids, precisions) with a combo box; other cells get the default editor.
class ChoiceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit ChoiceDelegate(int choicesRole, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;

private:
    int m_choicesRole;
};

} // namespace ap
