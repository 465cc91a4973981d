// European Chess: the secret pieces of the Soviet Union and the Terrorists (docs/rules/european.md,
// Hidden choices), each rule in a situation counted by hand, with only the pieces named
// (free-for-all). Red's area is e7-h8; Red moves down the board.
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "protocol/position_command.h"
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
using testing::play;
using testing::setup_of;

constexpr const char* kSovietTerrorists = "soviet-union,chatanooga,terrorists,chatanooga";

// A position of the pieces with the secrets already chosen: army letter and square, "rg8 yd2".
Position with_secrets(const RuleSet& rules, int to_move, const std::string& pieces,
                      const std::vector<std::pair<int, const char*>>& secrets) {
  Setup setup = setup_of(rules, to_move, pieces);
  for (auto [army, square] : secrets) {
    setup.secrets[army] = *rules.geometry().parse(square);
    setup.secret_chosen = static_cast<std::uint8_t>(setup.secret_chosen | 1u << army);
  }
  return Position(rules, setup);
}

// Each secret army chooses in turn order from the army that would move, one choice per piece of
// its own, and only then does that army move; the choices change no count.
TEST(EuropeanSecret, ChoicesComeFirstInTurnOrder) {
  auto rules = european(kSovietTerrorists);
  Position pos(*rules);
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kChoose);
  const auto red = legal_texts(pos);
  EXPECT_EQ(red.size(), 8u);
  EXPECT_TRUE(has(red, "@g8"));
  EXPECT_TRUE(has(red, "@h7"));
  EXPECT_FALSE(has(red, "e7-e6"));
  play(pos, "@g8");
  EXPECT_EQ(pos.to_move(), kYellow);
  // The docs' example: the turn field names Red, who moves once the choices are made.
  EXPECT_EQ(to_fen(pos),
            "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
            "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
            "army=soviet-union,chatanooga,terrorists,chatanooga-st=hg8,,,");
  EXPECT_NE(to_fen_view(pos, kGreen).find("-st=h?,,,"), std::string::npos);
  EXPECT_TRUE(has(legal_texts(pos), "@a1"));
  EXPECT_FALSE(has(legal_texts(pos), "@g8"));
  play(pos, "@d2");
  EXPECT_EQ(pos.to_move(), kRed);
  EXPECT_EQ(pos.continuation(), Continuation::kNone);
  EXPECT_EQ(legal_texts(pos).size(), 13u);
  EXPECT_EQ(pos.no_progress(), 0);
  EXPECT_EQ(pos.fullmove(), 1);
  EXPECT_EQ(pos.secret(kRed), *rules->geometry().parse("g8"));
  EXPECT_TRUE(fen_round_trips(pos));

  // From a FEN4 with Yellow to move, Yellow (here the Soviet Union) chooses first, then Red.
  auto swapped = european("terrorists,chatanooga,soviet-union,chatanooga");
  std::string fen = to_fen(Position(*swapped));
  fen[0] = 'Y';
  Position from_yellow = parse_fen(*swapped, fen);
  EXPECT_EQ(from_yellow.to_move(), kYellow);
  play(from_yellow, "@a1");
  EXPECT_EQ(from_yellow.to_move(), kRed);
  // The turn field still names Yellow, who moves once Red has chosen.
  EXPECT_EQ(to_fen(from_yellow)[0], 'Y');
  EXPECT_TRUE(fen_round_trips(from_yellow));
  play(from_yellow, "@h8");
  EXPECT_EQ(from_yellow.to_move(), kYellow);
  EXPECT_TRUE(has(legal_texts(from_yellow), "a2-a3"));
}

// The Soviet king is no royal: it may step onto an attacked square, and the Soviet Union is
// never in check, even with its king attacked.
TEST(EuropeanSecret, SovietKingMayMoveIntoAttack) {
  auto rules = european(kSovietTerrorists);
  Position pos = with_secrets(*rules, kRed, "rKh8 rNe5 gKh1 gRg1 yKa1 yPb2 bKa8",
                              {{kRed, "e5"}, {kYellow, "b2"}});
  EXPECT_TRUE(has(legal_from(pos, "h8"), "h8-g8"));  // the g-file is Green's rook's
  EXPECT_TRUE(has(legal_from(pos, "h8"), "h8-g7"));
  play(pos, "h8-g8");
  EXPECT_FALSE(pos.checked(kRed));
  EXPECT_EQ(pos.to_move(), kGreen);
  // Green may take the king: the Soviet Union loses a piece, not the game.
  play(pos, "g1xg8");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kPlaying);
}

