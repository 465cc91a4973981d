// Reads games one at a time from a PGN or PGN4 stream (docs/records.md). The reader checks the
// syntax only; records/replay.h checks the moves against the rules.
#pragma once

#include <array>
#include <istream>
#include <optional>
#include <string>

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
  explicit PgnReader(std::istream& in) : lexer_(in) {}

  // The next game, or nothing at the end of the input. After a malformed game the reader goes
  // on with the next one; after an error it cannot recover from (binary data, a comment that
  // never closes) the input ends.
  std::optional<ReadItem> next();

 private:
  void read_tags(Game& game);
  // Reads moves up to ')' (nested) or the result token (top level).
  void read_line(Game& game, Line& line, bool nested, SourcePos opened);

  PgnLexer lexer_;
  int games_ = 0;
  // Main line moves of the last games read, the oldest overwritten first.
  std::array<size_t, 8> recent_lengths_{};
  size_t next_length_ = 0;  // the slot of recent_lengths_ the next game's length takes
  bool finished_ = false;
};

}  // namespace chatur::records
