// Free-for-all results (docs/records.md): Result `*` with the Placements tag, ArmyPoints
// where the rule set scores points, both checked against the board with errors at the tag;
// chess.com's free-for-all Result read into both; and the tags written from the typed end.
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/fen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "records/army_values.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/result_check.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::replay_text;

// Red lost its king first, then Green; Yellow controls both. Yellow's a7xa8 takes Black's king:
// Yellow 1st, Black 2nd, Green 3rd, Red 4th.
constexpr const char* kEndFen =
    "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,7/yR,7/8/8/8/8/8/rR,2,yK,4-ctl=y,y,y,b-out=1,2,,";

// Lines 1-8 are these tags; the extra tags follow from line 9 on.
std::string record(const std::string& extra, const std::string& moves = "1. .. a7xa8 *") {
  return std::string(
             "[Event \"FFA\"]\n[Variant \"chaturanga-modern\"]\n[RuleOptions \"mode=ffa\"]\n") +
         "[Red \"A\"]\n[Green \"B\"]\n[Yellow \"C\"]\n[Black \"D\"]\n[StartFen4 \"" + kEndFen +
         "\"]\n" + extra + "\n" + moves + "\n";
}

std::string only_problem(const Replay& r) {
  EXPECT_EQ(r.problems.size(), 1u);
  if (r.problems.empty()) return "";
  return std::to_string(r.problems[0].where.line) + ":" + std::to_string(r.problems[0].where.col) +
         ": " + r.problems[0].message;
}

TEST(FreeForAll, StarWithThePlacementsOfTheBoardIsGood) {
  Replay r =
      replay_text(record("[Result \"*\"]\n[Placements \"Red 4, Green 3, Yellow 1, Black 2\"]\n"));
  EXPECT_TRUE(r.problems.empty()) << only_problem(r);  // no warning for the *
  EXPECT_EQ(r.end.termination, "kings-captured");
  EXPECT_EQ(r.end.placements, (std::vector<int>{4, 3, 1, 2}));
  EXPECT_FALSE(r.end.team_score);
  EXPECT_TRUE(r.end.points.empty());
  EXPECT_EQ(result_text(r.end), "*");
  // Any order of the armies, any case.
  Replay any =
      replay_text(record("[Result \"*\"]\n[Placements \"yellow 1, Black 2, Green 3, RED 4\"]\n"));
  EXPECT_TRUE(any.problems.empty()) << only_problem(any);
  EXPECT_EQ(any.end, r.end);
}

TEST(FreeForAll, AFinishedGameNeedsItsPlacements) {
  EXPECT_EQ(only_problem(replay_text(record("[Result \"*\"]\n"))),
            "9:1: Placements tag missing: the game ended on the board: kings-captured, Red 4, "
            "Green 3, Yellow 1, Black 2");
}

TEST(FreeForAll, PlacementsThatContradictTheBoard) {
  EXPECT_EQ(only_problem(replay_text(
                record("[Result \"*\"]\n[Placements \"Red 1, Green 2, Yellow 3, Black 4\"]\n"))),
            "10:1: Placements tag \"Red 1, Green 2, Yellow 3, Black 4\" contradicts the final "
            "position: kings-captured, Red 4, Green 3, Yellow 1, Black 2");
}

TEST(FreeForAll, MalformedPlacements) {
  const auto problem = [](const std::string& placements) {
    return only_problem(
        replay_text(record("[Result \"*\"]\n[Placements \"" + placements + "\"]\n")));
  };
  EXPECT_EQ(problem("Red 4, Green 3, Blue 1, Black 2"),
            "10:1: Placements tag \"Red 4, Green 3, Blue 1, Black 2\": \"Blue\" is not an army of "
            "chaturanga-modern (Red, Green, Yellow, Black)");
  EXPECT_EQ(problem("Red 4, Green 3, Yellow 1"),
            "10:1: Placements tag \"Red 4, Green 3, Yellow 1\": no number for Black");
  EXPECT_EQ(problem("Red 4, Red 3, Yellow 1, Black 2"),
            "10:1: Placements tag \"Red 4, Red 3, Yellow 1, Black 2\": Red is listed twice");
  EXPECT_EQ(problem("Red four, Green 3, Yellow 1, Black 2"),
            "10:1: Placements tag \"Red four, Green 3, Yellow 1, Black 2\": expected an army and "
            "a number, got \"Red four\"");
  EXPECT_EQ(problem("Red 3, Green 2, Yellow 1, Black 2"),
            "10:1: Placements tag \"Red 3, Green 2, Yellow 1, Black 2\": not a ranking (each "
            "army's place is 1 + the number of armies placed ahead of it)");
}

