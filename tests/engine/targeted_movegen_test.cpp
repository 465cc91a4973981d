// The targeted generation (generate_legal with a MoveTarget) against the full one: in positions of
// random games of every rule set and in the trees below positions that exercise each rule, every
// target gives exactly the legal moves that match it, has_legal_move says whether there are any,
// and reading a move leaves the legal moves of its piece.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "engine/attacks.h"
#include "engine/generic_movegen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/orthodox_movegen.h"
#include "engine/pawn_pair.h"
#include "players/random_player.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

using testing::fen4;
using testing::sorted_bits;

// What the positions checked hold, to show that every rule was met.
struct Coverage {
  int positions = 0, in_check = 0, no_moves = 0;
  int kinds[8] = {};  // legal moves seen, by MoveKind
};

// Checks one target: the targeted generation gives the moves of `all` that it matches, alone and
// from `shared`, which has answered the position's earlier targets.
void check_target(Position& pos, const MoveList& all, const MoveTarget& target,
                  TargetedMoves& shared) {
  MoveList targeted, from_shared;
  generate_legal(pos, target, targeted);
  shared.generate(target, from_shared);
  const auto wanted = sorted_bits(matching(pos, all, target));
  ASSERT_EQ(sorted_bits(targeted), wanted)
      << to_fen(pos) << " from " << target.from << " to " << target.to << " type " << target.type
      << " kinds " << target.kinds;
  ASSERT_EQ(sorted_bits(from_shared), wanted)
      << "shared: " << to_fen(pos) << " from " << target.from << " to " << target.to;
}

// Checks every target of the position that reading or writing a move asks for, and random ones.
void check_position(Position& pos, std::mt19937_64& rng, Coverage& seen) {
  const RuleSet& rules = pos.rules();
  const std::string fen = to_fen(pos);
  MoveList all;
  generate_legal(pos, all);
  ++seen.positions;
  seen.in_check += in_check(pos);
  seen.no_moves += all.empty();
  for (Move m : all) ++seen.kinds[static_cast<int>(m.kind())];

  ASSERT_EQ(has_legal_move(pos), !all.empty()) << fen;
  // Without a restriction, the very moves of generate_legal in its order.
  MoveList unrestricted;
  generate_legal(pos, MoveTarget{}, unrestricted);
  ASSERT_TRUE(std::equal(all.begin(), all.end(), unrestricted.begin(), unrestricted.end())) << fen;

  TargetedMoves shared(pos);
  const auto check = [&](const MoveTarget& target) { check_target(pos, all, target, shared); };
  const auto& squares = rules.geometry().squares();
  for (int k = 0; k < 8; ++k) check(MoveTarget{.kinds = kind_bit(static_cast<MoveKind>(k))});
  check(MoveTarget{.kinds = MoveTarget::kBoardMoves});
  for (int t = 0; t < rules.type_count(); ++t) check(MoveTarget{.type = t});
  for (Square s : squares) {
    check(MoveTarget{.from = s});
    check(MoveTarget{.to = s});
    // What SAN names: a piece type and a square.
    for (int t = 0; t < rules.type_count(); ++t)
      check(MoveTarget{.to = s, .type = t, .kinds = MoveTarget::kBoardMoves});
  }
  // What long algebraic names: the squares of every legal move, and of some that are not.
  std::uniform_int_distribution<size_t> square(0, squares.size() - 1);
  for (Move m : all) {
    check(MoveTarget{.from = m.from(), .to = m.to()});
    check(MoveTarget{.from = m.from(), .to = squares[square(rng)]});
  }
  // Reading a board move in long algebraic form leaves every legal move of its piece, or, for a
  // plain move, its rank among them.
  for (Move m : all) {
    const MoveKind k = m.kind();
    if (k != MoveKind::kNormal && k != MoveKind::kPromotion && k != MoveKind::kEnPassant &&
        k != MoveKind::kCastling)
      continue;
    PieceMoves piece_moves;
    ASSERT_EQ(parse_move(pos, move_to_text(pos, m), &piece_moves), m) << fen;
    const MoveList of_piece = matching(pos, all, MoveTarget{.from = m.from()});
    if (piece_moves.rank) {
      ASSERT_TRUE(piece_moves.moves.empty()) << fen << " " << move_to_text(pos, m);
      ASSERT_EQ(piece_moves.rank->count, of_piece.size()) << fen << " " << move_to_text(pos, m);
      ASSERT_EQ(piece_moves.rank->index, std::count_if(of_piece.begin(), of_piece.end(),
                                                       [&](Move o) { return o.bits() < m.bits(); }))
          << fen << " " << move_to_text(pos, m);
      continue;
    }
    ASSERT_EQ(sorted_bits(piece_moves.moves), sorted_bits(of_piece))
        << fen << " " << move_to_text(pos, m);
  }
  // Any restriction at all.
  std::uniform_int_distribution<int> coin(0, 1), type(0, rules.type_count() - 1), kinds(0, 0xFF);
  for (int i = 0; i < 40; ++i) {
    MoveTarget target;
    if (coin(rng)) target.from = squares[square(rng)];
    if (coin(rng)) target.to = squares[square(rng)];
    if (coin(rng)) target.type = type(rng);
    if (coin(rng)) target.kinds = static_cast<std::uint16_t>(kinds(rng));
    check(target);
  }
  ASSERT_EQ(to_fen(pos), fen) << "the targeted generation must leave the position as it was";
}

