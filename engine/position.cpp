#include "engine/position.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "engine/attacks.h"
#include "engine/movegen.h"
#include "engine/pawn_pair.h"

namespace chatur::engine {
namespace {

// State::last_loss packs a KingLoss: a flag that there is one, the captor, and two flags.
constexpr std::uint8_t kLossKnown = 0x80, kLossByKing = 0x04, kLossOnThrone = 0x08;

std::uint8_t pack(const KingLoss& l) {
  if (l.captor < 0) return 0;
  return static_cast<std::uint8_t>(kLossKnown | l.captor | (l.by_king ? kLossByKing : 0) |
                                   (l.on_throne ? kLossOnThrone : 0));
}

Setup start_setup(const RuleSet& rules) {
  if (!rules.spec().no_start.empty()) throw std::invalid_argument(rules.spec().no_start);
  Setup s;
  const Geometry& g = rules.geometry();
  for (const auto& p : rules.spec().setup) {
    auto sq = g.parse(p.square);
    auto type = rules.type_by_letter(p.piece);
    if (!sq || !type || p.army < 0 || p.army >= rules.army_count())
      throw std::invalid_argument("rule set '" + rules.id() + "': bad setup entry " + p.square);
    s.pieces.emplace_back(*sq, make_piece(p.army, *type));
  }
  // Every castling whose king and rook stand at home: chess960 lists others.
  for (size_t i = 0; i < rules.castlings().size(); ++i) {
    const Castling& c = rules.castlings()[i];
    Cell king = kEmpty, rook = kEmpty;
    for (auto [sq, cell] : s.pieces) {
      if (sq == c.king_from) king = cell;
      if (sq == c.rook_from) rook = cell;
    }
    if (rules.castling_at_home(static_cast<int>(i), king, rook)) s.castling |= castling_bit(i);
  }
  if (rules.spec().king_knight_leap) s.king_leap = (1u << rules.army_count()) - 1;
  for (int a = 0; a < rules.army_count(); ++a)
    if (rules.army_rules() && rules.army_rules(a).power == Power::kOwnerSwap)
      s.first_turn = static_cast<std::uint8_t>(s.first_turn | 1u << a);
  if (rules.king_promotion_type() >= 0)
    s.king_promotion = static_cast<std::uint8_t>((1u << rules.army_count()) - 1);
  for (int a = 0; a < rules.army_count(); ++a) s.hands[a] = rules.initial_hand();
  return s;
}

}  // namespace

Position::Position(const RuleSet& rules) : Position(rules, start_setup(rules)) {}

Position::Position(const RuleSet& rules, const Setup& setup)
    : rules_(&rules), keeps_bitboards_(rules.orthodox_chess().has_value()) {
  const Geometry& g = rules.geometry();
  auto fail = [](const std::string& why) { throw std::invalid_argument(why); };
  board_.fill(kWall);
  for (Square s : g.squares()) board_[s] = kEmpty;
  royal_sq_.fill(kNoSquare);
  if (setup.to_move < 0 || setup.to_move >= rules.army_count()) fail("no such army to move");

  // Sized for a short game: a replay reserves the plies it will make, and make() grows both.
  history_.reserve(32);
  undo_.resize(2 * kMaxUndoPerMove);
  history_.push_back(State{});
  if (rules.has_power(Power::kDiscord)) discord_log_.assign(3, 0);  // an empty set at 0
  State& s = st();
  s.move = kNullMove;
  s.to_move = static_cast<std::uint8_t>(setup.to_move);
  s.no_progress = static_cast<std::uint16_t>(std::clamp(setup.no_progress, 0, 65535));
  s.fullmove = static_cast<std::uint16_t>(std::clamp(setup.fullmove, 1, 65535));
  s.ep_victim = kNoSquare;
  s.ep.fill(kNoSquare);
  s.ep_passed.fill(kNoSquare);
  s.ep_pawn.fill(kNoSquare);
  s.censored.fill(kNoSquare);
  s.chosen.fill(kNoSquare);
  // Set before anything generates moves (the Terrorists' detonations); checked by set_up_secrets.
  s.secrets = setup.secrets;
  s.secret_chosen = setup.secret_chosen;
  s.hidden = setup.hidden;
  s.hash = rules.turn_key(setup.to_move);

  for (auto [sq, cell] : setup.pieces) {
    if (!g.exists(sq)) fail("a piece stands off the board");
    if (board_[sq] != kEmpty) fail("two pieces on " + g.name(sq));
    if (army_of(cell) >= rules.army_count() || type_of(cell) >= rules.type_count())
      fail("a piece of no army or type on " + g.name(sq));
    if (count_[army_of(cell)] == kMaxPiecesPerArmy)
      fail("more than " + std::to_string(kMaxPiecesPerArmy) + " pieces in one army");
    board_[sq] = cell;  // set-up is not a move: nothing to undo
    add_to_list(sq, cell);
    s.hash ^= rules.piece_key(cell, sq);
  }
  if (rules.has_power(Power::kDesertion)) {
    crown(s);
    undo_size_ = 0;  // set-up is not a move: nothing to undo
  }
  for (int a = 0; a < rules.army_count(); ++a)
    if (rules.spec().royalty == Royalty::kCheckmate && royal_count_[a] > 1 &&
        !rules.several_royals())
      fail("army " + rules.army(a).name + " has more than one king");
  if ((setup.king_promotion | setup.king_swap) >> rules.army_count() ||
      ((setup.king_promotion | setup.king_swap) && rules.king_promotion_type() < 0))
    fail("king promotion rights in a rule set without them");
  for (int a = 0; a < rules.army_count(); ++a) {
    if (!(setup.king_swap >> a & 1)) continue;
    const Square corner = rules.king_promotion_corner(a);
    const Square king = royal_sq_[a];
    const bool beside = king != kNoSquare && std::abs(g.file_of(king) - g.file_of(corner)) <= 1 &&
                        std::abs(g.rank_of(king) - g.rank_of(corner)) <= 1;
    if (!beside || board_[corner] != make_piece(a, rules.king_promotion_type()))
      fail("castling right of " + rules.army(a).name +
           " without its king beside its corner and the piece on it");
  }
  s.king_promotion = setup.king_promotion;
  s.king_swap = setup.king_swap;
  s.barred = setup.barred;
  if (setup.bar_used & ~(0x11u << setup.to_move))
    fail("a bar used in the turn of an army that is not to move");
  s.bar_used = setup.bar_used;
  s.passes = static_cast<std::uint8_t>(std::clamp(setup.passes, 0, 255));
  s.exchanges = setup.exchanges;
  s.neutral_took = setup.neutral_took;
  s.continuation = static_cast<std::uint8_t>(setup.continuation);
  s.twice = setup.twice;
  s.again = setup.again;
  if ((setup.continuation == Continuation::kSamePiece) != (setup.again != kNoSquare) ||
      (setup.again != kNoSquare &&
       (!g.exists(setup.again) || !is_piece(board_[setup.again]) ||
        rules.army_rules(army_of(board_[setup.again])).power != Power::kAlone)))
    fail("a second ply for a piece that is not there or may not move twice");
  s.marks = setup.marks;
  for (int a = 0; a < rules.army_count(); ++a) {
    const Square m = setup.marks[a];
    if (m == kNoSquare) continue;
    if (rules.army_rules(a).power != Power::kMark || !g.exists(m) || board_[m] != kEmpty)
      fail("a mark of an army that marks none, or on a square that is not empty");
    board_[m] = kWall;
  }
  if (setup.continuation == Continuation::kMark &&
      rules.army_rules(setup.to_move).power != Power::kMark)
    fail("a mark ply for an army that marks none");
  if ((setup.continuation == Continuation::kRemoval ||
       setup.continuation == Continuation::kAgain) &&
      rules.army_rules(setup.to_move).power != Power::kSacrifice)
    fail("a removal or a move after one for an army that removes none");
  for (const Rest& r : setup.rests) {
    // A Dutch swap may have given a resting piece another colour.
    if (!rules.has_power(Power::kRest) || !g.exists(r.square) || !is_piece(board_[r.square]) ||
        r.mover >= rules.army_count() || (!r.current && r.mover != setup.to_move))
      fail(
          "a resting piece where none stands or no army's pieces rest, or whose rest began on "
          "another turn");
    rest_log_.push_back(static_cast<std::uint16_t>(r.square | r.mover << 10 | r.current << 12));
    ++s.rest_count;
  }
  for (const Discord& d : setup.discord) {
    const Cell c = g.exists(d.square) ? board_[d.square] : kEmpty;
    const bool rook = is_piece(c) && army_of(c) == d.army && rules.piece(type_of(c)).letter == 'R';
    if (d.army >= rules.army_count() || rules.army_rules(d.army).power != Power::kDiscord ||
        !is_piece(c) || (d.kind != DiscordKind::kGuard && !rook))
      fail("a German rook's bar where no such rook stands, or a protection where no piece does");
    add_discord(s, d.square, d.army, d.kind);
  }
  for (int a = 0; a < rules.army_count(); ++a) {
    if (setup.discord_dirs[a] && rules.army_rules(a).power != Power::kDiscord)
      fail("barred directions of an army whose rooks have none");
    if (!setup.discord_dirs[a]) continue;
    std::uint16_t& word = discord_log_[own_discord(s) + 1 + a / 2];
    word = static_cast<std::uint16_t>(word | setup.discord_dirs[a] << 8 * (a % 2));
  }
  for (int a = 0; a < rules.army_count(); ++a)
    if ((setup.first_turn >> a & 1) && rules.army_rules(a).power != Power::kOwnerSwap &&
        rules.army_rules(a).power != Power::kDeploy)
      fail("a first turn marked for an army that swaps no owners and drops no pieces");
  set_up_placements(setup);
  s.first_turn = setup.first_turn;
  for (int a = 0; a < rules.army_count(); ++a)
    if ((setup.group_used >> a & 1) && rules.army_rules(a).power != Power::kGroup)
      fail("a group move used by an army that has none");
  s.group_used = setup.group_used;
  if (setup.continuation == Continuation::kRetreat &&
      (rules.army_rules(setup.to_move).power != Power::kRetreat || setup.interrupted < 0 ||
       setup.interrupted >= rules.army_count() || setup.interrupted == setup.to_move))
    fail("a retreat for an army that makes none, or after no other army's turn");
  s.interrupted = static_cast<std::uint8_t>(
      setup.continuation == Continuation::kRetreat ? setup.interrupted : 0);
  if ((setup.censor_by >= 0 || setup.censor_bar || !setup.censored.empty()) &&
      !rules.has_power(Power::kCensor))
    fail("a censor with no army that censors");
  for (int a = 0; a < rules.army_count(); ++a)
    if ((setup.censor_bar >> a & 1) && rules.army_rules(a).power != Power::kCensor)
      fail("a censor barred for an army that censors none");
  s.censor_bar = setup.censor_bar;

  // Castling rights need king and rook on their home squares.
  for (size_t i = 0; i < rules.castlings().size(); ++i) {
    if (!has_castling(setup.castling, i)) continue;
    const Castling& c = rules.castlings()[i];
    if (!rules.castling_at_home(static_cast<int>(i), board_[c.king_from], board_[c.rook_from]))
      fail(std::string("castling right '") + c.fen_flag + "' without king and rook at home");
    s.castling |= castling_bit(i);
    s.hash ^= rules.castling_key(static_cast<int>(i));
  }

  for (int a = 0; a < rules.army_count(); ++a) {
    for (int t = 0; t < rules.type_count(); ++t) {
      const Power power = rules.army_rules() ? rules.army_rules(a).power : Power::kNone;
      if (setup.pools[a][t] && !rules.goes_to_pool(t) && power != Power::kReturn)
        fail("a " + rules.piece(t).name + " in a pool where it cannot be");
      s.pools[a][t] = setup.pools[a][t];
      if (setup.hands[a][t] && !rules.uses_hands() && power != Power::kDeploy)
        fail("a " + rules.piece(t).name + " in hand where the rule set has no drops");
      s.hands[a][t] = setup.hands[a][t];
    }
    std::vector<Square> waiting = setup.waiting[a];
    if (rules.spec().promotion.wait_for_pool) {
      // make() lets every pawn of an army wait at once if need be.
      int pawns = 0;
      for (Square sq : pieces(a)) pawns += type_of(board_[sq]) == rules.pawn_type();
      if (pawns > kMaxWaiting)
        fail("more than " + std::to_string(kMaxWaiting) + " pawns in one army");
    }
    if (!rules.spec().promotion.wait_for_pool && !setup.waiting[a].empty())
      fail("waiting pawns in a rule set without waiting");
    if (rules.zone_pawns_wait_by_default())
      for (Square sq : g.squares())  // pawns on the zone wait, after the ones listed
        if (board_[sq] == make_piece(a, rules.pawn_type()) && rules.in_promotion_zone(a, sq) &&
            std::find(waiting.begin(), waiting.end(), sq) == waiting.end())
          waiting.push_back(sq);
    if (waiting.size() > kMaxWaiting) fail("too many waiting pawns");
    for (Square sq : waiting)
      if (board_[sq] != make_piece(a, rules.pawn_type()) || !rules.in_promotion_zone(a, sq))
        fail("no pawn waiting to promote on " + g.name(sq));
    s.waiting_count[a] = static_cast<std::uint8_t>(waiting.size());
    std::copy(waiting.begin(), waiting.end(), s.waiting[a].begin());
  }
  if (setup.king_leap >> rules.army_count()) fail("king leap right of no army");
  if (setup.king_leap && !rules.spec().king_knight_leap)
    fail("king leap rights in a rule set without them");
  for (int a = 0; a < rules.army_count(); ++a)
    if ((setup.king_leap >> a & 1) && royal_count_[a] == 0)
      fail("a king leap right for army " + rules.army(a).name + " without a king");
  s.leap_rights = static_cast<std::uint8_t>(setup.king_leap);
  s.sides = 0;
  for (int a = 0; a < rules.army_count(); ++a) {
    const int c = setup.controllers[a];
    if (c >= rules.army_count()) fail("army " + rules.army(a).name + " has no controller");
    if (c != a && !rules.sides_change() && !rules.spec().thrones)
      fail("a controlled army in a rule set without control or command");
    s.controllers[a] = static_cast<std::uint8_t>(c);
    s.out[a] = setup.out[a];
    s.points[a] = static_cast<std::int16_t>(std::clamp(setup.points[a], -32768, 32767));
    s.thrones[a] = setup.thrones[a];
    s.returned[a] = setup.returned[a];
    s.last_loss[a] = pack(setup.last_loss[a]);
    s.captors[a] = setup.captors[a];
    if (setup.last_loss[a].captor >= rules.army_count() ||
        (setup.thrones[a] | setup.captors[a]) >> rules.army_count())
      fail("army " + rules.army(a).name + ": thrones or king losses of no army");
    for (int b = 0; b < rules.army_count(); ++b) s.taken[a][b] = setup.taken[a][b];
    if (setup.last_loss[a].captor >= 0)
      s.captors[a] |= static_cast<std::uint8_t>(1u << setup.last_loss[a].captor);
    if (setup.out[a] > rules.army_count()) fail("army " + rules.army(a).name + " out in no order");
    if (setup.status[a] != ArmyStatus::kPlaying && !rules.four_army_check())
      fail("army " + rules.army(a).name + " is defeated in a rule set without four-army check");
    s.status[a] = static_cast<std::uint8_t>(setup.status[a]);
    s.sides |= static_cast<std::uint8_t>(rules.team(c) << 2 * a);
  }
  relations_ = &rules.relations(s.sides);
  if (setup.dice[0] || setup.dice[1]) {
    if (!rules.has_dice()) fail("dice in a rule set without dice");
    for (int d : setup.dice)
      if (d && (d < rules.die_low() || d > rules.die_high())) fail("a die the rule set has not");
    s.dice = {static_cast<std::uint8_t>(std::min(setup.dice[0], setup.dice[1])),
              static_cast<std::uint8_t>(std::max(setup.dice[0], setup.dice[1]))};
  }
  refresh_extra_hash(s);

  for (int a = 0; a < rules.army_count(); ++a) {
    const Square passed = setup.army_en_passant[a];
    if (passed == kNoSquare) continue;
    const Square pawn = static_cast<Square>(passed + rules.pawn_push(a));
    if (!rules.four_army_check() || !rules.en_passant() || !g.exists(passed) ||
        board_[pawn] != make_piece(a, rules.pawn_type()) || board_[passed] != kEmpty)
      fail("en passant square of " + rules.army(a).name + " without its pawn that just passed it");
    set_army_en_passant(s, a, passed, pawn);
  }
  if (!setup.en_passant.empty()) {
    // The pawn that passed the squares stands one step beyond the last of them.
    int mover = (setup.to_move + rules.army_count() - 1) % rules.army_count();
    Square last = setup.en_passant.back();
    Square victim = static_cast<Square>(last + rules.pawn_push(mover));
    if (setup.en_passant.size() > 2 || board_[victim] != make_piece(mover, rules.pawn_type()))
      fail("en passant square without a pawn that just passed it");
    Square from = static_cast<Square>(setup.en_passant.front() - rules.pawn_push(mover));
    set_en_passant(s, from, victim, static_cast<int>(setup.en_passant.size()) + 1);
  }
  if (setup.censored.size() > static_cast<size_t>(kMaxCensored))
    fail("more censored pieces than a turn can have");
  for (size_t i = 0; i < setup.censored.size(); ++i) {
    const Square sq = setup.censored[i];
    if (!g.exists(sq) || !is_piece(board_[sq]) || !moves_for(army_of(board_[sq]), setup.to_move))
      fail("a censored piece where no piece of the army whose turn it is stands");
    st().censored[i] = sq;
  }
  if (!setup.censored.empty()) refresh_extra_hash(st());
  if (setup.insane != InsaneTurn{}) set_up_insane(setup);
  if (setup.censor_by >= 0) set_up_pending(setup.censor_by, setup.pending);
  if (rules.to_captor()) judge_set_up_turn();
  set_up_secrets(setup);
}

void Position::add_to_list(Square sq, Cell c) {
  int a = army_of(c);
  index_[sq] = count_[a];
  lists_[a][count_[a]++] = sq;
  flip_bitboards(sq, c);
  if (rules_->is_royal_piece(c)) track_royal_added(sq, c);
}

PieceBitboards Position::bitboards_of_cells() const {
  PieceBitboards read;
  if (!keeps_bitboards_) return read;
  for (int a = 0; a < 2; ++a)
    for (const Square s : pieces(a)) {
      const Bitboard bit = square_bit(bit_of(s));
      read.army[a] |= bit;
      read.type[type_of(board_[s])] |= bit;
    }
  return read;
}

void Position::track_royal_added(Square sq, Cell c) {
  if (royal_count_[army_of(c)]++ == 0) royal_sq_[army_of(c)] = sq;
}

void Position::restore_to_list(Square sq, Cell c, int index) {
  // Reverses remove_from_list exactly, so that unmake leaves the lists (and with them the order
  // of move generation) as they were: the piece that filled the gap goes back to the end.
  int a = army_of(c);
  if (index < count_[a]) {
    Square moved = lists_[a][index];
    lists_[a][count_[a]] = moved;
    index_[moved] = count_[a];
  }
  ++count_[a];
  lists_[a][index] = sq;
  index_[sq] = static_cast<std::uint8_t>(index);
  flip_bitboards(sq, c);
  if (rules_->is_royal_piece(c)) track_royal_added(sq, c);
}

void Position::remove_from_list(Square sq, Cell c) {
  int a = army_of(c);
  Square last = lists_[a][--count_[a]];
  lists_[a][index_[sq]] = last;
  index_[last] = index_[sq];
  flip_bitboards(sq, c);
  if (rules_->is_royal_piece(c)) track_royal_removed(sq, c);
}

void Position::track_royal_removed(Square sq, Cell c) {
  int a = army_of(c);
  --royal_count_[a];
  if (royal_sq_[a] != sq) return;
  royal_sq_[a] = kNoSquare;
  for (int i = 0; i < count_[a]; ++i)
    if (rules_->is_royal_piece(board_[lists_[a][i]]) && lists_[a][i] != sq)
      royal_sq_[a] = lists_[a][i];
}

void Position::put(State& s, Square sq, Cell c) {
  board_[sq] = c;
  add_to_list(sq, c);
  s.hash ^= rules_->piece_key(c, sq);
  record({Op::kPut, c, sq, 0});
}

void Position::remove(State& s, Square sq) {
  if (s.rest_count) follow_rest(s, sq, kNoSquare);
  if (s.censored[0] != kNoSquare) drop_censored(s, sq);
  Cell c = board_[sq];
  record({Op::kRemove, c, sq, index_[sq]});
  remove_from_list(sq, c);
  board_[sq] = kEmpty;
  s.hash ^= rules_->piece_key(c, sq);
}

void Position::move_piece(State& s, Square from, Square to) {
  if (s.rest_count) follow_rest(s, from, to);
  Cell c = board_[from];
  board_[to] = c;
  board_[from] = kEmpty;
  flip_bitboards(from, c);
  flip_bitboards(to, c);
  int a = army_of(c);
  index_[to] = index_[from];
  lists_[a][index_[to]] = to;
  if (royal_sq_[a] == from) royal_sq_[a] = to;
  s.hash ^= rules_->piece_key(c, from) ^ rules_->piece_key(c, to);
  record({Op::kMove, c, from, to});
}

void Position::retype(State& s, Square sq, Cell c) {
  Cell old = board_[sq];
  set_type(sq, c);
  s.hash ^= rules_->piece_key(old, sq) ^ rules_->piece_key(c, sq);
  record({Op::kRetype, old, sq, 0});
}

void Position::set_cell(Square sq, Cell c) {
  record({Op::kCell, board_[sq], sq, 0});
  board_[sq] = c;
}

void Position::set_type(Square sq, Cell c) {
  // The piece keeps its army and its place in the list; only royal counts may change.
  const Cell old = board_[sq];
  if (rules_->is_royal_piece(old)) track_royal_removed(sq, old);
  flip_bitboards(sq, old);
  flip_bitboards(sq, c);
  board_[sq] = c;
  if (rules_->is_royal_piece(c)) track_royal_added(sq, c);
}

std::uint64_t Position::compute_extra_hash(const State& s) const {
  std::uint64_t h = 0;
  for (int a = 0; a < rules_->army_count(); ++a) {
    for (int t = 0; t < rules_->type_count(); ++t) {
      if (s.pools[a][t]) h ^= RuleSet::extra_key(1, a, t, s.pools[a][t]);
      if (s.hands[a][t]) h ^= RuleSet::extra_key(3, a, t, s.hands[a][t]);
    }
    for (int i = 0; i < s.waiting_count[a]; ++i) h ^= RuleSet::extra_key(2, a, i, s.waiting[a][i]);
    if (s.leap_rights >> a & 1) h ^= RuleSet::extra_key(4, a, 0, 0);
    if (s.king_promotion >> a & 1) h ^= RuleSet::extra_key(11, a, 0, 0);
    if (s.king_swap >> a & 1) h ^= RuleSet::extra_key(12, a, 0, 0);
    if (s.barred >> a & 1) h ^= RuleSet::extra_key(14, a, 0, 0);
    if (s.barred >> (4 + a) & 1) h ^= RuleSet::extra_key(14, a, 1, 0);
    if (s.bar_used >> a & 1) h ^= RuleSet::extra_key(14, a, 2, 0);
    if (s.bar_used >> (4 + a) & 1) h ^= RuleSet::extra_key(14, a, 3, 0);
    if (s.exchanges[a] | s.neutral_took[a])
      h ^= RuleSet::extra_key(15, a, s.exchanges[a], s.neutral_took[a]);
    if (s.marks[a] != kNoSquare) h ^= RuleSet::extra_key(17, a, s.marks[a], 0);
    if (s.first_turn >> a & 1) h ^= RuleSet::extra_key(18, a, 0, 0);
    if (s.group_used >> a & 1) h ^= RuleSet::extra_key(20, a, 0, 0);
  }
  for (int i = 0; i < s.rest_count; ++i) h ^= RuleSet::extra_key(19, rests_of(s)[i], 0, 0);
  if (rules_->has_power(Power::kDiscord)) {
    const std::uint16_t* set = discord_log_.data() + s.discord_at;
    for (int i = 0; i < set[0]; ++i) h ^= RuleSet::extra_key(25, set[3 + i], 0, 0);
    if (set[1] | set[2]) h ^= RuleSet::extra_key(26, set[1], set[2], 0);
  }
  for (int a = 0; a < rules_->army_count(); ++a)
    if (s.to_place[a] | s.peace[a]) h ^= RuleSet::extra_key(28, a, s.to_place[a], s.peace[a]);
  for (int t = 0; t < rules_->type_count(); ++t)
    if (s.returning[t]) h ^= RuleSet::extra_key(29, t, s.returning[t], 0);
  if (s.passes) h ^= RuleSet::extra_key(13, s.passes, 0, 0);
  if (s.continuation | s.twice) h ^= RuleSet::extra_key(16, s.continuation, s.twice, s.again);
  if (s.continuation == static_cast<std::uint8_t>(Continuation::kRetreat))
    h ^= RuleSet::extra_key(21, s.interrupted, 0, 0);
  if (s.continuation == static_cast<std::uint8_t>(Continuation::kCensor))
    h ^= RuleSet::extra_key(22, s.interrupted, s.pending.bits(), s.pending_continuation);
  if (s.censor_bar) h ^= RuleSet::extra_key(23, s.censor_bar, 0, 0);
  if (s.insane)
    h ^= RuleSet::extra_key(25, s.insane, s.chosen[0],
                            static_cast<std::uint64_t>(s.chosen[1]) << 16 | s.chosen[2]);
  for (int a = 0; a < rules_->army_count(); ++a)
    if (s.secret_chosen >> a & 1) h ^= RuleSet::extra_key(26, a, s.secrets[a], s.hidden >> a & 1);
  if (s.continuation == static_cast<std::uint8_t>(Continuation::kChoose))
    h ^= RuleSet::extra_key(27, s.resume, 0, 0);
  for (int i = 0; i < kMaxCensored && s.censored[i] != kNoSquare; ++i)
    h ^= RuleSet::extra_key(24, s.censored[i], 0, 0);
  if (rules_->four_army_check())
    for (int a = 0; a < rules_->army_count(); ++a)
      if (s.status[a]) h ^= RuleSet::extra_key(10, a, 1, s.out[a]);  // not why: FEN omits it
  // The Chaturaji family's state, which the other rule sets never change.
  if (rules_->family_rules() || rules_->sides_change()) h ^= family_hash(s);
  return h;
}

std::uint64_t Position::family_hash(const State& s) const {
  std::uint64_t h = s.dice[1] ? RuleSet::extra_key(8, s.dice[0], s.dice[1], 0) : 0;
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (s.controllers[a] != a) h ^= RuleSet::extra_key(5, a, s.controllers[a], s.out[a]);
    if (s.points[a]) h ^= RuleSet::extra_key(6, a, static_cast<std::uint16_t>(s.points[a]), 0);
    for (int b = 0; b < rules_->army_count(); ++b)
      if (s.taken[a][b]) h ^= RuleSet::extra_key(9, a, b, s.taken[a][b]);
    if (s.thrones[a] | s.returned[a] | s.last_loss[a] | s.captors[a])
      h ^= RuleSet::extra_key(7, a, s.thrones[a] | s.returned[a] << 8,
                              s.last_loss[a] | s.captors[a] << 8);
  }
  return h;
}

