#pragma once
// The P10-P90 bands (perf/prediction_band.h) of a recommendation's candidates, and the sentence
// of the explanation that says how sure the model is of the winner (issue #27): a buyer choosing
// between two device families on a 20 % difference needs to know whether the model's own error
// there is larger.

#include "perf/prediction_band.h"

#include <optional>

namespace ap {

struct Candidate;
class Message;
struct Recommendation;

// The regime and band of a candidate: the study's template scenario run on the candidate's
// device (its workload decides the phase, MoE and context class; regimeBand()). Nothing for a
// model API (no performance model) or a device the catalog does not hold.
std::optional<RegimeBand> candidateRegimeBand(const Candidate& c, const Scenario& templ,
                                              const Catalog& catalog,
                                              const BandTable& table = shippedBandTable());

// The bands of a candidate's figures: the regime of the study's template scenario run on the
// candidate's device (its workload decides the phase, MoE and context class), over the
// candidate's own figures (the same bandsOf() as an evaluated scenario's). Nothing for a
// rejected candidate, a model API or a device the catalog does not hold.
std::optional<ScenarioBands> candidateBands(const Candidate& c, const Scenario& templ,
                                            const Catalog& catalog,
                                            const BandTable& table = shippedBandTable());

// The bands of a recommendation's winner (its first ranked candidate), its template scenario
// found in `p` by the recommendation's scenario name; nothing without a winner or template.
std::optional<ScenarioBands> winnerBands(const Recommendation& r, const Project& p,
                                         const Catalog& catalog);

// "The model's P10-P90 here (N measured runs, regime R): ...; the best <other family> option's
// cost per run, $X, lies inside (outside) that range." Nothing where the winner has no band.
// `rival` is the best feasible candidate of another device family, if any: with the same
// family the model's error moves both options together and says nothing of the difference.
std::optional<Message> bandSentence(const Candidate& winner, const Candidate* rival,
                                    const Scenario& templ, const Catalog& catalog,
                                    const BandTable& table = shippedBandTable());

} // namespace ap