// Calls check(pos) in every position of the tree below pos to the given depth, up to the first
// fatal failure.
template <typename Check>
void check_tree(Position& pos, int depth, Check&& check) {
  check(pos);
  if (depth == 0 || ::testing::Test::HasFatalFailure()) return;
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves) {
    pos.make(m);
    check_tree(pos, depth - 1, check);
    pos.unmake();
    if (::testing::Test::HasFatalFailure()) return;
  }
}

class TargetedGeneration : public ::testing::TestWithParam<const char*> {};

// Random games from the start, played until the army to move has no legal move or for 300
// plies (900 with dice): the draw rules do not stop them. Chaturaji games end soonest, by the loss
// of kings.
TEST_P(TargetedGeneration, MatchesTheFullGenerationInRandomGames) {
  auto rules = testing::rules(GetParam());
  std::mt19937_64 rng(1);
  Coverage seen;
  const std::uint64_t games = rules->spec().royalty == Royalty::kCapture ? 40 : 4;
  for (std::uint64_t seed = 1; seed <= games; ++seed) {
    Position pos(*rules);
    players::RandomPlayer player(seed);
    // A dice turn has up to two plies, and a pawn moves only on its die: longer games.
    const int plies = rules->has_dice() ? 900 : 300;
    for (int ply = 0; ply <= plies; ++ply) {
      testing::roll_if_due(pos, rng);
      check_position(pos, rng, seen);
      if (HasFatalFailure()) return;
      const Move m = player.choose(pos);
      if (m.is_null()) break;
      pos.make(m);
    }
  }
  // Each rule the rule set has was met.
  const RuleSpec& spec = rules->spec();
  auto kind = [&](MoveKind k) { return seen.kinds[static_cast<int>(k)]; };
  const std::pair<bool, int> met[] = {
      {true, kind(MoveKind::kNormal)},
      {spec.royalty == Royalty::kCheckmate, seen.in_check},
      // A dice turn always has "--".
      {spec.royalty == Royalty::kCapture && !rules->has_dice(), seen.no_moves},
      {rules->pawn_type() >= 0, kind(MoveKind::kPromotion)},
      {spec.en_passant, kind(MoveKind::kEnPassant)},
      {!rules->castlings().empty(), kind(MoveKind::kCastling)},
      {rules->uses_hands(), kind(MoveKind::kDrop)},
      {spec.royal_swap, kind(MoveKind::kSwap)},
      {spec.no_moves == NoMoveRule::kPass, kind(MoveKind::kPass)}};
  for (size_t i = 0; i < std::size(met); ++i)
    EXPECT_TRUE(!met[i].first || met[i].second > 0) << "rule " << i << " not met";
}

