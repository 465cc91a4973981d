#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/record_support.h"
#include "records/archive.h"

namespace chatur::cli {
namespace {

// Stores batches of games, each batch in one transaction: a batch is stored whole or not at all.
class Importer {
 public:
  Importer(records::Archive& archive, size_t batch) : archive_(archive), batch_size_(batch) {}

  void add(records::StoredGame g) {
    batch_.push_back(std::move(g));
    if (batch_.size() >= batch_size_) flush();
  }
  void flush() {
    if (batch_.empty()) return;
    archive_.begin();
    try {
      for (const auto& g : batch_) ++(archive_.add(g) ? stored : duplicates);
      archive_.commit();
    } catch (...) {
      archive_.rollback();
      throw;
    }
    batch_.clear();
  }

  std::int64_t stored = 0, duplicates = 0;

 private:
  records::Archive& archive_;
  size_t batch_size_;
  std::vector<records::StoredGame> batch_;
};

}  // namespace

void add_import_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("import", "Validate games and store the good ones in an archive");
  auto files = std::make_shared<std::vector<std::string>>();
  auto db = std::make_shared<std::string>();
  auto batch = std::make_shared<size_t>(1000);
  cmd->add_option("files", *files, "PGN or PGN4 files")->required();
  cmd->add_option("--db", *db, "Archive (SQLite file, created if missing)")->required();
  cmd->add_option("--batch", *batch, "Games per transaction")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([files, db, batch] {
    records::Archive archive(*db);
    Importer importer(archive, *batch);
    CheckCounts counts = check_files(*files, [&](CheckedGame& g) {
      print_problems(std::cerr, g, false, false);
      if (g.ok()) importer.add(stored_game(g.game, *g.replay));
    });
    importer.flush();
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
