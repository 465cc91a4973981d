// Helpers of the European Chess tests: a rule set of four armies, a square's cell, a piece, a
// FEN4 round trip.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/outcome.h"
#include "players/random_player.h"
#include "tests/engine/test_util.h"

namespace chatur::engine::testing {

inline constexpr int kRed = 0, kGreen = 1, kYellow = 2, kBlack = 3;

using Moves = std::vector<std::string>;

// `european` with the armies (four names in turn order, comma-separated).
inline std::unique_ptr<const RuleSet> european(const std::string& armies) {
  return rules("european armies=" + armies);
}

inline bool has(const Moves& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

inline Cell at(const Position& pos, const char* square) {
  return pos.at(*pos.rules().geometry().parse(square));
}

inline Cell piece(const RuleSet& rules, int army, char letter) {
  return make_piece(army, *rules.type_by_letter(letter));
}

// The position's FEN4 reads back to the same hash and prints the same text.
inline bool fen_round_trips(const Position& pos) {
  return parse_fen(pos.rules(), to_fen(pos)).hash() == pos.hash() &&
         to_fen(parse_fen(pos.rules(), to_fen(pos))) == to_fen(pos);
}

// Success if making the start position of `rules` fails because `army`'s setup is lost (such
// armies play only from a position given as FEN4).
inline ::testing::AssertionResult start_refused_as_lost(const RuleSet& rules,
                                                        const std::string& army) {
  try {
    Position start(rules);
  } catch (const std::invalid_argument& e) {
    if (std::string(e.what()).find(army + "'s setup was shown only in diagrams that are lost") !=
        std::string::npos)
      return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "refused for another reason: " << e.what();
  }
  return ::testing::AssertionFailure() << "the start position was made";
}

// The piece that stands in the bishop's place in the docs' example setup of an army whose setup
// is lost, or 0 for an army with a setup of its own.
inline char example_bishop(const std::string& army) {
  if (army == "usa") return 'X';
  if (army == "austria") return 'N';
  if (army == "russia") return 'Q';
  if (army == "holy-roman-empire") return 'R';
  return 0;
}

// A start for armies whose setup is lost (usa, austria, russia, holy-roman-empire): the plain
// army's start on their seats, with its bishop a bomb (usa), a second knight (austria), a queen
// (russia) or a second rook (holy-roman-empire), as the docs' example setups.
inline std::string given_start(const std::string& armies, const std::string& options = "") {
  std::vector<std::string> names;
  for (size_t at = 0; at <= armies.size();) {
    const size_t comma = std::min(armies.find(',', at), armies.size());
    names.push_back(armies.substr(at, comma - at));
    at = comma + 1;
  }
  std::string plain;
  for (size_t i = 0; i < names.size(); ++i)
    plain += (i ? "," : "") + (example_bishop(names[i]) ? std::string("chatanooga") : names[i]);
  std::string fen = to_fen(Position(*rules("european armies=" + plain + options)));
  constexpr char kSeats[] = "rgyb";
  for (size_t i = 0; i < names.size(); ++i)
    if (const char piece = example_bishop(names[i]))
      fen.replace(fen.find(std::string{kSeats[i], 'B'}), 2, std::string{kSeats[i], piece});
  fen.replace(fen.find("army=" + plain), 5 + plain.size(), "army=" + armies);
  return fen;
}

// A start for games with armies that place pieces (ottoman, persia, poland): the plain army's
// start, with an Ottoman seat's pieces in hand instead (st=f), and each seat's placement squares:
// an Ottoman's e8 f8 g7 h7, any other's e6-h6, turned to its seat as the docs' examples.
inline std::string placing_start(const std::string& armies, const std::string& options = "") {
  static const char* const kPieces[] = {
      "rBe8 rRf8 rNg8 rKh8 rPe7 rPf7 rPg7 rPh7", "gBh4 gRh3 gNh2 gKh1 gPg4 gPg3 gPg2 gPg1",
      "yBd1 yRc1 yNb1 yKa1 yPd2 yPc2 yPb2 yPa2", "bBa5 bRa6 bNa7 bKa8 bPb5 bPb6 bPb7 bPb8"};
  static const char* const kDeployment[] = {"e8 f8 g7 h7", "h4 h3 g2 g1", "d1 c1 b2 a2",
                                            "a5 a6 b7 b8"};
  static const char* const kFront[] = {"e6 f6 g6 h6", "f4 f3 f2 f1", "d3 c3 b3 a3", "c5 c6 c7 c8"};
  auto rules = european(armies + options);
  std::string pieces;
  std::vector<bool> ottoman;
  for (int a = 0; a < 4; ++a) {
    ottoman.push_back(rules->army(a).kind == "ottoman");
    if (!ottoman[a]) pieces += std::string(kPieces[a]) + " ";
  }
  Setup setup = setup_of(*rules, kRed, pieces);
  for (int a = 0; a < 4; ++a) {
    const std::string squares = ottoman[a] ? kDeployment[a] : kFront[a];
    for (size_t i = 0; i < squares.size(); i += 3)
      setup.placement[a].push_back(*rules->geometry().parse(squares.substr(i, 2)));
    if (!ottoman[a]) continue;
    for (char c : std::string("KPPBBNNR")) ++setup.hands[a][*rules->type_by_letter(c)];
    setup.first_turn = static_cast<std::uint8_t>(setup.first_turn | 1u << a);
  }
  return to_fen(Position(*rules, setup));
}

// Games of the seeded random player from `start` until each ends: at every ply the FEN4 reads
// back to the same hash and the move's text to the move; `step(pos, m)` makes each move (and may
// look before and after). Unmaking every ply restores the start.
template <typename Step>
void play_random_games(const RuleSet& rules, const std::string& start, int games,
                       std::uint64_t salt, Step&& step) {
  Position pos = parse_fen(rules, start);
  const std::string first = to_fen(pos);
  for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(games); ++seed) {
    players::RandomPlayer player(seed * 31 + salt);
    bool finished = false;
    for (int ply = 0; ply < 20000 && !finished; ++ply) {
      if ((finished = outcome(pos).finished())) break;
      const std::string now = to_fen(pos);
      ASSERT_EQ(parse_fen(rules, now).hash(), pos.hash()) << now;
      const Move m = player.choose(pos);
      const std::string text = move_to_text(pos, m);
      ASSERT_EQ(parse_move(pos, text), m) << now << " " << text;
      step(pos, m);
    }
    ASSERT_TRUE(finished) << "seed " << seed << " " << to_fen(pos);
    while (pos.ply() > 0) pos.unmake();
    ASSERT_EQ(to_fen(pos), first);
  }
}

// play_random_games from placing_start for each mix of armies (four names, comma-separated).
inline void play_placing_games(std::initializer_list<const char*> mixes, std::uint64_t salt) {
  for (const char* armies : mixes) {
    SCOPED_TRACE(armies);
    auto rules = european(armies);
    play_random_games(*rules, placing_start(armies), 4, salt,
                      [](Position& pos, Move m) { pos.make(m); });
  }
}

}  // namespace chatur::engine::testing
