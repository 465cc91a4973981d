#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/commands.h"
#include "cli/record_support.h"
#include "records/archive.h"
#include "records/game_json.h"
#include "records/pgn_reader.h"
#include "records/replay.h"

namespace chatur::cli {

void add_export_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("export", "Write archived games as PGN/PGN4 or JSON lines");
  auto db = std::make_shared<std::string>();
  auto filter = std::make_shared<records::GameFilter>();
  auto id = std::make_shared<std::int64_t>(0);
  auto json = std::make_shared<bool>(false);
  auto output = std::make_shared<std::string>();
  cmd->add_option("--db", *db, "Archive (SQLite file)")->required()->check(CLI::ExistingFile);
  add_filter_options(*cmd, *filter);
  cmd->add_option("--id", *id, "Only the game with this id");
  cmd->add_flag("--json", *json, "One JSON object per line (schemas/game.schema.json)");
  cmd->add_option("--output,-o", *output, "Write to this file instead of standard output");
  cmd->callback([db, filter, id, json, output] {
    if (*id) filter->id = *id;
    records::Archive archive(*db);
    std::ofstream file;
    if (!output->empty()) {
      file.open(*output, std::ios::binary);
      if (!file) throw CommandError{"cannot write " + *output, 2};
    }
    std::ostream& out = output->empty() ? std::cout : file;
    records::RuleSetCache rule_sets;
    archive.for_each_pgn(*filter, [&](std::int64_t game_id, const std::string& pgn) {
      if (!*json) {
        out << pgn;
        return;
      }
      std::istringstream in(pgn);
      records::PgnReader reader(in);
      auto item = reader.next();
      if (!item || item->error)
        throw CommandError{"archived game " + std::to_string(game_id) + " does not read back", 3};
      records::Replay r = records::replay(item->game, rule_sets);
      if (!r.ok())
        throw CommandError{"archived game " + std::to_string(game_id) + " does not replay", 3};
      records::write_game_json(out, item->game, *r.rules, r.start_fen, r.end);
    });
    out.flush();
  });
}

}  // namespace chatur::cli
