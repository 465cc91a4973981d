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

int Position::discord_count() const {
  return rules_->has_power(Power::kDiscord) ? discord_log_[st().discord_at] : 0;
}

Discord Position::discord(int i) const {
  const std::uint16_t e = discord_log_[st().discord_at + 3 + i];
  return {discord_square(e), static_cast<std::uint8_t>(discord_army(e)), discord_kind(e)};
}

unsigned Position::discord_dirs(int army) const {
  if (!rules_->has_power(Power::kDiscord)) return 0;
  return discord_log_[st().discord_at + 1 + army / 2] >> 8 * (army % 2) & 0xFF;
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
  const std::uint16_t* set = discord_log_.data() + st().discord_at;
  return std::none_of(set + 3, set + 3 + set[0], [&](std::uint16_t x) {
    return discord_army(x) == army &&
           ((discord_kind(x) == DiscordKind::kBarredRook && discord_square(x) == m.from()) ||
            (discord_kind(x) == DiscordKind::kGuard && discord_square(x) == m.to() &&
             is_piece(board_[m.to()])));
  });
}

std::uint32_t Position::own_discord(State& s) {
  // Beyond the previous ply's set lie only sets of plies taken back: they are dropped here.
  if (history_.size() < 2) return s.discord_at;
  const State& before = history_[history_.size() - 2];
  const std::uint32_t start = before.discord_at + 3 + discord_log_[before.discord_at];
  if (s.discord_at == start) return start;  // made by this ply
  const std::uint32_t size = 3 + discord_log_[s.discord_at];
  discord_log_.resize(start + size);
  std::copy_n(discord_log_.begin() + s.discord_at, size, discord_log_.begin() + start);
  s.discord_at = start;
  return start;
}

void Position::add_discord(State& s, Square sq, int army, DiscordKind kind) {
  const std::uint16_t e = pack_discord(sq, army, kind);
  const std::uint16_t* set = discord_log_.data() + s.discord_at;
  if (std::find(set + 3, set + 3 + set[0], e) != set + 3 + set[0]) return;
  const std::uint32_t at = own_discord(s);
  discord_log_.push_back(e);
  ++discord_log_[at];
}

namespace {

// Drops entry k of the set at `at` (owned by the ply being made, at the log's end).
void drop_discord(std::vector<std::uint16_t>& log, std::uint32_t at, int k) {
  log[at + 3 + k] = log.back();
  log.pop_back();
  --log[at];
}

// Sets direction bit `bit` (of 8) of `army` in the set at `at`.
void set_discord_dir(std::vector<std::uint16_t>& log, std::uint32_t at, int army, int bit) {
  log[at + 1 + army / 2] =
      static_cast<std::uint16_t>(log[at + 1 + army / 2] | 1u << (8 * (army % 2) + bit));
}

}  // namespace

void Position::discord_ply(State& s, Move m) {
  // The entries follow their pieces through the ply's changes, in order: a piece that leaves the
  // board (or changes colour: taken off and put back) loses its entries.
  if (discord_log_[s.discord_at]) {
    for (std::uint32_t i = s.undo_begin; i < undo_size_; ++i) {
      const Undo& u = undo_[i];
      if (u.op != Op::kMove && u.op != Op::kRemove) continue;
      const std::uint16_t* set = discord_log_.data() + s.discord_at;
      if (std::none_of(set + 3, set + 3 + set[0],
                       [&](std::uint16_t x) { return discord_square(x) == u.a; }))
        continue;
      const std::uint32_t at = own_discord(s);
      for (int k = 0; k < discord_log_[at];) {
        std::uint16_t& e = discord_log_[at + 3 + k];
        if (discord_square(e) != u.a) {
          ++k;
        } else if (u.op == Op::kMove) {
          e = static_cast<std::uint16_t>((e & ~0x3FFu) | u.b);
          ++k;
        } else {
          drop_discord(discord_log_, at, k);
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
          set_discord_dir(discord_log_, own_discord(s), army_of(mover), 4 + d);
      add_discord(s, m.to(), army_of(mover), DiscordKind::kMovedRook);
      // A rook freed by its king carried its bar along: its move of this turn replaces it.
      const std::uint32_t at = own_discord(s);
      const std::uint16_t bar = pack_discord(m.to(), army_of(mover), DiscordKind::kBarredRook);
      for (int k = 0; k < discord_log_[at]; ++k)
        if (discord_log_[at + 3 + k] == bar) {
          drop_discord(discord_log_, at, k);
          break;
        }
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
    const std::uint16_t* set = discord_log_.data() + s.discord_at;
    const unsigned dirs = set[1 + a / 2] >> 8 * (a % 2) & 0xFF;
    const bool entries = std::any_of(set + 3, set + 3 + set[0],
                                     [&](std::uint16_t x) { return discord_army(x) == a; });
    if (!dirs && !entries) continue;
    const std::uint32_t at = own_discord(s);
    std::uint16_t& word = discord_log_[at + 1 + a / 2];
    word =
        static_cast<std::uint16_t>((word & ~(0xFFu << 8 * (a % 2))) | (dirs >> 4) << 8 * (a % 2));
    for (int k = 0; k < discord_log_[at];) {
      std::uint16_t& e = discord_log_[at + 3 + k];
      if (discord_army(e) != a) {
        ++k;
      } else if (discord_kind(e) == DiscordKind::kMovedRook) {
        e = pack_discord(discord_square(e), a, DiscordKind::kBarredRook);
        ++k;
      } else {
        drop_discord(discord_log_, at, k);
      }
    }
  }
  refresh_extra_hash(s);
}

}  // namespace chatur::engine
