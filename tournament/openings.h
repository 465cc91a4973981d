// A tournament's openings: read from lines (positions or moves), EPD files or PGN files, each
// checked by playing it.
#pragma once

#include <string>
#include <vector>

#include "engine/rule_set.h"
#include "tournament/config_error.h"

namespace chatur::tournament {

// An opening: a start position (empty: the rule set's) and moves played from it (long
// algebraic or UCI, with roll tokens "#2,3" before the first ply of a dice turn).
struct Opening {
  std::string fen;
  std::vector<std::string> moves;
};

enum class OpeningFormat {
  kLines,  // one opening a line (read_openings)
  kEpd,    // one position a line: four FEN fields, then operations (hmvc, fmvn read)
  kPgn,    // the main line of every game (PGN or PGN4), from its FEN tag when it has one
};

// "lines", "epd", "pgn"; nothing for another name.
std::optional<OpeningFormat> opening_format_from_name(const std::string& name);
std::string opening_format_name(OpeningFormat f);
// By the file's extension: .epd, .pgn or .pgn4, else lines.
OpeningFormat opening_format_of_file(const std::string& path);

// Reads openings: one per line, blank lines and comments skipped (a '#' not followed by a digit
// starts one); a line is a position (FEN or FEN4), moves from the start (long algebraic or UCI,
// space separated, with roll tokens "#2,3" before the first ply of each turn in dice games), or
// a position, ';' and moves. Each is checked by playing it. Throws ConfigError naming the line.
std::vector<Opening> read_openings(const engine::RuleSet& rules,
                                   const std::vector<std::string>& lines);

// Reads an EPD text: a position a line (blank lines and '#' comments skipped). Throws
// ConfigError placed at `source` and the line (chatur::Error::place).
std::vector<Opening> read_epd_openings(const engine::RuleSet& rules, const std::string& text,
                                       const std::string& source);

// Reads a PGN text: each game's main line, the first `plies` plies of it when plies > 0 (a
// shorter game is taken whole). Games of another rule set than `rules`' are refused. Throws
// ConfigError saying what is wrong, placed at `source`, the line and column.
std::vector<Opening> read_pgn_openings(const engine::RuleSet& rules, const std::string& text,
                                       const std::string& source, int plies);

}  // namespace chatur::tournament
