// European Chess: Chatanooga where each seat holds one of the armies of european_armies.h.
#include <algorithm>
#include <string>

#include "engine/rule_sets/european_armies.h"
#include "engine/rule_sets/layout.h"
#include "engine/rule_sets/registry.h"

namespace chatur::engine::rule_sets {
namespace {

// Every piece any implemented army uses: the letters are the same in every game.
std::vector<PieceSpec> european_pieces() {
  std::vector<PieceSpec> pieces = chess_pieces();
  std::erase_if(pieces, [](const PieceSpec& p) { return p.letter == 'Q'; });
  pieces.push_back(
      {.letter = 'M', .name = "Minister", .betza = "KN", .royal = true, .barred = "N"});
  pieces.push_back({.letter = 'A', .name = "Advisor", .betza = "K"});
  pieces.push_back({.letter = 'I', .name = "Italian bishop", .betza = "BA", .colour_bound = true});
  pieces.push_back({.letter = 'E', .name = "Elephant", .betza = "R3"});
  pieces.push_back({.letter = 'F', .name = "Pharaoh", .betza = "KA", .royal = true});
  pieces.push_back({.letter = 'W', .name = "Warrior", .betza = "QN"});
  pieces.push_back({.letter = 'X', .name = "Bomb", .betza = "mK"});
  pieces.push_back({.letter = 'Q', .name = "Queen", .betza = "Q"});
  // Russia's king while its colour has no queen (Power::kDesertion).
  pieces.push_back({.letter = 'T', .name = "Tsar", .betza = "Q", .royal = true});
  return pieces;
}

// Red's area square (file 4-7, rank 6-7 from 0) turned a quarter `turns` times:
// (file, rank) -> (rank, 9 - file) counted from 1.
std::string turned(int file, int rank, int turns) {
  for (int i = 0; i < turns; ++i) {
    const int f = rank, r = 7 - file;
    file = f;
    rank = r;
  }
  return std::string(1, static_cast<char>('a' + file)) + std::to_string(rank + 1);
}

}  // namespace

// Chatanooga (options.mode as there) with the armies of options.armies (european_armies.h).
RuleSpec european(const RuleOptions& options) {
  RuleSpec spec = chatanooga(options);
  spec.id = "european";
  spec.description = "European Chess: Chatanooga where each player brings one of 37 armies";
  spec.pieces = european_pieces();
  spec.setup.clear();
  const auto armies = european_armies();
  for (int a = 0; a < 4; ++a) {
    const EuropeanArmy& army = armies[options.armies[a]];
    ArmySpec& as = spec.armies[a];
    as.kind = std::string(army.name);
    for (const auto& [letter, betza] : army.movement)
      if (letter) as.movement.push_back({letter, std::string(betza)});
    as.in_place = army.in_place;
    as.immune = army.immune;
    as.immune_pieces = army.immune_pieces;
    as.last_piece_defeat = army.last_piece_defeat;
    as.power = army.power;
    as.reach = army.reach;
    // Its pawns become any other type of its own setup.
    for (char c : army.back)
      if (as.promotions.find(c) == std::string::npos) as.promotions += c;
    const bool setup_known = army.availability != ArmyAvailability::kFromPosition;
    if (!setup_known && spec.no_start.empty())
      spec.no_start = std::string(army.name) +
                      "'s setup was shown only in diagrams that are lost: start its games from a "
                      "position given as FEN4";
    if (army.availability == ArmyAvailability::kFromSquares && spec.no_start.empty())
      spec.no_start = std::string(army.name) +
                      "'s placement squares were shown only in diagrams that are lost: start its "
                      "games from a position given as FEN4 that names them (sq=)";
    for (int i = 0; i < 4; ++i) {
      if (setup_known) {
        spec.setup.push_back({turned(4 + i, 7, a), a, army.back[i]});
        spec.setup.push_back({turned(4 + i, 6, a), a, army.front[i]});
      }
      as.area.push_back(turned(4 + i, 7, a));
      as.area.push_back(turned(4 + i, 6, a));
    }
  }
  return spec;
}

}  // namespace chatur::engine::rule_sets