void Position::refresh_extra_hash(State& s) const {
  std::uint64_t h = compute_extra_hash(s);
  s.hash ^= s.extra_hash ^ h;
  s.extra_hash = h;
}

void Position::pass_control(State& s, int victim_army, int to) {
  if (s.out[victim_army] == 0)
    s.out[victim_army] = static_cast<std::uint8_t>(
        1 + std::count_if(s.out.begin(), s.out.end(), [](std::uint8_t o) { return o != 0; }));
  for (int a = 0; a < rules_->army_count(); ++a)
    if (a == victim_army || s.controllers[a] == victim_army) {
      s.controllers[a] = static_cast<std::uint8_t>(to);
      s.sides = static_cast<std::uint8_t>((s.sides & ~(3u << 2 * a)) | rules_->team(to) << 2 * a);
    }
  relations_ = &rules_->relations(s.sides);
  refresh_extra_hash(s);
}

KingLoss Position::last_king_loss(int army) const {
  const std::uint8_t l = st().last_loss[army];
  if (!(l & kLossKnown)) return {};
  return {l & 3, (l & kLossByKing) != 0, (l & kLossOnThrone) != 0};
}

bool Position::king_held(int army) const {
  const State& s = st();
  return (s.last_loss[army] & kLossKnown) && royal_count_[army] == 0 && royals_in_hand(army) == 0 &&
         s.returned[army] == 0;
}

