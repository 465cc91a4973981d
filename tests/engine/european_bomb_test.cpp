// European Chess: the USA's bomb (docs/rules/european.md), each rule in a situation counted by
// hand, with only the pieces named (free-for-all unless said). Red's area is e7-h8; Red moves
// down the board.
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
using testing::legal_from;
using testing::legal_texts;
using testing::piece;
using testing::place;
using testing::play;
using testing::setup_of;

constexpr const char* kUsa = "usa,chatanooga,chatanooga,chatanooga";

// The docs' example start: the bomb on e8 in the bishop's place.
constexpr const char* kUsaStart =
    "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rX,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
    "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
    "army=usa,chatanooga,chatanooga,chatanooga";

TEST(EuropeanBomb, PlaysOnlyFromAGivenPosition) {
  auto rules = european(kUsa);
  EXPECT_TRUE(testing::start_refused_as_lost(*rules, "usa"));
  EXPECT_EQ(testing::given_start(kUsa), kUsaStart);
  Position pos = parse_fen(*rules, kUsaStart);
  // 8 pawn moves, 2 knight moves, the bomb's steps to d7 and d8, and its detonation.
  EXPECT_EQ(legal_texts(pos).size(), 13u);
  EXPECT_EQ(legal_from(pos, "e8"), (testing::Moves{"e8-d7", "e8-d8"}));
  EXPECT_TRUE(has(legal_texts(pos), "!e8"));
}

