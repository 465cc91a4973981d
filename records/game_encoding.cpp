#include "records/game_encoding.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/move_target.h"
#include "engine/movegen.h"
#include "engine/types.h"
#include "records/move_text.h"

namespace chatur::records {
namespace {

// Under MoveCoding::kPacked the main line's moves are range-coded (MainLineCoder::move): a piece
// of the army to move, chosen in proportion to its weight (Movers::weight), then one of its legal
// moves ordered by their 32-bit encoding, each equally likely; or one of the other legal moves
// (a drop, a pass, a pawn pair, a piece of another army), ordered; or a move's 32 bits (a
// decision). Variations' moves are coded as under kPieceIndex.
// A move code is one byte below kEscape. Under MoveCoding::kPieceIndex a move is coded by its
// piece, if a piece of the army to move leaves a square: the pieces ordered by their square have
// consecutive runs of codes (Movers), and the i-th code of a piece's run is the i-th of that
// piece's legal moves ordered by their 32-bit encoding: finding it needs that piece's moves only.
// The other moves (a drop, a pass, a pawn pair, a piece of another army) have the kRestCodes
// codes below kEscape: the k-th of them among the legal moves, ordered. kEscape is followed by a
// varint v: 0 for a marker's place (no move); an odd v for a move outside the generated moves (a
// decision) as (bits << 1 | 1); v = 4 (r + 1) followed by i for the i-th move of the piece of
// rank r beyond its run; v = 4 k + 2 for the k-th of all the legal moves.
// Under MoveCoding::kLegalIndex (schema versions 6 to 9) the code is the move's index k among
// all the legal moves, and an even v the index kEscape + (v - 2) / 2.
constexpr unsigned char kEscape = 255;
constexpr int kRestCodes = 15;
constexpr int kFirstRestCode = kEscape - kRestCodes;
constexpr int kPawnCodes = 4;
constexpr int kOtherWeight = 3;
constexpr std::uint64_t kPackedPliesPerByte = 11;  // 8 / log2((kOtherWeight + 2) / kOtherWeight)
// A move of kPacked outside its position's choices is coded as its 32 bits, in two halves.
constexpr std::uint32_t kHalfMove = 1u << 16;

// What a node adds to its move, one bit each in the node's flags byte.
enum Flag : unsigned {
  kRoll = 1,
  kMarker = 2,
  kContinuesTurn = 4,
  kNags = 8,
  kComments = 16,
  kVariations = 32,
  // A roll of one or three dice (North Korea's), its count before the dice; a roll of two dice,
  // a dice game's throw or North Korea's, is kRoll's, as archives before North Korea have them.
  kDiceRoll = 64,
};

void put_varint(std::string& out, std::uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

void put_text(std::string& out, std::string_view s) {
  put_varint(out, s.size());
  out += s;
}

void put_texts(std::string& out, std::span<const std::string> texts) {
  put_varint(out, texts.size());
  for (const std::string& t : texts) put_text(out, t);
}

// The pieces of the army to move ordered by their square, and the one-byte codes of each: all
// of them together stay below the other moves' codes. A pawn has few moves: kPawnCodes codes
// each, the others sharing what is left, where that leaves them more than a pawn. Encoding asks
// about one piece, found by counting; decoding orders the pieces.
class Movers {
 public:
  // The pieces of the army to move, alone: what kPacked's weights need.
  void read_army(const engine::Position& pos) {
    pos_ = &pos;
    us_ = pos.to_move();
    pawn_ = pos.rules().pawn_type();
    pieces_ = pos.pieces(us_);
    sorted_ = false;
  }
  // The pieces and their byte codes.
  void read(const engine::Position& pos) {
    read_army(pos);
    int pawns = 0;
    for (const engine::Square s : pieces_) pawns += is_pawn(s);
    const int n = count(), others = n - pawns;
    pawn_codes_ = n ? kFirstRestCode / n : 0;
    other_codes_ = pawn_codes_;
    if (others > 0 && pawns > 0 && (kFirstRestCode - pawns * kPawnCodes) / others > kPawnCodes) {
      pawn_codes_ = kPawnCodes;
      other_codes_ = (kFirstRestCode - pawns * kPawnCodes) / others;
    }
  }
  int count() const { return static_cast<int>(pieces_.size()); }
  // True for a move coded by its piece: a piece of the army to move leaves its square.
  bool by_piece(engine::Move m) const {
    if (!kind_by_piece(m.kind())) return false;
    const engine::Cell c = pos_->at(m.from());
    return engine::is_piece(c) && engine::army_of(c) == us_;
  }
  // Whether moves of the kind are coded by their piece where one of the army to move leaves the
  // square: all but those that leave no square of a piece (a pass, a drop, a decision, ...).
  static bool kind_by_piece(engine::MoveKind k) {
    using engine::kind_bit;
    using engine::MoveKind;
    constexpr std::uint16_t kApart = kind_bit(MoveKind::kPass) | kind_bit(MoveKind::kDrop) |
                                     kind_bit(MoveKind::kPawnPair) | kind_bit(MoveKind::kDecision) |
                                     kind_bit(MoveKind::kMark) | kind_bit(MoveKind::kRemove) |
                                     kind_bit(MoveKind::kGroup) | kind_bit(MoveKind::kCensor);
    return !(kApart & kind_bit(k));
  }
  // The rank of the piece on `from` (by_piece): how many stand on lower squares.
  int rank(engine::Square from) const {
    int r = 0;
    for (const engine::Square s : pieces_) r += s < from;
    return r;
  }
  // The code of the index-th move of the piece on `from` (by_piece), if it has one byte.
  std::optional<unsigned char> code(engine::Square from, int index) const {
    if (index >= codes(from)) return std::nullopt;
    int first = 0;
    for (const engine::Square s : pieces_)
      if (s < from) first += codes(s);
    return static_cast<unsigned char>(first + index);
  }
  // The piece and the move's index of a code below the other moves' codes, if a piece has it.
  std::optional<std::pair<engine::Square, int>> piece_move(int code) {
    sort();
    for (int r = 0; r < count(); ++r) {
      const int n = codes(squares_[static_cast<size_t>(r)]);
      if (code < n) return std::pair{squares_[static_cast<size_t>(r)], code};
      code -= n;
    }
    return std::nullopt;
  }
  engine::Square at(int rank) {
    sort();
    return squares_[static_cast<size_t>(rank)];
  }

  // MoveCoding::kPacked chooses a piece in proportion to its weight: a pawn has fewer moves than
  // the other pieces and is moved less often than all of them together.
  int weight(engine::Square s) const { return is_pawn(s) ? 1 : kOtherWeight; }
  int total_weight() const { return weight_below_and_total(engine::kNoSquare).second; }
  // The weights of the pieces on lower squares than `from` (where the run of the piece on `from`
  // starts), and of all the pieces.
  std::pair<int, int> weight_below_and_total(engine::Square from) const {
    if (pos_->rules().orthodox_chess()) {
      // Counted on the position's bitboards, whose bits are ordered as the squares are.
      const engine::PieceBitboards& kept = pos_->bitboards();
      const engine::Bitboard army = kept.army[us_], pawns = army & kept.type[pawn_];
      const engine::Bitboard lower = from == engine::kNoSquare
                                         ? ~engine::Bitboard{0}
                                         : engine::square_bit(engine::bit_of(from)) - 1;
      const auto weights = [](engine::Bitboard all, engine::Bitboard pawns_among) {
        return kOtherWeight * engine::count_squares(all) -
               (kOtherWeight - 1) * engine::count_squares(pawns_among);
      };
      return {weights(army & lower, pawns & lower), weights(army, pawns)};
    }
    int below = 0, total = 0;
    for (const engine::Square s : pieces_) {
      const int w = weight(s);
      total += w;
      below += s < from ? w : 0;
    }
    return {below, total};
  }
  // The piece whose run of weights holds `part` (< total_weight()), and where its run starts.
  std::pair<engine::Square, int> piece_at_part(int part) {
    sort();
    int start = 0;
    for (const engine::Square s : squares_) {
      if (part < start + weight(s)) return {s, start};
      start += weight(s);
    }
    return {squares_.back(), start};
  }

 private:
  bool is_pawn(engine::Square s) const { return engine::type_of(pos_->at(s)) == pawn_; }
  int codes(engine::Square s) const { return is_pawn(s) ? pawn_codes_ : other_codes_; }
  // Orders the pieces by square through a bitset of the board's squares: reading a record orders
  // them at every ply, where std::sort was half of the decoder's own time.
  void sort() {
    if (sorted_) return;
    std::array<std::uint64_t, (engine::kMaxMailbox + 63) / 64> on{};
    for (const engine::Square s : pieces_) on[s / 64] |= std::uint64_t{1} << (s % 64);
    squares_.clear();
    for (size_t w = 0; w < on.size(); ++w)
      for (std::uint64_t b = on[w]; b != 0; b &= b - 1)
        squares_.push_back(static_cast<engine::Square>(w * 64 + std::countr_zero(b)));
    sorted_ = true;
  }

  const engine::Position* pos_ = nullptr;
  int us_ = 0, pawn_ = -1, pawn_codes_ = 0, other_codes_ = 0;
  std::span<const engine::Square> pieces_;
  std::vector<engine::Square> squares_;  // pieces_ ordered, once sort() is asked
  bool sorted_ = false;
};

// Sets `rank` to the move's rank among the legal moves of the piece on its square (by_piece);
// false if it is not among them: the rank `given_moves` holds, or counted among its moves where
// it holds them (every legal move of the piece, perhaps among others) where they stand rather
// than copied; else among the piece's moves generated into `list`. Not a std::optional
// (a returned std::optional stalls: docs/architecture.md, "Move generation").
bool piece_rank(engine::Position& pos, engine::Move move, const engine::PieceMoves* given_moves,
                engine::MoveList& list, engine::PieceMoveRank& rank) {
  if (given_moves && given_moves->rank) {
    rank = *given_moves->rank;
    return true;
  }
  const engine::Square from = move.from();
  const engine::MoveList* mover_moves = given_moves ? &given_moves->moves : nullptr;
  const bool given = mover_moves && !mover_moves->empty();
  if (!given) {
    list.clear();
    engine::generate_legal(pos, engine::MoveTarget{.from = from}, list);
  }
  engine::PieceMoveRank counted;
  bool found = false;
  for (const engine::Move m : given ? *mover_moves : list) {
    // The move is by_piece, so another from its square is as long as its kind is.
    if (given && (m.from() != from || !Movers::kind_by_piece(m.kind()))) continue;
    ++counted.count;
    counted.index += m.bits() < move.bits();
    found |= m == move;
  }
  if (found) rank = counted;
  return found;
}

// The move's index among `list` (only the moves not coded by their piece where `rest`) ordered by
// bits; -1 if it is not there.
int ordered_index(const engine::MoveList& list, const Movers& movers, engine::Move move,
                  bool rest) {
  int index = 0;
  bool found = false;
  for (const engine::Move m : list) {
    if (rest && movers.by_piece(m)) continue;
    index += m.bits() < move.bits();
    found |= m == move;
  }
  return found ? index : -1;
}

// A variation's move's code (kEscape above): by its piece where it has one of the army to move
// and is among that piece's legal moves, else by its index among all the legal moves, else its
// bits.
class MoveCoder {
 public:
  void put(std::string& out, engine::Position& pos, engine::Move move) {
    if (move.kind() != engine::MoveKind::kDecision) {
      movers_.read(pos);
      const bool by_piece = movers_.by_piece(move);
      if (by_piece) {
        if (engine::PieceMoveRank rank; piece_rank(pos, move, nullptr, list_, rank)) {
          const int index = rank.index;
          if (const auto code = movers_.code(move.from(), index)) {
            out += static_cast<char>(*code);
          } else {
            out += static_cast<char>(kEscape);
            put_varint(out, 4 * (static_cast<std::uint64_t>(movers_.rank(move.from())) + 1));
            put_varint(out, static_cast<std::uint64_t>(index));
          }
          return;
        }
      }
      list_.clear();
      engine::generate_legal(pos, list_);
      if (const int rest = by_piece ? -1 : ordered_index(list_, movers_, move, true);
          rest >= 0 && rest < kRestCodes) {
        out += static_cast<char>(kFirstRestCode + rest);
        return;
      }
      if (const int index = ordered_index(list_, movers_, move, false); index >= 0) {
        out += static_cast<char>(kEscape);
        put_varint(out, 4 * static_cast<std::uint64_t>(index) + 2);
        return;
      }
    }
    out += static_cast<char>(kEscape);
    put_varint(out, std::uint64_t{move.bits()} << 1 | 1);
  }

 private:
  engine::MoveList list_;
  Movers movers_;
};

void put_marker_code(std::string& out) {
  out += static_cast<char>(kEscape);
  put_varint(out, 0);
}

class Encoder {
 public:
  Encoder(std::string& out, const engine::RuleSet& rules, const std::string& start_fen)
      : out_(out), rules_(rules), start_fen_(start_fen) {}

  // The main line: its length, the size of its codes and the codes (MainLineCoder), then the
  // annotated nodes, each as the distance from the last one and its annotations, ended by 0.
  // With the codes a replay made, the line is played only where its annotations need the
  // position.
  void main_line(const Line& line, const std::string* codes) {
    put_varint(out_, line.moves.size());
    const bool play_line = !codes || needs_position(line);
    std::string notes;
    MainLineCoder coder;
    size_t last = 0;  // one past the last annotated node
    for (size_t i = 0; i < line.moves.size(); ++i) {
      const MoveNode& node = line.moves[i];
      const unsigned flags = flags_of(node);
      if (flags) {
        put_varint(notes, i + 1 - last);
        annotations(notes, node, flags);
        last = i + 1;
      }
      if (play_line) play_main(coder, node);
    }
    const std::string packed = play_line ? coder.finish() : *codes;
    put_text(out_, packed);
    put_texts(out_, line.comments);
    out_ += notes;
    put_varint(out_, 0);
  }

 private:
  // True where the annotations need the position (variations, plies continuing a turn) or a
  // marker before the end leaves the replay's position apart from the one a decoder plays.
  static bool needs_position(const Line& line) {
    for (size_t i = 0; i < line.moves.size(); ++i) {
      const MoveNode& node = line.moves[i];
      if (!node.variations.empty() || node.continues_turn ||
          (node.marker != Marker::kNone && i + 1 < line.moves.size()))
        return true;
    }
    return false;
  }

  engine::Position& pos() {
    if (!pos_) pos_.emplace(engine::parse_fen(rules_, start_fen_));
    return *pos_;
  }

  unsigned flags_of(const MoveNode& node) {
    unsigned f = 0;
    if (node.roll) f |= node.roll->count == 2 ? kRoll : kDiceRoll;
    if (node.marker != Marker::kNone) f |= kMarker;
    // In the middle of a turn the position says that a ply continues it.
    if (node.continues_turn && !pos().mid_turn()) f |= kContinuesTurn;
    if (!node.nags.empty()) f |= kNags;
    if (!node.comments.empty()) f |= kComments;
    if (!node.variations.empty()) f |= kVariations;
    return f;
  }

  // The node's annotations; variations from the position before the node.
  void annotations(std::string& out, const MoveNode& node, unsigned flags) {
    out += static_cast<char>(flags);
    if (flags & kRoll) {
      out += static_cast<char>((*node.roll)[0]);
      out += static_cast<char>((*node.roll)[1]);
    }
    if (flags & kDiceRoll) {
      out += static_cast<char>(node.roll->count);
      for (int i = 0; i < node.roll->count; ++i) out += static_cast<char>((*node.roll)[i]);
    }
    if (flags & kMarker) {
      out += static_cast<char>(node.marker);
      put_text(out, node.text);
    }
    if (flags & kNags) {
      put_varint(out, node.nags.size());
      for (int n : node.nags) put_varint(out, static_cast<std::uint64_t>(n));
    }
    if (flags & kComments) put_texts(out, node.comments);
    if (flags & kVariations) {
      put_varint(out, node.variations.size());
      const engine::Position before = pos();
      for (const Line& v : node.variations) {
        variation(out, v);
        *pos_ = before;
      }
    }
  }

  // A variation: its comments, its length, then per node its move code and annotations.
  void variation(std::string& out, const Line& line) {
    put_texts(out, line.comments);
    put_varint(out, line.moves.size());
    for (const MoveNode& node : line.moves) {
      const unsigned flags = flags_of(node);
      if (flags)
        annotations(out, node, flags);
      else
        out += '\0';
      play(out, node);
    }
  }

  // Rolls the node's dice, codes its move and plays it (a marker has no code and is not played).
  void play_main(MainLineCoder& coder, const MoveNode& node) {
    engine::Position& p = pos();
    if (node.roll) p.roll(*node.roll);
    if (node.marker != Marker::kNone) return;
    coder.move(p, node.move);
    p.make(node.move);
  }

  // Rolls the node's dice, writes its move code and plays it (a marker is not played).
  void play(std::string& out, const MoveNode& node) {
    engine::Position& p = pos();
    if (node.roll) p.roll(*node.roll);
    if (node.marker != Marker::kNone) return put_marker_code(out);
    coder_.put(out, p, node.move);
    p.make(node.move);
  }

  std::string& out_;
  const engine::RuleSet& rules_;
  const std::string& start_fen_;
  std::optional<engine::Position> pos_;  // made when first needed
  MoveCoder coder_;
};

class Decoder {
 public:
  // The hash of the position after each move played is kept in `hashes` where one is given.
  Decoder(std::string_view in, engine::Position start, MoveCoding coding, bool texts = false,
          std::vector<std::uint64_t>* hashes = nullptr)
      : in_(in), coding_(coding), texts_(texts), hashes_(hashes), pos_(std::move(start)) {}

  Line main_line() {
    Line line;
    line.moves.resize(plies());
    // The codes come before the annotations, and playing a code needs the node's roll: find
    // where the codes (each code, where they are bytes) and each annotated node's annotations
    // start, then play the line.
    std::vector<size_t> code_at;
    if (coding_ == MoveCoding::kPacked) {
      const size_t size = count();
      if (in_.size() - at_ < size) fail("move codes beyond the data");
      packed_.emplace(in_.substr(at_, size));
      at_ += size;
    } else {
      code_at.resize(line.moves.size());
      for (size_t& at : code_at) {
        at = at_;
        skip_code();
      }
    }
    line.comments = texts();
    std::vector<std::pair<size_t, size_t>> notes_at;  // annotated node, offset of its flags
    size_t next = 0;
    for (std::uint64_t gap = varint(); gap != 0; gap = varint()) {
      if (gap > line.moves.size() - next) fail("an annotation beyond the main line");
      next += gap;
      notes_at.emplace_back(next - 1, at_);
      skip_annotations();
    }
    const size_t end = at_;
    auto note = notes_at.begin();
    for (size_t i = 0; i < line.moves.size(); ++i) {
      if (note != notes_at.end() && note->first == i) {
        at_ = note->second;
        annotations(line.moves[i], byte());
        ++note;
      }
      if (!packed_) at_ = code_at[i];
      play(line.moves[i], true);
      if (hashes_ && line.moves[i].marker == Marker::kNone) hashes_->push_back(pos_.hash());
    }
    at_ = end;
    if (at_ != in_.size()) fail("bytes after the game");
    return line;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw EncodingError("stored game: " + what + " (byte " + std::to_string(at_) + ")");
  }
  unsigned char byte() {
    if (at_ >= in_.size()) fail("ends early");
    return static_cast<unsigned char>(in_[at_++]);
  }
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const unsigned char b = byte();
      v |= std::uint64_t{b & 0x7Fu} << shift;
      if (!(b & 0x80)) return v;
    }
    fail("a number too long");
  }
  size_t count() {
    const std::uint64_t n = varint();
    if (n > in_.size()) fail("a count beyond the data");
    return static_cast<size_t>(n);
  }
  // The main line's length. A byte code or annotation takes a byte at least; a range-coded move
  // takes log2(5/3) bits at least (one piece of weight kOtherWeight, with the two parts beside
  // the pieces'), and a marker's place takes nothing but its annotation's bytes.
  size_t plies() {
    if (coding_ != MoveCoding::kPacked) return count();
    const std::uint64_t n = varint();
    if (n > kPackedPliesPerByte * (in_.size() + 5)) fail("a count beyond the data");
    return static_cast<size_t>(n);
  }
  std::string text() {
    const size_t n = count();
    if (in_.size() - at_ < n) fail("a text beyond the data");
    std::string s(in_.substr(at_, n));
    at_ += n;
    return s;
  }
  std::vector<std::string> texts() {
    std::vector<std::string> out(count());
    for (std::string& t : out) t = text();
    return out;
  }
  void skip_code() {
    if (byte() != kEscape) return;
    const std::uint64_t v = varint();
    if (coding_ != MoveCoding::kLegalIndex && v != 0 && v % 4 == 0) varint();
  }
  // Skips one node's annotations without playing: only to find where the next one starts.
  void skip_annotations() {
    const unsigned flags = byte();
    if (flags & kRoll) {
      byte();
      byte();
    }
    if (flags & kDiceRoll)
      for (unsigned n = byte(); n > 0; --n) byte();
    if (flags & kMarker) {
      byte();
      text();
    }
    if (flags & kNags)
      for (size_t n = count(); n > 0; --n) varint();
    if (flags & kComments) texts();
    if (flags & kVariations)
      for (size_t n = count(); n > 0; --n) skip_variation();
  }
  void skip_variation() {
    texts();
    for (size_t n = count(); n > 0; --n) {
      if (at_ < in_.size() && in_[at_] != 0)
        skip_annotations();
      else
        byte();
      skip_code();
    }
  }

