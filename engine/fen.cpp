#include "engine/fen.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "engine/chess960_castling.h"
#include "engine/notation.h"

namespace chatur::engine {
namespace {

// The armies of a rule set that names them (European Chess), joined by ','.
std::string armies_text(const RuleSet& rules) {
  std::string out;
  for (int a = 0; a < rules.army_count(); ++a) out += (a ? "," : "") + rules.army(a).kind;
  return out;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

// Whether the '-' at i, in the field starting at `start`, joins the words of an army's name
// (army=un-peacekeepers,...): the letters after it end otherwise than a field's key, with '='.
bool army_name_hyphen(std::string_view s, size_t start, size_t i) {
  if (i >= s.size() || !s.substr(start).starts_with("army=")) return false;
  size_t j = i + 1;
  while (j < s.size() && std::islower(static_cast<unsigned char>(s[j]))) ++j;
  return j > i + 1 && (j == s.size() || s[j] != '=');
}

// FEN4's fields, separated by '-'. A '-' right after ',' or after a separating '-' and before a
// digit is a minus sign: points may be negative ("0,-5,5,0").
std::vector<std::string_view> split_fen4(std::string_view s) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] != '-') continue;
    const bool sign = i < s.size() && out.size() < 6 && i + 1 < s.size() &&
                      std::isdigit(static_cast<unsigned char>(s[i + 1])) &&
                      (i == start || s[i - 1] == ',');
    // A value '-' of an extension (ctl=-,g,y,b: a frozen army) is no separator.
    const bool value = i < s.size() && i > start && (s[i - 1] == '=' || s[i - 1] == ',') &&
                       (i + 1 == s.size() || s[i + 1] == ',' || s[i + 1] == '-');
    if (sign || value || army_name_hyphen(s, start, i)) continue;
    out.push_back(s.substr(start, i - start));
    start = i + 1;
  }
  return out;
}

std::optional<int> to_int(std::string_view s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < 0) return std::nullopt;
  return v;
}

std::string quoted(std::string_view s) {
  return "'" + std::string(s) + "'";
}

// FEN4 st=: one army's turn state. `n` its minister bar (PieceSpec::barred), `s` its sea bar
// (Power::kSea), `l` and `t` a minister leap and a sea move made in the turn going on, `w` its bar
// on a second ply and `k` or `o` the second ply it may make now (Power::kKingAndOther), `j` and a
// square the piece that may move again (Power::kAlone), `m` its mark ply now and `@` and a square
// its mark (Power::kMark), `r` its removal ply now and `g` its move after a removal
// (Power::kSacrifice), `f` its first turn not over (Power::kOwnerSwap), `u` its group move made
// (Power::kGroup), `b` and an army's letter its retreat now after that army's turn
// (Power::kRetreat), `q` its censor barred and, for the army whose turn it is, `v` and a square
// each censored piece (Power::kCensor), `y` and a square a piece it moved whose rest began this
// turn and `z` and a square one resting now (Power::kRest), a digit its Power::kNeutral exchanges,
// `x` and seat letters the colours it took as a neutral army.
// Power::kDiscord's state of the Holy Roman colour a: `h` and a square per barred rook, `d` and
// the barred directions, `p` and a square per protected piece, `i` and a square per rook moved in
// the turn going on, `e` and that turn's directions; squares in board order.
void discord_text(const Position& pos, int a, std::string& out) {
  constexpr char kArrows[] = "^v<>";
  const auto squares = [&](DiscordKind kind, char letter) {
    std::vector<Square> found;
    for (int i = 0; i < pos.discord_count(); ++i)
      if (const Discord d = pos.discord(i); d.army == a && d.kind == kind)
        found.push_back(d.square);
    std::sort(found.begin(), found.end());
    for (Square sq : found) {
      out += letter;
      pos.rules().geometry().append_name(out, sq);
    }
  };
  const auto arrows = [&](unsigned dirs, char letter) {
    if (!dirs) return;
    out += letter;
    for (int d = 0; d < 4; ++d)
      if (dirs >> d & 1) out += kArrows[d];
  };
  squares(DiscordKind::kBarredRook, 'h');
  arrows(pos.discord_dirs(a) & 0xF, 'd');
  squares(DiscordKind::kGuard, 'p');
  squares(DiscordKind::kMovedRook, 'i');
  arrows(pos.discord_dirs(a) >> 4, 'e');
}

// FEN4 st= of the placements (Power::kReturn, kGift): for Persia to move `r` while it places and
// `w` and letters the pieces it lost in its turn going on; for Poland to move `k` while its next
// ply is the gift; in a game with Poland for any army `g` and a count its pawns to place, `a`, a
// Polish army's letter and a count its turns of peace with that army (the capture count, a digit,
// is then written first in the slot, so that no digit follows a bare `g`).
void placement_text(const Position& pos, int a, int turn, Continuation cont, std::string& out) {
  const RuleSet& rules = pos.rules();
  if (a == turn && cont == Continuation::kReturn) out += 'r';
  if (a == turn && cont == Continuation::kGift) out += 'k';
  if (a == turn && rules.army_rules(a).power == Power::kReturn)
    for (int t = 0; t < rules.type_count(); ++t)
      if (pos.returning(t)) out += 'w' + std::string(pos.returning(t), rules.piece(t).letter);
  if (pos.to_place(a)) out += 'g' + std::to_string(pos.to_place(a));
  for (int giver = 0; giver < rules.army_count(); ++giver)
    if (pos.peace_turns(a, giver))
      out += std::string{'a', rules.army(giver).letter} + std::to_string(pos.peace_turns(a, giver));
}

// Reads the letters of placement_text at text[i], advancing i; false if text[i] is none of them
// (the letters of other powers that the slot's army does not have).
bool read_placement_state(const RuleSet& rules, std::string_view text, size_t& i, int a,
                          Setup& setup, const std::function<void(const std::string&)>& bad) {
  const char c = text[i];
  const Power power = rules.army_rules(a).power;
  const auto count = [&](int max) {
    size_t j = i + 1;
    while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
    const auto n = to_int(text.substr(i + 1, j - i - 1));
    if (!n || *n < 1 || *n > max) bad(std::string("expected a count 1-") + std::to_string(max));
    i = j - 1;
    return static_cast<std::uint8_t>(*n);
  };
  if ((c == 'r' && power == Power::kReturn) || (c == 'k' && power == Power::kGift)) {
    if (a != setup.to_move) bad("placements or a gift for an army not to move");
    setup.continuation = c == 'r' ? Continuation::kReturn : Continuation::kGift;
  } else if (c == 'w' && power == Power::kReturn) {
    size_t j = i + 1;
    for (; j < text.size() && std::isupper(static_cast<unsigned char>(text[j])); ++j) {
      const auto t = rules.type_by_letter(text[j]);
      if (!t) bad(std::string("no piece has the letter ") + text[j]);
      ++setup.returning[*t];
    }
    if (j == i + 1) bad("expected piece letters after w");
    i = j - 1;
  } else if (c == 'g' && rules.has_power(Power::kGift) && i + 1 < text.size() &&
             std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
    setup.to_place[a] = count(255);
  } else if (c == 'a') {
    const auto giver = i + 1 < text.size() ? rules.army_by_letter(text[i + 1]) : std::nullopt;
    if (!giver) bad("expected an army's letter after a");
    ++i;
    setup.peace[a] = static_cast<std::uint8_t>(setup.peace[a] | count(2) << 2 * *giver);
  } else {
    return false;
  }
  return true;
}