// The bomb steps as a king onto empty squares only: it never captures and attacks nothing, so
// a king beside it is not in check.
TEST(EuropeanBomb, MovesAsAKingWithoutCapturing) {
  auto rules = european(kUsa);
  Position pos = place(*rules, kRed, "rKh8 rXe5 gKf6 gPd5 yKa1 bKa8");
  EXPECT_EQ(legal_from(pos, "e5"),
            (testing::Moves{"e5-d4", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5"}));
  EXPECT_FALSE(pos.checked(kGreen));
}

// The detonation takes the bomb and every piece around it, of every colour, but immune pieces;
// it is written "!e5", needs no Swiss leave, counts no Swiss capture and resets the count of moves
// without progress.
TEST(EuropeanBomb, DetonationRemovesEveryNeighbourButImmunePieces) {
  auto rules = european("usa,egypt,switzerland,chatanooga");
  engine::Setup setup =
      setup_of(*rules, kRed, "rKh8 rXe5 rPe6 gFh1 gBe4 yKa1 yNf4 yBf6 bKa8 bRd5 bRc5");
  setup.no_progress = 7;
  Position pos(*rules, setup);
  play(pos, "!e5");
  for (const char* gone : {"e5", "e6", "f4", "f6", "d5"}) EXPECT_EQ(at(pos, gone), kEmpty) << gone;
  EXPECT_EQ(at(pos, "e4"), piece(*rules, kGreen, 'B'));  // Egyptian: immune
  EXPECT_EQ(at(pos, "c5"), piece(*rules, kBlack, 'R'));  // two squares away
  EXPECT_EQ(pos.exchanges(kRed), 0);
  EXPECT_EQ(pos.exchanges(kYellow), 0);
  EXPECT_EQ(pos.no_progress(), 0);
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(fen_round_trips(pos));
}

// A royal piece the blast takes defeats its army, the detonator its captor.
TEST(EuropeanBomb, ABlastThatTakesAKingDefeatsItsArmy) {
  auto rules = european(kUsa);
  Position pos = place(*rules, kRed, "rKh8 rXe5 gKf6 gRa3 yKa1 bKa8");
  play(pos, "!e5");
  EXPECT_EQ(at(pos, "f6"), kEmpty);
  EXPECT_NE(pos.status(kGreen), ArmyStatus::kPlaying);
  EXPECT_EQ(pos.controller(kGreen), kRed);
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_TRUE(fen_round_trips(pos));
}

// A detonation may not defeat the detonator's own side (its own last royal piece, or its
// partner's in teams), nor open a line to its king.
TEST(EuropeanBomb, ADetonationMayNotDefeatOrExposeItsOwnSide) {
  auto rules = european(kUsa);
  Position own = place(*rules, kRed, "rKf6 rXe5 gKh1 yKa1 bKa8");
  EXPECT_FALSE(has(legal_texts(own), "!e5"));
  Position partner = place(*rules, kRed, "rKh8 rXe5 gKh1 yKd4 bKa8");
  EXPECT_TRUE(has(legal_texts(partner), "!e5"));  // free-for-all: Yellow is an enemy
  play(partner, "!e5");
  EXPECT_EQ(partner.controller(kYellow), kRed);
  auto teams = european(std::string(kUsa) + " mode=teams");
  Position in_teams = place(*teams, kRed, "rKh8 rXe5 gKh1 yKd4 bKa8");
  EXPECT_FALSE(has(legal_texts(in_teams), "!e5"));

  Position shield = place(*rules, kRed, "rKe8 rPe6 rXd5 gKh1 gRe2 yKa1 bKa8");
  EXPECT_FALSE(has(legal_texts(shield), "!d5"));  // e6 leaves: the rook checks along the file
  Position no_rook = place(*rules, kRed, "rKe8 rPe6 rXd5 gKh1 gRa2 yKa1 bKa8");
  EXPECT_TRUE(has(legal_texts(no_rook), "!d5"));
}

// A captured bomb is gone: nothing around it leaves. Pawns never become bombs.
TEST(EuropeanBomb, ACapturedBombDoesNotDetonateAndNoPawnBecomesOne) {
  auto rules = european(kUsa);
  Position pos = place(*rules, kGreen, "rKh8 rXe5 rPe6 gKh1 gRe1 gPd5 yKa1 bKa8");
  play(pos, "e1xe5");
  EXPECT_EQ(at(pos, "e5"), piece(*rules, kGreen, 'R'));
  EXPECT_EQ(at(pos, "e6"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(at(pos, "d5"), piece(*rules, kGreen, 'P'));

  Position promotion = place(*rules, kRed, "rKh8 rXh5 rPe2 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(promotion, "e2"),
            (testing::Moves{"e2-e1=B", "e2-e1=K", "e2-e1=N", "e2-e1=R"}));
}

// The detonation goes with the bomb's colour: a captor of the USA may detonate its bombs, at its
// turn's start only (not as Macedonia's move after a removal); a bomb of another colour (a Dutch
// swap's) only moves.
TEST(EuropeanBomb, TheBombsColourDetonatesAtATurnsStart) {
  auto rules = european("usa,macedonia,chatanooga,chatanooga");
  Position pos = parse_fen(*rules,
                           "G-1,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,7/8/8/4,rX,3/8/gN,7/8/yK,6,gK-"
                           "army=usa,macedonia,chatanooga,chatanooga-ctl=g,,,");
  EXPECT_TRUE(has(legal_texts(pos), "!e5"));
  play(pos, "a3-b5");  // Macedonia may now remove a piece, then move again
  EXPECT_FALSE(has(legal_texts(pos), "!e5"));
  play(pos, "xb5");
  EXPECT_TRUE(has(legal_texts(pos), "e5-e4"));
  EXPECT_FALSE(has(legal_texts(pos), "!e5"));

  auto dutch = european("usa,netherlands,chatanooga,chatanooga");
  Position swapped = place(*dutch, kGreen, "rKh8 gKh1 gXe5 yKa1 bKa8");
  EXPECT_TRUE(has(legal_texts(swapped), "e5-e4"));
  EXPECT_FALSE(has(legal_texts(swapped), "!e5"));
}

// Random games from such starts: every move reads back from its text, positions round-trip
// through FEN4, and unmaking restores the start.
TEST(EuropeanBomb, RandomGamesFromAGivenStart) {
  int detonations = 0;
  for (const char* options : {"usa,chatanooga,chatanooga,chatanooga", "usa,egypt,macedonia,iraq",
                              "usa,switzerland,barbarians,un-peacekeepers",
                              "usa,sweden,netherlands,prussia mode=teams"}) {
    SCOPED_TRACE(options);
    const std::string text(options);
    const size_t space = text.find(' ');
    const std::string armies = text.substr(0, space);
    const std::string mode = space == std::string::npos ? "" : text.substr(space);
    auto rules = testing::rules("european armies=" + armies + mode);
    testing::play_random_games(*rules, testing::given_start(armies, mode), 4, 7,
                               [&](Position& pos, Move m) {
                                 detonations += m.kind() == MoveKind::kRemove && m.extra();
                                 pos.make(m);
                               });
  }
  EXPECT_GT(detonations, 0);
}

}  // namespace
}  // namespace chatur::engine
