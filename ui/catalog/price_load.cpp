#include "catalog/price_load.h"

#include "common/json_reader.h"
#include "common/text_file.h"
#include "economics/price_import.h"
#include "format/message_text.h"
#include "perf/data_context.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <exception>
#include <filesystem>

namespace ap {

PricesLoad loadPrices(const QString& userPricesPath)
{
    PricesLoad load;
    load.userPricesPath = userPricesPath;
    try {
        load.prices = PriceBook::builtIn();
    } catch (const std::exception& e) {
        load.error = QCoreApplication::translate("ap::PricesLoad",
                                                 "The built-in prices could not be read: %1")
                         .arg(errorText(e));
        return load;
    }
    if (userPricesPath.isEmpty() || !QFileInfo::exists(userPricesPath))
        return load;
    try {
        // merge() leaves the book unchanged when it throws: the built-in prices remain.
        load.prices.mergeFile(userPricesPath.toStdString());
        load.userPricesMerged = true;
    } catch (const std::exception& e) {
        load.error = QCoreApplication::translate(
                         "ap::PricesLoad",
                         "Your prices were not loaded, the built-in prices are used instead.\n%1")
                         .arg(errorText(e));
    }
    return load;
}

PricesLoad loadPrices()
{
    return loadPrices(QString::fromStdString(defaultUserPricesPath().string()));
}

bool importPricesToOverlay(const QString& input, const QString& overlayPath,
                           const DataContext& data, const QString& date,
                           PriceImportSummary* summary, QString* error)
{
    namespace fs = std::filesystem;
    try {
        PriceImportOptions options;
        options.date = date.toStdString();
        const fs::path in = input.toStdString();
        std::error_code ec;
        PriceImport imported =
            fs::is_directory(in, ec) || in.filename() == "vms.csv"
                ? importSkyPilotFolder(fs::is_directory(in, ec) ? in : in.parent_path(),
                                       data.catalog(), data.sites(), options)
                : importLiteLlmFile(in, data.sites(), options);
        nlohmann::json overlay = imported.overlay;
        const fs::path out = overlayPath.toStdString();
        if (fs::exists(out, ec)) {
            nlohmann::json before = parseJson(readTextFile(out), displayPath(out));
            const std::string notes = before.value("notes", std::string());
            before.merge_patch(overlay);
            before["notes"] = notes.empty() ? overlay.value("notes", std::string())
                                            : notes + " " + overlay.value("notes", std::string());
            overlay = std::move(before);
        }
        const std::string text = overlay.dump(2) + "\n";
        PriceBook check = PriceBook::builtIn();
        check.merge(text, displayPath(out));
        fs::create_directories(out.parent_path(), ec);
        writeTextFileAtomically(out, text);
        if (summary)
            *summary = imported.summary;
        return true;
    } catch (const std::exception& e) {
        if (error)
            *error = errorText(e);
        return false;
    }
}

} // namespace ap
