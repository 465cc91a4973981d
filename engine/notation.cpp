#include "engine/notation.h"

#include <array>
#include <cctype>

#include "common/ascii.h"
#include "engine/movegen.h"
#include "engine/pawn_pair.h"

namespace chatur::engine {
namespace {

char piece_letter(const Position& pos, int type) {
  return pos.rules().piece(type).letter;
}

// Reads a square name at text[i...], advancing i. Always inline (a returned std::optional stalls:
// docs/architecture.md, "Move generation").
[[gnu::always_inline]] inline std::optional<Square> read_square(const Geometry& g,
                                                                std::string_view text, size_t& i) {
  size_t j = i;
  if (j >= text.size() || text[j] < 'a' || text[j] > 'z') return std::nullopt;
  ++j;
  while (j < text.size() && is_ascii_digit(text[j])) ++j;
  auto s = g.parse(text.substr(i, j - i));
  if (s) i = j;
  return s;
}

// Decisions as records write them: chess.com's slot tokens, and the words of the rule sets
// whose defeated armies pass to their captors (Defeat::kToCaptor). A claim is written as a
// resignation is ("R"): the reader tells them apart by decision_allowed.
struct DecisionText {
  Decision decision;
  std::string_view text;
  bool words;  // the text of Defeat::kToCaptor's rule sets
};
constexpr DecisionText kDecisionTexts[] = {
    {Decision::kResign, "R", false},     {Decision::kTimeout, "T", false},
    {Decision::kClaim, "R", false},      {Decision::kResign, "resign", true},
    {Decision::kFreeze, "freeze", true},
};

}  // namespace

std::string_view decision_text(const RuleSet& rules, Decision d) {
  for (const auto& e : kDecisionTexts)
    if (e.decision == d && e.words == rules.to_captor()) return e.text;
  return "?";
}

namespace {

constexpr std::string_view kCensorText = "censor";  // MoveKind::kCensor

// Power::kOwnerSwap: "~" and the square of the piece the move swaps owners with.
template <class Out>
void append_owner_swap(const Position& pos, Move m, Out& s) {
  if (!pos.rules().army_rules() || m.extra() == 0 || m.kind() == MoveKind::kCastling ||
      m.kind() == MoveKind::kEnPassant)
    return;
  s += '~';
  pos.rules().geometry().append_name(s, pos.swap_square(m));
}

// Writes the move's text to `s` (empty): one writer for move_to_text's strings and MoveText's
// buffers.
template <class Out>
void write_move_text(const Position& pos, Move m, Out& s) {
  const Geometry& g = pos.rules().geometry();
  switch (m.kind()) {
    case MoveKind::kPass:
      s.append("--", 2);
      return;
    case MoveKind::kCensor:
      s.append(kCensorText.data(), kCensorText.size());
      return;
    case MoveKind::kDecision: {
      const std::string_view text = decision_text(pos.rules(), m.decision());
      s.append(text.data(), text.size());
      return;
    }
    case MoveKind::kDrop:
      s += piece_letter(pos, m.piece());
      s += '@';
      return g.append_name(s, m.to());
    case MoveKind::kMark:
      // A secret choice that a view hides names no square (Power::kSecretRoyal, kSecretBomb).
      if (m.to() == 0) {
        s.append("@?", 2);
        return;
      }
      s += '@';
      return g.append_name(s, m.to());
    case MoveKind::kRemove:
      if (m.extra() >= 2) {  // a gift (Power::kGift): the pawn's square, '>', the opponent's letter
        g.append_name(s, m.from());
        s += '>';
        s += pos.rules().army(m.extra() - 2).letter;
        return;
      }
      s += m.extra() ? '!' : 'x';  // a detonation (Power::kBomb), or a removal
      return g.append_name(s, m.from());
    case MoveKind::kGroup:
      g.append_name(s, m.from());
      s += '>';
      return g.append_name(s, m.to());
    case MoveKind::kPromoteInPlace:
      g.append_name(s, m.from());
      s += '=';
      s += piece_letter(pos, m.piece());
      return;
    case MoveKind::kCastling:
    case MoveKind::kSwap:
    case MoveKind::kTeleport:
      g.append_name(s, m.from());
      s += '-';
      g.append_name(s, m.to());
      return append_owner_swap(pos, m, s);
    case MoveKind::kEnPassant:
    case MoveKind::kCaptureInPlace:
      g.append_name(s, m.from());
      s += 'x';
      g.append_name(s, m.to());
      return append_owner_swap(pos, m, s);
    case MoveKind::kPawnPair:
      // Pawns move straight or capture diagonally, which the squares tell.
      for (Move part : {pair_first(pos, m), pair_second(pos, m)}) {
        if (!s.empty()) s += '&';
        g.append_name(s, part.from());
        const bool diagonal = g.file_of(part.from()) != g.file_of(part.to()) &&
                              g.rank_of(part.from()) != g.rank_of(part.to());
        s += diagonal ? 'x' : '-';
        g.append_name(s, part.to());
        if (part.kind() == MoveKind::kPromotion) {
          s += '=';
          s += piece_letter(pos, part.piece());
        }
      }
      return;
    case MoveKind::kNormal:
    case MoveKind::kPromotion:
      g.append_name(s, m.from());
      s += pos.at(m.to()) != kEmpty ? 'x' : '-';
      g.append_name(s, m.to());
      if (m.kind() == MoveKind::kPromotion) {
        s += '=';
        s += piece_letter(pos, m.piece());
      }
      if (m.extra() && !pos.rules().army_rules()) s += '^';  // the capture demands the exchange
      return append_owner_swap(pos, m, s);
  }
  s.append("?", 1);
}

}  // namespace

std::string move_to_text(const Position& pos, Move m) {
  std::string s;  // at most "p16xo16=Q": no heap allocation
  write_move_text(pos, m, s);
  return s;
}

MoveTextError MoveTextError::unreadable(std::string_view text, const std::string& why) {
  return MoveTextError(Kind::kSyntax, "cannot read move \"" + std::string(text) + "\": " + why);
}

MoveTextError MoveTextError::illegal(std::string_view text, const std::string& why) {
  return MoveTextError(Kind::kIllegal, "illegal move \"" + std::string(text) + "\": " + why);
}

MoveText::MoveText(const Position& pos, Move m) {
  write_move_text(pos, m, *this);
}

void MoveText::overflow() {
  throw std::logic_error("a move text longer than " + std::to_string(kCapacity) + " bytes");
}

namespace {

// A move's text as read_move takes it apart.
struct MoveParts {
  std::string_view t;          // the text without its marks, its demand and its swap
  bool demand = false;         // '^': the capture demands the king exchange
  std::optional<Square> swap;  // Power::kOwnerSwap: '~' and the square of the piece swapped with
};

// The rarer forms (a decision, a pair of pawn moves, "censor", "--", a removal, a detonation, a
// group's move, a gift, a mark or a choice) where `parts.t` is one of them: the move, or an
// error saying why not. kNullMove where it is none, with a swap's '~' and square moved from
// `parts.t` to `parts.swap`. Out of line: read_move asks only for a text that is no common form,
// and its lists of moves would weigh on the common reading's frame.
template <typename Moves>
[[gnu::noinline]] Move read_rare_form(const Position& pos, std::string_view text, MoveParts& parts,
                                      Moves& moves) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  std::string_view& t = parts.t;
  if (const size_t tilde = t.rfind('~'); tilde != std::string_view::npos) {
    size_t j = tilde + 1;
    parts.swap = read_square(g, t, j);
    if (!parts.swap || j != t.size())
      throw MoveTextError::unreadable(text, "expected a square after '~'");
    t = t.substr(0, tilde);
    if (t.empty()) throw MoveTextError::unreadable(text, "expected a move before '~'");
  }
  if (t.empty()) return kNullMove;  // "^": the common form's reading says what is missing

