// Position::bitboards against the board's cells: the bitboards an orthodox rule set's position
// keeps hold exactly its pieces after every move made and every move taken back (captures,
// promotions, castlings, en passant), in random games of chess and Chess960.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "engine/fen.h"
#include "engine/position.h"
#include "players/random_player.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

// The pieces as bitboards, read from the cells of the 8x8 mailbox.
PieceBitboards read_cells(const Position& pos) {
  PieceBitboards read;
  for (int bit = 0; bit < 64; ++bit) {
    const Cell c = pos.at(mailbox_square(bit));
    if (!is_piece(c)) continue;
    read.army[army_of(c)] |= square_bit(bit);
    read.type[type_of(c)] |= square_bit(bit);
  }
  return read;
}

void expect_kept(const Position& pos, const std::string& where) {
  const PieceBitboards read = read_cells(pos);
  EXPECT_EQ(pos.bitboards().army, read.army) << where;
  EXPECT_EQ(pos.bitboards().type, read.type) << where;
  EXPECT_EQ(pos.bitboards_of_cells(), read) << where;
}

TEST(PieceBitboards, HoldThePiecesThroughMovesAndTakeBacks) {
  std::array<int, 16> kinds_made{};
  for (const char* variant : {"chess", "chess960 start=0", "chess960 start=500"}) {
    const auto rules = testing::rules(variant);
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      Position pos(*rules);
      expect_kept(pos, std::string(variant) + " start");
      players::RandomPlayer player(seed);
      std::vector<std::string> fens;
      for (int ply = 0; ply < 300; ++ply) {
        const Move m = player.choose(pos);
        if (m.is_null()) break;
        ++kinds_made[static_cast<int>(m.kind())];
        fens.push_back(to_fen(pos));
        pos.make(m);
        expect_kept(pos, std::string(variant) + " after " + fens.back());
      }
      while (!fens.empty()) {
        pos.unmake();
        expect_kept(pos, std::string(variant) + " taken back to " + fens.back());
        fens.pop_back();
      }
      if (HasFailure()) return;
    }
  }
  for (MoveKind k :
       {MoveKind::kNormal, MoveKind::kPromotion, MoveKind::kCastling, MoveKind::kEnPassant})
    EXPECT_GT(kinds_made[static_cast<int>(k)], 0) << static_cast<int>(k);
}

// A rule set that is not orthodox chess keeps no bitboards: its pieces are not 8x8's.
TEST(PieceBitboards, AreEmptyWhereTheRuleSetIsNotOrthodoxChess) {
  const auto rules = testing::rules("chaturaji");
  const Position pos(*rules);
  EXPECT_EQ(pos.bitboards().army, (std::array<Bitboard, 2>{}));
}

}  // namespace
}  // namespace chatur::engine
