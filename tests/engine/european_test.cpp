// European Chess (docs/rules/european.md): each army's setup and power in a situation checked by
// hand, with only the pieces named (free-for-all).
#include <gtest/gtest.h>

#include <random>

#include "engine/attacks.h"
#include "engine/dice.h"
#include "engine/outcome.h"
#include "engine/rule_sets/european_armies.h"
#include "players/random_player.h"
#include "tests/engine/european_test_util.h"

namespace chatur::engine {
namespace {

using testing::at;
using testing::european;
using testing::has;
using testing::kBlack;
using testing::kGreen;
using testing::kRed;
using testing::kYellow;
using testing::legal_from;
using testing::legal_texts;
using testing::Moves;
using testing::piece;
using testing::place;
using testing::play;

TEST(European, SetupsAreTurnedToTheirSeats) {
  auto rules = european("britain,italy,carthage,egypt");
  const Position pos(*rules);
  for (const char* s : {"e8", "f8", "g8", "h8"}) EXPECT_EQ(at(pos, s), piece(*rules, kRed, 'M'));
  EXPECT_EQ(at(pos, "h4"), piece(*rules, kGreen, 'I'));   // Green's bishop square
  EXPECT_EQ(at(pos, "c1"), piece(*rules, kYellow, 'E'));  // Yellow's rook square
  EXPECT_EQ(at(pos, "a8"), piece(*rules, kBlack, 'F'));   // Black's king square
  EXPECT_EQ(at(pos, "b5"), piece(*rules, kBlack, 'P'));
  // Four plain armies are Chatanooga's start, named.
  auto plain = testing::rules("european");
  EXPECT_EQ(to_fen(Position(*plain)), to_fen(Position(*testing::rules("chatanooga"))) +
                                          "-army=chatanooga,chatanooga,chatanooga,chatanooga");
}

TEST(European, ArmiesThatCannotPlayAreRefusedWithTheReason) {
  // Poland plays only from a position that names its placement squares.
  try {
    Position start(*european("britain,poland,chatanooga,egypt"));
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("poland's placement squares were shown only in diagrams "
                                         "that are lost: start its games from a position given "
                                         "as FEN4 that names them (sq=)"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(european("britain,italy,egypt"), std::invalid_argument);
  EXPECT_THROW(european("britain,italy,egypt,wales"), std::invalid_argument);
  EXPECT_THROW(testing::rules("chatanooga armies=britain,italy,chatanooga,egypt"),
               std::invalid_argument);
  int plays = 0, from_squares = 0;
  for (const auto& army : rule_sets::european_armies()) {
    plays += army.availability == rule_sets::ArmyAvailability::kPlays;
    from_squares += army.availability == rule_sets::ArmyAvailability::kFromSquares;
  }
  EXPECT_EQ(plays, 30);
  EXPECT_EQ(from_squares, 3);
  EXPECT_EQ(rule_sets::european_armies().size(), 38u);
}

TEST(European, FenNamesTheArmiesAndRefusesOthers) {
  auto rules = european("britain,italy,carthage,egypt");
  const std::string fen = to_fen(Position(*rules));
  EXPECT_NE(fen.find("-army=britain,italy,carthage,egypt"), std::string::npos) << fen;
  EXPECT_EQ(to_fen(parse_fen(*rules, fen)), fen);
  auto other = european("britain,italy,carthage,france");
  EXPECT_THROW(parse_fen(*other, fen), FenError);
}

// Britain: ministers move as king or knight; all four are royal, so check binds none of them
// until one is left; an army that made a minister knight leap may not make one on its next turn.
TEST(European, BritishMinistersAndTheirBar) {
  auto rules = european("britain,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rMe5 rMh8 gKh1 gRe1 yKa1 bKa8");
  // Two ministers: the rook's attack on e5 binds nothing.
  EXPECT_EQ(legal_from(pos, "e5"),
            (Moves{"e5-c4", "e5-c6", "e5-d3", "e5-d4", "e5-d5", "e5-d6", "e5-d7", "e5-e4", "e5-e6",
                   "e5-f3", "e5-f4", "e5-f5", "e5-f6", "e5-f7", "e5-g4", "e5-g6"}));
  play(pos, "e5-f7");
  EXPECT_TRUE(pos.barred(kRed));
  const std::string fen = to_fen(pos);
  EXPECT_NE(fen.find("-st=n,,,"), std::string::npos) << fen;
  EXPECT_EQ(parse_fen(*rules, fen).hash(), pos.hash());
  play(pos, "h1-g1 a1-a2 a8-b8");
  // The bar: king steps only, for every minister.
  EXPECT_EQ(legal_from(pos, "f7"),
            (Moves{"f7-e6", "f7-e7", "f7-e8", "f7-f6", "f7-f8", "f7-g6", "f7-g7", "f7-g8"}));
  EXPECT_EQ(legal_from(pos, "h8"), (Moves{"h8-g7", "h8-g8", "h8-h7"}));
  play(pos, "h8-h7");
  EXPECT_FALSE(pos.barred(kRed));
  play(pos, "g1-h1 a2-b2 b8-a8");
  EXPECT_TRUE(has(legal_texts(pos), "f7-d6"));
  // A minister from promotion is a further royal; with one minister left, check binds it.
  Position one = place(*rules, kRed, "rMe5 gKh1 gRe1 yKa1 bKa8");
  for (const auto& m : legal_texts(one)) EXPECT_NE(m[3], 'e') << m;  // off the rook's file
  EXPECT_FALSE(has(legal_texts(one), "e5-e4"));
}

// France: the advisor (a king's move) is not royal, so France is never in check; it is defeated
// when its last piece is taken, by the army that took it.
TEST(European, FranceIsNeverInCheckAndFallsWithItsLastPiece) {
  auto rules = european("france,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rAh8 rPe7 gKh1 gRh2 yKa1 bKa8");
  const Moves moves = legal_texts(pos);
  EXPECT_TRUE(has(moves, "e7-e6"));  // the attacked advisor may stay
  EXPECT_TRUE(has(moves, "h8-h7"));  // and may step onto an attacked square
  play(pos, "e7-e6");
  play(pos, "h2xh8");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kPlaying);  // the pawn is left
  play(pos, "a1-b1 a8-a7 e6-e5 h8-e8 b1-a1 a7-b7 e5-e4 e8xe4");
  EXPECT_NE(pos.status(kRed), ArmyStatus::kPlaying);
  EXPECT_EQ(pos.pieces(kRed).size(), 0u);
}

// Spain: the king never moves; it captures in place on the 16 squares one or two away along a
// rank, file or diagonal, over anything, and it attacks them.
TEST(European, TheSpanishKingCapturesInPlace) {
  auto rules = european("spain,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKe5 gKh1 gNe4 gPe3 yKa1 bKa8 bRg7 bNh5");
  EXPECT_EQ(legal_texts(pos), (Moves{"e5xe3", "e5xe4", "e5xg7"}));
  EXPECT_TRUE(is_attacked(pos, *rules->geometry().parse("c3"), kGreen));
  EXPECT_FALSE(is_attacked(pos, *rules->geometry().parse("e2"), kGreen));
  play(pos, "e5xe3");
  EXPECT_EQ(at(pos, "e5"), piece(*rules, kRed, 'K'));
  EXPECT_EQ(at(pos, "e3"), kEmpty);
  // In check it can only take the checker.
  Position checked = place(*rules, kRed, "rKe5 gKh1 gNe4 yKa1 bKa8 bBc7");
  EXPECT_EQ(legal_texts(checked), (Moves{"e5xc7"}));
}

// The Mafia: every capture leaves the capturer where it stands; rooks and bishops go up to 3
// squares; a pawn's capture never promotes.
TEST(European, TheMafiaCapturesWithoutMoving) {
  auto rules = european("mafia,chatanooga,chatanooga,egypt");
  Position pos = place(*rules, kRed, "rKh8 rRe5 rPf2 gKh1 gNb5 gNe1 yKa1 bFa8");
  EXPECT_EQ(legal_from(pos, "e5"), (Moves{"e5-c5", "e5-d5", "e5-e2", "e5-e3", "e5-e4", "e5-e6",
                                          "e5-e7", "e5-e8", "e5-f5", "e5-g5", "e5-h5", "e5xb5"}));
  EXPECT_EQ(legal_from(pos, "f2"), (Moves{"f2-f1=B", "f2-f1=K", "f2-f1=N", "f2-f1=R", "f2xe1"}));
  play(pos, "e5xb5");
  EXPECT_EQ(at(pos, "e5"), piece(*rules, kRed, 'R'));
  EXPECT_EQ(at(pos, "b5"), kEmpty);
  play(pos, "h1-h2 a1-b1 a8-b7 f2xe1");
  EXPECT_EQ(at(pos, "f2"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(at(pos, "e1"), kEmpty);
}

// Prussia pulls enemies of the moved kind on the landing square's rank and file toward it;
// Egypt's pieces are immune; another piece shields what lies behind it.
TEST(European, PrussiaPullsAndEgyptResists) {
  auto rules = european("prussia,egypt,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh7 rRd6 gFh1 gRg4 yKb1 yRa4 yNd3 bKa8 bRd8 bRd1");
  play(pos, "d6-d4");
  EXPECT_EQ(at(pos, "d5"), piece(*rules, kBlack, 'R'));   // pulled 3
  EXPECT_EQ(at(pos, "c4"), piece(*rules, kYellow, 'R'));  // pulled 2, stopping next to it
  EXPECT_EQ(at(pos, "g4"), piece(*rules, kGreen, 'R'));   // Egyptian: immune
  EXPECT_EQ(at(pos, "d1"), piece(*rules, kBlack, 'R'));   // shielded by the knight
  EXPECT_EQ(parse_fen(*rules, to_fen(pos)).hash(), pos.hash());
  pos.unmake();
  EXPECT_EQ(at(pos, "d8"), piece(*rules, kBlack, 'R'));
  EXPECT_EQ(at(pos, "a4"), piece(*rules, kYellow, 'R'));
  // A Prussian king may not pull an enemy king next to itself.
  auto plain = european("prussia,chatanooga,chatanooga,chatanooga");
  Position kings = place(*plain, kRed, "rKe6 gKe2 yKa1 bKa8");
  const Moves moves = legal_texts(kings);
  EXPECT_FALSE(has(moves, "e6-e5"));
  EXPECT_TRUE(has(moves, "e6-d6"));
}

// Gaul pushes enemies of the moved kind away, up to 2 squares, stopping before a piece or at the
// edge; Scotland's pieces are immune.
TEST(European, GaulPushesAndScotlandResists) {
  auto rules = european("gaul,scotland,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKg6 rRd6 gKh1 gRd3 yKb1 yRc4 yRf4 yNa4 bKa8 bRd7");
  play(pos, "d6-d4");
  EXPECT_EQ(at(pos, "d8"), piece(*rules, kBlack, 'R'));   // one square to the edge
  EXPECT_EQ(at(pos, "h4"), piece(*rules, kYellow, 'R'));  // two squares
  EXPECT_EQ(at(pos, "b4"), piece(*rules, kYellow, 'R'));  // stopped before the knight
  EXPECT_EQ(at(pos, "d3"), piece(*rules, kGreen, 'R'));   // Scottish: immune
}

// Rome: instead of one move, two pawn moves by different pawns, written as one move; every
// ordered pair counts.
TEST(European, RomeMovesTwoPawns) {
  auto rules = european("rome,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rKh8 rPe7 rPf7 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_texts(pos), (Moves{"e7-e5", "e7-e5&f7-f5", "e7-e5&f7-f6", "e7-e6", "e7-e6&f7-f5",
                                     "e7-e6&f7-f6", "f7-f5", "f7-f5&e7-e5", "f7-f5&e7-e6", "f7-f6",
                                     "f7-f6&e7-e5", "f7-f6&e7-e6", "h8-g7", "h8-g8", "h8-h7"}));
  play(pos, "e7-e6&f7-f5");
  EXPECT_EQ(at(pos, "e6"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(at(pos, "f5"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(pos.to_move(), kGreen);
  pos.unmake();
  EXPECT_EQ(at(pos, "e7"), piece(*rules, kRed, 'P'));
  EXPECT_EQ(at(pos, "f7"), piece(*rules, kRed, 'P'));
  // The second move is made from the position after the first: here the first frees the way
  // of the pawn behind it.
  Position blocked = place(*rules, kRed, "rKh8 rPe7 rPe6 gKh1 yKa1 bKa8");
  EXPECT_TRUE(has(legal_texts(blocked), "e6-e5&e7-e6"));
  EXPECT_FALSE(has(legal_texts(blocked), "e7-e6&e6-e5"));
}

// Scotland's Pict rook (rook or dabbaba) and Italy's bishop (bishop or alfil) jump over what
// blocks their slides; a square both reach is one move. Carthage's elephant slides 3 squares.
TEST(European, JumpsAndShortSlides) {
  auto scotland = european("scotland,chatanooga,chatanooga,chatanooga");
  Position rook = place(*scotland, kRed, "rKh8 rRd4 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(rook, "d4").size(), 14u);
  Position blocked = place(*scotland, kRed, "rKh8 rRd4 rPd5 gKh1 yKa1 bKa8");
  EXPECT_EQ(legal_from(blocked, "d4"), (Moves{"d4-a4", "d4-b4", "d4-c4", "d4-d1", "d4-d2", "d4-d3",
                                              "d4-d6", "d4-e4", "d4-f4", "d4-g4", "d4-h4"}));
  auto italy = european("italy,chatanooga,chatanooga,chatanooga");
  Position bishop = place(*italy, kRed, "rKh8 rId4 rPc5 gKh1 yKb1 bKa8");
  EXPECT_EQ(legal_from(bishop, "d4"), (Moves{"d4-a1", "d4-b2", "d4-b6", "d4-c3", "d4-e3", "d4-e5",
                                             "d4-f2", "d4-f6", "d4-g1", "d4-g7"}));
  auto carthage = european("carthage,chatanooga,chatanooga,chatanooga");
  Position elephant = place(*carthage, kRed, "rKh8 rEd4 gKh1 gNd6 yKa1 bKa8");
  EXPECT_EQ(legal_from(elephant, "d4"), (Moves{"d4-a4", "d4-b4", "d4-c4", "d4-d1", "d4-d2", "d4-d3",
                                               "d4-d5", "d4-e4", "d4-f4", "d4-g4", "d4xd6"}));
}

// Egypt: the pharaoh (king or alfil) is its royal piece.
TEST(European, ThePharaohIsRoyal) {
  auto rules = european("egypt,chatanooga,chatanooga,chatanooga");
  Position pos = place(*rules, kRed, "rFh8 rPe7 gKh1 gRh2 yKa1 bKa8");
  EXPECT_EQ(legal_texts(pos), (Moves{"h8-f6", "h8-g7", "h8-g8"}));
}

// A position set up with the army to move mated is judged as play judges it at the turn: Green,
// checked by Black's rook and Red's Spanish king, has no move; it is mated, its pieces pass to
// the army of the checker that moved last (set up so: the nearest before it, Red), and Yellow
// moves.
TEST(European, ASetUpMateIsJudgedAtTheTurn) {
  auto rules = european("spain,chatanooga,chatanooga,chatanooga");
  const Position pos =
      parse_fen(*rules,
                "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-1,bK,1,yK,4/8/8/8/6,yP,gP/5,rK,2/rR,7/bR,6,gK-"
                "army=spain,chatanooga,chatanooga,chatanooga");
  EXPECT_EQ(pos.status(kGreen), ArmyStatus::kCheckmated);
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(pos.controller(kGreen), kRed);
  EXPECT_EQ(at(pos, "h1"), kEmpty);
}

// Random games of many army combinations, both modes: every move reads back from its text, every
// position's FEN reads back to the same position and hash (pulls, pushes, bars and pairs
// included), the games end under the rules, and unmake restores the start.
TEST(European, RandomGamesOfManyArmyCombinations) {
  std::vector<std::string> playing;
  for (const auto& army : rule_sets::european_armies())
    if (army.availability == rule_sets::ArmyAvailability::kPlays) playing.emplace_back(army.name);
  std::mt19937_64 draw(7);
  int decided = 0, games = 0;
  for (int combination = 0; combination < 24; ++combination) {
    std::string armies;
    for (int seat = 0; seat < 4; ++seat)
      armies += (seat ? "," : "") + playing[draw() % playing.size()];
    const bool teams = combination % 4 == 3;
    auto rules = testing::rules("european armies=" + armies + (teams ? " mode=teams" : ""));
    for (std::uint64_t seed = 0; seed < 3; ++seed, ++games) {
      Position pos(*rules);
      const std::string start = to_fen(pos);
      players::RandomPlayer player(seed * 31 + static_cast<std::uint64_t>(combination));
      // North Korea's rolls, and the plies they came before (to be taken back after them).
      std::mt19937_64 rng(seed);
      const auto die = [&](int lo, int hi) {
        return lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1));
      };
      std::vector<int> rolled_at;
      bool finished = false;
      for (int ply = 0; ply < 40000 && !finished; ++ply) {
        const Outcome o = outcome(pos);
        if ((finished = o.finished())) {
          decided += o.termination == Termination::kLastPlayer;
          break;
        }
        if (pos.awaiting_roll()) {
          pos.roll(roll_due(pos, die));
          rolled_at.push_back(pos.ply());
        }
        const std::string fen = to_fen(pos);
        ASSERT_EQ(parse_fen(*rules, fen).hash(), pos.hash()) << armies << " " << fen;
        const Move m = player.choose(pos);
        const std::string text = move_to_text(pos, m);
        ASSERT_EQ(parse_move(pos, text), m) << armies << " " << fen << " " << text;
        pos.make(m);
      }
      ASSERT_TRUE(finished) << armies << " seed " << seed << " "
                            << to_fen(pos);  // draw rules end every game
      while (pos.ply() > 0) {
        pos.unmake();
        if (!rolled_at.empty() && rolled_at.back() == pos.ply()) {
          pos.unroll();
          rolled_at.pop_back();
        }
      }
      ASSERT_EQ(to_fen(pos), start) << armies;
    }
  }
  // Random play ends some games with one player left, not only by the draw rules.
  EXPECT_GT(decided, 0) << games;
}

}  // namespace
}  // namespace chatur::engine