TEST(FreeForAll, ArmyPointsWhereTheRuleSetScoresNone) {
  EXPECT_EQ(only_problem(replay_text(
                record("[Result \"*\"]\n[Placements \"Red 4, Green 3, Yellow 1, Black 2\"]\n"
                       "[ArmyPoints \"Red 0, Green 5, Yellow 40, Black 20\"]\n"))),
            "11:1: ArmyPoints tag: chaturanga-modern scores no points");
}

// A free-for-all that scores points: chaturanga-modern's made to score them, whose board gives
// every army 0 points.
TEST(FreeForAll, ArmyPointsThatContradictTheBoard) {
  engine::RuleOptions options;
  options.mode = engine::RuleOptions::Mode::kFreeForAll;
  engine::RuleSpec spec = engine::rule_sets::chaturanga_modern(options);
  spec.options = options;
  spec.scores_points = true;
  const engine::RuleSet rules(spec);
  engine::Position pos = engine::parse_fen(rules, kEndFen);
  pos.make(engine::parse_move(pos, "a7xa8"));
  const engine::Outcome board = engine::outcome(pos);
  const auto check = [&](const std::string& points, std::vector<Problem>& problems) {
    auto games =
        read_all(record("[Result \"*\"]\n[Placements \"Red 4, Green 3, Yellow 1, Black "
                        "2\"]\n[ArmyPoints \"" +
                        points + "\"]\n"));
    return check_result(games.at(0), pos, board, {}, problems);
  };
  std::vector<Problem> problems;
  const GameEnd end = check("Red 0, Green 0, Yellow 0, Black 0", problems);
  EXPECT_TRUE(problems.empty());
  EXPECT_EQ(end.points, (std::vector<int>{0, 0, 0, 0}));
  check("Red 0, Green 5, Yellow 40, Black 20", problems);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].where.line, 11);
  EXPECT_EQ(problems[0].message,
            "ArmyPoints tag \"Red 0, Green 5, Yellow 40, Black 20\" contradicts the final "
            "position: kings-captured, Red 0, Green 0, Yellow 0, Black 0");
}

TEST(FreeForAll, TwoSidedResultsAreRefused) {
  EXPECT_EQ(only_problem(replay_text(record("[Result \"1-0\"]\n", "1. .. a7xa8 1-0"))),
            "9:1: Result 1-0 in a free-for-all (chaturanga-modern): its Result is * and its "
            "outcome the Placements tag");
  EXPECT_EQ(only_problem(replay_text(
                record("[Result \"*\"]\n[Placements \"Red 4, Green 3, Yellow 1, Black 2\"]\n",
                       "1. .. a7xa8 0-1"))),
            "12:13: the moves end with 0-1 but a free-for-all's result is *");
  // And a team game has no placements.
  Replay team = replay_text(
      "[Variant \"chaturaji\"]\n[Result \"*\"]\n[Placements \"Red 1, Green "
      "2, Yellow 3, Black 4\"]\n\n*\n");
  EXPECT_EQ(only_problem(team),
            "3:1: Placements tag in a team game: chaturaji's result is the Result tag");
}

TEST(FreeForAll, ChesscomResultGivesThePlacements) {
  Game game;
  Replay r = replay_text(record("[Result \"C: 45 - A: 0 - D: 12 - B: 3\"]\n"), &game);
  EXPECT_TRUE(r.problems.empty()) << only_problem(r);
  EXPECT_EQ(r.end.placements, (std::vector<int>{4, 3, 1, 2}));
  EXPECT_EQ(r.end.termination, "kings-captured");
  // Written as chatur writes a free-for-all: Result *, the places; no points, which this rule
  // set does not score.
  normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.end);
  EXPECT_EQ(*game.tag("Result"), "*");
  EXPECT_EQ(*game.tag("Placements"), "Red 4, Green 3, Yellow 1, Black 2");
  EXPECT_EQ(game.tag("ArmyPoints"), nullptr);
  // Points that place the armies otherwise than the board.
  EXPECT_EQ(only_problem(replay_text(record("[Result \"A: 45 - B: 12 - C: 3 - D: -1\"]\n"))),
            "9:1: Result tag \"A: 45 - B: 12 - C: 3 - D: -1\" (Red 1, Green 2, Yellow 3, Black "
            "4) contradicts the final position: kings-captured, Red 4, Green 3, Yellow 1, "
            "Black 2");
  EXPECT_EQ(only_problem(replay_text(record("[Result \"A: 45 - B: 12 - Zed: 3 - D: -1\"]\n"))),
            "9:1: Result tag \"A: 45 - B: 12 - Zed: 3 - D: -1\": no player \"Zed\" in the player "
            "tags");
  EXPECT_EQ(only_problem(replay_text(record("[Result \"A: 45 - B: 12 - D: -1\"]\n"))),
            "9:1: Result tag \"A: 45 - B: 12 - D: -1\": no points for Yellow (\"C\")");
  EXPECT_EQ(only_problem(replay_text(record("[Result \"A: 45 - B: many\"]\n"))),
            "9:1: Result tag \"A: 45 - B: many\": expected the points of \"B\", got \"many\"");
  EXPECT_EQ(only_problem(replay_text(record("[Result \"A wins\"]\n"))),
            "9:1: Result tag \"A wins\": expected *, or chess.com's free-for-all form \"name: "
            "points - name: points - ...\"");
}

