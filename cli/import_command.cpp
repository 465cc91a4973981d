#include <iostream>
#include <memory>
#include <utility>

#include "cli/commands.h"
#include "cli/record_support.h"
#include "records/archive.h"
#include "records/importer.h"

namespace chatur::cli {
void add_import_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("import", "Validate games and store the good ones in an archive");
  auto files = std::make_shared<std::vector<std::string>>();
  auto db = std::make_shared<std::string>();
  auto batch = std::make_shared<size_t>(records::kDefaultBatch);
  auto threads = std::make_shared<int>(records::default_threads());
  cmd->add_option("files", *files, "PGN or PGN4 files")->required();
  cmd->add_option("--db", *db, "Archive (SQLite file, created if missing)")->required();
  cmd->add_option("--batch", *batch, "Games per transaction")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--threads", *threads, "Threads replaying games")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  auto no_index = std::make_shared<bool>(false);
  cmd->add_flag("--no-index", *no_index,
                "Store no position index entries (smaller, faster; find needs `chatur index`)");
  cmd->callback([files, db, batch, threads, no_index] {
    records::ImportOptions options;
    options.batch = *batch;
    options.threads = *threads;
    options.indexing = !*no_index;
    const records::ImportCounts counts = records::import_files(
        *db, *files, options,
        [](const records::CheckedGame& g) { print_problems(std::cerr, g, false, false); });
    std::cout << "games read: " << counts.checked.games << ", stored: " << counts.stored
              << ", already stored: " << counts.duplicates
              << ", bad (skipped): " << counts.checked.bad << "\n";
    std::cout.flush();
    if (const std::int64_t bad = counts.checked.bad; bad > 0)
      throw CommandError{
          std::to_string(bad) + (bad == 1 ? " bad game skipped" : " bad games skipped"), 1};
  });
}

}  // namespace chatur::cli
