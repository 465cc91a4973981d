#include "cli/commands.h"
#include "cli/host_forward.h"
#include "cli/run_app.h"

int main(int argc, char** argv) {
  CLI::App app{"chatur: rules, records and tournaments for four-army and large chess variants"};
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
  chatur::cli::add_index_command(app);
  chatur::cli::add_bench_records_command(app);
  chatur::cli::add_engine_command(app);
  chatur::cli::add_engine_match_command(app);
  chatur::cli::add_host_forwarders(app);
  return chatur::cli::run_app(app, argc, argv);
}
