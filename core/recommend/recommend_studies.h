#pragma once

#include "recommend/recommend.h"

#include <vector>

namespace ap {

// Several studies of one project, each as recommend() runs it, results in the order of
// `studies`. With more than one thread the studies run side by side (each on its share of the
// threads, so that a project of several small studies keeps every core busy); no result
// depends on it. A study that throws stops the run: the exception of the first such study in
// `studies` is rethrown (the one a loop over recommend() would have thrown).
std::vector<Recommendation> recommendStudies(const Project& project,
                                             const std::vector<StudySpec>& studies,
                                             const DataContext& data,
                                             const RecommendOptions& options = {});

} // namespace ap
