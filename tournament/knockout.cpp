#include "tournament/knockout.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace chatur::tournament {
namespace {

bool in_match(const ScheduledGame& g, const KnockoutMatch& m) {
  return (g.seats[0] == m.a && g.seats[1] == m.b) || (g.seats[0] == m.b && g.seats[1] == m.a);
}

// Tallies the match's games of its round and decides it when its games are all in.
void settle(KnockoutMatch& m, int round, int games_per_pairing, int tiebreak_pairs,
            const std::vector<TournamentGame>& games) {
  if (m.b < 0) {
    m.winner = m.a;
    return;
  }
  for (const TournamentGame& t : games) {
    if (t.game.round != round || !in_match(t.game, m)) continue;
    ++m.handed_out;
    if (!t.end) continue;
    ++m.finished;
    if (t.end->team_score) {
      const auto& s = *t.end->team_score;
      (t.game.seats[0] == m.a ? m.score_a : m.score_b) += s[0];
      (t.game.seats[0] == m.a ? m.score_b : m.score_a) += s[1];
    }
  }
  // Tie-break pairs under way or played, from the games handed out beyond the match's N.
  m.tiebreaks = std::max(0, (m.handed_out - games_per_pairing + 1) / 2);
  m.wanted = games_per_pairing + 2 * m.tiebreaks;
  if (m.finished < m.wanted) return;
  // Level after every game wanted so far: another pair, as long as tie-breaks are left.
  if (m.score_a == m.score_b && m.tiebreaks < tiebreak_pairs) {
    m.wanted += 2;
    return;
  }
  m.winner = m.score_a >= m.score_b ? m.a : m.b;
  m.by_seed = m.score_a == m.score_b;
}

}  // namespace

std::vector<int> seeding_order(int size) {
  std::vector<int> order{1};
  while (static_cast<int>(order.size()) < size) {
    const int n = 2 * static_cast<int>(order.size());
    std::vector<int> next;
    for (int s : order) {
      next.push_back(s);
      next.push_back(n + 1 - s);
    }
    order = std::move(next);
  }
  return order;
}

Bracket knockout_bracket(int engines, int games_per_pairing, int tiebreak_pairs,
                         const std::vector<TournamentGame>& games) {
  Bracket b;
  int size = 1;
  while (size < engines) size *= 2;
  const std::vector<int> order = seeding_order(size);
  std::vector<KnockoutMatch> round;
  for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
    KnockoutMatch m;
    m.a = order[i] - 1;
    m.b = order[i + 1] <= engines ? order[i + 1] - 1 : -1;
    if (m.a > m.b && m.b >= 0) std::swap(m.a, m.b);
    round.push_back(m);
  }
  for (int r = 1;; ++r) {
    bool decided = true;
    for (KnockoutMatch& m : round) {
      settle(m, r, games_per_pairing, tiebreak_pairs, games);
      decided = decided && m.winner >= 0;
    }
    b.rounds.push_back(round);
    if (!decided) return b;
    if (round.size() == 1) {
      b.champion = round[0].winner;
      return b;
    }
    std::vector<KnockoutMatch> next;
    for (std::size_t i = 0; i + 1 < round.size(); i += 2) {
      KnockoutMatch m;
      m.a = std::min(round[i].winner, round[i + 1].winner);
      m.b = std::max(round[i].winner, round[i + 1].winner);
      next.push_back(m);
    }
    round = std::move(next);
  }
}

std::string format_bracket(const Bracket& bracket, const std::vector<std::string>& names) {
  std::string out;
  char line[512];
  for (std::size_t r = 0; r < bracket.rounds.size(); ++r) {
    out += "round " + std::to_string(r + 1) + ":\n";
    for (const KnockoutMatch& m : bracket.rounds[r]) {
      const std::string a = names.at(static_cast<std::size_t>(m.a));
      if (m.b < 0) {
        std::snprintf(line, sizeof line, "  #%d %s: bye\n", m.a + 1, a.c_str());
      } else {
        const std::string b = names.at(static_cast<std::size_t>(m.b));
        std::string how = "under way";
        if (m.winner >= 0) {
          how = names.at(static_cast<std::size_t>(m.winner)) + " goes on";
          if (m.by_seed)
            how += ", level after the tie-breaks: the higher seed";
          else if (m.tiebreaks > 0)
            how += " after " + std::to_string(m.tiebreaks) + " tie-break " +
                   (m.tiebreaks == 1 ? "pair" : "pairs");
        }
        std::snprintf(line, sizeof line, "  #%d %s %g - %g %s #%d (%d games): %s\n", m.a + 1,
                      a.c_str(), m.score_a, m.score_b, b.c_str(), m.b + 1, m.finished, how.c_str());
      }
      out += line;
    }
  }
  if (bracket.champion >= 0)
    out += "winner: " + names.at(static_cast<std::size_t>(bracket.champion)) + "\n";
  return out;
}

KnockoutScheduler::KnockoutScheduler(int engines, int armies, int games_per_pairing,
                                     int tiebreak_pairs, OpeningOrder openings)
    : engines_(engines),
      armies_(armies),
      games_per_pairing_(games_per_pairing),
      tiebreak_pairs_(tiebreak_pairs),
      openings_(openings) {
  if (engines < 2) throw std::invalid_argument("a knockout needs at least 2 engines");
  if (games_per_pairing < 1) throw std::invalid_argument("games per pairing must be >= 1");
  if (tiebreak_pairs < 0) throw std::invalid_argument("tie-break pairs must be >= 0");
}

Next KnockoutScheduler::next(const std::vector<TournamentGame>& games) const {
  const Bracket b = knockout_bracket(engines_, games_per_pairing_, tiebreak_pairs_, games);
  if (b.champion >= 0) return {};
  const int round = static_cast<int>(b.rounds.size());
  for (const KnockoutMatch& m : b.rounds.back()) {
    if (m.winner >= 0 || m.handed_out >= m.wanted) continue;
    // Game k of the match: its base games in pairs (the last alone when N is odd), then
    // tie-break pairs; the first game of a pair has the higher seed in the first seat.
    const int k = m.handed_out;
    const bool first_of_pair =
        k < games_per_pairing_ ? k % 2 == 0 : (k - games_per_pairing_) % 2 == 0;
    ScheduledGame g;
    g.index = static_cast<int>(games.size());
    g.round = round;
    int pair = 0;
    for (const TournamentGame& t : games) pair = std::max(pair, t.game.pair + 1);
    if (!first_of_pair)
      for (const TournamentGame& t : games)
        if (t.game.round == round && in_match(t.game, m)) pair = t.game.pair;
    g.pair = pair;
    g.opening = opening_at(openings_, pair);
    const int x = first_of_pair ? m.a : m.b, y = first_of_pair ? m.b : m.a;
    g.seats = armies_ == 2 ? std::vector<int>{x, y} : std::vector<int>{x, y, x, y};
    return {Next::Kind::kGame, g};
  }
  return {Next::Kind::kWait, {}};
}

}  // namespace chatur::tournament
