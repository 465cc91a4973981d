// A PGN (PGN4) file that finished games are appended to as they finish (`pgn_out`): each game in
// one write() to a file opened with O_APPEND, so that a killed process leaves whole games only;
// a trailing part of a game (a write cut short by a full disk, a power loss) is trimmed when the
// file is opened again.
#pragma once

#include <set>
#include <string>

namespace chatur::tournament {

class PgnOut {
 public:
  // Opens the file for appending, creating it. Throws std::runtime_error (with the path and the
  // system's reason) when it cannot be read, trimmed or opened.
  explicit PgnOut(const std::string& path);
  ~PgnOut();
  PgnOut(const PgnOut&) = delete;
  PgnOut& operator=(const PgnOut&) = delete;

  // Appends one game (its PGN text, ending with its result) and a blank line, in one write().
  // Throws std::runtime_error when the write fails or is short.
  void append(const std::string& pgn);
  // The Round tags of the file's games whose Event tag is `event`: which games of a tournament
  // it holds.
  std::set<std::string> rounds(const std::string& event) const;

 private:
  std::string path_;
  int fd_ = -1;
};

// The text with a trailing incomplete game removed: the text up to the start of its last game
// unless that game reads as PGN with a result token, then ended by a blank line. Whole games
// before it are kept as they are.
std::string trim_partial_game(const std::string& text);

}  // namespace chatur::tournament