  for (const auto& e : kDecisionTexts) {
    if (t != e.text || e.words != rules.to_captor()) continue;
    // The claim first: "R" by the leader who may claim is the claim.
    for (Decision d : {Decision::kClaim, e.decision})
      if (decision_text(rules, d) == t && pos.decision_allowed(d)) return Move::decision(d);
    throw MoveTextError::illegal(text, "the army to move cannot make that decision now");
  }
  if (t.find('&') != std::string_view::npos) {  // a pair of pawn moves: compared as text
    const auto unhyphened = [](std::string_view s) {
      std::string out;
      for (char c : s)
        if (c != '-') out += c;
      return out;
    };
    const std::string want = unhyphened(t);
    for (Move m : moves(MoveTarget{.kinds = kind_bit(MoveKind::kPawnPair)}))
      if (unhyphened(move_to_text(pos, m)) == want) return m;
    throw MoveTextError::illegal(text, "no such pair of pawn moves");
  }
  if (t == kCensorText) {
    const MoveList censor = moves(MoveTarget{.kinds = kind_bit(MoveKind::kCensor)});
    if (!censor.empty()) return censor[0];
    throw MoveTextError::illegal(text, "the army to move has no move to censor now");
  }
  if (t == "--") {
    if (moves(MoveTarget{.kinds = kind_bit(MoveKind::kPass)}).contains(Move::pass()))
      return Move::pass();
    throw MoveTextError::illegal(text, moves(MoveTarget{}).empty()
                                           ? "the game is over"
                                           : "passing is allowed only without moves");
  }

