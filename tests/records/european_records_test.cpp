// Records of European Chess (docs/records.md): random games of mixed armies written from their
// typed end and read back with their Armies tag, pairs of pawn moves and captures in place, games
// from a given FEN4 with detonations; the tag required and checked with exact errors.
#include <gtest/gtest.h>

#include "engine/fen.h"
#include "engine/notation.h"
#include "engine/outcome.h"
#include "engine/rule_sets/registry.h"
#include "players/random_player.h"
#include "records/rule_options_text.h"
#include "test_support.h"
#include "tests/engine/european_test_util.h"

namespace chatur::records {
namespace {

using testing::replay_text;

TEST(EuropeanRecords, RandomGamesReadBackWithTheirArmies) {
  int pairs = 0, in_place = 0, placements = 0, sea = 0, marks = 0, censors = 0;
  for (const char* options :
       {"armies=rome,mafia,spain,britain", "armies=prussia,gaul,egypt,scotland mode=teams",
        "armies=france,carthage,italy,rome", "armies=huns,athens,iraq,switzerland",
        "armies=sweden,rome,sweden,mafia", "armies=israel,japan,portugal,israel",
        "armies=macedonia,barbarians,netherlands,prussia",
        "armies=byzantium,sweden,byzantium,macedonia",
        "armies=un-peacekeepers,rome,un-peacekeepers,switzerland",
        "armies=china,sweden,china,rome"}) {
    const auto rules = engine::rule_sets::make("european", read_rule_options(options));
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const players::PlayedGame played = players::play_random_game(*rules, seed, 0);
      for (const auto& text : played.move_texts) pairs += text.find('&') != std::string::npos;
      for (engine::Move m : played.moves) {
        in_place += m.kind() == engine::MoveKind::kCaptureInPlace;
        placements += m.kind() == engine::MoveKind::kDrop;
        sea += m.kind() == engine::MoveKind::kTeleport;
        marks += m.kind() == engine::MoveKind::kMark;
        censors += m.kind() == engine::MoveKind::kCensor;
      }
      const testing::WrittenGame written = testing::write_played(*rules, played);
      SCOPED_TRACE(written.text);
      Game game;
      const Replay r = replay_text(written.text, &game);
      EXPECT_TRUE(r.problems.empty()) << r.problems[0].message;
      EXPECT_EQ(r.moves, played.move_texts);
      EXPECT_EQ(r.end, written.end);
      ASSERT_NE(game.tag("Armies"), nullptr);
      // The armies have their tag; RuleOptions says only what else differs.
      const std::string* rule_options = game.tag("RuleOptions");
      EXPECT_EQ(rule_options ? *rule_options : "",
                std::string(options).find("teams") != std::string::npos ? "mode=teams" : "");
    }
  }
  EXPECT_GT(pairs, 0);
  EXPECT_GT(in_place, 0);
  EXPECT_GT(placements, 0);
  EXPECT_GT(sea, 0);
  EXPECT_GT(marks, 0);
  EXPECT_GT(censors, 0);
}

TEST(EuropeanRecords, TheArmiesTagNamesTheSeats) {
  const Replay r = replay_text(
      "[Variant \"european\"]\n"
      "[Armies \"Red rome, Green mafia, Yellow chatanooga, Black chatanooga\"]\n"
      "[Result \"*\"]\n\n1. e7-e6&f7-f5 .. h2-f3 .. d2-d3 .. b7-c7 2. e6-e5 *\n");
  ASSERT_TRUE(r.problems.empty()) << r.problems[0].message;
  EXPECT_EQ(r.moves.front(), "e7-e6&f7-f5");
  EXPECT_EQ(r.rules->army(0).kind, "rome");
  EXPECT_EQ(r.rules->army(1).kind, "mafia");
}

TEST(EuropeanRecords, TheArmiesTagIsRequiredAndChecked) {
  auto first_problem = [](const std::string& tags) {
    const Replay r = replay_text("[Variant \"european\"]\n" + tags + "[Result \"*\"]\n\n*\n");
    return r.problems.empty() ? std::string() : r.problems[0].message;
  };
  EXPECT_EQ(first_problem(""),
            "a european game names its armies in an Armies tag (\"Red britain, Green italy, "
            "Yellow chatanooga, Black egypt\")");
  // Poland plays only from a position naming its squares: without a StartFen4 there is none.
  EXPECT_NE(first_problem("[Armies \"Red rome, Green poland, Yellow rome, Black rome\"]\n")
                .find("poland's placement squares were shown only in diagrams that are lost"),
            std::string::npos);
  EXPECT_EQ(first_problem("[Armies \"Green rome, Red rome, Yellow rome, Black rome\"]\n"),
            "Armies tag \"Green rome, Red rome, Yellow rome, Black rome\": expected four seats "
            "in turn order, each its colour and its army (\"Red britain, Green italy, Yellow "
            "chatanooga, Black egypt\"), at \"Green rome\"");
}

// A position with more than a thousand moves (Rome's pairs of pawn moves, several pawns about to
// promote) is read and played like any other: a pair and a single move from it.
TEST(EuropeanRecords, APositionOfMoreThanAThousandMovesIsPlayed) {
  const Replay r = replay_text(
      "[Variant \"european\"]\n"
      "[Armies \"Red rome, Green huns, Yellow germany, Black barbarians\"]\n"
      "[StartFen4 \"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bB,rQ,3,rK,rR,rN/bN,gP,2,rP,rP,rP,rP/"
      "bR,bP,6/bK,bP,6/6,gQ,gK/6,gP,gR/yP,2,rP,rP,rP,rP,rP/yB,yN,yR,bQ,2,gP,gB\"]\n"
      "[Result \"*\"]\n\n1. e2-e1=R&f2-f1=N *\n");
  ASSERT_TRUE(r.ok()) << r.problems[0].message;
  EXPECT_EQ(r.moves, (std::vector<std::string>{"e2-e1=R&f2-f1=N"}));
}

TEST(EuropeanRecords, ASwedishTurnOfTwoPliesStandsTogether) {
  const std::string tags =
      "[Variant \"european\"]\n"
      "[Armies \"Red sweden, Green chatanooga, Yellow chatanooga, Black chatanooga\"]\n"
      "[Result \"*\"]\n\n";
  const Replay r = replay_text(tags + "1. g8-f6 h8-g8 .. h2-f1 .. d2-d4 .. b6-d6 2. e7-e5 *\n");
  ASSERT_TRUE(r.problems.empty()) << r.problems[0].message;
  EXPECT_EQ(r.moves,
            (std::vector<std::string>{"g8-f6", "h8-g8", "h2-f1", "d2-d4", "b6-d6", "e7-e5"}));
  const Replay split = replay_text(tags + "1. g8-f6 .. h8-g8 *\n");
  ASSERT_FALSE(split.problems.empty());
  EXPECT_NE(split.problems[0].message.find("Red's turn goes on (its second ply)"),
            std::string::npos)
      << split.problems[0].message;
}

// A game of the seeded random player from `fen` until it ends (cut at 600 plies); after each
// move `after_ply(fen before it, position after it)`.
template <typename AfterPly>
players::PlayedGame random_game_from(const engine::RuleSet& rules, const std::string& fen,
                                     std::uint64_t seed, AfterPly after_ply) {
  players::PlayedGame played;
  engine::Position pos = engine::parse_fen(rules, fen);
  played.start_fen = engine::to_fen(pos);
  players::RandomPlayer player(seed);
  for (;;) {
    played.outcome = engine::outcome(pos);
    if (played.outcome.finished()) return played;
    if (played.moves.size() >= 600) {
      played.cut_off = true;
      return played;
    }
    const engine::Move m = player.choose(pos);
    played.move_texts.push_back(engine::move_to_text(pos, m));
    played.moves.push_back(m);
    const std::string before = engine::to_fen(pos);
    pos.make(m);
    after_ply(before, pos);
  }
}

// The game, written as PGN4 with its StartFen4 tag, reads back to the same moves and end.
void expect_read_back_from_start(const engine::RuleSet& rules, const players::PlayedGame& played) {
  const testing::WrittenGame written = testing::write_played(rules, played);
  SCOPED_TRACE(written.text);
  Game game;
  const Replay r = replay_text(written.text, &game);
  ASSERT_TRUE(r.problems.empty()) << r.problems[0].message;
  EXPECT_EQ(r.moves, played.move_texts);
  EXPECT_EQ(r.end, written.end);
  EXPECT_NE(game.tag("StartFen4"), nullptr);
}

// The armies whose setups are lost play from a FEN4: random games from the docs' kind of start
// (the bomb and a second Austrian knight in the bishops' places) are written with their StartFen4
// tag and read back, detonations ("!e8") among their moves.
TEST(EuropeanRecords, GamesFromAGivenStartReadBack) {
  const std::string fen =
      "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rX,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
      "bB,bP,6/6,gP,gN/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yF,yN,yR,yB,2,gP,gK-"
      "army=usa,austria,egypt,switzerland";
  const auto rules = engine::rule_sets::make(
      "european", read_rule_options("armies=usa,austria,egypt,switzerland"));
  int detonations = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const players::PlayedGame played =
        random_game_from(*rules, fen, seed, [](const std::string&, const engine::Position&) {});
    for (const auto& text : played.move_texts) detonations += text[0] == '!';
    expect_read_back_from_start(*rules, played);
  }
  EXPECT_GT(detonations, 0);
}