bool Position::exchange_possible(int mover, int victim) const {
  if (!king_held(victim)) return false;
  for (int a = 0; a < rules_->army_count(); ++a)
    if (rules_->team(a) == rules_->team(mover) && king_held(a)) return true;
  return false;
}

bool Position::awaiting_roll() const {
  if (!rules_->has_dice()) return rules_->has_power(Power::kInsanity) && insanity_roll_due();
  if (in_dice_turn() || frozen()) return false;
  const int us = to_move();
  return royals_in_hand(us) == 0 && (count_[us] > 0 || rules_->spec().dice.roll_without_pieces);
}

void Position::roll(int a, int b) {
  State& s = st();
  s.dice = {static_cast<std::uint8_t>(std::min(a, b)), static_cast<std::uint8_t>(std::max(a, b))};
  refresh_extra_hash(s);
}

void Position::unroll() {
  if (!rules_->has_dice()) return unroll_insanity();
  State& s = st();
  s.dice = {0, 0};
  refresh_extra_hash(s);
}

std::uint32_t Position::movable_types() const {
  switch (continuation()) {
    case Continuation::kNone:
      break;
    case Continuation::kKing:
      return rules_->royal_types();
    case Continuation::kOtherPiece:
      return ~rules_->royal_types();
    case Continuation::kSamePiece:
    case Continuation::kMark:
    case Continuation::kRemoval:
    case Continuation::kAgain:
    case Continuation::kRetreat:
    case Continuation::kCensor:
    case Continuation::kInsane:
    case Continuation::kChoose:
    case Continuation::kPlace:
    case Continuation::kReturn:
    case Continuation::kGift:
      return ~0u;
  }
  if (!in_dice_turn()) return ~0u;
  return rules_->die_types(st().dice[0]) | rules_->die_types(st().dice[1]);
}

