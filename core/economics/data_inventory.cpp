#include "economics/data_inventory.h"

#include "common/embedded_data.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <functional>

namespace ap {

using nlohmann::json;

int daysFromCivil(int y, int m, int d)
{
    // Howard Hinnant's days_from_civil (public domain), valid for the proleptic Gregorian
    // calendar.
    y -= m <= 2 ? 1 : 0;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = unsigned((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1);
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + int(doe) - 719468;
}

namespace {

int daysInMonth(int y, int m)
{
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : kDays[m - 1];
}

int lastDayOf(int y, int m)
{
    return daysFromCivil(y, m, daysInMonth(y, m));
}

bool digits(std::string_view s, size_t at, size_t n)
{
    if (at + n > s.size())
        return false;
    for (size_t i = at; i < at + n; ++i)
        if (!std::isdigit(static_cast<unsigned char>(s[i])))
            return false;
    return true;
}

int number(std::string_view s, size_t at, size_t n)
{
    int v = 0;
    for (size_t i = at; i < at + n; ++i)
        v = v * 10 + (s[i] - '0');
    return v;
}

} // namespace

std::optional<int> parseIsoDay(std::string_view t)
{
    if (t.size() != 10 || !digits(t, 0, 4) || t[4] != '-' || !digits(t, 5, 2) || t[7] != '-' ||
        !digits(t, 8, 2))
        return std::nullopt;
    const int y = number(t, 0, 4), m = number(t, 5, 2), d = number(t, 8, 2);
    if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m))
        return std::nullopt;
    return daysFromCivil(y, m, d);
}

std::optional<int> dataDateLastDay(std::string_view text)
{
    // Notes in brackets do not date the figure.
    const std::string_view t = text.substr(0, std::min(text.size(), text.find('(')));
    std::optional<int> latest;
    for (size_t i = 0; i + 4 <= t.size(); ++i) {
        const bool boundary = i == 0 || !std::isdigit(static_cast<unsigned char>(t[i - 1]));
        if (!boundary || !digits(t, i, 4) || (i + 4 < t.size() && std::isdigit(t[i + 4])))
            continue;
        const int y = number(t, i, 4);
        if (y < 1900 || y > 2200)
            continue;
        int day = lastDayOf(y, 12);
        if (i + 7 <= t.size() && t[i + 4] == '-' && digits(t, i + 5, 2) &&
            (i + 7 == t.size() || !std::isdigit(static_cast<unsigned char>(t[i + 7])))) {
            const int m = number(t, i + 5, 2);
            if (m >= 1 && m <= 12) {
                day = lastDayOf(y, m);
                if (i + 10 <= t.size() && t[i + 7] == '-' && digits(t, i + 8, 2))
                    day =
                        daysFromCivil(y, m, std::clamp(number(t, i + 8, 2), 1, daysInMonth(y, m)));
            }
        } else {
            // "H1 2024", "Q3 2025", "2024-H2", "2024-S1" (Eurostat semesters).
            auto half = [&](char kind, char n) -> std::optional<int> {
                if ((kind == 'H' || kind == 'S') && (n == '1' || n == '2'))
                    return n == '1' ? 6 : 12;
                if (kind == 'Q' && n >= '1' && n <= '4')
                    return 3 * (n - '0');
                return std::nullopt;
            };
            std::optional<int> m;
            if (i >= 3 && t[i - 1] == ' ')
                m = half(t[i - 3], t[i - 2]);
            if (!m && i + 7 <= t.size() && t[i + 4] == '-')
                m = half(t[i + 5], t[i + 6]);
            if (m)
                day = lastDayOf(y, *m);
        }
        latest = latest ? std::max(*latest, day) : day;
    }
    return latest;
}