// FEN4 st= of army a: the letters above, the Holy Roman state (discord_text), `h` and a square its
// secret piece, `h?` one hidden and `e` one gone (Power::kSecretRoyal, kSecretBomb); last, the
// phase of an insane turn (Power::kInsanity): `d` a normal turn, `c` and the pieces to choose, `e`
// a move made, `p` and a square (and the rolled type's letter) for each chosen piece. A letter is
// read by the power of the slot's army. Bit a of `hide`: army a's secret piece is written hidden.
std::string army_state_text(const Position& pos, int a, unsigned hide) {
  std::string out;
  // With Poland the capture count comes first: the counts of its letters g and a end in digits.
  const bool count_first = pos.rules().has_power(Power::kGift);
  if (count_first && pos.exchanges(a)) out += static_cast<char>('0' + pos.exchanges(a));
  // While a move is pending (Power::kCensor) the turn is still its army's.
  const bool pending = pos.continuation() == Continuation::kCensor;
  const int turn = pending ? pos.interrupted() : pos.to_move();
  const Continuation cont = pending ? pos.pending_continuation() : pos.continuation();
  if (pos.barred(a)) out += 'n';
  if (pos.sea_barred(a)) out += 's';
  if (pos.bar_used(a)) out += 'l';
  if (pos.sea_used(a)) out += 't';
  if (pos.twice(a)) out += 'w';
  if (a == turn && cont == Continuation::kSamePiece) {
    out += 'j';
    pos.rules().geometry().append_name(out, pos.again());
  } else if (a == turn && cont == Continuation::kMark) {
    out += 'm';
  } else if (a == turn && cont == Continuation::kRemoval) {
    out += 'r';
  } else if (a == turn && cont == Continuation::kAgain) {
    out += 'g';
  } else if (a == turn && cont == Continuation::kRetreat) {
    out += 'b';
    out += pos.rules().army(pos.interrupted()).letter;
  } else if (a == turn && (cont == Continuation::kKing || cont == Continuation::kOtherPiece)) {
    out += cont == Continuation::kKing ? 'k' : 'o';
  }
  if (pos.censor_barred(a)) out += 'q';
  if (a == turn)
    for (Square sq : pos.censored())
      if (sq != kNoSquare) {
        out += 'v';
        pos.rules().geometry().append_name(out, sq);
      }
  if (pos.first_turn(a)) out += 'f';
  if (pos.group_used(a)) out += 'u';
  discord_text(pos, a, out);
  for (bool current : {false, true})
    for (int i = 0; i < pos.rest_count(); ++i)
      if (const Rest r = pos.rest(i); r.mover == a && r.current == current) {
        out += current ? 'z' : 'y';
        pos.rules().geometry().append_name(out, r.square);
      }
  if (pos.mark(a) != kNoSquare) {
    out += '@';
    pos.rules().geometry().append_name(out, pos.mark(a));
  }
  if (pos.chosen(a)) {
    const Square secret = pos.secret(a);
    if (secret != kNoSquare && !(hide >> a & 1)) {
      out += 'h';
      pos.rules().geometry().append_name(out, secret);
    } else {
      out += secret != kNoSquare || pos.secret_hidden(a) ? "h?" : "e";
    }
  }
  if (!count_first && pos.exchanges(a)) out += static_cast<char>('0' + pos.exchanges(a));
  placement_text(pos, a, turn, cont, out);
  if (pos.neutral_took(a)) {
    out += 'x';
    for (int b = 0; b < pos.rules().army_count(); ++b)
      if (pos.neutral_took(a) >> b & 1) out += pos.rules().army(b).letter;
  }
  if (a == turn && pos.rules().army_rules(a).power == Power::kInsanity) {
    const InsaneTurn t = pos.insane_turn();
    if (t.normal) out += 'd';
    if (t.to_choose) out += 'c' + std::to_string(t.to_choose);
    if (t.moved) out += 'e';
    for (int i = 0; i < t.chosen_count(); ++i) {
      out += 'p';
      pos.rules().geometry().append_name(out, t.chosen[i]);
      if (t.types[i]) out += kInsaneTypeLetters[t.types[i] - 1];
    }
  }
  return out;
}