// Russia and the Holy Roman Empire from the docs' kind of start (a queen and a second rook in the
// bishops' places): random games, whose pawns desert and whose rooks are barred, read back with
// their StartFen4 tag to the same end.
TEST(EuropeanRecords, GamesOfRussiaAndTheEmpireReadBack) {
  const std::string fen =
      "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rQ,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
      "bB,bP,6/6,gP,gR/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yF,yN,yR,yB,2,gP,gK-"
      "army=russia,holy-roman-empire,egypt,russia";
  const auto rules = engine::rule_sets::make(
      "european", read_rule_options("armies=russia,holy-roman-empire,egypt,russia"));
  int desertions = 0, barred = 0;
  // A Russian pawn of Red or Black that is neither captured nor moved changed colour.
  const auto pawns = [](const std::string& f) {
    int n = 0;
    for (const char* p : {"rP", "bP"})
      for (size_t at = f.find(p); at != std::string::npos; at = f.find(p, at + 1)) ++n;
    return n;
  };
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const players::PlayedGame played = random_game_from(
        *rules, fen, seed, [&](const std::string& before, const engine::Position& pos) {
          if (pos.last_captured() == engine::kEmpty &&
              pos.last_move().kind() != engine::MoveKind::kPromotion &&
              pawns(engine::to_fen(pos)) < pawns(before))
            ++desertions;
          barred += pos.discord_count() > 0;
        });
    expect_read_back_from_start(*rules, played);
  }
  EXPECT_GT(desertions, 0);
  EXPECT_GT(barred, 0);
}

