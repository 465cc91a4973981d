// The RuleOptions tag: the options applied before the replay (the rule set cache keyed by id and
// options), written only where they are not the defaults, refused at the tag's position.
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/rule_sets/registry.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "records/variant.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::read_all;
using testing::replay_text;

// A free-for-all of chaturanga-modern where Red's elephant may take Yellow's pawn, which in the
// team game is its partner's.
const std::string kPartnerCapture =
    "[Variant \"chaturanga-modern\"]\n"
    "[StartFen4 \"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,7/8/8/8/8/8/yP,7/rR,2,yK,2,gK,1\"]\n"
    "[Result \"*\"]\n";

TEST(RuleOptionsText, NamesOnlyWhatIsNotTheDefault) {
  EXPECT_EQ(rule_options_text({}), "");
  engine::RuleOptions all;
  all.repetition_draw = false;
  all.no_progress_draw = false;
  all.array = 2;
  all.extra_wins = false;
  all.mode = engine::RuleOptions::Mode::kFreeForAll;
  const std::string text = rule_options_text(all);
  EXPECT_EQ(text, "repetition_draw=false no_progress_draw=false array=2 extra_wins=false mode=ffa");
  EXPECT_EQ(read_rule_options(text), all);
  // Defaults written out, any white space: the defaults.
  EXPECT_EQ(engine::rule_sets::canonical_options("chaturanga-modern",
                                                 read_rule_options(" mode=teams\tarray=1  ")),
            engine::RuleOptions{});
  engine::RuleOptions teams;
  teams.mode = engine::RuleOptions::Mode::kTeams;
  EXPECT_EQ(engine::rule_sets::canonical_options("zm-machiavellian", teams), teams);
  EXPECT_EQ(read_rule_options(""), engine::RuleOptions{});
  EXPECT_THROW(read_rule_options("mode"), std::invalid_argument);
  EXPECT_THROW(read_rule_options("mode=all"), std::invalid_argument);
}

TEST(RuleOptionsTag, AppliedBeforeTheReplay) {
  const std::string moves = "\n1. a1xa2 *\n";
  Replay ffa = replay_text(kPartnerCapture + "[RuleOptions \"mode=ffa\"]\n" + moves);
  ASSERT_TRUE(ffa.ok()) << ffa.problems[0].message;
  EXPECT_TRUE(ffa.rules->free_for_all());
  Replay teams = replay_text(kPartnerCapture + moves);
  ASSERT_FALSE(teams.ok());
  EXPECT_EQ(teams.problems[0].message,
            "move 1 (Red) \"a1xa2\": illegal (the piece on a1 cannot go to a2); legal moves: "
            "a1-b1 a1-c1");
}

TEST(RuleOptionsTag, TheCacheKeepsARuleSetPerOptions) {
  RuleSetCache cache;
  engine::RuleOptions ffa;
  ffa.mode = engine::RuleOptions::Mode::kFreeForAll;
  const auto teams = cache.entry("chaturanga-modern");
  const auto free = cache.entry("chaturanga-modern", ffa);
  EXPECT_NE(teams.rules, free.rules);
  EXPECT_FALSE(teams.rules->free_for_all());
  EXPECT_TRUE(free.rules->free_for_all());
  EXPECT_EQ(cache.entry("chaturanga-modern", ffa).rules, free.rules);
  // The defaults written out are the defaults.
  EXPECT_EQ(cache.entry("chaturanga-modern", read_rule_options("mode=teams")).rules, teams.rules);
}

TEST(RuleOptionsTag, RefusedAtTheTag) {
  Replay unknown =
      replay_text(kPartnerCapture + "[RuleOptions \"mode=ffa colour=blue\"]\n\n1. a1xa2 *\n");
  ASSERT_EQ(unknown.problems.size(), 1u);
  EXPECT_EQ(unknown.problems[0].where.line, 4);
  EXPECT_EQ(unknown.problems[0].where.col, 1);
  EXPECT_EQ(unknown.problems[0].message,
            "RuleOptions tag \"mode=ffa colour=blue\": unknown option 'colour' (known: "
            "repetition_draw, no_progress_draw, array, extra_wins, mode, quiet_rounds, en_passant, "
            "setup, dead_king_walking, armies, start)");
  // An option the rules core knows but this rule set does not have.
  Replay no_mode =
      replay_text("[Variant \"chaturaji\"]\n[Result \"*\"] [RuleOptions \"mode=ffa\"]\n\n*\n");
  ASSERT_EQ(no_mode.problems.size(), 1u);
  EXPECT_EQ(no_mode.problems[0].where.line, 2);
  EXPECT_EQ(no_mode.problems[0].where.col, 14);
  EXPECT_EQ(no_mode.problems[0].message,
            "RuleOptions tag \"mode=ffa\": rule set 'chaturaji' has no option mode");
  Replay bad_value =
      replay_text("[Variant \"chaturaji\"]\n[RuleOptions \"repetition_draw=maybe\"]\n*\n");
  ASSERT_EQ(bad_value.problems.size(), 1u);
  EXPECT_EQ(bad_value.problems[0].message,
            "RuleOptions tag \"repetition_draw=maybe\": option repetition_draw expects true or "
            "false, got 'maybe'");
}

TEST(RuleOptionsTag, WrittenOnlyWhereNotTheDefaults) {
  for (const std::string options : {"mode=ffa", "mode=teams", "no_progress_draw=off"}) {
    SCOPED_TRACE(options);
    auto games = read_all(kPartnerCapture + "[RuleOptions \"" + options + "\"]\n\n*\n");
    ASSERT_EQ(games.size(), 1u);
    Replay r = replay(games[0]);
    ASSERT_TRUE(r.ok());
    normalize_tags(games[0], *r.rules, r.start_fen, r.standard_start, r.end);
    const std::string* tag = games[0].tag("RuleOptions");
    if (options == "mode=teams") {
      EXPECT_EQ(tag, nullptr);
    } else {
      ASSERT_NE(tag, nullptr);
      EXPECT_EQ(*tag, options == "mode=ffa" ? "mode=ffa" : "no_progress_draw=false");
    }
  }
}

}  // namespace
}  // namespace chatur::records
