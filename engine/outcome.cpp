#include "engine/outcome.h"

#include <bit>

#include "engine/attacks.h"
#include "engine/movegen.h"

namespace chatur::engine {
namespace {

Outcome win_for(int team, Termination t) {
  Outcome o{t, {}};
  o.team_score[team] = 1.0;
  return o;
}

Outcome draw(Termination t) {
  return Outcome{t, {0.5, 0.5}};
}

constexpr double kHalfWin = 0.75;

// True if a pawn of an enemy army attacks the royal piece of the army to move.
bool checked_by_pawn(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const int us = pos.to_move();
  const Square king = pos.royal_square(us);
  const auto& leaps = rules.attack_leaps();
  for (size_t i = 0; i < leaps.size(); ++i) {
    Cell c = pos.at(static_cast<Square>(king - leaps[i]));
    if ((rules.leap_mask(c) >> i & 1) && pos.relation(us, c) == Relation::kEnemy &&
        type_of(c) == rules.pawn_type())
      return true;
  }
  return false;
}

bool insufficient_material(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  int minors = 0, bound = 0;
  int colours[2] = {0, 0};
  for (int a = 0; a < rules.army_count(); ++a)
    for (Square s : pos.pieces(a)) {
      const PieceSpec& p = rules.piece(type_of(pos.at(s)));
      if (p.royal) continue;
      if (!p.minor) return false;
      ++minors;
      if (p.colour_bound) {
        ++bound;
        ++colours[(g.file_of(s) + g.rank_of(s)) & 1];
      }
    }
  // One minor piece cannot mate; nor can any number of bishops all on one colour.
  return minors <= 1 || (bound == minors && (colours[0] == 0 || colours[1] == 0));
}

// A free-for-all's places: the players still in share the best places, the others follow in
// reverse order of losing their king.
Outcome placed(const Position& pos, Termination t, const std::array<int, kMaxArmies>& points) {
  Outcome o{t, {}, {}, points};
  const int n = pos.rules().army_count();
  // Rule sets with payments place by points; the others by when each player lost its king.
  auto rank = [&](int a) {
    if (pos.rules().spec().payments || pos.rules().spec().check_points.on) return points[a];
    return pos.out_order(a) == 0 ? kMaxArmies + 1 : pos.out_order(a);
  };
  for (int a = 0; a < n; ++a) {
    o.placements[a] = 1;
    for (int b = 0; b < n; ++b) o.placements[a] += rank(b) > rank(a);
  }
  return o;
}

std::array<int, kMaxArmies> points_of(const Position& pos) {
  std::array<int, kMaxArmies> p{};
  for (int a = 0; a < pos.rules().army_count(); ++a) p[a] = pos.points(a);
  return p;
}

Outcome placed(const Position& pos, Termination t) {
  return placed(pos, t, points_of(pos));
}

// The bonus's scores: the captures among the others are void.
Outcome bonus(const Position& pos, int x) {
  const RuleSpec& spec = pos.rules().spec();
  std::array<int, kMaxArmies> points{};
  points[x] = spec.bonus_total;
  for (int a = 0; a < pos.rules().army_count(); ++a) {
    if (a == x) continue;
    points[x] -= pos.taken(a, x);
    points[a] = pos.taken(a, x) - spec.bonus_loss;
  }
  return placed(pos, Termination::kBonus, points);
}

// A team game decided by points (RuleSpec::scores_points): the points so far, with the win
// stakes of the armies of `winner` (a team, -1 for none) that have a royal piece on the board
// (RuleSpec::thrones: 1; 2 if every opposing army last lost its king to a king of that army; 4
// if besides each of those captures was on the victim's throne). The team with more points wins.
Outcome by_points(const Position& pos, Termination t, int winner) {
  const RuleSet& rules = pos.rules();
  const int n = rules.army_count();
  Outcome o{t, {}, {}, {}};
  for (int a = 0; a < n; ++a) o.points[a] = pos.points(a);
  for (int a = 0; a < n && winner >= 0 && rules.spec().thrones; ++a) {
    if (rules.team(a) != winner || pos.royal_count(a) == 0) continue;
    bool by_king = true, on_throne = true;
    for (int b = 0; b < n; ++b) {
      if (rules.team(b) == winner) continue;
      const KingLoss loss = pos.last_king_loss(b);
      by_king = by_king && loss.captor == a && loss.by_king;
      on_throne = on_throne && loss.on_throne;
    }
    o.points[a] += by_king ? (on_throne ? 4 : 2) : 1;
  }
  int total[2] = {0, 0};
  for (int a = 0; a < n; ++a) total[rules.team(a)] += o.points[a];
  if (total[0] == total[1])
    o.team_score = {0.5, 0.5};
  else
    o.team_score[total[0] > total[1] ? 0 : 1] = 1.0;
  return o;
}

// Defeat::kToCaptor: one side left, or a full cycle of passes (a draw: in a free-for-all the
// armies left share the first place).
Outcome captor_ending(const Position& pos) {
  const RuleSet& rules = pos.rules();
  int last = -1, winner = -1;
  unsigned sides = 0;
  for (int a = 0; a < rules.army_count(); ++a) {
    if (pos.status(a) == ArmyStatus::kPlaying) {
      sides |= 1u << rules.team(a);
      winner = rules.team(a);
    } else if (last < 0 || pos.out_order(a) > pos.out_order(last)) {
      last = a;
    }
  }
  if (std::popcount(sides) > 1)
    return rules.free_for_all() ? placed(pos, Termination::kPassCycle)
                                : draw(Termination::kPassCycle);
  if (rules.free_for_all()) return placed(pos, Termination::kLastPlayer);
  Termination t = Termination::kKingCaptured;
  if (last >= 0 && pos.status(last) == ArmyStatus::kCheckmated) t = Termination::kCheckmate;
  if (last >= 0 && pos.status(last) == ArmyStatus::kResigned) t = Termination::kResignation;
  return win_for(winner, t);
}

// The end of a game of four-army check decided on the board (four_army_over).
Outcome four_army_ending(const Position& pos) {
  const RuleSet& rules = pos.rules();
  if (rules.to_captor()) return captor_ending(pos);
  const Move last = pos.last_move();
  if (last.kind() == MoveKind::kDecision && last.decision() == Decision::kClaim)
    return placed(pos, Termination::kClaim);
  if (rules.free_for_all()) return placed(pos, Termination::kLastPlayer);
  for (int a = 0; a < rules.army_count(); ++a) {
    switch (pos.status(a)) {
      case ArmyStatus::kPlaying:
        continue;
      case ArmyStatus::kResigned:
        return win_for(1 - rules.team(a), Termination::kResignation);
      case ArmyStatus::kTimedOut:
        return win_for(1 - rules.team(a), Termination::kTimeout);
      case ArmyStatus::kCheckmated:
        return win_for(1 - rules.team(a), Termination::kCheckmate);
      default:
        return win_for(1 - rules.team(a), Termination::kKingCaptured);
    }
  }
  return {};
}

// Free-for-all draws of four-army check (CheckPoints): each player left gets the draw bonus; at
// insufficient material the walking kings left are shared among them too.
Outcome four_army_draw(const Position& pos, Termination t) {
  const RuleSet& rules = pos.rules();
  const CheckPoints& cp = rules.spec().check_points;
  auto points = points_of(pos);
  int players = 0, walking = 0;
  for (int a = 0; a < rules.army_count(); ++a) {
    players += pos.status(a) == ArmyStatus::kPlaying;
    walking += pos.walking_king(a);
  }
  const int share = t == Termination::kInsufficientMaterial && players
                        ? (cp.king_left * walking + players / 2) / players
                        : 0;
  for (int a = 0; a < rules.army_count(); ++a)
    if (pos.status(a) == ArmyStatus::kPlaying) points[a] += cp.draw_bonus + share;
  return placed(pos, t, points);
}

// Four-army check: the live material (the pieces of the armies that take turns) is the kings
// and at most one bishop or knight.
bool live_material_insufficient(const Position& pos) {
  const RuleSet& rules = pos.rules();
  int minors = 0;
  for (int a = 0; a < rules.army_count(); ++a) {
    if (!pos.takes_turns(a)) continue;
    for (Square s : pos.pieces(a)) {
      const int type = type_of(pos.at(s));
      if (rules.is_dead(type) || rules.is_royal(type)) continue;
      if (!rules.piece(type).minor || ++minors > 1) return false;
    }
  }
  return true;
}

// The endings the board shows without looking at the moves: checked first.
std::optional<Outcome> board_ending(const Position& pos) {
  const RuleSet& rules = pos.rules();
  if (rules.four_army_check() && four_army_over(pos)) return four_army_ending(pos);
  if (int x = bonus_winner(pos); x >= 0) return bonus(pos, x);
  if (rules.spec().royalty == Royalty::kCapture && royals_gone(pos)) {
    if (rules.free_for_all()) return placed(pos, Termination::kKingsCaptured);
    if (rules.scores_points()) {
      int winner = -1;
      for (int a = 0; a < rules.army_count(); ++a)
        if (pos.royal_count(a) || pos.royals_in_hand(a)) winner = rules.team(a);
      return by_points(pos, Termination::kKingsCaptured, winner);
    }
    int royals[2] = {0, 0};
    for (int a = 0; a < rules.army_count(); ++a) royals[rules.team(a)] += pos.royal_count(a);
    if (royals[0] == royals[1]) return draw(Termination::kKingsCaptured);
    return win_for(royals[0] ? 0 : 1, Termination::kKingsCaptured);
  }
  if (int army = goal_reached(pos); army >= 0)
    return win_for(rules.team(army), Termination::kGoalSquare);
  if (last_piece_captured(pos)) return draw(Termination::kLastPiece);
  if (int team = win_squares_team(pos); team >= 0) return win_for(team, Termination::kWinSquares);
  if (bare_king(pos) >= 0) return by_points(pos, Termination::kBareKing, -1);
  return std::nullopt;
}

// The endings that depend on whether the army to move has a legal move, then the draw rules.
Outcome ending_with_moves(Position& pos, bool has_moves) {
  const RuleSet& rules = pos.rules();
  if (quiet_rounds_over(pos))
    return rules.free_for_all() ? placed(pos, Termination::kQuietRounds)
                                : by_points(pos, Termination::kQuietRounds, -1);
  if (rules.spec().quiet_rounds_end) return {};
  if (rules.free_for_all() && rules.four_army_check()) {
    if (rules.options().no_progress_draw && pos.no_progress() >= rules.no_progress_limit())
      return four_army_draw(pos, Termination::kNoProgress);
    if (rules.options().repetition_draw && pos.repetitions() >= 2)
      return four_army_draw(pos, Termination::kRepetition);
    if (rules.spec().insufficient_material_draw && live_material_insufficient(pos))
      return four_army_draw(pos, Termination::kInsufficientMaterial);
    return {};
  }
  if (rules.free_for_all()) {
    if (rules.options().no_progress_draw && pos.no_progress() >= rules.no_progress_limit())
      return placed(pos, Termination::kNoProgress);
    if (rules.options().repetition_draw && pos.repetitions() >= 2)
      return placed(pos, Termination::kRepetition);
    return {};
  }
  if (!has_moves) {
    const int them = 1 - rules.team(pos.to_move());
    if (in_check(pos))
      return win_for(them, rules.spec().pawn_mate_double && checked_by_pawn(pos)
                               ? Termination::kPawnCheckmate
                               : Termination::kCheckmate);
    if (rules.spec().no_moves == NoMoveRule::kHalfWin) {
      Outcome o{Termination::kStalemateHalfWin, {}};
      o.team_score[them] = kHalfWin;
      o.team_score[1 - them] = 1 - kHalfWin;
      return o;
    }
    if (rules.spec().no_moves == NoMoveRule::kLoss) return win_for(them, Termination::kStalemate);
    return draw(Termination::kStalemate);
  }
  auto drawn = [&](Termination t) {
    return rules.scores_points() ? by_points(pos, t, -1) : draw(t);
  };
  if (rules.options().no_progress_draw && pos.no_progress() >= rules.no_progress_limit())
    return drawn(Termination::kNoProgress);
  // With dice a position may come again by chance: no repetition rule.
  if (rules.options().repetition_draw && !rules.has_dice() && pos.repetitions() >= 2)
    return drawn(Termination::kRepetition);
  if (rules.spec().insufficient_material_draw && insufficient_material(pos))
    return draw(Termination::kInsufficientMaterial);
  return {};
}

}  // namespace

int Outcome::winner() const {
  if (!finished() || free_for_all() || team_score[0] == team_score[1]) return -1;
  return team_score[0] > team_score[1] ? 0 : 1;
}

Outcome outcome(Position& pos) {
  if (auto o = board_ending(pos)) return *o;
  return ending_with_moves(pos, has_legal_move(pos));
}

Outcome outcome(Position& pos, const MoveList& legal) {
  if (auto o = board_ending(pos)) return *o;
  return ending_with_moves(pos, !legal.empty() || pos.awaiting_roll());
}

std::string_view termination_name(Termination t) {
  switch (t) {
    case Termination::kNone:
      return "";
    case Termination::kCheckmate:
      return "checkmate";
    case Termination::kStalemate:
      return "stalemate";
    case Termination::kKingsCaptured:
      return "kings-captured";
    case Termination::kWinSquares:
      return "win-squares";
    case Termination::kRepetition:
      return "threefold-repetition";
    case Termination::kNoProgress:
      return "no-progress";
    case Termination::kInsufficientMaterial:
      return "insufficient-material";
    case Termination::kStalemateHalfWin:
      return "stalemate-half-win";
    case Termination::kPawnCheckmate:
      return "pawn-checkmate";
    case Termination::kGoalSquare:
      return "goal-square";
    case Termination::kLastPiece:
      return "last-piece";
    case Termination::kBareKing:
      return "bare-king";
    case Termination::kBonus:
      return "bonus";
    case Termination::kQuietRounds:
      return "quiet-rounds";
    case Termination::kKingCaptured:
      return "king-captured";
    case Termination::kResignation:
      return "resignation";
    case Termination::kTimeout:
      return "timeout";
    case Termination::kClaim:
      return "claim";
    case Termination::kLastPlayer:
      return "last-player";
    case Termination::kPassCycle:
      return "pass-cycle";
  }
  return "";
}

std::optional<Termination> termination_from_name(std::string_view name) {
  for (int t = 0; t <= static_cast<int>(Termination::kPassCycle); ++t)
    if (termination_name(static_cast<Termination>(t)) == name) return static_cast<Termination>(t);
  return std::nullopt;
}

std::string result_text(const Outcome& o) {
  if (!o.finished() || o.free_for_all()) return "*";
  if (o.team_score[0] == o.team_score[1]) return "1/2-1/2";
  return o.team_score[0] > o.team_score[1] ? "1-0" : "0-1";
}

}  // namespace chatur::engine