// Capturing the marked piece defeats the Soviet Union as a mate would: its pieces (its king
// too, which stays on the board) pass to the capturer.
TEST(EuropeanSecret, CapturingTheMarkedPieceDefeatsTheSoviets) {
  auto rules = european(kSovietTerrorists);
  Position pos = with_secrets(*rules, kGreen, "rKh8 rNe5 rPf7 gKh1 gBc3 yKa1 yPb2 bKa8",
                              {{kRed, "e5"}, {kYellow, "b2"}});
  // Taking another piece takes nothing royal.
  EXPECT_TRUE(has(legal_texts(pos), "c3xe5"));
  play(pos, "c3xe5");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kKingCaptured);
  EXPECT_EQ(pos.controller(kRed), kGreen);
  EXPECT_EQ(at(pos, "h8"), piece(*rules, kRed, 'K'));
  EXPECT_EQ(pos.secret(kRed), kNoSquare);
  EXPECT_TRUE(fen_round_trips(pos));
  EXPECT_NE(to_fen(pos).find("st=e,,hb2,"), std::string::npos) << to_fen(pos);

  // The mark follows its piece: the knight moves, then is taken on its new square.
  Position moving = with_secrets(*rules, kRed, "rKh8 rNe5 gKh1 gBa2 yKa1 yPb2 bKa8",
                                 {{kRed, "e5"}, {kYellow, "b2"}});
  play(moving, "e5-c4");
  EXPECT_EQ(moving.secret(kRed), *rules->geometry().parse("c4"));
  EXPECT_EQ(moving.status(kRed), ArmyStatus::kPlaying);
  play(moving, "a2xc4");
  EXPECT_EQ(moving.status(kRed), ArmyStatus::kKingCaptured);
  EXPECT_EQ(moving.controller(kRed), kGreen);
}

// The Terrorists detonate their marked piece as the USA a bomb: it and its neighbours leave,
// written "!e5"; captured, it carries no bomb any more.
TEST(EuropeanSecret, TerroristsDetonateTheMarkedPiece) {
  auto rules = european("terrorists,chatanooga,soviet-union,chatanooga");
  Position pos = with_secrets(*rules, kRed, "rKh8 rNe5 rPe6 gKh1 gBd4 gRf5 yKa1 yPb2 bKa8 bRc5",
                              {{kRed, "e5"}, {kYellow, "b2"}});
  EXPECT_TRUE(has(legal_texts(pos), "!e5"));
  EXPECT_FALSE(has(legal_texts(pos), "!e6"));  // only the marked piece
  play(pos, "!e5");
  for (const char* gone : {"e5", "e6", "d4", "f5"}) EXPECT_EQ(at(pos, gone), kEmpty) << gone;
  EXPECT_EQ(at(pos, "c5"), piece(*rules, kBlack, 'R'));
  EXPECT_EQ(pos.secret(kRed), kNoSquare);
  EXPECT_TRUE(fen_round_trips(pos));

  // Captured, the piece is gone with its bomb.
  Position taken = with_secrets(*rules, kGreen, "rKh8 rNe5 rPh7 gKh1 gBc3 yKa1 yPb2 bKa8",
                                {{kRed, "e5"}, {kYellow, "b2"}});
  play(taken, "c3xe5 a1-a2 a8-a7");
  EXPECT_EQ(taken.status(kRed), ArmyStatus::kPlaying);
  for (const auto& m : legal_texts(taken)) EXPECT_NE(m[0], '!') << m;
}

// A Soviet marked piece taken by a detonation defeats the Soviet Union, the detonator taking it.
TEST(EuropeanSecret, DetonationTakingTheSovietMark) {
  auto rules = european(kSovietTerrorists);
  Position pos = with_secrets(*rules, kYellow, "rKh8 rNc4 gKh1 yKa1 yBc3 bKa8",
                              {{kRed, "c4"}, {kYellow, "c3"}});
  play(pos, "!c3");
  EXPECT_EQ(pos.status(kRed), ArmyStatus::kKingCaptured);
  EXPECT_EQ(pos.controller(kRed), kYellow);
}

