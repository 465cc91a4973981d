#include "cli/record_support.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include "cli/commands.h"
#include "cli/ordered_pipeline.h"
#include "records/game_json.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/rule_options_text.h"
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

namespace {

// A game read from a file, or the failure to open the next file, in file order.
struct ReadGame {
  CheckedGame checked;
  std::optional<CommandError> open_error;
  bool read_error = false;
  bool empty_file = false;  // the error item of a file without games: bad, but not a game
};

// Reads the files one game after the other; a file without games gives one error item.
class GameSource {
 public:
  explicit GameSource(const std::vector<std::string>& files) : files_(files) {}

  std::optional<ReadGame> next() {
    for (;;) {
      if (reader_) {
        if (auto item = reader_->next()) {
          ++in_file_;
          ReadGame r;
          r.checked.file = files_[file_];
          r.checked.game = std::move(item->game);
          if (item->error) {
            r.read_error = true;
            r.checked.problems.push_back({records::Problem::Severity::kError, item->error->where,
                                          item->error->message, "", ""});
          }
          return r;
        }
        reader_.reset();
        in_.close();
        const bool empty = in_file_ == 0;
        ++file_;
        if (empty) {
          ReadGame r;
          r.read_error = r.empty_file = true;
          r.checked.file = files_[file_ - 1];
          r.checked.problems.push_back(
              {records::Problem::Severity::kError, {1, 1}, "no games in the file", "", ""});
          return r;
        }
      }
      if (file_ >= files_.size()) return std::nullopt;
      in_.open(files_[file_], std::ios::binary);
      in_file_ = 0;
      if (!in_) {
        ReadGame r;
        r.open_error = CommandError{"cannot open " + files_[file_], 2};
        file_ = files_.size();
        return r;
      }
      reader_.emplace(in_);
    }
  }

 private:
  const std::vector<std::string>& files_;
  size_t file_ = 0;
  std::ifstream in_;
  std::optional<records::PgnReader> reader_;
  int in_file_ = 0;
};

}  // namespace

int default_threads() {
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

CheckCounts check_files(const std::vector<std::string>& files,
                        const std::function<void(CheckedGame&)>& each,
                        const CheckOptions& options) {
  CheckCounts counts;
  records::RuleSetCache rule_sets;
  GameSource source(files);
  OrderedPipeline<ReadGame>::run(
      options.threads, [&] { return source.next(); },
      [&](ReadGame& r) {
        if (r.open_error || r.read_error) return;
        CheckedGame& g = r.checked;
        g.replay =
            std::make_unique<records::Replay>(records::replay(g.game, rule_sets, options.replay));
        g.problems = g.replay->problems;
        if (options.prepare && g.ok()) options.prepare(g);
      },
      [&](ReadGame& r) {
        if (r.open_error) throw *r.open_error;
        CheckedGame& g = r.checked;
        counts.games += !r.empty_file;
        ++(g.ok() ? counts.good : counts.bad);
        for (const auto& p : g.problems)
          counts.warnings += p.severity == records::Problem::Severity::kWarning;
        each(g);
      });
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
  records::normalize_tags(game, *r.rules, r.start_fen, r.standard_start, r.end);
  records::StoredGame s;
  s.variant = r.rules->id();
  s.rule_options = records::rule_options_text(r.rules->options());
  s.start_fen = r.start_fen;
  s.end = r.end;
  s.players = records::player_names(game, *r.rules);
  s.tags = game.tags;
  s.moves = r.moves;
  s.rolls = r.rolls;
  s.hashes = r.hashes;
  if (r.record_texts) {
    records::write_replayed_game(s.pgn, game, r);
  } else {
    std::ostringstream pgn;
    records::write_game(pgn, game, *r.rules, r.start_fen);
    s.pgn = pgn.str();
  }
  return s;
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
