// A tournament format as one interface: asked for the next game, it sees every game handed out so
// far with the results of those finished, and answers with a game, "wait" (the next game depends
// on a result not in yet) or "done". Fixed schedules, Swiss rounds and a match stopped by SPRT
// are implementations of it; the runner plays what it hands out and the store keeps every game
// handed out, which is what resume and `ratings --tournament` read.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "ratings/sprt.h"
#include "records/game_end.h"
#include "tournament/army_plan.h"
#include "tournament/schedule.h"

namespace chatur::tournament {

// A game handed out, with its end once it is played.
struct TournamentGame {
  ScheduledGame game;
  std::optional<records::GameEnd> end;
};

struct Next {
  enum class Kind { kGame, kWait, kDone };
  Kind kind = Kind::kDone;
  ScheduledGame game;  // kGame: its index is the number of games handed out before it
};

class Scheduler {
 public:
  virtual ~Scheduler() = default;
  // The answer after `games`, every game handed out so far in index order. A pure function of
  // `games`: resume asks again with the stored games and gets what an uninterrupted run would
  // have. kWait only while some game of `games` has no end.
  virtual Next next(const std::vector<TournamentGame>& games) const = 0;
  // The most games the tournament can have (the progress bar's total).
  virtual int planned() const = 0;
};

struct SchedulerSpec {
  ScheduleSpec schedule;
  std::optional<ratings::SprtConfig> sprt;  // a two-engine match stopped by the test
  int rounds = 0;                           // swiss: rounds to play
  int tiebreak_pairs = 3;                   // knockout: tie-break pairs before the seed decides
  bool free_for_all = false;                // the rule set's games rank every army
  bool swiss_tables = false;                // swiss: tables of four, one engine an army
  ArmyPlan armies;                          // European Chess: each game's armies, if any
};

// The scheduler of the format. Throws std::invalid_argument when the spec allows no game or the
// format does not take the engines or armies given (seats needs four armies and four engines;
// sprt two engines and a format that pairs them; ArmyScheduler's refusals of the army plan).
std::unique_ptr<Scheduler> make_scheduler(const SchedulerSpec& spec);

}  // namespace chatur::tournament