  void annotations(MoveNode& node, unsigned flags) {
    if (flags & ~127u) fail("unknown annotation flags");
    if ((flags & kRoll) && (flags & kDiceRoll)) fail("two rolls before one ply");
    if (flags & kRoll) {
      const int a = byte(), b = byte();
      node.roll = engine::dice_roll({a, b});
    }
    if (flags & kDiceRoll) {
      const unsigned n = byte();
      if (n == 0 || n > engine::DiceRoll::kMax) fail("a roll of " + std::to_string(n) + " dice");
      engine::DiceRoll r;
      for (unsigned i = 0; i < n; ++i) r.push(byte());
      node.roll = r;
    }
    if (flags & kMarker) {
      const unsigned m = byte();
      if (m == 0 || m > static_cast<unsigned>(Marker::kStalemated)) fail("an unknown marker");
      node.marker = static_cast<Marker>(m);
      node.text = text();
    }
    node.continues_turn = flags & kContinuesTurn;
    if (flags & kNags) {
      node.nags.resize(count());
      for (int& n : node.nags) n = static_cast<int>(varint());
    }
    if (flags & kComments) node.comments = texts();
    if (flags & kVariations) {
      node.variations.resize(count());
      const engine::Position before = pos_;
      for (Line& v : node.variations) {
        variation(v);
        pos_ = before;
      }
    }
  }

