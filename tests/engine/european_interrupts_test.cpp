// European Chess: Byzantium's retreats between other armies' turns (docs/rules/european.md),
// each in a situation counted by hand, with only the pieces named (free-for-all unless said).
#include <gtest/gtest.h>

#include "tests/engine/european_test_util.h"

namespace chatur::engine {
namespace {

using testing::at;
using testing::european;
using testing::fen_round_trips;
using testing::has;
using testing::kBlack;
using testing::kGreen;
using testing::kRed;
using testing::kYellow;
using testing::legal_texts;
using testing::Moves;
using testing::piece;
using testing::place;
using testing::play;

// After an enemy's turn Byzantium may move a piece to its setup's square of that type (a pawn to
// any empty pawn square), or decline; the ply is between the turns and counts no pass.
TEST(EuropeanInterrupts, ByzantiumRetreatsAfterAnEnemyTurn) {
  auto rules = european("byzantium,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 rNf6 rPe5 gKh1 yKa1 bKa8");
  pos.make(parse_move(pos, "h1-g1"));
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kRetreat);
  EXPECT_EQ(pos.interrupted(), kGreen);
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "e5-e7", "e5-f7", "e5-g7", "e5-h7", "f6-g8"}));
  EXPECT_NE(to_fen(pos).find("st=bg,,,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  const int no_progress = pos.no_progress();
  play(pos, "f6-g8");
  EXPECT_EQ(at(pos, "g8"), piece(*rules, kRed, 'N'));
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  EXPECT_EQ(pos.no_progress(), no_progress);
  EXPECT_FALSE(pos.sea_barred(kRed));
  // After Yellow's turn the pawn may still go back; "--" declines and counts no pass.
  play(pos, "a1-b1");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.interrupted(), kYellow);
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kBlack);
  EXPECT_EQ(pos.passes(), 0);
  EXPECT_EQ(pos.no_progress(), no_progress + 1);
  // Its own turn offers none: after Red's move Green moves.
  play(pos, "a8-b8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kRetreat);
  play(pos, "-- h8-g7");
  EXPECT_EQ(pos.to_move(), kGreen);
}

// The square must be empty (a marked square is not), and the retreat must not leave Byzantium's
// king attacked; with no legal retreat no ply is written.
TEST(EuropeanInterrupts, ARetreatNeedsAnEmptySquareAndASafeKing) {
  auto rules = european("byzantium,israel,chatanooga,chatanooga");
  Position marked = place(*rules, kGreen, "rKh8 rNf6 rPe5 gKh1 yKa1 bKa8");
  play(marked, "h1-g1 @g8");
  EXPECT_EQ(marked.to_move(), kRed);
  EXPECT_EQ(legal_texts(marked), (Moves{"--", "e5-e7", "e5-f7", "e5-g7", "e5-h7"}));

  auto plain = european("byzantium,chatanooga,chatanooga,chatanooga");
  Position pinned = place(*plain, kGreen, "rKh8 rRh5 gKe1 gRh1 yKa1 bKa8");
  const int ply = pinned.ply();
  play(pinned, "e1-e2");
  EXPECT_EQ(pinned.to_move(), kYellow);  // f8 would open the h-file: no retreat, no ply
  EXPECT_EQ(pinned.ply(), ply + 1);
  Position other = place(*plain, kGreen, "rKh8 rRh5 rNf6 gKe1 gRh1 yKa1 bKa8");
  play(other, "e1-e2");
  EXPECT_EQ(legal_texts(other), (Moves{"--", "f6-g8"}));
}

// Several Byzantine armies are offered in turn order after the army whose turn ended; a partner's
// turn offers none.
TEST(EuropeanInterrupts, ByzantineArmiesRetreatInTurnOrder) {
  auto rules = european("byzantium,chatanooga,byzantium,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 rNf6 gKh1 yKa1 yNc3 bKa8");
  play(pos, "h1-g1");
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "c3-b1"}));
  play(pos, "c3-b1");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.interrupted(), kGreen);
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "f6-g8"}));
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kYellow);  // Yellow's own turn now
  EXPECT_EQ(pos.continuation(), Continuation::kNone);

  auto teams = testing::rules(
      "european armies=byzantium,chatanooga,chatanooga,chatanooga "
      "mode=teams");
  Position partner = place(*teams, kYellow, "rKh8 rNf6 gKh1 yKa1 bKa8");
  play(partner, "a1-b1");
  EXPECT_EQ(partner.to_move(), kBlack);
  play(partner, "a8-b8");
  EXPECT_EQ(partner.to_move(), kRed);
  EXPECT_EQ(partner.continuation(), Continuation::kRetreat);
}

// The power is the Byzantine player's: once Byzantium is defeated, its captor moves its pieces but
// is offered no retreat.
TEST(EuropeanInterrupts, NoRetreatForACaptorOfByzantium) {
  auto rules = european("byzantium,chatanooga,chatanooga,chatanooga");
  Position pos = parse_fen(*rules,
                           "Y-1,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,7/8/5,rN,2/8/8/8/8/yK,6,gK-"
                           "army=byzantium,chatanooga,chatanooga,chatanooga-ctl=g,,,-out=1,,,");
  EXPECT_EQ(pos.controller(kRed), kGreen);
  play(pos, "a1-b1");
  EXPECT_EQ(pos.to_move(), kBlack);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  play(pos, "a8-b8");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(has(legal_texts(pos), "f6-g8"));  // a knight move of its captor, not a retreat
}

// The retreat comes before the next army's turn is judged: a retreat that mates Yellow defeats it
// at its turn (control to Red), where declining leaves Yellow to move.
TEST(EuropeanInterrupts, ARetreatComesBeforeTheNextTurnIsJudged) {
  auto rules = european("byzantium,chatanooga,chatanooga,chatanooga");
  const char* pieces = "rKh8 rBh5 rRb1 gKh3 gRc3 gNb7 yKa4 bKa8";
  Position pos = place(*rules, kGreen, pieces);
  play(pos, "h3-h2");
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "b1-f8", "h5-e8"}));
  play(pos, "h5-e8");
  EXPECT_EQ(pos.status(kYellow), ArmyStatus::kCheckmated);
  EXPECT_EQ(pos.controller(kYellow), kRed);
  EXPECT_EQ(pos.to_move(), kBlack);
  Position declined = place(*rules, kGreen, pieces);
  play(declined, "h3-h2 --");
  EXPECT_EQ(declined.status(kYellow), ArmyStatus::kPlaying);
  EXPECT_EQ(declined.to_move(), kYellow);
}

// A retreat is read from FEN4 only for an army that retreats, after another army's turn.
TEST(EuropeanInterrupts, ARetreatInFen4IsChecked) {
  auto rules = european("byzantium,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kGreen, "rKh8 rNf6 gKh1 yKa1 bKa8");
  play(pos, "h1-g1");
  const std::string fen = to_fen(pos);
  const auto slot = fen.find("st=bg");
  ASSERT_NE(slot, std::string::npos) << fen;
  for (const char* bad : {"st=br", "st=bq", "st=b,"}) {
    std::string text = fen;
    text.replace(slot, 5, bad);
    EXPECT_THROW(parse_fen(*rules, text), FenError) << text;
  }
}

}  // namespace
}  // namespace chatur::engine