void read_army_state(const RuleSet& rules, std::string_view text, int a, Setup& setup, int field) {
  auto bad = [&](const std::string& why) {
    throw FenError(field, "st",
                   why + " in " + quoted(text) +
                       " (expected per army: n, s, l, t, w, k or o, j and a square, m, r, g, f, u, "
                       "q, b and an army letter, v, y or z and a square, @ and a square, a count "
                       "1-3, x and army letters; North Korea: d, c and a count 1-3, e, p and a "
                       "square and a type letter; the Soviet Union and the Terrorists: h and a "
                       "square or ?, e; the Holy Roman Empire: h, p or i and a square, d or e and "
                       "arrows ^v<>; Persia: r, w and piece letters; Poland: k; any army: g and a "
                       "count, a and an army letter and a count 1-2)");
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (read_placement_state(rules, text, i, a, setup, bad)) continue;
    if (c == 'n') {
      setup.barred = static_cast<std::uint8_t>(setup.barred | 1u << a);
    } else if (c == 's') {
      if (!rules.has_power(Power::kSea)) bad("a sea bar with no army that has sea moves");
      setup.barred = static_cast<std::uint8_t>(setup.barred | 1u << (4 + a));
    } else if (c == 'l' || c == 't') {
      if (c == 't' && !rules.has_power(Power::kSea)) bad("a sea move with no army that has them");
      if (a != setup.to_move) bad("a bar used in the turn of an army not to move");
      setup.bar_used = static_cast<std::uint8_t>(setup.bar_used | 1u << (c == 't' ? 4 + a : a));
    } else if (c == 'w') {
      if (!rules.has_power(Power::kKingAndOther))
        bad("a bar on second plies with no army that has them");
      setup.twice = static_cast<std::uint8_t>(setup.twice | 1u << a);
    } else if (c == 'k' || c == 'o') {
      if (rules.army_rules(a).power != Power::kKingAndOther || a != setup.to_move)
        bad("a second ply for an army that has none or is not to move");
      setup.continuation = c == 'k' ? Continuation::kKing : Continuation::kOtherPiece;
    } else if (c == 'r' || c == 'g') {
      if (rules.army_rules(a).power != Power::kSacrifice || a != setup.to_move)
        bad("a removal or a move after one for an army that removes none, or not to move");
      setup.continuation = c == 'r' ? Continuation::kRemoval : Continuation::kAgain;
    } else if (c == 'b') {
      if (rules.army_rules(a).power != Power::kRetreat || a != setup.to_move)
        bad("a retreat for an army that makes none, or not to move");
      int b = 0;
      while (b < rules.army_count() &&
             (i + 1 >= text.size() || rules.army(b).letter != text[i + 1]))
        ++b;
      if (b == rules.army_count() || b == a) bad("expected the letter of another army after b");
      setup.continuation = Continuation::kRetreat;
      setup.interrupted = b;
      ++i;
    } else if (c == 'q') {
      if (rules.army_rules(a).power != Power::kCensor)
        bad("a censor barred for an army that has none");
      setup.censor_bar = static_cast<std::uint8_t>(setup.censor_bar | 1u << a);
    } else if (c == 'u') {
      if (rules.army_rules(a).power != Power::kGroup)
        bad("a group move used by an army that has none");
      setup.group_used = static_cast<std::uint8_t>(setup.group_used | 1u << a);
    } else if (c == 'f') {
      if (rules.army_rules(a).power != Power::kOwnerSwap &&
          rules.army_rules(a).power != Power::kDeploy)
        bad("a first turn marked for an army that swaps no owners and drops no pieces");
      setup.first_turn = static_cast<std::uint8_t>(setup.first_turn | 1u << a);
    } else if ((c == 'd' || c == 'e') && rules.army_rules(a).power == Power::kDiscord) {
      constexpr std::string_view kArrows = "^v<>";
      size_t n = 0;
      for (; i + 1 < text.size() && kArrows.find(text[i + 1]) != std::string_view::npos; ++i, ++n)
        setup.discord_dirs[a] = static_cast<std::uint8_t>(
            setup.discord_dirs[a] | 1u << (kArrows.find(text[i + 1]) + (c == 'e' ? 4 : 0)));
      if (n == 0) bad(std::string("expected directions ^v<> after ") + c);
    } else if ((c == 'h' || c == 'p' || c == 'i') && rules.army_rules(a).power == Power::kDiscord) {
      std::optional<Square> sq;
      size_t len = 0;
      for (size_t n = 2; i + 1 + n <= text.size(); ++n)
        if (auto s = rules.geometry().parse(text.substr(i + 1, n))) sq = s, len = n;
      if (!sq) bad(std::string("expected a square after ") + c);
      setup.discord.push_back({*sq, static_cast<std::uint8_t>(a),
                               c == 'h'   ? DiscordKind::kBarredRook
                               : c == 'p' ? DiscordKind::kGuard
                                          : DiscordKind::kMovedRook});
      i += len;
    } else if (c == 'j' || c == '@' || c == 'y' || c == 'z' || c == 'v') {
      if (c == 'v' && (!rules.has_power(Power::kCensor) || a != setup.to_move))
        bad("a censored piece with no army that censors, or not in the turn going on");
      if (c == 'j' && (!rules.has_power(Power::kAlone) || a != setup.to_move))
        bad("a piece moving again with no army whose pieces may, or not to move");
      if (c == '@' && rules.army_rules(a).power != Power::kMark)
        bad("a mark of an army that marks none");
      if ((c == 'y' || c == 'z') && !rules.has_power(Power::kRest))
        bad("a resting piece with no army whose pieces rest");
      if (c == 'y' && a != setup.to_move) bad("a rest begun on this turn by an army not to move");
      // The longest square name that follows: a count digit may come after it.
      std::optional<Square> sq;
      size_t len = 0;
      for (size_t n = 2; i + 1 + n <= text.size(); ++n)
        if (auto s = rules.geometry().parse(text.substr(i + 1, n))) sq = s, len = n;
      if (!sq) bad(std::string("expected a square after ") + c);
      if (c == 'j') {
        setup.continuation = Continuation::kSamePiece;
        setup.again = *sq;
      } else if (c == 'v') {
        setup.censored.push_back(*sq);
      } else if (c == 'y' || c == 'z') {
        setup.rests.push_back({*sq, static_cast<std::uint8_t>(a), c == 'z'});
      } else {
        setup.marks[a] = *sq;
      }
      i += len;
    } else if ((c == 'd' || c == 'c' || c == 'e' || c == 'p') &&
               rules.army_rules(a).power == Power::kInsanity) {
      // Letters of a power are read by the power of the slot's army: others use them too.
      if (a != setup.to_move) bad("an insane turn's phase for an army not to move");
      InsaneTurn& t = setup.insane;
      if (c == 'd') {
        t.normal = true;
      } else if (c == 'e') {
        t.moved = true;
      } else if (c == 'c') {
        if (i + 1 >= text.size() || text[i + 1] < '1' || text[i + 1] > '3')
          bad("expected the pieces to choose, 1-3, after c");
        t.to_choose = text[++i] - '0';
      } else {
        std::optional<Square> sq;
        size_t len = 0;
        for (size_t n = 2; i + 1 + n <= text.size(); ++n)
          if (auto s = rules.geometry().parse(text.substr(i + 1, n))) sq = s, len = n;
        const int k = t.chosen_count();
        if (!sq || k == InsaneTurn::kMaxChosen) bad("expected a square after p, at most three");
        t.chosen[k] = *sq;
        i += len;
        if (i + 1 < text.size())
          if (const char* type = std::strchr(kInsaneTypeLetters, text[i + 1]); type && *type) {
            t.types[k] = static_cast<int>(type - kInsaneTypeLetters) + 1;
            ++i;
          }
      }
    } else if ((c == 'h' || c == 'e') && (rules.army_rules(a).power == Power::kSecretRoyal ||
                                          rules.army_rules(a).power == Power::kSecretBomb)) {
      if (setup.secret_chosen >> a & 1) bad("a secret piece given twice");
      setup.secret_chosen = static_cast<std::uint8_t>(setup.secret_chosen | 1u << a);
      if (c == 'e') continue;
      if (i + 1 < text.size() && text[i + 1] == '?') {
        setup.hidden = static_cast<std::uint8_t>(setup.hidden | 1u << a);
        ++i;
        continue;
      }
      std::optional<Square> sq;
      size_t len = 0;
      for (size_t n = 2; i + 1 + n <= text.size(); ++n)
        if (auto s = rules.geometry().parse(text.substr(i + 1, n))) sq = s, len = n;
      if (!sq) bad("expected a square or ? after h");
      setup.secrets[a] = *sq;
      i += len;
    } else if (c == 'm') {
      if (rules.army_rules(a).power != Power::kMark || a != setup.to_move)
        bad("a mark ply for an army that marks none, or not to move");
      setup.continuation = Continuation::kMark;
    } else if (c >= '1' && c <= '3') {
      if (!rules.has_power(Power::kNeutral)) bad("a capture count with no neutral army");
      setup.exchanges[a] = static_cast<std::uint8_t>(c - '0');
    } else if (c == 'x') {
      if (rules.army_rules(a).power != Power::kNeutral) bad("colours taken by an army not neutral");
      for (++i; i < text.size(); ++i) {
        int b = 0;
        while (b < rules.army_count() && rules.army(b).letter != text[i]) ++b;
        if (b == rules.army_count()) bad(std::string("no army has the letter ") + text[i]);
        setup.neutral_took[a] = static_cast<std::uint8_t>(setup.neutral_took[a] | 1u << b);
      }
    } else {
      bad(std::string("unexpected ") + c);
    }
  }
}

// Cells of one row, left to right; the caller checks the count. kWall marks a hole.
struct RowReader {
  const RuleSet& rules;
  Setup& setup;
  int field;
  std::string_view name;

