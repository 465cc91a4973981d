#include <malloc.h>

#include <iostream>

#include "cli/commands.h"
#include "common/error.h"
#include "records/checked_files.h"

namespace {

// A command's own code; 2 for a file that cannot be opened, as for bad arguments; else 1.
int exit_code(const chatur::Error& e) {
  if (const auto* c = dynamic_cast<const chatur::cli::CommandError*>(&e)) return c->exit_code();
  if (dynamic_cast<const chatur::records::OpenError*>(&e)) return 2;
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  // Import and validate free each batch of games on another thread than the ones that built
  // them; by default glibc then hands the freed memory back to the system after every batch and
  // faults it in again for the next, about a tenth of an import. The process keeps it instead.
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
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
  chatur::cli::add_index_command(app);
  chatur::cli::add_bench_records_command(app);
  chatur::cli::add_engine_command(app);
  chatur::cli::add_engine_match_command(app);
  chatur::cli::add_tournament_command(app);
  chatur::cli::add_ratings_command(app);
  chatur::cli::add_merge_command(app);
  chatur::cli::add_serve_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const chatur::Error& e) {
    std::cerr << "error: " << chatur::place_prefix(e.place()) << e.what() << "\n";
    return exit_code(e);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
