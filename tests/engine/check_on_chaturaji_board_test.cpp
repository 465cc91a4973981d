// ZM Machiavellian Chess and Chatanooga (docs/rules/zm-machiavellian.md, chatanooga.md): the
// test situations of the rules (Z1-Z5, C1-C3), each checked by hand and by
// scripts/reference/four_army_check_perft.py --check, and the rules around them.
#include <gtest/gtest.h>

#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::legal_texts;
using testing::place;
using testing::play;

constexpr int kRed = 0, kGreen = 1, kYellow = 2, kBlack = 3;

using Moves = std::vector<std::string>;

bool has(const Moves& moves, const std::string& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

Square sq(const RuleSet& rules, const char* name) {
  return *rules.geometry().parse(name);
}

Cell piece(const RuleSet& rules, int army, char letter) {
  return make_piece(army, *rules.type_by_letter(letter));
}

TEST(CheckOnChaturajiBoard, Z1StartMoves) {
  for (const char* id : {"zm-machiavellian", "chatanooga"}) {
    auto rules = testing::rules(id);
    Position pos(*rules);
    const Moves moves = legal_texts(pos);
    EXPECT_EQ(moves.size(), 13u) << id;
    for (const char* m : {"g8-f6", "g8-h6", "e8-d7", "e8-c6", "e8xb5", "e7-e5", "h7-h6"})
      EXPECT_TRUE(has(moves, m)) << id << " " << m;
    EXPECT_TRUE(rules->free_for_all()) << id;
  }
  EXPECT_EQ(to_fen(Position(*testing::rules("zm-machiavellian"))),
            "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
            "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-kp=1,1,1,1");
}

TEST(CheckOnChaturajiBoard, Z2TheCheckedArmyMovesNext) {
  auto zm = testing::rules("zm-machiavellian");
  Position pos = place(*zm, kRed, "rKh8 rBf7 gKh1 yKa1 bKa8");
  play(pos, "f7-d5");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_EQ(legal_texts(pos), (Moves{"h1-g1", "h1-h2"}));
  play(pos, "h1-g1");
  EXPECT_EQ(pos.to_move(), kBlack);  // Yellow loses its turn
  EXPECT_EQ(legal_texts(pos), (Moves{"a8-a7", "a8-b8"}));
  play(pos, "a8-a7");
  EXPECT_EQ(pos.to_move(), kRed);
  // Chatanooga keeps the order.
  auto chatanooga = testing::rules("chatanooga");
  Position c = place(*chatanooga, kRed, "rKh8 rBf7 gKh1 yKa1 bKa8");
  play(c, "f7-d5 h1-g1");
  EXPECT_EQ(c.to_move(), kYellow);
}

TEST(CheckOnChaturajiBoard, Z3EnPassantOnTheNextPlyOnly) {
  const std::string pieces = "rKh8 rPe7 gKh1 gPf5 gPf7 yKa1 yPd5 bKa8";
  auto zm = testing::rules("zm-machiavellian");
  Position pos = place(*zm, kRed, pieces);
  play(pos, "e7-e5");
  const Moves moves = legal_texts(pos);
  EXPECT_TRUE(has(moves, "f5xe6"));
  EXPECT_TRUE(has(moves, "f7xe6"));
  EXPECT_NE(to_fen(pos).find("-ep=e6,,,"), std::string::npos) << to_fen(pos);
  Position taken = parse_fen(*zm, to_fen(pos));
  play(taken, "f5xe6");
  EXPECT_EQ(taken.at(sq(*zm, "e5")), kEmpty);
  EXPECT_EQ(taken.at(sq(*zm, "e6")), piece(*zm, kGreen, 'P'));
  play(pos, "h1-g1");
  Moves yellow;
  for (const auto& m : legal_texts(pos))
    if (m.rfind("d5", 0) == 0) yellow.push_back(m);
  EXPECT_EQ(yellow, (Moves{"d5-d6"}));
  auto chatanooga = testing::rules("chatanooga");
  Position c = place(*chatanooga, kRed, pieces);
  play(c, "e7-e5");
  EXPECT_FALSE(has(legal_texts(c), "f5xe6"));
  EXPECT_FALSE(has(legal_texts(c), "f7xe6"));
}

TEST(CheckOnChaturajiBoard, Z4KingPromotionAndCastling) {
  auto zm = testing::rules("zm-machiavellian");
  engine::Setup setup = testing::setup_of(*zm, kRed, "rKa1 gKh1 yKe4 bKa8");
  setup.king_promotion = 1;  // Red's unused
  const Position start(*zm, setup);
  Position pos = start;
  play(pos, "a1-b1");
  EXPECT_EQ(pos.at(sq(*zm, "a1")), piece(*zm, kRed, 'Q'));
  EXPECT_EQ(pos.to_move(), kBlack);  // the queen checks Black
  EXPECT_EQ(legal_texts(pos), (Moves{"a8-b7", "a8-b8"}));
  play(pos, "a8-b7");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_TRUE(has(legal_texts(pos), "b1-a1"));
  EXPECT_EQ(to_fen(pos).substr(0, 18), "R-0,0,0,0-1,0,0,0-");
  Position castled = parse_fen(*zm, to_fen(pos));
  play(castled, "b1-a1");
  EXPECT_EQ(castled.at(sq(*zm, "a1")), piece(*zm, kRed, 'K'));
  EXPECT_EQ(castled.at(sq(*zm, "b1")), piece(*zm, kRed, 'Q'));
  EXPECT_FALSE(castled.king_swap(kRed));
  // The king steps to b2: the queen checks Green along rank 1 and Black along file a; the nearer
  // moves first.
  Position both = start;
  play(both, "a1-b2");
  EXPECT_EQ(both.to_move(), kGreen);
  play(both, "h1-h2");
  EXPECT_EQ(both.to_move(), kBlack);
  // A second visit to the corner makes no queen.
  play(castled, "h1-h2 e4-e5 b7-a6 a1-a2");
  EXPECT_FALSE(castled.king_promotion_unused(kRed));
  EXPECT_EQ(castled.at(sq(*zm, "a1")), kEmpty);
}

TEST(CheckOnChaturajiBoard, Z5MatePassesThePiecesToTheMater) {
  auto zm = testing::rules("zm-machiavellian");
  Position pos = place(*zm, kRed, "rKh8 rRc6 gKh1 gPg2 gPh2 yKa3 bKa8");
  play(pos, "c6-c1");
  EXPECT_EQ(pos.status(kGreen), ArmyStatus::kCheckmated);
  EXPECT_EQ(pos.controller(kGreen), kRed);
  EXPECT_EQ(pos.to_move(), kYellow);
  EXPECT_EQ(pos.at(sq(*zm, "h1")), kEmpty);
  EXPECT_EQ(pos.at(sq(*zm, "g2")), piece(*zm, kGreen, 'P'));
  play(pos, "a3-a4 a8-b8");
  // Red's turn moves its own pieces and Green's pawns, which still move left.
  const Moves red = legal_texts(pos);
  EXPECT_TRUE(has(red, "g2-f2"));
  EXPECT_FALSE(has(red, "h2-h3"));
  EXPECT_TRUE(has(red, "c1-c2"));
  EXPECT_NE(to_fen(pos).find("-ctl=r,r,y,b"), std::string::npos) << to_fen(pos);
  // Green places last when the game ends.
  play(pos, "c1-c3");
  EXPECT_EQ(pos.out_order(kGreen), 1);
}

TEST(CheckOnChaturajiBoard, C1AKingLeftInCheckIsTaken) {
  auto chatanooga = testing::rules("chatanooga");
  Position pos = place(*chatanooga, kRed, "rKh8 rNa5 gKh1 gRa3 yKe2 bKa8");
  play(pos, "a5-c6");
  EXPECT_EQ(pos.to_move(), kGreen);
  EXPECT_TRUE(has(legal_texts(pos), "a3xa8"));
  play(pos, "a3xa8");
  EXPECT_EQ(pos.status(kBlack), ArmyStatus::kKingCaptured);
  EXPECT_EQ(pos.controller(kBlack), kGreen);
  auto zm = testing::rules("zm-machiavellian");
  Position z = place(*zm, kRed, "rKh8 rNa5 gKh1 gRa3 yKe2 bKa8");
  play(z, "a5-c6");
  EXPECT_EQ(z.to_move(), kBlack);
}

TEST(CheckOnChaturajiBoard, C2ThePartnerMayRescueThenMateAtTheTurn) {
  const std::string pieces = "rKh8 rRd3 gKh1 gBh4 yKe2 bKa8 bPa7 bPb7";
  auto chatanooga = testing::rules("chatanooga mode=teams");
  EXPECT_FALSE(chatanooga->free_for_all());
  Position pos = place(*chatanooga, kRed, pieces);
  play(pos, "d3-d8");
  EXPECT_TRUE(has(legal_texts(pos), "h4xd8"));
  play(pos, "h1-g1 e2-e3");
  EXPECT_EQ(pos.status(kBlack), ArmyStatus::kCheckmated);
  EXPECT_EQ(pos.controller(kBlack), kRed);
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.ply(), 3);                      // the mate wrote no ply
  EXPECT_TRUE(has(legal_texts(pos), "b7-c7"));  // Black's pawns move on Red's turns
  auto zm = testing::rules("zm-machiavellian mode=teams");
  Position z = place(*zm, kRed, pieces);
  play(z, "d3-d8");
  EXPECT_EQ(z.status(kBlack), ArmyStatus::kCheckmated);
  EXPECT_EQ(z.to_move(), kRed);
}

