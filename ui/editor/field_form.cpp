#include "editor/field_form.h"

#include "economics/cloud_tco.h"
#include "editor/field_words.h"
#include "format/data_class_text.h"
#include "format/number_format.h"
#include "format/shown_name.h"
#include "perf/data_context.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QGridLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QToolBox>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace ap {

namespace {

// The unit beside a field, translated (the descriptors in field_table.cpp spell them in
// English; symbols such as "GB/s" and "$" read the same in every language).
QString unitText(const char* unit)
{
    static const char* const kUnits[] = {QT_TRANSLATE_NOOP("ap::FieldUnits", "tokens"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "tokens/s"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "sequences"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "devices"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "ports"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "days"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "months"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "requests/s"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "/year"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "/link-hour"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "B/parameter"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "$/GB-month"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "TB/month"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "years"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "slots"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "/day"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "$/year"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "$/kW-month"),
                                         QT_TRANSLATE_NOOP("ap::FieldUnits", "$/M tokens")};
    Q_UNUSED(kUnits);
    return QCoreApplication::translate("ap::FieldUnits", unit);
}

} // namespace

using nlohmann::json;

namespace {

QString defaultItem()
{
    return FieldForm::tr("(default)");
}

// What a choice's item shows: the file's key in words ("on_demand" reads "on demand"), the
// precisions as the tables write them (FP8); technical names (flash2, 1f1b, vllm) as they are.
// The item's data stays the key, which is what the file gets.
QString choiceText(const QString& key)
{
    struct Item {
        const char* key;
        const char* text;
    };
    static const Item items[] = {
        {"training", QT_TRANSLATE_NOOP("ap::FieldForm", "training")},
        {"inference", QT_TRANSLATE_NOOP("ap::FieldForm", "inference (serving)")},
        {"yes", QT_TRANSLATE_NOOP("ap::FieldForm", "yes")},
        {"no", QT_TRANSLATE_NOOP("ap::FieldForm", "no")},
        {"none", QT_TRANSLATE_NOOP("ap::FieldForm", "none")},
        {"full", QT_TRANSLATE_NOOP("ap::FieldForm", "full")},
        {"selective", QT_TRANSLATE_NOOP("ap::FieldForm", "selective")},
        {"object", QT_TRANSLATE_NOOP("ap::FieldForm", "object storage")},
        {"parallel-fs", QT_TRANSLATE_NOOP("ap::FieldForm", "parallel file system")},
        {"local-nvme", QT_TRANSLATE_NOOP("ap::FieldForm", "local NVMe")},
        {"rail-optimized", QT_TRANSLATE_NOOP("ap::FieldForm", "rail-optimised")},
        {"fat-tree", QT_TRANSLATE_NOOP("ap::FieldForm", "fat tree")},
        {"torus2d", QT_TRANSLATE_NOOP("ap::FieldForm", "2D torus")},
        {"torus3d", QT_TRANSLATE_NOOP("ap::FieldForm", "3D torus")},
        {"optimizer", QT_TRANSLATE_NOOP("ap::FieldForm", "optimizer state")},
        {"activations", QT_TRANSLATE_NOOP("ap::FieldForm", "activations")},
        {"optimizer_and_activations",
         QT_TRANSLATE_NOOP("ap::FieldForm", "optimizer state and activations")},
        {"upfront", QT_TRANSLATE_NOOP("ap::FieldForm", "paid up front")},
        {"financed", QT_TRANSLATE_NOOP("ap::FieldForm", "financed")},
        {"straight_line", QT_TRANSLATE_NOOP("ap::FieldForm", "straight-line depreciation")},
        {"cost", QT_TRANSLATE_NOOP("ap::FieldForm", "cost")},
        {"time", QT_TRANSLATE_NOOP("ap::FieldForm", "time")},
        {"energy", QT_TRANSLATE_NOOP("ap::FieldForm", "energy")},
        {"carbon", QT_TRANSLATE_NOOP("ap::FieldForm", "carbon")},
        {"risk", QT_TRANSLATE_NOOP("ap::FieldForm", "risk")},
        {"latency", QT_TRANSLATE_NOOP("ap::FieldForm", "latency")},
        {"max", QT_TRANSLATE_NOOP("ap::FieldForm", "max")},
    };
    if (const auto commitment = parseCommitment(key.toStdString()))
        return commitmentText(*commitment);
    for (const Item& i : items)
        if (key == QLatin1String(i.key))
            return QCoreApplication::translate("ap::FieldForm", i.text);
    static const QStringList precisions = {QStringLiteral("fp32"), QStringLiteral("tf32"),
                                           QStringLiteral("bf16"), QStringLiteral("fp16"),
                                           QStringLiteral("fp8"),  QStringLiteral("int8"),
                                           QStringLiteral("int4"), QStringLiteral("fp4")};
    if (precisions.contains(key))
        return key.toUpper();
    return key;
}

// A field whose values are data classes (a placement's, a study's constraint).
bool isDataClassField(const FieldDescriptor& f)
{
    return f.pointer.ends_with("/data_classes");
}

// What an item of a list of words shows: a data class or a choice in the user's words.
QString listWord(const FieldDescriptor& f, const QString& key)
{
    return isDataClassField(f) ? dataClassText(key.toStdString()) : choiceText(key);
}

// A field's tooltip with the choices its help lists as file keys in the words its items show
// ("on_demand, commit_1y" -> "on demand, 1-year commitment"; a placement's data classes as
// the editor's list says them): keys with a '-', '_' or digit, or any data class. The file
// key's own line keeps its path.
QString toolTipInWords(const FieldDescriptor& f, const QStringList& dataClasses)
{
    QString tip = fieldToolTipText(f);
    if (f.kind != FieldKind::Choice && f.kind != FieldKind::ChoiceList)
        return tip;
    const bool classes = isDataClassField(f);
    // Every refresh asks again: the words of a tooltip in this language and with these classes
    // are kept (a few dozen fields).
    static QHash<QString, QString> done;
    const QString key = tip + QLatin1Char('\n') +
                        (classes ? dataClasses.join(QLatin1Char(',')) : QString()) +
                        QLatin1Char('\n') + listWord(f, f.choices.value(0));
    if (const auto it = done.constFind(key); it != done.constEnd())
        return *it;
    static const QRegularExpression technical(QStringLiteral("[-_0-9]"));
    for (const QString& key : classes ? dataClasses : f.choices) {
        const QString word = listWord(f, key);
        if (word == key || (!classes && !key.contains(technical)))
            continue;
        const QRegularExpression at(
            QStringLiteral("(?<![\\w./-])%1(?![\\w/-])").arg(QRegularExpression::escape(key)));
        tip.replace(at, word);
    }
    done.insert(key, tip);
    return tip;
}

// Fields that the file always needs: no "(default)" entry.
bool required(const FieldDescriptor& f)
{
    return f.pointer == "/workload" || f.pointer == "/workload/precision" ||
           f.pointer == "/cluster/device";
}

bool applies(const FieldDescriptor& f, FieldApplies kind)
{
    return f.applies == FieldApplies::Always || kind == FieldApplies::Always || f.applies == kind;
}

QString fieldObjectName(const FieldDescriptor& f)
{
    return QStringLiteral("field:") + QString::fromStdString(f.pointer);
}

} // namespace

