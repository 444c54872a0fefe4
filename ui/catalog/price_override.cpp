#include "catalog/price_override.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "economics/price_book.h"
#include "format/message_text.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace ap {

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
        // As the evaluation will read it: over the document's price book (throws InputError
        // naming the field when the patch is not a price book's form).
        PriceBook check = document.data().prices();
        check.mergeOverrides(prices, "placement.prices");
        placement.priceOverrides = std::move(prices);
        return commands::editScenarioPlacement(
            document, row, placement,
            QCoreApplication::translate("ap::PriceOverride", "Set price override"));
    } catch (const std::exception& e) {
        return errorText(e);
    }
}

} // namespace ap
