#include "recommend/recent_searches.h"

#include "economics/price_book.h"
#include "perf/data_context.h"
#include "perf/efficiency_params.h"
#include "project/project.h"

#include <nlohmann/json.hpp>

#include <mutex>
#include <vector>

namespace ap {

namespace {

struct RecentSearch {
    std::string key;
    Recommendation result;
};
constexpr size_t kRecentSearches = 2;

std::mutex& recentMutex()
{
    static std::mutex m;
    return m;
}

std::vector<RecentSearch>& recentSearches()
{
    static std::vector<RecentSearch> recent;
    return recent;
}

} // namespace

std::string searchKey(const Project& project, const std::string& projectFile,
                      const StudySpec& study, const DataContext& data)
{
    std::string key = projectToJson(project).dump();
    key +=
        '\n' + projectFile + '\n' + study.name + '\n' + std::to_string(int(study.objective)) + '\n';
    const Catalog& catalog = data.catalog();
    for (const Device& d : catalog.devices())
        key += catalog.rawEntry(d.id).dump();
    key += efficiencyToJson(data.params(), nlohmann::json::object()).dump();
    key += data.prices().raw().dump();
    return key;
}

std::optional<Recommendation> recentSearch(const std::string& key)
{
    const std::lock_guard lock(recentMutex());
    for (const RecentSearch& r : recentSearches())
        if (r.key == key)
            return r.result;
    return std::nullopt;
}

void rememberSearch(std::string key, const Recommendation& result)
{
    const std::lock_guard lock(recentMutex());
    auto& recent = recentSearches();
    recent.insert(recent.begin(), RecentSearch{std::move(key), result});
    if (recent.size() > kRecentSearches)
        recent.resize(kRecentSearches);
}

} // namespace ap
