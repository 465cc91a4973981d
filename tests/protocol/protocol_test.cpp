// The engine wire format: every decoder is the inverse of its encoder, on every legal move of
// random games of every rule set, on rolls, positions, go and info lines; and it refuses what the
// encoder never writes.
#include <gtest/gtest.h>

#include <random>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/european_armies.h"
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

// The kind of WireError decoding `text` throws, or "taken".
template <typename Decode>
std::string refusal(Decode&& decode, const std::string& text) {
  try {
    decode(text);
    return "taken";
  } catch (const WireError& e) {
    return e.kind() == WireError::Kind::kSyntax ? "syntax" : "illegal";
  }
}

engine::DiceRoll dice(std::string_view text) {
  return engine::read_dice_roll(text);
}

TEST(WireRoll, TokensOfTheRuleSetsDice) {
  auto rules = engine::rule_sets::make("chaturaji-dice");
  const engine::Position pos(*rules);
  EXPECT_EQ(encode_roll_token(engine::dice_roll({2, 3})), "#2,3");
  EXPECT_EQ(decode_roll_token(pos, "#2,3"), engine::dice_roll({2, 3}));
  const auto decode = [&](const std::string& t) { return decode_roll_token(pos, t); };
  for (const char* bad : {"#3,2", "#2, 3", "#23", "2,3", "#2", "#1,2,3"})
    EXPECT_EQ(refusal(decode, bad), "syntax") << bad;
  EXPECT_EQ(refusal(decode, "#2,6"), "illegal");
}

std::shared_ptr<const engine::RuleSet> korean_rules() {
  engine::RuleOptions options;
  engine::rule_sets::set_option(options, "armies", "north-korea,chatanooga,chatanooga,chatanooga");
  return engine::rule_sets::make("european", options);
}

// The first `n` choices of pieces (`@e8`) of North Korea's insane turn, played.
void choose(engine::Position& pos, int n) {
  for (int i = 0; i < n; ++i) {
    engine::MoveList legal;
    engine::generate_legal(pos, legal);
    ASSERT_FALSE(legal.empty());
    ASSERT_EQ(legal[0].kind(), engine::MoveKind::kMark);
    pos.make(legal[0]);
  }
}

// North Korea's rolls: one die, or two after a 5 or 6, then one per chosen piece, in the order
// rolled; only the dice the event rolls are taken.
TEST(WireRoll, NorthKoreasTokensHoldTheDiceOfTheirEvent) {
  auto rules = korean_rules();
  engine::Position pos(*rules);
  ASSERT_TRUE(pos.awaiting_roll());
  const auto decode = [&](const std::string& t) { return decode_roll_token(pos, t); };
  for (const char* token : {"#3", "#6,4", "#5,1"}) {
    EXPECT_EQ(encode_roll_token(dice(token)), token);
    EXPECT_EQ(decode_roll_token(pos, token), dice(token)) << token;
  }
  EXPECT_EQ(decode_roll_token(pos, "#6,4")[0], 6);  // the order rolled, not sorted
  for (const char* bad : {"#3,4", "#6", "#7", "#6,4,2"})
    EXPECT_EQ(refusal(decode, bad), "illegal") << bad;
  for (const char* bad : {"#6,04", "#1,2,3,4", "6,4", "#6;4"})
    EXPECT_EQ(refusal(decode, bad), "syntax") << bad;

  pos.roll(dice("6,6"));  // three pieces to choose
  choose(pos, 3);
  ASSERT_TRUE(pos.awaiting_roll());
  EXPECT_EQ(encode_roll_token(dice("#1,4,6")), "#1,4,6");
  EXPECT_EQ(decode_roll_token(pos, "#1,4,6"), dice("1,4,6"));
  for (const char* bad : {"#1,4", "#1", "#1,4,7"})
    EXPECT_EQ(refusal(decode, bad), "illegal") << bad;
}

// The dice games' `position` lines are those of before North Korea, byte for byte.
TEST(WirePosition, ADiceGamesLineIsUnchanged) {
  auto rules = engine::rule_sets::make("chaturaji-dice");
  engine::Position pos(*rules);
  PositionCommand line(*rules, "");
  pos.roll(engine::dice_roll({2, 3}));
  line.add_roll(engine::dice_roll({2, 3}));
  const engine::Move m = engine::parse_move(pos, "h8-f6");
  line.add_move(pos, m);
  EXPECT_EQ(line.line(), "position startpos moves #2,3 h8-f6");
}

// North Korea's games grown ply by ply with their rolls decode to the positions played; the
// games hold rolls of one, two and three dice.
TEST(WirePosition, NorthKoreasGamesDecodeToThePositionsPlayed) {
  auto rules = korean_rules();
  std::array<int, engine::DiceRoll::kMax + 1> by_count{};
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::mt19937_64 rng(seed);
    players::RandomPlayer player(seed);
    engine::Position pos(*rules);
    PositionCommand line(*rules, "");
    for (int ply = 0; ply < 200; ++ply) {
      if (pos.awaiting_roll()) {
        const engine::DiceRoll r = engine::roll_due(
            pos, [&](int low, int high) { return std::uniform_int_distribution(low, high)(rng); });
        ++by_count[r.count];
        pos.roll(r);
        line.add_roll(r);
      }
      const engine::Move m = player.choose(pos);
      if (m.is_null()) break;
      line.add_move(pos, m);
      pos.make(m);
      const std::string& text = line.line();
      const engine::Position back = decode_position(*rules, text.substr(9));
      ASSERT_EQ(engine::to_fen(back), engine::to_fen(pos)) << text;
      ASSERT_EQ(back.hash(), pos.hash()) << text;
    }
  }
  EXPECT_GT(by_count[1], 0);
  EXPECT_GT(by_count[2], 0);
  EXPECT_GT(by_count[3], 0);
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
        line.add_roll(engine::dice_roll({d[0], d[1]}));
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