INSTANTIATE_TEST_SUITE_P(RuleSets, TargetedGeneration,
                         ::testing::Values("chess", "chaturaji", "chaturanga-4-84", "kaiserspiel-a",
                                           "kaiserspiel-b", "sultanspiel-a", "sultanspiel-b",
                                           "hyderabad", "chaturaji-indian", "chaturaji-classic",
                                           "chaturaji-dice", "chaturaji-biruni",
                                           "chaturanga-modern"),
                         [](const auto& param) {
                           std::string n = param.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

// The trees below positions of the perft tests that exercise each rule: pins, en passant that
// a pin forbids, castling through and into check, promotions, mate and stalemate, waiting pawns
// and the captures their promotion forbids, goal squares, the king's leap, the last-piece draw,
// drops, swaps, promotion in place, passes and the last king.
TEST(TargetedGeneration, MatchesTheFullGenerationAtEveryRule) {
  const std::string leaps =
      "8,rK,1/bK,9/2,rP,1,rP,5/2,yP,1,bP,5/rP,1,bP,2,yP,bP,gP,2/gN,9/5,rP,gP,3/1,yP,gP,4,rP,2/"
      "7,yP,1,gK/1,yK,8";
  const struct {
    const char* variant;
    std::string fen;
    int depth;
  } cases[] = {
      {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1},
      {"chess", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 3},
      {"chess", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 3},
      {"chess", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 3},
      {"chess", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 2},
      {"chess", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 3},
      {"chess", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 2},
      {"chess", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 4},
      {"chess", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 3},
      {"chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 2},
      {"kaiserspiel-a", "4k5/10/10/10/10/5p4/3p6/10/4P5/4K5 w - - 0 1", 3},
      {"kaiserspiel-a", "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1", 2},
      {"kaiserspiel-a", "7k2/2PP6/10/10/10/10/10/10/B9/4K5[BN] w - - 0 1", 3},
      {"kaiserspiel-a", "2P1k5/4N5/10/10/7q2/7R2/10/10/10/9K b - - 0 1 wait=c10,", 2},
      {"kaiserspiel-a", "2PP3k2/10/10/10/10/4B5/10/4r5/B9/9K b - - 0 1 wait=c10.d10,", 2},
      {"kaiserspiel-a", "1P2k2P2/10/10/3q6/3R6/5N4/2B7/10/r9/4K1p3[] b - - 0 1 wait=b10.h10,g1", 2},
      {"kaiserspiel-b", "r3k4r/1P8/10/10/4p5/10/3P6/10/5PP3/R3K4R w KQkq - 0 1", 2},
      {"kaiserspiel-b", "k9/2Q7/10/10/10/10/10/10/10/9K b - - 0 1", 1},
      {"sultanspiel-a", "11/11/2k8/11/11/11/4K6/11/11/11/11 w - - 0 1", 3},
      {"sultanspiel-a", "r4k4r/11/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1", 1},
      {"hyderabad", "10/P2P1P4/10/10/10/9k/10/10/10/5K4[RNDv] w - - 0 1 leap=wb", 2},
      {"hyderabad", "k4r4/10/10/10/10/10/10/10/10/4K5 w - - 0 1 leap=wb", 3},
      {"hyderabad", "k9/10/10/10/4n5/10/10/10/p9/4RK4 w - - 0 1 leap=-", 3},
      {"hyderabad", "4k5/1P1P6/8K1/10/10/10/10/10/2p7/R9[Dq] b - - 0 1 leap=b", 2},
      {"chaturanga-4-84", fen4('R', "8,rK,1/bK,9/10/10/10/10/10/2,rW,7/9,gK/1,yK,8-hand=W,,,"), 2},
      {"chaturanga-4-84", fen4('R', leaps), 2},
      {"chaturanga-4-84",
       fen4('R', "10/bK,9/10/10/10/10/10/10/3,yK,rP,yN,3,gK/3,gP,rK,rR,4-pool=Q,,,"), 2},
      {"chaturanga-4-84",
       fen4('R',
            "8,rK,1/1,rP,8/bN,9/3,rP,6/2,gQ,1,gN,2,rP,2/6,bK,3/10/3,rP,6/2,rP,bP,2,rP,2,gK/"
            "1,yK,8-pool=RRW,,,"),
       1},
      {"chaturanga-4-84", fen4('R', "8,rK,1/bK,9/10/10/10/10/1,gP,8/10/10/1,yK,8"), 2},
      {"chaturanga-4-84", fen4('R', "8,rK,1/bK,9/10/5,rP,4/4,rW,5/4,yP,rN,4/10/10/9,gK/1,yK,8"), 2},
      {"chaturaji", fen4('R', "bK,6,yK/8/8/8/8/8/4,rP,1,rP,1/yK,2,gB,1,yB,2-pool=NNR,,,"), 2},
      {"chaturaji", fen4('B', "2,yP,4,bK/8/8/8/4,yN,3/7,rK/yK,7/4,bR,3-wait=,,c8,"), 3},
      {"chaturaji", fen4('G', "bK,1,yP,4,rK/8/8/4,rP,3/4,yP,3/8/8/8-wait=,,c8,"), 4},
      {"chaturaji", fen4('R', "7,rK/8/8/4,bK,3/8/2,gP,5/8/yK,3,rR,3"), 2},
  };
  std::mt19937_64 rng(2);
  Coverage seen;
  for (const auto& c : cases) {
    SCOPED_TRACE(std::string(c.variant) + " " + c.fen);
    auto rules = testing::rules(c.variant);
    Position pos = parse_fen(*rules, c.fen);
    check_tree(pos, c.depth, [&](Position& p) { check_position(p, rng, seen); });
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(seen.in_check, 0);
  EXPECT_GT(seen.no_moves, 0);
  for (int k = 0; k < 8; ++k) EXPECT_GT(seen.kinds[k], 0) << "no move of kind " << k;
}

// European Chess with Rome (Red, moving down) against the Huns, Germany and the Barbarians.
auto rome_rules() {
  return testing::rules("european armies=rome,huns,germany,barbarians");
}

MoveList legal_moves(Position& pos) {
  MoveList all;
  generate_legal(pos, all);
  return all;
}

// Pairs of pawn moves (Rome's power) come from the full generation alone: a target of a pawn or
// of the square a pair leaves gives its single moves only, and reading the pair's text finds it.
// The FEN fuzz target's first finding (docs/fuzzing.md): the header promised them to the target.
TEST(TargetedGeneration, PawnPairsComeFromTheFullGenerationOnly) {
  auto rules = rome_rules();
  Position pos = parse_fen(*rules, fen4('R',
                                        "bB,bP,3,rK,rP,rN/bN,bP,3,rK,rP,rP/bR,bP,6/bK,bP,6/6,gP,gK/"
                                        "6,gP,gR/yP,yP,yP,yP,2,gM,gN/yB,yN,yR,yK,2,gP,gB"));
  const MoveList all = legal_moves(pos);
  const int pairs = static_cast<int>(std::count_if(
      all.begin(), all.end(), [](Move m) { return m.kind() == MoveKind::kPawnPair; }));
  ASSERT_EQ(pairs, 10);
  const Move pair =
      *std::find_if(all.begin(), all.end(), [](Move m) { return m.kind() == MoveKind::kPawnPair; });
  for (const MoveTarget& target :
       {MoveTarget{.type = rules->pawn_type()}, MoveTarget{.from = pair.from()}, MoveTarget{}}) {
    MoveList targeted;
    generate_legal(pos, target, targeted);
    const int targeted_pairs = static_cast<int>(std::count_if(
        targeted.begin(), targeted.end(), [](Move m) { return m.kind() == MoveKind::kPawnPair; }));
    EXPECT_EQ(targeted_pairs, target.type < 0 && target.from == kNoSquare ? pairs : 0);
  }
  EXPECT_EQ(parse_move(pos, move_to_text(pos, pair)), pair);
}

// A position with more moves than a MoveList holds in place, which a game may reach: Rome's nine
// pawns, five of them a step from promotion, pair their moves past 1024 (the FEN fuzz target's
// second finding, once a write past the list's end). The list moves to the heap and keeps them
// all: each once, each read back from its text, each pair starting with a legal pawn move.
TEST(TargetedGeneration, APositionWithMoreMovesThanAListHoldsInPlaceHasThemAll) {
  auto rules = rome_rules();
  Position pos = parse_fen(*rules, fen4('R',
                                        "bB,rQ,3,rK,rR,rN/bN,gP,2,rP,rP,rP,rP/bR,bP,6/bK,bP,6/"
                                        "6,gQ,gK/6,gP,gR/yP,2,rP,rP,rP,rP,rP/yB,yN,yR,bQ,2,gP,gB"));
  MoveList all = legal_moves(pos);
  ASSERT_GT(all.size(), MoveList::kInPlace);
  std::vector<std::uint32_t> bits = sorted_bits(all);
  EXPECT_EQ(std::adjacent_find(bits.begin(), bits.end()), bits.end());
  const int pawn = rules->pawn_type();
  MoveList pawn_moves;
  generate_legal(pos, MoveTarget{.type = pawn}, pawn_moves);
  int pairs = 0;
  for (Move m : all) {
    if (m.kind() == MoveKind::kPawnPair) {
      ++pairs;
      EXPECT_TRUE(pawn_moves.contains(pair_first(pos, m))) << move_to_text(pos, m);
    }
    ASSERT_EQ(parse_move(pos, move_to_text(pos, m)), m) << move_to_text(pos, m);
  }
  EXPECT_GT(pairs, MoveList::kInPlace);
  const MoveList copy = all;
  EXPECT_EQ(sorted_bits(copy), bits);
  MoveList moved = std::move(all);
  EXPECT_EQ(sorted_bits(moved), bits);
  EXPECT_TRUE(all.empty());
  MoveList one;
  one.push(moved[0]);
  moved = one;
  ASSERT_EQ(moved.size(), 1);
  EXPECT_EQ(moved[0], one[0]);
}

// Orthodox chess's fast path (orthodox_movegen.h) serves exactly these rule sets: a change to
// another rule set's data must not route it there unnoticed, nor one to chess's take it away.
TEST(OrthodoxChess, QualifiesExactlyChessAndChess960) {
  for (std::string_view id : rule_sets::ids()) {
    auto rules = rule_sets::make(id);
    EXPECT_EQ(rules->orthodox_chess().has_value(), id == "chess" || id == "chess960") << id;
  }
  for (const char* id : {"chess960 start=0", "chess960 start=959", "chess960 start=100,700",
                         "chess en_passant=false"})
    EXPECT_TRUE(testing::rules(id)->orthodox_chess().has_value()) << id;
  // The roles follow the pieces' movement, whatever their letters.
  auto rules = testing::rules("chess");
  const OrthodoxPieces& pieces = *rules->orthodox_chess();
  const std::pair<char, ChessRole> roles[] = {{'K', ChessRole::kKing},   {'Q', ChessRole::kQueen},
                                              {'R', ChessRole::kRook},   {'B', ChessRole::kBishop},
                                              {'N', ChessRole::kKnight}, {'P', ChessRole::kPawn}};
  for (auto [letter, role] : roles) {
    const int type = *rules->type_by_letter(letter);
    EXPECT_EQ(pieces.role[type], role) << letter;
    EXPECT_EQ(pieces.type[static_cast<int>(role)], type) << letter;
  }
}

// Any hook of the rule spec turned on takes chess off the fast path, whether or not the fast
// path's qualification names it: these are a few, of generation, of the end and of the turn.
TEST(OrthodoxChess, AnyHookTurnedOnDisqualifies) {
  const RuleSpec chess = rule_sets::chess();
  ASSERT_TRUE(RuleSet(chess).orthodox_chess().has_value());
  const std::pair<const char*, void (*)(RuleSpec&)> hooks[] = {
      {"pawn_leap", [](RuleSpec& s) { s.pawn_leap = true; }},
      {"bare_king_end", [](RuleSpec& s) { s.bare_king_end = true; }},
      {"quiet_rounds_end", [](RuleSpec& s) { s.quiet_rounds_end = true; }},
      {"bonus_total", [](RuleSpec& s) { s.bonus_total = 1; }},
      {"check_points", [](RuleSpec& s) { s.check_points.mate = 1; }},
      {"royal_swap", [](RuleSpec& s) { s.royal_swap = true; }},
      {"promotion distinct_colours", [](RuleSpec& s) { s.promotion.distinct_colours = true; }},
      {"holes", [](RuleSpec& s) { s.holes = {"e4"}; }},
  };
  for (auto [name, turn_on] : hooks) {
    RuleSpec spec = chess;
    turn_on(spec);
    EXPECT_FALSE(RuleSet(spec).orthodox_chess().has_value()) << name;
  }
}

// What the orthodox positions checked hold, to show that every rule was met.
struct OrthodoxCoverage {
  int positions = 0, targets = 0, in_check = 0, double_check = 0, no_moves = 0;
  int scalar_readings = 0;  // positions read both ways
  int kinds[8] = {};        // legal moves seen, by MoveKind
};

// One target: the fast path (generate_legal, and `shared`, which has answered the position's
// earlier targets from one reading of the board) and the generic targeted generation all give the
// moves of the full generation `all` that the target matches.
void check_orthodox_target(Position& pos, const MoveList& all, const MoveTarget& target,
                           TargetedMoves& shared, OrthodoxCoverage& seen) {
  const std::vector<std::uint32_t> wanted = sorted_bits(matching(pos, all, target));
  MoveList fast, from_shared, generic;
  generate_legal(pos, target, fast);
  shared.generate(target, from_shared);
  generate_legal_generic(pos, target, generic);
  ++seen.targets;
  const auto where = [&] {
    return to_fen(pos) + " from " + std::to_string(target.from) + " to " +
           std::to_string(target.to) + " type " + std::to_string(target.type) + " kinds " +
           std::to_string(target.kinds);
  };
  ASSERT_EQ(sorted_bits(fast), wanted) << "fast path: " << where();
  ASSERT_EQ(sorted_bits(from_shared), wanted) << "fast path, shared reading: " << where();
  ASSERT_EQ(sorted_bits(generic), wanted) << "generic: " << where();
}

// What SAN names: TargetedMoves::find gives the one move of the full generation `all` that fits
// the target, and nothing where none or several do, alone and from `shared`.
void check_orthodox_san(Position& pos, const MoveList& all, const SanTarget& target,
                        TargetedMoves& shared) {
  const Geometry& g = pos.rules().geometry();
  Move only = kNullMove;
  int fitting = 0;
  for (Move m : all) {
    const bool board = m.kind() == MoveKind::kNormal || m.kind() == MoveKind::kPromotion ||
                       m.kind() == MoveKind::kEnPassant;
    const bool promotion = m.kind() == MoveKind::kPromotion;
    if (!board || m.to() != target.to || type_of(pos.at(m.from())) != target.type ||
        (target.from_file >= 0 && g.file_of(m.from()) != target.from_file) ||
        (target.from_rank >= 0 && g.rank_of(m.from()) != target.from_rank) ||
        promotion != (target.promotion >= 0) || (promotion && m.piece() != target.promotion))
      continue;
    if (fitting++ == 0) only = m;
  }
  // Found only by orthodox chess's fast path: nothing where it does not apply.
  const Move wanted = fitting == 1 && OrthodoxReading::applies_to(pos) ? only : kNullMove;
  const auto where = [&] {
    return to_fen(pos) + " to " + g.name(target.to) + " type " + std::to_string(target.type) +
           " file " + std::to_string(target.from_file) + " rank " +
           std::to_string(target.from_rank) + " promotion " + std::to_string(target.promotion);
  };
  ASSERT_EQ(TargetedMoves(pos).find(target).bits(), wanted.bits()) << where();
  ASSERT_EQ(shared.find(target).bits(), wanted.bits()) << "shared reading: " << where();
}

// Every kind of target in one position: each kind, each type, each square left or reached,
// SAN's type and square, the squares of each legal move, and random restrictions.
void check_orthodox_position(Position& pos, std::mt19937_64& rng, OrthodoxCoverage& seen) {
  const RuleSet& rules = pos.rules();
  ASSERT_TRUE(rules.orthodox_chess().has_value()) << rules.id();
  const std::string fen = to_fen(pos);
  MoveList all;
  generate_legal(pos, all);
  ++seen.positions;
  if (in_check(pos)) {
    ++seen.in_check;
    Square checkers[kMaxAttackers];
    seen.double_check +=
        attackers(pos, pos.royal_square(pos.to_move()), pos.to_move(), checkers) > 1;
  }
  seen.no_moves += all.empty();
  for (Move m : all) ++seen.kinds[static_cast<int>(m.kind())];
  if (OrthodoxReading::applies_to(pos)) {
    // The bitboards the position kept through the moves that led here give what a reading of
    // its board, a piece at a time, gives.
    MoveList kept_read, scalar_read;
    OrthodoxReading(pos).generate(pos, MoveTarget{}, kept_read);
    OrthodoxReading(pos, OrthodoxReading::BoardReading::kScalar)
        .generate(pos, MoveTarget{}, scalar_read);
    ASSERT_EQ(sorted_bits(scalar_read), sorted_bits(kept_read)) << fen;
    ++seen.scalar_readings;
  }
  TargetedMoves shared(pos);
  const auto check = [&](const MoveTarget& target) {
    check_orthodox_target(pos, all, target, shared, seen);
  };
  for (int k = 0; k < 16; ++k) check(MoveTarget{.kinds = kind_bit(static_cast<MoveKind>(k))});
  check(MoveTarget{.kinds = MoveTarget::kBoardMoves});
  for (int t = 0; t < rules.type_count(); ++t) {
    check(MoveTarget{.type = t});
    check(MoveTarget{.type = t, .kinds = MoveTarget::kBoardMoves});
  }
  const auto& squares = rules.geometry().squares();
  for (Square s : squares) {
    check(MoveTarget{.from = s});
    check(MoveTarget{.to = s});
  }
  for (Move m : all) {
    const int type = type_of(pos.at(m.from()));
    check(MoveTarget{.to = m.to(), .type = type, .kinds = MoveTarget::kBoardMoves});
    check(MoveTarget{.from = m.from(), .to = m.to()});
    check(MoveTarget{.from = m.from(), .to = m.to(), .kinds = kind_bit(m.kind())});
  }
  // What SAN names: each type to each square, and each legal board move's type and square with
  // its file, rank, both or another file, and each promotion piece or none.
  const Geometry& g = rules.geometry();
  for (Square s : squares)
    for (int t = 0; t < rules.type_count(); ++t) {
      check_orthodox_san(pos, all, SanTarget{.to = s, .type = t}, shared);
      if (::testing::Test::HasFatalFailure()) return;
    }
  for (Move m : all) {
    const int type = type_of(pos.at(m.from())), file = g.file_of(m.from());
    for (const auto& [from_file, from_rank] : {std::pair{file, -1},
                                               {-1, g.rank_of(m.from())},
                                               {file, g.rank_of(m.from())},
                                               {(file + 1) % 8, -1}})
      for (int promotion = -1; promotion < rules.type_count(); ++promotion) {
        check_orthodox_san(pos, all,
                           SanTarget{.to = m.to(),
                                     .type = type,
                                     .from_file = from_file,
                                     .from_rank = from_rank,
                                     .promotion = promotion},
                           shared);
        if (::testing::Test::HasFatalFailure()) return;
      }
  }
  std::uniform_int_distribution<size_t> square(0, squares.size() - 1);
  std::uniform_int_distribution<int> coin(0, 1), type(0, rules.type_count() - 1), kinds(0, 0xFFFF);
  for (int i = 0; i < 24; ++i) {
    MoveTarget target;
    if (coin(rng)) target.from = squares[square(rng)];
    if (coin(rng)) target.to = squares[square(rng)];
    if (coin(rng)) target.type = type(rng);
    if (coin(rng)) target.kinds = static_cast<std::uint16_t>(kinds(rng));
    if (target.from == kNoSquare && target.to == kNoSquare && target.type < 0 &&
        target.kinds == MoveTarget::kAllKinds)
      target.type = type(rng);
    check(target);
  }
  ASSERT_EQ(to_fen(pos), fen) << "the targeted generation must leave the position as it was";
}

// The trees below the well-known perft positions (chessprogramming.org: Kiwipete, positions 3 to
// 6) and positions of en passant that a pin or a check forbids, and random games of chess and
// Chess960 from their starts.
TEST(OrthodoxChess, FastPathMatchesTheGenericGeneration) {
  const struct {
    const char* variant;
    const char* fen;
    int depth;
  } cases[] = {
      {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
      {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3},
      {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 2},
      {"chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2},
      {"chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 2},
      {"chess", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 3},
      {"chess", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 3},
      {"chess", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 3},
      {"chess", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", 2},
      {"chess960", "2bqrbkr/pp1p1ppp/1n2p3/2p1n3/2P5/PP1N4/1B1PPPPP/1RKB1RQN b KQkq - 1 6", 2},
  };
  std::mt19937_64 rng(3);
  OrthodoxCoverage seen;
  for (const auto& c : cases) {
    SCOPED_TRACE(std::string(c.variant) + " " + c.fen);
    auto rules = testing::rules(c.variant);
    Position pos = parse_fen(*rules, c.fen);
    check_tree(pos, c.depth, [&](Position& p) { check_orthodox_position(p, rng, seen); });
    if (HasFatalFailure()) return;
  }
  for (const char* variant : {"chess", "chess", "chess960 start=0", "chess960 start=100,700"}) {
    SCOPED_TRACE(variant);
    auto rules = testing::rules(variant);
    Position pos(*rules);
    players::RandomPlayer player(seen.positions + 1);
    for (int ply = 0; ply < 200; ++ply) {
      check_orthodox_position(pos, rng, seen);
      if (HasFatalFailure()) return;
      const Move m = player.choose(pos);
      if (m.is_null()) break;
      pos.make(m);
    }
  }
  EXPECT_GT(seen.in_check, 0);
  EXPECT_GT(seen.double_check, 0);
  EXPECT_GT(seen.no_moves, 0);
  EXPECT_GT(seen.scalar_readings, seen.positions / 2);
  for (MoveKind k :
       {MoveKind::kNormal, MoveKind::kPromotion, MoveKind::kEnPassant, MoveKind::kCastling})
    EXPECT_GT(seen.kinds[static_cast<int>(k)], 0) << "no move of kind " << static_cast<int>(k);
}

}  // namespace
}  // namespace chatur::engine
