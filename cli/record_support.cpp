#include "cli/record_support.h"

#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "records/game_json.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/variant.h"

namespace chatur::cli {
namespace {

std::vector<std::string> names_of(const CheckedGame& g) {
  if (g.replay && g.replay->rules) return records::player_names(g.game, *g.replay->rules);
  return records::player_names_guess(g.game);
}

}  // namespace

bool CheckedGame::ok() const {
  for (const auto& p : problems)
    if (p.severity == records::Problem::Severity::kError) return false;
  return true;
}

CheckCounts check_files(const std::vector<std::string>& files,
                        const std::function<void(CheckedGame&)>& each) {
  CheckCounts counts;
  records::RuleSetCache rule_sets;
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw CommandError{"cannot open " + file, 2};
    records::PgnReader reader(in);
    int in_file = 0;
    while (auto item = reader.next()) {
      ++in_file;
      CheckedGame g;
      g.file = file;
      g.game = std::move(item->game);
      if (item->error) {
        g.problems.push_back(
            {records::Problem::Severity::kError, item->error->where, item->error->message, "", ""});
      } else {
        g.replay = std::make_unique<records::Replay>(records::replay(g.game, rule_sets));
        g.problems = g.replay->problems;
      }
      ++counts.games;
      ++(g.ok() ? counts.good : counts.bad);
      for (const auto& p : g.problems)
        counts.warnings += p.severity == records::Problem::Severity::kWarning;
      each(g);
    }
    if (in_file == 0) {
      CheckedGame g;
      g.file = file;
      g.problems.push_back(
          {records::Problem::Severity::kError, {1, 1}, "no games in the file", "", ""});
      ++counts.bad;
      each(g);
    }
  }
  return counts;
}

void print_problems(std::ostream& out, const CheckedGame& g, bool json, bool warnings) {
  const auto names = names_of(g);
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

records::StoredGame stored_game(records::Game& game, const records::Replay& r) {
  records::normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.result);
  records::StoredGame s;
  s.variant = r.rules->id();
  s.start_fen = r.start_fen;
  s.result = r.result;
  s.termination = r.termination;
  s.players = records::player_names(game, *r.rules);
  s.tags = game.tags;
  s.moves = r.moves;
  s.hashes = r.hashes;
  std::ostringstream pgn;
  records::write_game(pgn, game, *r.rules, r.start_fen);
  s.pgn = pgn.str();
  return s;
}

void add_filter_options(CLI::App& cmd, records::GameFilter& filter) {
  cmd.add_option("--player", filter.player, "Games of a player (part of the name, any case)");
  cmd.add_option("--variant", filter.variant, "Games of a rule set id");
  cmd.add_option("--result", filter.result, "Games with this result (1-0, 0-1, 1/2-1/2, *)");
  cmd.add_option("--event", filter.event, "Games of an event (part of the name, any case)");
  cmd.add_option("--since", filter.since, "Games played on or after this date (YYYY.MM.DD)");
  cmd.add_option("--limit", filter.limit, "At most this many games")->check(CLI::NonNegativeNumber);
}

}  // namespace chatur::cli