// The Ottoman Empire, Persia and Poland from a start that names their squares (sq=): random games
// with drops, returns, gifts and placements read back with their StartFen4 tag to the same end.
TEST(EuropeanRecords, GamesOfArmiesThatPlacePiecesReadBack) {
  const std::string armies = "ottoman,persia,poland,chatanooga";
  const auto rules = engine::rule_sets::make("european", read_rule_options("armies=" + armies));
  const std::string fen = engine::testing::placing_start(armies);
  int drops = 0, gifts = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const players::PlayedGame played =
        random_game_from(*rules, fen, seed, [&](const std::string&, const engine::Position& pos) {
          drops += pos.last_move().kind() == engine::MoveKind::kDrop;
          gifts += pos.last_move().kind() == engine::MoveKind::kRemove;
        });
    expect_read_back_from_start(*rules, played);
  }
  EXPECT_GT(drops, 0);
  EXPECT_GT(gifts, 0);
}

TEST(EuropeanRecords, ADetonationIsWrittenBeforeItsSquare) {
  const std::string tags =
      "[Variant \"european\"]\n"
      "[Armies \"Red usa, Green chatanooga, Yellow chatanooga, Black chatanooga\"]\n"
      "[StartFen4 "
      "\"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rX,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
      "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
      "army=usa,chatanooga,chatanooga,chatanooga\"]\n"
      "[Result \"*\"]\n\n";
  const Replay r = replay_text(tags + "1. !e8! .. h2-f3 *\n");
  ASSERT_TRUE(r.problems.empty()) << r.problems[0].message;
  EXPECT_EQ(r.moves, (std::vector<std::string>{"!e8", "h2-f3"}));
  const Replay after = replay_text(tags + "1. e8! *\n");
  ASSERT_FALSE(after.problems.empty());  // "e8" with an annotation: no move
  const Replay no_start = replay_text(
      "[Variant \"european\"]\n"
      "[Armies \"Red usa, Green chatanooga, Yellow chatanooga, Black chatanooga\"]\n"
      "[Result \"*\"]\n\n*\n");
  ASSERT_FALSE(no_start.problems.empty());
  EXPECT_NE(
      no_start.problems[0].message.find("usa's setup was shown only in diagrams that are lost"),
      std::string::npos)
      << no_start.problems[0].message;
}

// A finished game holds every secret choice as it was made, and reads back to the same moves and
// end; a record with a hidden choice ("@?", a view of a game in progress) is refused.
TEST(EuropeanRecords, SecretChoicesAreWrittenAsMade) {
  int choices = 0;
  for (const char* options : {"armies=soviet-union,chatanooga,terrorists,chatanooga",
                              "armies=terrorists,soviet-union,netherlands,iraq"}) {
    const auto rules = engine::rule_sets::make("european", read_rule_options(options));
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const players::PlayedGame played = players::play_random_game(*rules, seed, 0);
      for (const auto& text : played.move_texts) {
        EXPECT_NE(text, "@?");
        choices += text[0] == '@';
      }
      const testing::WrittenGame written = testing::write_played(*rules, played);
      SCOPED_TRACE(written.text);
      const Replay r = replay_text(written.text);
      EXPECT_TRUE(r.problems.empty()) << r.problems[0].message;
      EXPECT_EQ(r.moves, played.move_texts);
      EXPECT_EQ(r.end, written.end);
    }
  }
  EXPECT_EQ(choices, 12);  // two secret armies, six games
  const Replay hidden = replay_text(
      "[Variant \"european\"]\n"
      "[Armies \"Red soviet-union, Green chatanooga, Yellow terrorists, Black chatanooga\"]\n"
      "[Result \"*\"]\n\n1. @? *\n");
  ASSERT_FALSE(hidden.problems.empty());
  EXPECT_NE(hidden.problems[0].message.find("a hidden choice (@?) is a view of a game in progress"),
            std::string::npos)
      << hidden.problems[0].message;
}

}  // namespace
}  // namespace chatur::records
