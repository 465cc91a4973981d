// Swiss rounds for engines: each round pairs the engines by their scores so far, two engines
// meeting at most once, colours kept balanced; an odd engine out gets a bye. The pairing rule is
// in docs/tournament.md ("swiss").
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tournament/scheduler.h"

namespace chatur::tournament {

// What the pairing of a round needs from the rounds before it.
struct SwissHistory {
  std::vector<double> score;                // points, a bye's included
  std::vector<std::vector<bool>> met;       // met[a][b]: a and b were paired
  std::vector<int> colour_balance;          // games with the first seat minus games without
  std::vector<int> last_first;              // 1: its last game in the first seat, 0 not, -1 none
  std::vector<int> byes;                    // byes had
  std::vector<std::vector<double>> points;  // points[a][b]: what a scored against b
  int rounds = 0;                           // rounds complete
};

// A round: pairs (first seat first) and the engine with the bye (-1: none).
struct SwissRound {
  std::vector<std::pair<int, int>> pairs;
  int bye = -1;
};

// The history of `engines` engines from the games of rounds 1..rounds (every one finished),
// `games_per_pairing` games a pairing (what a bye scores).
SwissHistory swiss_history(int engines, int games_per_pairing, int rounds,
                           const std::vector<TournamentGame>& games);

// Pairs the next round. Engines are ranked by score, then by their order in the configuration.
// The bye goes to the lowest-ranked engine with the fewest byes. Of all pairings of the others
// with no two engines meeting again, the chosen one has the fewest colour clashes (with an odd
// number of games a pairing, two engines whose balances lean the same way, one of whom must
// then lean two games), then the smallest sum of the score differences of its pairs; among those
// the first in ranking order (the top engine with the nearest opponent it may have, and so on).
// Only when no pairing avoids meeting again are repeats allowed, fewest first. The engine with
// the lower colour balance takes the first seat (on a tie, the one that did not have it last,
// then the higher ranked).
SwissRound pair_swiss_round(const SwissHistory& history, int games_per_pairing);

// An engine's line in the Swiss standings.
struct SwissStanding {
  int engine = 0;
  double score = 0;             // points, a bye's included
  double buchholz = 0;          // the sum of the scores of the opponents it met
  double sonneborn_berger = 0;  // the sum over opponents of its points against them times theirs
  int byes = 0;
};

// The standings after the history's rounds, ranked by score, Buchholz, Sonneborn-Berger, then
// the configuration's order.
std::vector<SwissStanding> swiss_standings(const SwissHistory& history);

// A plain-text table: rank, name, points, Buchholz, Sonneborn-Berger, byes.
std::string format_swiss_standings(const std::vector<SwissStanding>& standings,
                                   const std::vector<std::string>& names);

// A Swiss tournament of two-sided games: `rounds` rounds, each pairing playing
// games_per_pairing games (two games of one opening with the sides swapped share a pair).
// A round is paired once every game of the round before it has finished (until then: kWait).
class SwissScheduler : public Scheduler {
 public:
  SwissScheduler(int engines, int armies, int games_per_pairing, int rounds, OpeningOrder openings);
  Next next(const std::vector<TournamentGame>& games) const override;
  int planned() const override;

  // The games of round `round` (1-based) paired from the history, numbered from `first_index`,
  // pairs from `first_pair`.
  std::vector<ScheduledGame> round_games(const SwissRound& pairing, int round, int first_index,
                                         int first_pair) const;

 private:
  int engines_, armies_, games_per_pairing_, rounds_;
  OpeningOrder openings_;
};

}  // namespace chatur::tournament
