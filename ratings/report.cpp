#include "ratings/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>

#include "ratings/head_to_head.h"
#include "ratings/pool_fit.h"
#include "ratings/standings.h"

namespace chatur::ratings {
namespace {

// The value, or +0 where it prints as zero with that many decimals: a fit that lands a hair below
// zero in one game order and a hair above in another must print the same "+0".
double shown(double v, int decimals) {
  const double scale = std::pow(10.0, decimals);
  return std::nearbyint(v * scale) == 0 ? 0.0 : v;
}

// printf into a string; the report's lines are short.
template <typename... Args>
std::string format(const char* pattern, Args... args) {
  char line[256];
  std::snprintf(line, sizeof line, pattern, args...);
  return line;
}

// A count as short as it goes: 5, 2.5.
std::string count(double n) {
  return format("%g", n);
}

std::string games_text(double n) {
  return count(n) + (n == 1 ? " game" : " games");
}

// The bootstrap's resamples without a finite fit, as the title mentions them.
std::string left_out(const RatingTable& t) {
  return t.failed_resamples > 0 ? format(", %d without a finite fit left out", t.failed_resamples)
                                : "";
}

std::string sprt_model_name(SprtModel m) {
  switch (m) {
    case SprtModel::kLogistic:
      return "logistic";
    case SprtModel::kNormalized:
      return "normalized";
    case SprtModel::kBayesian:
      return "BayesElo";
  }
  return "";
}

// The fit, and the line that says which model it is.
std::pair<RatingTable, std::string> fit(const std::vector<GameResult>& games, int players) {
  PoolFit f = fit_pool(games, players);
  const RatingTable& t = f.table;
  std::string title;
  switch (f.model) {
    case RatingModel::kPlackettLuce:
      title = format(
          "ratings (Plackett-Luce on the places, Elo; tied places: any order of the "
          "tied sides; 95%% interval from %d bootstrap resamples of whole games%s):\n",
          t.resamples, left_out(t).c_str());
      break;
    case RatingModel::kBayesElo:
      title = format(
          "ratings (BayesElo model with its default first-move advantage %.1f and draw "
          "Elo %.1f; 95%% interval from the covariance):\n",
          t.first_move_advantage, t.draw_elo);
      break;
    case RatingModel::kTeamStrengths:
      title = format(
                  "ratings (Elo, a side's strength the sum of its players' ratings; fitted "
                  "first-move advantage %+.1f; prior sd %.0f; 95%% interval from %d bootstrap "
                  "resamples of whole games",
                  shown(t.first_move_advantage, 1), kTeamPriorSd, t.resamples) +
              left_out(t) + "):\n";
      break;
  }
  return {std::move(f.table), title};
}

void print_ratings(std::ostream& out, const std::vector<GameResult>& games,
                   const std::vector<std::string>& names, const Standings& standings) {
  const int n = static_cast<int>(names.size());
  RatingTable t;
  try {
    std::string title;
    std::tie(t, title) = fit(games, n);
    out << title;
  } catch (const std::domain_error& e) {
    out << "ratings: no finite fit yet (" << e.what() << ")\n";
    return;
  }
  std::vector<int> order(names.size());
  for (int i = 0; i < n; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return t.rating[a] > t.rating[b]; });
  int width = 6;
  for (const std::string& name : names) width = std::max(width, static_cast<int>(name.size()));
  out << format("%4s  %-*s %6s %7s %6s  %-14s %8s\n", "Rank", width, "Player", "Games", "Score",
                "Elo", "95% interval", "LOS next");
  for (int k = 0; k < n; ++k) {
    const int i = order[k];
    const Tally& tally = standings.players[i].total;
    const double score = tally.games > 0 ? 100 * tally.points / tally.games : 0;
    out << format("%4d  %-*s %6s %6.1f%% %+6.0f  [%+5.0f, %+5.0f]", k + 1, width, names[i].c_str(),
                  count(tally.games).c_str(), score, shown(t.rating[i], 0), shown(t.lower[i], 0),
                  shown(t.upper[i], 0));
    if (k + 1 < n) out << format(" %7.1f%%", 100 * t.los(i, order[k + 1]));
    out << "\n";
  }
}

std::string estimate_text(const EloEstimate& e) {
  return format("Elo %+.1f +/- %.1f, nElo %+.1f +/- %.1f, LOS %.1f%%", shown(e.elo, 1), e.elo_error,
                shown(e.nelo, 1), e.nelo_error, 100 * e.los);
}

void print_match(std::ostream& out, const std::vector<GameResult>& games,
                 const std::vector<std::string>& names, const ReportOptions& options) {
  const HeadToHead h = head_to_head(games, 0, 1);
  out << names[0] << " vs " << names[1] << ": " << games_text(h.games) << ", +" << count(h.wins)
      << " =" << count(h.draws) << " -" << count(h.losses) << ", "
      << format("%g %s (%.1f%%)\n", h.points, h.points == 1 ? "point" : "points",
                h.games > 0 ? 100 * h.points / h.games : 0.0);
  out << "  per game: " << estimate_text(h.per_game) << "\n";
  if (h.paired) {
    const Pentanomial& p = h.pentanomial;
    out << "  per pair (" << count(h.paired->units) << " pairs, Ptnml(0-2) [" << count(p[0]) << ", "
        << count(p[1]) << ", " << count(p[2]) << ", " << count(p[3]) << ", " << count(p[4])
        << "]): " << estimate_text(*h.paired) << "\n";
  }
  if (!options.sprt) return;
  const SprtConfig& c = *options.sprt;
  // As fastchess: from the pairs when the games came in pairs; the BayesElo model only takes
  // single games.
  const double llr = h.paired && c.model != SprtModel::kBayesian
                         ? sprt_llr(c, h.pentanomial)
                         : sprt_llr(c, h.wins, h.draws, h.losses);
  const SprtBounds b = sprt_bounds(c);
  const SprtDecision d = sprt_decision(c, llr);
  out << format("  SPRT [%g, %g] (%s Elo, alpha %g, beta %g): LLR %.2f (%.2f, %.2f), %s\n", c.elo0,
                c.elo1, sprt_model_name(c.model).c_str(), c.alpha, c.beta, llr, b.lower, b.upper,
                d == SprtDecision::kAcceptH1   ? "H1 accepted"
                : d == SprtDecision::kAcceptH0 ? "H0 accepted"
                                               : "continue");
}

}  // namespace

void print_report(std::ostream& out, const std::vector<GameResult>& games,
                  const std::vector<std::string>& names, const ReportOptions& options) {
  const bool placed = placement_pool(games);
  const Standings standings = compute_standings(games, static_cast<int>(names.size()));
  out << format_standings(standings, names);
  if (games.empty()) return;
  print_ratings(out, games, names, standings);
  if (names.size() == 2 && !placed)
    print_match(out, games, names, options);
  else if (options.sprt)
    out << "SPRT: only for a match of two players\n";
}

}  // namespace chatur::ratings
