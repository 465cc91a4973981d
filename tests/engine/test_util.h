// Helpers shared by the rules-core tests.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/position.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::testing {

// The rule set of an id, optionally followed by options: "chaturanga-modern mode=ffa".
inline std::unique_ptr<const RuleSet> rules(const std::string& id_and_options) {
  RuleOptions options;
  size_t space = id_and_options.find(' ');
  for (size_t i = space; i != std::string::npos;) {
    size_t j = id_and_options.find(' ', i + 1);
    rule_sets::set_option(options, id_and_options.substr(i + 1, j - i - 1));
    i = j;
  }
  return rule_sets::make(id_and_options.substr(0, space), options);
}

// The legal moves as sorted long algebraic text.
inline std::vector<std::string> legal_texts(Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(move_to_text(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

// The moves' bits, sorted: a list compared as a set.
inline std::vector<std::uint32_t> sorted_bits(const MoveList& moves) {
  std::vector<std::uint32_t> bits;
  for (Move m : moves) bits.push_back(m.bits());
  std::sort(bits.begin(), bits.end());
  return bits;
}

// Legal moves starting on the given square, sorted.
inline std::vector<std::string> legal_from(Position& pos, const std::string& square) {
  std::vector<std::string> out;
  for (const auto& m : legal_texts(pos))
    if (m.rfind(square, 0) == 0 && !std::isdigit(static_cast<unsigned char>(m[square.size()])))
      out.push_back(m);
  return out;
}

// Rolls the dice from `rng` where the army to move must roll and the game goes on; true if it
// rolled.
template <typename Rng>
bool roll_if_due(Position& pos, Rng& rng) {
  if (!pos.awaiting_roll() || !has_legal_move(pos)) return false;
  const RuleSet& rules = pos.rules();
  const auto span = static_cast<unsigned>(rules.die_high() - rules.die_low() + 1);
  const int a = rules.die_low() + static_cast<int>(rng() % span);
  pos.roll(a, rules.die_low() + static_cast<int>(rng() % span));
  return true;
}

inline void play(Position& pos, const std::string& moves) {
  size_t i = 0;
  while (i < moves.size()) {
    size_t j = moves.find(' ', i);
    if (j == std::string::npos) j = moves.size();
    if (j > i) pos.make(parse_move(pos, moves.substr(i, j - i)));
    i = j + 1;
  }
}

// The FEN4 prefix of a position with no castling, points or clock: "R-0,0,0,0-...-0-".
// With `points` (FEN4 field 5) and `clock` (field 6) where a rule set keeps them.
inline std::string fen4(char turn, const std::string& rest, const std::string& points = "0,0,0,0",
                        int clock = 0) {
  return std::string(1, turn) + "-0,0,0,0-0,0,0,0-0,0,0,0-" + points + "-" + std::to_string(clock) +
         "-" + rest;
}

// The setup of a list of pieces, "rQe5 gPf6 ...": army letter, piece letter, square.
inline Setup setup_of(const RuleSet& rules, int to_move, const std::string& pieces) {
  Setup setup;
  setup.to_move = to_move;
  size_t i = 0;
  while (i < pieces.size()) {
    size_t j = pieces.find(' ', i);
    if (j == std::string::npos) j = pieces.size();
    if (j > i) {
      const std::string token = pieces.substr(i, j - i);
      setup.pieces.emplace_back(
          *rules.geometry().parse(token.substr(2)),
          make_piece(*rules.army_by_letter(token[0]), *rules.type_by_letter(token[1])));
    }
    i = j + 1;
  }
  return setup;
}

// A position from a list of pieces (setup_of). `hands` and `pools` give per-army letters in
// turn order, as in FEN4's hand= and pool=.
inline Position place(const RuleSet& rules, int to_move, const std::string& pieces,
                      const std::vector<std::string>& hands = {},
                      const std::vector<std::string>& pools = {}) {
  Setup setup = setup_of(rules, to_move, pieces);
  for (size_t a = 0; a < hands.size(); ++a)
    for (char c : hands[a]) ++setup.hands[a][*rules.type_by_letter(c)];
  for (size_t a = 0; a < pools.size(); ++a)
    for (char c : pools[a]) ++setup.pools[a][*rules.type_by_letter(c)];
  return Position(rules, setup);
}

}  // namespace chatur::engine::testing