TEST(CheckOnChaturajiBoard, C3PromotionToAKingUnbindsCheck) {
  auto chatanooga = testing::rules("chatanooga");
  Position pos = place(*chatanooga, kRed, "rKh8 rPe2 gKh1 gRg3 yKa1 bKa8");
  EXPECT_EQ(legal_texts(pos), (Moves{"e2-e1=B", "e2-e1=K", "e2-e1=N", "e2-e1=R", "h8-h7"}));
  play(pos, "e2-e1=K h1-h2 a1-a2 a8-a7");
  EXPECT_EQ(pos.royal_count(kRed), 2);
  EXPECT_TRUE(has(legal_texts(pos), "h8-g8"));
  play(pos, "h8-g8 g3xg8");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kPlaying);
  EXPECT_EQ(pos.royal_count(kRed), 1);
  play(pos, "a2-a1 a7-a6 e1-d1 g8-g1 a1-a2 a6-a5");
  EXPECT_TRUE(pos.checked(kRed));
  EXPECT_EQ(legal_texts(pos), (Moves{"d1-c2", "d1-d2", "d1-e2"}));
}

TEST(CheckOnChaturajiBoard, TeamsMayNotExposeThePartner) {
  // Red's rook stands between Yellow's king and Green's rook: in teams it may only move along
  // the file; in a free-for-all anywhere.
  const std::string pieces = "rKh8 rRd4 gKh1 gRd7 yKd2 bKa8";
  auto teams = testing::rules("zm-machiavellian mode=teams");
  Position pos = place(*teams, kRed, pieces);
  Moves rook;
  for (const auto& m : legal_texts(pos))
    if (m.rfind("d4", 0) == 0) rook.push_back(m);
  EXPECT_EQ(rook, (Moves{"d4-d3", "d4-d5", "d4-d6", "d4xd7"}));
  auto ffa = testing::rules("zm-machiavellian");
  Position free = place(*ffa, kRed, pieces);
  EXPECT_TRUE(has(legal_texts(free), "d4-a4"));
}