void Position::use_die(State& s, int type) {
  // The smaller unused die that allows the type; dice stay sorted with the unused ones last.
  if (s.dice[0] && (rules_->die_types(s.dice[0]) >> type & 1))
    s.dice[0] = 0;
  else
    s.dice[1] = s.dice[0], s.dice[0] = 0;
}

int Position::last_mover() const {
  return history_.size() < 2 ? -1 : history_[history_.size() - 2].to_move;
}

bool Position::frozen() const {
  if (!rules_->spec().frozen_without_royal) return false;
  const int us = to_move();
  if (royal_count_[us] || royals_in_hand(us)) return false;
  const int commander = controller(us);
  return commander == us || royal_count_[commander] == 0;
}

void Position::record_king_loss(State& s, int victim, int captor, bool by_king, Square where) {
  s.last_loss[victim] = pack({captor, by_king, where == rules_->throne(victim)});
  s.captors[victim] = static_cast<std::uint8_t>(s.captors[victim] | 1u << captor);
  refresh_extra_hash(s);
}

void Position::enter_throne(State& s, int us, Square to, Cell victim) {
  for (int a = 0; a < rules_->army_count(); ++a) {
    if (a == us || rules_->throne(a) != to) continue;
    if (rules_->team(a) != rules_->team(us)) {
      if (s.thrones[us] >> a & 1) return;
      s.thrones[us] = static_cast<std::uint8_t>(s.thrones[us] | 1u << a);
      const bool took_king =
          victim != kEmpty && army_of(victim) == a && rules_->is_royal(type_of(victim));
      s.points[us] = static_cast<std::int16_t>(s.points[us] + (took_king ? 2 : 1));
    } else if (s.controllers[us] == us) {
      s.controllers[a] = static_cast<std::uint8_t>(us);
    }
    refresh_extra_hash(s);
    return;
  }
}

