#include "records/game_encoding.h"

#include <algorithm>
#include <cstdint>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/movegen.h"

namespace chatur::records {
namespace {

// A move code is one byte, the move's index among the ordered legal moves, below kEscape;
// kEscape is followed by a varint: 0 for a marker's place (no move), an odd number for a move
// outside the generated moves (a decision) as (bits << 1 | 1), an even one for the index
// kEscape + (v - 2) / 2 of a position with more legal moves than one byte counts.
constexpr unsigned char kEscape = 255;

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
    list_.clear();
    engine::generate_legal(pos_, list_);
    std::uint64_t index = 0;
    bool found = false;
    for (const engine::Move m : list_) {
      index += m.bits() < node.move.bits();
      found |= m == node.move;
    }
    if (!found) {
      out += static_cast<char>(kEscape);
      put_varint(out, std::uint64_t{node.move.bits()} << 1 | 1);
    } else if (index < kEscape) {
      out += static_cast<char>(index);
    } else {
      out += static_cast<char>(kEscape);
      put_varint(out, (index - kEscape) * 2 + 2);
    }
    pos_.make(node.move);
  }

  std::string& out_;
  engine::Position pos_;
  engine::MoveList list_;
};

class Decoder {
 public:
  Decoder(std::string_view in, const engine::RuleSet& rules, const std::string& start_fen)
      : in_(in), pos_(engine::parse_fen(rules, start_fen)) {}

  // The hash of the position after each move played, kept where asked for.
  // Plays no further than `plies` plies: what a caller that wants the hashes of the first plies
  // only needs.
  explicit Decoder(std::string_view in, const engine::RuleSet& rules, const std::string& start_fen,
                   std::vector<std::uint64_t>* hashes, size_t plies)
      : Decoder(in, rules, start_fen) {
    hashes_ = hashes;
    plies_ = plies;
  }

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
    if (byte() == kEscape) varint();
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
    std::uint64_t index = first;
    if (first == kEscape) {
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
      index = kEscape + (v - 2) / 2;
    }
    list_.clear();
    engine::generate_legal(pos_, list_);
    if (index >= static_cast<std::uint64_t>(list_.size()))
      fail("move " + std::to_string(index) + " of " + std::to_string(list_.size()) +
           " legal moves");
    sorted_.assign(list_.begin(), list_.end());
    std::nth_element(sorted_.begin(), sorted_.begin() + static_cast<std::ptrdiff_t>(index),
                     sorted_.end(),
                     [](engine::Move a, engine::Move b) { return a.bits() < b.bits(); });
    node.move = sorted_[index];
    pos_.make(node.move);
  }

  std::string_view in_;
  std::vector<std::uint64_t>* hashes_ = nullptr;
  size_t plies_ = static_cast<size_t>(-1);
  size_t at_ = 0;
  engine::Position pos_;
  engine::MoveList list_;
  std::vector<engine::Move> sorted_;
};

}  // namespace

void encode_game(std::string& out, const Game& game, const engine::RuleSet& rules,
                 const std::string& start_fen) {
  Encoder(out, rules, start_fen).main_line(game.mainline);
}

Line decode_game(std::string_view encoded, const engine::RuleSet& rules,
                 const std::string& start_fen) {
  return Decoder(encoded, rules, start_fen).main_line();
}

std::vector<std::uint64_t> decode_hashes(std::string_view encoded, const engine::RuleSet& rules,
                                         const std::string& start_fen, size_t plies) {
  std::vector<std::uint64_t> hashes = {engine::parse_fen(rules, start_fen).hash()};
  Decoder(encoded, rules, start_fen, &hashes, plies).main_line();
  return hashes;
}

}  // namespace chatur::records
