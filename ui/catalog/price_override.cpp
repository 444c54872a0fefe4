#include "catalog/price_override.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "economics/price_book.h"
#include "format/message_text.h"

#include <QCoreApplication>

namespace ap {

QString setPriceOverride(ProjectDocument& document, int row, const PriceOverride& pricesPatch)
{
    if (row < 0 || row >= document.scenarioCount())
        return QCoreApplication::translate("ap::PriceOverride", "No scenario to set the price on.");
    try {
        PlacementSpec placement = document.scenario(row).placement.value_or(PlacementSpec{});
        mergePriceOverride(placement.priceOverrides, pricesPatch);
        // Each touched entry read over the document's price book as the evaluation reads it
        // (throws InputError naming the field).
        (void)priceLookup(document.data().prices(), placement.priceOverrides, "placement.prices");
        return commands::editScenarioPlacement(
            document, row, placement,
            QCoreApplication::translate("ap::PriceOverride", "Set price override"));
    } catch (const std::exception& e) {
        return errorText(e);
    }
}

QString setSiteOverride(ProjectDocument& document, int row, const SiteOverrides& sitesPatch)
{
    if (row < 0 || row >= document.scenarioCount())
        return QCoreApplication::translate("ap::PriceOverride", "No scenario to set the price on.");
    try {
        PlacementSpec placement = document.scenario(row).placement.value_or(PlacementSpec{});
        for (const auto& [id, patch] : sitesPatch)
            mergeSiteOverride(placement.siteOverrides[id], patch);
        // Each patched site read over the document's catalog as the evaluation reads it
        // (throws InputError naming the field).
        const SiteLookup check(document.data().sites(), placement.siteOverrides, "placement.sites");
        return commands::editScenarioPlacement(
            document, row, placement,
            QCoreApplication::translate("ap::PriceOverride", "Set site figures"));
    } catch (const std::exception& e) {
        return errorText(e);
    }
}

} // namespace ap