  void variation(Line& line) {
    line.comments = texts();
    line.moves.resize(count());
    for (MoveNode& node : line.moves) {
      if (const unsigned flags = byte()) annotations(node, flags);
      play(node, false);
    }
  }

  // Plays a node of the main line (`main`) or of a variation.
  void play(MoveNode& node, bool main) {
    // As replay() marks a ply, from the position before its roll.
    node.continues_turn |= pos_.mid_turn();
    if (node.roll) {
      if (!pos_.awaiting_roll()) fail("a roll where none is due");
      const engine::DiceRoll& r = *node.roll;
      try {
        if (!pos_.rules().has_power(engine::Power::kInsanity))
          engine::check_roll(pos_.rules(), engine::Roll{r[0], r[1]}, engine::dice_roll_to_text(r));
        pos_.roll(r);
      } catch (const engine::RollTextError& e) {
        fail(e.what());
      } catch (const std::invalid_argument& e) {
        fail(e.what());
      }
    }
    if (main && packed_) return play_packed(node);
    const unsigned char first = byte();
    if (first != kEscape) {
      if (coding_ == MoveCoding::kLegalIndex) return play_legal(node, first, false);
      movers_.read(pos_);
      if (first >= kFirstRestCode) return play_legal(node, first - kFirstRestCode, true);
      const auto piece_move = movers_.piece_move(first);
      if (!piece_move)
        fail("move code " + std::to_string(first) + " for " + std::to_string(movers_.count()) +
             " pieces");
      return play_piece(node, piece_move->first, static_cast<std::uint64_t>(piece_move->second));
    }
    const std::uint64_t v = varint();
    if (v == 0) {
      if (node.marker == Marker::kNone) fail("a marker's place without its marker");
      return;
    }
    if (v & 1) {
      const engine::Move m(static_cast<std::uint32_t>(v >> 1));
      if (m.kind() != engine::MoveKind::kDecision || !pos_.decision_allowed(m.decision()))
        fail("a move that is no decision the position allows");
      make(node, m);
      return;
    }
    if (coding_ == MoveCoding::kLegalIndex) return play_legal(node, kEscape + (v - 2) / 2, false);
    if (v % 4 == 2) return play_legal(node, (v - 2) / 4, false);
    movers_.read(pos_);
    const std::uint64_t rank = v / 4 - 1;
    if (rank >= static_cast<std::uint64_t>(movers_.count()))
      fail("a piece of rank " + std::to_string(rank) + " of " + std::to_string(movers_.count()));
    play_piece(node, movers_.at(static_cast<int>(rank)), varint());
  }

