// European Chess: Macedonia's removals, the Barbarians' rests and the Dutch owner swaps
// (docs/rules/european.md), each in a situation counted by hand, with only the pieces named
// (free-for-all).
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
using testing::Moves;
using testing::piece;
using testing::place;
using testing::play;

// After each move Macedonia may remove one of its non-royal pieces and move again, as often as
// it likes; "--" ends the turn, and is no pass.
TEST(EuropeanTurnPowers, MacedoniaRemovesAPieceToMoveAgain) {
  auto rules = european("macedonia,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRe8 rNg8 gKh1 yKa1 bKa8");
  play(pos, "e8-e5");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "xe5", "xg8"}));  // the king is not removable
  EXPECT_NE(to_fen(pos).find("st=r"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "xg8");
  EXPECT_EQ(at(pos, "g8"), kEmpty);
  EXPECT_EQ(pos.no_progress(), 0);
  const Moves again = legal_texts(pos);  // a whole move: the rook's 14, the king's 3, no "--"
  EXPECT_EQ(again.size(), 17u);
  EXPECT_FALSE(has(again, "--"));
  EXPECT_TRUE(has(again, "h8-g8"));
  EXPECT_NE(to_fen(pos).find("st=g"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "e5-e4");
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "xe4"}));
  play(pos, "--");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(pos.passes(), 0);
}

// A removal is a ply of its own and may not leave Macedonia's king attacked.
TEST(EuropeanTurnPowers, MacedoniaMayNotRemoveAShield) {
  auto rules = european("macedonia,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRe8 rNh5 gKh1 gRh2 yKa1 bKa8");
  play(pos, "e8-e5");
  EXPECT_EQ(legal_texts(pos), (Moves{"--", "xe5"}));
}

