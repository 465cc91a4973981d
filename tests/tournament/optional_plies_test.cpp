// The host plays a pass itself only when it is the army's one legal move: a ply that may be
// declined beside other moves (China's decision on a move, Sweden's second ply, Byzantium's
// retreat) is asked of the army's engine, a real child process choosing among its legal moves.
#include <gtest/gtest.h>

#include <csignal>
#include <memory>
#include <string>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/rule_sets/registry.h"
#include "records/rule_options_text.h"
#include "tournament/engine_client.h"
#include "tournament/game_runner.h"

namespace chatur::tournament {
namespace {

TEST(OptionalPlies, AreAskedOfTheEngineAndForcedOnlyWithoutAnotherMove) {
  std::signal(SIGPIPE, SIG_IGN);
  const auto rules = engine::rule_sets::make(
      "european", records::read_rule_options("armies=china,sweden,byzantium,sweden"));
  EngineSpec spec;
  spec.name = "random";
  spec.command.program = CHATUR_FAULT_ENGINE;
  spec.command.args = {"--mode", "normal"};
  EngineClient client(spec, EngineTimeouts{});
  GameSetup s;
  s.rules = rules.get();
  s.armies = {&client, &client, &client, &client};
  s.time_control = parse_time_control("depth=1");
  s.adjudication.max_plies = 120;
  const GameRecord g = play_game(s);
  ASSERT_EQ(g.fault, Fault::kNone) << g.detail;

  int censors = 0, declined = 0, forced = 0;
  engine::Position pos = engine::parse_fen(*rules, g.start_fen);
  for (const MoveRecord& m : g.moves) {
    engine::MoveList legal;
    engine::generate_legal(pos, legal);
    if (m.forced) {
      ++forced;
      EXPECT_EQ(legal.size(), 1) << engine::to_fen(pos);
    }
    censors += m.move.kind() == engine::MoveKind::kCensor;
    declined += !m.forced && m.move == engine::Move::pass();
    pos.make(m.move);
  }
  EXPECT_GT(censors, 0);
  EXPECT_GT(declined, 0);
}

}  // namespace
}  // namespace chatur::tournament
