// Write -> read -> same game, for the hand-written files and for random games of every rule set.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/fen.h"
#include "engine/outcome.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/content_hash.h"
#include "records/game_end.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "records/stored_game.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::file_text;
using testing::read_all;

// The structure of a line that a round trip must keep: moves, NAGs, comments, variations.
std::string trimmed(const std::string& c) {
  size_t b = c.find_first_not_of(' '), e = c.find_last_not_of(' ');
  return b == std::string::npos ? "" : c.substr(b, e - b + 1);
}

std::string shape(const Line& line) {
  std::string s;
  for (const auto& c : line.comments) s += "{" + trimmed(c) + "}";
  for (const MoveNode& n : line.moves) {
    if (n.roll) s += " #" + std::to_string((*n.roll)[0]) + std::to_string((*n.roll)[1]);
    s += " " + std::to_string(n.move.bits());
    if (n.marker != Marker::kNone) s += n.text;
    for (int nag : n.nags) s += " $" + std::to_string(nag);
    for (const auto& c : n.comments) s += " {" + trimmed(c) + "}";
    for (const Line& v : n.variations) s += " (" + shape(v) + ")";
  }
  return s;
}

// Writing from the texts a replay recorded (write_replayed_game) gives write_game's text.
void expect_replayed_write_is_the_same(Game game, const std::string& written) {
  Replay r = replay(game, ReplayOptions{.record_texts = true});
  ASSERT_TRUE(r.ok());
  normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.end);
  std::string out = "before\n";
  write_replayed_game(out, game, r);
  EXPECT_EQ(out, "before\n" + written);
}

// A replay that hashes its main line as it plays it and keeps no texts of the moves (what an
// import asks) gives the content hash of the texts a plain replay keeps, and so does the game
// stored from it.
void expect_identity_of_the_texts(const Game& game, const Replay& plain) {
  Game copy = game;
  Replay hashed = replay(copy, ReplayOptions{.move_texts = false, .identity = true});
  ASSERT_TRUE(hashed.ok());
  EXPECT_TRUE(hashed.moves.empty());
  EXPECT_EQ(hashed.played, plain.played);
  EXPECT_EQ(hashed.rolls, plain.rolls);
  ASSERT_TRUE(hashed.identity);
  EXPECT_EQ(*hashed.identity,
            content_hash(plain.rules->id(), rule_options_text(plain.rules->options()),
                         plain.start_fen, plain.moves, plain.rolls));
  Game other = game;
  EXPECT_EQ(content_hash(stored_game(copy, hashed)), content_hash(stored_game(other, plain)));
}

// Writes the replayed game and reads it back; expects the same moves, tags and annotations.
void expect_round_trip(Game game) {
  Replay r = replay(game);
  ASSERT_TRUE(r.ok()) << (r.problems.empty() ? "" : r.problems[0].message);
  expect_identity_of_the_texts(game, r);
  normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.end);
  std::ostringstream out;
  write_game(out, game, *r.rules, r.start_fen);
  auto back = read_all(out.str());
  ASSERT_EQ(back.size(), 1u) << out.str();
  Replay r2 = replay(back[0]);
  ASSERT_TRUE(r2.ok()) << out.str() << (r2.problems.empty() ? "" : r2.problems[0].message);
  EXPECT_EQ(r2.rules->id(), r.rules->id());
  EXPECT_EQ(r2.start_fen, r.start_fen);
  EXPECT_EQ(r2.moves, r.moves);
  EXPECT_EQ(r2.rolls, r.rolls);
  EXPECT_EQ(r2.hashes, r.hashes);
  EXPECT_EQ(r2.end, r.end);
  ASSERT_EQ(back[0].tags.size(), game.tags.size());
  for (size_t i = 0; i < game.tags.size(); ++i) {
    EXPECT_EQ(back[0].tags[i].name, game.tags[i].name);
    EXPECT_EQ(back[0].tags[i].value, game.tags[i].value);
  }
  EXPECT_EQ(shape(back[0].mainline), shape(game.mainline)) << out.str();
  // Writing the read-back game gives the same text: the output is a fixed point.
  std::ostringstream again;
  write_game(again, back[0], *r2.rules, r2.start_fen);
  EXPECT_EQ(again.str(), out.str());
  expect_replayed_write_is_the_same(back[0], out.str());
}

