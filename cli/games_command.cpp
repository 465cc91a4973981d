#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/record_support.h"
#include "records/archive.h"

namespace chatur::cli {

void add_games_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("games", "List archived games as a table");
  auto db = std::make_shared<std::string>();
  auto filter = std::make_shared<records::GameFilter>();
  cmd->add_option("--db", *db, "Archive (SQLite file)")->required()->check(CLI::ExistingFile);
  filter->limit = 100;
  add_filter_options(*cmd, *filter);
  cmd->callback([db, filter] {
    records::Archive archive(*db);
    // One more than shown tells whether there are more.
    records::GameFilter query = *filter;
    if (query.limit) ++query.limit;
    auto rows = archive.games(query);
    const bool more = filter->limit && rows.size() > static_cast<size_t>(filter->limit);
    if (more) rows.resize(static_cast<size_t>(filter->limit));
    if (rows.empty()) {
      std::cout << "no games\n";
      return;
    }
    size_t id_w = 2, variant_w = 7, event_w = 5;
    for (const auto& r : rows) {
      id_w = std::max(id_w, std::to_string(r.id).size());
      variant_w = std::max(variant_w, r.variant.size());
      event_w = std::max(event_w, std::min<size_t>(r.event.size(), 30));
    }
    auto row = [&](const std::string& id, const std::string& date, const std::string& variant,
                   const std::string& result, const std::string& plies, const std::string& event,
                   const std::string& players) {
      std::cout << std::right << std::setw(static_cast<int>(id_w)) << id << "  " << std::left
                << std::setw(10) << date << "  " << std::setw(static_cast<int>(variant_w))
                << variant << "  " << std::setw(7) << result << "  " << std::right << std::setw(5)
                << plies << "  " << std::left << std::setw(static_cast<int>(event_w))
                << event.substr(0, 30) << "  " << players << "\n";
    };
    row("ID", "Date", "Variant", "Result", "Plies", "Event", "Players");
    for (const auto& r : rows)
      row(std::to_string(r.id), r.date, r.variant, listed_result(r.end), std::to_string(r.plies),
          r.event, r.players);
    if (more)
      std::cout << "(the first " << filter->limit
                << "; more games match: narrow the filter or raise --limit, 0 for all)\n";
  });
}

}  // namespace chatur::cli
