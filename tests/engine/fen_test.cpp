// Position strings: errors name the field, and writing reads back to the same position.
#include <gtest/gtest.h>

#include <random>

#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

std::string fen_error(const RuleSet& rules, const std::string& fen) {
  try {
    parse_fen(rules, fen);
  } catch (const FenError& e) {
    return e.what();
  }
  return "";
}

TEST(Fen, ChessErrorsNameTheField) {
  auto rules = testing::rules("chess");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"),
            "position field 1 (placement): 7 ranks, the board has 8");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "position field 1 (placement): rank 6 '9' has 9 squares, the board has 8");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
            "position field 1 (placement): unknown piece 'X' in 'RNBQKBNX'");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
            "position field 2 (army to move): expected w or b, got 'x'");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1"),
            "position field 3 (castling): unknown castling right 'z'");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"),
            "position field 4 (en passant): expected '-' or squares, got 'e9'");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1"),
            "position field 5 (halfmove clock): expected a number, got 'x'");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"),
            "position field 6 (fullmove number): expected a positive number, got '0'");
  EXPECT_EQ(fen_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1"),
            "position field 0 (position): castling right 'K' without king and rook at home");
  EXPECT_EQ(fen_error(*rules, ""), "position field 0 (position): empty");
}

TEST(Fen, ChaturajiErrorsNameTheField) {
  auto rules = testing::rules("chaturaji");
  const std::string rows = "rK,7/8/8/8/8/8/8/yK,6,gK";
  EXPECT_EQ(fen_error(*rules, "W-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + rows),
            "position field 1 (army to move): expected one of RGYB, got 'W'");
  EXPECT_EQ(fen_error(*rules, "R-0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + rows),
            "position field 2 (eliminated): expected 4 comma-separated values, got '0,0,0'");
  EXPECT_EQ(fen_error(*rules, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-rK,7/8/8/8/8/8/8/yK,6,gX"),
            "position field 7 (placement): expected an empty count or army and piece letters "
            "(rK), got 'gX' in rank 1");
  EXPECT_EQ(fen_error(*rules, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + rows + "-pool=K,,,"),
            "position field 8 (pool): 'K' cannot be in a pool here");
  EXPECT_EQ(fen_error(*rules, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + rows + "-wait=,,c8,"),
            "position field 0 (position): no pawn waiting to promote on c8");
  EXPECT_EQ(fen_error(*rules, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0"),
            "position field 0 (position): expected at least 7 '-'-separated fields, got 6");
}

TEST(Fen, RoundTripsAtEveryPlyOfRandomGames) {
  for (const char* id :
       {"chess", "chaturaji", "chaturanga-4-84", "chaturaji-indian", "chaturaji-classic",
        "chaturaji-dice", "chaturaji-biruni", "chaturanga-modern", "chaturanga-modern mode=ffa"}) {
    auto rules = testing::rules(id);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      Position pos(*rules);
      std::mt19937_64 rng(seed);
      for (int ply = 0; ply < 400; ++ply) {
        testing::roll_if_due(pos, rng);
        MoveList moves;
        generate_legal(pos, moves);
        if (moves.empty()) break;
        pos.make(moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))]);
        const std::string fen = to_fen(pos);
        Position back = parse_fen(*rules, fen);
        ASSERT_EQ(to_fen(back), fen) << id << " seed " << seed;
        // The incremental hash equals the hash computed from scratch.
        ASSERT_EQ(back.hash(), pos.hash())
            << id << " seed " << seed << " ply " << ply << " " << fen;
      }
    }
  }
}

}  // namespace
}  // namespace chatur::engine