TEST(CheckOnChaturajiBoard, ResignAndFreeze) {
  auto zm = testing::rules("zm-machiavellian");
  Position pos = place(*zm, kRed, "rKh8 rRc6 gKh1 gPg2 gPh2 yKa3 bKa8 bRc4");
  Position resigned = pos;
  resigned.make(parse_move(resigned, "resign"));
  EXPECT_EQ(resigned.status(kRed), ArmyStatus::kResigned);
  EXPECT_TRUE(resigned.pieces(kRed).empty());
  EXPECT_EQ(resigned.to_move(), kGreen);
  EXPECT_EQ(move_to_text(pos, Move::decision(Decision::kFreeze)), "freeze");
  pos.make(parse_move(pos, "freeze"));
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kResigned);
  EXPECT_TRUE(zm->is_dead(type_of(pos.at(sq(*zm, "c6")))));
  // Frozen pieces block, attack nothing and cannot be taken.
  EXPECT_NE(to_fen(pos).find("-ctl=-,g,y,b"), std::string::npos) << to_fen(pos);
  Position back = parse_fen(*zm, to_fen(pos));
  EXPECT_EQ(to_fen(back), to_fen(pos));
  play(pos, "h1-g1 a3-b2");
  const Moves black = legal_texts(pos);
  EXPECT_TRUE(has(black, "c4-c5"));
  EXPECT_FALSE(has(black, "c4xc6"));
  EXPECT_FALSE(has(black, "c4-c7"));
  // Chess.com's "R" is not a word of these rule sets; no time-out decision.
  EXPECT_THROW(parse_move(pos, "R"), MoveTextError);
  EXPECT_FALSE(pos.decision_allowed(Decision::kTimeout));
  auto chatanooga = testing::rules("chatanooga");
  Position c(*chatanooga);
  EXPECT_FALSE(c.decision_allowed(Decision::kFreeze));
  EXPECT_TRUE(c.decision_allowed(Decision::kResign));
}

