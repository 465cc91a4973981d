#include "records/game_encoding.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/move_target.h"
#include "engine/movegen.h"

namespace chatur::records {
namespace {

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

// What a node adds to its move, one bit each in the node's flags byte.
enum Flag : unsigned {
  kRoll = 1,
  kMarker = 2,
  kContinuesTurn = 4,
  kNags = 8,
  kComments = 16,
  kVariations = 32,
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

void put_texts(std::string& out, const std::vector<std::string>& texts) {
  put_varint(out, texts.size());
  for (const std::string& t : texts) put_text(out, t);
}

// The pieces of the army to move ordered by their square, and the one-byte codes of each: all
// of them together stay below the other moves' codes. A pawn has few moves: kPawnCodes codes
// each, the others sharing what is left, where that leaves them more than a pawn.
class Movers {
 public:
  void sort(const engine::Position& pos) {
    const auto pieces = pos.pieces(pos.to_move());
    squares_.assign(pieces.begin(), pieces.end());
    std::sort(squares_.begin(), squares_.end());
    const int pawn = pos.rules().pawn_type();
    int pawns = 0;
    for (const engine::Square s : squares_) pawns += engine::type_of(pos.at(s)) == pawn;
    const int n = count(), others = n - pawns;
    int pawn_codes = n ? kFirstRestCode / n : 0, other_codes = pawn_codes;
    if (others > 0 && pawns > 0 && (kFirstRestCode - pawns * kPawnCodes) / others > kPawnCodes) {
      pawn_codes = kPawnCodes;
      other_codes = (kFirstRestCode - pawns * kPawnCodes) / others;
    }
    first_.resize(squares_.size() + 1);
    first_[0] = 0;
    for (size_t r = 0; r < squares_.size(); ++r)
      first_[r + 1] =
          first_[r] + (engine::type_of(pos.at(squares_[r])) == pawn ? pawn_codes : other_codes);
  }
  int count() const { return static_cast<int>(squares_.size()); }
  // -1 if no piece of the army stands there.
  int rank(engine::Square s) const {
    const auto at = std::lower_bound(squares_.begin(), squares_.end(), s);
    return at != squares_.end() && *at == s ? static_cast<int>(at - squares_.begin()) : -1;
  }
  engine::Square at(int rank) const { return squares_[static_cast<size_t>(rank)]; }
  // True for a move coded by its piece: one of these pieces leaves its square.
  bool by_piece(engine::Move m) const {
    using engine::MoveKind;
    const MoveKind k = m.kind();
    return k != MoveKind::kPass && k != MoveKind::kDrop && k != MoveKind::kPawnPair &&
           k != MoveKind::kDecision && rank(m.from()) >= 0;
  }
  // The code of the piece's index-th move, if it has one byte.
  std::optional<unsigned char> code(int rank, int index) const {
    const auto r = static_cast<size_t>(rank);
    if (index >= first_[r + 1] - first_[r]) return std::nullopt;
    return static_cast<unsigned char>(first_[r] + index);
  }
  // The piece's rank and the move's index of a code below the other moves' codes, if a piece
  // has it.
  std::optional<std::pair<int, int>> piece_move(unsigned char code) const {
    if (code >= first_.back()) return std::nullopt;
    const auto after = std::upper_bound(first_.begin(), first_.end(), static_cast<int>(code));
    const auto rank = static_cast<int>(after - first_.begin()) - 1;
    return std::pair{rank, code - first_[static_cast<size_t>(rank)]};
  }

 private:
  std::vector<engine::Square> squares_;
  std::vector<int> first_;  // the first code of each rank's piece, then the end of the codes
};

class Encoder {
 public:
  Encoder(std::string& out, const engine::RuleSet& rules, const std::string& start_fen)
      : out_(out), pos_(engine::parse_fen(rules, start_fen)) {}