void Position::exchange_kings(State& s, int us, int victim) {
  const int king = rules_->royal_type();
  for (int a = 0; a < rules_->army_count(); ++a)
    if (a != victim && rules_->team(a) == rules_->team(us) && king_held(a)) {
      ++s.hands[a][king];
      ++s.returned[a];
      break;
    }
  ++s.hands[victim][king];
  ++s.returned[victim];
  refresh_extra_hash(s);
}

bool Position::permitted(int army, int type) const {
  int pawns = 0, boats = 0, few = 0, royals = 0;
  for (Square sq : pieces(army)) {
    const int t = type_of(board_[sq]);
    if (t == rules_->pawn_type())
      ++pawns;
    else if (t == rules_->lone_pawn_boat())
      ++boats;
    else if (rules_->few_pawns_types() >> t & 1)
      ++few;
    else if (rules_->is_royal(t))
      ++royals;
  }
  if (pawns >= 3) return false;
  if (rules_->few_pawns_types() >> type & 1) return true;
  return pawns == 1 && boats <= 1 && few == 0 && royals > 0;
}

void Position::promote_waiting(State& s) {
  bool changed = false;
  for (int a = 0; a < rules_->army_count(); ++a)
    for (int i = 0; i < s.waiting_count[a];) {
      const Square sq = s.waiting[a][i];
      const int type = rules_->edge_piece(a, sq);
      if (!permitted(a, type)) {
        ++i;
        continue;
      }
      std::copy(s.waiting[a].begin() + i + 1, s.waiting[a].begin() + s.waiting_count[a],
                s.waiting[a].begin() + i);
      --s.waiting_count[a];
      retype(s, sq, make_piece(a, type));
      changed = true;
    }
  if (changed) refresh_extra_hash(s);
}

void Position::triumph(State& s, Square to) {
  // The blocks of 2x2 squares that hold `to`, by their lower left corner.
  const Geometry& g = rules_->geometry();
  const int right = g.offset(1, 0), up = g.offset(0, 1);
  const Cell boat = board_[to];
  const int type = type_of(boat);
  Square victims[8];
  int count = 0;
  for (int corner : {0, -right, -up, -right - up}) {
    const Square base = static_cast<Square>(to + corner);
    const Square block[4] = {base, static_cast<Square>(base + right),
                             static_cast<Square>(base + up),
                             static_cast<Square>(base + right + up)};
    unsigned armies = 0;
    for (Square sq : block)
      if (is_piece(board_[sq]) && type_of(board_[sq]) == type) armies |= 1u << army_of(board_[sq]);
    if (armies != (1u << rules_->army_count()) - 1) continue;
    for (Square sq : block)
      if (sq != to && std::find(victims, victims + count, sq) == victims + count)
        victims[count++] = sq;
  }
  for (int i = 0; i < count; ++i) take(s, victims[i]);
}

bool Position::lost_last(Cell c) const {
  const int army = army_of(c);
  // Several royals fall one by one (RuleSet::several_royals); a royal in hand keeps the army in.
  if (rules_->is_royal_piece(c)) {
    if (royal_count_[army]) return false;
    for (int t = 0; t < rules_->type_count(); ++t)
      if (rules_->is_royal(t) && st().hands[army][t]) return false;
    return true;
  }
  if (count_[army]) return false;
  return rules_->army_rules(army).last_piece_defeat ||
         (rules_->army_rules(army).power == Power::kDeploy && !first_turn(army));
}

void Position::take(State& s, Square sq) {
  const Cell victim = board_[sq];
  remove(s, sq);
  on_capture(s, victim, sq);
}

void Position::on_capture(State& s, Cell victim, Square where) {
  const int army = army_of(victim);
  const int type = type_of(victim);
  s.captured = victim;
  if (rules_->has_power(Power::kNeutral)) count_exchange(s, victim, s.to_move);
  if (rules_->captor_control() && rules_->is_royal_piece(victim))
    pass_control(s, army, s.controllers[s.to_move]);
  if (rules_->four_army_check()) {
    if (rules_->spec().check_points.on) add_points(s.to_move, rules_->piece(type).value);
    if (where == s.ep_pawn[army]) clear_army_en_passant(s, army);
    if (rules_->has_power(Power::kReturn)) piece_lost(s, victim);
    if (lost_last(victim) && s.status[army] == static_cast<std::uint8_t>(ArmyStatus::kPlaying)) {
      defeat(army, ArmyStatus::kKingCaptured, false);
      if (rules_->to_captor()) pass_control(s, army, s.to_move);
    }
  }
  if (rules_->spec().payments) {
    const int value = rules_->piece(type).value;
    s.taken[s.to_move][army] = static_cast<std::uint8_t>(s.taken[s.to_move][army] + value);
    s.points[s.to_move] = static_cast<std::int16_t>(s.points[s.to_move] + value);
    s.points[army] = static_cast<std::int16_t>(s.points[army] - value);
    refresh_extra_hash(s);
  }
  if (type == rules_->pawn_type() && s.waiting_count[army]) {
    auto& w = s.waiting[army];
    auto end = w.begin() + s.waiting_count[army];
    auto it = std::find(w.begin(), end, where);
    if (it != end) {
      std::copy(it + 1, end, it);
      --s.waiting_count[army];
      refresh_extra_hash(s);
    }
    return;
  }
  if (!rules_->goes_to_pool(type)) return;
  // The longest-waiting pawn that may become the captured type promotes to it at once; the pool
  // stays as it was. The victim is already off the board, so it does not count for the colour
  // rule.
  auto& w = s.waiting[army];
  auto end = w.begin() + s.waiting_count[army];
  auto it = std::find_if(w.begin(), end, [&](Square sq) { return colour_allows(army, type, sq); });
  if (it != end) {
    Square pawn = *it;
    std::copy(it + 1, end, it);
    --s.waiting_count[army];
    retype(s, pawn, make_piece(army, type));
  } else {
    ++s.pools[army][type];
  }
  refresh_extra_hash(s);
}

