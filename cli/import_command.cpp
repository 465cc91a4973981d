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
    records::Archive archive(*db);
    archive.set_indexing(!*no_index);
    records::Importer importer(archive, *batch);
    records::CheckOptions options;
    options.threads = *threads;
    records::prepare_import(options);
    records::CheckCounts counts = records::check_files(
        *files,
        [&](records::CheckedGame& g) {
          print_problems(std::cerr, g, false, false);
          if (g.ok()) importer.add(std::move(*g.stored));
        },
        options);
    importer.finish();
    std::cout << "games read: " << counts.games << ", stored: " << importer.stored
              << ", already stored: " << importer.duplicates << ", bad (skipped): " << counts.bad
              << "\n";
    std::cout.flush();
    if (counts.bad > 0)
      throw CommandError{std::to_string(counts.bad) +
                             (counts.bad == 1 ? " bad game skipped" : " bad games skipped"),
                         1};
  });
}

}  // namespace chatur::cli
