// The chatur subcommands, each registered on the top-level CLI11 app.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "common/error.h"

namespace chatur::cli {

void add_variants_command(CLI::App& app);
void add_perft_command(CLI::App& app);
void add_selfplay_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_validate_command(CLI::App& app);
void add_import_command(CLI::App& app);
void add_export_command(CLI::App& app);
void add_games_command(CLI::App& app);
void add_show_command(CLI::App& app);
void add_find_command(CLI::App& app);
void add_index_command(CLI::App& app);
void add_bench_records_command(CLI::App& app);
void add_engine_command(CLI::App& app);
void add_engine_match_command(CLI::App& app);
void add_tournament_command(CLI::App& app);
void add_ratings_command(CLI::App& app);
void add_merge_command(CLI::App& app);
void add_serve_command(CLI::App& app);

// Thrown by a command to end with a message on stderr and a non-zero exit code.
class CommandError : public chatur::Error {
 public:
  explicit CommandError(const std::string& message, int exit_code = 1)
      : chatur::Error(message), exit_code_(exit_code) {}
  int exit_code() const { return exit_code_; }

 private:
  int exit_code_;
};

}  // namespace chatur::cli
