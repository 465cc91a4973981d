#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/record_support.h"

namespace chatur::cli {

void add_validate_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("validate", "Replay every game of PGN/PGN4 files with the rules");
  auto files = std::make_shared<std::vector<std::string>>();
  auto json = std::make_shared<bool>(false);
  auto threads = std::make_shared<int>(records::default_threads());
  cmd->add_option("files", *files, "PGN or PGN4 files")->required();
  cmd->add_flag("--json", *json, "Write problems and the summary as JSON lines");
  cmd->add_option("--threads", *threads, "Threads replaying games (output stays in file order)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->callback([files, json, threads] {
    records::CheckOptions options;
    options.threads = *threads;
    records::CheckCounts counts = records::check_files(
        *files, [&](records::CheckedGame& g) { print_problems(std::cout, g, *json, true); },
        options);
    if (*json)
      std::cout << "{\"summary\":{\"games\":" << counts.games << ",\"good\":" << counts.good
                << ",\"bad\":" << counts.bad << ",\"warnings\":" << counts.warnings << "}}\n";
    else
      std::cout << "games read: " << counts.games << ", good: " << counts.good
                << ", bad: " << counts.bad << ", warnings: " << counts.warnings << "\n";
    std::cout.flush();
    if (counts.bad > 0)
      throw CommandError{
          std::to_string(counts.bad) + (counts.bad == 1 ? " bad game" : " bad games"), 1};
  });
}

}  // namespace chatur::cli
