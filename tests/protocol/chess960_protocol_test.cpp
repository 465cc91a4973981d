// Chess960 on the wire: castling as the king taking its rook (UCI_Chess960), the king's own
// squares read besides, and the built-in engine's UCI_Chess960 option.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/fen.h"
#include "engine/notation.h"
#include "players/uci_engine.h"
#include "protocol/move_codec.h"
#include "protocol/position_command.h"
#include "tests/engine/test_util.h"

namespace chatur::protocol {
namespace {

TEST(Chess960Wire, CastlingIsTheKingTakingItsRook) {
  auto rules = engine::testing::rules("chess960");
  engine::Position pos = engine::parse_fen(*rules, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(encode_move(pos, engine::parse_move(pos, "e1-h1")), "e1h1");
  EXPECT_EQ(encode_move(pos, engine::parse_move(pos, "e1-a1")), "e1a1");
  EXPECT_EQ(decode_move(pos, "e1h1"), engine::parse_move(pos, "e1-h1"));
  // The king's squares, as an engine without UCI_Chess960 writes castling.
  EXPECT_EQ(decode_move(pos, "e1g1"), engine::parse_move(pos, "e1-h1"));
  EXPECT_EQ(decode_move(pos, "e1c1"), engine::parse_move(pos, "e1-a1"));
  // Orthodox chess keeps the king's squares only.
  auto chess = engine::testing::rules("chess");
  engine::Position orthodox = engine::parse_fen(*chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(encode_move(orthodox, engine::parse_move(orthodox, "e1-g1")), "e1g1");
  EXPECT_THROW(decode_move(orthodox, "e1h1"), WireError);
}

// A start picked by number is no engine's startpos: it goes as its FEN; 518 stays startpos.
TEST(Chess960Wire, AStartByNumberIsSentAsItsFen) {
  EXPECT_EQ(PositionCommand(*engine::testing::rules("chess960 start=0"), "").line(),
            "position fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  EXPECT_EQ(PositionCommand(*engine::testing::rules("chess960"), "").line(), "position startpos");
}

// f1g1 is a king step as well as, by the king's squares, the castling with h1: the step wins.
TEST(Chess960Wire, AKingStepIsNoCastling) {
  auto rules = engine::testing::rules("chess960");
  engine::Position pos = engine::parse_fen(*rules, "4k3/8/8/8/8/8/8/5K1R w K - 0 1");
  const engine::Move step = decode_move(pos, "f1g1");
  EXPECT_EQ(step.kind(), engine::MoveKind::kNormal);
  EXPECT_EQ(decode_move(pos, "f1h1").kind(), engine::MoveKind::kCastling);
}

std::string transcript(const std::string& script) {
  std::istringstream in(script);
  std::ostringstream out;
  players::UciEngine engine(in, out, "level1");
  engine.run();
  return out.str();
}

TEST(Chess960Wire, BuiltInEngineTakesUciChess960) {
  const std::string position = "position fen 4k3/8/8/8/8/8/8/6KR w K - 0 1 moves g1h1\n";
  const std::string on =
      transcript("uci\nsetoption name UCI_Chess960 value true\n" + position + "go depth 1\n");
  EXPECT_NE(on.find("option name UCI_Chess960 type check default false"), std::string::npos);
  EXPECT_EQ(on.find("info string"), std::string::npos) << on;
  EXPECT_NE(on.find("bestmove e8"), std::string::npos) << on;
  // Off again it is chess, where K is a castling of a king on e1.
  const std::string off = transcript(
      "uci\nsetoption name UCI_Chess960 value true\n"
      "setoption name UCI_Chess960 value false\n" +
      position);
  EXPECT_NE(off.find("info string"), std::string::npos) << off;
}

}  // namespace
}  // namespace chatur::protocol
