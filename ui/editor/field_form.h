#pragma once

#include "editor/field_table.h"

#include <QWidget>

#include <functional>
#include <map>
#include <optional>

class QLabel;
class QToolBox;

namespace ap {

class DataContext;

// A form over a table of FieldDescriptors: one row per field (label, editor, unit, and the
// reason in red under it when the typed text is refused), grouped into the pages of a
// QToolBox. It holds no project state: what the fields show comes from `values()`, and edits
// leave through `check()` (as the user types) and `apply()` (Enter, focus out, a choice).
class FieldForm : public QWidget {
    Q_OBJECT
public:
    struct Binding {
        // The object's keys as the file holds them (defaults absent).
        std::function<nlohmann::json()> values;
        // The same with defaults filled in where known, shown as placeholders.
        std::function<nlohmann::json()> effective;
        // Empty when `value` (nullopt: back to the default) would be accepted, else why not.
        std::function<QString(const std::string& pointer, const std::optional<nlohmann::json>&)>
            check;
        // More to say about a field than its tooltip (where the default comes from), or "".
        std::function<QString(const std::string& pointer)> note;
        // Whether a field means something for the bound object (a figure the compute site's
        // kind has not is hidden: a cloud region rents no space); unset: every field does.
        std::function<bool(const std::string& pointer)> shown;
        // Applies it as one undoable edit; returns the reason when refused.
        std::function<QString(const std::string& pointer, const std::optional<nlohmann::json>&,
                              const QString& label)>
            apply;
    };

    FieldForm(const std::vector<FieldDescriptor>& fields, QWidget* parent = nullptr);

    void setBinding(Binding binding);
    // Ids offered by Device/DeviceList and Site/SiteList fields (the data's catalog and
    // sites) and the data classes the sites know (ChoiceList fields of data classes), and by
    // one Choice field.
    void setIds(const DataContext& data);
    void setChoices(const std::string& pointer, const QStringList& choices);
    // Shows the fields that apply to a training run or a serving workload.
    void setWorkloadKind(FieldApplies kind);
    // Re-reads every field from the binding (after the object changed or another was bound).
    void refresh();

    // For tests and focus handling: the editor widget and the reason label of a field.
    QWidget* editor(const std::string& pointer) const;
    QLabel* reasonLabel(const std::string& pointer) const;
    QToolBox* toolBox() const { return m_toolBox; }
    // Opens the page holding `pointer`.
    void showField(const std::string& pointer);

signals:
    void editRejected(const QString& reason);

private:
    struct Row {
        const FieldDescriptor* field = nullptr;
        QLabel* label = nullptr;
        QWidget* editor = nullptr;
        QLabel* unit = nullptr;
        QLabel* reason = nullptr;
        int page = 0;
        QString shownText; // what the editor showed after the last refresh
    };

    QWidget* makeEditor(Row& row);
    // Shows the rows that apply to the workload kind and the binding (`shown`).
    void updateVisibility();
    void onTyped(Row& row, const QString& text);
    void onCommit(Row& row, const QString& text);
    void showReason(Row& row, const QString& reason);
    void fillRow(Row& row, const nlohmann::json& values, const nlohmann::json& effective);
    std::optional<nlohmann::json> listValue(const Row& row) const;

    std::vector<FieldDescriptor> m_fields;
    std::vector<Row> m_rows;
    std::map<std::string, size_t> m_index;
    QToolBox* m_toolBox;
    Binding m_binding;
    QStringList m_deviceIds;
    QStringList m_siteIds;
    QStringList m_dataClasses; // every class some site may hold (format/data_class_text.h)
    FieldApplies m_kind = FieldApplies::Always;
    bool m_filling = false;
};

} // namespace ap