bool Position::colour_allows(int army, int type, Square s) const {
  if (!rules_->spec().promotion.distinct_colours || !rules_->piece(type).colour_bound) return true;
  const Geometry& g = rules_->geometry();
  const int colour = (g.file_of(s) + g.rank_of(s)) & 1;
  for (Square sq : pieces(army))
    if (board_[sq] == make_piece(army, type) && ((g.file_of(sq) + g.rank_of(sq)) & 1) == colour)
      return false;
  return true;
}

bool Position::may_promote_to(int army, int type, Square s) const {
  switch (rules_->spec().promotion.choices) {
    case PromotionChoices::kFixed: {
      const auto& fixed = rules_->fixed_promotions();
      if (std::find(fixed.begin(), fixed.end(), type) == fixed.end()) return false;
      break;
    }
    case PromotionChoices::kPool:
      if (!pool(army, type)) return false;
      break;
    case PromotionChoices::kFilePiece:
      if (rules_->file_piece(army, s) != type || !pool(army, type)) return false;
      break;
    case PromotionChoices::kEdgePiece:
      if (rules_->edge_piece(army, s) != type || !permitted(army, type)) return false;
      break;
  }
  return colour_allows(army, type, s);
}

bool Position::has_promotion_choice(int army, Square s) const {
  for (int t = 0; t < rules_->type_count(); ++t)
    if (may_promote_to(army, t, s)) return true;
  return false;
}

void Position::set_en_passant(State& s, Square from, Square to, int steps) {
  // Recorded only if an enemy pawn could capture onto a passed square, so that equal positions
  // hash equally.
  const int mover = army_of(board_[to]);
  const int pawn = rules_->pawn_type();
  const int push = rules_->pawn_push(mover);
  for (int i = 1; i < steps; ++i) {
    Square passed = static_cast<Square>(from + i * push);
    bool capturable = false;
    for (int e = 0; e < rules_->army_count() && !capturable; ++e) {
      if (rules_->relation(mover, make_piece(e, pawn)) != Relation::kEnemy) continue;
      for (int mode : {0, 2})
        for (int off : rules_->movement(e, pawn).leaps[mode])
          if (board_[passed - off] == make_piece(e, pawn)) capturable = true;
    }
    if (capturable) {
      s.ep[s.ep_count++] = passed;
      s.hash ^= rules_->en_passant_key(passed);
    }
  }
  if (s.ep_count) s.ep_victim = to;
}

void Position::make(Move m) {
  // The judging of other armies after a four-army ply makes trial moves: room for them first, so
  // that no State reference of this make() moves.
  if (history_.size() + 4 > history_.capacity()) history_.reserve(2 * history_.capacity() + 8);
  if (keeps_bitboards_ && orthodox_ply(m)) return make_orthodox(m);
  // One test of the powers for both (the rule set's powers are one word).
  if (rules_->has_any_power(RuleSet::power_bits(
          {Power::kCensor, Power::kSecretRoyal, Power::kSecretBomb}))) [[unlikely]] {
    // The secret choices before the first move change nothing but the secrets.
    if (continuation() == Continuation::kChoose) return choose(m);
    if (rules_->has_power(Power::kCensor)) {
      if (continuation() == Continuation::kCensor) return decide_censor(m);
      if (propose(m)) return;
    }
  }
  make_ply(m, true);
}

void Position::make_for_legality(Move m) {
  if (keeps_bitboards_ && orthodox_ply(m)) return make_orthodox(m);
  make_ply(m, false);
}

unsigned Position::swap_directions_of(Move m) {
  make_ply(m, false, true);
  const unsigned dirs = swap_directions(m.kind() == MoveKind::kCaptureInPlace ? m.from() : m.to());
  unmake();
  return dirs;
}