FieldForm::FieldForm(const std::vector<FieldDescriptor>& fields, QWidget* parent)
    : QWidget(parent)
    , m_fields(fields)
    , m_toolBox(new QToolBox(this))
{
    m_toolBox->setObjectName(QStringLiteral("fieldGroups"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toolBox);

    std::map<std::string, QGridLayout*> grids;
    std::map<std::string, int> pages;
    m_rows.resize(m_fields.size());
    for (size_t i = 0; i < m_fields.size(); ++i) {
        const FieldDescriptor& f = m_fields[i];
        Row& row = m_rows[i];
        row.field = &f;
        QGridLayout*& grid = grids[f.group];
        if (!grid) {
            auto* page = new QWidget;
            page->setObjectName(QStringLiteral("page:") + QString::fromLatin1(f.group));
            grid = new QGridLayout(page);
            grid->setColumnStretch(1, 1);
            // Room between rows for a label that wraps onto two lines ("Gewichtsformat der
            // Experten"), which at 2 px touched the fields above and below it (#25).
            grid->setVerticalSpacing(6);
            pages[f.group] = m_toolBox->addItem(page, fieldGroupText(f));
        }
        row.page = pages[f.group];
        const int r = grid->rowCount();
        row.label = new QLabel(fieldLabelText(f));
        // A long label ("Aktivierungs-Neuberechnung") wraps at its hyphen or space rather than
        // widen the page past the panel, which would push the units out of sight.
        row.label->setWordWrap(true);
        row.label->setToolTip(fieldToolTipText(f));
        row.editor = makeEditor(row);
        row.editor->setObjectName(fieldObjectName(f));
        // Editors take the width the labels leave, so "(default) selective" is not cut.
        row.editor->setSizePolicy(QSizePolicy::Expanding, qobject_cast<QListWidget*>(row.editor)
                                                              ? QSizePolicy::Preferred
                                                              : QSizePolicy::Fixed);
        row.editor->setToolTip(fieldToolTipText(f));
        row.label->setBuddy(row.editor);
        row.unit = new QLabel(unitText(f.unit));
        row.unit->setObjectName(QStringLiteral("unit:") + QString::fromStdString(f.pointer));
        row.reason = new QLabel;
        row.reason->setObjectName(QStringLiteral("reason:") + QString::fromStdString(f.pointer));
        row.reason->setWordWrap(true);
        row.reason->setStyleSheet(QStringLiteral("color: #c01c28;"));
        row.reason->hide();
        grid->addWidget(row.label, r, 0);
        grid->addWidget(row.editor, r, 1);
        grid->addWidget(row.unit, r, 2);
        grid->addWidget(row.reason, r + 1, 0, 1, 3);
        m_index[f.pointer] = i;
    }
    for (auto& [group, grid] : grids)
        grid->setRowStretch(grid->rowCount(), 1);
}

QWidget* FieldForm::makeEditor(Row& row)
{
    const FieldDescriptor& f = *row.field;
    Row* r = &row;
    switch (f.kind) {
    case FieldKind::Number:
    case FieldKind::Text:
    case FieldKind::List:
    case FieldKind::NumberList:
    case FieldKind::NumberMap: {
        auto* edit = new QLineEdit;
        holdWholeText(edit);
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textEdited, this,
                [this, r](const QString& t) { onTyped(*r, t); });
        // editingFinished also comes on focus-out; the commit is a no-op when nothing changed.
        connect(edit, &QLineEdit::editingFinished, this,
                [this, r, edit] { onCommit(*r, edit->text()); });
        return edit;
    }
    case FieldKind::Choice:
    case FieldKind::Bool:
    case FieldKind::Device:
    case FieldKind::Site: {
        auto* combo = new QComboBox;
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
        if (f.kind == FieldKind::Site || f.kind == FieldKind::Device) {
            // Ids are searched, not scrolled for: typing "h200" or "frank" lists every id
            // containing it (41 devices, 47 sites). Sites may also be named in the placement's
            // own `sites` object, so a typed id is taken as typed; an unknown one is refused
            // with the reason, like any other edit.
            combo->setEditable(true);
            combo->setInsertPolicy(QComboBox::NoInsert);
            QCompleter* completer = combo->completer();
            completer->setFilterMode(Qt::MatchContains);
            completer->setCaseSensitivity(Qt::CaseInsensitive);
            completer->setCompletionMode(QCompleter::PopupCompletion);
            connect(combo->lineEdit(), &QLineEdit::editingFinished, this,
                    [this, r, combo] { onCommit(*r, combo->currentText()); });
        }
        connect(combo, &QComboBox::activated, this,
                [this, r, combo](int index) { onCommit(*r, combo->itemText(index)); });
        return combo;
    }
    case FieldKind::Toggle: {
        auto* box = new QCheckBox;
        connect(box, &QCheckBox::clicked, this,
                [this, r](bool on) { onCommit(*r, on ? QStringLiteral("on") : QString()); });
        return box;
    }
    case FieldKind::DeviceList:
    case FieldKind::SiteList:
    case FieldKind::ChoiceList: {
        auto* list = new QListWidget;
        list->setMinimumHeight(90);
        list->setMaximumHeight(160);
        // Queued: applying rebuilds the list, which must not happen inside the item's own
        // setData(). Several checks in a row collapse into one edit.
        connect(
            list, &QListWidget::itemChanged, this,
            [this, r] {
                if (m_filling)
                    return;
                const auto value = listValue(*r);
                const QString reason = m_binding.apply ? m_binding.apply(r->field->pointer, value,
                                                                         fieldLabelText(*r->field))
                                                       : QString();
                showReason(*r, reason);
                if (!reason.isEmpty()) {
                    emit editRejected(reasonInWords(reason));
                    refresh();
                    showReason(*r, reason);
                } else if (!value) {
                    refresh(); // back to the default: a list of words shows it checked
                }
            },
            Qt::QueuedConnection);
        return list;
    }
    }
    return new QWidget;
}

