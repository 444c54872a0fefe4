#pragma once

#include "recommend/recommend.h"

#include <optional>
#include <string>

namespace ap {

class DataContext;
struct Project;
struct StudySpec;

// The last searches of this process and their results, by everything they read: searching
// again with unchanged inputs, in the Recommendation tab of this window or another one, or
// exporting the playbook after a search, uses the answer at once instead of running the search
// and Monte Carlo again (seconds on a large study). The same inputs give the same result: the
// search and its sampling are deterministic at any thread count (tst_cli's
// recommendSameAtAnyThreadCount), so nothing is stale and the thread count is not in the key.
// Safe to call from any thread (the playbook export searches off the GUI thread).

// Everything a search of `study` reads: the whole project, its file name, the study and its
// objective, the catalog, the prices (an imported overlay included) and the efficiency
// parameters.
std::string searchKey(const Project& project, const std::string& projectFile,
                      const StudySpec& study, const DataContext& data);
std::optional<Recommendation> recentSearch(const std::string& key);
void rememberSearch(std::string key, const Recommendation& result);

} // namespace ap
