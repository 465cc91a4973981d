// Cuts a record file into pieces of whole games, so that several threads read and replay the
// games of one file at once, each thread its own pieces (records/checked_files.h). Reading a
// game on the thread that replays it keeps its moves in that core's cache.
//
// A piece ends at the start of a line that opens a tag ('['), where the last line before it that
// is not blank is not a tag: where one game's moves most likely end and the next game starts
// (chess.com's PGN4 ends its moves without a result token). Whether it is is the reader's to
// say: a piece whose last game was read with an error, or without moves or a result token, may
// have been cut inside a comment or a game's tags, and the reader then reads the file on from
// that piece's start as one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <string>

namespace chatur::records {

struct PgnPiece {
  std::string text;
  std::uint64_t offset = 0;  // of its first byte in the file
  int first_line = 1;        // the line of the file its first byte is at the start of
  bool last = false;         // the file's last piece, which may be empty
};

class PgnPieces {
 public:
  // Pieces of at least `size` bytes but the last. A piece that reaches `max_size` bytes without a
  // place to cut it is cut at the start of a line (a file of one huge game or comment).
  PgnPieces(std::istream& in, std::size_t size, std::size_t max_size)
      : in_(in), size_(size), max_size_(max_size) {}

  // The next piece, or nothing after the last.
  std::optional<PgnPiece> next();

 private:
  // Appends the next block of the input to pending_; false at its end.
  bool read_more();
  // Where pending_ may be cut: the start of the first line at or after `from` that opens a tag
  // after a line of moves; npos if none is read yet.
  std::size_t find_cut(std::size_t from) const;
  PgnPiece take(std::size_t length, bool last);

  std::istream& in_;
  const std::size_t size_, max_size_;
  std::string pending_;  // read and not yet handed out
  std::uint64_t offset_ = 0;
  int line_ = 1;
  bool done_ = false;
};

}  // namespace chatur::records
