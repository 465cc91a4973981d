#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/archive.h"

namespace chatur::cli {

void add_find_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("find", "List archived games that reached a position");
  auto db = std::make_shared<std::string>();
  auto fen = std::make_shared<std::string>();
  auto variant = std::make_shared<std::string>();
  cmd->add_option("--db", *db, "Archive (SQLite file)")->required()->check(CLI::ExistingFile);
  cmd->add_option("--fen", *fen, "The position (FEN, or FEN4 for four armies)")->required();
  cmd->add_option("--variant", *variant, "Rule set id (default: every rule set the FEN fits)");
  cmd->callback([db, fen, variant] {
    std::vector<std::string> ids;
    if (!variant->empty()) {
      ids.push_back(*variant);
    } else {
      for (const auto& spec : engine::rule_sets::all()) ids.push_back(spec.id);
    }
    records::Archive archive(*db);
    std::vector<records::GameSummary> found;
    std::string why;
    bool parsed = false;
    for (const auto& id : ids) {
      std::unique_ptr<const engine::RuleSet> rules;
      try {
        rules = engine::rule_sets::make(id);
      } catch (const std::invalid_argument& e) {
        throw CommandError{e.what(), 2};
      }
      try {
        engine::Position pos = engine::parse_fen(*rules, *fen);
        parsed = true;
        for (auto& g : archive.find(id, pos.hash())) found.push_back(std::move(g));
      } catch (const engine::FenError& e) {
        if (why.empty()) why = id + ": " + e.what();
      }
    }
    if (!parsed) throw CommandError{"bad --fen: " + why, 2};
    if (found.empty()) {
      std::cout << "no games reached this position\n";
      return;
    }
    for (const auto& g : found)
      std::cout << g.id << "  ply " << g.at_ply << "  " << g.variant << "  " << g.date << "  "
                << g.result << "  " << g.players << (g.event.empty() ? "" : "  (" + g.event + ")")
                << "\n";
  });
}

}  // namespace chatur::cli
