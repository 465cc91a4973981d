// European Chess: the Holy Roman Empire's German rooks (docs/rules/european.md), each rule in a
// situation counted by hand, with only the pieces named (free-for-all). Red's area is e7-h8; Red
// moves down the board. Directions are the board's: ^ toward rank 8, v rank 1, < file a, > file h.
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
using testing::legal_from;
using testing::legal_texts;
using testing::piece;
using testing::play;
using testing::setup_of;

constexpr const char* kEmpire = "holy-roman-empire,chatanooga,chatanooga,chatanooga";

// The docs' example start: rooks on e8 and f8.
constexpr const char* kEmpireStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rR,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
    "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
    "army=holy-roman-empire,chatanooga,chatanooga,chatanooga";

// The Red slot of the FEN4's st= field.
std::string red_state(const Position& pos) {
  const std::string fen = to_fen(pos);
  const size_t at = fen.find("st=");
  if (at == std::string::npos) return "";
  return fen.substr(at + 3, fen.find(',', at) - at - 3);
}

TEST(EuropeanDiscord, PlaysOnlyFromAGivenPosition) {
  auto rules = european(kEmpire);
  EXPECT_TRUE(testing::start_refused_as_lost(*rules, "holy-roman-empire"));
  EXPECT_EQ(testing::given_start(kEmpire), kEmpireStart);
  Position pos = parse_fen(*rules, kEmpireStart);
  // 8 pawn moves, 2 knight moves, the e8 rook's d8, c8 and b8 (a pawn); f8 is walled in.
  EXPECT_EQ(legal_texts(pos).size(), 13u);
  EXPECT_EQ(legal_from(pos, "e8"), (testing::Moves{"e8-c8", "e8-d8", "e8xb8"}));
}

// A rook that moved may not move on its army's next turn, and no German rook may go the way it
// went; the turn after, the bars are those of the turn between.
TEST(EuropeanDiscord, NotTwiceRunningNorTheSameWay) {
  auto rules = european(kEmpire);
  Position pos(*rules, setup_of(*rules, kRed, "rKh8 rRd4 rRb6 gKh1 yKe1 bKa8"));
  play(pos, "d4-d6 h1-h2 e1-e2 a8-a7");
  EXPECT_EQ(red_state(pos), "hd6d^");
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_EQ(legal_from(pos, "d6"), testing::Moves{});
  // b6 may not go toward rank 8 (b7, b8): a6, c6 and b5-b1 are left.
  EXPECT_EQ(legal_from(pos, "b6"),
            (testing::Moves{"b6-a6", "b6-b1", "b6-b2", "b6-b3", "b6-b4", "b6-b5", "b6-c6"}));
  play(pos, "b6-b1 h2-h3 e2-e3 a7-a8");
  EXPECT_EQ(red_state(pos), "hb1dv");
  // d6 is free again but for the direction b6 went: d5-d1 are barred, d7, d8 and the rank not.
  EXPECT_FALSE(has(legal_from(pos, "d6"), "d6-d5"));
  EXPECT_TRUE(has(legal_from(pos, "d6"), "d6-d8"));
  EXPECT_TRUE(has(legal_from(pos, "d6"), "d6-a6"));
  EXPECT_EQ(legal_from(pos, "b1"), testing::Moves{});
  // A turn without a rook move lifts every bar.
  play(pos, "h8-g8 h3-h2 e3-e2 a8-a7");
  EXPECT_EQ(red_state(pos), "");
  EXPECT_EQ(legal_from(pos, "b1").size(), 14u);  // a1, c1-h1 and b2-b8
}

// The piece that took a German rook may not be taken by a German rook on the Empire's next turn;
// after that turn it may.
TEST(EuropeanDiscord, TheCaptorIsSafeFromTheRooksForOneTurn) {
  auto rules = european(kEmpire);
  Position pos(*rules, setup_of(*rules, kGreen, "rKh8 rRe5 rRa5 gKh1 gNf3 yKc1 bKc7"));
  play(pos, "f3xe5");
  EXPECT_EQ(red_state(pos), "pe5");
  play(pos, "c1-c2 c7-c8");
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_FALSE(has(legal_texts(pos), "a5xe5"));
  EXPECT_TRUE(has(legal_texts(pos), "a5-d5"));
  play(pos, "h8-g8 h1-g1 c2-c1 c8-c7");
  EXPECT_EQ(red_state(pos), "");
  EXPECT_TRUE(has(legal_texts(pos), "a5xe5"));
}

