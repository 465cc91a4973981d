// European Chess: Poland (docs/rules/european.md), its gift of a pawn, the peace it buys and the
// pawns placed at a turn's start, in situations counted by hand. Red's area is e7-h8; Red moves
// down the board, Green toward file a, Yellow up, Black toward file h.
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

constexpr const char* kPoland = "poland,chatanooga,chatanooga,chatanooga";

// The docs' example: Red Poland; red squares Red e6-h6, Green f1-f4, Yellow a3-d3, Black c5-c8.
constexpr const char* kPolandStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
    "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
    "army=poland,chatanooga,chatanooga,chatanooga-sq=e6f6g6h6,f1f2f3f4,a3b3c3d3,c5c6c7c8";

// A position of the pieces with the example's squares; Green at peace with Red for `peace` turns.
Position polish(const RuleSet& rules, int to_move, const std::string& pieces, int peace = 0) {
  Setup setup = testing::setup_of(rules, to_move, pieces);
  const char* squares[] = {"e6f6g6h6", "f1f2f3f4", "a3b3c3d3", "c5c6c7c8"};
  for (int a = 0; a < 4; ++a)
    for (int i = 0; i < 8; i += 2)
      setup.placement[a].push_back(*rules.geometry().parse(std::string(squares[a] + i, 2)));
  setup.peace[kGreen] = static_cast<std::uint8_t>(peace << 2 * kRed);
  return Position(rules, setup);
}

// After its move Poland may give one of its pawns to a live opponent (e7>g) or decline with "--";
// the ally places the pawn at its next turn's start, before its move.
TEST(EuropeanAlliance, AGiftAndItsPlacement) {
  auto rules = european(kPoland);
  EXPECT_THROW(Position{*rules}, std::invalid_argument);
  Position pos = parse_fen(*rules, kPolandStart);
  EXPECT_EQ(to_fen(pos), kPolandStart);
  play(pos, "g8-f6");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kGift);
  const auto gifts = legal_texts(pos);
  EXPECT_EQ(gifts.size(), 13u);  // four pawns to three opponents, or "--"
  EXPECT_TRUE(has(gifts, "e7>g"));
  EXPECT_TRUE(has(gifts, "h7>b"));
  EXPECT_NE(to_fen(pos).find("-st=k,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "e7>g");
  EXPECT_EQ(at(pos, "e7"), kEmpty);
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.to_place(kGreen), 1);
  EXPECT_EQ(pos.peace_turns(kGreen, kRed), 2);
  EXPECT_NE(to_fen(pos).find("-st=,g1ar2,,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"--", "P@f1", "P@f2", "P@f3", "P@f4"}));
  play(pos, "P@f2");
  EXPECT_EQ(at(pos, "f2"), piece(*rules, kGreen, 'P'));
  EXPECT_EQ(pos.to_move(), kGreen);  // its move follows
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  play(pos, "f2-e2");
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(pos.peace_turns(kGreen, kRed), 1);
}

// At peace, the ally may not take Polish pieces and does not attack them; its captures earn
// Poland pawns, which Poland places at its next turn's start.
TEST(EuropeanAlliance, PeaceAndEarnedPawns) {
  auto rules = european(kPoland);
  Position pos = polish(*rules, kGreen, "rKh8 rNe5 gKh1 gRh2 gBb2 yKa1 yNa3 bKc8", 2);
  EXPECT_FALSE(pos.checked(kRed));  // the Green rook does not attack the Polish king
  const auto moves = legal_texts(pos);
  EXPECT_FALSE(has(moves, "h2xh8"));
  EXPECT_FALSE(has(moves, "b2xe5"));
  EXPECT_TRUE(has(moves, "b2xa3"));
  play(pos, "b2xa3");
  EXPECT_EQ(pos.to_place(kRed), 1);
  EXPECT_EQ(pos.peace_turns(kGreen, kRed), 1);
  play(pos, "a1-b1 c8-d8");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kPlace);
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"--", "P@e6", "P@f6", "P@g6", "P@h6"}));
  play(pos, "P@g6 h8-g8");
  EXPECT_EQ(at(pos, "g6"), piece(*rules, kRed, 'P'));
  // Its one pawn left may be given away; the last turn of peace ends with Green's next.
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "h1-g1");
  EXPECT_EQ(pos.peace_turns(kGreen, kRed), 0);
}

