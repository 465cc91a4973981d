// The plain moves' fast answer (rank_plain_move, parse_plain_move) against the generation of the
// piece's moves: in random games of every rule set, for each piece of the army to move and each
// square, a move it answers is the one legal move of the piece to that square and its rank is the
// rank among the piece's generated moves; parse_plain_move reads a move's text as parse_move does.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "players/random_player.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

struct Answers {
  int asked = 0;     // plain moves of pieces (kNormal, not promoting) the generation gives
  int answered = 0;  // of those, answered by rank_plain_move
};

// The rank of `m` among `moves` (a piece's legal moves) ordered by their bits.
PieceMoveRank generated_rank(const MoveList& moves, Move m) {
  PieceMoveRank rank;
  for (Move o : moves) {
    ++rank.count;
    rank.index += o.bits() < m.bits();
  }
  return rank;
}

void check_position(Position& pos, Answers& answers) {
  const std::string fen = to_fen(pos);
  const Geometry& g = pos.rules().geometry();
  for (const Square from :
       std::vector<Square>(pos.pieces(pos.to_move()).begin(), pos.pieces(pos.to_move()).end())) {
    MoveList moves;
    generate_legal(pos, MoveTarget{.from = from}, moves);
    for (const Square to : g.squares()) {
      PieceMoveRank rank{-1, -1};
      const bool answered = rank_plain_move(pos, from, to, rank);
      const auto to_there =
          std::count_if(moves.begin(), moves.end(), [&](Move m) { return m.to() == to; });
      const Move plain(MoveKind::kNormal, from, to);
      const bool generated = moves.contains(plain);
      if (generated && to_there == 1) ++answers.asked;
      if (!answered) continue;
      ++answers.answered;
      ASSERT_TRUE(generated && to_there == 1)
          << fen << ": " << g.name(from) << "-" << g.name(to) << " answered, not generated alone";
      const PieceMoveRank want = generated_rank(moves, plain);
      ASSERT_EQ(rank.index, want.index) << fen << ": " << g.name(from) << "-" << g.name(to);
      ASSERT_EQ(rank.count, want.count) << fen << ": " << g.name(from) << "-" << g.name(to);
    }
  }
  MoveList legal;
  generate_legal(pos, legal);
  for (Move m : legal) {
    const std::string text = move_to_text(pos, m);
    PieceMoveRank rank;
    const Move read = parse_plain_move(pos, text, rank);
    if (read.is_null()) continue;
    ASSERT_EQ(read, parse_move(pos, text)) << fen << ": " << text;
    // A piece letter before the square, as chess.com writes, reads the same.
    const std::string lettered = pos.rules().piece(type_of(pos.at(m.from()))).letter + text;
    ASSERT_EQ(parse_plain_move(pos, lettered, rank), read) << fen << ": " << lettered;
  }
  ASSERT_EQ(to_fen(pos), fen);
}

class PlainMoves : public ::testing::TestWithParam<const char*> {};

TEST_P(PlainMoves, AnswerAsTheGenerationOfThePiecesMovesInRandomGames) {
  auto rules = testing::rules(GetParam());
  std::mt19937_64 rng(1);
  Answers answers;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Position pos(*rules);
    players::RandomPlayer player(seed);
    for (int ply = 0; ply <= 300; ++ply) {
      testing::roll_if_due(pos, rng);
      check_position(pos, answers);
      if (HasFatalFailure()) return;
      const Move m = player.choose(pos);
      if (m.is_null()) break;
      pos.make(m);
    }
  }
  // Where the rule set's moves are plain, almost all are answered (not a pawn's that might
  // promote, not after the game is decided); elsewhere none is.
  if (rules->plain_moves()) {
    EXPECT_GT(answers.answered, answers.asked * 9 / 10)
        << answers.answered << " of " << answers.asked;
  } else {
    EXPECT_EQ(answers.answered, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(RuleSets, PlainMoves,
                         ::testing::Values("chaturaji", "chaturaji-indian", "chaturaji-classic",
                                           "chaturaji-dice", "chaturaji-biruni",
                                           "chaturanga-modern", "chaturanga-4-84", "chess",
                                           "hyderabad", "kaiserspiel-a"),
                         [](const auto& param) {
                           std::string n = param.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           std::replace(n.begin(), n.end(), ' ', '_');
                           std::replace(n.begin(), n.end(), '=', '_');
                           return n;
                         });

// A move to a square its own army holds, a letter that is not the piece's, a promotion written
// after the square and the demand of the king exchange are not plain: parse_move reads them.
TEST(PlainMoves, TextsThatAreNotPlainAreLeftToTheFullReading) {
  auto rules = testing::rules("chaturaji");
  Position pos(*rules);
  PieceMoveRank rank{-1, -1};
  MoveList moves;
  generate_legal(pos, moves);
  const Move* pawn = std::find_if(moves.begin(), moves.end(), [&](Move m) {
    return type_of(pos.at(m.from())) == rules->pawn_type();
  });
  ASSERT_NE(pawn, moves.end());
  const std::string legal = move_to_text(pos, *pawn);
  EXPECT_FALSE(parse_plain_move(pos, legal, rank).is_null()) << legal;
  const std::string king(1, rules->piece(rules->royal_type()).letter);
  for (const std::string& text : {legal + "=R", legal + "^", legal + "~e4", "Z" + legal,
                                  king + legal, std::string("--"), std::string("e4")})
    EXPECT_TRUE(parse_plain_move(pos, text, rank).is_null()) << text;
}

}  // namespace
}  // namespace chatur::engine
