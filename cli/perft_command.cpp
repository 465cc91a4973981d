#include <algorithm>
#include <iostream>
#include <memory>
#include <stdexcept>

#include "cli/commands.h"
#include "cli/position_options.h"
#include "engine/notation.h"
#include "engine/perft.h"

namespace chatur::cli {
namespace {

void run(const PositionOptions& opts, int depth, bool divide) {
  auto rules = opts.rule_set();
  const std::vector<engine::DiceRoll> rolls = opts.rolls(*rules);
  engine::Position pos = opts.position(*rules);
  std::uint64_t total = 0;
  if (divide && depth > 0) {
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (auto [m, n] : engine::perft_divide(pos, depth, rolls)) {
      rows.emplace_back(engine::move_to_text(pos, m), n);
      total += n;
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [text, n] : rows) std::cout << text << ": " << n << "\n";
    std::cout << "\n";
  } else {
    total = engine::perft(pos, depth, rolls);
  }
  std::cout << "Nodes searched: " << total << "\n";
}

}  // namespace

void add_perft_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("perft", "Count the leaf nodes of the legal move tree");
  auto opts = std::make_shared<PositionOptions>();
  auto depth = std::make_shared<int>(1);
  auto divide = std::make_shared<bool>(false);
  opts->add_to(*cmd);
  cmd->add_option("--depth,-d", *depth, "Plies to search")->required()->check(CLI::Range(0, 64));
  cmd->add_flag("--divide", *divide, "Print the count below each root move");
  cmd->callback([opts, depth, divide] {
    try {
      run(*opts, *depth, *divide);
    } catch (const std::invalid_argument& e) {  // a roll that does not fit its event
      throw CommandError{std::string("--dice: ") + e.what(), 2};
    }
  });
}

}  // namespace chatur::cli
