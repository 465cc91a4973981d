// Position::make's plies for orthodox chess (engine/orthodox_make.cpp) against what the rules of
// chess say a ply leaves: the hash of the same position set up afresh from its FEN, the
// en passant square only where an enemy pawn stands beside the pawn that stepped two squares, the
// clocks, the captured piece, in random games of chess and Chess960.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <string>

#include "engine/fen.h"
#include "engine/position.h"
#include "players/random_player.h"
#include "tests/engine/test_util.h"

namespace chatur::engine::orthodox_ply {
namespace {

// The square a pawn of `us` passed with move m, if m was its two-square step and a pawn of the
// other army stands beside the square it reached, so that it may take it en passant.
Square en_passant_expected(const Position& before, Move m) {
  const Cell mover = before.at(m.from());
  if (type_of(mover) != before.rules().pawn_type() ||
      std::abs(m.to() - m.from()) != 2 * before.rules().geometry().stride())
    return kNoSquare;
  const Cell enemy_pawn = make_piece(1 - army_of(mover), before.rules().pawn_type());
  if (before.at(m.to() - 1) != enemy_pawn && before.at(m.to() + 1) != enemy_pawn) return kNoSquare;
  return static_cast<Square>((m.from() + m.to()) / 2);
}

TEST(OrthodoxPly, LeavesWhatTheRulesOfChessSay) {
  std::array<int, 16> kinds_made{};
  int en_passant_rights = 0;
  for (const char* variant : {"chess", "chess960 start=0", "chess960 start=500"}) {
    const auto rules = testing::rules(variant);
    ASSERT_TRUE(rules->orthodox_chess().has_value()) << variant;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      Position pos(*rules);
      players::RandomPlayer player(seed);
      for (int ply = 0; ply < 300; ++ply) {
        const Move m = player.choose(pos);
        if (m.is_null()) break;
        ++kinds_made[static_cast<int>(m.kind())];
        const std::string where =
            std::string(variant) + " " + to_fen(pos) + " " + move_to_text(pos, m);
        const Square passed = en_passant_expected(pos, m);
        const Cell victim = m.kind() == MoveKind::kEnPassant
                                ? make_piece(1 - pos.to_move(), rules->pawn_type())
                            : m.kind() == MoveKind::kCastling ? kEmpty
                                                              : pos.at(m.to());
        const bool progress = victim != kEmpty || type_of(pos.at(m.from())) == rules->pawn_type();
        const int no_progress = pos.no_progress(), fullmove = pos.fullmove(), us = pos.to_move();
        pos.make(m);

        EXPECT_EQ(pos.hash(), parse_fen(*rules, to_fen(pos)).hash()) << where;
        ASSERT_EQ(pos.en_passant().size(), passed == kNoSquare ? 0u : 1u) << where;
        if (passed != kNoSquare) {
          EXPECT_EQ(pos.en_passant()[0], passed) << where;
          EXPECT_EQ(pos.en_passant_victim(), m.to()) << where;
          ++en_passant_rights;
        }
        if (m.kind() == MoveKind::kEnPassant)
          EXPECT_EQ(type_of(pos.last_captured()), rules->pawn_type()) << where;
        else
          EXPECT_EQ(pos.last_captured(), victim) << where;
        EXPECT_EQ(pos.no_progress(), progress ? 0 : no_progress + 1) << where;
        EXPECT_EQ(pos.fullmove(), fullmove + us) << where;
        EXPECT_EQ(pos.to_move(), 1 - us) << where;
        EXPECT_EQ(pos.last_move(), m) << where;
        if (HasFailure()) return;
      }
    }
  }
  for (MoveKind k :
       {MoveKind::kNormal, MoveKind::kPromotion, MoveKind::kCastling, MoveKind::kEnPassant})
    EXPECT_GT(kinds_made[static_cast<int>(k)], 0) << static_cast<int>(k);
  EXPECT_GT(en_passant_rights, 0);
}

}  // namespace
}  // namespace chatur::engine::orthodox_ply
