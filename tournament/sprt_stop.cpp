#include "tournament/sprt_stop.h"

#include "ratings/game_result.h"
#include "ratings/head_to_head.h"

namespace chatur::tournament {

SprtState sprt_state(const ratings::SprtConfig& config, bool paired,
                     const std::vector<TournamentGame>& games) {
  std::vector<ratings::GameResult> results;
  for (const TournamentGame& t : games) {
    if (!t.end || !t.end->team_score) continue;
    ratings::GameResult g;
    g.seat_player = t.game.seats;
    // Two engines: armies alternate between the two sides (teams play {a, b, a, b}).
    for (std::size_t a = 0; a < t.game.seats.size(); ++a)
      g.seat_side.push_back(static_cast<int>(a % 2));
    g.side_score = {(*t.end->team_score)[0], (*t.end->team_score)[1]};
    g.pair = t.game.pair;
    results.push_back(std::move(g));
  }
  const ratings::HeadToHead h = ratings::head_to_head(results, 0, 1);
  SprtState s;
  s.games = static_cast<int>(results.size());
  s.bounds = ratings::sprt_bounds(config);
  if (paired && config.model != ratings::SprtModel::kBayesian) {
    s.pairs = static_cast<int>(h.pair_means.size());
    s.llr = s.pairs > 0 ? ratings::sprt_llr(config, h.pentanomial) : 0.0;
  } else {
    s.llr = s.games > 0 ? ratings::sprt_llr(config, h.wins, h.draws, h.losses) : 0.0;
  }
  s.decision = ratings::sprt_decision(config, s.llr);
  return s;
}

std::string sprt_decision_text(ratings::SprtDecision decision) {
  switch (decision) {
    case ratings::SprtDecision::kAcceptH0:
      return "H0 accepted";
    case ratings::SprtDecision::kAcceptH1:
      return "H1 accepted";
    case ratings::SprtDecision::kContinue:
      return "continue";
  }
  return "";
}

Next SprtScheduler::next(const std::vector<TournamentGame>& games) const {
  if (sprt_state(config_, paired_, games).decision != ratings::SprtDecision::kContinue) return {};
  return match_->next(games);
}

}  // namespace chatur::tournament
