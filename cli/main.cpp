#include <iostream>

#include "cli/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"chatur: rules, records and tournaments for four-army and large chess variants"};
  app.require_subcommand(1);
  chatur::cli::add_variants_command(app);
  chatur::cli::add_perft_command(app);
  chatur::cli::add_selfplay_command(app);
  chatur::cli::add_bench_command(app);
  chatur::cli::add_validate_command(app);
  chatur::cli::add_import_command(app);
  chatur::cli::add_export_command(app);
  chatur::cli::add_games_command(app);
  chatur::cli::add_show_command(app);
  chatur::cli::add_find_command(app);
  chatur::cli::add_bench_records_command(app);
  chatur::cli::add_engine_command(app);
  chatur::cli::add_engine_match_command(app);
  chatur::cli::add_tournament_command(app);
  chatur::cli::add_ratings_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const chatur::cli::CommandError& e) {
    std::cerr << "error: " << e.message << "\n";
    return e.exit_code;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
