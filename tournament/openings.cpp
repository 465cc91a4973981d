#include "tournament/openings.h"

#include <cctype>
#include <optional>
#include <sstream>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/notation.h"
#include "records/pgn_reader.h"
#include "records/replay.h"

namespace chatur::tournament {
namespace {

// One table for the names of the formats.
constexpr std::pair<OpeningFormat, const char*> kFormatNames[] = {
    {OpeningFormat::kLines, "lines"}, {OpeningFormat::kEpd, "epd"}, {OpeningFormat::kPgn, "pgn"}};

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The value of an EPD operation ("hmvc 3;"), if the record has it.
std::optional<std::string> epd_operation(const std::string& ops, const std::string& name) {
  std::istringstream in(ops);
  for (std::string op; std::getline(in, op, ';');) {
    std::istringstream words(op);
    std::string key, value;
    if (words >> key >> value && key == name) return value;
  }
  return std::nullopt;
}

}  // namespace

std::optional<OpeningFormat> opening_format_from_name(const std::string& name) {
  for (const auto& [f, n] : kFormatNames)
    if (name == n) return f;
  return std::nullopt;
}

std::string opening_format_name(OpeningFormat f) {
  for (const auto& [g, n] : kFormatNames)
    if (g == f) return n;
  return "";
}

OpeningFormat opening_format_of_file(const std::string& path) {
  std::string lower;
  for (char c : path) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ends_with(lower, ".epd")) return OpeningFormat::kEpd;
  if (ends_with(lower, ".pgn") || ends_with(lower, ".pgn4")) return OpeningFormat::kPgn;
  return OpeningFormat::kLines;
}

std::vector<Opening> read_openings(const engine::RuleSet& rules,
                                   const std::vector<std::string>& lines) {
  std::vector<Opening> openings;
  int number = 0;
  for (const auto& raw : lines) {
    ++number;
    const auto first = raw.find_first_not_of(" \t\r");
    // A '#' line is a comment, unless a roll token ("#2,3") starts a dice game's moves.
    if (first == std::string::npos ||
        (raw[first] == '#' &&
         (first + 1 == raw.size() || !std::isdigit(static_cast<unsigned char>(raw[first + 1])))))
      continue;
    std::string line = raw.substr(first);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    Opening o;
    std::string moves = line;
    if (auto semi = line.find(';'); semi != std::string::npos) {
      o.fen = line.substr(0, semi);
      while (!o.fen.empty() && o.fen.back() == ' ') o.fen.pop_back();
      moves = line.substr(semi + 1);
    } else {
      try {  // a whole line that reads as a position is one
        engine::parse_fen(rules, line);
        o.fen = line;
        moves.clear();
      } catch (const std::exception&) {
      }
    }
    try {
      engine::Position pos =
          o.fen.empty() ? engine::Position(rules) : engine::parse_fen(rules, o.fen);
      std::istringstream in(moves);
      std::string m;
      while (in >> m) {
        if (m[0] == '#') {
          if (!pos.awaiting_roll()) throw std::invalid_argument("roll " + m + " where none is due");
          const engine::DiceRoll r = engine::parse_dice_roll(rules, m);
          if (!engine::is_roll_due(pos, r))
            throw std::invalid_argument("roll " + m + " is not the roll due here");
          pos.roll(r);
        } else {
          if (pos.awaiting_roll())
            throw std::invalid_argument("a roll token (#a,b) is due before " + m);
          pos.make(engine::parse_move(pos, m));
        }
        o.moves.push_back(m);
      }
    } catch (const std::exception& e) {
      throw ConfigError("opening " + std::to_string(number) + " '" + line + "': " + e.what());
    }
    openings.push_back(std::move(o));
  }
  return openings;
}

std::vector<Opening> read_epd_openings(const engine::RuleSet& rules, const std::string& text,
                                       const std::string& source) {
  std::vector<Opening> openings;
  std::istringstream in(text);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::istringstream words(line);
    std::string fields[4];
    if (!(words >> fields[0]) || fields[0][0] == '#') continue;
    for (int f = 1; f < 4; ++f)
      if (!(words >> fields[f]))
        throw ConfigError("expected four FEN fields (board, side, castling, en passant)",
                          {source, number});
    std::string ops;
    std::getline(words, ops);
    Opening o;
    o.fen = fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3] + " " +
            epd_operation(ops, "hmvc").value_or("0") + " " +
            epd_operation(ops, "fmvn").value_or("1");
    try {
      engine::parse_fen(rules, o.fen);
    } catch (const std::exception& e) {
      throw ConfigError(e.what(), {source, number});
    }
    openings.push_back(std::move(o));
  }
  return openings;
}

std::vector<Opening> read_pgn_openings(const engine::RuleSet& rules, const std::string& text,
                                       const std::string& source, int plies) {
  std::vector<Opening> openings;
  std::istringstream in(text);
  records::PgnReader reader(in);
  records::RuleSetCache cache;
  while (auto item = reader.next()) {
    const auto where = [&](records::SourcePos p) { return ErrorPlace{source, p.line, p.col}; };
    if (item->error) throw ConfigError(item->error->message, where(item->error->where));
    const records::SourcePos start =
        item->game.tags.empty() ? records::SourcePos{} : item->game.tags.front().where;
    const records::Replay r = records::replay(item->game, cache);
    if (!r.rules || r.rules->id() != rules.id())
      throw ConfigError("a game of " +
                            (r.rules ? "rule set '" + r.rules->id() + "'" : "an unknown rule set") +
                            " among openings for '" + rules.id() + "'",
                        where(start));
    const std::size_t keep =
        plies > 0 ? std::min(r.moves.size(), static_cast<std::size_t>(plies)) : r.moves.size();
    // The main line stops at its first bad move: one before the cut leaves the line short.
    for (const records::Problem& p : r.problems)
      if (p.severity == records::Problem::Severity::kError && !p.move.empty() &&
          (plies <= 0 || r.moves.size() < static_cast<std::size_t>(plies)))
        throw ConfigError(p.message, where(p.where));
    Opening o;
    if (!r.standard_start) o.fen = r.start_fen;
    std::size_t roll = 0;
    for (std::size_t ply = 0; ply < keep; ++ply) {
      if (roll < r.rolls.size() && r.rolls[roll].ply == ply)
        o.moves.push_back(engine::dice_roll_to_text(r.rolls[roll++].roll));
      o.moves.push_back(r.moves[ply]);
    }
    openings.push_back(std::move(o));
  }
  return openings;
}

}  // namespace chatur::tournament