// FEN4 holds the truth (st=h and a square); a view writes other armies' unrevealed choices
// hidden (h?), reads back as such, and has the same legal moves for its army.
TEST(EuropeanSecret, ViewsHideAndRoundTrip) {
  auto rules = european(kSovietTerrorists);
  Position pos(*rules);
  play(pos, "@g8 @d2");
  const std::string truth = to_fen(pos);
  EXPECT_NE(truth.find("st=hg8,,hd2,"), std::string::npos) << truth;
  const std::string green = to_fen_view(pos, kGreen);
  EXPECT_NE(green.find("st=h?,,h?,"), std::string::npos) << green;
  EXPECT_NE(to_fen_view(pos, kRed).find("st=hg8,,h?,"), std::string::npos);
  Position view = parse_fen(*rules, green);
  EXPECT_TRUE(view.secret_hidden(kRed));
  EXPECT_EQ(view.secret(kRed), kNoSquare);
  EXPECT_EQ(to_fen(view), green);
  EXPECT_TRUE(fen_round_trips(view));
  EXPECT_NE(view.hash(), pos.hash());
  play(pos, "e7-e6");
  play(view, "e7-e6");
  EXPECT_EQ(legal_texts(view), legal_texts(pos));

  // The choice ply of a view: "@?" while an army chooses, and nowhere else.
  Position start(*rules);
  play(start, "@?");
  EXPECT_TRUE(start.secret_hidden(kRed));
  EXPECT_EQ(start.to_move(), kYellow);
  EXPECT_EQ(move_to_text(start, start.last_move()), "@?");
  play(start, "@d2");
  EXPECT_THROW(parse_move(start, "@?"), MoveTextError);
}

// The host's position line: each engine sees its own choice and "@?" for the others', until a
// choice is revealed; then every engine gets the real one.
TEST(EuropeanSecret, HostLineHidesUntilRevealed) {
  auto rules = european(kSovietTerrorists);
  Position pos(*rules);
  protocol::PositionCommand line(*rules, "");
  for (const char* text : {"@g8", "@d2", "g8-f6"}) {
    const Move m = parse_move(pos, text);
    line.add_move(pos, m);
    pos.make(m);
  }
  EXPECT_EQ(line.line(), "position startpos moves @g8 @d2 g8-f6");
  EXPECT_EQ(line.view_line(pos, kRed), "position startpos moves @g8 @? g8-f6");
  EXPECT_EQ(line.view_line(pos, kYellow), "position startpos moves @? @d2 g8-f6");
  EXPECT_EQ(line.view_line(pos, kGreen), "position startpos moves @? @? g8-f6");
  EXPECT_EQ(line.view_line(pos, -1), "position startpos moves @? @? g8-f6");
  // A view replays: the engine's position is the view's.
  const Position green = protocol::decode_position(*rules, line.view_line(pos, kGreen).substr(9));
  EXPECT_EQ(to_fen(green), to_fen_view(pos, kGreen));
  // Yellow resigns: its choice is revealed to all.
  for (const char* text : {"g3-f3", "resign"}) {
    const Move m = parse_move(pos, text);
    line.add_move(pos, m);
    pos.make(m);
  }
  EXPECT_EQ(pos.status(kYellow), ArmyStatus::kResigned);
  EXPECT_EQ(line.view_line(pos, kGreen), "position startpos moves @? @d2 g8-f6 g3-f3 resign");
  EXPECT_EQ(line.view_line(pos, kYellow), "position startpos moves @? @d2 g8-f6 g3-f3 resign");
}

// Perft counts the choices as plies. Depths 1-4: 8 Soviet choices times 8 Terrorist choices
// times Chatanooga's 1, 13 and 166; at depth 5 the Terrorists may also detonate, where no own
// royal leaves and its king stays unattacked (c1, d1, c2 or d2 marked), but for the 22 lines of
// Red's and Green's moves in which Green's bishop reaches f6 and would see the king through b2
// (c1 or c2 marked): 8 x (4 x 166 - 22) = 5136.
TEST(EuropeanSecret, Perft) {
  auto rules = european(kSovietTerrorists);
  Position pos(*rules);
  const std::uint64_t counts[] = {8, 64, 832, 10624, 64 * 2126 + 8 * (4 * 166 - 22)};
  for (int d = 1; d <= 5; ++d) EXPECT_EQ(perft(pos, d), counts[d - 1]) << "depth " << d;
  EXPECT_EQ(pos.ply(), 0);
}

// Random games of both armies, with other powers: every FEN4 reads back, every move's text too.
TEST(EuropeanSecret, RandomGames) {
  for (const char* armies : {kSovietTerrorists, "terrorists,soviet-union,netherlands,iraq",
                             "soviet-union,prussia,terrorists,china",
                             "soviet-union,terrorists,soviet-union,terrorists"}) {
    auto rules = european(armies);
    testing::play_random_games(*rules, to_fen(Position(*rules)), 6, 21,
                               [](Position& pos, Move m) { pos.make(m); });
  }
}

}  // namespace
}  // namespace chatur::engine