  // The main line: its length and a move code per node, then the annotated nodes, each as the
  // distance from the last one and its annotations, ended by 0.
  void main_line(const Line& line) {
    put_varint(out_, line.moves.size());
    std::string notes;
    size_t last = 0;  // one past the last annotated node
    for (size_t i = 0; i < line.moves.size(); ++i) {
      const MoveNode& node = line.moves[i];
      const unsigned flags = flags_of(node);
      if (flags) {
        put_varint(notes, i + 1 - last);
        annotations(notes, node, flags);
        last = i + 1;
      }
      play(out_, node);
    }
    put_texts(out_, line.comments);
    out_ += notes;
    put_varint(out_, 0);
  }

 private:
  unsigned flags_of(const MoveNode& node) const {
    unsigned f = 0;
    if (node.roll) f |= kRoll;
    if (node.marker != Marker::kNone) f |= kMarker;
    // In a dice turn the position says that a ply continues the turn.
    if (node.continues_turn && !pos_.in_dice_turn()) f |= kContinuesTurn;
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
      const engine::Position before = pos_;
      for (const Line& v : node.variations) {
        variation(out, v);
        pos_ = before;
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

  // Rolls the node's dice, writes its move code and plays it (a marker is not played).
  void play(std::string& out, const MoveNode& node) {
    if (node.roll) pos_.roll((*node.roll)[0], (*node.roll)[1]);
    if (node.marker != Marker::kNone) {
      out += static_cast<char>(kEscape);
      put_varint(out, 0);
      return;
    }
    put_move(out, node.move);
    pos_.make(node.move);
  }

  // The move's code (kEscape above): by its piece where it has one of the army to move and is
  // among that piece's legal moves, else by its index among all the legal moves, else its bits.
  void put_move(std::string& out, engine::Move move) {
    if (move.kind() != engine::MoveKind::kDecision) {
      movers_.sort(pos_);
      const bool by_piece = movers_.by_piece(move);
      if (by_piece) {
        list_.clear();
        engine::generate_legal(pos_, engine::MoveTarget{.from = move.from()}, list_);
        if (const int index = index_of(move, false); index >= 0) {
          const int rank = movers_.rank(move.from());
          if (const auto code = movers_.code(rank, index)) {
            out += static_cast<char>(*code);
          } else {
            out += static_cast<char>(kEscape);
            put_varint(out, 4 * (static_cast<std::uint64_t>(rank) + 1));
            put_varint(out, static_cast<std::uint64_t>(index));
          }
          return;
        }
      }
      list_.clear();
      engine::generate_legal(pos_, list_);
      if (const int rest = by_piece ? -1 : index_of(move, true); rest >= 0 && rest < kRestCodes) {
        out += static_cast<char>(kFirstRestCode + rest);
        return;
      }
      if (const int index = index_of(move, false); index >= 0) {
        out += static_cast<char>(kEscape);
        put_varint(out, 4 * static_cast<std::uint64_t>(index) + 2);
        return;
      }
    }
    out += static_cast<char>(kEscape);
    put_varint(out, std::uint64_t{move.bits()} << 1 | 1);
  }

  // The move's index among list_ (only the moves not coded by their piece: `rest`) ordered by
  // bits; -1 if it is not there.
  int index_of(engine::Move move, bool rest) const {
    int index = 0;
    bool found = false;
    for (const engine::Move m : list_) {
      if (rest && movers_.by_piece(m)) continue;
      index += m.bits() < move.bits();
      found |= m == move;
    }
    return found ? index : -1;
  }

  std::string& out_;
  engine::Position pos_;
  engine::MoveList list_;
  Movers movers_;
};

class Decoder {
 public:
  // The hash of the position after each move played is kept in `hashes` where one is given.
  // Plays no further than `plies` plies: what a caller that wants the hashes of the first plies
  // only needs.
  Decoder(std::string_view in, const engine::RuleSet& rules, const std::string& start_fen,
          MoveCoding coding, std::vector<std::uint64_t>* hashes = nullptr,
          size_t plies = static_cast<size_t>(-1))
      : in_(in),
        coding_(coding),
        hashes_(hashes),
        plies_(plies),
        pos_(engine::parse_fen(rules, start_fen)) {}

  Line main_line() {
    Line line;
    line.moves.resize(count());
    // The codes come before the annotations, and playing a code needs the node's roll: find
    // where each code and each annotated node's annotations start, then play the line.
    std::vector<size_t> code_at(line.moves.size());
    for (size_t& at : code_at) {
      at = at_;
      skip_code();
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
    for (size_t i = 0; i < line.moves.size() && i < plies_; ++i) {
      if (note != notes_at.end() && note->first == i) {
        at_ = note->second;
        annotations(line.moves[i], byte());
        ++note;
      }
      at_ = code_at[i];
      play(line.moves[i]);
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
    if (coding_ == MoveCoding::kPieceIndex && v != 0 && v % 4 == 0) varint();
  }
  // Skips one node's annotations without playing: only to find where the next one starts.
  void skip_annotations() {
    const unsigned flags = byte();
    if (flags & kRoll) {
      byte();
      byte();
    }
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
    if (flags & ~63u) fail("unknown annotation flags");
    if (flags & kRoll) {
      const int a = byte(), b = byte();
      node.roll = engine::Roll{a, b};
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
      play(node);
    }
  }

  void play(MoveNode& node) {
    if (node.roll) {
      if (!pos_.awaiting_roll()) fail("a roll where none is due");
      try {
        engine::check_roll(pos_.rules(), *node.roll, engine::roll_to_text(*node.roll));
      } catch (const engine::RollTextError& e) {
        fail(e.what());
      }
      pos_.roll((*node.roll)[0], (*node.roll)[1]);
    }
    const unsigned char first = byte();
    if (first != kEscape) {
      if (coding_ == MoveCoding::kLegalIndex) return play_legal(node, first, false);
      movers_.sort(pos_);
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
      node.move = m;
      pos_.make(m);
      return;
    }
    if (coding_ == MoveCoding::kLegalIndex) return play_legal(node, kEscape + (v - 2) / 2, false);
    if (v % 4 == 2) return play_legal(node, (v - 2) / 4, false);
    movers_.sort(pos_);
    const std::uint64_t rank = v / 4 - 1;
    if (rank >= static_cast<std::uint64_t>(movers_.count()))
      fail("a piece of rank " + std::to_string(rank) + " of " + std::to_string(movers_.count()));
    play_piece(node, static_cast<int>(rank), varint());
  }

  // Plays the index-th of the legal moves of the piece of this rank, ordered by their bits.
  void play_piece(MoveNode& node, int rank, std::uint64_t index) {
    list_.clear();
    engine::generate_legal(pos_, engine::MoveTarget{.from = movers_.at(rank)}, list_);
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
    node.move = sorted_[index];
    pos_.make(node.move);
  }

  std::string_view in_;
  MoveCoding coding_;
  std::vector<std::uint64_t>* hashes_;
  size_t plies_;
  size_t at_ = 0;
  engine::Position pos_;
  engine::MoveList list_;
  std::vector<engine::Move> sorted_;
  Movers movers_;
};

}  // namespace

void encode_game(std::string& out, const Game& game, const engine::RuleSet& rules,
                 const std::string& start_fen) {
  Encoder(out, rules, start_fen).main_line(game.mainline);
}

Line decode_game(std::string_view encoded, const engine::RuleSet& rules,
                 const std::string& start_fen, MoveCoding coding) {
  return Decoder(encoded, rules, start_fen, coding).main_line();
}

std::vector<std::uint64_t> decode_hashes(std::string_view encoded, const engine::RuleSet& rules,
                                         const std::string& start_fen, size_t plies) {
  std::vector<std::uint64_t> hashes = {engine::parse_fen(rules, start_fen).hash()};
  Decoder(encoded, rules, start_fen, MoveCoding::kPieceIndex, &hashes, plies).main_line();
  return hashes;
}

}  // namespace chatur::records
