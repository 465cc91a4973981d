#include <unistd.h>

#include <array>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/commands.h"
#include "engine/diagram.h"
#include "engine/fen.h"
#include "engine/notation.h"
#include "records/archive.h"
#include "records/army_values.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "records/rule_options_text.h"
#include "records/variant.h"

namespace chatur::cli {
namespace {

// Chess glyphs by piece letter; other letters are shown as themselves.
std::string glyph(char letter) {
  switch (letter) {
    case 'K':
      return "\u265A";
    case 'Q':
      return "\u265B";
    case 'R':
      return "\u265C";
    case 'B':
      return "\u265D";
    case 'N':
      return "\u265E";
    case 'P':
      return "\u265F";
    default:
      return std::string(1, letter);
  }
}

// ANSI colour of an army, by its name; armies with other names get colours by turn position.
std::string colour(const engine::RuleSet& rules, int army) {
  constexpr std::array<std::pair<std::string_view, std::string_view>, 6> kByName = {{
      {"Red", "\033[1;31m"},
      {"Green", "\033[1;32m"},
      {"Yellow", "\033[1;33m"},
      {"Blue", "\033[1;34m"},
      {"White", "\033[1;97m"},
      {"Black", "\033[1;35m"},
  }};
  for (auto [name, code] : kByName)
    if (rules.army(army).name == name) return std::string(code);
  return "\033[1;3" + std::to_string(1 + army % 6) + "m";
}

std::string unicode_board(const engine::Position& pos) {
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  std::string out;
  for (int r = g.ranks() - 1; r >= 0; --r) {
    const std::string n = std::to_string(r + 1);
    out += std::string(3 - n.size(), ' ') + n + " ";
    for (int f = 0; f < g.files(); ++f) {
      engine::Square s = g.square(f, r);
      const char* shade = (f + r) % 2 ? "\033[48;5;180m" : "\033[48;5;137m";
      if (s == engine::kNoSquare) {
        out += "  ";
        continue;
      }
      engine::Cell c = pos.at(s);
      out += shade;
      if (c == engine::kEmpty)
        out += "  ";
      else
        out +=
            colour(rules, engine::army_of(c)) + glyph(rules.piece(engine::type_of(c)).letter) + " ";
      out += "\033[0m";
    }
    out += "\n";
  }
  out += "    ";
  for (int f = 0; f < g.files(); ++f) out += std::string(1, static_cast<char>('a' + f)) + " ";
  out += "\n";
  for (int a = 0; a < rules.army_count(); ++a)
    out += (a ? "  " : "    ") + colour(rules, a) + rules.army(a).name + "\033[0m";
  return out + "\n";
}

}  // namespace

void add_show_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("show", "Show an archived game's position as a board diagram");
  auto db = std::make_shared<std::string>();
  auto id = std::make_shared<std::int64_t>(0);
  auto ply = std::make_shared<int>(-1);
  auto plain = std::make_shared<bool>(false);
  cmd->add_option("--db", *db, "Archive (SQLite file)")->required()->check(CLI::ExistingFile);
  cmd->add_option("id", *id, "Game id (see `chatur games`)")->required();
  cmd->add_option("--ply", *ply, "Position after this many plies (default: the end)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--plain", *plain, "Plain letters even on a terminal");
  cmd->callback([db, id, ply, plain] {
    records::Archive archive(*db);
    records::GameFilter filter;
    filter.id = *id;
    auto rows = archive.pgn(filter);
    if (rows.empty()) throw CommandError{"no game with id " + std::to_string(*id), 1};
    std::istringstream in(rows.front().second);
    records::PgnReader reader(in);
    auto item = reader.next();
    if (!item || item->error)
      throw CommandError{"archived game " + std::to_string(*id) + " does not read back", 3};
    records::Replay r = records::replay(item->game);
    if (!r.ok()) throw CommandError{"archived game " + std::to_string(*id) + " does not replay", 3};
    const int plies = static_cast<int>(r.moves.size());
    const int at = *ply < 0 ? plies : *ply;
    if (at > plies)
      throw CommandError{
          "game " + std::to_string(*id) + " has only " + std::to_string(plies) + " plies", 2};
    const engine::Position pos = records::position_after(r, at);
    const auto names = records::player_names(item->game, *r.rules);
    const std::string options = records::rule_options_text(r.rules->options());
    std::cout << "game " << *id << " (" << r.rules->id() << (options.empty() ? "" : " " + options)
              << "):";
    for (int a = 0; a < r.rules->army_count(); ++a)
      std::cout << (a ? ", " : " ") << r.rules->army(a).name << " " << names[a];
    std::cout << "\nresult " << records::result_text(r.end)
              << (r.end.termination.empty() ? "" : " (" + r.end.termination + ")") << "; ply " << at
              << " of " << plies;
    if (at > 0) std::cout << ", last move " << r.moves[at - 1];
    std::cout << "; " << r.rules->army(pos.to_move()).name << " to move";
    // In the middle of a dice turn the army still has a die to use.
    if (pos.in_dice_turn()) {
      const auto dice = pos.dice();
      std::cout << " (dice left: " << (dice[0] ? std::to_string(dice[0]) + "," : "") << dice[1]
                << ")";
    }
    std::cout << "\n\n";
    const bool tty = !*plain && isatty(STDOUT_FILENO);
    std::cout << (tty ? unicode_board(pos) : engine::diagram(pos));
    // The game's outcome where the Result line cannot say it: a free-for-all's, and points.
    if (r.end.free_for_all())
      std::cout << "placements: " << records::army_values_text(*r.rules, r.end.placements) << "\n";
    if (!r.end.points.empty())
      std::cout << "points: " << records::army_values_text(*r.rules, r.end.points) << "\n";
    std::cout << "\n" << engine::to_fen(pos) << "\n";
  });
}

}  // namespace chatur::cli
