// European Chess: North Korea's insane turns (docs/rules/european.md), each rule in a situation
// counted by hand, with only the pieces named (free-for-all). Red's area is e7-h8; Red moves down
// the board.
#include <gtest/gtest.h>

#include <random>

#include "engine/dice.h"
#include "engine/perft.h"
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
using testing::place;
using testing::play;
using testing::setup_of;

constexpr const char* kKorea = "north-korea,chatanooga,chatanooga,chatanooga";

DiceRoll dice(const std::string& text) {
  return read_dice_roll(text);
}

// From the start: awaiting the roll, Red has no moves yet; a 1-4 gives Chatanooga's 13 moves.
TEST(EuropeanInsanity, NormalRollGivesANormalTurn) {
  auto rules = european(kKorea);
  Position pos(*rules);
  EXPECT_TRUE(pos.awaiting_roll());
  EXPECT_TRUE(legal_texts(pos).empty());
  EXPECT_TRUE(has_legal_move(pos));
  pos.roll(dice("3"));
  EXPECT_FALSE(pos.awaiting_roll());
  EXPECT_TRUE(pos.insane_turn().normal);
  EXPECT_EQ(legal_texts(pos).size(), 13u);
  EXPECT_NE(to_fen(pos).find("st=d,,,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "e7-e5");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.insane_turn(), InsaneTurn{});
  EXPECT_FALSE(pos.awaiting_roll());  // Green rolls nothing
  pos.unmake();
  pos.unroll();
  EXPECT_TRUE(pos.awaiting_roll());
  EXPECT_EQ(pos.hash(), Position(*rules).hash());
}

// An insane turn of three pieces: the choices are plies that change no count, the types come in
// the order of the choices, and each piece moves once as its type: a pawn captures as a pawn, a
// rook moving as a king may step beside an attacked square but not onto one; the first move is
// required, the rest optional.
TEST(EuropeanInsanity, ThreePiecesMoveAsTheirRolledTypes) {
  auto rules = european(kKorea);
  engine::Setup setup = setup_of(*rules, kRed, "rKh8 rRe5 rNc4 rBa7 gKh1 gPd3 gRf4 yKa1 bKa8 bPb6");
  setup.no_progress = 5;
  Position pos(*rules, setup);
  pos.roll(dice("6,6"));
  EXPECT_EQ(pos.insane_turn().to_choose, 3);
  EXPECT_EQ(pos.continuation(), Continuation::kInsane);
  // Four pieces to choose from, the king too; no pass while choosing.
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"@a7", "@c4", "@e5", "@h8"}));
  play(pos, "@c4 @e5");
  EXPECT_EQ(pos.no_progress(), 5);
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"@a7", "@h8"}));
  EXPECT_NE(to_fen(pos).find("st=c1pc4pe5,,,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "@a7");
  EXPECT_TRUE(pos.awaiting_roll());
  EXPECT_TRUE(legal_texts(pos).empty());
  EXPECT_NE(to_fen(pos).find("st=pc4pe5pa7,,,"), std::string::npos) << to_fen(pos);
  // c4 a pawn, e5 a king, a7 a knight.
  pos.roll(dice("1,6,2"));
  EXPECT_NE(to_fen(pos).find("st=pc4Ppe5Kpa7N,,,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  // The knight on c4 as a Red pawn: c3 forward, or take d3 diagonally forward (b3 is empty).
  EXPECT_EQ(legal_from(pos, "c4"), (testing::Moves{"c4-c3", "c4xd3"}));
  // The rook on e5 as a king: one step each way, taking f4's rook as a king does.
  EXPECT_EQ(legal_from(pos, "e5"), (testing::Moves{"e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6",
                                                   "e5-f5", "e5-f6", "e5xf4"}));
  // The bishop on a7 as a knight: b5, c6, c8 (b6's pawn is no knight square).
  EXPECT_EQ(legal_from(pos, "a7"), (testing::Moves{"a7-b5", "a7-c6", "a7-c8"}));
  EXPECT_FALSE(has(legal_texts(pos), "--"));  // the first move is required
  play(pos, "c4xd3");
  EXPECT_EQ(at(pos, "d3"), piece(*rules, kRed, 'N'));  // it stays a knight
  EXPECT_EQ(pos.no_progress(), 0);
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_TRUE(has(legal_texts(pos), "--"));    // the rest are optional
  EXPECT_TRUE(legal_from(pos, "d3").empty());  // it moved
  EXPECT_NE(to_fen(pos).find("st=epe5Kpa7N,,,"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "a7-c6 e5-e6");
  EXPECT_EQ(pos.to_move(), kGreen);  // every chosen piece moved: the turn is over
  EXPECT_EQ(pos.insane_turn(), InsaneTurn{});
  EXPECT_EQ(pos.passes(), 0);
}

// The real king moving as another type stays royal: it may not step into check; a piece moving as
// a king is not royal, and may leave its own king's side.
TEST(EuropeanInsanity, OnlyTheRealKingIsRoyal) {
  auto rules = european(kKorea);
  Position pos = place(*rules, kRed, "rKh8 rRg8 gKh1 gRf1 yKa1 bKa8");
  pos.roll(dice("5,1"));
  play(pos, "@h8");
  // The king as a rook: down the h-file (g8 is its own rook), not beside Green's king on h2, but
  // taking it on h1: Green is defeated and its rook on f1 passes to Red.
  pos.roll(dice("4"));
  EXPECT_EQ(legal_from(pos, "h8"),
            (testing::Moves{"h8-h3", "h8-h4", "h8-h5", "h8-h6", "h8-h7", "h8xh1"}));
  pos.unroll();
  pos.roll(dice("6"));  // the king as a king
  EXPECT_EQ(legal_from(pos, "h8"), (testing::Moves{"h8-g7", "h8-h7"}));
  pos.unroll();
  pos.unmake();
  play(pos, "@g8");
  // The rook as a king is not royal: it steps onto f7 and f8, which f1's rook attacks.
  pos.roll(dice("6"));
  EXPECT_EQ(legal_from(pos, "g8"), (testing::Moves{"g8-f7", "g8-f8", "g8-g7", "g8-h7"}));
}

// The first move is required: with no legal move after the types, "--" is the only move and
// passes; after a move, "--" ends the turn and is no pass.
TEST(EuropeanInsanity, PassOnlyWithoutAMoveOrAfterTheFirst) {
  auto rules = european(kKorea);
  Position pos = place(*rules, kRed, "rKh8 rPh7 rPg7 rBg8 rNf8 gKh1 yKa1 bKa8");
  pos.roll(dice("5,3"));
  play(pos, "@g8 @h7");
  pos.roll(dice("4,1"));  // g8 a rook (boxed in), h7 a pawn on its start line
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"h7-h5", "h7-h6"}));
  pos.unroll();
  pos.roll(dice("4,4"));  // both rooks: g8 boxed in, h7 down the file
  EXPECT_FALSE(has(legal_texts(pos), "--"));
  pos.unroll();
  pos.roll(dice("2,2"));  // both knights: g8 to e7, f6, h6; h7 to f6, g5
  play(pos, "g8-e7");
  EXPECT_TRUE(has(legal_texts(pos), "--"));
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.passes(), 0);  // declining the rest is no pass
  Position boxed = place(*rules, kRed, "rKh8 rPh7 rPg7 rBg8 rNf8 gKh1 yKa1 bKa8");
  boxed.roll(dice("5,1"));
  play(boxed, "@g8");
  boxed.roll(dice("4"));
  EXPECT_EQ(legal_texts(boxed), (testing::Moves{"--"}));
  play(boxed, "--");
  EXPECT_EQ(boxed.to_move(), kGreen);
  EXPECT_EQ(boxed.passes(), 1);
}