  // Plays the main line's next move from its range-coded codes (MainLineCoder::move).
  void play_packed(MoveNode& node) {
    if (node.marker != Marker::kNone) return;
    movers_.read_army(pos_);
    const auto weights = static_cast<std::uint32_t>(movers_.total_weight());
    const std::uint32_t part = packed_->part(weights + 2);
    if (part >= weights + 2) fail("a damaged move code");
    if (part < weights) {
      const auto [from, start] = movers_.piece_at_part(static_cast<int>(part));
      packed_->take(static_cast<std::uint32_t>(start),
                    static_cast<std::uint32_t>(movers_.weight(from)));
      list_.clear();
      engine::generate_legal(pos_, engine::MoveTarget{.from = from}, list_);
      if (list_.empty()) fail("a move of a piece that has none");
      return play_nth(node,
                      list_.size() > 1 ? uniform(static_cast<std::uint32_t>(list_.size())) : 0,
                      "of the piece's");
    }
    packed_->take(part, 1);
    if (part == weights) {
      list_.clear();
      engine::generate_legal(pos_, list_);
      for (int i = list_.size(); i-- > 0;)
        if (movers_.by_piece(list_[i])) list_.erase_unordered(i);
      if (list_.empty()) fail("a move that no piece makes, and there is none");
      return play_nth(node, uniform(static_cast<std::uint32_t>(list_.size())), "of the other");
    }
    const std::uint32_t high = uniform(kHalfMove);
    const engine::Move m(high << 16 | uniform(kHalfMove));
    if (m.kind() == engine::MoveKind::kDecision) {
      if (!pos_.decision_allowed(m.decision()))
        fail("a move that is no decision the position allows");
    } else {
      list_.clear();
      engine::generate_legal(pos_, list_);
      if (std::find(list_.begin(), list_.end(), m) == list_.end()) fail("a move that is not legal");
    }
    make(node, m);
  }

