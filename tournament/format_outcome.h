// What a tournament's format decided, as text made from its stored games and configuration: an
// SPRT's decision, a Swiss tournament's standings with their tie-breaks, a knockout's bracket.
// The end of a run and `chatur ratings --tournament` print the same text.
#pragma once

#include <string>
#include <vector>

#include "ratings/sprt.h"
#include "tournament/config.h"
#include "tournament/scheduler.h"

namespace chatur::tournament {

// "SPRT: H1 accepted, LLR 2.97 (-2.94, 2.94)": a decision and its log-likelihood ratio, with
// the bounds of the test `config`.
std::string sprt_decision_line(const ratings::SprtConfig& config, double llr,
                               ratings::SprtDecision decision);

// For a Swiss tournament, "swiss standings after N rounds:" and the standings
// (format_swiss_standings) after the rounds whose every game has finished; for a knockout,
// "bracket:" and the bracket (format_bracket); "" for the other formats. `names` are the
// configuration's engines in its order, `games` every game handed out, in index order.
std::string format_outcome(const TournamentConfig& config, const std::vector<std::string>& names,
                           const std::vector<TournamentGame>& games);

}  // namespace chatur::tournament