void FieldForm::setBinding(Binding binding)
{
    m_binding = std::move(binding);
    refresh();
}

void FieldForm::setIds(const DataContext& data)
{
    m_deviceIds.clear();
    for (const Device& d : data.catalog().devices())
        m_deviceIds << QString::fromStdString(d.id);
    m_siteIds.clear();
    for (const auto& [id, site] : data.sites().sites())
        m_siteIds << QString::fromStdString(id);
    m_dataClasses.clear();
    for (const std::string& c : knownDataClasses(data.sites()))
        m_dataClasses << QString::fromStdString(c);
    refresh();
}

void FieldForm::setChoices(const std::string& pointer, const QStringList& choices)
{
    const auto it = m_index.find(pointer);
    if (it == m_index.end())
        return;
    m_fields[it->second].choices = choices;
    refresh();
}

void FieldForm::setWorkloadKind(FieldApplies kind)
{
    m_kind = kind;
    updateVisibility();
}

void FieldForm::updateVisibility()
{
    std::map<int, bool> pageUsed;
    for (Row& row : m_rows) {
        const bool visible = applies(*row.field, m_kind) &&
                             (!m_binding.shown || m_binding.shown(row.field->pointer));
        row.label->setVisible(visible);
        row.editor->setVisible(visible);
        row.unit->setVisible(visible);
        if (!visible)
            row.reason->hide();
        pageUsed[row.page] = pageUsed[row.page] || visible;
    }
    for (const auto& [page, used] : pageUsed)
        m_toolBox->setItemEnabled(page, used);
}

