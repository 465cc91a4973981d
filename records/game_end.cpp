#include "records/game_end.h"

namespace chatur::records {

GameEnd board_end(const engine::Outcome& outcome, const engine::RuleSet& rules) {
  GameEnd end;
  end.termination = engine::termination_name(outcome.termination);
  const int armies = rules.army_count();
  if (outcome.free_for_all())
    end.placements.assign(outcome.placements.begin(), outcome.placements.begin() + armies);
  else
    end.team_score = outcome.team_score;
  if (rules.scores_points())
    end.points.assign(outcome.points.begin(), outcome.points.begin() + armies);
  return end;
}

GameEnd won_by(int team, std::string termination) {
  GameEnd end;
  end.termination = std::move(termination);
  end.team_score = std::array<double, 2>{};
  (*end.team_score)[team] = 1;
  return end;
}

GameEnd drawn(std::string termination) {
  GameEnd end;
  end.termination = std::move(termination);
  end.team_score = std::array<double, 2>{0.5, 0.5};
  return end;
}

GameEnd stopped(const engine::Position& pos, std::optional<int> loser, std::string termination) {
  const engine::RuleSet& rules = pos.rules();
  if (!rules.free_for_all())
    return loser ? won_by(1 - rules.team(*loser), std::move(termination))
                 : drawn(std::move(termination));
  const int n = rules.army_count();
  const int losing_player = loser ? pos.controller(*loser) : -1;
  // Larger is better: in play, then the loser's armies, then out (the later, the better).
  auto rank = [&](int a) {
    if (pos.out_order(a) != 0) return pos.out_order(a);
    return pos.controller(a) == losing_player ? n + 1 : n + 2;
  };
  GameEnd end;
  end.termination = std::move(termination);
  end.placements.assign(static_cast<size_t>(n), 1);
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) end.placements[a] += rank(b) > rank(a);
  return end;
}

std::string result_text(const GameEnd& end) {
  if (!end.team_score) return "*";
  const auto [ours, theirs] = *end.team_score;
  if (ours == theirs) return "1/2-1/2";
  return ours > theirs ? "1-0" : "0-1";
}

}  // namespace chatur::records
