#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/record_support.h"
#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/archive.h"

namespace chatur::cli {
namespace {

// The hash of the position `fen` in the rule set `id` with the options, or nothing: the reason
// is kept in `why` if it is the first. A rule set that lacks one of the options is an error only
// when the user chose it (`chosen`: --variant).
std::optional<std::uint64_t> position_hash(const std::string& id,
                                           const engine::RuleOptions& settings,
                                           const std::string& fen, bool chosen, std::string& why) {
  try {
    const std::unique_ptr<const engine::RuleSet> rules = engine::rule_sets::make(id, settings);
    return engine::parse_fen(*rules, fen).hash();
  } catch (const engine::FenError& e) {
    if (why.empty()) why = id + ": " + e.what();
  } catch (const std::invalid_argument& e) {
    if (chosen) throw CommandError{e.what(), 2};
    if (why.empty()) why = id + ": " + e.what();
  }
  return std::nullopt;
}

}  // namespace

void add_find_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("find", "List archived games that reached a position");
  auto db = std::make_shared<std::string>();
  auto fen = std::make_shared<std::string>();
  auto variant = std::make_shared<std::string>();
  auto limit = std::make_shared<int>(100);
  auto options = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--db", *db, "Archive (SQLite file)")->required()->check(CLI::ExistingFile);
  cmd->add_option("--fen", *fen, "The position (FEN, or FEN4 for four armies)")->required();
  cmd->add_option("--variant", *variant, "Rule set id (default: every rule set the FEN fits)");
  cmd->add_option("--limit", *limit, "At most this many games (0: all)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  // A game played with other rule options (chess.com's classic setup) has positions that only
  // those options read.
  cmd->add_option("--option,-o", *options,
                  "Rule option name=value the games were played with, repeatable "
                  "(setup=classic, ...)");
  cmd->callback([db, fen, variant, limit, options] {
    engine::RuleOptions settings;
    try {
      for (const auto& o : *options) engine::rule_sets::set_option(settings, o);
    } catch (const std::invalid_argument& e) {
      throw CommandError{e.what(), 2};
    }
    records::Archive archive(*db);
    // Without --variant, the rule sets of the stored games: making every rule set chatur knows
    // took a third of a lookup (docs/records.md, "At a million games").
    const std::vector<std::string> ids =
        variant->empty() ? archive.variants() : std::vector<std::string>{*variant};
    std::vector<records::GameSummary> found;
    std::string why;
    bool parsed = false;
    for (const auto& id : ids) {
      const auto hash = position_hash(id, settings, *fen, !variant->empty(), why);
      if (!hash) continue;
      parsed = true;
      // One more than shown tells whether there are more.
      for (auto& g : archive.find(id, *hash, *limit ? *limit + 1 : 0))
        found.push_back(std::move(g));
    }
    // A position no stored rule set reads is still one no game reached, if it is a position.
    for (std::string_view known_id : engine::rule_sets::ids())
      if (!parsed && variant->empty())
        parsed = position_hash(std::string(known_id), settings, *fen, false, why).has_value();
    if (!parsed) throw CommandError{"bad --fen: " + why, 2};
    if (found.empty()) {
      std::cout << "no games reached this position\n";
      return;
    }
    const bool more = *limit && found.size() > static_cast<size_t>(*limit);
    if (more) found.resize(static_cast<size_t>(*limit));
    for (const auto& g : found)
      std::cout << g.id << "  ply " << g.at_ply << "  " << g.variant << "  " << g.date << "  "
                << listed_result(g.end) << "  " << g.players
                << (g.event.empty() ? "" : "  (" + g.event + ")") << "\n";
    if (more)
      std::cout << "(the first " << *limit << "; more games match: raise --limit, 0 for all)\n";
  });
}

}  // namespace chatur::cli
