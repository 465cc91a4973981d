// ASCII character classes for the readers of move and record text. PGN, FEN and move texts are
// ASCII, and <cctype>'s functions consult the locale on every call (a reader calls them per byte).
#pragma once

namespace chatur {

constexpr bool is_ascii_digit(int c) {
  return c >= '0' && c <= '9';
}

}  // namespace chatur