QWidget* FieldForm::editor(const std::string& pointer) const
{
    const auto it = m_index.find(pointer);
    return it == m_index.end() ? nullptr : m_rows[it->second].editor;
}

QLabel* FieldForm::reasonLabel(const std::string& pointer) const
{
    const auto it = m_index.find(pointer);
    return it == m_index.end() ? nullptr : m_rows[it->second].reason;
}

void FieldForm::showField(const std::string& pointer)
{
    const auto it = m_index.find(pointer);
    if (it != m_index.end())
        m_toolBox->setCurrentIndex(m_rows[it->second].page);
}

void FieldForm::refresh()
{
    const json values = m_binding.values ? m_binding.values() : json::object();
    const json effective = m_binding.effective ? m_binding.effective() : values;
    m_filling = true;
    for (Row& row : m_rows) {
        row.reason->hide();
        row.reason->clear();
        fillRow(row, values, effective);
    }
    m_filling = false;
    updateVisibility();
    setEnabled(static_cast<bool>(m_binding.values));
}

void FieldForm::fillRow(Row& row, const json& values, const json& effective)
{
    const FieldDescriptor& f = *row.field;
    const json::json_pointer ptr(f.pointer);
    const bool has = values.contains(ptr);
    const QString text = has ? fieldText(f, values.at(ptr)) : QString();
    const QString fallback = effective.contains(ptr) ? fieldText(f, effective.at(ptr)) : QString();
    row.shownText = text;
    {
        const QString note = m_binding.note ? m_binding.note(f.pointer) : QString();
        const QString help = toolTipInWords(f, m_dataClasses);
        const QString tip = note.isEmpty() ? help : help + QStringLiteral("\n\n") + note;
        if (row.editor->toolTip() != tip) {
            row.label->setToolTip(tip);
            row.editor->setToolTip(tip);
        }
    }
    if (auto* edit = qobject_cast<QLineEdit*>(row.editor)) {
        const QSignalBlocker block(edit);
        edit->setText(text);
        // A list or map longer than the field shows its start ("colo-de-frankfurt: 1500, ...").
        if (f.kind == FieldKind::List || f.kind == FieldKind::NumberList ||
            f.kind == FieldKind::NumberMap)
            edit->setCursorPosition(0);
        edit->setPlaceholderText(fallback.isEmpty() ? tr("default")
                                                    : tr("default: %1").arg(shownName(fallback)));
    } else if (auto* combo = qobject_cast<QComboBox*>(row.editor)) {
        const QSignalBlocker block(combo);
        combo->clear();
        QStringList items;
        if (f.kind == FieldKind::Bool)
            items = {QStringLiteral("yes"), QStringLiteral("no")};
        else if (f.kind == FieldKind::Device)
            items = m_deviceIds;
        else if (f.kind == FieldKind::Site)
            items = m_siteIds;
        else
            items = f.choices;
        const json::json_pointer kindKey("/workload/kind");
        if (f.pointer == "/workload" && values.contains(kindKey) &&
            values.at(kindKey).is_string()) {
            // The kind lives inside the workload object this field rebuilds.
            const QString kind = QString::fromStdString(values.at(kindKey).get<std::string>());
            for (const QString& item : items)
                combo->addItem(choiceText(item), item);
            combo->setCurrentIndex(int(items.indexOf(kind)));
            row.shownText = kind;
            return;
        }
        // Devices and sites show their ids (what the user searches for); choices their words.
        const bool ids = f.kind == FieldKind::Device || f.kind == FieldKind::Site;
        // A choice may be a name from the project (a study's template scenario): bounded.
        const auto shown = [ids](const QString& item) {
            return ids ? item : shownName(choiceText(item));
        };
        if (!required(f))
            combo->addItem(fallback.isEmpty()
                               ? defaultItem()
                               : defaultItem() + QStringLiteral(" ") + shown(fallback),
                           QString());
        for (const QString& item : items)
            combo->addItem(shown(item), item);
        if (has && combo->findData(text) < 0)
            combo->addItem(shownName(text), text); // a value the list does not know
        combo->setCurrentIndex(has ? combo->findData(text) : 0);
        if (combo->isEditable())
            combo->setEditText(has ? text : QString());
    } else if (auto* box = qobject_cast<QCheckBox*>(row.editor)) {
        const QSignalBlocker block(box);
        box->setChecked(has);
    } else if (auto* list = qobject_cast<QListWidget*>(row.editor)) {
        const QSignalBlocker block(list);
        list->clear();
        // A list of words shows its default checked when the file states none (a placement's
        // data classes: "internal"); checking another states both.
        const bool words = f.kind == FieldKind::ChoiceList;
        const json* stated = has                                ? &values.at(ptr)
                             : words && effective.contains(ptr) ? &effective.at(ptr)
                                                                : nullptr;
        QStringList checked;
        if (stated && stated->is_array())
            for (const json& v : *stated)
                if (v.is_string())
                    checked << QString::fromStdString(v.get<std::string>());
        QStringList ids = f.kind == FieldKind::DeviceList ? m_deviceIds
                          : f.kind == FieldKind::SiteList ? m_siteIds
                          : isDataClassField(f)           ? m_dataClasses
                                                          : f.choices;
        for (const QString& id : checked)
            if (!ids.contains(id))
                ids << id;
        for (const QString& id : ids) {
            // Ids as they are (what the user searches for); words with their key as the data
            // and in the tooltip.
            auto* item = new QListWidgetItem(words ? listWord(f, id) : id, list);
            item->setData(Qt::UserRole, id);
            if (words)
                item->setToolTip(
                    QCoreApplication::translate("ap::FieldTable", "File key: %1").arg(id));
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(checked.contains(id) ? Qt::Checked : Qt::Unchecked);
        }
    }
}

