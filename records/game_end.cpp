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

std::string result_text(const GameEnd& end) {
  if (!end.team_score) return "*";
  const auto [ours, theirs] = *end.team_score;
  if (ours == theirs) return "1/2-1/2";
  return ours > theirs ? "1-0" : "0-1";
}

}  // namespace chatur::records
