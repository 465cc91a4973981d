// The engine host against real child processes: the scripted fault engine
// (tests/tools/fault_engine.cpp) commits each fault, and the game ends with the right
// termination; the engine is started again for the next game.
#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <memory>
#include <random>
#include <string>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/game_end.h"
#include "tournament/engine_client.h"
#include "tournament/game_runner.h"

namespace chatur::tournament {
namespace {

EngineSpec fault_engine(const std::string& name, const std::string& mode, int after = 0) {
  EngineSpec s;
  s.name = name;
  s.command.program = CHATUR_FAULT_ENGINE;
  s.command.args = {"--mode", mode, "--after", std::to_string(after)};
  return s;
}

EngineTimeouts short_timeouts() {
  EngineTimeouts t;
  t.handshake = std::chrono::milliseconds(500);
  t.ready = std::chrono::milliseconds(500);
  t.stall = std::chrono::milliseconds(300);
  return t;
}

// The hashes the runner recorded are those of a replay of the record (what the archive stores
// for an imported game).
void expect_replay_hashes(const GameRecord& g, const engine::RuleSet& rules) {
  engine::Position pos = engine::parse_fen(rules, g.start_fen);
  ASSERT_EQ(g.hashes.size(), g.moves.size() + 1);
  EXPECT_EQ(g.hashes[0], pos.hash());
  auto roll = g.rolls.begin();
  for (size_t i = 0; i < g.moves.size(); ++i) {
    for (; roll != g.rolls.end() && roll->ply == i; ++roll) pos.roll(roll->roll);
    pos.make(g.moves[i].move);
    EXPECT_EQ(g.hashes[i + 1], pos.hash()) << "after ply " << i + 1;
  }
}

class EngineFaults : public ::testing::Test {
 protected:
  void SetUp() override { std::signal(SIGPIPE, SIG_IGN); }

  // Plays a game: the faulty engine on the first army (both armies of team 0 with four).
  GameRecord play(const std::string& variant, const std::string& mode, int after,
                  const std::string& tc = "depth=1", std::uint64_t dice_seed = 1,
                  const engine::RuleOptions& options = {}) {
    rules_ = engine::rule_sets::make(variant, options);
    bad_ = std::make_unique<EngineClient>(fault_engine("bad", mode, after), short_timeouts());
    good_ = std::make_unique<EngineClient>(fault_engine("good", "normal"), short_timeouts());
    GameSetup s;
    s.rules = rules_.get();
    for (int a = 0; a < rules_->army_count(); ++a)
      s.armies.push_back(rules_->team(a) == 0 ? bad_.get() : good_.get());
    s.time_control = parse_time_control(tc);
    s.margin_ms = 50;
    s.stall_timeout = std::chrono::milliseconds(300);
    s.adjudication.max_plies = 60;
    s.dice_seed = dice_seed;
    return play_game(s);
  }