// A Barbarian piece that captured may not move on its army's next turn, and nobody may capture
// it until that turn ends.
TEST(EuropeanTurnPowers, ABarbarianCapturerRests) {
  auto rules = european("barbarians,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rRe8 gKh1 gNe4 yKa1 bKa8 bRb4");
  play(pos, "e8xe4");
  ASSERT_EQ(pos.rest_count(), 1);
  EXPECT_TRUE(pos.rest(0).current);
  EXPECT_NE(to_fen(pos).find("st=ze4"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  play(pos, "h1-g1 a1-a2");
  EXPECT_EQ(pos.to_move(), kBlack);
  EXPECT_FALSE(has(legal_from(pos, "b4"), "b4xe4"));
  EXPECT_TRUE(has(legal_from(pos, "b4"), "b4-d4"));
  play(pos, "a8-b8");
  EXPECT_TRUE(legal_from(pos, "e4").empty());
  play(pos, "h8-g8");
  EXPECT_EQ(pos.rest_count(), 0);  // its mover's next turn is over
  play(pos, "g1-h1 a2-a1");
  EXPECT_TRUE(has(legal_from(pos, "b4"), "b4xe4"));
}

// A resting king cannot be captured, so it is in no check: it may capture onto a guarded square.
TEST(EuropeanTurnPowers, ARestingKingIsNotInCheck) {
  auto rules = european("barbarians,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 gPg7 gKh1 gRa7 yKa1 bKa8");
  EXPECT_TRUE(has(legal_texts(pos), "h8xg7"));
  play(pos, "h8xg7");
  EXPECT_FALSE(pos.checked(kRed));
  EXPECT_FALSE(has(legal_from(pos, "a7"), "a7xg7"));
  auto plain = european("chatanooga,chatanooga,chatanooga,chatanooga");
  Position guarded = place(*plain, kRed, "rKh8 gPg7 gKh1 gRa7 yKa1 bKa8");
  EXPECT_FALSE(has(legal_texts(guarded), "h8xg7"));
}

// From its second turn, a Dutch move that ends beside enemy pieces must swap owners with one of
// them, a move for each choice; the pieces keep their letters.
TEST(EuropeanTurnPowers, TheDutchSwapOwnersBesideTheirMove) {
  auto rules = european("netherlands,chatanooga,chatanooga,chatanooga");
  EXPECT_NE(to_fen(Position(*rules)).find("st=f"), std::string::npos);
  Position pos = place(*rules, kRed, "rKh8 rRe8 gKh1 gNd5 gBf5 yKa1 bKa8");
  const Moves rook = legal_from(pos, "e8");
  EXPECT_TRUE(has(rook, "e8-e5~d5"));
  EXPECT_TRUE(has(rook, "e8-e5~f5"));
  EXPECT_FALSE(has(rook, "e8-e5"));
  EXPECT_TRUE(has(rook, "e8-e6"));
  play(pos, "e8-e5~d5");
  EXPECT_EQ(at(pos, "e5"), piece(*rules, kGreen, 'R'));
  EXPECT_EQ(at(pos, "d5"), piece(*rules, kRed, 'N'));
  EXPECT_TRUE(fen_round_trips(pos));

  // In its first turn nothing is swapped.
  engine::Setup first = testing::setup_of(*rules, kRed, "rKh8 rRe8 gKh1 gNd5 gBf5 yKa1 bKa8");
  first.first_turn = 1u << kRed;
  Position fresh(*rules, first);
  EXPECT_TRUE(has(legal_from(fresh, "e8"), "e8-e5"));
  play(fresh, "e8-e5");
  EXPECT_FALSE(fresh.first_turn(kRed));

  // Egyptian pieces are immune: no swap with them.
  auto with_egypt = european("netherlands,egypt,chatanooga,chatanooga");
  Position immune = place(*with_egypt, kRed, "rKh8 rRe8 gFh1 gNd5 gBf5 yKa1 bKa8");
  EXPECT_TRUE(has(legal_from(immune, "e8"), "e8-e5"));
}

// The swap is part of the move: a move whose every swap leaves the Dutch king attacked is no
// move at all.
TEST(EuropeanTurnPowers, ADutchMoveNeedsALegalSwap) {
  auto rules = european("netherlands,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rBd4 gKh1 gPf5 gNe6 yKa1 bKa8");
  const Moves bishop = legal_from(pos, "d4");
  for (const auto& m : bishop) {
    EXPECT_NE(m.rfind("d4-e5", 0), 0u) << m;  // a Green bishop on e5 would check h8
    EXPECT_NE(m.rfind("d4-f6", 0), 0u) << m;
  }
  EXPECT_TRUE(has(bishop, "d4-c3"));
  EXPECT_TRUE(has(bishop, "d4-g7"));
}

// Once a game Germany may move a group of its pieces, connected orthogonally, by one translation
// onto empty squares: at the start its whole army, to 12 places (counted by hand), of which the
// three with the king on f4, f5 or f6 leave it attacked (Green's pawns on g3 and g4, its bishop on
// h4).
TEST(EuropeanTurnPowers, GermanyMovesAGroupOnce) {
  auto rules = european("germany,chatanooga,chatanooga,chatanooga");
  Position pos(*rules);
  const Moves start = legal_texts(pos);
  EXPECT_EQ(start.size(), 13u + 9u);
  EXPECT_FALSE(has(start, "e7>c5"));
  EXPECT_TRUE(has(start, "e7>a3"));
  EXPECT_FALSE(has(start, "e7>a4"));  // Black stands on a5 and b5
  EXPECT_FALSE(has(start, "e7>a2"));  // Yellow stands on a2-d2
  play(pos, "e7>e5");
  EXPECT_EQ(at(pos, "e5"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(at(pos, "h6"), piece(*rules, kRed, 'K'));
  EXPECT_EQ(at(pos, "h8"), kEmpty);
  EXPECT_TRUE(pos.group_used(kRed));
  EXPECT_NE(to_fen(pos).find("st=u"), std::string::npos) << to_fen(pos);
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_EQ(pos.no_progress(), 1);
  play(pos, "g4-f4 a2-a3 b8-c8");
  for (const auto& m : legal_texts(pos)) EXPECT_EQ(m.find('>'), std::string::npos) << m;
  // A lone piece is no group; a group may not uncover its king.
  Position shield = place(*rules, kRed, "rKh8 rBh6 rNg6 rRa5 gKh1 gRh2 yKa1 bKa8");
  const Moves moves = legal_texts(shield);
  EXPECT_TRUE(has(moves, "g6>g5"));   // h5 still shields h8 from the rook on h2
  EXPECT_FALSE(has(moves, "g6>f6"));  // the h-file opens
  for (const auto& m : moves) EXPECT_NE(m.rfind("a5>", 0), 0u) << m;
}

// Sparta's setup is lost, so it plays only from a position given as FEN4; its warrior moves as a
// queen or a knight and is immune to removals.
TEST(EuropeanTurnPowers, SpartaPlaysFromAGivenPosition) {
  auto rules = european("sparta,chatanooga,chatanooga,chatanooga");
  EXPECT_TRUE(testing::start_refused_as_lost(*rules, "sparta"));
  Position pos = place(*rules, kRed, "rKh8 rWd4 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(pos, "d4").size(), 34u);  // 26 queen moves (a1 a capture), 8 leaps
  EXPECT_TRUE(has(legal_from(pos, "d4"), "d4xa1"));
  EXPECT_TRUE(has(legal_from(pos, "d4"), "d4-c6"));

  auto with_iraq = european("iraq,sparta,chatanooga,chatanooga");
  Position removal = place(*with_iraq, kBlack, "rKh8 rRe5 gKh1 gWd5 gNf5 yKa1 bKa8");
  play(removal, "a8-b8");
  EXPECT_EQ(at(removal, "f5"), kEmpty);
  EXPECT_EQ(at(removal, "d5"), piece(*with_iraq, kGreen, 'W'));
}

}  // namespace
}  // namespace chatur::engine
