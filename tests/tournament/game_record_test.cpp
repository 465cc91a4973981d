// A played game as the archive stores it. Games are written from the move texts the runner
// recorded as it played (SAN for two armies) without playing them again; the PGN must be what
// the writer that plays the moves writes, from any start position, so each case reads the PGN
// back, replays it and writes it again.
#include "tournament/game_record.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/outcome.h"
#include "engine/rule_sets/registry.h"
#include "records/game_end.h"
#include "records/move_text.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/replay.h"

namespace chatur::tournament {
namespace {

// A random game of up to `plies` moves from `start`, recorded as the runner records one: the
// first two moves from the opening book, the others with a score, a depth and a time.
GameRecord random_record(const engine::RuleSet& rules, const engine::Position& start, int plies,
                         std::uint64_t seed) {
  GameRecord rec;
  rec.start_fen = engine::to_fen(start);
  rec.standard_start = rec.start_fen == engine::to_fen(engine::Position(rules));
  rec.start_army = start.to_move();
  rec.start_fullmove = start.fullmove();
  engine::Position pos = start;
  rec.hashes.push_back(pos.hash());
  std::mt19937_64 rng(seed);
  for (int i = 0; i < plies && !engine::outcome(pos).finished(); ++i) {
    engine::MoveList legal;
    engine::generate_legal(pos, legal);
    MoveRecord m;
    m.move = legal[static_cast<int>(rng() % legal.size())];
    m.text = engine::move_to_text(pos, m.move);
    m.record_text = records::writes_san(rules) ? records::record_move_text(pos, m.move) : m.text;
    m.book = i < 2;
    if (!m.book) {
      m.score_cp = static_cast<int>(rng() % 400) - 200;
      m.depth = 1 + static_cast<int>(rng() % 9);
      m.host_ms = static_cast<std::int64_t>(rng() % 5000);
    }
    pos.make(m.move);
    rec.moves.push_back(m);
    rec.hashes.push_back(pos.hash());
  }
  const engine::Outcome o = engine::outcome(pos);
  if (o.finished()) {
    rec.end = records::board_end(o, rules);
  } else {
    rec.end = records::drawn("max-plies");
    rec.detail = "the game reached " + std::to_string(plies) + " plies";
  }
  return rec;
}

GameLabels labels_for(const engine::RuleSet& rules) {
  GameLabels labels{"Writer test", "chatur", "2026.11.21", "3", {}, "nodes=1000"};
  for (int a = 0; a < rules.army_count(); ++a)
    labels.players.push_back("engine " + std::to_string(a));
  return labels;
}

// The PGN stored_game wrote, read back, replayed and written again by write_game.
std::string rewritten(const std::string& pgn) {
  std::istringstream in(pgn);
  records::PgnReader reader(in);
  auto item = reader.next();
  EXPECT_TRUE(item && !item->error) << pgn;
  if (!item || item->error) return "";
  records::Replay replay = records::replay(item->game);
  EXPECT_TRUE(replay.ok()) << (replay.problems.empty() ? "" : replay.problems[0].message) << "\n"
                           << pgn;
  std::ostringstream out;
  records::write_game(out, item->game, *replay.rules, replay.start_fen);
  return out.str();
}

void expect_written_as_played(const std::string& variant, int skip_plies) {
  const auto rules = engine::rule_sets::make(variant);
  engine::Position start(*rules);
  // A start position further on, with another army to move, for the move numbers.
  std::mt19937_64 rng(11);
  for (int i = 0; i < skip_plies; ++i) {
    engine::MoveList legal;
    engine::generate_legal(start, legal);
    start.make(legal[static_cast<int>(rng() % legal.size())]);
  }
  start = engine::parse_fen(*rules, engine::to_fen(start));  // without the history
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const GameRecord rec = random_record(*rules, start, 60, seed);
    const records::StoredGame stored = stored_game(rec, *rules, labels_for(*rules));
    EXPECT_EQ(stored.pgn, rewritten(stored.pgn)) << variant << " seed " << seed;
    EXPECT_EQ(stored.moves.size(), rec.moves.size());
    EXPECT_EQ(stored.hashes, rec.hashes);
  }
}

TEST(StoredGame, FourArmyPgnFromTextsIsWhatPlayingWrites) {
  expect_written_as_played("chaturaji", 0);
  expect_written_as_played("chaturaji", 10);  // Yellow to move at move 3
  expect_written_as_played("chaturanga-4-84", 7);
}

TEST(StoredGame, TwoArmyPgnIsWhatPlayingWrites) {
  expect_written_as_played("chess", 0);
  expect_written_as_played("chess", 5);  // Black to move at move 3
}

// A tournament played without the draw rules (`draw_rules: false`) says so in its records, which
// replay under the same options and are their own games for the archive.
TEST(StoredGame, RuleOptionsAreWritten) {
  engine::RuleOptions options;
  options.repetition_draw = false;
  options.no_progress_draw = false;
  const auto rules = engine::rule_sets::make("chaturaji", options);
  const GameRecord rec = random_record(*rules, engine::Position(*rules), 30, 3);
  const records::StoredGame stored = stored_game(rec, *rules, labels_for(*rules));
  EXPECT_EQ(stored.rule_options, "repetition_draw=false no_progress_draw=false");
  EXPECT_NE(stored.pgn.find("[RuleOptions \"repetition_draw=false no_progress_draw=false\"]\n"),
            std::string::npos)
      << stored.pgn;
  EXPECT_EQ(stored.pgn, rewritten(stored.pgn));
}

}  // namespace
}  // namespace chatur::tournament
