#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "engine/fen.h"
#include "engine/perft.h"
#include "engine/rule_sets/registry.h"

namespace chatur::cli {
namespace {

struct BenchCase {
  const char* name;
  const char* variant;
  const char* fen;  // empty: start position
  int depth;
};

constexpr BenchCase kCases[] = {
    {"chess start", "chess", "", 6},
    {"chess kiwipete", "chess",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
    {"chaturaji start", "chaturaji", "", 7},
    {"4-84 start", "chaturanga-4-84", "", 5},
    {"kaiserspiel 10x10", "kaiserspiel-a", "", 5},
    {"hyderabad 10x10", "hyderabad", "", 5},
    {"sultanspiel 11x11", "sultanspiel-a", "", 5},
    {"four-player 14x14", "four-player-teams", "", 6},
};

}  // namespace

void add_bench_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("bench", "Measure perft speed (leaf nodes per second)");
  auto shallow = std::make_shared<int>(0);
  cmd->add_option("--reduce", *shallow, "Search each case this many plies less (quick runs)")
      ->check(CLI::Range(0, 5));
  cmd->callback([shallow] {
    std::uint64_t all_nodes = 0;
    double all_seconds = 0;
    for (const auto& c : kCases) {
      auto rules = engine::rule_sets::make(c.variant);
      engine::Position pos = *c.fen ? engine::parse_fen(*rules, c.fen) : engine::Position(*rules);
      const int depth = c.depth - *shallow;
      auto start = std::chrono::steady_clock::now();
      std::uint64_t nodes = engine::perft(pos, depth);
      double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      all_nodes += nodes;
      all_seconds += s;
      std::cout << std::left << std::setw(18) << c.name << " depth " << depth << std::right
                << std::setw(14) << nodes << " nodes " << std::fixed << std::setprecision(3)
                << std::setw(8) << s << " s " << std::setprecision(1) << std::setw(8)
                << static_cast<double>(nodes) / s / 1e6 << " Mnps\n";
    }
    std::cout << "Total: " << all_nodes << " nodes in " << std::fixed << std::setprecision(3)
              << all_seconds << " s, " << std::setprecision(1)
              << static_cast<double>(all_nodes) / all_seconds / 1e6 << " Mnps\n";
  });
}

}  // namespace chatur::cli