  std::unique_ptr<const engine::RuleSet> rules_;
  std::unique_ptr<EngineClient> bad_, good_;
};

TEST_F(EngineFaults, NormalGameEndsByTheRulesOrThePlyLimit) {
  const GameRecord g = play("chess", "normal", 0);
  EXPECT_EQ(g.fault, Fault::kNone);
  EXPECT_FALSE(g.end.termination.empty());
  EXPECT_LE(g.moves.size(), 60u);
  expect_replay_hashes(g, *rules_);
}

TEST_F(EngineFaults, CrashAtGo) {
  const GameRecord g = play("chess", "crash", 3);
  EXPECT_EQ(g.end.termination, "engine-crash");
  EXPECT_EQ(records::result_text(g.end), "0-1");
  EXPECT_EQ(g.fault_army, 0);
  EXPECT_EQ(g.moves.size(), 6u);  // three moves each, then the crash at White's fourth
  EXPECT_FALSE(bad_->started());  // stopped: the next game starts it again
  bad_->new_game(*rules_);
  EXPECT_TRUE(bad_->started());
  EXPECT_EQ(bad_->starts(), 2);
}

TEST_F(EngineFaults, StallWithoutClock) {
  const GameRecord g = play("chess", "stall", 2);
  EXPECT_EQ(g.end.termination, "engine-stall");
  EXPECT_EQ(records::result_text(g.end), "0-1");
}

TEST_F(EngineFaults, StallWithClockIsLossOnTime) {
  const GameRecord g = play("chess", "stall", 2, "0.3+0");
  EXPECT_EQ(g.end.termination, "time-forfeit");
  EXPECT_EQ(records::result_text(g.end), "0-1");
}

TEST_F(EngineFaults, Garbage) {
  const GameRecord g = play("chess", "garbage", 1);
  EXPECT_EQ(g.end.termination, "garbage-move");
  EXPECT_EQ(g.offending_text, "zz!!99");
  EXPECT_EQ(records::result_text(g.end), "0-1");
}

TEST_F(EngineFaults, IllegalMoveInFourArmies) {
  const GameRecord g = play("chaturaji", "illegal", 2);
  EXPECT_EQ(g.end.termination, "illegal-move");
  EXPECT_FALSE(g.offending_text.empty());
  EXPECT_EQ(records::result_text(g.end), "0-1");
  EXPECT_EQ(g.fault_army % 2, 0);  // Red or Yellow: the faulty engine's armies
}

// The host rolls every turn that rolls, from the game's seed alone; the record replays.
TEST_F(EngineFaults, DiceGameRollsFromItsSeed) {
  const GameRecord g = play("chaturaji-dice", "normal", 0);
  EXPECT_EQ(g.fault, Fault::kNone) << g.detail;
  ASSERT_FALSE(g.rolls.empty());
  EXPECT_EQ(g.rolls[0].ply, 0u);
  expect_replay_hashes(g, *rules_);
  // A second ply of a turn continues it; the first ply of a turn with a roll never does.
  bool continued = false;
  for (const auto& r : g.rolls) EXPECT_FALSE(g.moves.at(r.ply).continues_turn);
  for (const auto& m : g.moves) continued = continued || m.continues_turn;
  EXPECT_TRUE(continued);
  const GameRecord again = play("chaturaji-dice", "normal", 0);
  EXPECT_EQ(again.rolls, g.rolls);
  const GameRecord other = play("chaturaji-dice", "normal", 0, "depth=1", 2);
  EXPECT_NE(other.rolls, g.rolls);
  // The dice games roll as they always did: two faces of the seeded generator, smaller first.
  std::mt19937_64 dice(1);
  std::uniform_int_distribution<int> face(rules_->die_low(), rules_->die_high());
  const int a = face(dice), b = face(dice);
  EXPECT_EQ(g.rolls[0].roll, engine::dice_roll({std::min(a, b), std::max(a, b)}));
}

// North Korea's rolls: the host rolls each event's dice from the game's seed (the insanity die,
// with a count die after 5 or 6; a die per chosen piece), the engines play with them, and the
// record replays.
TEST_F(EngineFaults, NorthKoreaRollsEachEventsDiceFromItsSeed) {
  engine::RuleOptions korea;
  engine::rule_sets::set_option(korea, "armies", "north-korea,chatanooga,chatanooga,chatanooga");
  int insane = 0, types = 0;
  std::vector<std::vector<engine::RollAt>> rolls;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const GameRecord g = play("european", "normal", 0, "depth=1", seed, korea);
    EXPECT_EQ(g.fault, Fault::kNone) << g.detail;
    EXPECT_FALSE(g.end.termination.empty());
    expect_replay_hashes(g, *rules_);
    ASSERT_FALSE(g.rolls.empty());
    for (const engine::RollAt& r : g.rolls) {
      ASSERT_LT(r.ply, g.moves.size());
      int chosen = 0;
      while (chosen < static_cast<int>(r.ply) &&
             g.moves[r.ply - 1 - chosen].move.kind() == engine::MoveKind::kMark)
        ++chosen;
      if (chosen > 0) {
        ++types;
        EXPECT_EQ(r.roll.count, chosen);
      } else {
        insane += r.roll.count == 2;
        EXPECT_EQ(r.roll.count, r.roll[0] >= 5 ? 2 : 1);
      }
      // A types roll comes within North Korea's turn; an insanity roll starts it.
      EXPECT_EQ(g.moves[r.ply].continues_turn, chosen > 0);
    }
    rolls.push_back(g.rolls);
  }
  EXPECT_GT(insane, 0);
  EXPECT_GT(types, 0);
  EXPECT_EQ(play("european", "normal", 0, "depth=1", 1, korea).rolls, rolls[0]);
  EXPECT_NE(rolls[1], rolls[0]);
}

TEST_F(EngineFaults, MoveOfItsOwnRollIsIllegal) {
  const GameRecord g = play("chaturaji-dice", "own-roll", 1);
  EXPECT_EQ(g.end.termination, "illegal-move") << g.detail;
  EXPECT_EQ(records::result_text(g.end), "0-1");
  EXPECT_FALSE(g.offending_text.empty());
}

TEST_F(EngineFaults, MoveOfADieNotRolledIsIllegal) {
  const GameRecord g = play("chaturaji-biruni", "wrong-die", 2);
  EXPECT_EQ(g.end.termination, "illegal-move") << g.detail;
  // A free-for-all: the faulty army places last, the others share first place.
  ASSERT_TRUE(g.end.free_for_all());
  std::vector<int> places(4, 1);
  places[static_cast<size_t>(g.fault_army)] = 4;
  EXPECT_EQ(g.end.placements, places);
}

TEST_F(EngineFaults, FreeForAllCrashPlacesTheFaultyPlayerLast) {
  engine::RuleOptions ffa;
  ffa.mode = engine::RuleOptions::Mode::kFreeForAll;
  const GameRecord g = play("chaturanga-modern", "crash", 3, "depth=1", 1, ffa);
  EXPECT_EQ(g.end.termination, "engine-crash");
  ASSERT_TRUE(g.end.free_for_all());
  EXPECT_EQ(records::result_text(g.end), "*");
  EXPECT_EQ(g.end.placements[static_cast<size_t>(g.fault_army)], 4);
}

// Captor control: once Green takes Red's king, Red's turns are asked of Green's engine. Red's own
// engine crashes at its first `go`, so asking it would end the game.
TEST_F(EngineFaults, TheControllersEngineMovesAControlledArmy) {
  rules_ = engine::rule_sets::make("chaturanga-modern");
  bad_ = std::make_unique<EngineClient>(fault_engine("red", "crash", 0), short_timeouts());
  good_ = std::make_unique<EngineClient>(fault_engine("others", "normal"), short_timeouts());
  GameSetup s;
  s.rules = rules_.get();
  s.start_fen = "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,3/7,rP/8/bK,7/7,gK/8/8/3,yK,gR,3";
  s.opening = {"e1xe8"};
  s.armies = {bad_.get(), good_.get(), good_.get(), good_.get()};
  s.time_control = parse_time_control("depth=1");
  s.stall_timeout = std::chrono::milliseconds(300);
  s.adjudication.max_plies = 12;
  const GameRecord g = play_game(s);
  EXPECT_EQ(g.fault, Fault::kNone) << g.detail;
  ASSERT_GE(g.moves.size(), 4u);
  EXPECT_EQ(g.moves[3].text, "h7-h6");  // Red's pawn, moved by Green's engine
  EXPECT_FALSE(g.moves[3].forced);
}

TEST_F(EngineFaults, NoUciok) {
  const GameRecord g = play("chess", "no-uciok", 0);
  EXPECT_EQ(g.end.termination, "no-uciok");
  EXPECT_EQ(records::result_text(g.end), "0-1");
  EXPECT_TRUE(g.moves.empty());
}

TEST_F(EngineFaults, ExitMidGame) {
  const GameRecord g = play("chaturaji", "exit", 5);
  EXPECT_EQ(g.end.termination, "engine-crash");
  EXPECT_EQ(records::result_text(g.end), "0-1");
  EXPECT_GT(g.moves.size(), 5u);
}

TEST_F(EngineFaults, StartFailure) {
  EngineSpec s = fault_engine("missing", "normal");
  s.command.program = "/nonexistent/engine";
  EngineClient c(s, short_timeouts());
  try {
    c.start();
    FAIL() << "started";
  } catch (const EngineFault& e) {
    EXPECT_EQ(e.fault(), Fault::kStartFailed);
  }
}

TEST_F(EngineFaults, BuiltInEngineTeamsGame) {
  rules_ = engine::rule_sets::make("chaturaji");
  EngineSpec a;
  a.name = "level1";
  a.command.program = CHATUR_BINARY;
  a.command.args = {"engine", "--level", "level1"};
  EngineSpec b = a;
  b.name = "random";
  b.command.args = {"engine", "--level", "random"};
  EngineClient ca(a, {}), cb(b, {});
  GameSetup s;
  s.rules = rules_.get();
  s.armies = {&ca, &cb, &ca, &cb};
  s.time_control = parse_time_control("nodes=500");
  s.adjudication.max_plies = 80;
  const GameRecord g = play_game(s);
  EXPECT_EQ(g.fault, Fault::kNone) << g.detail;
  EXPECT_FALSE(g.moves.empty());
  bool scored = false;
  for (const auto& m : g.moves) scored = scored || m.score_cp.has_value() || m.mate.has_value();
  EXPECT_TRUE(scored);
  EXPECT_NE(move_comment(g.moves.back()), "");
  expect_replay_hashes(g, *rules_);
}

}  // namespace
}  // namespace chatur::tournament