  // Places the row's cells on rank `rank`; `cells` are (count of empties, or a piece) items.
  void place(int rank, const std::vector<std::pair<int, Cell>>& cells, std::string_view row) {
    const Geometry& g = rules.geometry();
    int file = 0;
    for (auto [empties, cell] : cells) {
      if (cell == kEmpty) {
        file += empties;
        continue;
      }
      if (file >= g.files()) break;
      Square s = g.square(file, rank);
      if (cell == kWall) {
        if (s != kNoSquare)
          throw FenError(
              field, std::string(name),
              "rank " + std::to_string(rank + 1) + " marks a hole where the board has a square");
      } else {
        if (s == kNoSquare)
          throw FenError(field, std::string(name),
                         "a piece on a missing square in rank " + std::to_string(rank + 1));
        setup.pieces.emplace_back(s, cell);
      }
      ++file;
    }
    if (file != g.files())
      throw FenError(field, std::string(name),
                     "rank " + std::to_string(rank + 1) + " " + quoted(row) + " has " +
                         std::to_string(file) + " squares, the board has " +
                         std::to_string(g.files()));
  }
};

// Drops the castling rights whose king and rook are not at home, saying so in `repairs`.
void drop_castling_without_pieces(const RuleSet& rules, Setup& setup,
                                  std::vector<std::string>& repairs) {
  auto at = [&](Square sq) -> Cell {
    for (const auto& [square, cell] : setup.pieces)
      if (square == sq) return cell;
    return kEmpty;
  };
  for (size_t i = 0; i < rules.castlings().size(); ++i) {
    if (!has_castling(setup.castling, i)) continue;
    const Castling& c = rules.castlings()[i];
    if (rules.castling_at_home(static_cast<int>(i), at(c.king_from), at(c.rook_from))) continue;
    setup.castling &= ~castling_bit(i);
    repairs.push_back(std::string("castling right '") + c.fen_flag +
                      "' without king and rook at home: dropped");
  }
}

Position parse_two_army(const RuleSet& rules, std::string_view text,
                        std::vector<std::string>* repairs) {
  Setup setup;
  std::vector<std::string_view> fields, extensions;
  for (auto f : split(text, ' ')) {
    if (f.empty()) continue;
    if (f.find('=') != std::string_view::npos || !extensions.empty())
      extensions.push_back(f);
    else
      fields.push_back(f);
  }
  if (fields.size() < 2 || fields.size() > 6)
    throw FenError(0, "position",
                   "expected 2 to 6 space-separated fields, got " + std::to_string(fields.size()));
  if (!extensions.empty() && fields.size() != 6)
    throw FenError(7, "extension", "key=value fields follow all six standard fields");
  const Geometry& g = rules.geometry();

  // Field 1: placement, with an optional [pool] of captured pieces.
  std::string_view placement = fields[0];
  if (auto open = placement.find('['); open != std::string_view::npos) {
    if (placement.back() != ']') throw FenError(1, "placement", "pool '[' without closing ']'");
    for (char c : placement.substr(open + 1, placement.size() - open - 2)) {
      auto t = rules.type_by_letter(c);
      if (!t || !rules.goes_to_pool(*t))
        throw FenError(1, "placement", std::string("'") + c + "' cannot be in a pool here");
      ++setup.pools[std::isupper(static_cast<unsigned char>(c)) ? 0 : 1][*t];
    }
    placement = placement.substr(0, open);
  }
  auto rows = split(placement, '/');
  if (static_cast<int>(rows.size()) != g.ranks())
    throw FenError(
        1, "placement",
        std::to_string(rows.size()) + " ranks, the board has " + std::to_string(g.ranks()));
  RowReader reader{rules, setup, 1, "placement"};
  for (int r = 0; r < g.ranks(); ++r) {
    std::string_view row = rows[r];
    std::vector<std::pair<int, Cell>> cells;
    for (size_t i = 0; i < row.size();) {
      char c = row[i];
      if (std::isdigit(static_cast<unsigned char>(c))) {
        size_t j = i;
        while (j < row.size() && std::isdigit(static_cast<unsigned char>(row[j]))) ++j;
        auto n = to_int(row.substr(i, j - i));
        if (!n || *n == 0) throw FenError(1, "placement", "bad empty count in " + quoted(row));
        cells.emplace_back(*n, kEmpty);
        i = j;
        continue;
      }
      if (c == '*') {
        cells.emplace_back(0, kWall);
      } else {
        auto t = rules.type_by_letter(c);
        if (!t || !std::isalpha(static_cast<unsigned char>(c)))
          throw FenError(1, "placement",
                         std::string("unknown piece '") + c + "' in " + quoted(row));
        cells.emplace_back(0, make_piece(std::isupper(static_cast<unsigned char>(c)) ? 0 : 1, *t));
      }
      ++i;
    }
    reader.place(g.ranks() - 1 - r, cells, row);
  }

  // Field 2: army to move.
  if (fields[1].size() != 1 || !rules.army_by_letter(fields[1][0]))
    throw FenError(2, "army to move",
                   "expected " + std::string(1, rules.army(0).letter) + " or " +
                       std::string(1, rules.army(1).letter) + ", got " + quoted(fields[1]));
  setup.to_move = *rules.army_by_letter(fields[1][0]);

  // Field 3: castling rights.
  if (fields.size() > 2 && fields[2] != "-" && rules.spec().chess960_castling) {
    try {
      setup.castling = read_chess960_castling(rules, setup.pieces, fields[2]);
    } catch (const std::invalid_argument& e) {
      throw FenError(3, "castling", e.what());
    }
  } else if (fields.size() > 2 && fields[2] != "-") {
    for (char c : fields[2]) {
      bool found = false;
      for (size_t i = 0; i < rules.castlings().size(); ++i)
        if (rules.castlings()[i].fen_flag == c) {
          setup.castling |= castling_bit(i);
          found = true;
        }
      if (!found) throw FenError(3, "castling", std::string("unknown castling right '") + c + "'");
    }
  }
  // Field 4: en passant, one or two passed squares.
  if (fields.size() > 3 && fields[3] != "-") {
    std::string_view ep = fields[3];
    size_t i = 0;
    while (i < ep.size()) {
      size_t j = i + 1;
      while (j < ep.size() && std::isdigit(static_cast<unsigned char>(ep[j]))) ++j;
      auto s = g.parse(ep.substr(i, j - i));
      if (!s) throw FenError(4, "en passant", "expected '-' or squares, got " + quoted(ep));
      setup.en_passant.push_back(*s);
      i = j;
    }
  }
  if (fields.size() > 4) {
    auto n = to_int(fields[4]);
    if (!n) throw FenError(5, "halfmove clock", "expected a number, got " + quoted(fields[4]));
    setup.no_progress = *n;
  }
  if (fields.size() > 5) {
    auto n = to_int(fields[5]);
    if (n && *n == 0 && repairs) {
      repairs->push_back("fullmove number 0: read as 1");
      n = 1;
    }
    if (!n || *n == 0)
      throw FenError(6, "fullmove number", "expected a positive number, got " + quoted(fields[5]));
    setup.fullmove = *n;
  }
  // Fields 7 and on: wait=<white squares>,<black squares> and leap=<army letters or ->.
  for (size_t f = 0; f < extensions.size(); ++f) {
    const int field = static_cast<int>(f) + 7;
    std::string_view ext = extensions[f];
    auto eq = ext.find('=');
    std::string_view key = ext.substr(0, eq), value = ext.substr(eq + 1);
    if (key == "wait") {
      auto lists = split(value, ',');
      if (lists.size() != 2)
        throw FenError(field, "wait", "expected two comma-separated lists, got " + quoted(value));
      for (int a = 0; a < 2; ++a) {
        if (lists[a].empty()) continue;
        for (auto name : split(lists[a], '.')) {
          auto s = g.parse(name);
          if (!s)
            throw FenError(field, "wait",
                           "expected squares joined by '.', got " + quoted(lists[a]));
          setup.waiting[a].push_back(*s);
        }
      }
    } else if (key == "leap") {
      if (value == "-") continue;
      for (char c : value) {
        auto a = rules.army_by_letter(c);
        if (!a) throw FenError(field, "leap", "expected army letters or '-', got " + quoted(value));
        setup.king_leap |= 1u << *a;
      }
    } else {
      throw FenError(field, "extension", "expected wait=... or leap=..., got " + quoted(ext));
    }
  }
  if (repairs) drop_castling_without_pieces(rules, setup, *repairs);
  try {
    return Position(rules, setup);
  } catch (const std::invalid_argument& e) {
    throw FenError(0, "position", e.what());
  }
}

