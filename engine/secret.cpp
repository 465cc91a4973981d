// European Chess's secret pieces (Power::kSecretRoyal, kSecretBomb): the choices at the start of
// the game and the marked pieces, followed through every change of the board.
#include <algorithm>
#include <stdexcept>

#include "engine/position.h"

namespace chatur::engine {

namespace {

bool has_secret(const RuleSet& rules, int army) {
  const Power p = rules.army_rules(army).power;
  return p == Power::kSecretRoyal || p == Power::kSecretBomb;
}

}  // namespace

void Position::set_up_secrets(const Setup& setup) {
  State& s = st();
  s.resume = s.to_move;
  s.secret_cursor = 0;
  const Geometry& g = rules_->geometry();
  for (int a = 0; a < rules_->army_count(); ++a) {
    const bool chose = (setup.secret_chosen >> a & 1) != 0;
    const Square sq = setup.secrets[a];
    if ((chose || sq != kNoSquare || (setup.hidden >> a & 1)) && !has_secret(*rules_, a))
      throw std::invalid_argument("a secret piece of " + rules_->army(a).name +
                                  ", whose army has none");
    if (sq != kNoSquare && (!chose || !g.exists(sq) || !is_piece(board_[sq]) ||
                            army_of(board_[sq]) != a || (setup.hidden >> a & 1)))
      throw std::invalid_argument("the secret piece of " + rules_->army(a).name +
                                  " is not on the board in its colour");
    if (has_secret(*rules_, a) && !chose && status(a) == ArmyStatus::kPlaying && count_[a] == 0)
      throw std::invalid_argument(rules_->army(a).name + " has no piece to choose as its secret");
  }
  const int chooser = next_chooser(s);
  if (chooser >= 0) {
    if (s.continuation != static_cast<std::uint8_t>(Continuation::kNone))
      throw std::invalid_argument(
          "an army has not chosen its secret piece in the middle of a turn");
    s.continuation = static_cast<std::uint8_t>(Continuation::kChoose);
    s.hash ^= rules_->turn_key(s.to_move) ^ rules_->turn_key(chooser);
    s.to_move = static_cast<std::uint8_t>(chooser);
  }
  refresh_extra_hash(s);
}

int Position::next_chooser(const State& s) const {
  for (int i = 0, a = s.resume; i < rules_->army_count(); ++i, a = next_army(a))
    if (has_secret(*rules_, a) && !(s.secret_chosen >> a & 1) &&
        s.status[a] == static_cast<std::uint8_t>(ArmyStatus::kPlaying))
      return a;
  return -1;
}

void Position::choose(Move m) {
  begin_ply(m);
  State& s = st();
  const int army = s.to_move;
  s.secret_chosen = static_cast<std::uint8_t>(s.secret_chosen | 1u << army);
  // A view's hidden choice names no square (MoveKind::kMark from and to 0).
  if (m.from() == 0)
    s.hidden = static_cast<std::uint8_t>(s.hidden | 1u << army);
  else
    s.secrets[army] = m.from();
  s.secret_cursor = undo_size_;
  const int next = next_chooser(s);
  const int mover = next >= 0 ? next : s.resume;
  if (next < 0) s.continuation = static_cast<std::uint8_t>(Continuation::kNone);
  s.hash ^= rules_->turn_key(army) ^ rules_->turn_key(mover);
  s.to_move = static_cast<std::uint8_t>(mover);
  refresh_extra_hash(s);
}

void Position::follow_secrets(State& s, int captor) {
  const std::uint32_t begin = std::max(s.secret_cursor, s.undo_begin);
  s.secret_cursor = undo_size_;
  bool changed = false;
  for (int a = 0; a < rules_->army_count(); ++a) {
    Square sq = s.secrets[a];
    if (sq == kNoSquare) continue;
    // A piece removed and put back in the same ply is the castling rook; any other leaves.
    Cell removed = kEmpty;
    for (std::uint32_t i = begin; i < undo_size_; ++i) {
      const Undo& u = undo_[i];
      if (removed == kEmpty) {
        if (u.op == Op::kMove && u.a == sq) sq = u.b;
        if (u.op == Op::kRemove && u.a == sq) removed = u.cell;
      } else if (u.op == Op::kPut && u.cell == removed && s.move.kind() == MoveKind::kCastling) {
        sq = u.a;
        removed = kEmpty;
      }
    }
    // A Dutch swap gives the piece another colour: it is lost to its army as if captured.
    const bool gone = removed != kEmpty || !is_piece(board_[sq]) || army_of(board_[sq]) != a;
    if (sq == s.secrets[a] && !gone) continue;
    changed = true;
    s.secrets[a] = gone ? kNoSquare : sq;
    if (!gone || rules_->army_rules(a).power != Power::kSecretRoyal ||
        s.status[a] != static_cast<std::uint8_t>(ArmyStatus::kPlaying))
      continue;
    // The army that made the ply takes the Soviet army, unless it is that army itself (a capture
    // of the UN Peacekeepers at the end of its own ply): then the next army in the game does.
    int by = captor;
    for (int i = 0; i < rules_->army_count() &&
                    (by == a || s.status[by] != static_cast<std::uint8_t>(ArmyStatus::kPlaying));
         ++i)
      by = next_army(by);
    defeat(a, ArmyStatus::kKingCaptured, false);
    if (by != a) pass_control(s, a, by);
  }
  if (changed) refresh_extra_hash(s);
}

}  // namespace chatur::engine