// chess.com's player tags (Blue, Green) name the armies by turn position; a game the board did
// not end takes its places from the Result.
TEST(FreeForAll, ChesscomResultWithChesscomPlayers) {
  Replay r = replay_text(
      "[Variant \"chaturanga-modern\"]\n[RuleOptions \"mode=ffa\"]\n[Red \"Rohan\"]\n[Blue "
      "\"Bilal\"]\n[Yellow \"Yuki\"]\n[Green \"Greta\"]\n[Result \"Rohan: 10 - Bilal: 5 - Yuki: "
      "7 - Greta: 1\"]\n\n1. e7-e6 .. h4-g5 *\n");
  EXPECT_TRUE(r.problems.empty()) << only_problem(r);
  EXPECT_EQ(r.end.placements, (std::vector<int>{1, 3, 2, 4}));
  EXPECT_EQ(r.end.termination, "resignation");
}

TEST(FreeForAll, PlacementsOfAGameTheBoardDidNotEnd) {
  // Before Yellow's move Red and Green are out, Red first: they are placed last, Red behind.
  Replay good =
      replay_text(record("[Result \"*\"]\n[Placements \"Red 4, Green 3, Yellow 1, Black 1\"]\n"
                         "[Termination \"agreement\"]\n",
                         "*"));
  EXPECT_TRUE(good.problems.empty()) << only_problem(good);
  EXPECT_EQ(good.end.placements, (std::vector<int>{4, 3, 1, 1}));
  EXPECT_EQ(good.end.termination, "agreement");
  EXPECT_EQ(only_problem(replay_text(record(
                "[Result \"*\"]\n[Placements \"Red 3, Green 4, Yellow 1, Black 2\"]\n", "*"))),
            "10:1: Placements tag \"Red 3, Green 4, Yellow 1, Black 2\" contradicts the final "
            "position: Red lost its king before Green, but is not placed behind it");
  EXPECT_EQ(only_problem(replay_text(record(
                "[Result \"*\"]\n[Placements \"Red 4, Green 1, Yellow 2, Black 3\"]\n", "*"))),
            "10:1: Placements tag \"Red 4, Green 1, Yellow 2, Black 3\" contradicts the final "
            "position: Green lost its king and Yellow did not, but is not placed behind it");
  // Without places the game has no result.
  Replay none = replay_text(record("[Result \"*\"]\n", "*"));
  EXPECT_TRUE(none.problems.empty());
  EXPECT_EQ(none.end.termination, "unterminated");
  EXPECT_FALSE(none.end.free_for_all());
}

TEST(ArmyValues, TextAndPlaces) {
  const auto rules = engine::rule_sets::make("chaturaji");
  EXPECT_EQ(army_values_text(*rules, {50, -18, 0, 7}), "Red 50, Green -18, Yellow 0, Black 7");
  EXPECT_EQ(army_values_text(*rules, {}), "");
  EXPECT_EQ(read_army_values(*rules, "Red 50, Green -18, Yellow 0, Black 7"),
            (std::vector<int>{50, -18, 0, 7}));
  EXPECT_EQ(places_by_points({45, 12, 12, -1}), (std::vector<int>{1, 2, 2, 4}));
  EXPECT_TRUE(is_ranking({1, 2, 2, 4}));
  EXPECT_TRUE(is_ranking({1, 1, 1, 1}));
  EXPECT_TRUE(is_ranking({3, 1, 3, 1}));
  EXPECT_FALSE(is_ranking({1, 2, 2, 3}));
  EXPECT_FALSE(is_ranking({2, 2, 3, 4}));
  const std::vector<std::string> players = {"Jean - Luc", "B", "C", "D"};
  EXPECT_EQ(read_chesscom_points(*rules, "Jean - Luc: -3 - D: 9 -  C: 0 - B: 1", players),
            (std::vector<int>{-3, 1, 0, 9}));
  EXPECT_THROW(read_chesscom_points(*rules, "B: 1 - B: 2 - C: 0 - D: 9", players),
               std::invalid_argument);
  EXPECT_THROW(read_chesscom_points(*rules, "B: 1 C: 0", players), std::invalid_argument);
}

}  // namespace
}  // namespace chatur::records