// Four comma-separated values, one per army in turn order.
std::vector<std::string_view> per_army(std::string_view s, int field, const std::string& name) {
  auto v = split(s, ',');
  if (v.size() != 4)
    throw FenError(field, name, "expected 4 comma-separated values, got " + quoted(s));
  return v;
}

// chess.com's extra field "{'enPassant':('i3:i4','','',''),...}": per army the square its pawn
// passed and the pawn's square. Other keys are read past.
void read_extra_field(const RuleSet& rules, std::string_view field, Setup& setup) {
  const std::string_view key = "'enPassant':(";
  const size_t at = field.find(key);
  if (at == std::string_view::npos) return;
  const size_t end = field.find(')', at);
  if (end == std::string_view::npos) throw FenError(7, "extra", "enPassant without ')'");
  auto v = split(field.substr(at + key.size(), end - at - key.size()), ',');
  if (v.size() != 4)
    throw FenError(7, "extra", "expected 4 enPassant entries, got " + quoted(field));
  for (int a = 0; a < 4; ++a) {
    std::string_view e = v[a];
    if (e.size() < 2 || e.front() != '\'' || e.back() != '\'')
      throw FenError(7, "extra", "expected quoted enPassant entries, got " + quoted(e));
    e = e.substr(1, e.size() - 2);
    if (e.empty() || !rules.en_passant()) continue;
    auto passed = rules.geometry().parse(e.substr(0, e.find(':')));
    if (!passed) throw FenError(7, "extra", "expected square:square, got " + quoted(e));
    setup.army_en_passant[a] = *passed;
  }
}

