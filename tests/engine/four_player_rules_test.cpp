// chess.com's four-player chess (docs/rules/four-player-teams.md, four-player-ffa.md): every
// rule in a position checked by hand.
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "engine/perft.h"
#include "tests/engine/test_util.h"

// A namespace of its own: the unity build's batch shares the anonymous namespace, where another
// file may have brought in the European seats of the same names.
namespace chatur::engine::four_player_rules {
namespace {

using testing::legal_from;
using testing::legal_texts;
using testing::place;
using testing::play;

constexpr int kRed = 0, kBlue = 1, kYellow = 2, kGreen = 3;
// The kings far from the action, for positions about other armies.
const std::string kKings = "rKh1 bKa7 yKg14 gKn8";

bool has(const std::vector<std::string>& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

TEST(FourPlayer, StartsAndSetups) {
  auto modern = testing::rules("four-player-ffa");
  auto classic = testing::rules("four-player-ffa setup=classic");
  Position a(*modern), b(*classic);
  const Geometry& g = modern->geometry();
  EXPECT_EQ(g.squares().size(), 160u);
  EXPECT_EQ(a.at(*g.parse("a7")), make_piece(kBlue, *modern->type_by_letter('K')));
  EXPECT_EQ(b.at(*g.parse("a8")), make_piece(kBlue, *modern->type_by_letter('K')));
  EXPECT_EQ(a.at(*g.parse("n8")), make_piece(kGreen, *modern->type_by_letter('K')));
  EXPECT_EQ(b.at(*g.parse("n7")), make_piece(kGreen, *modern->type_by_letter('K')));
  EXPECT_EQ(to_fen(a),
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,"
            "yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,"
            "gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,"
            "rR,rN,rB,rQ,rK,rB,rN,rR,3");
}

TEST(FourPlayer, PinsAndChecksAcrossArmies) {
  // Yellow's rook pins Red's rook to its king along file h.
  auto ffa = testing::rules("four-player-ffa");
  Position pinned = place(*ffa, kRed, "rKh1 rRh2 yRh10 bKa7 yKg14 gKn8");
  EXPECT_EQ(legal_from(pinned, "h2"),
            (std::vector<std::string>{"h2-h3", "h2-h4", "h2-h5", "h2-h6", "h2-h7", "h2-h8", "h2-h9",
                                      "h2xh10"}));
  // In Teams Yellow is Red's partner: no pin, and the rook stops before its partner's piece.
  auto teams = testing::rules("four-player-teams");
  Position free = place(*teams, kRed, "rKh1 rRh2 yRh10 bKa7 yKg14 gKn8");
  EXPECT_EQ(legal_from(free, "h2").size(), 14u);
  // A Blue rook on the file pins in Teams too.
  Position blue_pin = place(*teams, kRed, "rKh1 rRh2 bRh10 bKa7 yKg14 gKn8");
  EXPECT_EQ(legal_from(blue_pin, "h2").size(), 8u);
  // Blue's rook and Green's bishop check Red's king at once: only king moves answer, onto
  // squares neither attacks.
  Position two = place(*ffa, kRed, "rKh1 rNe1 bRh10 gBl5 bKa7 yKg14 gKn8");
  EXPECT_EQ(legal_texts(two), (std::vector<std::string>{"h1-g1", "h1-g2", "h1-i1"}));
}

TEST(FourPlayer, FreeForAllMateIsImmediateTeamsMateAtTheTurn) {
  const std::string pieces = "rKh1 rRd5 bKa7 bPb6 bPb7 bPb8 yKg14 gKn8";
  auto ffa = testing::rules("four-player-ffa");
  Position p = place(*ffa, kRed, pieces);
  play(p, "d5-a5");
  EXPECT_EQ(p.status(kBlue), ArmyStatus::kCheckmated);
  EXPECT_EQ(p.points(kRed), 20);
  EXPECT_EQ(p.to_move(), kYellow);  // Blue's turn is skipped without a ply
  EXPECT_TRUE(ffa->is_dead(type_of(p.at(*ffa->geometry().parse("a7")))));
  EXPECT_EQ(p.players_left(), 3);
  // The dead king stays on the board, blocks, and any army may take it for no points.
  EXPECT_FALSE(outcome(p).finished());

  auto teams = testing::rules("four-player-teams");
  Position t = place(*teams, kRed, pieces);
  play(t, "d5-a5");
  EXPECT_EQ(t.to_move(), kBlue);  // judged at Blue's turn
  EXPECT_EQ(t.status(kBlue), ArmyStatus::kPlaying);
  const Outcome o = outcome(t);
  EXPECT_EQ(o.termination, Termination::kCheckmate);
  EXPECT_EQ(result_text(o), "1-0");
}

TEST(FourPlayer, TeamsStalemateIsADraw) {
  auto teams = testing::rules("four-player-teams");
  Position p = place(*teams, kBlue, "rKh1 rRb10 rRe5 bKa4 yKg14 gKn8");
  const Outcome o = outcome(p);
  EXPECT_EQ(o.termination, Termination::kStalemate);
  EXPECT_EQ(result_text(o), "1/2-1/2");
}

TEST(FourPlayer, FreeForAllStalemateIsThePassThatScores) {
  auto ffa = testing::rules("four-player-ffa");
  Position p = place(*ffa, kBlue, "rKh1 rRb10 rRe5 bKa4 yKg14 gKn8");
  EXPECT_EQ(legal_texts(p), std::vector<std::string>{"--"});
  play(p, "--");
  EXPECT_EQ(p.status(kBlue), ArmyStatus::kStalemated);
  EXPECT_EQ(p.points(kBlue), 20);
  EXPECT_EQ(p.to_move(), kYellow);
}

TEST(FourPlayer, AKingLeftAttackedIsCaptured) {
  auto ffa = testing::rules("four-player-ffa");
  // Blue to move with Green's king attacked: Blue takes it (+20) and Green's pieces die; the
  // capture is legal though Blue's king is in check from Green's rook, which dies with it.
  Position p = place(*ffa, kBlue, "rKh1 bKa7 bQe8 gKn8 gRa11 gPm5 yKg14");
  EXPECT_TRUE(has(legal_texts(p), "e8xn8"));
  EXPECT_FALSE(has(legal_texts(p), "e8-e9"));  // Blue is in check: other moves must answer it
  play(p, "e8xn8");
  EXPECT_EQ(p.status(kGreen), ArmyStatus::kKingCaptured);
  EXPECT_EQ(p.points(kBlue), 20);
  const Geometry& g = ffa->geometry();
  EXPECT_TRUE(ffa->is_dead(type_of(p.at(*g.parse("a11")))));
  EXPECT_TRUE(ffa->is_dead(type_of(p.at(*g.parse("m5")))));
  EXPECT_EQ(p.to_move(), kYellow);

  // Teams: Blue's king left attacked when Yellow's turn comes is taken, and the game is won.
  auto teams = testing::rules("four-player-teams");
  Position capture = place(*teams, kYellow, "rKh1 yQa5 bKa7 gKn8 yKg14");
  play(capture, "a5xa7");
  const Outcome o = outcome(capture);
  EXPECT_EQ(o.termination, Termination::kKingCaptured);
  EXPECT_EQ(result_text(o), "1-0");
}

TEST(FourPlayer, DeadPiecesBlockAttackNothingAndAreTakenForNothing) {
  auto ffa = testing::rules("four-player-ffa");
  // A dead queen next to Red's king does not check it; a dead rook blocks Red's rook and may be
  // taken; Blue's king walks on.
  Position p = parse_fen(*ffa,
                         "R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-6,yK,7/14/14/14/14/14/14/bK,12,"
                         "gK/14/14/14/14/4,dR,9/4,rR,2,rK,dQ,5");
  EXPECT_TRUE(has(legal_texts(p), "h1xi1"));
  EXPECT_TRUE(has(legal_texts(p), "e1xe2"));
  EXPECT_FALSE(has(legal_texts(p), "e1-e3"));
  play(p, "e1xe2");
  EXPECT_EQ(p.points(kRed), 0);
  EXPECT_EQ(to_fen(p).substr(0, 9), "B-0,1,0,0");
}

TEST(FourPlayer, WalkingKing) {
  auto ffa = testing::rules("four-player-ffa");
  Position p(*ffa);
  ASSERT_TRUE(p.decision_allowed(Decision::kResign));
  p.make(parse_move(p, "R"));
  EXPECT_EQ(p.status(kRed), ArmyStatus::kResigned);
  EXPECT_TRUE(p.walking_king(kRed));
  EXPECT_EQ(p.players_left(), 3);
  EXPECT_EQ(p.to_move(), kBlue);
  play(p, "b4-c4 d13-d12 m4-l4");
  // Only the king moves, and it may take its own army's dead pieces.
  EXPECT_EQ(legal_texts(p),
            (std::vector<std::string>{"h1xg1", "h1xg2", "h1xh2", "h1xi1", "h1xi2"}));
  EXPECT_FALSE(p.decision_allowed(Decision::kResign));

  auto off = testing::rules("four-player-ffa dead_king_walking=false");
  Position q(*off);
  q.make(Move::decision(Decision::kTimeout));
  EXPECT_EQ(q.status(kRed), ArmyStatus::kTimedOut);
  EXPECT_FALSE(q.takes_turns(kRed));
  play(q, "b4-c4 d13-d12 m4-l4");
  EXPECT_EQ(q.to_move(), kBlue);
  EXPECT_EQ(q.fullmove(), 2);
}

TEST(FourPlayer, AGluedResignationKeepsTheTurnForTheKing) {
  auto ffa = testing::rules("four-player-ffa");
  Position p = place(*ffa, kRed, kKings + " rQd4 rPe2");
  p.make(Move::decision(Decision::kResign, true));
  EXPECT_EQ(p.to_move(), kRed);
  play(p, "h1-g1");
  EXPECT_EQ(p.to_move(), kBlue);
  EXPECT_TRUE(p.walking_king(kRed));
}

TEST(FourPlayer, CapturePoints) {
  auto ffa = testing::rules("four-player-ffa");
  const struct {
    const char* victim;
    int points;
  } cases[] = {{"bP", 1}, {"bN", 3}, {"bB", 5}, {"bR", 5}, {"bQ", 9}, {"bD", 1}};
  for (const auto& c : cases) {
    Position p = place(*ffa, kRed, kKings + " rRd5 " + c.victim + "f5");
    play(p, "d5xf5");
    EXPECT_EQ(p.points(kRed), c.points) << c.victim;
  }
}

TEST(FourPlayer, MultipleCheckBonuses) {
  auto ffa = testing::rules("four-player-ffa");
  // From h2 to h8 a rook checks Blue (a8) and Green (n8); with Yellow's king on h14, three.
  const struct {
    const char* pieces;
    int points;
  } cases[] = {
      {"rKe1 rRh2 bKa8 gKn8 yKd14", 5},  {"rKe1 rQh2 bKa8 gKn8 yKd14", 1},
      {"rKe1 rRh2 bKa8 gKn8 yKh14", 20}, {"rKe1 rQh2 bKa8 gKn8 yKh14", 5},
      {"rKe1 rRh2 bKa8 gKn4 yKd14", 0},
  };
  for (const auto& c : cases) {
    Position p = place(*ffa, kRed, c.pieces);
    play(p, "h2-h8");
    EXPECT_EQ(p.points(kRed), c.points) << c.pieces;
    EXPECT_EQ(p.players_left(), 4) << c.pieces;
  }
}

TEST(FourPlayer, EnPassantByALaterArmy) {
  auto ffa = testing::rules("four-player-ffa");
  Position p = place(*ffa, kRed, kKings + " rPe2 gPf4");
  play(p, "e2-e4");
  EXPECT_EQ(p.army_en_passant(kRed), *ffa->geometry().parse("e3"));
  play(p, "a7-a6 g14-g13");  // Blue and Yellow decline
  EXPECT_TRUE(has(legal_texts(p), "f4xe3"));
  play(p, "f4xe3");
  EXPECT_EQ(p.at(*ffa->geometry().parse("e4")), kEmpty);
  EXPECT_EQ(p.points(kGreen), 1);

  // The right ends when Red moves again.
  Position q = place(*ffa, kRed, kKings + " rPe2 gPf4");
  play(q, "e2-e4 a7-a6 g14-g13 n8-n7 h1-g1 a6-a7 g13-g14");
  EXPECT_FALSE(has(legal_texts(q), "f4xe3"));

  auto off = testing::rules("four-player-ffa en_passant=false");
  Position r = place(*off, kRed, kKings + " rPe2 gPf4");
  play(r, "e2-e4 a7-a6 g14-g13");
  EXPECT_FALSE(has(legal_texts(r), "f4xe3"));
}

TEST(FourPlayer, CastlingBothWaysOnRanksAndFiles) {
  auto teams = testing::rules("four-player-teams");
  Position p = parse_fen(*teams,
                         "R-0,0,0,0-1,1,0,0-1,1,0,0-0,0,0,0-0-6,yK,7/14/14/bR,13/14/14/14/bK,"
                         "12,gK/14/14/bR,13/14/14/3,rR,3,rK,2,rR,3");
  EXPECT_TRUE(has(legal_texts(p), "h1-j1"));
  EXPECT_TRUE(has(legal_texts(p), "h1-f1"));
  play(p, "h1-j1");
  EXPECT_EQ(p.at(*teams->geometry().parse("i1")), make_piece(kRed, *teams->type_by_letter('R')));
  EXPECT_TRUE(has(legal_texts(p), "a7-a5"));
  EXPECT_TRUE(has(legal_texts(p), "a7-a9"));
  play(p, "a7-a9");
  EXPECT_EQ(p.at(*teams->geometry().parse("a8")), make_piece(kBlue, *teams->type_by_letter('R')));
  EXPECT_EQ(to_fen(p).substr(0, 27), "Y-0,0,0,0-0,0,0,0-0,0,0,0-0");
}

TEST(FourPlayer, PromotionLines) {
  auto teams = testing::rules("four-player-teams");
  Position t = place(*teams, kRed, kKings + " rPe10");
  EXPECT_EQ(legal_from(t, "e10"),
            (std::vector<std::string>{"e10-e11=B", "e10-e11=N", "e10-e11=Q", "e10-e11=R"}));
  auto ffa = testing::rules("four-player-ffa");
  Position f = place(*ffa, kRed, kKings + " rPe7");
  EXPECT_EQ(legal_from(f, "e7"), std::vector<std::string>{"e7-e8=D"});
  Position blue = place(*ffa, kBlue, kKings + " bPg5");
  EXPECT_EQ(legal_from(blue, "g5"), std::vector<std::string>{"g5-h5=D"});
}

TEST(FourPlayer, ClaimWithALeadOf21) {
  auto ffa = testing::rules("four-player-ffa");
  const std::string board = "14/14/14/14/14/14/bK,13/14/14/14/14/14/14/7,rK,6";
  Position p = parse_fen(*ffa, "R-0,0,1,1-0,0,0,0-0,0,0,0-30,9,0,0-0-" + board);
  EXPECT_EQ(p.players_left(), 2);
  EXPECT_TRUE(p.decision_allowed(Decision::kClaim));
  p.make(parse_move(p, "R"));
  EXPECT_EQ(p.last_move(), Move::decision(Decision::kClaim));
  EXPECT_EQ(p.points(kBlue), 29);
  const Outcome o = outcome(p);
  EXPECT_EQ(o.termination, Termination::kClaim);
  EXPECT_EQ(o.placements[kRed], 1);
  EXPECT_EQ(o.placements[kBlue], 2);
  MoveList none;
  generate_legal(p, none);
  EXPECT_TRUE(none.empty());
  // A lead of 20 does not allow it: "R" is then the resignation, which leaves one player.
  Position q = parse_fen(*ffa, "R-0,0,1,1-0,0,0,0-0,0,0,0-29,9,0,0-0-" + board);
  EXPECT_FALSE(q.decision_allowed(Decision::kClaim));
  q.make(parse_move(q, "R"));
  EXPECT_EQ(q.status(kRed), ArmyStatus::kResigned);
  EXPECT_EQ(q.points(kBlue), 29);  // the last player: +20 for Red's walking king
  EXPECT_EQ(outcome(q).termination, Termination::kLastPlayer);
}

TEST(FourPlayer, InsufficientMaterial) {
  auto ffa = testing::rules("four-player-ffa");
  Position p = parse_fen(*ffa,
                         "R-0,0,1,0-0,0,0,0-0,0,0,0-3,4,0,5-0-6,yK,7/14/14/14/14/14/bK,12,gK/14/"
                         "14/14/14/14/5,rN,8/7,rK,6");
  const Outcome o = outcome(p);
  EXPECT_EQ(o.termination, Termination::kInsufficientMaterial);
  // +10 to each of the three players left, and Yellow's walking king (20) shared: 7 each.
  EXPECT_EQ(o.points[kRed], 20);
  EXPECT_EQ(o.points[kBlue], 21);
  EXPECT_EQ(o.points[kYellow], 0);
  EXPECT_EQ(o.points[kGreen], 22);
}

TEST(FourPlayer, ChessComPositionForms) {
  auto ffa = testing::rules("four-player-ffa");
  // x corners over several lines, dead pieces, the eliminated flags and the en passant field.
  const std::string fen =
      "G-0,1,0,0-0,0,0,0-0,0,0,0-12,0,-3,4-0-{'enPassant':('','','','k5:j5'),'lives':(1)}-\n"
      "x,x,x,3,yK,4,x,x,x/x,x,x,8,x,x,x/x,x,x,8,x,x,x/\n"
      "14/14/14/dK,12,gK/dQ,13/14/9,gP,4/9,rP,4/x,x,x,8,x,x,x/x,x,x,8,x,x,x/x,x,x,4,rK,3,x,x,x";
  Position p = parse_fen(*ffa, fen);
  EXPECT_EQ(p.status(kBlue), ArmyStatus::kEliminated);
  EXPECT_FALSE(p.takes_turns(kBlue));
  EXPECT_EQ(p.points(kYellow), -3);
  EXPECT_EQ(p.army_en_passant(kGreen), *ffa->geometry().parse("k5"));
  EXPECT_EQ(to_fen(p),
            "G-0,1,0,0-0,0,0,0-0,0,0,0-12,0,-3,4-0-{'enPassant':('','','','k5:j5')}-6,yK,7/14/"
            "14/14/14/14/dK,12,gK/dQ,13/14/9,gP,4/9,rP,4/14/14/7,rK,6");
  EXPECT_EQ(to_fen(parse_fen(*ffa, to_fen(p))), to_fen(p));
  std::string rows = "dZ,13";
  for (int r = 0; r < 13; ++r) rows += "/14";
  EXPECT_THROW(parse_fen(*ffa, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + rows), FenError);
  auto teams = testing::rules("four-player-teams");
  EXPECT_THROW(parse_fen(*teams,
                         "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-14/14/14/14/14/14/14/14/"
                         "14/14/14/14/14/dK,6,rK,6"),
               FenError);
}

}  // namespace
}  // namespace chatur::engine::four_player_rules
