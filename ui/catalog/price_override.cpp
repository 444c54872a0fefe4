#include "catalog/price_override.h"

#include "economics/price_book.h"
#include "format/message_text.h"
#include "project/project_document.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUndoStack>

#include <nlohmann/json.hpp>

namespace ap {

namespace {

class SetScenarioCommand : public QUndoCommand {
public:
    SetScenarioCommand(ProjectDocument* document, int row, Scenario after, const QString& text)
        : QUndoCommand(text)
        , m_document(document)
        , m_row(row)
        , m_before(document->scenario(row))
        , m_after(std::move(after))
    {
    }
    void undo() override { m_document->setScenario(m_row, m_before); }
    void redo() override { m_document->setScenario(m_row, m_after); }

private:
    ProjectDocument* m_document;
    int m_row;
    Scenario m_before;
    Scenario m_after;
};

} // namespace

QString setPriceOverride(ProjectDocument& document, int row, const nlohmann::json& pricesPatch)
{
    if (row < 0 || row >= document.scenarioCount())
        return QCoreApplication::translate("ap::PriceOverride", "No scenario to set the price on.");
    try {
        const Scenario& current = document.scenario(row);
        PlacementSpec placement = current.placement.value_or(PlacementSpec{});
        nlohmann::json prices = placement.priceOverrides->is_object() ? *placement.priceOverrides
                                                                      : nlohmann::json::object();
        prices.merge_patch(pricesPatch);
        // As the evaluation will read it: over the built-in price book (throws InputError
        // naming the field when the patch is not a price book's form).
        PriceBook check = PriceBook::builtIn();
        check.mergeOverrides(prices, "placement.prices");
        placement.priceOverrides = std::move(prices);
        Scenario after = current;
        after.placement = std::move(placement);
        document.undoStack()->push(new SetScenarioCommand(
            &document, row, std::move(after),
            QCoreApplication::translate("ap::PriceOverride", "Set price override")));
    } catch (const std::exception& e) {
        return errorText(e);
    }
    return {};
}

} // namespace ap