// Pawns that find no empty placement square are lost, as are those of an army given up.
TEST(EuropeanAlliance, PawnsWithNowhereToGoAreLost) {
  auto rules = european(kPoland);
  Position pos = polish(*rules, kRed, "rKh8 rPe7 gKh1 gNf1 gNf2 gNf3 gNf4 yKa1 bKc8");
  play(pos, "h8-g8 e7>g");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.to_place(kGreen), 0);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  EXPECT_TRUE(fen_round_trips(pos));
}

// A placement never answers a knight's check: with no legal placement there is no placement ply,
// not even "--"; the pawn is lost and the turn's move follows at once.
TEST(EuropeanAlliance, NoPlacementPlyWhenNoneIsLegal) {
  auto rules = european(kPoland);
  Position pos = polish(*rules, kRed, "rKh8 rPe7 rNe4 gKh1 yKa1 bKc8");
  play(pos, "e4-g3 e7>g");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.to_place(kGreen), 0);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  // The king steps away; the peace forbids taking the Polish knight.
  const auto moves = legal_texts(pos);
  EXPECT_EQ(moves.size(), 3u) << ::testing::PrintToString(moves);
  for (const char* m : {"h1-g1", "h1-g2", "h1-h2"}) EXPECT_TRUE(has(moves, m)) << m;
  EXPECT_TRUE(fen_round_trips(pos));
}

// Germany's group move (e7>e5) and Poland's gift (e7>g) share '>': the reader tells them apart.
TEST(EuropeanAlliance, GiftAndGroupMoveTexts) {
  const std::string armies = "poland,germany,chatanooga,chatanooga";
  auto rules = european(armies);
  Position pos = parse_fen(*rules, testing::placing_start(armies));
  play(pos, "g8-f6");
  const Move gift = parse_move(pos, "h7>y");
  EXPECT_EQ(gift, Move(MoveKind::kRemove, gift.from(), gift.from(), 0, 2 + kYellow));
  EXPECT_EQ(move_to_text(pos, gift), "h7>y");
  EXPECT_THROW(parse_move(pos, "h7>r"), std::exception);  // not to itself
  play(pos, "--");
  MoveList moves;
  generate_legal(pos, moves);
  int groups = 0;
  for (Move m : moves)
    if (m.kind() == MoveKind::kGroup) {
      EXPECT_EQ(parse_move(pos, move_to_text(pos, m)), m) << move_to_text(pos, m);
      ++groups;
    }
  EXPECT_GT(groups, 0);
}

// Macedonia's `g` (its move after a removal) and Switzerland's capture count: in a game with
// Poland the count comes first, as `g` and a digit are pawns to place there.
TEST(EuropeanAlliance, PawnsToPlaceAndOtherLettersInSt) {
  const std::string with = "macedonia,poland,switzerland,chatanooga";
  auto rules = european(with);
  Position pos = parse_fen(*rules, testing::placing_start(with) + "-st=1g,,g1ag1,");
  EXPECT_EQ(pos.continuation(), Continuation::kAgain);
  EXPECT_EQ(pos.exchanges(kRed), 1);
  EXPECT_EQ(pos.to_place(kRed), 0);
  EXPECT_EQ(pos.to_place(kYellow), 1);
  EXPECT_EQ(pos.peace_turns(kYellow, kGreen), 1);
  EXPECT_TRUE(fen_round_trips(pos));
  auto without = european("macedonia,chatanooga,switzerland,chatanooga");
  Position old = parse_fen(*without, to_fen(Position(*without)) + "-st=g1,,,");
  EXPECT_EQ(old.continuation(), Continuation::kAgain);
  EXPECT_EQ(old.exchanges(kRed), 1);
  EXPECT_NE(to_fen(old).find("-st=g1,,,"), std::string::npos);
}

TEST(EuropeanAlliance, RandomGamesFromAGivenStart) {
  testing::play_placing_games({"poland,chatanooga,chatanooga,chatanooga",
                               "poland,switzerland,persia,huns", "ottoman,poland,japan,poland"},
                              9);
}

}  // namespace
}  // namespace chatur::engine
