#include "engine/orthodox_chess.h"

#include <algorithm>
#include <vector>

#include "engine/rule_set.h"

namespace chatur::engine {
namespace {

constexpr int kAny = static_cast<int>(StepMode::kAny);
constexpr int kMoveOnly = static_cast<int>(StepMode::kMoveOnly);
constexpr int kCaptureOnly = static_cast<int>(StepMode::kCaptureOnly);

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

// The armies: White up and Black down, opposing, with nothing of their own.
bool orthodox_armies(const RuleSpec& spec) {
  if (spec.armies.size() != 2) return false;
  for (int a = 0; a < 2; ++a) {
    const ArmySpec& army = spec.armies[a];
    if (army.forward != (a == 0 ? Forward::kUp : Forward::kDown) || army.team != a ||
        !army.kind.empty() || !army.movement.empty() || !army.in_place.empty() ||
        !army.promotions.empty() || army.immune || !army.immune_pieces.empty() ||
        army.last_piece_defeat || army.power != Power::kNone || army.reach != 0 ||
        !army.area.empty())
      return false;
  }
  return true;
}

// Every hook of RuleSpec that changes play at its default but royalty, castling and en passant.
bool no_other_hooks(const RuleSpec& spec) {
  const PromotionSpec& p = spec.promotion;
  return spec.holes.empty() && spec.royalty == Royalty::kCheckmate &&
         spec.no_moves == NoMoveRule::kDraw && p.choices == PromotionChoices::kFixed &&
         !p.wait_for_pool && !p.optional && !p.distinct_colours && p.file_pieces.empty() &&
         p.enemy_setup_squares.empty() && p.on_capture_of.empty() && !p.in_place &&
         p.edge_pieces.empty() && p.few_pawns.empty() && p.lone_pawn_boat == 0 && p.line == 0 &&
         spec.square_movement.empty() && spec.drops.hand.empty() && spec.drops.forbidden.empty() &&
         !spec.pawn_leap && !spec.royal_swap && spec.win_squares.empty() &&
         !spec.king_knight_leap && spec.royal_goals.empty() && !spec.last_piece_draw &&
         !spec.pawn_mate_double && spec.triumph == 0 && !spec.captor_control &&
         !spec.scores_points && !spec.king_exchange && !spec.thrones &&
         !spec.frozen_without_royal && !spec.bare_king_end && spec.dice.count == 0 &&
         spec.mate_timing == MateTiming::kAtTurn && spec.defeat == Defeat::kEndsGame &&
         !spec.walking_kings && !spec.check_points.on && spec.turn_order == TurnOrder::kInOrder &&
         spec.king_promotion.corners.empty() && spec.king_promotion.piece == 0 &&
         !spec.en_passant_next_ply && !spec.protect_partner && !spec.freeze && !spec.payments &&
         !spec.bonus && !spec.quiet_rounds_end;
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
