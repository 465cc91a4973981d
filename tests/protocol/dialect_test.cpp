// The 4pchess dialect: what the host sends an engine that knows only 4pchess's commands, and how
// it reads that engine's info lines (their form taken from 4pchess's own output).
#include "protocol/dialect.h"

#include <gtest/gtest.h>

#include <random>

#include "engine/movegen.h"
#include "engine/rule_sets/registry.h"
#include "protocol/go_command.h"
#include "protocol/info_line.h"
#include "protocol/move_codec.h"

namespace chatur::protocol {
namespace {

TEST(Dialect, NamesRoundTrip) {
  for (Dialect d : {Dialect::kUci, Dialect::kFourPChess})
    EXPECT_EQ(dialect_from_name(dialect_name(d)), d);
  EXPECT_EQ(dialect_name(Dialect::kFourPChess), "4pchess");
  EXPECT_FALSE(dialect_from_name("xboard"));
}

TEST(Dialect, FourPChessInfoPutsAScoreWithoutCpAfterThePv) {
  InfoLine info;
  decode_info(
      "depth 8 time 386 nodes 13667 pv g13-g12 m6-l6 e1-f3 a8-e4 j14-i12 m8-l8 g1-l6 e4-f3 "
      "score 75 nps 35406",
      info, Dialect::kFourPChess);
  EXPECT_EQ(info.depth, 8);
  EXPECT_EQ(info.time_ms, 386);
  EXPECT_EQ(info.nodes, 13667u);
  ASSERT_TRUE(info.score_cp);
  EXPECT_EQ(*info.score_cp, 75);
  EXPECT_EQ(info.nps, 35406u);
  EXPECT_EQ(info.pv, "g13-g12 m6-l6 e1-f3 a8-e4 j14-i12 m8-l8 g1-l6 e4-f3");
}

TEST(Dialect, UciInfoKeepsEverythingAfterPvAsThePv) {
  InfoLine info;
  decode_info("depth 2 score cp 30 pv e2-e4 score", info);
  EXPECT_EQ(*info.score_cp, 30);
  EXPECT_EQ(info.pv, "e2-e4 score");
}

TEST(Dialect, FourPChessScoresAreTurnedToTheMoversTeam) {
  EXPECT_EQ(score_for_mover(Dialect::kFourPChess, 75, 0), 75);
  EXPECT_EQ(score_for_mover(Dialect::kFourPChess, 75, 1), -75);
  EXPECT_EQ(score_for_mover(Dialect::kUci, 75, 1), 75);
}

TEST(Dialect, FourPChessGoIsAMovetimeFromTheMoversClock) {
  GoCommand go;
  go.time = {60000, 3000, 60000, 60000};
  go.inc = {1000, 1000, 1000, 1000};
  const GoCommand blue = dialect_go(Dialect::kFourPChess, go, 1);
  EXPECT_EQ(blue.movetime, 3000 / 30 + 750);
  EXPECT_EQ(blue.time[1], -1) << "4pchess reads no clocks";
  const GoCommand red = dialect_go(Dialect::kFourPChess, go, 0);
  EXPECT_EQ(red.movetime, 60000 / 30 + 750);
  go.time = {100, 100, 100, 100};
  go.inc = {10000, 10000, 10000, 10000};
  EXPECT_EQ(dialect_go(Dialect::kFourPChess, go, 2).movetime, 50) << "never over half the clock";
  GoCommand fixed;
  fixed.depth = 6;
  EXPECT_EQ(dialect_go(Dialect::kFourPChess, fixed, 0).depth, 6);
  EXPECT_EQ(dialect_go(Dialect::kUci, go, 0).time, go.time);
}

// 4pchess writes captures as from-to with '-'; each dialect's decoder takes its own form only.
TEST(Dialect, FourPChessMovesAreFromDashTo) {
  const auto rules = engine::rule_sets::make("chaturaji");
  engine::Position pos(*rules);
  std::mt19937 rng(5);
  for (int ply = 0; ply < 400; ++ply) {
    engine::MoveList legal;
    engine::generate_legal(pos, legal);
    if (legal.empty()) break;
    for (engine::Move m : legal) {
      if (!engine::is_piece(pos.at(m.to())) || m.kind() != engine::MoveKind::kNormal) continue;
      const std::string uci = encode_move(pos, m);
      const std::string four = encode_move(pos, m, Dialect::kFourPChess);
      ASSERT_NE(uci.find('x'), std::string::npos) << uci;
      EXPECT_EQ(four, rules->geometry().name(m.from()) + "-" + rules->geometry().name(m.to()));
      EXPECT_EQ(decode_move(pos, four, Dialect::kFourPChess), m);
      EXPECT_THROW(decode_move(pos, four), WireError);
      EXPECT_THROW(decode_move(pos, uci, Dialect::kFourPChess), WireError);
      return;
    }
    pos.make(legal[static_cast<int>(rng() % static_cast<unsigned>(legal.size()))]);
  }
  FAIL() << "no capture found";
}

TEST(Dialect, FourPChessPlaysOnlyChessComTeamsFromTheStart) {
  const auto chess = engine::rule_sets::make("chess");
  EXPECT_EQ(dialect_limits(Dialect::kUci, *chess, ""), "");
  EXPECT_NE(dialect_limits(Dialect::kFourPChess, *chess, "").find("four-player-teams"),
            std::string::npos);
  const auto teams = engine::rule_sets::make("four-player-teams");
  EXPECT_EQ(dialect_limits(Dialect::kFourPChess, *teams, ""), "");
  EXPECT_NE(dialect_limits(Dialect::kFourPChess, *teams, "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-"),
            "");
  engine::RuleOptions classic;
  classic.classic_setup = true;
  EXPECT_NE(dialect_limits(Dialect::kFourPChess,
                           *engine::rule_sets::make("four-player-teams", classic), ""),
            "");
}

}  // namespace
}  // namespace chatur::protocol
