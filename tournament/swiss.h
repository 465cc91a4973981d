// Swiss rounds for engines: each round pairs the engines by their scores so far, two engines
// meeting at most once, colours kept balanced; an odd engine out gets a bye. Four-army games
// with one engine an army are played at tables of four drawn the same way. The rules are in
// docs/tournament.md ("swiss").
#pragma once

#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "tournament/scheduler.h"

namespace chatur::tournament {

// What the pairing of a round needs from the rounds before it.
struct SwissHistory {
  std::vector<double> score;                // points, a bye's included
  std::vector<std::vector<int>> met;        // met[a][b]: rounds a and b were paired (at a table)
  std::vector<std::vector<int>> partnered;  // tables: games a and b played as partners
  std::vector<int> colour_balance;          // games with the first seat minus games without
  std::vector<int> last_first;              // 1: its last game in the first seat, 0 not, -1 none
  std::vector<int> byes;                    // byes had
  // points[a][b]: what a scored against b; at a table, a's points in every game b played too
  std::vector<std::vector<double>> points;
  int rounds = 0;  // rounds complete
};

// A round: pairs (first seat first) and the engine with the bye (-1: none).
struct SwissRound {
  std::vector<std::pair<int, int>> pairs;
  int bye = -1;
};

// What a bye scores: a won pairing (games_per_pairing points), or at tables of four half the
// points of a table's games (each game is worth 1 to the best placed and 0 to the last).
double swiss_bye_points(int games_per_pairing, bool tables);

// The history of `engines` engines from the games of rounds 1..rounds (every one finished). A
// game's points: its team's share of the team score, or in a free-for-all the share of the
// other armies it finished ahead of (ratings::placement_scores).
SwissHistory swiss_history(int engines, double bye_points, int rounds,
                           const std::vector<TournamentGame>& games);

// Pairs the next round. Engines are ranked by score, then by their order in the configuration.
// The bye goes to the lowest-ranked engine with the fewest byes. Of all pairings of the others
// with no two engines meeting again, the chosen one has the fewest colour clashes (with an odd
// number of games a pairing, two engines whose balances lean the same way, one of whom must
// then lean two games), then the smallest sum of the score differences of its pairs; among those
// the first found by a search that gives the top engine left the nearest-ranked opponent it has
// not met, then the next, and so on (opponents it met after them); past half a million search
// steps (very large fields) the best pairing found by then.
// Only when no pairing avoids meeting again are repeats allowed, fewest first. The engine with
// the lower colour balance takes the first seat (on a tie, the one that did not have it last,
// then the higher ranked).
SwissRound pair_swiss_round(const SwissHistory& history, int games_per_pairing);

// A table of four in ranking order (a, b, c, d), and its first split into partners: 0 ab|cd,
// 1 ac|bd, 2 ad|bc.
struct SwissTable {
  std::vector<int> engines;
  int split = 0;
};

// The seats (Red, Green, Yellow, Black; partners on Red and Yellow, Green and Black) of split
// `split` (taken mod 3) of the table.
std::vector<int> table_seats(const SwissTable& table, int split);

// A round at tables of four, and the engines with a bye.
struct SwissTables {
  std::vector<SwissTable> tables;
  std::vector<int> byes;
};

// Draws the next round's tables. Engines are ranked as for pairs; the engines left over from
// tables of four (engines mod 4) have byes: the lowest-ranked among those with the fewest byes.
// Of all ways to seat the others at tables of four, the chosen one has the fewest pairs of
// engines that shared a table before, then the smallest sum of the tables' point spreads (best
// minus worst); among those the first found by a search that seats the top engine left with the
// nearest-ranked three, tables of engines that have not met before the others; past half a
// million steps the best seating found by then. At a table the partners (Red and Yellow,
// Green and Black) are the split of the four that were partners least often, the first of the
// splits ab|cd, ac|bd, ad|bc (in ranking order) on a tie.
SwissTables draw_swiss_tables(const SwissHistory& history);

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

// A Swiss tournament: `rounds` rounds, each pairing playing games_per_pairing games (two games
// of one opening with the sides swapped share a pair), or each table games_per_pairing cycles
// of four games (one arrangement and its rotations, every engine in every seat once; one
// opening a cycle, the next cycle with the next split).
// A round is paired once every game of the round before it has finished (until then: kWait).
class SwissScheduler : public Scheduler {
 public:
  // `tables`: four engines a game, one an army (four armies).
  SwissScheduler(int engines, int armies, int games_per_pairing, int rounds, bool tables,
                 OpeningOrder openings);
  Next next(const std::vector<TournamentGame>& games) const override;
  int planned() const override;

  // The games of round `round` (1-based) paired from the history of the rounds before,
  // numbered from `first_index`, pairs from `first_pair`.
  std::vector<ScheduledGame> round_games(const SwissHistory& before, int round, int first_index,
                                         int first_pair) const;

 private:
  // round_games for round `round` starting at games[first], from the finished games before
  // it. A round's pairing depends only on those, which never change once it has started, and
  // next() asks for it at every game: it is made once and kept, keyed by those games.
  std::vector<ScheduledGame> round_of(const std::vector<TournamentGame>& games, int round,
                                      std::size_t first, int first_pair) const;

  int engines_, armies_, games_per_pairing_, rounds_;
  bool tables_;
  OpeningOrder openings_;
  mutable std::mutex cache_mutex_;
  mutable std::string cache_key_;
  mutable std::vector<ScheduledGame> cache_;
};

}  // namespace chatur::tournament