// A rook beside its king before the move is free of every bar, and a barred rook still attacks:
// the Green king on c1 is in check from the barred rook on c3.
TEST(EuropeanDiscord, BesideTheKingFreeAndAttackingAlways) {
  auto rules = european(kEmpire);
  engine::Setup setup = setup_of(*rules, kRed, "rKh8 rRg7 rRc3 gKc1 yKe1 bKa8");
  const Geometry& g = rules->geometry();
  setup.discord = {{*g.parse("g7"), kRed, DiscordKind::kBarredRook},
                   {*g.parse("c3"), kRed, DiscordKind::kBarredRook}};
  setup.discord_dirs[kRed] = 0xF;
  Position pos(*rules, setup);
  EXPECT_EQ(red_state(pos), "hc3hg7d^v<>");
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_EQ(legal_from(pos, "c3"), testing::Moves{});
  // g7, barred every way but beside the king: a7-f7 and h7 along the rank, g8 and g6-g1.
  EXPECT_EQ(legal_from(pos, "g7").size(), 14u);
  EXPECT_TRUE(pos.checked(kGreen));
  EXPECT_EQ(at(pos, "c3"), piece(*rules, kRed, 'R'));
  // The freed rook still counts as one that moved: it and its direction bind the next turn, and
  // the bars of the last turn are gone.
  play(pos, "g7-g5");
  EXPECT_EQ(red_state(pos), "hg5dv");
}

// The barred rook and the protected piece are followed as the ply moves them; a rook of another
// colour is bound by nothing.
TEST(EuropeanDiscord, BarsFollowTheirPieces) {
  auto rules = european("holy-roman-empire,prussia,chatanooga,chatanooga");
  // Red moves d4-d6; Prussia's rook landing on a6 pulls the nearest enemy rook on its rank (d6,
  // 3 squares away) up to b6.
  Position pos(*rules, setup_of(*rules, kRed, "rKh8 rRd4 gKh1 gRa1 yKe1 bKh4"));
  play(pos, "d4-d6 a1-a6");
  EXPECT_EQ(at(pos, "b6"), piece(*rules, kRed, 'R'));
  play(pos, "e1-e2 h4-h3");
  EXPECT_EQ(red_state(pos), "hb6d^");
  EXPECT_EQ(legal_from(pos, "b6"), testing::Moves{});
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_NE(pos.status(kBlack), ArmyStatus::kCheckmated);
}

// Each pawn move of a Roman pair is a move: the pawn that takes a German rook in it is protected.
TEST(EuropeanDiscord, ARomanPawnTakingARookIsProtected) {
  auto rules = european("holy-roman-empire,rome,chatanooga,chatanooga");
  Position pos(*rules, setup_of(*rules, kGreen, "rKh8 rRb5 rRb2 gKh1 gPc4 gPe2 yKf4 bKa8"));
  play(pos, "e2-d2&c4xb5");
  EXPECT_EQ(red_state(pos), "pb5");
  play(pos, "f4-f5 a8-a7");
  EXPECT_FALSE(has(legal_texts(pos), "b2xb5"));
  EXPECT_TRUE(has(legal_texts(pos), "b2-b4"));
}

// Random games from such starts: every move reads back from its text, positions round-trip
// through FEN4 (the bars included), and unmaking restores the start; no move the generator gives
// breaks a bar.
TEST(EuropeanDiscord, RandomGamesFromAGivenStart) {
  int barred = 0;
  for (const char* options : {"holy-roman-empire,chatanooga,chatanooga,chatanooga",
                              "holy-roman-empire,prussia,holy-roman-empire,gaul",
                              "holy-roman-empire,japan,macedonia,sweden",
                              "holy-roman-empire,barbarians,un-peacekeepers,china mode=teams"}) {
    SCOPED_TRACE(options);
    const std::string text(options);
    const size_t space = text.find(' ');
    const std::string armies = text.substr(0, space);
    const std::string mode = space == std::string::npos ? "" : text.substr(space);
    auto rules = testing::rules("european armies=" + armies + mode);
    testing::play_random_games(*rules, testing::given_start(armies, mode), 4, 13,
                               [&](Position& pos, Move m) {
                                 ASSERT_TRUE(pos.discord_allows(m));
                                 barred += pos.discord_count() > 0;
                                 pos.make(m);
                               });
  }
  EXPECT_GT(barred, 0);
}

}  // namespace
}  // namespace chatur::engine