  // A removal (Power::kSacrifice, "xe4") or a detonation (Power::kBomb, "!e4"): the piece's
  // square after the mark, and the kRemove move of that extra.
  if ((t[0] == 'x' && !parts.swap) || t[0] == '!') {
    const bool detonation = t[0] == '!';
    size_t i = 1;
    auto sq = read_square(g, t, i);
    if (!sq || i != t.size())
      throw MoveTextError::unreadable(text, std::string("expected a square after '") + t[0] + "'");
    for (Move m : moves(MoveTarget{.from = *sq, .to = *sq, .kinds = kind_bit(MoveKind::kRemove)}))
      if (m.extra() == (detonation ? 1 : 0)) return m;
    throw MoveTextError::illegal(text,
                                 (detonation ? "the army to move cannot detonate a bomb on "
                                             : "the army to move cannot remove the piece on ") +
                                     g.name(*sq) + " now");
  }
  // Power::kGroup's move to a square (e7>e5), or Power::kGift's gift to an army (e7>g): a square
  // name never is one letter.
  if (const size_t arrow = t.find('>'); arrow != std::string_view::npos) {
    size_t i = 0;
    auto from = read_square(g, t, i);
    if (!from || i != arrow) throw MoveTextError::unreadable(text, "expected a square before '>'");
    ++i;
    if (i + 1 == t.size() && std::islower(static_cast<unsigned char>(t[i]))) {
      const auto ally = rules.army_by_letter(t[i]);
      if (!ally)
        throw MoveTextError::unreadable(text, std::string("no army has the letter ") + t[i]);
      const Move gift(MoveKind::kRemove, *from, *from, 0, 2 + *ally);
      if (!moves(MoveTarget{.from = *from, .to = *from, .kinds = kind_bit(MoveKind::kRemove)})
               .contains(gift))
        throw MoveTextError::illegal(text, "the army to move cannot give the pawn on " +
                                               g.name(*from) + " to " + rules.army(*ally).name +
                                               " now");
      return gift;
    }
    auto to = read_square(g, t, i);
    if (!to || i != t.size()) throw MoveTextError::unreadable(text, "expected a square after '>'");
    const MoveList groups =
        moves(MoveTarget{.from = *from, .to = *to, .kinds = kind_bit(MoveKind::kGroup)});
    if (groups.empty())
      throw MoveTextError::illegal(text, "no group of the army to move starting on " +
                                             g.name(*from) + " may go to " + g.name(*to));
    return groups[0];
  }
  // A secret choice a view hides (Power::kSecretRoyal, kSecretBomb); its '?' is no annotation.
  if (text == "@?") {
    if (pos.continuation() != Continuation::kChoose)
      throw MoveTextError::illegal(text, "no army chooses a secret piece now");
    return Move(MoveKind::kMark, 0, 0);
  }
  // A mark (Power::kMark), or a choice of a piece (Power::kInsanity; Power::kSecretRoyal,
  // kSecretBomb in secret).
  if (t[0] == '@') {
    size_t i = 1;
    auto to = read_square(g, t, i);
    if (!to || i != t.size()) throw MoveTextError::unreadable(text, "expected a square after '@'");
    const MoveList marks = moves(MoveTarget{.to = *to, .kinds = kind_bit(MoveKind::kMark)});
    if (marks.empty())
      throw MoveTextError::illegal(
          text, "the army to move cannot mark or choose " + g.name(*to) + " now");
    return marks[0];
  }
  return kNullMove;
}

// A drop ("W@c4") of the piece type `type` on `to`.
template <typename Moves>
[[gnu::noinline]] Move read_drop(const Position& pos, std::string_view text, Square to, int type,
                                 Moves& moves) {
  const Geometry& g = pos.rules().geometry();
  const MoveList drops =
      moves(MoveTarget{.to = to, .type = type, .kinds = kind_bit(MoveKind::kDrop)});
  if (drops.empty() && pos.at(to) != kEmpty)
    throw MoveTextError::illegal(text, g.name(to) + " is occupied");
  if (drops.empty()) throw MoveTextError::illegal(text, "that drop is not allowed here");
  return drops[0];
}

// A promotion in place ("a5=Q") of the pawn on `from` to `promo`.
template <typename Moves>
[[gnu::noinline]] Move read_promotion_in_place(std::string_view text, Square from,
                                               std::optional<int> promo, Moves& moves) {
  for (Move m : moves(MoveTarget{.from = from, .kinds = kind_bit(MoveKind::kPromoteInPlace)}))
    if (promo && m.piece() == *promo) return m;
  throw MoveTextError::illegal(text, "that pawn cannot promote in place");
}

// The move over the board from `from` to `to` that the text's promotion, swap and demand name,
// among the legal moves between the two squares; else an error saying what the text lacks or why
// the move is not legal.
template <typename Moves>
[[gnu::noinline]] Move read_board_move(const Position& pos, std::string_view text, Square from,
                                       Square to, std::optional<int> promo, const MoveParts& parts,
                                       Moves& moves) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  bool needs_promotion = false, needs_swap = false;
  constexpr std::uint16_t kOverTheBoard =
      MoveTarget::kAllKinds & ~kind_bit(MoveKind::kDrop) & ~kind_bit(MoveKind::kPromoteInPlace) &
      ~kind_bit(MoveKind::kPass) & ~kind_bit(MoveKind::kRemove) & ~kind_bit(MoveKind::kGroup);
  for (Move m : moves(MoveTarget{.from = from, .to = to, .kinds = kOverTheBoard})) {
    const bool is_promo = m.kind() == MoveKind::kPromotion;
    if (is_promo && !promo) needs_promotion = true;
    // extra() of a capture is the exchange demand (of castling its index, of a four-army en
    // passant the passed army).
    // Under per-army rules it names the owner swap.
    const bool swaps = rules.army_rules() && m.extra() != 0 && m.kind() != MoveKind::kCastling &&
                       m.kind() != MoveKind::kEnPassant;
    if (swaps) {
      if (parts.swap && pos.swap_square(m) == *parts.swap && is_promo == promo.has_value() &&
          (!promo || m.piece() == *promo))
        return m;
      if (!parts.swap) needs_swap = true;
      continue;
    }
    const bool demands =
        (m.kind() == MoveKind::kNormal || m.kind() == MoveKind::kPromotion) && m.extra() != 0;
    if (is_promo == promo.has_value() && (!promo || m.piece() == *promo) &&
        demands == parts.demand && !parts.swap)
      return m;
  }
  if (needs_promotion)
    throw MoveTextError::illegal(text, "a promotion piece is needed (=Q, =N, ...)");
  if (needs_swap)
    throw MoveTextError::illegal(
        text, "the move must swap owners with a piece beside it (~ and its square)");
  if (parts.swap)
    throw MoveTextError::illegal(text, "that move swaps no owners with " + g.name(*parts.swap));
  if (parts.demand)
    throw MoveTextError::illegal(text, "this capture cannot demand the king exchange");
  if (promo) throw MoveTextError::illegal(text, "that promotion is not allowed here");
  throw MoveTextError::illegal(text,
                               "the piece on " + g.name(from) + " cannot go to " + g.name(to));
}

