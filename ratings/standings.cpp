#include "ratings/standings.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace chatur::ratings {

namespace {

// Whole numbers without decimals, others with one or two: "3", "2.5", "0.75". Judged on the
// value rounded to two decimals, so that a sum of thirds (free-for-all scores) that lands a
// rounding error off 2 prints as "2".
std::string number(double x) {
  char buffer[32];
  const double shown = std::round(x * 100) / 100;
  if (shown == std::round(shown)) {
    std::snprintf(buffer, sizeof buffer, "%.0f", x);
  } else if (shown * 2 == std::round(shown * 2)) {
    std::snprintf(buffer, sizeof buffer, "%.1f", x);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.2f", x);
  }
  return buffer;
}

std::string pad_left(const std::string& s, std::size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string pad_right(const std::string& s, std::size_t width) {
  return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

}  // namespace

Standings compute_standings(const std::vector<GameResult>& games, int players) {
  Standings standings;
  for (int p = 0; p < players; ++p) {
    PlayerStanding standing;
    standing.player = p;
    standing.by_opponent.resize(players);
    standings.players.push_back(std::move(standing));
  }
  for (const GameResult& game : games) {
    validate_game(game, players);
    const std::string reason = game.termination.empty() ? "unknown" : game.termination;
    ++standings.terminations[reason];
    std::vector<bool> counted(players, false);
    for (std::size_t seat = 0; seat < game.seat_player.size(); ++seat) {
      const int player = game.seat_player[seat];
      // Points are the armies': a player scores those of every seat it took.
      if (!game.seat_points.empty())
        standings.players[player].army_points += game.seat_points[seat];
      if (counted[player]) continue;  // its first seat stands for the game
      counted[player] = true;
      standings.players[player].pointed += !game.seat_points.empty();
      const int side = game.seat_side[seat];
      const double score = game.side_score[side];
      PlayerStanding& standing = standings.players[player];
      standing.total.add(score);
      if (standing.by_seat.size() <= seat) standing.by_seat.resize(game.seat_player.size());
      standing.by_seat[seat].add(score);
      ++standing.terminations[reason];
      if (!game.side_place.empty()) {
        ++standing.placed;
        standing.place_sum += game.side_place[side];
        standing.firsts += game.side_place[side] == 1;
      }
      std::vector<bool> met(players, false);
      for (std::size_t other = 0; other < game.seat_player.size(); ++other) {
        const int opponent = game.seat_player[other];
        if (game.seat_side[other] == side || met[opponent]) continue;
        met[opponent] = true;
        standing.by_opponent[opponent].add(score);
      }
    }
  }
  for (int p = 0; p < players; ++p) standings.ranking.push_back(p);
  std::stable_sort(standings.ranking.begin(), standings.ranking.end(), [&](int a, int b) {
    const Tally& x = standings.players[a].total;
    const Tally& y = standings.players[b].total;
    if (x.points != y.points) return x.points > y.points;
    return x.wins > y.wins;
  });
  return standings;
}

std::string format_standings(const Standings& standings, const std::vector<std::string>& names) {
  const auto name_of = [&](int p) {
    return p < static_cast<int>(names.size()) ? names[p] : "#" + std::to_string(p);
  };
  std::size_t name_width = 6;
  // Seats nobody played for are left out: where one engine plays both armies of a side, its
  // first seat stands for the game and the partner seats stay empty.
  std::vector<std::size_t> seats;
  for (const PlayerStanding& s : standings.players) {
    name_width = std::max(name_width, name_of(s.player).size());
    for (std::size_t seat = 0; seat < s.by_seat.size(); ++seat)
      if (s.by_seat[seat].games > 0 && std::find(seats.begin(), seats.end(), seat) == seats.end())
        seats.push_back(seat);
  }
  std::sort(seats.begin(), seats.end());
  // The number columns (games, points, score, W, D, L, each seat's points/games) of the header
  // and of each player in ranking order; a column at least one wider than its widest cell, so
  // that neighbours never run together (free-for-all points have two decimals).
  std::vector<std::string> header{"Games", "Points", "Score", "W", "D", "L"};
  std::vector<std::size_t> width{7, 8, 8, 6, 6, 6};
  const bool placed = std::any_of(standings.players.begin(), standings.players.end(),
                                  [](const PlayerStanding& s) { return s.placed > 0; });
  if (placed) {
    header.insert(header.end(), {"Place", "Firsts"});
    width.insert(width.end(), {7, 8});
  }
  const bool pointed = std::any_of(standings.players.begin(), standings.players.end(),
                                   [](const PlayerStanding& s) { return s.pointed > 0; });
  if (pointed) {
    header.push_back("ArmyPoints");
    width.push_back(11);
  }
  for (std::size_t seat : seats) {
    header.push_back("Seat" + std::to_string(seat + 1));
    width.push_back(8);
  }
  std::vector<std::vector<std::string>> rows;
  for (int p : standings.ranking) {
    const PlayerStanding& s = standings.players[p];
    const Tally& t = s.total;
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f%%",
                  t.games > 0 ? 100.0 * t.points / t.games : 0.0);
    std::vector<std::string> row{number(t.games), number(t.points), percent,
                                 number(t.wins),  number(t.draws),  number(t.losses)};
    if (placed) {
      char place[16];
      std::snprintf(place, sizeof place, "%.2f",
                    s.placed > 0 ? static_cast<double>(s.place_sum) / s.placed : 0.0);
      row.insert(row.end(), {s.placed > 0 ? place : "-", std::to_string(s.firsts)});
    }
    if (pointed) row.push_back(s.pointed > 0 ? std::to_string(s.army_points) : "-");
    for (std::size_t seat : seats) {
      const Tally seat_record = seat < s.by_seat.size() ? s.by_seat[seat] : Tally{};
      row.push_back(number(seat_record.points) + "/" + number(seat_record.games));
    }
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size() + 1);
    rows.push_back(std::move(row));
  }
  std::ostringstream out;
  const auto line = [&](const std::string& rank, const std::string& name,
                        const std::vector<std::string>& cells) {
    out << pad_left(rank, 4) << "  " << pad_right(name, name_width);
    for (std::size_t c = 0; c < cells.size(); ++c) out << pad_left(cells[c], width[c]);
    out << '\n';
  };
  line("Rank", "Player", header);
  for (std::size_t k = 0; k < rows.size(); ++k)
    line(std::to_string(k + 1), name_of(standings.ranking[k]), rows[k]);
  out << "Terminations:";
  for (const auto& [reason, count] : standings.terminations) out << ' ' << reason << ' ' << count;
  out << '\n';
  return out.str();
}

}  // namespace chatur::ratings