Position parse_four_army(const RuleSet& rules, std::string_view raw) {
  Setup setup;
  // A position may come over several lines (chess.com's tags): white space is no part of it.
  std::string compact;
  for (char c : raw)
    if (!std::isspace(static_cast<unsigned char>(c))) compact += c;
  std::string_view text = compact;
  auto fields = split_fen4(text);
  if (fields.size() > 7 && !fields[6].empty() && fields[6].front() == '{') {
    if (fields[6].back() != '}') throw FenError(7, "extra", "'{' without closing '}'");
    read_extra_field(rules, fields[6], setup);
    fields.erase(fields.begin() + 6);
  }
  if (fields.size() < 7)
    throw FenError(
        0, "position",
        "expected at least 7 '-'-separated fields, got " + std::to_string(fields.size()));
  const Geometry& g = rules.geometry();
  std::string letters;
  for (int a = 0; a < rules.army_count(); ++a)
    letters += static_cast<char>(std::toupper(rules.army(a).letter));
  if (fields[0].size() != 1 || letters.find(fields[0][0]) == std::string::npos)
    throw FenError(1, "army to move", "expected one of " + letters + ", got " + quoted(fields[0]));
  setup.to_move = static_cast<int>(letters.find(fields[0][0]));

  {
    auto v = per_army(fields[1], 2, "eliminated");
    for (int a = 0; a < 4; ++a) {
      if (v[a] == "0") continue;
      if (v[a] != "1" || !rules.four_army_check())
        throw FenError(2, "eliminated",
                       rules.four_army_check() ? "expected 0 or 1 per army"
                                               : "this rule set eliminates no army");
      setup.status[a] = ArmyStatus::kEliminated;
    }
  }
  for (int side = 0; side < 2; ++side) {
    const int field = 3 + side;
    const std::string name = side == 0 ? "castling kingside" : "castling queenside";
    auto v = per_army(fields[field - 1], field, name);
    for (int a = 0; a < 4; ++a) {
      if (v[a] != "0" && v[a] != "1") throw FenError(field, name, "expected 0 or 1 per army");
      for (size_t i = 0; i < rules.castlings().size(); ++i) {
        const Castling& c = rules.castlings()[i];
        if (v[a] == "1" && c.army == a && c.fen_flag == (side == 0 ? 'K' : 'Q'))
          setup.castling |= castling_bit(i);
      }
      // King promotion's castling right (the king and the piece on its corner) is field 3's.
      if (v[a] == "1" && side == 0 && rules.king_promotion_type() >= 0)
        setup.king_swap = static_cast<std::uint8_t>(setup.king_swap | 1u << a);
    }
  }
  {
    auto v = per_army(fields[4], 5, "points");
    for (int a = 0; a < 4; ++a) {
      const bool negative = !v[a].empty() && v[a][0] == '-';
      auto n = to_int(negative ? v[a].substr(1) : v[a]);
      if (n && negative) n = -*n;
      if (!n) throw FenError(5, "points", "expected numbers, got " + quoted(fields[4]));
      if (rules.scores_points()) setup.points[a] = *n;
    }
  }
  auto clock = to_int(fields[5]);
  if (!clock) throw FenError(6, "halfmove clock", "expected a number, got " + quoted(fields[5]));
  setup.no_progress = *clock;

  auto rows = split(fields[6], '/');
  if (static_cast<int>(rows.size()) != g.ranks())
    throw FenError(
        7, "placement",
        std::to_string(rows.size()) + " ranks, the board has " + std::to_string(g.ranks()));
  RowReader reader{rules, setup, 7, "placement"};
  constexpr int kUnknownArmy = -1;
  std::vector<size_t> unowned;  // dead pieces written without their army
  for (int r = 0; r < g.ranks(); ++r) {
    std::vector<std::pair<int, Cell>> cells;
    for (auto cell : split(rows[r], ',')) {
      if (auto n = to_int(cell); n && *n > 0) {
        cells.emplace_back(*n, kEmpty);
      } else if (cell == "x" || cell == "X") {
        cells.emplace_back(0, kWall);
      } else if (rules.dead_pieces() && cell.size() >= 2 && cell.size() <= 3 && cell[0] == 'd') {
        // A dead piece, "dR", or with the army it came from, "drR".
        std::optional<int> army = cell.size() == 3 ? rules.army_by_letter(cell[1]) : kUnknownArmy;
        std::optional<int> type = rules.type_by_letter(cell.back());
        if (!army || !type || !std::isupper(static_cast<unsigned char>(cell.back())) ||
            rules.is_dead(*type))
          throw FenError(7, "placement",
                         "expected a dead piece (dR, drR), got " + quoted(cell) + " in rank " +
                             std::to_string(g.ranks() - r));
        if (*army == kUnknownArmy)
          unowned.push_back(setup.pieces.size() + static_cast<size_t>(std::count_if(
                                                      cells.begin(), cells.end(), [](auto& c) {
                                                        return c.second != kEmpty &&
                                                               c.second != kWall;
                                                      })));
        cells.emplace_back(0,
                           make_piece(*army == kUnknownArmy ? 0 : *army, rules.dead_type(*type)));
      } else {
        std::optional<int> army, type;
        if (cell.size() == 2) {
          army = rules.army_by_letter(cell[0]);
          if (std::isupper(static_cast<unsigned char>(cell[1])))
            type = rules.type_by_letter(cell[1]);
        }
        if (!army || !type)
          throw FenError(7, "placement",
                         "expected an empty count or army and piece letters (rK), got " +
                             quoted(cell) + " in rank " + std::to_string(g.ranks() - r));
        cells.emplace_back(0, make_piece(*army, *type));
      }
    }
    reader.place(g.ranks() - 1 - r, cells, rows[r]);
  }
  // Dead pieces belong to no army (their keys are the same in every army's list); a list holds
  // them: a defeated army's with room first, else the shortest.
  int counts[kMaxArmies] = {};
  for (size_t j = 0; j < setup.pieces.size(); ++j)
    if (std::find(unowned.begin(), unowned.end(), j) == unowned.end())
      ++counts[army_of(setup.pieces[j].second)];
  auto score = [&](int a) {
    return counts[a] - (setup.status[a] != ArmyStatus::kPlaying ? kMaxPiecesPerArmy : 0);
  };
  for (size_t i : unowned) {
    int best = 0;
    for (int a = 1; a < 4; ++a)
      if (score(a) < score(best) || (counts[best] == kMaxPiecesPerArmy && score(a) == score(best)))
        best = a;
    ++counts[best];
    setup.pieces[i].second = make_piece(best, type_of(setup.pieces[i].second));
  }

  if (rules.king_promotion_type() >= 0)  // without kp=: every army's king promotion unused
    setup.king_promotion = static_cast<std::uint8_t>((1u << rules.army_count()) - 1);
  std::array<bool, kMaxArmies> frozen{};
  // A pending move (Power::kCensor) makes its army the one whose turn it is: read first, so that
  // st= reads that army's turn state.
  for (size_t f = 7; f < fields.size(); ++f) {
    if (!fields[f].starts_with("censor=")) continue;
    const std::string_view v = fields[f].substr(7);
    const auto mover = v.empty() ? std::nullopt : rules.army_by_letter(v[0]);
    if (!mover || v.size() < 2 || setup.censor_by >= 0)
      throw FenError(static_cast<int>(f) + 1, "censor",
                     "expected one army letter and a move, once, got " + quoted(fields[f]));
    setup.censor_by = setup.to_move;
    setup.to_move = *mover;
    setup.pending = std::string(v.substr(1));
  }
  for (size_t f = 7; f < fields.size(); ++f) {
    const int field = static_cast<int>(f) + 1;
    auto eq = fields[f].find('=');
    std::string_view key = fields[f].substr(0, eq);
    if (key == "censor") continue;
    if (key == "pass") {
      auto n = to_int(fields[f].substr(eq + 1));
      if (!n || *n < 1 || *n > 4)
        throw FenError(field, "pass", "expected 1 to 4 passes in a row, got " + quoted(fields[f]));
      setup.passes = *n;
      continue;
    }
    if (key == "roll") {
      auto dice = split(fields[f].substr(eq + 1), ',');
      std::optional<int> d[2] = {to_int(dice[0]), dice.size() > 1 ? to_int(dice[1]) : 0};
      if (dice.size() > 2 || !d[0] || !d[1] || *d[0] < 1)
        throw FenError(field, "roll", "expected one or two dice, got " + quoted(fields[f]));
      setup.dice = {*d[0], *d[1]};
      continue;
    }
    constexpr std::string_view kKeys[] = {"pool", "wait", "hand", "ctl", "out",  "thr", "ret",
                                          "cap",  "took", "kp",   "ep",  "army", "st",  "sq"};
    if (eq == std::string_view::npos ||
        std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys))
      throw FenError(field, "extension",
                     "expected one of pool=, hand=, wait=, ctl=, out=, thr=, ret=, cap=, "
                     "took=, kp=, ep=, army=, st=, sq=, pass=, roll=, censor=, got " +
                         quoted(fields[f]));
    auto v = per_army(fields[f].substr(eq + 1), field, std::string(key));
    for (int a = 0; a < 4; ++a) {
      if (key == "army") {
        // The armies are the rule set's (option armies): the field must name them.
        if (rules.army(a).kind.empty())
          throw FenError(field, "army", "this rule set has no armies to name");
        if (v[a] != rules.army(a).kind)
          throw FenError(field, "army",
                         "the rule set's armies are " + armies_text(rules) +
                             " (option armies=), "
                             "the position names " +
                             quoted(fields[f].substr(eq + 1)));
      } else if (key == "st") {
        read_army_state(rules, v[a], a, setup, field);
      } else if (key == "sq") {
        // Square names one after another: a file letter, then the rank's digits.
        for (size_t i = 0; i < v[a].size();) {
          size_t j = i + 1;
          while (j < v[a].size() && std::isdigit(static_cast<unsigned char>(v[a][j]))) ++j;
          const auto sq = g.parse(v[a].substr(i, j - i));
          if (!sq) throw FenError(field, "sq", "expected square names, got " + quoted(v[a]));
          setup.placement[a].push_back(*sq);
          i = j;
        }
      } else if (key == "kp") {
        if (v[a] != "0" && v[a] != "1")
          throw FenError(field, "kp", "expected 0 or 1 per army, got " + quoted(fields[f]));
        setup.king_promotion = static_cast<std::uint8_t>((setup.king_promotion & ~(1u << a)) |
                                                         (v[a] == "1" ? 1u << a : 0u));
      } else if (key == "ep") {
        if (v[a].empty()) continue;
        auto passed = g.parse(v[a]);
        if (!passed) throw FenError(field, "ep", "expected a square, got " + quoted(v[a]));
        setup.army_en_passant[a] = *passed;
      } else if (key == "ctl" && v[a] == "-") {
        frozen[a] = true;  // a frozen army's pieces
      } else if (key == "took") {
        if (v[a].empty()) continue;
        auto values = split(v[a], '.');
        if (values.size() != 4)
          throw FenError(field, "took", "expected four values joined by '.', got " + quoted(v[a]));
        for (int b = 0; b < 4; ++b) {
          auto n = to_int(values[b]);
          if (!n || *n < 0 || *n > 255)
            throw FenError(field, "took", "expected values of 0 to 255, got " + quoted(v[a]));
          setup.taken[a][b] = static_cast<std::uint8_t>(*n);
        }
      } else if (key == "thr") {
        for (char c : v[a]) {
          auto b = rules.army_by_letter(c);
          if (!b) throw FenError(field, "thr", "expected army letters, got " + quoted(v[a]));
          setup.thrones[a] = static_cast<std::uint8_t>(setup.thrones[a] | 1u << *b);
        }
      } else if (key == "ret") {
        auto n = to_int(v[a].empty() ? "0" : v[a]);
        if (!n || *n < 0 || *n > 9)
          throw FenError(field, "ret", "expected a count, got " + quoted(v[a]));
        setup.returned[a] = static_cast<std::uint8_t>(*n);
      } else if (key == "cap") {
        if (v[a].empty()) continue;
        for (auto item : split(v[a], '.')) {
          // A plain int, not the std::optional army_by_letter gives: GCC took a profiled
          // build's copy of one for a read of an uninitialized value (-Wmaybe-uninitialized).
          const int b = item.empty() ? -1 : rules.army_by_letter(item[0]).value_or(-1);
          const std::string_view flags = item.substr(std::min<size_t>(1, item.size()));
          if (b < 0 || (flags != "" && flags != "k" && flags != "t" && flags != "kt"))
            throw FenError(
                field, "cap",
                "expected captor letters with k and t flags joined by '.', got " + quoted(v[a]));
          setup.captors[a] = static_cast<std::uint8_t>(setup.captors[a] | 1u << b);
          setup.last_loss[a] = {b, flags.find('k') != std::string_view::npos,
                                flags.find('t') != std::string_view::npos};
        }
      } else if (key == "ctl") {
        if (v[a].empty()) continue;  // itself
        auto c = v[a].size() == 1 ? rules.army_by_letter(v[a][0]) : std::nullopt;
        if (!c) throw FenError(field, "ctl", "expected an army letter, got " + quoted(v[a]));
        setup.controllers[a] = static_cast<std::uint8_t>(*c);
      } else if (key == "out") {
        auto n = v[a].empty() ? std::optional<int>(0) : to_int(v[a]);
        if (!n || *n < 0 || *n > 4)
          throw FenError(field, "out", "expected empty or 1 to 4, got " + quoted(v[a]));
        setup.out[a] = static_cast<std::uint8_t>(*n);
      } else if (key == "pool") {
        for (char c : v[a]) {
          auto t = rules.type_by_letter(c);
          if (!t || (!rules.goes_to_pool(*t) &&
                     (!rules.army_rules() || rules.army_rules(a).power != Power::kReturn)))
            throw FenError(field, "pool", std::string("'") + c + "' cannot be in a pool here");
          ++setup.pools[a][*t];
        }
      } else if (key == "hand") {
        for (char c : v[a]) {
          auto t = rules.type_by_letter(c);
          if (!t || (!rules.uses_hands() &&
                     (!rules.army_rules() || rules.army_rules(a).power != Power::kDeploy)))
            throw FenError(field, "hand", std::string("'") + c + "' cannot be in hand here");
          ++setup.hands[a][*t];
        }
      } else if (!v[a].empty()) {
        for (auto name : split(v[a], '.')) {
          auto s = g.parse(name);
          if (!s)
            throw FenError(field, "wait", "expected squares joined by '.', got " + quoted(v[a]));
          setup.waiting[a].push_back(*s);
        }
      }
    }
  }
  for (auto& [sq, cell] : setup.pieces)
    if (is_piece(cell) && frozen[army_of(cell)] && !rules.is_dead(type_of(cell))) {
      if (rules.dead_type(type_of(cell)) < 0)
        throw FenError(8, "ctl", "this rule set has no frozen pieces");
      cell = make_piece(army_of(cell), rules.dead_type(type_of(cell)));
    }
  try {
    return Position(rules, setup);
  } catch (const std::invalid_argument& e) {
    throw FenError(0, "position", e.what());
  }
}

