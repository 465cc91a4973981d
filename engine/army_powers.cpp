// European Chess powers that act outside a single move: Iraq's removals (Power::kRemoval),
// Switzerland's capture permissions (Power::kNeutral), the turns of two plies of Sweden
// (Power::kKingAndOther) and Japan (Power::kAlone), Israel's mark (Power::kMark), Macedonia's
// removals (Power::kSacrifice), the Barbarians' rests (Power::kRest) and the Dutch owner swaps
// (Power::kOwnerSwap).
#include <algorithm>
#include <cstdlib>

#include "engine/movegen.h"
#include "engine/position.h"

namespace chatur::engine {

namespace {

// The directions of Power::kOwnerSwap, as (file, rank) steps: Move::extra() is 1 + an index.
constexpr int kOrthogonal[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

constexpr std::uint16_t pack_rest(Square sq, int mover, bool current) {
  return static_cast<std::uint16_t>(sq | mover << 10 | (current ? 1 << 12 : 0));
}
constexpr Square rest_square(std::uint16_t r) {
  return static_cast<Square>(r & 0x3FF);
}

}  // namespace

bool Position::may_capture(int mover, int army) const {
  if (rules_->army_rules(army).power == Power::kGift) return peace_turns(mover, army) == 0;
  if (rules_->army_rules(army).power != Power::kNeutral) return true;
  return (st().neutral_took[army] >> mover & 1) != 0 || st().exchanges[mover] >= 3;
}

bool Position::continues_turn(State& s, Move m, int us) {
  const auto before = static_cast<Continuation>(s.continuation);
  const bool second = before != Continuation::kNone;
  const bool board_move = m.kind() != MoveKind::kPass && m.kind() != MoveKind::kDecision &&
                          m.kind() != MoveKind::kMark && m.kind() != MoveKind::kRemove;
  const std::uint8_t twice_before = s.twice;
  const Square again_before = s.again;
  s.continuation = static_cast<std::uint8_t>(Continuation::kNone);
  s.again = kNoSquare;
  // A first ply of the army's own turn, not barred, that leaves the game going opens the second:
  // after its king, another piece (of no royal type); after such a piece, its king. A controlled
  // army's piece of a royal type is neither.
  Square landed = m.kind() == MoveKind::kCaptureInPlace ? m.from() : m.to();
  if (m.kind() == MoveKind::kCastling) landed = rules_->castlings()[m.castling_index()].king_to;
  const Cell moved = board_move ? board_[landed] : kEmpty;
  const bool royal_type =
      m.kind() != MoveKind::kPromotion && is_piece(moved) && rules_->is_royal(type_of(moved));
  if (!second && board_move && rules_->army_rules(us).power == Power::kKingAndOther && !twice(us) &&
      !(royal_type && army_of(moved) != us) && !four_army_over(*this)) {
    s.continuation =
        static_cast<std::uint8_t>(royal_type ? Continuation::kOtherPiece : Continuation::kKing);
  } else {
    // Sweden's turn ends: a second move bars the next turn's, any other turn lifts the bar.
    const bool used =
        board_move && (before == Continuation::kKing || before == Continuation::kOtherPiece);
    s.twice = static_cast<std::uint8_t>((s.twice & ~(1u << us)) | (used ? 1u << us : 0u));
    if (!second && alone_of_its_kind(m, landed) && !four_army_over(*this)) {
      s.continuation = static_cast<std::uint8_t>(Continuation::kSamePiece);
      s.again = landed;
    }
  }
  // Macedonia: after each board ply of its turn (and the "--" declining a Japanese second), a
  // removal may follow, and after a removal a move.
  if (rules_->army_rules(us).power == Power::kSacrifice && !four_army_over(*this)) {
    if (before == Continuation::kRemoval && m.kind() == MoveKind::kRemove)
      s.continuation = static_cast<std::uint8_t>(Continuation::kAgain);
    else if (s.continuation == static_cast<std::uint8_t>(Continuation::kNone) &&
             (board_move || (before == Continuation::kSamePiece && m.kind() == MoveKind::kPass)))
      s.continuation = static_cast<std::uint8_t>(Continuation::kRemoval);
  }
  // The mark ply ends the turn of an army that marks: after its last board ply, or the "--" that
  // declined a second; never after a pass or a decision.
  if (s.continuation == static_cast<std::uint8_t>(Continuation::kNone) &&
      before != Continuation::kMark && rules_->army_rules(us).power == Power::kMark &&
      (board_move || (second && m.kind() == MoveKind::kPass)) && !four_army_over(*this))
    s.continuation = static_cast<std::uint8_t>(Continuation::kMark);
  // Persia's returns and Poland's gift follow the turn's move and any second ply; the returns go
  // on after each placement.
  if (s.continuation == static_cast<std::uint8_t>(Continuation::kNone) &&
      (before == Continuation::kReturn
           ? m.kind() == MoveKind::kDrop
           : before != Continuation::kGift && (board_move || (before == Continuation::kSamePiece &&
                                                              m.kind() == MoveKind::kPass))))
    s.continuation = static_cast<std::uint8_t>(after_move(us));
  if (s.continuation != static_cast<std::uint8_t>(before) || s.twice != twice_before ||
      s.again != again_before)
    refresh_extra_hash(s);
  return s.continuation != static_cast<std::uint8_t>(Continuation::kNone);
}

Rest Position::rest(int i) const {
  const std::uint16_t r = rests_of(st())[i];
  return {rest_square(r), static_cast<std::uint8_t>(r >> 10 & 3), (r >> 12 & 1) != 0};
}

bool Position::resting(Square sq) const {
  const State& s = st();
  const std::uint16_t* r = rests_of(s);
  return std::any_of(r, r + s.rest_count, [&](std::uint16_t x) { return rest_square(x) == sq; });
}

bool Position::rest_holds(Square sq, int mover) const {
  const State& s = st();
  const std::uint16_t* r = rests_of(s);
  return std::find(r, r + s.rest_count, pack_rest(sq, mover, true)) != r + s.rest_count;
}

std::uint16_t* Position::own_rests(State& s) {
  if (s.rest_at < s.rest_base) {
    const auto at = static_cast<std::uint32_t>(rest_log_.size());
    rest_log_.insert(rest_log_.end(), rest_log_.begin() + s.rest_at,
                     rest_log_.begin() + s.rest_at + s.rest_count);
    s.rest_at = at;
  }
  return rest_log_.data() + s.rest_at;
}

void Position::start_rest(State& s, Square sq) {
  follow_rest(s, sq, kNoSquare);  // a new capture starts its rest again
  own_rests(s);
  rest_log_.push_back(pack_rest(sq, s.to_move, false));
  ++s.rest_count;
  refresh_extra_hash(s);
}

void Position::follow_rest(State& s, Square from, Square to) {
  const std::uint16_t* seen = rests_of(s);
  for (int i = 0; i < s.rest_count; ++i) {
    if (rest_square(seen[i]) != from) continue;
    std::uint16_t* r = own_rests(s);
    if (to == kNoSquare) {
      r[i] = r[--s.rest_count];
      rest_log_.pop_back();
    } else {
      r[i] = static_cast<std::uint16_t>((r[i] & ~0x3FFu) | to);
    }
    refresh_extra_hash(s);
    return;
  }
}

void Position::end_turn_powers(State& s, int army) {
  if (rules_->has_power(Power::kDiscord)) discord_turn_end(s, army);
  bool changed = false;
  const std::uint16_t* seen = rests_of(s);
  if (std::any_of(seen, seen + s.rest_count,
                  [&](std::uint16_t r) { return (r >> 10 & 3) == army; })) {
    std::uint16_t* r = own_rests(s);
    for (int i = 0; i < s.rest_count;) {
      if ((r[i] >> 10 & 3) != army) {
        ++i;
      } else if (r[i] >> 12 & 1) {
        r[i] = r[--s.rest_count];
        rest_log_.pop_back();
      } else {
        r[i] = static_cast<std::uint16_t>(r[i] | 1 << 12);
        ++i;
      }
    }
    changed = true;
  }
  if (s.first_turn >> army & 1) {
    s.first_turn = static_cast<std::uint8_t>(s.first_turn & ~(1u << army));
    changed = true;
  }
  if (changed) refresh_extra_hash(s);
}

void Position::drop_rests(State& s, int army) {
  const std::uint16_t* seen = rests_of(s);
  if (std::none_of(seen, seen + s.rest_count,
                   [&](std::uint16_t r) { return (r >> 10 & 3) == army; }))
    return;
  std::uint16_t* r = own_rests(s);
  for (int i = 0; i < s.rest_count;) {
    if ((r[i] >> 10 & 3) == army) {
      r[i] = r[--s.rest_count];
      rest_log_.pop_back();
    } else {
      ++i;
    }
  }
  refresh_extra_hash(s);
}

unsigned Position::swap_directions(Square landing) const {
  const Cell moved = board_[landing];
  if (!is_piece(moved) || rules_->is_royal(type_of(moved))) return 0;
  const Geometry& g = rules_->geometry();
  const int us = st().to_move;
  unsigned dirs = 0;
  for (int d = 0; d < 4; ++d) {
    const Cell c = board_[landing + g.offset(kOrthogonal[d][0], kOrthogonal[d][1])];
    if (is_piece(c) && relation(us, c) == Relation::kEnemy && !rules_->is_royal(type_of(c)) &&
        !(rules_->army_rules(army_of(c)).immune >> type_of(c) & 1))
      dirs |= 1u << d;
  }
  return dirs;
}

Square Position::swap_square(Move m) const {
  const Square landing = m.kind() == MoveKind::kCaptureInPlace ? m.from() : m.to();
  const int* step = kOrthogonal[m.extra() - 1];
  return static_cast<Square>(landing + rules_->geometry().offset(step[0], step[1]));
}

void Position::swap_owners(State& s, Move m) {
  const Square a = m.kind() == MoveKind::kCaptureInPlace ? m.from() : m.to();
  const Square b = swap_square(m);
  const Cell ca = board_[a], cb = board_[b];
  // A resting piece rests on under its new colour, for the same mover.
  std::uint16_t kept[2];
  int kept_count = 0;
  const std::uint16_t* seen = rests_of(s);
  for (int i = 0; i < s.rest_count; ++i)
    if (rest_square(seen[i]) == a || rest_square(seen[i]) == b) kept[kept_count++] = seen[i];
  remove(s, a);
  remove(s, b);
  put(s, a, make_piece(army_of(cb), type_of(ca)));
  put(s, b, make_piece(army_of(ca), type_of(cb)));
  if (kept_count == 0) return;
  own_rests(s);
  rest_log_.insert(rest_log_.end(), kept, kept + kept_count);
  s.rest_count = static_cast<std::uint8_t>(s.rest_count + kept_count);
  refresh_extra_hash(s);
}

int Position::group_of(Square sq, Square* out) const {
  const int us = st().to_move;
  const auto moved = [&](Square q) {
    const Cell c = board_[q];
    return is_piece(c) && moves_for(army_of(c), us);
  };
  if (!moved(sq)) return 0;
  const Geometry& g = rules_->geometry();
  int n = 0;
  out[n++] = sq;
  for (int i = 0; i < n; ++i)
    for (const auto& step : kOrthogonal) {
      const auto q = static_cast<Square>(out[i] + g.offset(step[0], step[1]));
      if (moved(q) && std::find(out, out + n, q) == out + n) out[n++] = q;
    }
  std::sort(out, out + n);
  return n;
}

void Position::group_move(State& s, Move m) {
  Square members[4 * kMaxPiecesPerArmy];
  const int n = group_of(m.from(), members);
  const Geometry& g = rules_->geometry();
  const int df = g.file_of(m.to()) - g.file_of(m.from());
  const int dr = g.rank_of(m.to()) - g.rank_of(m.from());
  // The members furthest along the translation move first, onto squares empty or left already.
  const auto ahead = [&](Square q) { return df * g.file_of(q) + dr * g.rank_of(q); };
  std::sort(members, members + n, [&](Square a, Square b) { return ahead(a) > ahead(b); });
  CastlingRights lost = 0;
  for (int i = 0; i < n; ++i) {
    lost |= rules_->castling_lost(members[i]);
    move_piece(s, members[i], static_cast<Square>(members[i] + g.offset(df, dr)));
  }
  if ((lost &= s.castling)) {
    s.castling &= ~lost;
    for (CastlingRights bits = lost; bits; bits &= bits - 1)
      s.hash ^= rules_->castling_key(lowest_castling(bits));
  }
  s.group_used = static_cast<std::uint8_t>(s.group_used | 1u << s.to_move);
  refresh_extra_hash(s);
}

void Position::lift_mark(State& s, int army) {
  const Square m = s.marks[army];
  if (m == kNoSquare) return;
  set_cell(m, kEmpty);
  s.marks[army] = kNoSquare;
  refresh_extra_hash(s);
}

bool Position::alone_of_its_kind(Move m, Square landed) const {
  switch (m.kind()) {
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kEnPassant:
    case MoveKind::kCastling:
    case MoveKind::kCaptureInPlace:
      break;
    default:
      return false;
  }
  const Cell moved = board_[landed];
  if (!is_piece(moved) || rules_->army_rules(army_of(moved)).power != Power::kAlone) return false;
  const int type = type_of(moved);
  for (int a = 0; a < rules_->army_count(); ++a)
    for (Square sq : pieces(a))
      if (sq != landed && type_of(board_[sq]) == type) return false;
  return true;
}

void Position::count_exchange(State& s, Cell victim, int mover) {
  const int victim_army = army_of(victim);
  for (int a : {mover, victim_army})
    if (s.exchanges[a] < 3) ++s.exchanges[a];
  if (rules_->army_rules(mover).power == Power::kNeutral)
    s.neutral_took[mover] = static_cast<std::uint8_t>(s.neutral_took[mover] | 1u << victim_army);
  refresh_extra_hash(s);
}

void Position::remove_by_power(State& s, Square sq, int captor) {
  const Cell c = board_[sq];
  const int army = army_of(c);
  remove(s, sq);
  if (rules_->has_power(Power::kReturn)) piece_lost(s, c);
  if (lost_last(c) && status(army) == ArmyStatus::kPlaying) {
    defeat(army, ArmyStatus::kKingCaptured, false);
    pass_control(s, army, captor);
  }
}

void Position::remove_at_turn_start(State& s, int mover) {
  const Geometry& g = rules_->geometry();
  const int lines[4] = {g.offset(1, 0), g.offset(-1, 0), g.offset(0, 1), g.offset(0, -1)};
  // All leave at once: the set is found before any leaves (a defeat on the way changes sides).
  Square leaving[4 * kMaxPiecesPerArmy];
  int count = 0;
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (rules_->army_rules(a).power != Power::kRemoval || !moves_for(a, mover)) continue;
    for (Square sq : pieces(a))
      for (int d : lines) {
        const auto n = static_cast<Square>(sq + d);
        const Cell c = board_[n];
        if (is_piece(c) && relation(mover, c) == Relation::kEnemy &&
            !rules_->is_royal(type_of(c)) &&
            !(rules_->army_rules(army_of(c)).immune >> type_of(c) & 1) &&
            std::find(leaving, leaving + count, n) == leaving + count)
          leaving[count++] = n;
      }
  }
  for (int i = 0; i < count; ++i) remove_by_power(s, leaving[i], mover);
}

void Position::remove_close_pairs(State& s) {
  const auto bishop = rules_->type_by_letter('B'), knight = rules_->type_by_letter('N');
  const Geometry& g = rules_->geometry();
  auto pair_type = [&](Cell c) {
    if (!is_piece(c) || rules_->army_rules(army_of(c)).power != Power::kRemoval) return -1;
    const int t = type_of(c);
    return t == *bishop ? *knight : t == *knight ? *bishop : -1;
  };
  // The squares pieces reached during this ply, from its undo entries.
  const std::uint32_t end = undo_size_;
  for (std::uint32_t i = s.undo_begin; i < end; ++i) {
    const Undo& u = undo_[i];
    const Square moved = u.op == Op::kMove ? u.b : u.op == Op::kPut ? u.a : kNoSquare;
    if (moved == kNoSquare) continue;
    const int other = pair_type(board_[moved]);
    if (other < 0) continue;
    const int army = army_of(board_[moved]);
    for (Square sq : pieces(army)) {
      if (type_of(board_[sq]) != other ||
          std::abs(g.file_of(sq) - g.file_of(moved)) + std::abs(g.rank_of(sq) - g.rank_of(moved)) >
              2)
        continue;
      remove_by_power(s, sq, s.to_move);
      remove_by_power(s, moved, s.to_move);
      break;
    }
  }
}

}  // namespace chatur::engine
