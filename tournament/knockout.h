// A knockout bracket for engines: seeded in the configuration's order, matches of N games,
// tie-break pairs of games while a match is level, byes where the field is not a power of two.
// The bracket is a function of the stored games, rebuilt whenever it is needed.
#pragma once

#include <string>
#include <vector>

#include "tournament/scheduler.h"

namespace chatur::tournament {

struct KnockoutMatch {
  int a = -1;  // the higher seed
  int b = -1;  // the lower seed; -1: `a` has a bye
  double score_a = 0, score_b = 0;
  int finished = 0;      // games played to their end
  int handed_out = 0;    // games handed out
  int wanted = 0;        // games the match plays as things stand: N, then 2 more per tie-break
  int tiebreaks = 0;     // tie-break pairs handed out
  int winner = -1;       // -1 while undecided
  bool by_seed = false;  // still level after every tie-break allowed: the higher seed goes on
};

struct Bracket {
  std::vector<std::vector<KnockoutMatch>> rounds;  // in bracket order; the last is under way
  int champion = -1;
};

// The standard seeding order of a bracket of `size` (a power of two) places: seeds 1 and 2 can
// meet only in the final, 1 to 4 only from the semi-finals on, and so on ({1, 4, 2, 3} for 4).
std::vector<int> seeding_order(int size);

// The bracket of `engines` engines (seed i + 1 is engine i) after the games handed out.
Bracket knockout_bracket(int engines, int games_per_pairing, int tiebreak_pairs,
                         const std::vector<TournamentGame>& games);

// The bracket as text: a line per match, round by round, with seeds, scores and who went on.
std::string format_bracket(const Bracket& bracket, const std::vector<std::string>& names);

// Hands out the games of the bracket's matches; a round's matches are played side by side, the
// next round starts when all of them are decided. A match's games come in pairs with the sides
// swapped (the higher seed first), one opening a pair; tie-breaks are further pairs.
class KnockoutScheduler : public Scheduler {
 public:
  KnockoutScheduler(int engines, int armies, int games_per_pairing, int tiebreak_pairs,
                    OpeningOrder openings);
  Next next(const std::vector<TournamentGame>& games) const override;
  int planned() const override { return (engines_ - 1) * games_per_pairing_; }

 private:
  int engines_, armies_, games_per_pairing_, tiebreak_pairs_;
  OpeningOrder openings_;
};

}  // namespace chatur::tournament