std::optional<json> FieldForm::listValue(const Row& row) const
{
    const auto* list = qobject_cast<const QListWidget*>(row.editor);
    if (!list)
        return std::nullopt;
    json ids = json::array();
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            ids.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
    if (ids.empty())
        return std::nullopt;
    return ids;
}

void FieldForm::showReason(Row& row, const QString& reason)
{
    // In the user's words under the field; the file's place only in the tooltip (#25).
    QString place;
    row.reason->setText(reasonInWords(reason, &place, row.field->pointer));
    row.reason->setToolTip(place);
    row.reason->setVisible(!reason.isEmpty());
}

void FieldForm::onTyped(Row& row, const QString& text)
{
    std::optional<json> value;
    QString reason;
    if (!fieldValueFromText(*row.field, text, &value, &reason)) {
        showReason(row, reason);
        return;
    }
    showReason(row, m_binding.check ? m_binding.check(row.field->pointer, value) : QString());
}

void FieldForm::onCommit(Row& row, const QString& typed)
{
    if (m_filling || !m_binding.apply)
        return;
    const FieldDescriptor& f = *row.field;
    QString text = typed;
    if (auto* combo = qobject_cast<QComboBox*>(row.editor)) {
        // Items show "(default) on-prem" but stand for their data ("" = the default).
        const int index = combo->findText(typed);
        if (index >= 0)
            text = combo->itemData(index).toString();
    }
    if (text.trimmed() == row.shownText.trimmed())
        return; // nothing changed (focus left an untouched field)
    std::optional<json> value;
    QString reason;
    if (fieldValueFromText(f, text, &value, &reason)) {
        if (f.compose && (value || f.kind == FieldKind::Choice)) {
            const json current = m_binding.values ? m_binding.values() : json::object();
            value = f.compose(current, text);
        }
        reason = m_binding.apply(f.pointer, value, fieldLabelText(f));
    }
    if (!reason.isEmpty()) {
        // Refused: the document is unchanged; the editor keeps what was typed, with the reason.
        showReason(row, reason);
        emit editRejected(reasonInWords(reason));
        if (!qobject_cast<QLineEdit*>(row.editor)) {
            const QString keep = reason;
            refresh();
            showReason(row, keep);
        }
        return;
    }
    showReason(row, {});
}

} // namespace ap
