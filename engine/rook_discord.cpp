// European Chess's Holy Roman Empire (Power::kDiscord): its German rooks may not move on two
// turns running, nor in a direction one of them moved on the last turn, nor take a piece that
// took one of them, unless they start beside their king.
#include <algorithm>

#include "engine/position.h"

namespace chatur::engine {

namespace {

// The four directions of a rook's move, as (file, rank) signs: toward rank 8, rank 1, file a and
// file h (FEN4 ^ v < >).
constexpr int kDiscordSteps[4][2] = {{0, 1}, {0, -1}, {-1, 0}, {1, 0}};

constexpr std::uint16_t pack_discord(Square sq, int army, DiscordKind kind) {
  return static_cast<std::uint16_t>(sq | army << 10 | static_cast<int>(kind) << 12);
}
constexpr Square discord_square(std::uint16_t e) {
  return static_cast<Square>(e & 0x3FF);
}
constexpr int discord_army(std::uint16_t e) {
  return e >> 10 & 3;
}
constexpr DiscordKind discord_kind(std::uint16_t e) {
  return static_cast<DiscordKind>(e >> 12 & 3);
}

}  // namespace

Discord Position::discord(int i) const {
  const std::uint16_t e = discord_log_[st().discord_at + i];
  return {discord_square(e), static_cast<std::uint8_t>(discord_army(e)), discord_kind(e)};
}

bool Position::discord_allows(Move m) const {
  if (m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kCaptureInPlace) return true;
  const Cell rook = board_[m.from()];
  const int army = army_of(rook);
  if (rules_->army_rules(army).power != Power::kDiscord ||
      rules_->piece(type_of(rook)).letter != 'R')
    return true;
  const Geometry& g = rules_->geometry();
  const int file = g.file_of(m.from()), rank = g.rank_of(m.from());
  for (Square sq : pieces(army))
    if (rules_->is_royal(type_of(board_[sq])) && std::abs(g.file_of(sq) - file) <= 1 &&
        std::abs(g.rank_of(sq) - rank) <= 1)
      return true;  // beside its king: free
  const int df = g.file_of(m.to()) - file, dr = g.rank_of(m.to()) - rank;
  for (int d = 0; d < 4; ++d)
    if ((discord_dirs(army) >> d & 1) && (df > 0) - (df < 0) == kDiscordSteps[d][0] &&
        (dr > 0) - (dr < 0) == kDiscordSteps[d][1])
      return false;
  const State& s = st();
  const std::uint16_t* e = discord_log_.data() + s.discord_at;
  return std::none_of(e, e + s.discord_count, [&](std::uint16_t x) {
    return discord_army(x) == army &&
           ((discord_kind(x) == DiscordKind::kBarredRook && discord_square(x) == m.from()) ||
            (discord_kind(x) == DiscordKind::kGuard && discord_square(x) == m.to() &&
             is_piece(board_[m.to()])));
  });
}

std::uint16_t* Position::own_discord(State& s) {
  // Beyond the end of the previous ply's set lie only sets of plies taken back: unmake() leaves
  // them, and the first change of a ply drops them, so that unmake() has nothing to do.
  const State* before = history_.size() >= 2 ? &history_[history_.size() - 2] : nullptr;
  const std::uint32_t start = before ? before->discord_at + before->discord_count : 0;
  if (s.discord_at != start) {
    discord_log_.resize(start);
    discord_log_.reserve(start + s.discord_count + 1);
    for (int i = 0; i < s.discord_count; ++i)
      discord_log_.push_back(discord_log_[s.discord_at + i]);
    s.discord_at = start;
  } else {
    discord_log_.resize(start + s.discord_count);
  }
  return discord_log_.data() + s.discord_at;
}

void Position::add_discord(State& s, Square sq, int army, DiscordKind kind) {
  const std::uint16_t e = pack_discord(sq, army, kind);
  const std::uint16_t* seen = discord_log_.data() + s.discord_at;
  if (std::find(seen, seen + s.discord_count, e) != seen + s.discord_count) return;
  own_discord(s);
  discord_log_.push_back(e);
  ++s.discord_count;
}

void Position::discord_ply(State& s, Move m) {
  // The entries follow their pieces through the ply's changes, in order: a piece that leaves the
  // board (or changes colour: taken off and put back) loses its entries.
  if (s.discord_count) {
    for (std::uint32_t i = s.undo_begin; i < undo_size_; ++i) {
      const Undo& u = undo_[i];
      if (u.op != Op::kMove && u.op != Op::kRemove) continue;
      const std::uint16_t* seen = discord_log_.data() + s.discord_at;
      if (std::none_of(seen, seen + s.discord_count,
                       [&](std::uint16_t x) { return discord_square(x) == u.a; }))
        continue;
      std::uint16_t* e = own_discord(s);
      for (int k = 0; k < s.discord_count;) {
        if (discord_square(e[k]) != u.a) {
          ++k;
        } else if (u.op == Op::kMove) {
          e[k] = static_cast<std::uint16_t>((e[k] & ~0x3FFu) | u.b);
          ++k;
        } else {
          e[k] = e[--s.discord_count];
          discord_log_.pop_back();
        }
      }
    }
  }
  const auto german_rook = [&](Cell c) {
    return is_piece(c) && rules_->army_rules(army_of(c)).power == Power::kDiscord &&
           rules_->piece(type_of(c)).letter == 'R';
  };
  // A German rook's own move: its first change is the rook's (after the victim's removal).
  if (m.kind() == MoveKind::kNormal) {
    Cell mover = kEmpty;
    for (std::uint32_t i = s.undo_begin; i < undo_size_ && mover == kEmpty; ++i)
      if (undo_[i].op == Op::kMove && undo_[i].a == m.from()) mover = undo_[i].cell;
    if (german_rook(mover) && board_[m.to()] == mover) {
      const Geometry& g = rules_->geometry();
      const int df = g.file_of(m.to()) - g.file_of(m.from());
      const int dr = g.rank_of(m.to()) - g.rank_of(m.from());
      for (int d = 0; d < 4; ++d)
        if ((df > 0) - (df < 0) == kDiscordSteps[d][0] &&
            (dr > 0) - (dr < 0) == kDiscordSteps[d][1])
          s.discord_dirs |= 1u << (8 * army_of(mover) + 4 + d);
      add_discord(s, m.to(), army_of(mover), DiscordKind::kMovedRook);
    }
  }
  // A capture of a German rook by a piece's move: the rook's removal followed at once by the
  // captor's arrival (each pawn move of a Roman pair too), or a capture in place. Removals,
  // detonations and the UN Peacekeepers' captures move no piece onto the square.
  for (std::uint32_t i = s.undo_begin; i < undo_size_; ++i) {
    const Undo& u = undo_[i];
    if (u.op != Op::kRemove || !german_rook(u.cell)) continue;
    Square captor = kNoSquare;
    if (i + 1 < undo_size_ && undo_[i + 1].op == Op::kMove && undo_[i + 1].b == u.a)
      captor = u.a;
    else if (m.kind() == MoveKind::kCaptureInPlace && u.a == m.to())
      captor = m.from();
    if (captor != kNoSquare && is_piece(board_[captor]))
      add_discord(s, captor, army_of(u.cell), DiscordKind::kGuard);
  }
  refresh_extra_hash(s);
}

void Position::discord_turn_end(State& s, int army) {
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (rules_->army_rules(a).power != Power::kDiscord || !moves_for(a, army)) continue;
    // This turn's directions become the bars; its rooks become the barred ones; protections end.
    const std::uint32_t dirs = s.discord_dirs >> 8 * a & 0xFF;
    s.discord_dirs = (s.discord_dirs & ~(0xFFu << 8 * a)) | (dirs >> 4) << 8 * a;
    const std::uint16_t* seen = discord_log_.data() + s.discord_at;
    if (std::none_of(seen, seen + s.discord_count,
                     [&](std::uint16_t x) { return discord_army(x) == a; }))
      continue;
    std::uint16_t* e = own_discord(s);
    for (int k = 0; k < s.discord_count;) {
      if (discord_army(e[k]) != a) {
        ++k;
      } else if (discord_kind(e[k]) == DiscordKind::kMovedRook) {
        e[k] = pack_discord(discord_square(e[k]), a, DiscordKind::kBarredRook);
        ++k;
      } else {
        e[k] = e[--s.discord_count];
        discord_log_.pop_back();
      }
    }
  }
  refresh_extra_hash(s);
}

}  // namespace chatur::engine
