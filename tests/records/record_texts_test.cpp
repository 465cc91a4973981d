// Replay with ReplayOptions::record_texts: every move read gets the text chatur writes for it.
#include <gtest/gtest.h>

#include <utility>

#include "engine/fen.h"
#include "engine/outcome.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/game_end.h"
#include "records/move_text.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::file_text;
using testing::read_all;

constexpr ReplayOptions kTexts{.record_texts = true};

// Expects every move of the line, and of its variations, to carry record_move_text's text.
void expect_texts(engine::Position& pos, const Line& line) {
  int made = 0;
  for (const MoveNode& node : line.moves) {
    for (const Line& v : node.variations) expect_texts(pos, v);
    if (node.marker != Marker::kNone) {
      EXPECT_EQ(node.record_text, "");
      break;
    }
    if (node.roll) pos.roll((*node.roll)[0], (*node.roll)[1]);
    EXPECT_EQ(node.record_text, record_move_text(pos, node.move)) << engine::to_fen(pos);
    pos.make(node.move);
    ++made;
  }
  while (made-- > 0) {
    pos.unmake();
    if (line.moves[static_cast<size_t>(made)].roll) pos.unroll();
  }
}

void expect_texts(const Game& game, const Replay& r) {
  ASSERT_TRUE(r.ok()) << r.problems.back().message;
  ASSERT_TRUE(r.record_texts);
  engine::Position pos = engine::parse_fen(*r.rules, r.start_fen);
  EXPECT_EQ(r.start_army, pos.to_move());
  EXPECT_EQ(r.start_fullmove, pos.fullmove());
  expect_texts(pos, game.mainline);
}

Game one_game(const std::string& text) {
  auto games = read_all(text);
  EXPECT_EQ(games.size(), 1u);
  return games.empty() ? Game{} : games[0];
}

TEST(RecordTexts, EveryMoveOfTheFilesWithTheirVariations) {
  for (const char* file : {"opera_game.pgn", "lichess_study.pgn", "from_position.pgn",
                           "chaturaji_club.pgn4", "chesscom_style.pgn4", "chaturaji_dice.pgn4"}) {
    SCOPED_TRACE(file);
    for (Game& game : read_all(file_text(data_path(file)))) {
      Replay r = replay(game, kTexts);
      expect_texts(game, r);
    }
  }
}

TEST(RecordTexts, EveryMoveOfRandomGamesOfEveryRuleSet) {
  for (const auto& spec : engine::rule_sets::all()) {
    SCOPED_TRACE(spec.id);
    auto rules = engine::rule_sets::make(spec.id);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      players::PlayedGame played = players::play_random_game(*rules, seed, seed % 2 ? 0 : 60);
      Game game;
      // The moves as chatur writes them but without check marks: the replay must find them.
      // The second ply of a dice turn continues its turn, as when read from a record.
      game.mainline = line_of(played.moves, played.rolls);
      engine::Position pos(*rules);
      for (MoveNode& node : game.mainline.moves) {
        node.continues_turn = pos.in_dice_turn();
        if (node.roll) pos.roll((*node.roll)[0], (*node.roll)[1]);
        const engine::Move m = std::exchange(node.move, engine::kNullMove);
        node.text = record_move_text(pos, m);
        while (node.text.back() == '+' || node.text.back() == '#') node.text.pop_back();
        pos.make(m);
      }
      normalize_tags(game, *rules, played.start_fen, true,
                     played.cut_off ? GameEnd{"unterminated"} : board_end(played.outcome, *rules));
      Replay r = replay(game, kTexts);
      expect_texts(game, r);
      EXPECT_EQ(r.moves, played.move_texts);
    }
  }
}

TEST(RecordTexts, ChecksAndMatesAtTheEndOfLines) {
  Game game = one_game(
      "[Result \"0-1\"]\n\n1. f3 e5 2. g4 (2. Nc3 Qh4+) (2. Kf2 Qh4+ 3. g3 Qxg3+ 4. Ke3) "
      "Qh4 0-1\n");
  Replay r = replay(game, kTexts);
  expect_texts(game, r);
  const auto& main = game.mainline.moves;
  ASSERT_EQ(main.size(), 4u);
  EXPECT_EQ(main[3].record_text, "Qh4#");  // the last move, read as "Qh4"
  EXPECT_EQ(main[2].variations[0].moves[1].record_text, "Qh4+");
  EXPECT_EQ(main[2].variations[1].moves[3].record_text, "Qxg3+");
  EXPECT_EQ(main[2].variations[1].moves[4].record_text, "Ke3");

  Game resigned = one_game("[Result \"1-0\"]\n\n1. e4 f6 2. Qh5 R 1-0\n");
  Replay rr = replay(resigned, kTexts);
  expect_texts(resigned, rr);
  EXPECT_EQ(resigned.mainline.moves[2].record_text, "Qh5+");  // a marker follows the check
}

TEST(RecordTexts, OnlyWhenAsked) {
  Game game = one_game("[Result \"*\"]\n\n1. e4 e5 2. Qh5 Nc6 *\n");
  Replay r = replay(game);
  EXPECT_TRUE(r.ok());
  EXPECT_FALSE(r.record_texts);
  for (const MoveNode& node : game.mainline.moves) EXPECT_EQ(node.record_text, "");
}

TEST(RecordTexts, TheStartOfAGameFromAPosition) {
  Game game = one_game(
      "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 17\"]\n\n17... Kd7 "
      "18. e4 *\n");
  Replay r = replay(game, kTexts);
  expect_texts(game, r);
  EXPECT_EQ(r.start_army, 1);
  EXPECT_EQ(r.start_fullmove, 17);
}

}  // namespace
}  // namespace chatur::records
