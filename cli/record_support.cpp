#include "cli/record_support.h"

#include <algorithm>
#include <iostream>

#include "records/game_json.h"

namespace chatur::cli {

void print_problems(std::ostream& out, const records::CheckedGame& g, bool json, bool warnings) {
  if (std::none_of(g.problems.begin(), g.problems.end(), [&](const records::Problem& p) {
        return warnings || p.severity != records::Problem::Severity::kWarning;
      }))
    return;
  const auto names = records::player_names(g);
  std::string who;
  bool known = false;
  for (const auto& n : names) {
    who += (who.empty() ? "" : " - ") + n;
    known |= n != "?";
  }
  for (const auto& p : g.problems) {
    const bool warning = p.severity == records::Problem::Severity::kWarning;
    if (warning && !warnings) continue;
    if (json) {
      out << "{\"file\":" << records::json_string(g.file) << ",\"line\":" << p.where.line
          << ",\"col\":" << p.where.col << ",\"game\":" << g.game.index << ",\"players\":[";
      for (size_t i = 0; i < names.size() && g.game.index; ++i)
        out << (i ? "," : "") << records::json_string(names[i]);
      out << "],\"severity\":\"" << (warning ? "warning" : "error")
          << "\",\"message\":" << records::json_string(p.message);
      if (!p.move.empty())
        out << ",\"move\":" << records::json_string(p.move)
            << ",\"legal\":" << records::json_string(p.legal);
      out << "}\n";
      continue;
    }
    out << g.file << ':' << p.where.line << ':' << p.where.col << ": ";
    if (g.game.index) {
      out << "game " << g.game.index;
      if (known) out << " (" << who << ")";
      out << ": ";
    }
    out << (warning ? "warning: " : "") << p.message << "\n";
  }
}

std::string listed_result(const records::GameEnd& end) {
  if (!end.free_for_all()) return records::result_text(end);
  std::string places;
  for (int p : end.placements) places += (places.empty() ? "" : ",") + std::to_string(p);
  return places;
}

void add_filter_options(CLI::App& cmd, records::GameFilter& filter) {
  cmd.add_option("--player", filter.player, "Games of a player (part of the name, any case)");
  cmd.add_option("--variant", filter.variant, "Games of a rule set id");
  cmd.add_option("--result", filter.result, "Games with this result (1-0, 0-1, 1/2-1/2, *)");
  cmd.add_option("--event", filter.event, "Games of an event (part of the name, any case)");
  cmd.add_option("--since", filter.since, "Games played on or after this date (YYYY.MM.DD)");
  cmd.add_option("--limit", filter.limit, "At most this many games (0: all)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
}

}  // namespace chatur::cli
