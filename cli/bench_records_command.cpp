#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <utility>

#include "cli/commands.h"
#include "cli/record_support.h"
#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/archive.h"
#include "records/game_end.h"
#include "records/importer.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/replay.h"

namespace chatur::cli {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Processor time of this process: on a shared machine it shows the work done, where the wall
// clock also counts waiting for other processes.
double cpu_seconds_since(std::clock_t start) {
  return static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
}

// A random self-play game as a record with club-like tags.
records::Game bench_game(const engine::RuleSet& rules, int i, int max_plies) {
  players::PlayedGame played =
      players::play_random_game(rules, static_cast<std::uint64_t>(i) + 1, max_plies);
  records::Game game;
  game.tags = {
      {"Event", "Bench " + std::to_string(i % 20)},
      {"Site", "chatur"},
      {"Date", "2024." + std::string(i % 12 < 9 ? "0" : "") + std::to_string(i % 12 + 1) + ".15"},
      {"Round", std::to_string(i + 1)}};
  for (int a = 0; a < rules.army_count(); ++a)
    game.tags.push_back({rules.army(a).name, "player-" + std::to_string((i * 7 + a * 13) % 500)});
  game.mainline = records::line_of(played.moves, played.rolls);
  records::normalize_tags(game, rules, played.start_fen, true,
                          played.cut_off ? records::GameEnd{"unterminated"}
                                         : records::board_end(played.outcome, rules));
  game.result = *game.tag("Result");
  return game;
}

}  // namespace

void add_bench_records_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "bench-records", "Measure validate, import and query speed on random self-play games");
  auto games = std::make_shared<int>(1000);
  auto variants =
      std::make_shared<std::vector<std::string>>(std::vector<std::string>{"chess", "chaturaji"});
  auto max_plies = std::make_shared<int>(0);
  auto threads = std::make_shared<int>(records::default_threads());
  auto dir = std::make_shared<std::string>(std::filesystem::temp_directory_path().string());
  cmd->add_option("--games,-n", *games, "Games per rule set")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--variant", *variants, "Rule sets to measure")->capture_default_str();
  cmd->add_option("--max-plies", *max_plies, "Cut games off after this many plies (0: play out)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--dir", *dir, "Directory for the PGN files and archives")->capture_default_str();
  cmd->add_option("--threads", *threads, "Threads replaying games in validate and import")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([games, variants, max_plies, dir, threads] {
    for (const std::string& id : *variants) {
      std::unique_ptr<const engine::RuleSet> rules;
      try {
        rules = engine::rule_sets::make(id);
      } catch (const std::invalid_argument& e) {
        throw CommandError{e.what(), 2};
      }
      const std::string stem = *dir + "/bench-records-" + id;
      const std::string pgn = stem + ".pgn", db = stem + ".db";

      auto start = Clock::now();
      std::int64_t plies = 0;
      {
        std::ofstream out(pgn, std::ios::binary);
        const std::string start_fen = engine::to_fen(engine::Position(*rules));
        for (int i = 0; i < *games; ++i) {
          records::Game g = bench_game(*rules, i, *max_plies);
          plies += static_cast<std::int64_t>(g.mainline.moves.size());
          records::write_game(out, g, *rules, start_fen);
        }
      }
      const double t_write = seconds_since(start);
      const auto bytes = std::filesystem::file_size(pgn);

      start = Clock::now();
      std::clock_t cpu = std::clock();
      records::CheckOptions options;
      options.threads = *threads;
      records::CheckCounts counts = records::check_files(
          {pgn}, [](records::CheckedGame&) {}, options);
      const double t_validate = seconds_since(start), c_validate = cpu_seconds_since(cpu);
      if (counts.bad) throw CommandError{"bench-records: generated games failed validation", 3};

      for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(db + suffix);
      start = Clock::now();
      cpu = std::clock();
      records::ImportOptions import;
      import.threads = *threads;
      const std::int64_t stored =
          records::import_files(db, {pgn}, import, [](const records::CheckedGame&) {}).stored;
      const double t_import = seconds_since(start), c_import = cpu_seconds_since(cpu);

      records::Archive archive(db);
      auto time_ms = [](auto&& query) {
        constexpr int kRuns = 5;
        size_t rows = 0;
        auto t0 = Clock::now();
        for (int i = 0; i < kRuns; ++i) rows = query();
        return std::make_pair(seconds_since(t0) * 1000 / kRuns, rows);
      };
      records::GameFilter by_player;
      by_player.player = "player-123";
      records::GameFilter by_result;
      by_result.variant = id;
      by_result.result = "1-0";
      by_result.since = "2024.06.01";
      players::PlayedGame first = players::play_random_game(*rules, 1, *max_plies);
      engine::Position pos(*rules);
      auto roll = first.rolls.begin();
      for (size_t i = 0; i < first.moves.size() && i < 6; ++i) {
        for (; roll != first.rolls.end() && roll->ply == i; ++roll) pos.roll(roll->roll);
        pos.make(first.moves[i]);
      }
      const auto q_player = time_ms([&] { return archive.games(by_player).size(); });
      const auto q_result = time_ms([&] { return archive.games(by_result).size(); });
      const auto q_find = time_ms([&] { return archive.find(id, pos.hash()).size(); });

      std::cout << std::fixed << std::setprecision(1) << id << ": " << *games << " games, " << plies
                << " plies (" << static_cast<double>(plies) / *games << " per game), "
                << static_cast<double>(bytes) / 1e6 << " MB\n"
                << "  write     " << std::setw(9) << *games / t_write << " games/s\n"
                << "  validate  " << std::setw(9) << *games / t_validate << " games/s  "
                << std::setw(11) << static_cast<double>(plies) / t_validate
                << " plies/s  (cpu: " << *games / c_validate << " games/s)\n"
                << "  import    " << std::setw(9) << *games / t_import << " games/s  "
                << std::setw(11) << static_cast<double>(plies) / t_import
                << " plies/s  (cpu: " << *games / c_import << " games/s; " << stored << " stored)\n"
                << std::setprecision(2) << "  query games --player    " << std::setw(8)
                << q_player.first << " ms (" << q_player.second << " games)\n"
                << "  query games --variant --result --since " << std::setw(8) << q_result.first
                << " ms (" << q_result.second << " games)\n"
                << "  query find --fen (ply 6) " << std::setw(7) << q_find.first << " ms ("
                << q_find.second << " games)\n";
    }
  });
}

}  // namespace chatur::cli