class FileRoundTrip : public ::testing::TestWithParam<const char*> {};

TEST_P(FileRoundTrip, WriteThenReadGivesTheSameGames) {
  auto games = read_all(file_text(data_path(GetParam())));
  ASSERT_FALSE(games.empty());
  for (auto& g : games) expect_round_trip(g);
}

INSTANTIATE_TEST_SUITE_P(Records, FileRoundTrip,
                         ::testing::Values("opera_game.pgn", "lichess_study.pgn",
                                           "from_position.pgn", "chaturaji_club.pgn4",
                                           "chesscom_style.pgn4", "free_for_all.pgn4",
                                           "chaturaji_dice.pgn4"));

// Every rule set the core has, including ones added after this test was written.
TEST(RandomRoundTrip, EveryRuleSet) {
  for (const auto& spec : engine::rule_sets::all()) {
    SCOPED_TRACE(spec.id);
    auto rules = engine::rule_sets::make(spec.id);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      players::PlayedGame played = players::play_random_game(*rules, seed, seed % 2 ? 0 : 60);
      const testing::WrittenGame written =
          testing::write_played(*rules, played, {{"Event", "random"}, {"Variant", spec.id}});
      auto back = read_all(written.text);
      ASSERT_EQ(back.size(), 1u);
      Replay r = replay(back[0]);
      ASSERT_TRUE(r.ok()) << written.text << r.problems[0].message;
      EXPECT_EQ(r.moves, played.move_texts);
      EXPECT_EQ(r.rolls, played.rolls);
      EXPECT_EQ(r.end, written.end);
      expect_round_trip(back[0]);
    }
  }
}

TEST(WriteReplayedGame, NeedsTheRecordTexts) {
  auto games = read_all(file_text(data_path("opera_game.pgn")));
  ASSERT_FALSE(games.empty());
  Replay r = replay(games[0]);
  ASSERT_TRUE(r.ok());
  std::string out;
  EXPECT_THROW(write_replayed_game(out, games[0], r), std::invalid_argument);
}

TEST(ChesscomStyle, ArmiesAreMappedByTurnPosition) {
  auto games = read_all(file_text(data_path("chesscom_style.pgn4")));
  ASSERT_EQ(games.size(), 1u);
  Replay r = replay(games[0]);
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  // chess.com's second army (Blue, 'b') is chatur's Green, its fourth (Green, 'g') our Black.
  EXPECT_EQ(r.start_fen.substr(0, 2), "G-");
  normalize_tags(games[0], *r.rules, r.start_fen, r.standard_start, r.end);
  EXPECT_EQ(*games[0].tag("Green"), "Bilal");
  EXPECT_EQ(*games[0].tag("Black"), "Greta");
  EXPECT_EQ(games[0].tag("Blue"), nullptr);
}

TEST(FirstArmy, ChangesWhoMovesFirstAndSurvivesTheRoundTrip) {
  auto games = read_all(file_text(data_path("chaturaji_club.pgn4")));
  ASSERT_EQ(games.size(), 3u);
  Replay r = replay(games[2]);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.start_fen[0], 'G');
  EXPECT_EQ(r.moves.front(), "h4-g5");
  normalize_tags(games[2], *r.rules, r.start_fen, r.standard_start, r.end);
  ASSERT_NE(games[2].tag("FirstArmy"), nullptr);
  EXPECT_EQ(games[2].tag("StartFen4"), nullptr);
}

// pgn_fuzzer's finding: the empty StartFen4 gives the standard start and the FEN tag is not read;
// written back without the StartFen4, the FEN tag would have been read as the start.
TEST(RoundTrip, AFourArmyGameDropsTheFenTagItDidNotRead) {
  auto games = read_all("[FEN \"1\"][StartFen4 \"\"]\n\n*\n");
  ASSERT_EQ(games.size(), 1u);
  expect_round_trip(games[0]);
  Replay r = replay(games[0]);
  ASSERT_TRUE(r.ok());
  normalize_tags(games[0], *r.rules, r.start_fen, r.standard_start, r.end);
  EXPECT_EQ(games[0].tag("FEN"), nullptr);
  EXPECT_EQ(games[0].tag("StartFen4"), nullptr);
}

}  // namespace
}  // namespace chatur::records