// A position with more than a thousand moves (Rome's pairs of pawn moves) is read like any other.
TEST(WirePosition, ReadsAPositionOfMoreThanAThousandMoves) {
  engine::RuleOptions options;
  options.armies = {static_cast<std::uint8_t>(*engine::rule_sets::european_army("rome")),
                    static_cast<std::uint8_t>(*engine::rule_sets::european_army("huns")),
                    static_cast<std::uint8_t>(*engine::rule_sets::european_army("germany")),
                    static_cast<std::uint8_t>(*engine::rule_sets::european_army("barbarians"))};
  auto rules = engine::rule_sets::make("european", options);
  const std::string fen =
      "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bB,rQ,3,rK,rR,rN/bN,gP,2,rP,rP,rP,rP/bR,bP,6/bK,bP,6/"
      "6,gQ,gK/6,gP,gR/yP,2,rP,rP,rP,rP,rP/yB,yN,yR,bQ,2,gP,gB";
  const engine::Position pos = decode_position(*rules, "fen4 " + fen + " moves e2-e1=R&f2-f1=N");
  EXPECT_EQ(pos.at(*rules->geometry().parse("e1")),
            engine::make_piece(0, *rules->type_by_letter('R')));
  EXPECT_EQ(pos.at(*rules->geometry().parse("f1")),
            engine::make_piece(0, *rules->type_by_letter('N')));
}

TEST(WirePosition, RefusesARollOutOfTurnAndAPlyWithoutItsRoll) {
  auto rules = engine::rule_sets::make("chaturaji-dice");
  EXPECT_THROW(decode_position(*rules, "startpos moves h8-f6"), WireError);
  EXPECT_THROW(decode_position(*rules, "startpos moves #2,3 h8-f6 #2,3"), WireError);
  const engine::Position mid = decode_position(*rules, "startpos moves #2,3 h8-f6");
  EXPECT_EQ(mid.dice(), (std::array<int, 2>{0, 3}));
  const std::string fen = engine::to_fen(mid);
  EXPECT_EQ(engine::to_fen(decode_position(*rules, "fen4 " + fen)), fen);
  EXPECT_THROW(decode_position(*rules, "fen4 nonsense"), WireError);
}

TEST(WireGo, RoundTripsLimitsClocksAndDice) {
  auto rules = engine::rule_sets::make("chaturaji-dice");
  GoCommand go;
  go.time = {1000, 2000, 3000, 4000};
  go.inc = {10, 10, 10, 10};
  go.movetime = 50;
  go.depth = 3;
  go.nodes = 12345;
  go.roll = dice("2,5");
  const std::string text = encode_go(*rules, go);
  EXPECT_EQ(text,
            "go rtime 1000 gtime 2000 ytime 3000 btime 4000 rinc 10 ginc 10 yinc 10 binc 10 "
            "movetime 50 depth 3 nodes 12345 roll 2,5");
  const GoCommand back = decode_go(*rules, text.substr(3));
  EXPECT_EQ(back.time, go.time);
  EXPECT_EQ(back.inc, go.inc);
  EXPECT_EQ(back.movetime, 50);
  EXPECT_EQ(back.depth, 3);
  EXPECT_EQ(back.nodes, 12345u);
  EXPECT_EQ(back.roll, go.roll);
  // After one die is used only the other is sent.
  GoCommand second;
  second.roll = dice("4");
  EXPECT_EQ(encode_go(*rules, second), "go roll 4");
  EXPECT_EQ(decode_go(*rules, "roll 4").roll, dice("4"));
  const auto decode = [&](const std::string& t) { return decode_go(*rules, t); };
  EXPECT_EQ(refusal(decode, "roll 5,2"), "syntax");
  EXPECT_EQ(refusal(decode, "roll 1,2,3"), "syntax");
  EXPECT_EQ(refusal(decode, "roll #2,3"), "syntax");
  EXPECT_EQ(refusal(decode, "roll 2,9"), "illegal");
  EXPECT_THROW(decode_go(*rules, "wtime 5"), WireError);
  EXPECT_THROW(decode_go(*rules, "depth x"), WireError);

  // North Korea's rolls: one to three dice in the order rolled.
  auto korea = korean_rules();
  for (const char* roll : {"3", "6,4", "1,4,6", "4,1"}) {
    GoCommand nk;
    nk.depth = 2;
    nk.roll = dice(roll);
    const std::string line = encode_go(*korea, nk);
    EXPECT_EQ(line, "go depth 2 roll " + std::string(roll));
    EXPECT_EQ(decode_go(*korea, line.substr(3)).roll, nk.roll) << line;
  }
  EXPECT_EQ(refusal([&](const std::string& t) { return decode_go(*korea, t); }, "roll 6,04"),
            "syntax");
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
