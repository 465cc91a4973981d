#include "engine/orthodox_chess.h"

#include <algorithm>
#include <vector>

#include "engine/rule_set.h"

namespace chatur::engine {
namespace {

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The mailbox offsets of (file, rank) steps.
std::vector<int> offsets(const Geometry& g, std::initializer_list<std::pair<int, int>> steps) {
  std::vector<int> out;
  for (auto [df, dr] : steps) out.push_back(g.offset(df, dr));
  return sorted(out);
}

// Whether mv leaps and rides exactly these offsets, each for moves and captures alike or as
// given, with no range or overlap.
bool moves_as(const Movement& mv, const std::vector<int> (&leaps)[3],
              const std::vector<int> (&riders)[3]) {
  if (mv.special()) return false;
  for (int mode = 0; mode < 3; ++mode)
    if (sorted(mv.leaps[mode]) != leaps[mode] || sorted(mv.riders[mode]) != riders[mode])
      return false;
  return true;
}

// The role of type t by the movement of both armies' pieces of it, if it has one.
std::optional<ChessRole> role_of(const RuleSet& rules, int t) {
  const Geometry& g = rules.geometry();
  const std::vector<int> straight = offsets(g, {{0, 1}, {1, 0}, {0, -1}, {-1, 0}});
  const std::vector<int> diagonal = offsets(g, {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}});
  std::vector<int> both = straight;
  both.insert(both.end(), diagonal.begin(), diagonal.end());
  both = sorted(both);
  const std::vector<int> knight =
      offsets(g, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
  const std::vector<int> none;
  const auto is = [&](const std::vector<int>(&leaps)[3], const std::vector<int>(&riders)[3]) {
    return moves_as(rules.movement(0, t), leaps, riders) &&
           moves_as(rules.movement(1, t), leaps, riders);
  };
  if (is({both, none, none}, {none, none, none})) return ChessRole::kKing;
  if (is({none, none, none}, {both, none, none})) return ChessRole::kQueen;
  if (is({none, none, none}, {straight, none, none})) return ChessRole::kRook;
  if (is({none, none, none}, {diagonal, none, none})) return ChessRole::kBishop;
  if (is({knight, none, none}, {none, none, none})) return ChessRole::kKnight;
  const bool pawn = [&] {
    for (int a = 0; a < 2; ++a) {
      const int forward = a == 0 ? 1 : -1;
      const std::vector<int> leaps[3] = {none, offsets(g, {{0, forward}}),
                                         offsets(g, {{-1, forward}, {1, forward}})};
      if (!moves_as(rules.movement(a, t), leaps, {none, none, none})) return false;
    }
    return true;
  }();
  if (pawn) return ChessRole::kPawn;
  return std::nullopt;
}

// The armies: White up and Black down, opposing, with nothing of their own (every field but
// name, letter, direction and team at ArmySpec's defaults).
bool orthodox_armies(const RuleSpec& spec) {
  if (spec.armies.size() != 2) return false;
  for (int a = 0; a < 2; ++a) {
    ArmySpec army = spec.armies[a];
    if (army.forward != (a == 0 ? Forward::kUp : Forward::kDown) || army.team != a) return false;
    army.name.clear();
    army.letter = 0;
    army.forward = Forward::kUp;
    army.team = 0;
    if (!(army == ArmySpec{})) return false;
  }
  return true;
}

// Whether every field of the spec is at RuleSpec's defaults (checkmate, stalemate a draw, fixed
// promotion, no other hook) but those orthodox chess sets or the compiled rule set is checked
// for: names, board size, pieces, armies and setup, pawns' steps, en passant, castling, the
// promotion's pieces, draw rules and options. A hook added to RuleSpec later is thus off here
// until this says otherwise, and a rule set using it is never played by orthodox rules.
bool no_other_hooks(const RuleSpec& spec) {
  RuleSpec rest = spec;
  rest.id.clear();
  rest.description.clear();
  rest.files = rest.ranks = 8;
  rest.pieces.clear();
  rest.armies.clear();
  rest.setup.clear();
  rest.no_start.clear();
  rest.pawn_multi_steps.clear();
  rest.en_passant = false;
  rest.castling.clear();
  rest.chess960_castling = false;
  rest.promotion.fixed.clear();
  rest.insufficient_material_draw = false;
  rest.pawn_moves_reset_clock = true;
  rest.options = RuleOptions{};
  return rest == RuleSpec{};
}

// Pawns step two squares from their second rank alone and promote on their last rank alone, as
// the compiled tables say.
bool orthodox_pawn_squares(const RuleSet& rules) {
  const Geometry& g = rules.geometry();
  for (int a = 0; a < 2; ++a) {
    if (rules.pawn_push(a) != g.offset(0, a == 0 ? 1 : -1)) return false;
    for (Square s : g.squares()) {
      const int rank = a == 0 ? g.rank_of(s) : 7 - g.rank_of(s);
      if (rules.pawn_steps(a, s) != (rank == 1 ? 2 : 1) ||
          rules.in_promotion_zone(a, s) != (rank == 7))
        return false;
    }
  }
  return true;
}

}  // namespace

std::optional<OrthodoxPieces> find_orthodox_chess(const RuleSet& rules) {
  const RuleSpec& spec = rules.spec();
  const Geometry& g = rules.geometry();
  if (g.files() != 8 || g.ranks() != 8 || g.squares().size() != 64 || !orthodox_armies(spec) ||
      !no_other_hooks(spec) || rules.type_count() != kChessRoles || rules.army_rules() ||
      rules.has_any_power(~RuleSet::power_bits({Power::kNone})) || rules.uses_hands() ||
      rules.has_chance() || rules.family_rules() || rules.family_endings() ||
      rules.ends_on_move() || rules.four_army_check() || rules.sides_change() ||
      rules.several_royals() || rules.dead_pieces() || rules.free_for_all())
    return std::nullopt;
  OrthodoxPieces pieces;
  std::array<bool, kChessRoles> seen{};
  for (int t = 0; t < kChessRoles; ++t) {
    const std::optional<ChessRole> role = role_of(rules, t);
    if (!role || seen[static_cast<int>(*role)] || !rules.piece(t).barred.empty() ||
        rules.promotes_on_capture_of(t))
      return std::nullopt;
    seen[static_cast<int>(*role)] = true;
    pieces.type[static_cast<int>(*role)] = t;
    pieces.role[t] = *role;
    if (rules.is_royal(t) != (*role == ChessRole::kKing) ||
        rules.piece(t).pawn != (*role == ChessRole::kPawn))
      return std::nullopt;
  }
  if (rules.pawn_type() != pieces.type[static_cast<int>(ChessRole::kPawn)] ||
      rules.royal_type() != pieces.type[static_cast<int>(ChessRole::kKing)] ||
      !orthodox_pawn_squares(rules))
    return std::nullopt;
  // Promotion to each of queen, rook, bishop and knight, once.
  std::vector<int> promotions = sorted(rules.fixed_promotions());
  std::vector<int> officers;
  for (ChessRole r : {ChessRole::kQueen, ChessRole::kRook, ChessRole::kBishop, ChessRole::kKnight})
    officers.push_back(pieces.type[static_cast<int>(r)]);
  if (promotions != sorted(officers)) return std::nullopt;
  return pieces;
}

}  // namespace chatur::engine
