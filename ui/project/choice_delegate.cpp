#include "project/choice_delegate.h"

#include "format/shown_name.h"

#include <QComboBox>
#include <QLineEdit>

namespace ap {

ChoiceDelegate::ChoiceDelegate(int choicesRole, QObject* parent)
    : QStyledItemDelegate(parent)
    , m_choicesRole(choicesRole)
{
}

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const
{
    const QStringList choices = index.data(m_choicesRole).toStringList();
    if (choices.isEmpty()) {
        QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto* edit = qobject_cast<QLineEdit*>(editor))
            holdWholeText(edit); // a scenario's name, however long, is edited whole
        return editor;
    }
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("choiceEditor"));
    combo->addItems(choices);
    // Commit as soon as a value is picked, like a spreadsheet's drop-down.
    connect(combo, &QComboBox::activated, this, [this, combo] {
        emit const_cast<ChoiceDelegate*>(this)->commitData(combo);
        emit const_cast<ChoiceDelegate*>(this)->closeEditor(combo);
    });
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(combo->findText(index.data(Qt::EditRole).toString()));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                  const QModelIndex& index) const
{
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentText(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace ap