// Placement rows from the top rank down; `cell` writes one piece, `sep` joins cells.
template <typename CellText>
std::string placement(const Position& pos, CellText cell, const char* sep) {
  const Geometry& g = pos.rules().geometry();
  std::string out;
  for (int r = g.ranks() - 1; r >= 0; --r) {
    std::string row;
    int empties = 0;
    auto flush = [&] {
      if (!empties) return;
      row += (row.empty() ? "" : sep) + std::to_string(empties);
      empties = 0;
    };
    for (int f = 0; f < g.files(); ++f) {
      Square s = g.square(f, r);
      if (s == kNoSquare || !is_piece(pos.at(s))) {  // a mark's kWall is an empty square
        ++empties;
        continue;
      }
      flush();
      row += (row.empty() ? "" : sep) + cell(pos.at(s));
    }
    flush();
    out += row + (r ? "/" : "");
  }
  return out;
}

std::string write_two_army(const Position& pos) {
  const RuleSet& rules = pos.rules();
  std::string out = placement(
      pos,
      [&](Cell c) {
        char l = rules.piece(type_of(c)).letter;
        return std::string(1, army_of(c) == 0 ? l : static_cast<char>(std::tolower(l)));
      },
      "");
  if (rules.uses_pools()) {
    out += "[";
    for (int a = 0; a < 2; ++a)
      for (int t = 0; t < rules.type_count(); ++t)
        out += std::string(pos.pool(a, t),
                           a == 0 ? rules.piece(t).letter
                                  : static_cast<char>(std::tolower(rules.piece(t).letter)));
    out += "]";
  }
  out += std::string(" ") + rules.army(pos.to_move()).letter + " ";
  std::string castling;
  for (size_t i = 0; i < rules.castlings().size(); ++i)
    if (has_castling(pos.castling_rights(), i)) castling += rules.castlings()[i].fen_flag;
  if (rules.spec().chess960_castling) castling = chess960_castling_text(pos);
  out += (castling.empty() ? "-" : castling) + " ";
  if (pos.en_passant().empty()) out += "-";
  for (Square s : pos.en_passant()) out += rules.geometry().name(s);
  out += " " + std::to_string(pos.no_progress()) + " " + std::to_string(pos.fullmove());
  if (!pos.waiting(0).empty() || !pos.waiting(1).empty()) {
    out += " wait=";
    for (int a = 0; a < 2; ++a) {
      if (a) out += ",";
      for (size_t i = 0; i < pos.waiting(a).size(); ++i)
        out += (i ? "." : "") + rules.geometry().name(pos.waiting(a)[i]);
    }
  }
  if (rules.spec().king_knight_leap) {
    std::string leap;
    for (int a = 0; a < 2; ++a)
      if (pos.king_leap(a)) leap += rules.army(a).letter;
    out += " leap=" + (leap.empty() ? std::string("-") : leap);
  }
  return out;
}

