// Board geometry: a rectangle of up to 16x16 squares, some of which may be missing (holes).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.h"

namespace chatur::engine {

// Squares are laid out rank by rank in a mailbox with kPad wall cells on every side, so a move
// by (df, dr) is the addition of offset(df, dr) and never needs a bounds check. Holes are wall
// cells too: a slider stops before them and a leaper cannot land on them but may jump over them.
class Geometry {
 public:
  // Throws std::invalid_argument if the size is out of range or a hole is not a square.
  Geometry(int files, int ranks, const std::vector<std::string>& holes = {});

  int files() const { return files_; }
  int ranks() const { return ranks_; }
  int stride() const { return stride_; }
  int mailbox_size() const { return stride_ * (ranks_ + 2 * kPad); }

  int offset(int df, int dr) const { return dr * stride_ + df; }
  // The square at (file, rank), counted from 0, or kNoSquare if it is off the board or a hole.
  Square square(int file, int rank) const {
    if (file < 0 || file >= files_ || rank < 0 || rank >= ranks_) return kNoSquare;
    const auto s = static_cast<Square>((rank + kPad) * stride_ + file + kPad);
    return exists_[s] != 0 ? s : kNoSquare;
  }
  int file_of(Square s) const { return s % stride_ - kPad; }
  int rank_of(Square s) const { return s / stride_ - kPad; }
  bool exists(Square s) const { return s < exists_.size() && exists_[s] != 0; }
  // Existing squares, from a1 along rank 1, then rank 2, and so on.
  const std::vector<Square>& squares() const { return squares_; }

  // "a1", "e10": file letter and rank number.
  std::string name(Square s) const;
  // Appends name(s) to `out` (a std::string, or a writer with its append(const char*, size_t)):
  // for writers of move text, which build one text per move.
  template <class Out>
  void append_name(Out& out, Square s) const {
    if (s < names_.size() && names_[s].size) {
      out.append(names_[s].text.data(), names_[s].size);
      return;
    }
    const std::string computed = computed_name(s);
    out.append(computed.data(), computed.size());
  }
  // name(s) where s is a square of the board, from the table kept; empty for a cell off it.
  std::string_view board_name(Square s) const {
    return s < names_.size() ? std::string_view(names_[s].text.data(), names_[s].size)
                             : std::string_view();
  }
  // Parses a square name; nothing if it is malformed or not a square of this board. Inline
  // around a plain square (a returned std::optional stalls: docs/architecture.md, "Move
  // generation").
  std::optional<Square> parse(std::string_view text) const {
    // A file and a one-digit rank ("e4"), most squares' names, read here without a call.
    const Square s =
        text.size() == 2 && text[0] >= 'a' && text[0] <= 'z' && text[1] >= '1' && text[1] <= '9'
            ? square(text[0] - 'a', text[1] - '1')
            : named(text);
    if (s == kNoSquare) return std::nullopt;
    return s;
  }

 private:
  // parse's square, kNoSquare for none.
  Square named(std::string_view text) const;
  // A cell's name, written out once: a name divides the cell by the stride, which cost writers
  // of move text (a content hash, an export) two divisions a move.
  struct CellName {
    std::array<char, 3> text{};
    unsigned char size = 0;  // 0: a cell off the board, named as computed
  };
  // The name of a cell off the board, computed.
  std::string computed_name(Square s) const;

  int files_, ranks_, stride_;
  std::vector<std::uint8_t> exists_;  // bytes, not packed bits: square() reads it at every name
  std::vector<CellName> names_;       // by cell of the mailbox
  std::vector<Square> squares_;
};

}  // namespace chatur::engine
