// The report on a pool of games, the same at the end of `chatur tournament run` and from
// `chatur ratings`: standings, ratings fitted by maximum likelihood on all games at once, and
// for a match of two players their Elo difference as cutechess and fastchess give it.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "ratings/game_result.h"
#include "ratings/sprt.h"

namespace chatur::ratings {

struct ReportOptions {
  std::optional<SprtConfig> sprt;  // a match of two players: the test's state
};

// Prints, for the games (names[i] names player i; every player is rated):
// - the standings (format_standings);
// - the ratings, best first, with games, score, rating, 95% interval and the likelihood of
//   superiority over the next player. One player a side (two-army games, `teams` four-army
//   games): BayesElo's model (bradley_terry.h) with its default first-move advantage and draw
//   Elo, both stated, intervals from the covariance. Several players a side (`seats`): a side's
//   strength is the sum of its players' ratings, first-move term fitted, a weak normal prior
//   (sd 400 Elo), intervals from 200 bootstrap resamples of whole games. Free-for-all games
//   (every game with places): Plackett-Luce (plackett_luce.h), intervals from 200 bootstrap
//   resamples of whole games. Bootstrap resamples use a fixed seed (the same games give the same
//   report) and those without a finite fit are counted in the title. A pool without a finite fit
//   (players not connected by games) gets a line saying so instead;
// - with exactly two players and two-sided games: their head-to-head Elo difference with its 95%
//   error, nElo and LOS from the games (trinomial); the same from game pairs (pentanomial) when
//   every game belongs to a complete pair; the SPRT's log-likelihood ratio, bounds and decision
//   when options.sprt is set (from the pairs when there are, as fastchess, except under the
//   BayesElo model, which takes single games). With options.sprt and no such match, a line
//   saying the test needs two players.
// Throws std::invalid_argument, before printing anything, for a game validate_game rejects or
// for games that mix places with two-sided results (rate them apart).
void print_report(std::ostream& out, const std::vector<GameResult>& games,
                  const std::vector<std::string>& names, const ReportOptions& options = {});

}  // namespace chatur::ratings