TEST(CheckOnChaturajiBoard, EndsAndPlacements) {
  // Free-for-all: the last army left places first, the others in reverse order of defeat.
  auto zm = testing::rules("zm-machiavellian");
  Position pos = place(*zm, kRed, "rKh8 rQc6 gKh1 yKa3 bKa8");
  pos.make(parse_move(pos, "resign"));
  play(pos, "h1-g1");
  pos.make(parse_move(pos, "resign"));
  EXPECT_FALSE(outcome(pos).finished());
  pos.make(parse_move(pos, "resign"));
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kLastPlayer);
  EXPECT_EQ(o.placements, (std::array<int, kMaxArmies>{4, 1, 3, 2}));
  // Teams: a team loses when both its armies are defeated.
  auto teams = testing::rules("zm-machiavellian mode=teams");
  Position t = place(*teams, kRed, "rKh8 gKh1 yKa3 bKa8");
  t.make(parse_move(t, "resign"));
  EXPECT_FALSE(outcome(t).finished());
  play(t, "h1-g1");
  t.make(parse_move(t, "resign"));
  const Outcome lost = outcome(t);
  EXPECT_EQ(lost.termination, Termination::kResignation);
  EXPECT_EQ(lost.winner(), 1);
}

TEST(CheckOnChaturajiBoard, ACycleOfPassesDraws) {
  // Red's and Green's kings are walled in by Yellow's frozen pawns: neither can move, neither is
  // in check. Two passes, one by each army left, draw; the two share the first place.
  auto zm = testing::rules("zm-machiavellian");
  Position pos = parse_fen(*zm,
                           "R-0,0,1,1-0,0,0,0-0,0,0,0-0,0,0,0-0-6,yP,rK/6,yP,yP/8/8/8/8/yP,yP,6/"
                           "gK,yP,6-kp=0,0,0,0-ctl=r,g,-,b-out=,,1,2");
  EXPECT_EQ(legal_texts(pos), (Moves{"--"}));
  play(pos, "--");
  EXPECT_FALSE(outcome(pos).finished());
  EXPECT_EQ(pos.to_move(), kGreen);
  play(pos, "--");
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kPassCycle);
  EXPECT_EQ(o.placements, (std::array<int, kMaxArmies>{1, 1, 4, 3}));
}

TEST(CheckOnChaturajiBoard, ACapturedArmysPawnsNeverBecomeKings) {
  // Chatanooga: Green is mated at its turn; its blocked pawn on b3 passes to Red, and promotes
  // on file a to a rook, knight or bishop only.
  auto chatanooga = testing::rules("chatanooga");
  Position pos = place(*chatanooga, kRed, "rKh8 rRc6 gKh1 gPg2 gPh2 gPb3 yKa3 bKa8");
  play(pos, "c6-c1");
  EXPECT_EQ(pos.controller(kGreen), kRed);
  play(pos, "a3-b4 a8-b8");
  Moves promotions;
  for (const auto& m : legal_texts(pos))
    if (m.rfind("b3", 0) == 0) promotions.push_back(m);
  EXPECT_EQ(promotions, (Moves{"b3-a3=B", "b3-a3=N", "b3-a3=R"}));
}

}  // namespace
}  // namespace chatur::engine
