#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/host_commands.h"
#include "tournament/archive_merge.h"

namespace chatur::cli {

void add_merge_command(CLI::App& app) {
  const HostCommandText& about = text_of(HostCommand::kMerge);
  auto* cmd = app.add_subcommand(std::string(about.name), std::string(about.description));
  auto inputs = std::make_shared<std::vector<std::string>>();
  auto into = std::make_shared<std::string>();
  cmd->add_option("archives", *inputs, "Archives to merge (SQLite files)")->required();
  cmd->add_option("--into", *into, "The merged archive (created if missing)")->required();
  cmd->callback([inputs, into] {
    const tournament::MergeSummary s = tournament::merge_archives(*inputs, *into);
    std::cout << "merged " << inputs->size() << (inputs->size() == 1 ? " archive" : " archives")
              << " into " << *into << ": " << s.games_read << " games read, " << s.games_added
              << " added, " << s.tournaments
              << (s.tournaments == 1 ? " tournament" : " tournaments") << "\n";
  });
}

}  // namespace chatur::cli
