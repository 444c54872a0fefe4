#pragma once

#include "economics/price_book.h"

#include <QString>

namespace ap {

class DataContext;
struct PriceImportSummary; // economics/price_import.h (which includes nlohmann/json)

// The price book the GUI evaluates with and how it got it: the built-in book with the user's
// price overlay merged over it (the file `accelplan-cli --prices` reads by default). A broken
// overlay never stops the application: the built-in book is kept and `error` says why.
struct PricesLoad {
    PriceBook prices;
    QString userPricesPath; // where the overlay is looked for (may not exist)
    bool userPricesMerged = false;
    QString error; // empty when everything loaded
};

// Loads the built-in book and merges `userPricesPath` over it when that file exists.
PricesLoad loadPrices(const QString& userPricesPath);
// Same, with the overlay at ap::defaultUserPricesPath().
PricesLoad loadPrices();

// File > Import Prices…: imports `input` (a SkyPilot vms.csv, whose folder names the cloud, a
// SkyPilot catalog folder, or LiteLLM's model_prices_and_context_window.json) with the same
// core importer as `accelplan-cli prices import`, merges the result over the overlay already
// at `overlayPath` (an earlier import of the other format stays), checks that the book loads
// with it and saves it atomically. On error returns false with `error` set and writes nothing.
bool importPricesToOverlay(const QString& input, const QString& overlayPath,
                           const DataContext& data, const QString& date,
                           PriceImportSummary* summary, QString* error);

} // namespace ap
