// A two-engine match that ends as soon as the GSPRT (ratings/sprt.h) decides: the test's state
// from the finished games, and a scheduler that hands out the match's games until then.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ratings/sprt.h"
#include "tournament/scheduler.h"

namespace chatur::tournament {

struct SprtState {
  double llr = 0;
  ratings::SprtBounds bounds;
  ratings::SprtDecision decision = ratings::SprtDecision::kContinue;
  int games = 0;  // finished games with a result that the test counted
  int pairs = 0;  // of them, complete pairs (counted as pairs)
};

// The test after the finished games, engine 0 (the first listed) as the first player. As
// fastchess: from the pentanomial counts of complete pairs when games come in pairs, unless the
// model is kBayesian, which takes single games (wins, draws, losses). A game half-won (0.75)
// counts as the mixture of win and draw with its score.
SprtState sprt_state(const ratings::SprtConfig& config, bool paired,
                     const std::vector<TournamentGame>& games);

// "H0 accepted", "H1 accepted", "continue".
std::string sprt_decision_text(ratings::SprtDecision decision);

// Hands out the games of `match` (its planned() is the most the match plays) while the test
// continues, and is done as soon as it decides; games in flight then finish and count.
class SprtScheduler : public Scheduler {
 public:
  SprtScheduler(ratings::SprtConfig config, bool paired, std::unique_ptr<Scheduler> match)
      : config_(config), paired_(paired), match_(std::move(match)) {}
  Next next(const std::vector<TournamentGame>& games) const override;
  int planned() const override { return match_->planned(); }

 private:
  ratings::SprtConfig config_;
  bool paired_;
  std::unique_ptr<Scheduler> match_;
};

}  // namespace chatur::tournament