void Position::make_ply(Move m, bool settle, bool before_peace) {
  // Power::kRetreat: a ply between turns, which is no move of the piece and no part of a turn.
  const bool retreat =
      history_.back().continuation == static_cast<std::uint8_t>(Continuation::kRetreat);
  begin_ply(m);
  State& s = st();
  // Power::kCensor: "--" let the pending move be made: from here on it is its army's ply.
  if (s.continuation == static_cast<std::uint8_t>(Continuation::kCensor)) [[unlikely]]
    leave_censor(s);
  const auto cont_before = static_cast<Continuation>(s.continuation);
  const int us = s.to_move;
  if (rules_->spec().en_passant_next_ply) {
    for (int a = 0; a < rules_->army_count(); ++a) clear_army_en_passant(s, a);
  } else if (rules_->four_army_check()) {
    clear_army_en_passant(s, us);  // the right against its pawn ends when its army moves
  } else {
    for (int i = 0; i < s.ep_count; ++i) s.hash ^= rules_->en_passant_key(s.ep[i]);
    s.ep_count = 0;
    s.ep_victim = kNoSquare;
  }
  bool progress = false;

  const Square from = m.from(), to = m.to();
  if (s.leap_rights >> us & 1) {
    // The board is still as before the move: a move made in check, or the leap itself (the only
    // royal move longer than one step where the right exists), ends the right.
    const Geometry& g = rules_->geometry();
    const bool leap = from == royal_sq_[us] && m.kind() == MoveKind::kNormal &&
                      std::max(std::abs(g.file_of(from) - g.file_of(to)),
                               std::abs(g.rank_of(from) - g.rank_of(to))) == 2;
    if (leap || is_attacked(*this, royal_sq_[us], us)) {
      s.leap_rights = static_cast<std::uint8_t>(s.leap_rights & ~(1u << us));
      refresh_extra_hash(s);
    }
  }
  if (s.king_swap && m.kind() != MoveKind::kPass && m.kind() != MoveKind::kDecision) {
    // The swap right ends when the king or the piece on the corner moves or is taken.
    for (int a = 0; a < rules_->army_count(); ++a) {
      const Square corner = rules_->king_promotion_corner(a);
      if ((s.king_swap >> a & 1) &&
          (from == corner || to == corner || from == royal_sq_[a] || to == royal_sq_[a])) {
        s.king_swap = static_cast<std::uint8_t>(s.king_swap & ~(1u << a));
        refresh_extra_hash(s);
      }
    }
  }
  // A bar is set by its barred move and cleared by any other turn of the army: what a turn's plies
  // use is gathered from its first ply on and becomes the bar when the turn ends (end_bars), so
  // the bar the army has stays through every ply of its turn.
  if (rules_->army_rules()) {
    const unsigned set = (uses_barred(m) ? 1u << us : 0u) |
                         (m.kind() == MoveKind::kTeleport && !retreat ? 1u << (4 + us) : 0u);
    const bool later_ply = cont_before != Continuation::kNone;
    const auto used =
        static_cast<std::uint8_t>((later_ply ? s.bar_used : s.bar_used & ~(0x11u << us)) | set);
    if (used != s.bar_used) {
      s.bar_used = used;
      refresh_extra_hash(s);
    }
  }
  switch (m.kind()) {
    case MoveKind::kPass:
    case MoveKind::kCensor:  // made by decide_censor, never as a ply of its own
      break;
    case MoveKind::kDecision:
      decide(m.decision(), m.extra() != 0);
      break;
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
    case MoveKind::kCaptureInPlace:
      progress = board_move(s, m);
      break;
    case MoveKind::kPawnPair: {
      progress = board_move(s, pair_first(*this, m));
      progress = board_move(s, pair_second(*this, m)) || progress;
      break;
    }
    case MoveKind::kEnPassant: {
      // Four armies: extra() is the army whose pawn passed `to`.
      // From the state before the move, whose en passant rights this ply may have cleared.
      const State& before = history_[history_.size() - 2];
      const Square victim_sq =
          rules_->four_army_check() ? before.ep_pawn[m.extra()] : before.ep_victim;
      take(s, victim_sq);
      if (rules_->has_power(Power::kGift)) earn(s);
      move_piece(s, from, to);
      progress = true;
      break;
    }
    case MoveKind::kCastling:
      castle(s, m);
      break;
    case MoveKind::kDrop:
      put(s, to, make_piece(us, m.piece()));
      if (rules_->army_rules()) {
        place(s, m, cont_before);
        break;
      }
      --s.hands[us][m.piece()];
      refresh_extra_hash(s);
      break;
    case MoveKind::kTeleport:
      move_piece(s, from, to);
      break;
    case MoveKind::kMark:
      if (cont_before == Continuation::kInsane) break;  // a choice of a piece (Power::kInsanity)
      set_cell(to, kWall);
      s.marks[us] = to;
      refresh_extra_hash(s);
      break;
    case MoveKind::kRemove:
      if (m.extra() >= 2) {
        give(s, m);  // no capture: it resets nothing
        break;
      }
      if (m.extra())
        detonate(s, from);
      else
        remove(s, from);
      progress = true;  // material left the board: nothing before can come again
      break;
    case MoveKind::kGroup:
      group_move(s, m);
      break;
    case MoveKind::kSwap: {
      // The king and the piece beside it change places; a pawn moved so does not promote.
      const Cell other = board_[to];
      remove(s, to);
      move_piece(s, from, to);
      put(s, from, other);
      break;
    }
    case MoveKind::kPromoteInPlace:
      retype(s, from, make_piece(us, m.piece()));
      --s.pools[us][m.piece()];
      refresh_extra_hash(s);
      progress = true;
      break;
  }

  if (rules_->has_power(Power::kRemoval) && m.kind() != MoveKind::kGroup && !retreat)
    remove_close_pairs(s);
  // The swap comes last: it is no move, so the pair it may form does not leave.
  if (rules_->has_power(Power::kOwnerSwap) && m.extra() &&
      (m.kind() == MoveKind::kNormal || m.kind() == MoveKind::kPromotion ||
       m.kind() == MoveKind::kCaptureInPlace || m.kind() == MoveKind::kTeleport))
    swap_owners(s, m);
  // The powers that end every ply, under one test of the rule set's powers; the secret pieces are
  // followed last, through every change the others made.
  if (rules_->has_any_power(
          RuleSet::power_bits({Power::kPeacekeep, Power::kDesertion, Power::kDiscord,
                               Power::kSecretRoyal, Power::kSecretBomb}))) [[unlikely]] {
    if (!before_peace) {
      if (rules_->has_power(Power::kPeacekeep) && keep_peace(s)) progress = true;
      if (rules_->has_power(Power::kDesertion)) desertion(s, us);
      if (rules_->has_power(Power::kDiscord)) discord_ply(s, m);
    }
    if (rules_->has_secrets()) follow_secrets(s, us);
  }
  if (m.kind() != MoveKind::kPass && m.kind() != MoveKind::kDecision && m.kind() != MoveKind::kMark)
    lose_castling(s, from, to);
  if (retreat) {
    s.continuation = static_cast<std::uint8_t>(Continuation::kNone);
    refresh_extra_hash(s);
  } else if (!rules_->family_rules()) {
    s.no_progress = progress ? 0 : static_cast<std::uint16_t>(s.no_progress + 1);
  } else if (!end_of_family_ply(s, m, progress)) {
    return;  // the army's dice turn goes on
  }
  // Power::kInsanity: an insane turn decides alone whether it goes on; a normal turn's roll is
  // spent by its first ply.
  const bool insane = cont_before == Continuation::kInsane;
  if (insane && insane_ply(s, m)) return;
  if (!insane && s.insane) set_insane(s, InsaneTurn{});
  // Power::kGift: the placements at the turn's start, after which its move follows.
  if (cont_before == Continuation::kPlace) {
    if (m.kind() == MoveKind::kDrop && s.to_place[us] && may_place(us, rules_->pawn_type()))
      s.continuation = static_cast<std::uint8_t>(Continuation::kPlace);
    else
      s.to_place[us] = 0, s.continuation = static_cast<std::uint8_t>(Continuation::kNone);
    refresh_extra_hash(s);
    return;
  }
  if (rules_->has_any_power(
          RuleSet::power_bits({Power::kKingAndOther, Power::kAlone, Power::kMark, Power::kSacrifice,
                               Power::kReturn, Power::kGift})) &&
      !retreat && !insane && continues_turn(s, m, us))
    return;
  if (rules_->army_rules() && !retreat) {
    end_bars(s, us);
    if (rules_->has_power(Power::kReturn)) end_turn_returns(s, us);
    if (rules_->has_power(Power::kGift)) end_peace(s, us);
  }
  if (rules_->four_army_check()) {
    if (!settle) return;
    if (rules_->to_captor()) {
      settle_captor_ply(m, us);
      // Removals and mates at the turn's start may take a marked piece too.
      if (rules_->has_secrets()) [[unlikely]]
        follow_secrets(st(), us);
    } else
      settle_four_army_ply(m, us);
    return;
  }
  const int next = next_army(us);
  if (next == 0) ++s.fullmove;
  s.to_move = static_cast<std::uint8_t>(next);
  s.hash ^= rules_->turn_key(us) ^ rules_->turn_key(next);
}

void Position::castle(State& s, Move m) {
  const Castling& c = rules_->castlings()[m.castling_index()];
  const Cell rook = board_[c.rook_from];
  remove(s, c.rook_from);
  // A chess960 king may already stand on its destination.
  if (c.king_from != c.king_to) move_piece(s, c.king_from, c.king_to);
  put(s, c.rook_to, rook);
}

void Position::lose_castling(State& s, Square from, Square to) {
  const CastlingRights lost =
      s.castling & (rules_->castling_lost(from) | rules_->castling_lost(to));
  if (!lost) return;
  s.castling &= ~lost;
  for (CastlingRights bits = lost; bits; bits &= bits - 1)
    s.hash ^= rules_->castling_key(lowest_castling(bits));
}

bool Position::family_move(State& s, Move m, Cell mover, Cell victim) {
  const int us = s.to_move;
  bool captured = false;
  if (victim != kEmpty && rules_->is_royal(type_of(victim))) {
    s.royal_taken = 1;
    if (rules_->keeps_king_losses())
      record_king_loss(s, army_of(victim), us, rules_->is_royal(type_of(mover)), m.to());
  }
  if (s.dice[1]) use_die(s, type_of(mover));
  if (type_of(mover) == rules_->triumph_type() && m.kind() == MoveKind::kNormal) {
    const std::uint32_t before = undo_size_;
    triumph(s, m.to());
    captured = undo_size_ != before;
  }
  return captured;
}