  // The next symbol of the range-coded codes, one of n equally likely.
  std::uint32_t uniform(std::uint32_t n) {
    const std::uint32_t part = packed_->part(n);
    if (part >= n) fail("a damaged move code");
    packed_->take(part, 1);
    return part;
  }

  // Plays the index-th of the legal moves of the piece on `from`, ordered by their bits.
  void play_piece(MoveNode& node, engine::Square from, std::uint64_t index) {
    list_.clear();
    engine::generate_legal(pos_, engine::MoveTarget{.from = from}, list_);
    play_nth(node, index, "of the piece's");
  }

  // Plays the index-th of all the legal moves (`rest`: of those not coded by their piece),
  // ordered by their bits.
  void play_legal(MoveNode& node, std::uint64_t index, bool rest) {
    list_.clear();
    engine::generate_legal(pos_, list_);
    if (rest)
      for (int i = list_.size(); i-- > 0;)
        if (movers_.by_piece(list_[i])) list_.erase_unordered(i);
    play_nth(node, index, rest ? "of the other" : "of the");
  }

  void play_nth(MoveNode& node, std::uint64_t index, const char* whose) {
    if (index >= static_cast<std::uint64_t>(list_.size()))
      fail("move " + std::to_string(index) + " " + whose + " " + std::to_string(list_.size()) +
           " legal moves");
    sorted_.assign(list_.begin(), list_.end());
    std::nth_element(sorted_.begin(), sorted_.begin() + static_cast<std::ptrdiff_t>(index),
                     sorted_.end(),
                     [](engine::Move a, engine::Move b) { return a.bits() < b.bits(); });
    make(node, sorted_[index]);
  }