namespace {

struct FileKind {
    std::string_view prefix;
    std::string_view holds;
};

constexpr FileKind kKinds[] = {
    {"hardware/", "devices: peaks, memory, links, power (datasheets)"},
    {"prices/", "price points: rental, purchase, egress, facility, TCO defaults"},
    {"sites/", "sites: jurisdiction, devices, power price, carbon, coordinates"},
};

void walk(const json& j, const std::string& pointer,
          const std::function<void(const json&, const std::string&)>& visit)
{
    if (j.is_object()) {
        visit(j, pointer);
        for (auto it = j.begin(); it != j.end(); ++it)
            walk(*it, pointer + "/" + it.key(), visit);
    } else if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i)
            walk(j[i], pointer + "/" + std::to_string(i), visit);
    }
}

template <typename F> void forEachDataFile(F f)
{
    std::vector<std::pair<std::string, std::string_view>> files;
    for (const auto& e : embeddedFiles())
        for (const auto& k : kKinds)
            if (e.name.starts_with(k.prefix) && e.name.ends_with(".json"))
                files.emplace_back(std::string(e.name), e.contents);
    std::sort(files.begin(), files.end());
    for (const auto& [name, text] : files)
        f(name, json::parse(text));
}

} // namespace

std::vector<DatedEntry> datedEntries(int todayDays)
{
    std::vector<DatedEntry> out;
    forEachDataFile([&](const std::string& name, const json& doc) {
        walk(doc, "", [&](const json& o, const std::string& pointer) {
            const auto d = o.find("date");
            if (d == o.end() || !d->is_string())
                return;
            DatedEntry e;
            e.file = name;
            e.pointer = pointer;
            e.date = d->get<std::string>();
            if (const auto c = o.find("confidence"); c != o.end() && c->is_string())
                e.confidence = c->get<std::string>();
            if (const auto last = dataDateLastDay(e.date))
                e.ageDays = todayDays - *last;
            out.push_back(std::move(e));
        });
    });
    return out;
}

std::vector<DataFileSummary> dataInventory()
{
    std::vector<DataFileSummary> out;
    forEachDataFile([&](const std::string& name, const json& doc) {
        DataFileSummary s;
        s.file = name;
        for (const auto& k : kKinds)
            if (name.starts_with(k.prefix))
                s.holds = std::string(k.holds);
        std::optional<int> oldest;
        int dated = 0;
        walk(doc, "", [&](const json& o, const std::string&) {
            if (const auto d = o.find("date"); d != o.end() && d->is_string()) {
                ++dated;
                const auto last = dataDateLastDay(d->get<std::string>());
                if (last && (!oldest || *last < *oldest)) {
                    oldest = *last;
                    s.oldestDate = d->get<std::string>();
                }
            }
            if (const auto c = o.find("confidence"); c != o.end() && c->is_string()) {
                ++s.withConfidence;
                if (c->get<std::string>().starts_with("low"))
                    ++s.lowConfidence;
            }
        });
        if (name.starts_with("hardware/") && doc.contains("devices"))
            s.entries = int(doc["devices"].size());
        else if (name.starts_with("sites/") && doc.contains("sites"))
            s.entries = int(doc["sites"].size());
        else
            s.entries = dated;
        if (s.oldestDate.empty())
            s.oldestDate = "-";
        out.push_back(std::move(s));
    });
    return out;
}

void printDataInventoryTable(std::ostream& out, const std::vector<DataFileSummary>& rows)
{
    out << "| file | holds | entries | oldest date | low-confidence share |\n"
        << "|---|---|---|---|---|\n";
    for (const auto& r : rows) {
        std::string share = "- (no confidence stated)";
        if (r.withConfidence > 0) {
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.0f %% (%d of %d)",
                          100.0 * r.lowConfidence / r.withConfidence, r.lowConfidence,
                          r.withConfidence);
            share = buf;
        }
        out << "| `" << r.file << "` | " << r.holds << " | " << r.entries << " | " << r.oldestDate
            << " | " << share << " |\n";
    }
}

} // namespace ap
