// The engine wire format: every decoder is the inverse of its encoder, on every legal move of
// random games of every rule set, on rolls, positions, go and info lines; and it refuses what the
// encoder never writes.
#include <gtest/gtest.h>

#include <random>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "players/random_player.h"
#include "protocol/go_command.h"
#include "protocol/info_line.h"
#include "protocol/move_codec.h"
#include "protocol/position_command.h"
#include "tests/engine/test_util.h"

namespace chatur::protocol {
namespace {

TEST(WireMove, UsesEachFamilysNotation) {
  auto chess = engine::rule_sets::make("chess");
  engine::Position pos(*chess);
  EXPECT_EQ(encode_move(pos, engine::parse_move(pos, "g1-f3")), "g1f3");
  auto chaturaji = engine::rule_sets::make("chaturaji");
  engine::Position four(*chaturaji);
  EXPECT_EQ(encode_move(four, engine::parse_move(four, "g8-f6")), "g8-f6");
}

TEST(WireMove, TheDecoderTakesExactlyWhatTheEncoderWrites) {
  auto chess = engine::rule_sets::make("chess");
  engine::Position pos(*chess);
  EXPECT_EQ(decode_move(pos, "g1f3"), engine::parse_move(pos, "g1-f3"));
  for (const char* other : {"g1-f3", "Ng1f3", "g1f3+", "Nf3"}) {
    try {
      decode_move(pos, other);
      ADD_FAILURE() << other << " was taken";
    } catch (const WireError& e) {
      EXPECT_EQ(e.kind(), WireError::Kind::kSyntax) << other;
    }
  }
  try {
    decode_move(pos, "g1g3");
    ADD_FAILURE() << "g1g3 was taken";
  } catch (const WireError& e) {
    EXPECT_EQ(e.kind(), WireError::Kind::kIllegal);
  }
  auto chaturaji = engine::rule_sets::make("chaturaji");
  engine::Position four(*chaturaji);
  EXPECT_THROW(decode_move(four, "g8f6"), WireError);
  EXPECT_NO_THROW(decode_move(four, "g8-f6"));
}

// Every legal move of the positions of random games, in every rule set: decode(encode(m)) == m.
TEST(WireMove, RoundTripsEveryLegalMoveOfEveryRuleSet) {
  for (const auto& spec : engine::rule_sets::all()) {
    SCOPED_TRACE(spec.id);
    auto rules = engine::rule_sets::make(spec.id);
    std::mt19937_64 rng(7);
    players::RandomPlayer player(3);
    engine::Position pos(*rules);
    for (int ply = 0; ply < 120; ++ply) {
      engine::testing::roll_if_due(pos, rng);
      engine::MoveList legal;
      engine::generate_legal(pos, legal);
      if (legal.empty()) break;
      for (engine::Move m : legal) {
        const std::string text = encode_move(pos, m);
        ASSERT_EQ(decode_move(pos, text), m) << text << " in " << engine::to_fen(pos);
      }
      pos.make(player.choose(pos));
    }
  }
}

TEST(WireRoll, TokensOfTheRuleSetsDice) {
  auto dice = engine::rule_sets::make("chaturaji-dice");
  EXPECT_EQ(encode_roll_token({2, 3}), "#2,3");
  EXPECT_EQ(decode_roll_token(*dice, "#2,3"), (engine::Roll{2, 3}));
  for (const char* bad : {"#3,2", "#2, 3", "#23", "2,3"}) {
    try {
      decode_roll_token(*dice, bad);
      ADD_FAILURE() << bad << " was taken";
    } catch (const WireError& e) {
      EXPECT_EQ(e.kind(), WireError::Kind::kSyntax) << bad;
    }
  }
  try {
    decode_roll_token(*dice, "#2,6");
    ADD_FAILURE() << "#2,6 was taken";
  } catch (const WireError& e) {
    EXPECT_EQ(e.kind(), WireError::Kind::kIllegal);
  }
}

// A dice game's `position` line, grown ply by ply with its rolls, decodes to the same position.
TEST(WirePosition, ADiceGameDecodesToThePositionPlayed) {
  for (const char* id : {"chaturaji-dice", "chaturaji-biruni", "chess", "chaturaji"}) {
    SCOPED_TRACE(id);
    auto rules = engine::rule_sets::make(id);
    std::mt19937_64 rng(11);
    players::RandomPlayer player(5);
    engine::Position pos(*rules);
    PositionCommand line(*rules, "");
    for (int ply = 0; ply < 150; ++ply) {
      if (engine::testing::roll_if_due(pos, rng)) {
        const auto d = pos.dice();
        line.add_roll({d[0], d[1]});
      }
      const engine::Move m = player.choose(pos);
      if (m.is_null()) break;
      line.add_move(pos, m);
      pos.make(m);
      const std::string& text = line.line();
      ASSERT_EQ(text.rfind("position startpos moves ", 0), 0u) << text;
      const engine::Position back = decode_position(*rules, text.substr(9));
      ASSERT_EQ(back.hash(), pos.hash()) << text;
      ASSERT_EQ(engine::to_fen(back), engine::to_fen(pos));
    }
  }
}

TEST(WirePosition, RefusesARollOutOfTurnAndAPlyWithoutItsRoll) {
  auto dice = engine::rule_sets::make("chaturaji-dice");
  EXPECT_THROW(decode_position(*dice, "startpos moves h8-f6"), WireError);
  EXPECT_THROW(decode_position(*dice, "startpos moves #2,3 h8-f6 #2,3"), WireError);
  const engine::Position mid = decode_position(*dice, "startpos moves #2,3 h8-f6");
  EXPECT_EQ(mid.dice(), (std::array<int, 2>{0, 3}));
  const std::string fen = engine::to_fen(mid);
  EXPECT_EQ(engine::to_fen(decode_position(*dice, "fen4 " + fen)), fen);
  EXPECT_THROW(decode_position(*dice, "fen4 nonsense"), WireError);
}

TEST(WireGo, RoundTripsLimitsClocksAndDice) {
  auto dice = engine::rule_sets::make("chaturaji-dice");
  GoCommand go;
  go.time = {1000, 2000, 3000, 4000};
  go.inc = {10, 10, 10, 10};
  go.movetime = 50;
  go.depth = 3;
  go.nodes = 12345;
  go.roll = {2, 5};
  const std::string text = encode_go(*dice, go);
  EXPECT_EQ(text,
            "go rtime 1000 gtime 2000 ytime 3000 btime 4000 rinc 10 ginc 10 yinc 10 binc 10 "
            "movetime 50 depth 3 nodes 12345 roll 2,5");
  const GoCommand back = decode_go(*dice, text.substr(3));
  EXPECT_EQ(back.time, go.time);
  EXPECT_EQ(back.inc, go.inc);
  EXPECT_EQ(back.movetime, 50);
  EXPECT_EQ(back.depth, 3);
  EXPECT_EQ(back.nodes, 12345u);
  EXPECT_EQ(back.roll, go.roll);
  // After one die is used only the other is sent.
  GoCommand second;
  second.roll = {0, 4};
  EXPECT_EQ(encode_go(*dice, second), "go roll 4");
  EXPECT_EQ(decode_go(*dice, "roll 4").roll, (std::array<int, 2>{0, 4}));
  EXPECT_THROW(decode_go(*dice, "roll 5,2"), WireError);
  EXPECT_THROW(decode_go(*dice, "roll 2,9"), WireError);
  EXPECT_THROW(decode_go(*dice, "wtime 5"), WireError);
  EXPECT_THROW(decode_go(*dice, "depth x"), WireError);
}

TEST(WireInfo, RoundTripsTheFiguresAndSkipsWhatItCannotRead) {
  InfoLine info;
  info.depth = 7;
  info.seldepth = 11;
  info.score_cp = -35;
  info.nodes = 9000;
  info.nps = 300000;
  info.time_ms = 30;
  info.pv = "e2e4 e7e5";
  const std::string text = encode_info(info);
  EXPECT_EQ(text,
            "info depth 7 seldepth 11 score cp -35 nodes 9000 nps 300000 time 30 pv e2e4 e7e5");
  InfoLine back;
  decode_info(std::string_view(text).substr(5), back);  // pv views into the text
  EXPECT_EQ(back.depth, 7);
  EXPECT_EQ(back.seldepth, 11);
  EXPECT_EQ(back.score_cp, -35);
  EXPECT_EQ(back.nodes, 9000u);
  EXPECT_EQ(back.time_ms, 30);
  EXPECT_EQ(back.pv, "e2e4 e7e5");
  // A mate replaces a centipawn score; a malformed number leaves the figure as it was.
  decode_info("depth x score mate 3 string depth 99", back);
  EXPECT_EQ(back.depth, 7);
  EXPECT_EQ(back.mate, 3);
  EXPECT_FALSE(back.score_cp.has_value());
}

}  // namespace
}  // namespace chatur::protocol