  // Plays the node's move, writing its record text first where asked.
  void make(MoveNode& node, engine::Move m) {
    node.move = m;
    if (!texts_) return pos_.make(m);
    node.record_army = static_cast<std::int8_t>(pos_.to_move());
    node.record_fullmove = pos_.fullmove();
    node.record_text.clear();
    append_record_move_and_play(node.record_text, pos_, m);
  }

  std::string_view in_;
  MoveCoding coding_;
  bool texts_;  // write each move's record text (decode_game_texts)
  std::vector<std::uint64_t>* hashes_;
  size_t at_ = 0;
  engine::Position pos_;
  engine::MoveList list_;
  std::vector<engine::Move> sorted_;
  Movers movers_;
  std::optional<RangeDecoder> packed_;  // the main line's codes, where they are kPacked
};

}  // namespace

void MainLineCoder::move(engine::Position& pos, engine::Move move,
                         const engine::PieceMoves* mover_moves) {
  Movers movers;
  movers.read_army(pos);
  // The pieces' runs of weights, then one part for the other legal moves and one for a move
  // given by its bits.
  const bool by_piece = movers.by_piece(move);
  const auto [below, weights] =
      movers.weight_below_and_total(by_piece ? move.from() : engine::kNoSquare);
  const auto total = static_cast<std::uint32_t>(weights) + 2;
  if (by_piece) {
    if (engine::PieceMoveRank rank; piece_rank(pos, move, mover_moves, list_, rank)) {
      out_.encode(static_cast<std::uint32_t>(below),
                  static_cast<std::uint32_t>(movers.weight(move.from())), total);
      if (rank.count > 1)
        out_.encode(static_cast<std::uint32_t>(rank.index), 1,
                    static_cast<std::uint32_t>(rank.count));
      return;
    }
  } else if (move.kind() != engine::MoveKind::kDecision) {
    list_.clear();
    engine::generate_legal(pos, list_);
    if (const int index = ordered_index(list_, movers, move, true); index >= 0) {
      int others = 0;
      for (const engine::Move m : list_) others += !movers.by_piece(m);
      out_.encode(total - 2, 1, total);
      out_.encode(static_cast<std::uint32_t>(index), 1, static_cast<std::uint32_t>(others));
      return;
    }
  }
  out_.encode(total - 1, 1, total);
  out_.encode(move.bits() >> 16, 1, kHalfMove);
  out_.encode(move.bits() & (kHalfMove - 1), 1, kHalfMove);
}

