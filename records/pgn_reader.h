// Reads games one at a time from a PGN or PGN4 stream (docs/records.md). The reader checks the
// syntax only; records/replay.h checks the moves against the rules.
#pragma once

#include <array>
#include <istream>
#include <optional>
#include <string>
#include <string_view>

#include "records/game.h"
#include "records/pgn_lexer.h"

namespace chatur::records {

struct ReadError {
  SourcePos where;
  std::string message;
};

// One game of the input. If `error` is set the game is malformed and `game` holds what was read
// before the error (its tags name the players in messages).
struct ReadItem {
  Game game;
  std::optional<ReadError> error;
};

class PgnReader {
 public:
  // Reads `in` as a file, or as the rest of one from the start of line `first_line`.
  explicit PgnReader(std::istream& in, int first_line = 1) : lexer_(in, first_line) {}
  // Reads `text`, which must outlive the reader, as the part of a file that starts at the
  // beginning of line `first_line` (records/pgn_pieces.h).
  PgnReader(std::string_view text, int first_line) : lexer_(text, first_line) {}

  // The next game, or nothing at the end of the input. After a malformed game the reader goes
  // on with the next one; after an error it cannot recover from (binary data, a comment that
  // never closes) the input ends.
  std::optional<ReadItem> next();
  // Gives back the storage of a main line read and emptied: the next game's moves are read into
  // it, rather than into room made for each game (a thread importing a file frees a game's
  // moves once they are coded).
  void reuse(std::vector<MoveNode>&& emptied) {
    if (emptied.empty()) spare_moves_ = std::move(emptied);
  }

 private:
  void read_tags(Game& game);
  // Reads moves up to ')' (nested) or the result token (top level).
  void read_line(Game& game, Line& line, bool nested, SourcePos opened);

  PgnLexer lexer_;
  int games_ = 0;
  // Main line moves of the last games read, the oldest overwritten first.
  std::array<size_t, 8> recent_lengths_{};
  size_t next_length_ = 0;  // the slot of recent_lengths_ the next game's length takes
  size_t last_tag_count_ = 0;
  std::vector<MoveNode> spare_moves_;  // reuse()
  bool finished_ = false;
};

}  // namespace chatur::records