// Mate is judged before the roll, on the moves of a normal turn: a king in check with no move of
// a normal turn is mated, though an insane turn could have saved it (its knight moving as a queen
// could block on e8).
TEST(EuropeanInsanity, MateIsJudgedBeforeTheRoll) {
  auto rules = european(kKorea);
  // Black, the army before Red, checks along rank 8.
  constexpr const char* kPieces = "rKh8 rPh7 rPg7 rNe4 gKh1 yKb1 bKd1 bRa3";
  Position pos = place(*rules, kBlack, kPieces);
  play(pos, "a3-a8");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kCheckmated);
  EXPECT_EQ(pos.to_move(), kGreen);
  // Without the check, Red rolls.
  Position free = place(*rules, kBlack, kPieces);
  play(free, "a3-a7");
  EXPECT_EQ(free.to_move(), kRed);
  EXPECT_TRUE(free.awaiting_roll());
}

// A controlled army's piece may be chosen, and as a pawn it goes its own colour's way; a captor
// of North Korea rolls nothing.
TEST(EuropeanInsanity, ControlledPiecesAndCaptors) {
  auto rules = european(kKorea);
  engine::Setup setup = setup_of(*rules, kRed, "rKh8 gPd4 yKa1 bKa8");
  setup.status[kGreen] = ArmyStatus::kCheckmated;
  setup.controllers[kGreen] = kRed;
  Position pos(*rules, setup);
  pos.roll(dice("6,2"));
  EXPECT_EQ(legal_texts(pos), (testing::Moves{"@d4", "@h8"}));
  play(pos, "@d4");
  pos.roll(dice("1"));
  EXPECT_EQ(legal_from(pos, "d4"), (testing::Moves{"d4-c4"}));  // Green's pawns go left
  EXPECT_TRUE(fen_round_trips(pos));

  engine::Setup captured = setup_of(*rules, kGreen, "rPe5 gKh1 yKa1 bKa8");
  captured.status[kRed] = ArmyStatus::kCheckmated;
  captured.controllers[kRed] = kGreen;
  Position green(*rules, captured);
  EXPECT_FALSE(green.awaiting_roll());
  EXPECT_TRUE(has(legal_texts(green), "e5-e4"));
}