void encode_game(std::string& out, const Game& game, const engine::RuleSet& rules,
                 const std::string& start_fen, const std::string* main_line_codes) {
  Encoder(out, rules, start_fen).main_line(game.mainline, main_line_codes);
}

Line decode_game(std::string_view encoded, const engine::RuleSet& rules,
                 const std::string& start_fen, MoveCoding coding) {
  return Decoder(encoded, engine::parse_fen(rules, start_fen), coding).main_line();
}

DecodedTexts decode_game_texts(std::string_view encoded, const engine::RuleSet& rules,
                               const std::string& start_fen) {
  engine::Position start = engine::parse_fen(rules, start_fen);
  DecodedTexts out;
  out.start_army = start.to_move();
  out.start_fullmove = start.fullmove();
  out.line = Decoder(encoded, std::move(start), MoveCoding::kPacked, true).main_line();
  return out;
}

std::vector<std::uint64_t> decode_hashes(std::string_view encoded, const engine::RuleSet& rules,
                                         const std::string& start_fen) {
  engine::Position start = engine::parse_fen(rules, start_fen);
  std::vector<std::uint64_t> hashes = {start.hash()};
  Decoder(encoded, std::move(start), MoveCoding::kPacked, false, &hashes).main_line();
  return hashes;
}

}  // namespace chatur::records