// The common forms of a move's text: a move from a square to a square, perhaps after the piece's
// letter and with a promotion ("e7-e8=Q", "Nb1c3", "e7e8q"); a promotion in place ("a5=Q"); a
// drop ("W@c4"). None of the rarer forms (read_rare_form) reads as one of them.
struct CommonForm {
  enum class Shape { kBoard, kInPlace, kDrop };
  Shape shape = Shape::kBoard;
  std::optional<int> letter_type;  // the letter before the first square, or the dropped piece's
  Square from = kNoSquare, to = kNoSquare;
  std::optional<int> promo;
};

// Reads `t` (a move's text without its marks, demand and swap) as a common form into `form`.
// False where it is none, with `why`, where given, saying what was expected where: the one
// reading of these forms, tried first for every ply, and again for the message. Inline: a call
// cost as much as the test of the rarer forms it spared.
[[gnu::always_inline]] inline bool read_common_form(const RuleSet& rules, std::string_view t,
                                                    CommonForm& form, std::string* why) {
  const Geometry& g = rules.geometry();
  const auto fail = [&](const char* expected, size_t at) {
    if (why) *why = expected + (at == std::string::npos ? "" : std::to_string(at + 1));
    return false;
  };
  const auto no_letter = [&](char c) {
    if (why) *why = std::string("no piece has the letter ") + c;
    return false;
  };
  size_t i = 0;
  if (!t.empty() && t[0] >= 'A' && t[0] <= 'Z') {
    form.letter_type = rules.type_by_letter(t[0]);
    if (!form.letter_type) return no_letter(t[0]);
    ++i;
    if (i < t.size() && t[i] == '@') {
      ++i;
      const auto to = read_square(g, t, i);
      if (!to || i != t.size()) return fail("expected a square after '@'", std::string::npos);
      form.shape = CommonForm::Shape::kDrop;
      form.to = *to;
      return true;
    }
  }
  const auto from = read_square(g, t, i);
  if (!from) return fail("expected a square of the board at character ", i);
  form.from = *from;
  if (i < t.size() && t[i] == '=') {
    form.shape = CommonForm::Shape::kInPlace;
  } else {
    if (i < t.size() && (t[i] == '-' || t[i] == 'x' || t[i] == ':')) ++i;
    const auto to = read_square(g, t, i);
    if (!to) return fail("expected a destination square at character ", i);
    form.to = *to;
  }
  // The promotion piece, '=' before it or not.
  if (i < t.size() && t[i] == '=') ++i;
  if (i < t.size()) {
    form.promo = rules.type_by_letter(t[i]);
    if (!form.promo) return no_letter(t[i]);
    ++i;
  }
  if (i != t.size()) return fail("unexpected text after the move", std::string::npos);
  return true;
}

