// European Chess: the Ottoman Empire (docs/rules/european.md), its drops from hand onto its
// deployment squares in situations counted by hand. Red's area is e7-h8; Red moves down the
// board, Green toward file a, Yellow up, Black toward file h.
#include <gtest/gtest.h>

#include "tests/engine/european_test_util.h"

namespace chatur::engine {
namespace {

using testing::at;
using testing::european;
using testing::fen_round_trips;
using testing::has;
using testing::kGreen;
using testing::kRed;
using testing::kYellow;
using testing::legal_texts;
using testing::piece;
using testing::play;

constexpr const char* kOttoman = "ottoman,chatanooga,chatanooga,chatanooga";

// The docs' example: Red Ottoman, deployment squares e8, f8, g7, h7.
constexpr const char* kOttomanStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,6/bN,bP,6/bR,bP,6/bB,bP,6/6,gP,gB/6,gP,gR/"
    "yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=ottoman,chatanooga,chatanooga,chatanooga-"
    "hand=KPPBBNNR,,,-st=f,,,-sq=e8f8g7h7,,,";

// A position of the pieces with Red's deployment squares e8 f8 g7 h7 and `hand` in Red's hand.
Position deployed(const RuleSet& rules, int to_move, const std::string& pieces,
                  const std::string& hand, bool first_turn = false) {
  Setup setup = testing::setup_of(rules, to_move, pieces);
  for (const char* sq : {"e8", "f8", "g7", "h7"})
    setup.placement[kRed].push_back(*rules.geometry().parse(sq));
  for (char c : hand) ++setup.hands[kRed][*rules.type_by_letter(c)];
  setup.first_turn = first_turn ? 1 : 0;
  return Position(rules, setup);
}

TEST(EuropeanDeployment, PlaysOnlyFromAPositionNamingItsSquares) {
  auto rules = european(kOttoman);
  try {
    Position start(*rules);
    ADD_FAILURE() << "the start position was made";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("ottoman's placement squares were shown only in "
                                         "diagrams that are lost"),
              std::string::npos)
        << e.what();
  }
  std::string without(kOttomanStart);
  without.erase(without.find("-sq="));
  EXPECT_THROW(parse_fen(*rules, without), FenError);
  Position pos = parse_fen(*rules, kOttomanStart);
  // Written with the hand in the order of the types, after st=.
  EXPECT_NE(to_fen(pos).find("-st=f,,,-hand=KRBBNNPP,,,-sq=e8f8g7h7,,,"), std::string::npos)
      << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  // Five types onto four empty squares.
  EXPECT_EQ(legal_texts(pos).size(), 20u);
  EXPECT_TRUE(has(legal_texts(pos), "K@e8"));
  EXPECT_TRUE(has(legal_texts(pos), "P@g7"));
  play(pos, "K@h7");
  EXPECT_EQ(at(pos, "h7"), piece(*rules, kRed, 'K'));
  EXPECT_EQ(pos.hand(kRed, *rules->type_by_letter('K')), 0);
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_FALSE(pos.first_turn(kRed));
  EXPECT_TRUE(fen_round_trips(pos));
}

// Three of the first five drops are the king and both pawns: after two other pieces, only they
// may come; a hand of other pieces only is free.
TEST(EuropeanDeployment, KingAndPawnsAmongTheFirstFive) {
  auto rules = european(kOttoman);
  {
    // Dropped so far: a bishop and a knight (8 - 6); K, P, P still to come in three drops.
    Position pos = deployed(*rules, kRed, "gKh1 yKa1 bKa8", "KPPBNR");
    const auto moves = legal_texts(pos);
    EXPECT_EQ(moves.size(), 8u);  // K and P onto the four squares
    EXPECT_FALSE(has(moves, "R@e8"));
    EXPECT_FALSE(has(moves, "B@e8"));
  }
  {
    // One other piece dropped: another may still come.
    Position pos = deployed(*rules, kRed, "gKh1 yKa1 bKa8", "KPPBBNR");
    EXPECT_TRUE(has(legal_texts(pos), "R@e8"));
  }
  {
    // The king and pawns are on the board: the rest are free.
    Position pos = deployed(*rules, kRed, "rKh8 rPe7 rPf7 gKh1 yKa1 bKa8", "BNR");
    EXPECT_TRUE(has(legal_texts(pos), "R@g7"));
  }
}

// Dropped, the king is royal: never onto an attacked square. In hand it is never in check.
TEST(EuropeanDeployment, TheKingIsNeverDroppedIntoCheck) {
  auto rules = european(kOttoman);
  // The Green rook on a7 attacks g7 and h7 along rank 7; the Black bishop on c5 attacks f8.
  Position pos = deployed(*rules, kRed, "gKh1 gRa7 yKa1 bKa8 bBc5", "KPPBBNNR", true);
  const auto moves = legal_texts(pos);
  EXPECT_TRUE(has(moves, "K@e8"));
  EXPECT_FALSE(has(moves, "K@f8"));
  EXPECT_FALSE(has(moves, "K@g7"));
  EXPECT_FALSE(has(moves, "K@h7"));
  EXPECT_TRUE(has(moves, "N@g7"));
  EXPECT_FALSE(pos.checked(kRed));
}

// After its first turn the Ottoman army falls with its last piece on the board, to the army that
// took it; a turn other than its first that begins with no piece defeats it, nobody its captor.
TEST(EuropeanDeployment, DefeatWithoutPieces) {
  auto rules = european(kOttoman);
  {
    Position pos = deployed(*rules, kGreen, "rNe8 gKh1 gRe1 yKa1 bKb8", "KPP");
    play(pos, "e1-e8");
    EXPECT_EQ(pos.status(kRed), ArmyStatus::kKingCaptured);
    EXPECT_EQ(pos.controller(kRed), kGreen);
    EXPECT_EQ(pos.hand(kRed, *rules->type_by_letter('K')), 0);  // the hand leaves with it
    EXPECT_TRUE(fen_round_trips(pos));
  }
  {
    // Its first turn is over (no f) and it has no piece: its turn comes, and it is out.
    Position pos = deployed(*rules, 3, "gKh1 yKa1 bKb8", "KPPBBNNR");
    play(pos, "b8-c8");
    EXPECT_EQ(pos.status(kRed), ArmyStatus::kEliminated);
    EXPECT_EQ(pos.to_move(), kGreen);
    EXPECT_TRUE(fen_round_trips(pos));
  }
  {
    // Its first turn to come: it drops.
    Position pos = deployed(*rules, 3, "gKh1 yKa1 bKb8", "KPPBBNNR", true);
    play(pos, "b8-c8");
    EXPECT_EQ(pos.status(kRed), ArmyStatus::kPlaying);
    EXPECT_EQ(pos.to_move(), kRed);
  }
}

// Random games of mixed armies with the Ottoman Empire, played to their ends: every move reads
// back from its text, positions round-trip through FEN4, unmaking restores the start.
TEST(EuropeanDeployment, RandomGamesFromAGivenStart) {
  testing::play_placing_games({"ottoman,chatanooga,chatanooga,chatanooga",
                               "prussia,ottoman,iraq,ottoman", "ottoman,japan,switzerland,huns"},
                              5);
}

}  // namespace
}  // namespace chatur::engine
