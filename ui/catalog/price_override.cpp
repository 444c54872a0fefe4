#include "catalog/price_override.h"

#include "document/edits.h"
#include "document/project_document.h"
#include "economics/price_book.h"
#include "format/message_text.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <functional>

namespace ap {

namespace {

// Merges `patch` into the placement's `member` patch of scenario `row` and pushes it as one
// command named `text`, once `check` (which throws InputError naming the field) accepts the
// merged patch as the evaluation will read it.
QString setPlacementPatch(ProjectDocument& document, int row, OwnedJson PlacementSpec::*member,
                          const nlohmann::json& patch,
                          const std::function<void(const nlohmann::json&)>& check,
                          const QString& text)
{
    if (row < 0 || row >= document.scenarioCount())
        return QCoreApplication::translate("ap::PriceOverride", "No scenario to set the price on.");
    try {
        const Scenario& current = document.scenario(row);
        PlacementSpec placement = current.placement.value_or(PlacementSpec{});
        nlohmann::json merged =
            (placement.*member)->is_object() ? *(placement.*member) : nlohmann::json::object();
        merged.merge_patch(patch);
        check(merged);
        placement.*member = std::move(merged);
        return commands::editScenarioPlacement(document, row, placement, text);
    } catch (const std::exception& e) {
        return errorText(e);
    }
}

} // namespace

QString setPriceOverride(ProjectDocument& document, int row, const nlohmann::json& pricesPatch)
{
    return setPlacementPatch(
        document, row, &PlacementSpec::priceOverrides, pricesPatch,
        [&document](const nlohmann::json& prices) {
            // Over the document's price book (throws InputError naming the field when the
            // patch is not a price book's form).
            PriceBook check = document.data().prices();
            check.mergeOverrides(prices, "placement.prices");
        },
        QCoreApplication::translate("ap::PriceOverride", "Set price override"));
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
