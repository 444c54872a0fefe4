#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// What the shipped data files hold and how old their figures are: one row of data/README.md
// per file, and the entries behind `accelplan-cli catalog --stale DAYS`. Computed from the
// embedded data/ files so the table cannot drift from them (a test compares the README).

// A calendar day as days since 1970-01-01 (proleptic Gregorian).
int daysFromCivil(int year, int month, int day);

// The last day a dated figure can refer to: "2024-08" -> 2024-08-31, "H1 2024" -> 2024-06-30,
// "2023" -> 2023-12-31, "2024-05-12" -> that day, "2024 (Jan-Jul)" -> 2024-12-31 (the year;
// the text in brackets is a note). Ranges ("2023-2024") take the later year, so an entry is
// called stale only when even its newest reading is old. nullopt when no year is found.
std::optional<int> dataDateLastDay(std::string_view text);

// "YYYY-MM-DD" -> days; nullopt when malformed.
std::optional<int> parseIsoDay(std::string_view text);

struct DatedEntry {
    std::string file;    // relative to data/ ("prices/cloud.json")
    std::string pointer; // JSON pointer of the object carrying the date
    std::string date;    // as written
    std::string confidence;
    int ageDays = 0; // today - dataDateLastDay(date)
};

struct DataFileSummary {
    std::string file;
    std::string holds;      // what the file holds, in a few words
    int entries = 0;        // devices, sites, or dated price points
    std::string oldestDate; // the oldest dated figure as written ("-" when none)
    int withConfidence = 0; // values that state a confidence
    int lowConfidence = 0;  // ... of which "low"
};

// Every object with a "date" in the embedded hardware/, prices/ and sites/ files.
std::vector<DatedEntry> datedEntries(int todayDays);
std::vector<DataFileSummary> dataInventory();

// The Markdown table of data/README.md (one row per file, fixed order by file name).
void printDataInventoryTable(std::ostream& out, const std::vector<DataFileSummary>& rows);

} // namespace ap
