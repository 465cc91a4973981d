// The plain moves' fast answer (rank_plain_move, and parse_move's reading of a plain move's text)
// against the generation of the piece's moves: in random games of every rule set, for each piece
// of the army to move and each square, a move it answers is the one legal move of the piece to
// that square and its rank is the rank among the piece's generated moves; parse_move reads a
// plain move's text as the same move, with that rank, as it does a text it reads by generation.
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
    // With the piece letter before the square, as chess.com writes, the same.
    for (const std::string& written :
         {text, pos.rules().piece(type_of(pos.at(m.from()))).letter + text}) {
      PieceMoves read_moves;
      if (m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kPromotion) break;
      ASSERT_EQ(parse_move(pos, written, &read_moves), m) << fen << ": " << written;
      ASSERT_EQ(parse_move(pos, written), m) << fen << ": " << written;
      if (!read_moves.rank) continue;
      ASSERT_EQ(m.kind(), MoveKind::kNormal) << fen << ": " << written;
      MoveList moves;
      generate_legal(pos, MoveTarget{.from = m.from()}, moves);
      const PieceMoveRank want = generated_rank(moves, m);
      ASSERT_EQ(read_moves.rank->index, want.index) << fen << ": " << written;
      ASSERT_EQ(read_moves.rank->count, want.count) << fen << ": " << written;
    }
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

// A letter that is not the piece's, a promotion written after the square and the demand of the
// king exchange make a plain move's text one that is not legal: the fast answer reads them all.
TEST(PlainMoves, TextsThatAreNotPlainAreLeftToTheFullReading) {
  auto rules = testing::rules("chaturaji");
  Position pos(*rules);
  MoveList moves;
  generate_legal(pos, moves);
  const Move* pawn = std::find_if(moves.begin(), moves.end(), [&](Move m) {
    return type_of(pos.at(m.from())) == rules->pawn_type();
  });
  ASSERT_NE(pawn, moves.end());
  const std::string legal = move_to_text(pos, *pawn);
  PieceMoves read_moves;
  EXPECT_EQ(parse_move(pos, legal, &read_moves), *pawn) << legal;
  EXPECT_TRUE(read_moves.rank.has_value()) << legal;
  const std::string king(1, rules->piece(rules->royal_type()).letter);
  for (const std::string& text : {legal + "=R", legal + "^", legal + "~e4", "Z" + legal,
                                  king + legal, std::string("--"), std::string("e4")})
    EXPECT_THROW(parse_move(pos, text, &read_moves), MoveTextError) << text;
}

}  // namespace
}  // namespace chatur::engine