std::string write_four_army(const Position& pos, unsigned hide) {
  const RuleSet& rules = pos.rules();
  // While secrets are chosen, the turn is the army's that moves once they are.
  const int turn = pos.continuation() == Continuation::kChoose ? pos.resume() : pos.to_move();
  std::string out(1, static_cast<char>(std::toupper(rules.army(turn).letter)));
  out += "-";
  for (int a = 0; a < 4; ++a)
    out += std::string(a ? "," : "") + (pos.status(a) == ArmyStatus::kPlaying ? "0" : "1");
  for (char side : {'K', 'Q'}) {
    out += "-";
    for (int a = 0; a < 4; ++a) {
      bool right = side == 'K' && pos.king_swap(a);
      for (size_t i = 0; i < rules.castlings().size(); ++i)
        right |= rules.castlings()[i].army == a && rules.castlings()[i].fen_flag == side &&
                 has_castling(pos.castling_rights(), i);
      out += std::string(a ? "," : "") + (right ? "1" : "0");
    }
  }
  out += "-";
  for (int a = 0; a < 4; ++a) out += (a ? "," : "") + std::to_string(pos.points(a));
  out += "-" + std::to_string(pos.no_progress()) + "-";
  bool any_ep = false;
  std::string ep = "{'enPassant':(";
  for (int a = 0; a < 4; ++a) {
    ep += a ? ",'" : "'";
    if (const Square passed = pos.army_en_passant(a); passed != kNoSquare) {
      ep +=
          rules.geometry().name(passed) + ":" + rules.geometry().name(pos.army_en_passant_pawn(a));
      any_ep = true;
    }
    ep += "'";
  }
  const bool ep_field = rules.spec().en_passant_next_ply;  // ZM's ep= extension instead
  if (any_ep && !ep_field) out += ep + ")}-";
  out += placement(
      pos,
      [&](Cell c) {
        const char letter = rules.piece(type_of(c)).letter;
        if (rules.is_dead(type_of(c)) && rules.dead_pieces()) return std::string("d") + letter;
        return std::string(1, rules.army(army_of(c)).letter) + letter;
      },
      ",");
  if (!rules.army(0).kind.empty()) out += "-army=" + armies_text(rules);
  if (pos.passes()) out += "-pass=" + std::to_string(pos.passes());
  std::string states;
  bool any_state = false;
  for (int a = 0; a < 4; ++a) {
    const std::string state = a < rules.army_count() ? army_state_text(pos, a, hide) : "";
    states += (a ? "," : "") + state;
    any_state = any_state || !state.empty();
  }
  if (any_state) out += "-st=" + states;
  if (pos.continuation() == Continuation::kCensor) {
    // The pending move in long algebraic form without its '-', which separates FEN4's fields.
    out += "-censor=";
    out += rules.army(pos.interrupted()).letter;
    for (char c : move_to_text(pos, pos.pending()))
      if (c != '-') out += c;
  }
  std::string pool, hand, wait;
  bool any_pool = false, any_hand = false, any_wait = false;
  for (int a = 0; a < 4; ++a) {
    if (a) pool += ",", hand += ",", wait += ",";
    for (int t = 0; t < rules.type_count(); ++t) {
      for (int n = 0; n < pos.pool(a, t); ++n, any_pool = true) pool += rules.piece(t).letter;
      for (int n = 0; n < pos.hand(a, t); ++n, any_hand = true) hand += rules.piece(t).letter;
    }
    for (size_t i = 0; i < pos.waiting(a).size(); ++i, any_wait = true)
      wait += (i ? "." : "") + rules.geometry().name(pos.waiting(a)[i]);
  }
  if (any_pool) out += "-pool=" + pool;
  if (any_hand) out += "-hand=" + hand;
  if (any_wait) out += "-wait=" + wait;
  if (rules.king_promotion_type() >= 0) {
    out += "-kp=";
    for (int a = 0; a < 4; ++a)
      out += std::string(a ? "," : "") + (pos.king_promotion_unused(a) ? "1" : "0");
  }
  if (any_ep && ep_field) {
    out += "-ep=";
    for (int a = 0; a < 4; ++a) {
      const Square passed = pos.army_en_passant(a);
      out += (a ? "," : "") + (passed == kNoSquare ? std::string() : rules.geometry().name(passed));
    }
  }
  std::string ctl, lost;
  bool any_ctl = false, any_out = false;
  for (int a = 0; a < 4; ++a) {
    if (a) ctl += ",", lost += ",";
    // A frozen army (its pieces frozen twins) writes '-'.
    const bool frozen = !rules.dead_pieces() && !pos.pieces(a).empty() &&
                        rules.is_dead(type_of(pos.at(pos.pieces(a)[0])));
    ctl += frozen ? '-' : rules.army(pos.controller(a)).letter;
    any_ctl |= pos.controller(a) != a || frozen;
    if (pos.out_order(a)) lost += std::to_string(pos.out_order(a)), any_out = true;
  }
  if (any_ctl) out += "-ctl=" + ctl;
  if (any_out) out += "-out=" + lost;
  std::string thr, ret, cap;
  bool any_thr = false, any_ret = false, any_cap = false;
  for (int a = 0; a < 4; ++a) {
    if (a) thr += ",", ret += ",", cap += ",";
    for (int b = 0; b < 4; ++b)
      if (pos.thrones_scored(a) >> b & 1) thr += rules.army(b).letter, any_thr = true;
    ret += std::to_string(pos.kings_returned(a));
    any_ret |= pos.kings_returned(a) != 0;
    // Earlier captors once each, then the latest capture with its flags: all the rules read.
    const KingLoss last = pos.last_king_loss(a);
    if (last.captor < 0) continue;
    any_cap = true;
    for (int b = 0; b < 4; ++b)
      if ((pos.king_captors(a) >> b & 1) && b != last.captor)
        cap += std::string(1, rules.army(b).letter) + ".";
    cap += rules.army(last.captor).letter;
    if (last.by_king) cap += 'k';
    if (last.on_throne) cap += 't';
  }
  if (any_thr) out += "-thr=" + thr;
  if (any_ret) out += "-ret=" + ret;
  if (any_cap) out += "-cap=" + cap;
  std::string took;
  bool any_took = false;
  for (int a = 0; a < 4; ++a) {
    if (a) took += ",";
    bool row = false;
    for (int b = 0; b < 4; ++b) row |= pos.taken(a, b) != 0;
    for (int b = 0; row && b < 4; ++b) took += (b ? "." : "") + std::to_string(pos.taken(a, b));
    any_took |= row;
  }
  if (any_took) out += "-took=" + took;
  if (pos.in_dice_turn()) {
    const auto dice = pos.dice();
    out += "-roll=" + (dice[0] ? std::to_string(dice[0]) + "," : "") + std::to_string(dice[1]);
  }
  std::string squares;
  bool any_square = false;
  for (int a = 0; a < 4; ++a) {
    if (a) squares += ",";
    for (Square sq : a < rules.army_count() ? pos.placement_squares(a) : std::span<const Square>{})
      rules.geometry().append_name(squares, sq), any_square = true;
  }
  if (any_square) out += "-sq=" + squares;
  return out;
}

}  // namespace

namespace {

Position parse(const RuleSet& rules, std::string_view text, std::vector<std::string>* repairs) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
    text.remove_prefix(1);
  if (text.empty()) throw FenError(0, "position", "empty");
  return rules.army_count() == 2 ? parse_two_army(rules, text, repairs)
                                 : parse_four_army(rules, text);
}

}  // namespace

Position parse_fen(const RuleSet& rules, std::string_view text) {
  return parse(rules, text, nullptr);
}

Position parse_fen_repairing(const RuleSet& rules, std::string_view text,
                             std::vector<std::string>& repairs) {
  return parse(rules, text, &repairs);
}

std::string to_fen(const Position& pos) {
  return pos.rules().army_count() == 2 ? write_two_army(pos) : write_four_army(pos, 0);
}

std::string to_fen_hiding(const Position& pos, unsigned hide) {
  return pos.rules().army_count() == 2 ? write_two_army(pos) : write_four_army(pos, hide);
}

std::string to_fen_view(const Position& pos, int viewer) {
  unsigned hide = 0;
  for (int a = 0; a < pos.rules().army_count(); ++a)
    if (!pos.secret_known(a, viewer)) hide |= 1u << a;
  return to_fen_hiding(pos, hide);
}

}  // namespace chatur::engine