// perft counts choices and moves, never rolls; every roll event on a path takes the next entry.
TEST(EuropeanInsanity, PerftWithRolls) {
  auto rules = european(kKorea);
  Position pos(*rules);
  const std::vector<DiceRoll> normal{dice("3")};
  EXPECT_EQ(perft(pos, 4, normal), 26601u);  // Chatanooga's
  const std::vector<DiceRoll> three{dice("6,5"), dice("1,2,6")};
  // 8 * 7 * 6 ordered choices.
  EXPECT_EQ(perft(pos, 3, three), 336u);
  EXPECT_EQ(perft(pos, 4, three), 1974u);
  EXPECT_EQ(to_fen(pos), to_fen(Position(*rules)));
  const std::vector<DiceRoll> short_types{dice("6,5"), dice("1")};
  EXPECT_THROW(perft(pos, 4, short_types), std::invalid_argument);
}

// Random games with rolls: FEN4 round trips at every ply, move text reads back, unmaking every
// ply (and roll) restores the start.
TEST(EuropeanInsanity, RandomGamesWithRolls) {
  auto rules = european("north-korea,britain,north-korea,rome");
  std::mt19937_64 rng(7);
  const auto die = [&](int lo, int hi) {
    return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1));
  };
  Position pos(*rules);
  const std::string first = to_fen(pos);
  int insane = 0;
  for (int game = 0; game < 6; ++game) {
    std::vector<bool> rolled;
    for (int ply = 0; ply < 400 && !outcome(pos).finished(); ++ply) {
      bool r = false;
      if (pos.awaiting_roll()) {
        pos.roll(roll_due(pos, die));
        r = true;
        insane += pos.continuation() == Continuation::kInsane;
      }
      ASSERT_TRUE(fen_round_trips(pos)) << to_fen(pos);
      MoveList moves;
      generate_legal(pos, moves);
      ASSERT_FALSE(moves.empty()) << to_fen(pos);
      const Move m = moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
      ASSERT_EQ(parse_move(pos, move_to_text(pos, m)), m) << to_fen(pos);
      pos.make(m);
      rolled.push_back(r);
    }
    while (!rolled.empty()) {
      pos.unmake();
      if (rolled.back()) pos.unroll();
      rolled.pop_back();
    }
    ASSERT_EQ(to_fen(pos), first);
  }
  EXPECT_GT(insane, 10);
}

// China may censor a move of an insane turn: Korea moves again at the same point of its turn,
// without the censored piece; a choice is no move China censors.
TEST(EuropeanInsanity, ChinaCensorsAnInsaneMove) {
  auto rules = european("north-korea,china,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rNd4 rBe5 gKh1 yKa1 bKa8");
  pos.roll(dice("5,3"));
  play(pos, "@d4");
  EXPECT_EQ(pos.to_move(), kRed);  // no decision on a choice
  play(pos, "@e5");
  pos.roll(dice("6,6"));
  play(pos, "d4-d3");
  EXPECT_EQ(pos.to_move(), kGreen);  // China decides
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "censor");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kInsane);
  EXPECT_TRUE(legal_from(pos, "d4").empty());  // censored
  EXPECT_FALSE(legal_from(pos, "e5").empty());
  EXPECT_FALSE(has(legal_texts(pos), "--"));  // still the turn's first move
  EXPECT_TRUE(fen_round_trips(pos));
}

// Bad FEN4 phases are refused with the reason.
TEST(EuropeanInsanity, BadPhasesAreRefused) {
  auto rules = european(kKorea);
  const std::string start = to_fen(Position(*rules));
  for (const char* st : {"st=c4,,,", "st=c1pe8pe8,,,", "st=pe8Ppg8,,,", "st=pd4,,,", "st=,d,,",
                         "st=dc1,,,", "st=epe8,,,"})
    EXPECT_THROW(parse_fen(*rules, start + "-" + st), FenError) << st;
  auto plain = european("chatanooga,chatanooga,chatanooga,chatanooga");
  EXPECT_THROW(parse_fen(*plain, to_fen(Position(*plain)) + "-st=d,,,"), FenError);
}

}  // namespace
}  // namespace chatur::engine
