// Chess960's start positions, castling field and castling, on hand-checked positions.
#include "engine/rule_sets/chess960.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "engine/movegen.h"
#include "engine/outcome.h"
#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_texts;

std::vector<std::string> castlings(Position& pos) {
  MoveList moves;
  generate_legal(pos, moves);
  std::vector<std::string> out;
  for (Move m : moves)
    if (m.kind() == MoveKind::kCastling) out.push_back(move_to_text(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

TEST(Chess960Starts, KnownNumbers) {
  EXPECT_EQ(rule_sets::chess960_back_rank(518), "RNBQKBNR");
  EXPECT_EQ(rule_sets::chess960_back_rank(0), "BBQNNRKR");
  EXPECT_EQ(rule_sets::chess960_back_rank(959), "RKRNNQBB");
  EXPECT_THROW(rule_sets::chess960_back_rank(960), std::invalid_argument);
  EXPECT_THROW(rule_sets::chess960_back_rank(-1), std::invalid_argument);
}

// The numbering agrees with the independent reference's brute force, which wrote the EPD the
// example tournament plays (scripts/reference/chess960_starts.py).
TEST(Chess960Starts, AgreeWithTheReferenceEpd) {
  std::ifstream in(std::string(CHATUR_RECORDS_DATA) + "/../../../examples/openings/chess960.epd");
  std::string line;
  int n = 0;
  std::set<std::string> distinct;
  for (; std::getline(in, line); ++n) {
    const std::string fen = rule_sets::chess960_start_fen(n, n);
    EXPECT_EQ(line.substr(0, fen.size() - 4), fen.substr(0, fen.size() - 4)) << "number " << n;
    distinct.insert(rule_sets::chess960_back_rank(n));
  }
  EXPECT_EQ(n, 960);
  EXPECT_EQ(distinct.size(), 960u);
}

// The rule option `start` sets the start position by number: one number for both sides, two for
// double Fischer random chess; castling rights follow the rooks. The option is written back as
// it was given, and a number out of range or a rule set without Chess960 is refused.
TEST(Chess960Starts, TheStartOptionPicksThePosition) {
  auto zero = testing::rules("chess960 start=0");
  EXPECT_EQ(to_fen(Position(*zero)), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  EXPECT_EQ(rule_sets::options_text(zero->options()), "start=0");
  Position pos(*zero);
  EXPECT_EQ(perft(pos, 3), 9006u);  // as Stockfish 15.1 counts it with UCI_Chess960
  auto dfrc = testing::rules("chess960 start=518,959");
  EXPECT_EQ(to_fen(Position(*dfrc)), "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(rule_sets::options_text(dfrc->options()), "start=518,959");
  Position dfrc_start(*dfrc);
  EXPECT_EQ(perft(dfrc_start, 4), 199887u);  // Stockfish 15.1's count
  EXPECT_EQ(rule_sets::options_text(testing::rules("chess960 start=518")->options()), "");
  EXPECT_THROW(testing::rules("chess960 start=960"), std::invalid_argument);
  EXPECT_THROW(testing::rules("chess960 start=1,2,3"), std::invalid_argument);
  EXPECT_THROW(testing::rules("chess start=0"), std::invalid_argument);
}

TEST(Chess960Fen, ShredderAndXFenReadAlike) {
  auto rules = testing::rules("chess960");
  const std::string board = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w ";
  const Position shredder = parse_fen(*rules, board + "HFhf - 2 9");
  const Position xfen = parse_fen(*rules, board + "KQkq - 2 9");
  EXPECT_EQ(shredder.castling_rights(), xfen.castling_rights());
  EXPECT_EQ(shredder.hash(), xfen.hash());
  EXPECT_EQ(to_fen(shredder), board + "KQkq - 2 9");
}

TEST(Chess960Fen, InnerRookIsWrittenByItsFile) {
  auto rules = testing::rules("chess960");
  // King d1, rooks a1, f1 and h1: the right of the f1 rook is F, not K (that is h1's).
  Position inner = parse_fen(*rules, "4k3/8/8/8/8/8/8/R2K1R1R w F - 0 1");
  EXPECT_EQ(to_fen(inner), "4k3/8/8/8/8/8/8/R2K1R1R w F - 0 1");
  EXPECT_EQ(castlings(inner), std::vector<std::string>{"d1-f1"});
  Position outer = parse_fen(*rules, "4k3/8/8/8/8/8/8/R2K1R1R w KA - 0 1");
  EXPECT_EQ(to_fen(outer), "4k3/8/8/8/8/8/8/R2K1R1R w KQ - 0 1");
  // h1's castling needs f1 and g1 empty: the f1 rook is in the way.
  EXPECT_EQ(castlings(outer), std::vector<std::string>{"d1-a1"});
}

TEST(Chess960Fen, RefusesRightsThatNameNoCastling) {
  auto rules = testing::rules("chess960");
  EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/8/3K4 w K - 0 1"), FenError);   // no rook
  EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/8/R2K4 w D - 0 1"), FenError);  // king's file
  EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/8/R2K4 w Z - 0 1"), FenError);
  EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/3K4/R7 w A - 0 1"), FenError);  // king off rank
  EXPECT_THROW(parse_fen(*rules, "4k3/8/8/8/8/8/8/N2K4 w A - 0 1"), FenError);  // no rook on a1
}

// Double Fischer random chess: each army's king and rooks where its own start puts them.
TEST(Chess960Fen, DoubleFischerRandomStart) {
  auto rules = testing::rules("chess960");
  const std::string fen = rule_sets::chess960_start_fen(0, 959);
  EXPECT_EQ(fen, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  Position pos = parse_fen(*rules, fen);
  EXPECT_EQ(to_fen(pos), fen);
  EXPECT_EQ(perft(pos, 1), 20u);  // pawns and knights only, as in every start
  pos.make(parse_move(pos, "h2-h4"));
  pos.make(parse_move(pos, "b7-b6"));
  pos.make(parse_move(pos, "h1-h3"));  // the h1 rook moves: K is lost, Q (f1) stays
  EXPECT_EQ(to_fen(pos), "rkrnnqbb/p1pppppp/1p6/8/7P/7R/PPPPPPP1/BBQNNRK1 b Qkq - 1 2");
}

// The king already on its destination: only the rook moves.
TEST(Chess960Castling, KingAlreadyOnDestination) {
  auto rules = testing::rules("chess960");
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/6KR w K - 0 1");
  EXPECT_EQ(castlings(pos), std::vector<std::string>{"g1-h1"});
  pos.make(parse_move(pos, "g1-h1"));
  EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  pos.unmake();
  EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/6KR w K - 0 1");
}

// Every other move is taken away (f1 and the second rank attacked, the h-pawn blocked): the
// castling of the king already on its destination is the position's only move, so the game goes
// on. The rook may land on an attacked square.
TEST(Chess960Castling, TheOnlyMoveIsACastling) {
  auto rules = testing::rules("chess960");
  Position pos = parse_fen(*rules, "k7/8/8/1b6/8/7p/r6P/6KR w K - 0 1");
  EXPECT_EQ(legal_texts(pos), std::vector<std::string>{"g1-h1"});
  EXPECT_TRUE(has_board_move(pos));
  EXPECT_FALSE(outcome(pos).finished());
}

// King and rook change squares: king d1 and rook c1 castle queen side to c1 and d1.
TEST(Chess960Castling, KingAndRookSwap) {
  auto rules = testing::rules("chess960");
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/2RK4 w Q - 0 1");
  EXPECT_EQ(castlings(pos), std::vector<std::string>{"d1-c1"});
  pos.make(parse_move(pos, "d1c1"));
  EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

// The rook on b1 shields c1 from the queen on a1; once it has castled to d1 the king on c1
// would be in check, so there is no castling.
TEST(Chess960Castling, RookThatShieldsTheDestination) {
  auto rules = testing::rules("chess960");
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1");
  EXPECT_TRUE(castlings(pos).empty());
  // Without the queen the same castling is legal.
  Position free = parse_fen(*rules, "4k3/8/8/8/8/8/8/1R1K4 w Q - 0 1");
  EXPECT_EQ(castlings(free), std::vector<std::string>{"d1-b1"});
}

// Every square between the king and its destination and between the rook and its destination
// must be empty but for the two; the king's squares must not be attacked.
TEST(Chess960Castling, PathsAndAttacks) {
  auto rules = testing::rules("chess960");
  // King b1, rook c1, king side: c1 to g1 empty but for the rook.
  Position pos = parse_fen(*rules, "4k3/8/8/8/8/8/8/1KR5 w K - 0 1");
  EXPECT_EQ(castlings(pos), std::vector<std::string>{"b1-c1"});
  pos.make(parse_move(pos, "b1-c1"));
  EXPECT_EQ(to_fen(pos), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
  // A black knight on e4 attacks no square of the king's path; a bishop on a6 attacks f1.
  Position safe = parse_fen(*rules, "4k3/8/8/8/4n3/8/8/1KR5 w K - 0 1");
  EXPECT_EQ(castlings(safe), std::vector<std::string>{"b1-c1"});
  Position attacked = parse_fen(*rules, "4k3/8/b7/8/8/8/8/1KR5 w K - 0 1");
  EXPECT_TRUE(castlings(attacked).empty());
  // A knight on the rook's destination blocks.
  Position blocked = parse_fen(*rules, "4k3/8/8/8/8/8/8/1KR2N2 w K - 0 1");
  EXPECT_TRUE(castlings(blocked).empty());
}

// Orthodox chess keeps its castling text (the king's move); chess960 writes the king taking its
// rook, and its king's two-square move is no move at all.
TEST(Chess960Castling, MoveText) {
  auto chess = testing::rules("chess");
  auto c960 = testing::rules("chess960");
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  Position orthodox = parse_fen(*chess, fen);
  EXPECT_EQ(castlings(orthodox), (std::vector<std::string>{"e1-c1", "e1-g1"}));
  Position pos = parse_fen(*c960, fen);
  EXPECT_EQ(castlings(pos), (std::vector<std::string>{"e1-a1", "e1-h1"}));
  EXPECT_THROW(parse_move(pos, "e1-g1"), MoveTextError);
  pos.make(parse_move(pos, "e1h1"));
  EXPECT_EQ(to_fen(pos), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
}

}  // namespace
}  // namespace chatur::engine
