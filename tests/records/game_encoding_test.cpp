// The archive's compact record (records/game_encoding.h): a game decoded from it writes the PGN
// that chatur wrote from the game on import, byte for byte, and its positions are the replay's,
// for every record of the test data
// (comments, NAGs, variations, rolls, markers, chess.com's records) and for random games of every
// rule set with annotations added; a damaged record is an error, never a crash.
#include "records/game_encoding.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/checked_files.h"
#include "records/pgn_writer.h"
#include "records/range_coder.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "tests/records/test_support.h"

namespace chatur::records {
namespace {

std::string written(const Line& line, const Game& tags_of, const engine::RuleSet& rules,
                    const std::string& start_fen) {
  Game game;
  game.tags = tags_of.tags;
  game.result = tags_of.result;
  game.mainline = line;
  std::ostringstream out;
  write_game(out, game, rules, start_fen);
  return out.str();
}

// A game of the random player's moves, with two tags.
Game random_game(const players::PlayedGame& played) {
  Game game;
  game.tags = {{"Event", "e"}, {"Result", "*"}};
  game.mainline = line_of(played.moves, played.rolls);
  return game;
}

// Calls use(game, path) for every game that reads of the test data's good PGN and PGN4 files;
// returns how many there were.
template <typename Use>
int for_each_test_data_game(Use&& use) {
  int count = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(testing::data_path(""))) {
    const std::string path = entry.path().string();
    if (path.find("/bad") != std::string::npos) continue;
    if (entry.path().extension() != ".pgn" && entry.path().extension() != ".pgn4") continue;
    std::istringstream in(testing::file_text(path));
    PgnReader reader(in);
    while (auto item = reader.next()) {
      if (item->error) continue;
      use(item->game, path);
      ++count;
    }
  }
  return count;
}

TEST(GameEncoding, TestDataWritesBackAsImported) {
  RuleSetCache cache;
  int checked = 0;
  for_each_test_data_game([&](Game& game, const std::string& path) {
    const Replay r = replay(game, cache, {.record_texts = true});
    if (!r.ok()) return;
    const StoredGame stored = stored_game(game, r);
    std::string imported;  // what import stored as the PGN text before the compact records
    write_replayed_game(imported, game, r);
    SCOPED_TRACE(path + " game " + std::to_string(game.index));
    const Line decoded = decode_game(stored.record, *r.rules, r.start_fen);
    EXPECT_EQ(written(decoded, game, *r.rules, r.start_fen), imported);
    // Decoded with the moves' texts, as export reads it, it writes the same without playing.
    DecodedTexts texts = decode_game_texts(stored.record, *r.rules, r.start_fen);
    Game from_texts;
    from_texts.tags = game.tags;
    from_texts.result = game.result;
    from_texts.mainline = std::move(texts.line);
    std::string exported;
    write_game_from_texts(exported, from_texts, *r.rules, texts.start_army, texts.start_fullmove);
    EXPECT_EQ(exported, imported);
    // The positions find confirms its hits with are the replay's.
    EXPECT_EQ(decode_hashes(stored.record, *r.rules, r.start_fen), r.hashes);
    ++checked;
  });
  EXPECT_GT(checked, 20);
}

// The record encode_game writes from the main line's codes a replay made is the one it writes by
// playing the game again: for every record of the test data and for a random game of every rule
// set, annotated on some plies.
void expect_same_record_from_codes(Game& game, RuleSetCache& cache) {
  Game again = game;
  const Replay plain = replay(game, cache);
  const Replay coded = replay(again, cache, {.main_line_codes = true});
  ASSERT_EQ(plain.ok(), coded.ok());
  if (!plain.ok()) return;
  ASSERT_TRUE(coded.main_line_codes.has_value());
  EXPECT_FALSE(plain.main_line_codes.has_value());
  EXPECT_EQ(stored_game(again, coded).record, stored_game(game, plain).record);
}

TEST(GameEncoding, ReplayCodesGiveTheSameRecord) {
  RuleSetCache cache;
  const int checked = for_each_test_data_game([&](Game& game, const std::string& path) {
    SCOPED_TRACE(path + " game " + std::to_string(game.index));
    expect_same_record_from_codes(game, cache);
  });
  EXPECT_GT(checked, 20);
  for (const engine::RuleSpec& spec : engine::rule_sets::all()) {
    const auto rules = engine::rule_sets::make(spec.id);
    SCOPED_TRACE(spec.id);
    const players::PlayedGame played = players::play_random_game(*rules, 3, 80);
    Game game = random_game(played);
    for (size_t i = 0; i < game.mainline.moves.size(); i += 5) {
      game.mainline.moves[i].comments.push_back("note");
      game.mainline.moves[i].nags.push_back(1);
    }
    std::istringstream in(written(game.mainline, game, *rules, played.start_fen));
    PgnReader reader(in);
    auto item = reader.next();
    ASSERT_TRUE(item && !item->error);
    expect_same_record_from_codes(item->game, cache);
  }
}

// Every rule set, random games with comments, NAGs and a variation on some plies: little more than
// a byte per ply of the main line when nothing is annotated.
TEST(GameEncoding, RandomGamesOfEveryRuleSet) {
  for (const engine::RuleSpec& spec : engine::rule_sets::all()) {
    const auto rules = engine::rule_sets::make(spec.id);
    SCOPED_TRACE(spec.id);
    for (std::uint64_t seed : {1, 2}) {
      const players::PlayedGame played = players::play_random_game(*rules, seed, 120);
      Game game = random_game(played);
      std::string plain;
      encode_game(plain, game, *rules, played.start_fen);
      if (played.rolls.empty()) {
        EXPECT_LT(plain.size(), played.moves.size() * 5 / 4 + 5);
      }
      for (size_t i = 0; i < game.mainline.moves.size(); i += 7) {
        MoveNode& node = game.mainline.moves[i];
        node.comments.push_back("note " + std::to_string(i));
        node.nags.push_back(static_cast<int>(i % 7) + 1);
        Line alternative;
        alternative.comments.push_back("instead");
        MoveNode same;
        same.move = node.move;
        same.roll = node.roll;
        alternative.moves.push_back(same);
        node.variations.push_back(alternative);
      }
      game.mainline.comments.push_back("before the first move");
      std::string encoded;
      encode_game(encoded, game, *rules, played.start_fen);
      const Line decoded = decode_game(encoded, *rules, played.start_fen);
      EXPECT_EQ(written(decoded, game, *rules, played.start_fen),
                written(game.mainline, game, *rules, played.start_fen));
    }
  }
}

// European armies bring moves of their own: placements, sea moves, pawn pairs, captures in place
// and turns of two plies; each is coded and read back.
TEST(GameEncoding, RandomGamesOfEuropeanArmies) {
  for (const char* options :
       {"armies=huns,athens,iraq,switzerland", "armies=sweden,rome,mafia,sweden",
        "armies=prussia,gaul,spain,britain", "armies=israel,japan,portugal,israel",
        "armies=macedonia,barbarians,netherlands,prussia",
        "armies=byzantium,sweden,byzantium,macedonia", "armies=china,sweden,china,rome"}) {
    const auto rules = engine::rule_sets::make("european", read_rule_options(options));
    SCOPED_TRACE(options);
    for (std::uint64_t seed : {1, 2, 3}) {
      const players::PlayedGame played = players::play_random_game(*rules, seed, 200);
      const Game game = random_game(played);
      std::string encoded;
      encode_game(encoded, game, *rules, played.start_fen);
      const Line decoded = decode_game(encoded, *rules, played.start_fen);
      ASSERT_EQ(decoded.moves.size(), played.moves.size());
      for (size_t i = 0; i < played.moves.size(); ++i)
        ASSERT_EQ(decoded.moves[i].move, played.moves[i]) << i;
      EXPECT_EQ(written(decoded, game, *rules, played.start_fen),
                written(game.mainline, game, *rules, played.start_fen));
    }
  }
}

// A main line of one move and nothing else, its codes as given: the count, the codes' size, the
// codes, no comments and no annotated node.
std::string one_move_record(const std::string& codes) {
  return std::string(1, '\1') + static_cast<char>(codes.size()) + codes + std::string(2, '\0');
}

// A move's code names its piece and one of that piece's moves: in the start position of chess the
// pieces of the first rank (a1 to h1) weigh 3 each and the pawns (a2 to h2) 1, in 34 parts with
// the one for the moves no piece makes and the one for a move's bits; then each of the piece's
// moves, ordered by their destination, is one of as many parts.
TEST(GameEncoding, MoveCodesNameAPieceAndOneOfItsMoves) {
  struct Code {
    std::string san;
    std::uint32_t start, weight, index;
  };
  for (const Code& c : std::vector<Code>{{"Nf3", 18, 3, 0},
                                         {"Nh3", 18, 3, 1},
                                         {"e3", 28, 1, 0},
                                         {"e4", 28, 1, 1},
                                         {"a3", 24, 1, 0},
                                         {"h4", 31, 1, 1}}) {
    SCOPED_TRACE(c.san);
    std::vector<Game> games = testing::read_all("1. " + c.san + " *\n");
    ASSERT_EQ(games.size(), 1u);
    const Replay r = replay(games[0]);
    ASSERT_TRUE(r.ok());
    std::string encoded;
    encode_game(encoded, games[0], *r.rules, r.start_fen);
    ASSERT_GE(encoded.size(), 2u);
    ASSERT_EQ(encoded[0], 1);
    RangeDecoder codes(std::string_view(encoded).substr(2, static_cast<size_t>(encoded[1])));
    const std::uint32_t part = codes.part(34);
    EXPECT_GE(part, c.start);
    EXPECT_LT(part, c.start + c.weight);
    codes.take(c.start, c.weight);
    EXPECT_EQ(codes.part(2), c.index);
  }
}

// A random chess game's main line takes less than seven bits a ply.
TEST(GameEncoding, ChessMovesTakeLessThanAByte) {
  const auto rules = engine::rule_sets::make("chess");
  for (std::uint64_t seed : {1, 2, 3}) {
    const players::PlayedGame played = players::play_random_game(*rules, seed, 120);
    ASSERT_GT(played.moves.size(), 60u);
    std::string encoded;
    encode_game(encoded, random_game(played), *rules, played.start_fen);
    EXPECT_LT(encoded.size() * 8, played.moves.size() * 7) << seed;
  }
}

// A record cut short, with a move of a piece that has none, a move no piece makes where there is
// none, a move's bits that are neither legal nor a decision, codes no coder writes, a roll the
// dice cannot show or bytes after its end is an EncodingError.
TEST(GameEncoding, DamagedRecordsAreErrors) {
  const auto rules = engine::rule_sets::make("chess");
  const players::PlayedGame played = players::play_random_game(*rules, 5, 30);
  Game game;
  game.mainline = line_of(played.moves, played.rolls);
  std::string encoded;
  encode_game(encoded, game, *rules, played.start_fen);
  for (size_t cut = 0; cut < encoded.size(); ++cut)
    EXPECT_THROW(decode_game(encoded.substr(0, cut), *rules, played.start_fen), EncodingError)
        << cut;
  EXPECT_THROW(decode_game(encoded + "x", *rules, played.start_fen), EncodingError);

  // In the start position the bishop on c1 (parts 6 to 8 of 34) has no move, and no move is made
  // but by a piece (part 32); part 33's bits 1 are no move.
  RangeEncoder bishop;
  bishop.encode(6, 3, 34);
  RangeEncoder other;
  other.encode(32, 1, 34);
  RangeEncoder bits;
  bits.encode(33, 1, 34);
  bits.encode(0, 1, 1u << 16);
  bits.encode(1, 1, 1u << 16);
  for (std::string codes : {bishop.finish(), other.finish(), bits.finish(), std::string(4, '\xff')})
    EXPECT_THROW(decode_game(one_move_record(codes), *rules, played.start_fen), EncodingError);
  RangeEncoder good;
  good.encode(18, 3, 34);
  good.encode(0, 1, 2);
  EXPECT_NO_THROW(decode_game(one_move_record(good.finish()), *rules, played.start_fen));

  // A roll the dice cannot show: the first ply's roll, after the move count, the codes with their
  // size, the count of the line's comments, the annotation's distance and its flags.
  const auto dice = engine::rule_sets::make("chaturaji-dice");
  const players::PlayedGame rolled = players::play_random_game(*dice, 5, 30);
  Game dice_game;
  dice_game.mainline = line_of(rolled.moves, rolled.rolls);
  std::string with_rolls;
  encode_game(with_rolls, dice_game, *dice, rolled.start_fen);
  ASSERT_NO_THROW(decode_game(with_rolls, *dice, rolled.start_fen));
  ASSERT_LT(static_cast<unsigned char>(with_rolls[1]), 128);
  const size_t roll_at = 2 + static_cast<size_t>(with_rolls[1]) + 3;
  ASSERT_EQ(with_rolls[roll_at], rolled.rolls[0].roll[0]);
  for (const int face : {0, 9, 100, 255}) {
    std::string bad_roll = with_rolls;
    bad_roll[roll_at] = static_cast<char>(face);
    EXPECT_THROW(decode_game(bad_roll, *dice, rolled.start_fen), EncodingError) << face;
  }
}

}  // namespace
}  // namespace chatur::records
