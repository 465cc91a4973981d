#include "engine/rule_set.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/splitmix.h"

namespace chatur::engine {
namespace {

// Board (file, rank) direction of an army-relative step.
std::pair<int, int> orient(Forward fwd, int df, int dr) {
  switch (fwd) {
    case Forward::kUp:
      return {df, dr};
    case Forward::kDown:
      return {-df, -dr};
    case Forward::kLeft:
      return {-dr, df};
    case Forward::kRight:
      return {dr, -df};
  }
  return {df, dr};
}

// Rank counted from the army's own back rank.
int relative_rank(Forward fwd, const Geometry& g, Square s) {
  switch (fwd) {
    case Forward::kUp:
      return g.rank_of(s);
    case Forward::kDown:
      return g.ranks() - 1 - g.rank_of(s);
    case Forward::kLeft:
      return g.files() - 1 - g.file_of(s);
    case Forward::kRight:
      return g.file_of(s);
  }
  return 0;
}

void fail(const RuleSpec& spec, const std::string& why) {
  throw std::invalid_argument("rule set '" + spec.id + "': " + why);
}

}  // namespace

std::uint64_t RuleSet::extra_key(std::uint64_t kind, std::uint64_t a, std::uint64_t b,
                                 std::uint64_t c) {
  return splitmix64(splitmix64(kind * 0x100000001B3ULL + a) ^ (b << 32) ^ (c << 8));
}

RuleSet::RuleSet(RuleSpec spec)
    : spec_(std::move(spec)),
      geometry_(spec_.files, spec_.ranks, spec_.holes),
      mailbox_(geometry_.mailbox_size()) {
  if (spec_.armies.size() != 2 && spec_.armies.size() != 4) fail(spec_, "needs 2 or 4 armies");
  live_types_ = static_cast<int>(spec_.pieces.size());
  dead_pieces_ = spec_.defeat == Defeat::kDeadPieces;
  twins_ = dead_pieces_ || spec_.freeze;
  sides_change_ = spec_.captor_control || spec_.defeat == Defeat::kToCaptor;
  four_army_check_ = spec_.royalty == Royalty::kCheckmate && spec_.armies.size() == 4;
  if (twins_)
    for (int t = 0; t < live_types_; ++t) {
      PieceSpec dead = spec_.pieces[t];
      dead.name = (dead_pieces_ ? "Dead " : "Frozen ") + dead.name;
      dead.betza.clear();
      dead.aliases.clear();
      dead.royal = dead.pawn = false;
      dead.value = 0;
      spec_.pieces.push_back(std::move(dead));
    }
  if (spec_.pieces.empty() || spec_.pieces.size() > kMaxPieceTypes)
    fail(spec_, "needs 1 to 16 piece types (dead twins included)");
  free_for_all_ = army_count() > 2;  // two armies are two teams
  for (int a = 0; a < army_count(); ++a) {
    if (team(a) < 0 || team(a) >= army_count())
      fail(spec_,
           "army " + army(a).name + " has no team of 0 to " + std::to_string(army_count() - 1));
    for (int b = 0; b < a; ++b) free_for_all_ = free_for_all_ && team(a) != team(b);
  }
  if (!free_for_all_)
    for (int a = 0; a < army_count(); ++a)
      if (team(a) > 1) fail(spec_, "army " + army(a).name + " has no team 0 or 1");
  compile_pieces();
  compile_army_rules();
  compile_movement();
  compile_zones();
  compile_castling();
  compile_special_squares();
  compile_keys();
  compile_promotion_and_goals();
  other_board_endings_ =
      four_army_check_ || !win_squares_.empty() || family_endings_ || ends_on_move();
  plain_moves_ = spec_.royalty == Royalty::kCapture && !army_rules_ && !spec_.king_exchange &&
                 !to_captor() && !uses_hands() && !has_dice() && !spec_.royal_swap &&
                 !spec_.pawn_leap && !spec_.promotion.in_place;
  orthodox_ = find_orthodox_chess(*this);
}

void RuleSet::compile_letters() {
  for (int c = 0; c < 256; ++c) {
    // ASCII, not std::toupper: the locale's may differ.
    const auto u = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    int found = -1;
    for (int t = 0; t < type_count() && found < 0; ++t)
      if (spec_.pieces[t].letter == u) found = t;
    for (int t = 0; t < type_count() && found < 0; ++t)
      if (spec_.pieces[t].aliases.find(u) != std::string::npos) found = t;
    type_of_letter_[c] = static_cast<std::int8_t>(found);
  }
}

std::optional<int> RuleSet::army_by_letter(char c) const {
  for (int a = 0; a < army_count(); ++a)
    if (spec_.armies[a].letter == c) return a;
  return std::nullopt;
}

void RuleSet::compile_pieces() {
  compile_letters();
  for (int t = 0; t < type_count(); ++t) {
    const auto& p = spec_.pieces[t];
    if (!std::isupper(static_cast<unsigned char>(p.letter)))
      fail(spec_, "piece letter must be upper case");
    for (int u = 0; u < t; ++u)
      if (spec_.pieces[u].letter == p.letter && !is_dead(t))
        fail(spec_, "two pieces share a letter");
    if (p.royal) royal_types_ |= 1u << t;
    if (p.royal && royal_type_ < 0) royal_type_ = t;
    if (p.pawn) {
      if (pawn_type_ >= 0) fail(spec_, "more than one pawn type");
      pawn_type_ = t;
    }
  }
  for (char c : spec_.promotion.fixed) {
    auto t = type_by_letter(c);
    if (!t) fail(spec_, std::string("unknown promotion piece ") + c);
    fixed_promotions_.push_back(*t);
  }
  if (spec_.triumph) {
    auto t = type_by_letter(spec_.triumph);
    if (!t) fail(spec_, std::string("unknown triumph piece ") + spec_.triumph);
    triumph_type_ = *t;
  }
  for (int a = 0; a < army_count(); ++a)
    start_sides_ |= static_cast<std::uint8_t>(team(a) << 2 * a);
  // Where sides change every assignment of armies to sides has its table; else the start's.
  const int configs = sides_change_ ? 256 : 1;
  relation_tables_.resize(configs);
  // Dead pieces are every army's enemy; frozen ones block like the edge of the board.
  const Relation twin = dead_pieces_ ? Relation::kEnemy : Relation::kWall;
  for (int config = 0; config < configs; ++config) {
    const int sides = sides_change_ ? config : start_sides_;
    RelationTable& table = relation_tables_[config];
    for (int a = 0; a < army_count(); ++a) {
      table[a].fill(Relation::kWall);
      table[a][kEmpty] = Relation::kEmpty;
      for (int b = 0; b < army_count(); ++b)
        for (int t = 0; t < kMaxPieceTypes; ++t)
          table[a][make_piece(b, t)] = is_dead(t) ? twin
                                       : (sides >> 2 * a & 3) == (sides >> 2 * b & 3)
                                           ? Relation::kFriend
                                           : Relation::kEnemy;
    }
  }
}

Movement RuleSet::compile_steps(int army, const std::vector<Step>& steps, Cell attacker) {
  Movement m;
  for (const Step& s : steps) {
    if (std::max(std::abs(s.df), std::abs(s.dr)) > kPad)
      fail(spec_, "a leap longer than 3 squares");
    auto [df, dr] = orient(spec_.armies[army].forward, s.df, s.dr);
    int off = geometry_.offset(df, dr);
    auto mode = static_cast<int>(s.mode);
    auto& list = s.rider ? m.riders[mode] : m.leaps[mode];
    if (std::find(list.begin(), list.end(), off) == list.end()) list.push_back(off);
    // Attack tables serve check detection, which looks at a piece's ordinary movement only.
    if (s.rider) {
      if (m.range != 0 && m.range != s.range) fail(spec_, "a piece's rides differ in range");
      m.range = s.range;
    }
    if (s.mode == StepMode::kMoveOnly || attacker == kEmpty) continue;
    auto& attacks = s.rider ? attack_rides_ : attack_leaps_;
    auto it = std::find(attacks.begin(), attacks.end(), off);
    if (it == attacks.end()) it = attacks.insert(attacks.end(), off);
    if (attacks.size() > 64) fail(spec_, "more than 64 distinct attack directions");
    auto bit = std::uint64_t{1} << (it - attacks.begin());
    (s.rider ? ride_mask_ : leap_mask_)[attacker] |= bit;
  }
  if (attacker != kEmpty) ride_range_[attacker] = static_cast<std::uint8_t>(m.range);
  army_rules_ = army_rules_ || m.range != 0;  // ranges take the generators' slower paths
  // A leap that a rider of the same piece already covers would generate the move twice.
  for (int mode = 0; mode < 3; ++mode)
    std::erase_if(m.leaps[mode], [&](int off) {
      const auto& r = m.riders[mode];
      return std::find(r.begin(), r.end(), off) != r.end();
    });
  // A leap onto a square a ride also reaches further on (the dabbaba of the Pict rook).
  for (const auto& leaps : m.leaps)
    for (int off : leaps)
      for (const auto& riders : m.riders)
        for (int r : riders)
          for (int k = 2; k <= (m.range ? m.range : kMaxFiles); ++k)
            m.overlap = m.overlap || off == k * r;
  return m;
}

void RuleSet::compile_army_rules() {
  for (int a = 0; a < army_count(); ++a) {
    const ArmySpec& as = spec_.armies[a];
    ArmyRules& r = army_rules_of_[a];
    auto types = [&](const std::string& letters, const char* what) {
      std::uint32_t bits = 0;
      for (char c : letters) {
        auto t = type_by_letter(c);
        if (!t) fail(spec_, "army " + as.name + ": unknown " + what + " piece " + c);
        bits |= 1u << *t;
      }
      return bits;
    };
    r.in_place = types(as.in_place, "capture in place");
    for (char c : as.promotions.empty() ? spec_.promotion.fixed : as.promotions) {
      auto t = type_by_letter(c);
      if (!t) fail(spec_, "army " + as.name + ": unknown promotion piece " + std::string(1, c));
      r.promotions.push_back(*t);
      several_royals_ = several_royals_ || is_royal(*t);
    }
    for (const auto& pm : as.movement) types(std::string(1, pm.letter), "movement");
    r.immune = as.immune ? ~0u : types(as.immune_pieces, "immunity");
    r.last_piece_defeat = as.last_piece_defeat;
    r.power = as.power;
    r.reach = as.reach;
    powers_ |= 1u << static_cast<int>(as.power);
    for (const auto& name : as.area) {
      auto s = geometry_.parse(name);
      if (!s) fail(spec_, "army " + as.name + ": " + name + " is not a square of the board");
      r.area.push_back(*s);
      r.in_area.set(*s);
    }
    if (r.power == Power::kRetreat)
      for (const PlacementSpec& p : spec_.setup) {
        auto s = geometry_.parse(p.square);
        auto t = type_by_letter(p.piece);
        if (p.army == a && s && t) r.homes.emplace_back(*s, *t);
      }
    army_rules_ = army_rules_ || !as.movement.empty() || r.in_place || !as.promotions.empty() ||
                  r.immune || r.last_piece_defeat || r.power != Power::kNone;
  }
  for (int t = 0; t < type_count(); ++t)
    if (!spec_.pieces[t].barred.empty()) barred_types_ |= 1u << t;
  for (int a = 0; a < army_count(); ++a)
    for (int t = 0; t < type_count(); ++t)
      if (is_royal(t) && army_rules_of_[a].power != Power::kSecretRoyal)
        royal_cells_ |= std::uint64_t{1} << (make_piece(a, t) & 0x3F);
  if (army_rules_ && !four_army_check_) fail(spec_, "per-army rules need four-army check");
}

bool RuleSet::is_barred_step(int army, int type, int off) const {
  const auto& steps = barred_steps_[army][type];
  return std::find(steps.begin(), steps.end(), off) != steps.end();
}

void RuleSet::compile_movement() {
  movement_.assign(army_count(), std::vector<Movement>(type_count()));
  for (int t = 0; t < type_count(); ++t) {
    if (is_dead(t)) continue;  // dead pieces never move
    for (int a = 0; a < army_count(); ++a) {
      std::string betza = spec_.pieces[t].betza;
      for (const auto& pm : spec_.armies[a].movement)
        if (pm.letter == spec_.pieces[t].letter) betza = pm.betza;
      movement_[a][t] = compile_steps(a, parse_betza(betza), make_piece(a, t));
    }
  }
  barred_movement_ = movement_;
  if (has_power(Power::kInsanity)) {
    static constexpr const char* kDieBetza[] = {"mfWcfF", "N", "B", "R", "Q", "K"};
    insane_movement_.resize(army_count());
    for (int a = 0; a < army_count(); ++a)
      for (int d = 0; d < 6; ++d)
        insane_movement_[a][d] = compile_steps(a, parse_betza(kDieBetza[d]), kEmpty);
  }
  barred_steps_.assign(army_count(), std::vector<std::vector<int>>(type_count()));
  for (int t = 0; t < type_count(); ++t) {
    if (!has_barred(t)) continue;
    const std::vector<Step> barred = parse_betza(spec_.pieces[t].barred);
    std::vector<Step> rest = parse_betza(spec_.pieces[t].betza);
    std::erase_if(rest, [&](const Step& s) {
      return std::find(barred.begin(), barred.end(), s) != barred.end();
    });
    for (int a = 0; a < army_count(); ++a) {
      barred_movement_[a][t] = compile_steps(a, rest, kEmpty);
      for (const Step& s : barred) {
        auto [df, dr] = orient(spec_.armies[a].forward, s.df, s.dr);
        barred_steps_[a][t].push_back(geometry_.offset(df, dr));
      }
    }
  }
  square_moved_.assign(type_count(), std::vector<bool>(mailbox_, false));
  square_movement_ = movement_;
  for (const auto& sm : spec_.square_movement) {
    auto t = type_by_letter(sm.piece);
    if (!t) fail(spec_, std::string("square movement of unknown piece ") + sm.piece);
    std::vector<Step> steps = parse_betza(sm.betza);
    for (int a = 0; a < army_count(); ++a)
      square_movement_[a][*t] = compile_steps(a, steps, kEmpty);
    for (const auto& name : sm.squares) {
      auto s = geometry_.parse(name);
      if (!s) fail(spec_, "square movement on " + name + ", not a square of the board");
      square_moved_[*t][*s] = true;
    }
    has_square_movement_ = true;
  }
}

void RuleSet::compile_zones() {
  zone_.assign(army_count(), std::vector<bool>(mailbox_, false));
  for (char c : spec_.promotion.on_capture_of) {
    auto t = type_by_letter(c);
    if (!t) fail(spec_, std::string("promotion on capture of unknown piece ") + c);
    capture_promotes_ |= 1u << *t;
  }
  pawn_steps_.assign(army_count(), std::vector<std::uint8_t>(mailbox_, 1));
  for (int a = 0; a < army_count(); ++a) {
    const Forward fwd = spec_.armies[a].forward;
    auto [df, dr] = orient(fwd, 0, 1);
    pawn_push_[a] = geometry_.offset(df, dr);
    for (Square s : geometry_.squares()) {
      zone_[a][s] = spec_.promotion.line > 0
                        ? relative_rank(fwd, geometry_, s) == spec_.promotion.line - 1
                        : !geometry_.exists(static_cast<Square>(s + pawn_push_[a]));
      for (const auto& ms : spec_.pawn_multi_steps)
        if (relative_rank(fwd, geometry_, s) == ms.rank)
          pawn_steps_[a][s] = static_cast<std::uint8_t>(ms.max_steps);
    }
    for (const auto& p : spec_.setup) {
      const std::string& letters = spec_.promotion.enemy_setup_squares;
      if (team(p.army) != team(a) && letters.find(p.piece) != std::string::npos)
        if (auto s = geometry_.parse(p.square)) zone_[a][*s] = true;
    }
  }
}

void RuleSet::compile_special_squares() {
  for (char c : spec_.drops.hand) {
    auto t = type_by_letter(c);
    if (!t) fail(spec_, std::string("unknown piece in hand ") + c);
    ++initial_hand_[*t];
  }
  drop_allowed_.assign(mailbox_, false);
  for (Square s : geometry_.squares()) drop_allowed_[s] = true;
  auto square = [&](const std::string& name) {
    auto s = geometry_.parse(name);
    if (!s) fail(spec_, name + " is not a square of the board");
    return *s;
  };
  for (const auto& name : spec_.drops.forbidden) drop_allowed_[square(name)] = false;
  for (const auto& name : spec_.win_squares) win_squares_.push_back(square(name));
  int i = 0;
  for (int dr = -1; dr <= 1; ++dr)
    for (int df = -1; df <= 1; ++df)
      if (df || dr) neighbours_[i++] = geometry_.offset(df, dr);
}

void RuleSet::compile_castling() {
  for (const auto& c : spec_.castling) {
    auto sq = [&](const std::string& name) {
      auto s = geometry_.parse(name);
      if (!s) fail(spec_, "castling square " + name + " is not on the board");
      return *s;
    };
    int rook_type = -1;
    if (c.rook) {
      const auto type = type_by_letter(c.rook);
      if (!type) fail(spec_, std::string("castling with an unknown piece ") + c.rook);
      rook_type = *type;
    }
    const Square king_from = sq(c.king_from), rook_from = sq(c.rook_from);
    const Square king_to = sq(c.king_to);
    Castling k{c.army,
               king_from,
               king_to,
               rook_from,
               sq(c.rook_to),
               spec_.chess960_castling ? rook_from : king_to,
               rook_type,
               {},
               {},
               c.fen_flag};
    // King and rook share a rank (a back rank) or a file (a back file of a four-army board).
    const bool on_rank = geometry_.rank_of(k.king_from) == geometry_.rank_of(k.rook_from);
    if (!on_rank && geometry_.file_of(k.king_from) != geometry_.file_of(k.rook_from))
      fail(spec_, "castling king and rook must share a rank or a file");
    auto span = [&](Square x, Square y, std::vector<Square>& out, bool skip_kr) {
      auto along = [&](Square s) { return on_rank ? geometry_.file_of(s) : geometry_.rank_of(s); };
      const int lo = std::min(along(x), along(y)), hi = std::max(along(x), along(y));
      for (int i = lo; i <= hi; ++i) {
        Square s = on_rank ? geometry_.square(i, geometry_.rank_of(x))
                           : geometry_.square(geometry_.file_of(x), i);
        if (skip_kr && (s == k.king_from || s == k.rook_from)) continue;
        if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
      }
    };
    span(k.king_from, k.king_to, k.must_be_empty, true);
    span(k.rook_from, k.rook_to, k.must_be_empty, true);
    span(k.king_from, k.king_to, k.king_path, false);
    castlings_.push_back(std::move(k));
  }
  if (castlings_.size() > 128) fail(spec_, "more than 128 castlings");
  castling_lost_.assign(mailbox_, 0);
  for (size_t i = 0; i < castlings_.size(); ++i) {
    castling_lost_[castlings_[i].king_from] |= castling_bit(i);
    castling_lost_[castlings_[i].rook_from] |= castling_bit(i);
  }
}

bool RuleSet::castling_at_home(int i, Cell king, Cell rook) const {
  const Castling& c = castlings_[i];
  return is_piece(king) && army_of(king) == c.army && is_royal(type_of(king)) && is_piece(rook) &&
         army_of(rook) == c.army && !is_royal(type_of(rook)) &&
         (c.rook_type < 0 || type_of(rook) == c.rook_type);
}

void RuleSet::compile_promotion_and_goals() {
  const PromotionSpec& p = spec_.promotion;
  for (auto& files : file_piece_) files.fill(-1);
  if (p.choices == PromotionChoices::kFilePiece) {
    if (static_cast<int>(p.file_pieces.size()) != army_count())
      fail(spec_, "file promotion needs one list per army");
    for (int a = 0; a < army_count(); ++a) {
      if (static_cast<int>(p.file_pieces[a].size()) != geometry_.files())
        fail(spec_, "file promotion needs one letter per file");
      for (int f = 0; f < geometry_.files(); ++f) {
        auto t = type_by_letter(p.file_pieces[a][static_cast<size_t>(f)]);
        if (!t || !goes_to_pool(*t))
          fail(spec_, "file promotion to a piece that is never captured");
        file_piece_[a][f] = *t;
      }
    }
  }
  if ((p.wait_for_pool || p.optional) && p.choices == PromotionChoices::kFixed)
    fail(spec_, "waiting or optional promotion needs a pool");
  for (int t : fixed_promotions_) several_royals_ = several_royals_ || is_royal(t);
  if (const KingPromotion& kp = spec_.king_promotion; kp.piece) {
    auto t = type_by_letter(kp.piece);
    if (!t || static_cast<int>(kp.corners.size()) != army_count())
      fail(spec_, "king promotion needs a piece type and one corner per army");
    king_promotion_type_ = *t;
    for (int a = 0; a < army_count(); ++a) {
      auto sq = geometry_.parse(kp.corners[a]);
      if (!sq) fail(spec_, "king promotion corner " + kp.corners[a] + " is not on the board");
      king_promotion_corner_[a] = *sq;
    }
  }
  edge_piece_.assign(army_count(), std::vector<int>(mailbox_, -1));
  if (p.choices == PromotionChoices::kEdgePiece) {
    for (char c : p.few_pawns) few_pawns_ |= 1u << type_by_letter(c).value_or(0);
    lone_pawn_boat_ = type_by_letter(p.lone_pawn_boat).value_or(-1);
    for (int a = 0; a < army_count(); ++a)
      for (Square sq : geometry_.squares()) {
        if (!zone_[a][sq]) continue;
        const Forward f = army(a).forward;
        const bool vertical = f == Forward::kUp || f == Forward::kDown;
        const int along = vertical ? geometry_.file_of(sq) : geometry_.rank_of(sq);
        if (along >= static_cast<int>(p.edge_pieces.size()))
          fail(spec_, "edge promotion needs one letter per square of the last rank");
        auto t = type_by_letter(p.edge_pieces[static_cast<size_t>(along)]);
        if (!t) fail(spec_, "edge promotion to an unknown piece");
        edge_piece_[a][sq] = *t;
      }
  }
  if (has_dice()) {
    if (spec_.dice.low < 1 || die_high() > 15) fail(spec_, "dice faces must be 1 to 15");
    for (size_t f = 0; f < spec_.dice.faces.size(); ++f)
      for (char c : spec_.dice.faces[f]) {
        auto t = type_by_letter(c);
        if (!t) fail(spec_, std::string("a die names an unknown piece ") + c);
        die_types_[spec_.dice.low + f] |= 1u << *t;
      }
  }
  if (spec_.options.quiet_rounds < 1) fail(spec_, "quiet_rounds must be at least 1");
  family_rules_ = keeps_king_losses() || has_dice() || spec_.triumph || spec_.payments ||
                  spec_.frozen_without_royal || p.choices == PromotionChoices::kEdgePiece ||
                  !spec_.pawn_moves_reset_clock;
  family_endings_ = spec_.bare_king_end || spec_.bonus || spec_.quiet_rounds_end;
  if (spec_.thrones || spec_.king_exchange)
    for (const auto& placed : spec_.setup)
      if (placed.army < army_count() && type_by_letter(placed.piece) == royal_type_ &&
          thrones_[placed.army] == kNoSquare)
        thrones_[placed.army] = *geometry_.parse(placed.square);
  if ((spec_.king_knight_leap || spec_.pawn_mate_double) && spec_.royalty != Royalty::kCheckmate)
    fail(spec_, "the king's leap and pawn mate need checkmate rules");
  if (!spec_.royal_goals.empty() && static_cast<int>(spec_.royal_goals.size()) != army_count())
    fail(spec_, "goal squares need one list per army");
  goal_.assign(army_count(), std::vector<bool>(mailbox_, false));
  if (!spec_.options.extra_wins) return;
  for (size_t a = 0; a < spec_.royal_goals.size(); ++a)
    for (const auto& name : spec_.royal_goals[a]) {
      auto sq = geometry_.parse(name);
      if (!sq) fail(spec_, "goal square " + name + " is not on the board");
      goal_[a][*sq] = true;
      has_goals_ = true;
    }
}

void RuleSet::compile_keys() {
  std::uint64_t seed = 0x63686174757221ULL;  // fixed: keys are the same in every run
  for (char c : spec_.id) seed = splitmix64(seed ^ static_cast<unsigned char>(c));
  auto next = [&] { return seed = splitmix64(seed); };
  piece_keys_.resize(static_cast<size_t>(kMaxArmies) * kMaxPieceTypes * mailbox_);
  for (auto& k : piece_keys_) k = next();
  // A dead piece belongs to no army: its key is the same whatever army's list holds it.
  for (int a = 1; a < kMaxArmies; ++a)
    for (int t = 0; t < type_count(); ++t)
      if (is_dead(t))
        std::copy_n(piece_keys_.begin() + t * mailbox_, mailbox_,
                    piece_keys_.begin() + (a * kMaxPieceTypes + t) * mailbox_);
  en_passant_keys_.resize(mailbox_);
  for (auto& k : en_passant_keys_) k = next();
  for (auto& k : turn_keys_) k = next();
  castling_keys_.resize(castlings_.size());
  for (auto& k : castling_keys_) k = next();
}

}  // namespace chatur::engine