bool Position::end_of_family_ply(State& s, Move m, bool progress) {
  if (rules_->spec().promotion.choices == PromotionChoices::kEdgePiece) promote_waiting(s);
  // With dice the clock counts turns: the first ply of a turn starts one.
  const State& before = history_[history_.size() - 2];
  const bool turn_start = before.dice[0] != 0 || before.dice[1] == 0;
  if (turn_start) ++s.no_progress;
  if (progress) s.no_progress = 0;
  // A dice turn goes on while a die is unused; the pass ends it.
  if (m.kind() == MoveKind::kPass && s.dice[1]) s.dice = {0, 0};
  if (before.dice[1]) refresh_extra_hash(s);
  return s.dice[1] == 0;
}

bool Position::board_move(State& s, Move m) {
  const int us = s.to_move;
  const Square from = m.from(), to = m.to();
  bool progress = false;
  const Cell mover = board_[from];
  const bool pawn = type_of(mover) == rules_->pawn_type();
  const Cell victim = board_[to];
  if (victim != kEmpty) {
    take(s, to);
    progress = true;
    if (rules_->has_power(Power::kGift)) earn(s);
  }
  if (m.kind() != MoveKind::kCaptureInPlace) move_piece(s, from, to);
  const Square landing = m.kind() == MoveKind::kCaptureInPlace ? from : to;
  if (rules_->family_rules()) progress = family_move(s, m, mover, victim) || progress;
  if (s.king_promotion >> us & 1) king_promotion_move(s, m, mover);
  if (pawn) {
    progress = progress || rules_->spec().pawn_moves_reset_clock;
    // A controlled army's pawn keeps its army (Defeat::kToCaptor).
    const int owner = army_of(mover);
    if (m.kind() == MoveKind::kPromotion) {
      retype(s, to, make_piece(owner, m.piece()));
      if (rules_->uses_pools()) {
        --s.pools[us][m.piece()];
        refresh_extra_hash(s);
      }
    } else if (rules_->spec().promotion.wait_for_pool && rules_->in_promotion_zone(us, to)) {
      // Without a choice the pawn waits; with one it has declined and stays a pawn for good.
      if (!has_promotion_choice(us, to)) {
        s.waiting[us][s.waiting_count[us]++] = to;
        refresh_extra_hash(s);
      }
    } else {
      // A pawn move onto an empty square goes straight ahead: its length in squares.
      const Geometry& g = rules_->geometry();
      const int steps = victim != kEmpty ? 1
                                         : std::max(std::abs(g.file_of(to) - g.file_of(from)),
                                                    std::abs(g.rank_of(to) - g.rank_of(from)));
      if (steps > 1 && rules_->en_passant()) {
        if (rules_->four_army_check())
          set_army_en_passant(s, owner, static_cast<Square>(from + rules_->pawn_push(owner)), to);
        else
          set_en_passant(s, from, to, steps);
      }
    }
  }
  if (rules_->spec().thrones && rules_->is_royal(type_of(mover))) enter_throne(s, us, to, victim);
  if (!rules_->army_rules()) {
    if (m.extra()) exchange_kings(s, us, army_of(victim));  // only king exchange sets it
    return progress;
  }
  if (victim != kEmpty && rules_->army_rules(army_of(mover)).power == Power::kRest)
    start_rest(s, landing);
  displace(s, landing);
  if (rules_->has_power(Power::kPincer)) {
    const std::uint32_t before = undo_size_;
    pincer(s, landing);
    progress = progress || undo_size_ != before;
  }
  return progress;
}

void Position::displace(State& s, Square landing) {
  const Cell piece = board_[landing];
  const ArmyRules& own = rules_->army_rules(army_of(piece));
  if (own.power != Power::kPull && own.power != Power::kPush) return;
  const char kind = rules_->piece(type_of(piece)).letter;
  const Geometry& g = rules_->geometry();
  constexpr int kLines[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (const auto& line : kLines) {
    const int d = g.offset(line[0], line[1]);
    int sq = landing + d, distance = 1;
    for (; board_[sq] == kEmpty; sq += d) ++distance;
    const Cell c = board_[sq];
    // Only the first piece of the half-line may move; any other shields what lies behind it.
    if (!is_piece(c) || relation(army_of(piece), c) != Relation::kEnemy ||
        rules_->piece(type_of(c)).letter != kind ||
        (rules_->army_rules(army_of(c)).immune >> type_of(c) & 1))
      continue;
    int target = sq;
    if (own.power == Power::kPull)
      target -= std::min(own.reach, distance - 1) * d;
    else
      for (int k = 0; k < own.reach && board_[target + d] == kEmpty; ++k) target += d;
    if (target != sq) move_piece(s, static_cast<Square>(sq), static_cast<Square>(target));
  }
}

void Position::end_bars(State& s, int army) {
  if (s.censored[0] != kNoSquare || (s.censor_bar >> army & 1)) {
    s.censored.fill(kNoSquare);
    s.censor_bar = static_cast<std::uint8_t>(s.censor_bar & ~(1u << army));
    refresh_extra_hash(s);
  }
  const unsigned mask = 0x11u << army;
  const auto barred = static_cast<std::uint8_t>((s.barred & ~mask) | (s.bar_used & mask));
  if (barred == s.barred && !(s.bar_used & mask)) return;
  s.barred = barred;
  s.bar_used = static_cast<std::uint8_t>(s.bar_used & ~mask);
  refresh_extra_hash(s);
}

bool Position::uses_barred(Move m) const {
  if (m.kind() != MoveKind::kNormal && m.kind() != MoveKind::kCaptureInPlace) return false;
  const Cell c = board_[m.from()];
  return rules_->has_barred(type_of(c)) &&
         rules_->is_barred_step(army_of(c), type_of(c), m.to() - m.from());
}

void Position::unmake() {
  const State& s = st();
  for (std::uint32_t i = undo_size_; i-- > s.undo_begin;) {
    const Undo& u = undo_[i];
    switch (u.op) {
      case Op::kPut:
        remove_from_list(u.a, u.cell);
        board_[u.a] = kEmpty;
        break;
      case Op::kRemove:
        board_[u.a] = u.cell;
        restore_to_list(u.a, u.cell, u.b);
        break;
      case Op::kMove: {
        board_[u.a] = u.cell;
        board_[u.b] = kEmpty;
        flip_bitboards(u.b, u.cell);
        flip_bitboards(u.a, u.cell);
        int a = army_of(u.cell);
        index_[u.a] = index_[u.b];
        lists_[a][index_[u.a]] = u.a;
        if (royal_sq_[a] == u.b) royal_sq_[a] = u.a;
        break;
      }
      case Op::kRetype:
        set_type(u.a, u.cell);
        break;
      case Op::kCell:
        board_[u.a] = u.cell;
        break;
    }
  }
  undo_size_ = s.undo_begin;
  if (rest_log_.size() != s.rest_base) rest_log_.resize(s.rest_base);
  history_.pop_back();
  if (rules_->sides_change()) relations_ = &rules_->relations(st().sides);
}

int Position::repetitions() const {
  const State& now = st();
  const int n = rules_->army_count();
  int count = 0;
  const int last = static_cast<int>(history_.size()) - 1;
  for (int i = last - n; i >= 0 && last - i <= now.no_progress; i -= n)
    if (history_[i].hash == now.hash) ++count;
  return count;
}

}  // namespace chatur::engine
