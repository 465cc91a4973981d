#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "records/archive.h"
#include "records/importer.h"

namespace chatur::cli {

void add_index_command(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "index", "Write the position index entries of games imported with --no-index (for find)");
  auto db = std::make_shared<std::string>();
  auto batch = std::make_shared<size_t>(records::kDefaultBatch);
  cmd->add_option("--db", *db, "Archive (SQLite file)")->required()->check(CLI::ExistingFile);
  cmd->add_option("--batch", *batch, "Games per transaction")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([db, batch] {
    records::Archive archive(*db);
    std::cout << "games indexed: " << archive.build_index(*batch) << "\n";
  });
}

}  // namespace chatur::cli