// Reads the move from the legal moves that `moves(target)` gives: those of the position that the
// MoveTarget wants, in the order of generate_legal. Where `plain_rank` is given, a plain move
// (rank_plain_move) is answered without them and its rank among its piece's moves set there.
// The common forms are read first, the rarer ones only where the text is none of them. Inline
// in each parse_move: most plies of a four-army record go no further than here.
template <typename Moves>
[[gnu::always_inline]] inline Move read_move(const Position& pos, std::string_view text,
                                             Moves&& moves,
                                             std::optional<PieceMoveRank>* plain_rank) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  MoveParts parts{.t = without_marks(text)};
  if (parts.t.empty()) throw MoveTextError::unreadable(text, "empty");
  parts.demand = parts.t.back() == '^';
  if (parts.demand) parts.t.remove_suffix(1);
  CommonForm form;
  if (!read_common_form(rules, parts.t, form, nullptr)) [[unlikely]] {
    if (const Move m = read_rare_form(pos, text, parts, moves); m != kNullMove) return m;
    std::string why;
    form = CommonForm{};
    if (!read_common_form(rules, parts.t, form, &why)) throw MoveTextError::unreadable(text, why);
  }
  switch (form.shape) {
    case CommonForm::Shape::kDrop:
      return read_drop(pos, text, form.to, *form.letter_type, moves);
    case CommonForm::Shape::kInPlace:
      return read_promotion_in_place(text, form.from, form.promo, moves);
    case CommonForm::Shape::kBoard:
      break;
  }
  const Square from = form.from, to = form.to;
  if (!is_piece(pos.at(from)) || !pos.moves_for(army_of(pos.at(from)), pos.to_move()))
    throw MoveTextError::illegal(
        text, "no piece of " + rules.army(pos.to_move()).name + " on " + g.name(from));
  if (form.letter_type && type_of(pos.at(from)) != *form.letter_type)
    throw MoveTextError::illegal(
        text, "the piece on " + g.name(from) + " is not a " + rules.piece(*form.letter_type).name);
  if (plain_rank && !form.promo && !parts.swap && !parts.demand) {
    PieceMoveRank rank;
    if (rank_plain_move(pos, from, to, rank)) {
      *plain_rank = rank;
      return Move(MoveKind::kNormal, from, to);
    }
  }
  return read_board_move(pos, text, from, to, form.promo, parts, moves);
}

}  // namespace

Move parse_move(Position& pos, std::string_view text, PieceMoves* piece_moves) {
  if (piece_moves) piece_moves->clear();
  std::optional<PieceMoveRank> unused;
  return read_move(
      pos, text,
      [&](const MoveTarget& target) {
        MoveList out;
        // Pairs of pawn moves come only with the full generation.
        if (target.kinds == kind_bit(MoveKind::kPawnPair)) {
          generate_legal(pos, out);
          return matching(pos, out, target);
        }
        if (piece_moves && target.from != kNoSquare) {
          piece_moves->moves.clear();
          generate_legal(pos, MoveTarget{.from = target.from}, piece_moves->moves);
          return matching(pos, piece_moves->moves, target);
        }
        generate_legal(pos, target, out);
        return out;
      },
      piece_moves ? &piece_moves->rank : &unused);
}

Move parse_move(const Position& pos, const MoveList& legal, std::string_view text) {
  return read_move(
      pos, text, [&](const MoveTarget& target) { return matching(pos, legal, target); }, nullptr);
}

}  // namespace chatur::engine
