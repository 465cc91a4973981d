#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/host_commands.h"
#include "cli/record_support.h"
#include "engine/rule_sets/european_armies.h"
#include "engine/rule_sets/registry.h"
#include "ratings/army_table.h"
#include "ratings/report.h"
#include "records/archive.h"
#include "records/armies_tag.h"
#include "records/rule_options_text.h"
#include "tournament/config.h"
#include "tournament/format_outcome.h"
#include "tournament/rated_games.h"
#include "tournament/tournament_store.h"

namespace chatur::cli {
namespace {

struct Options {
  std::string db, tournament;
  records::GameFilter filter;
  std::vector<double> sprt;  // ELO0, ELO1 [, ALPHA, BETA]
  std::string sprt_model = "normalized";
  bool by_army = false;
};

ratings::ReportOptions report_options(const Options& o) {
  ratings::ReportOptions r;
  if (o.sprt.empty()) return r;
  ratings::SprtConfig c;
  c.elo0 = o.sprt[0];
  c.elo1 = o.sprt[1];
  if (o.sprt.size() > 2) c.alpha = o.sprt[2];
  if (o.sprt.size() > 3) c.beta = o.sprt[3];
  c.model = o.sprt_model == "logistic"   ? ratings::SprtModel::kLogistic
            : o.sprt_model == "bayesian" ? ratings::SprtModel::kBayesian
                                         : ratings::SprtModel::kNormalized;
  try {
    ratings::validate_sprt(c);
  } catch (const std::invalid_argument& e) {
    throw CommandError{std::string("--sprt: ") + e.what(), 2};
  }
  r.sprt = c;
  return r;
}

// Says how many of the selected games could not be rated, and why.
void print_left_out(const tournament::RatedGames& rated) {
  if (rated.unfinished > 0)
    std::cout << "left out: " << rated.unfinished << " unfinished (result *)\n";
  if (rated.incomplete > 0)
    std::cout << "left out: " << rated.incomplete
              << " without a player for every army, or with a player on two sides\n";
}

std::string games_text(std::size_t n, const char* kind) {
  return std::to_string(n) + kind + (n == 1 ? " game" : " games");
}

// The report of each pool with games; a heading for the free-for-alls when both have games.
void print_reports(const tournament::RatedGames& rated, const ratings::ReportOptions& report) {
  const tournament::RatingPool& teams = rated.two_sided;
  const tournament::RatingPool& ffa = rated.free_for_all;
  if (!teams.games.empty()) ratings::print_report(std::cout, teams.games, teams.names, report);
  if (ffa.games.empty()) return;
  if (!teams.games.empty()) std::cout << "free-for-all games:\n";
  ratings::print_report(std::cout, ffa.games, ffa.names, report);
}

// The tournament named by id (all digits) or by its exact name.
std::int64_t find_tournament(tournament::TournamentStore& store, const Options& o) {
  const auto all = store.tournaments();
  const bool by_id = o.tournament.find_first_not_of("0123456789") == std::string::npos;
  std::vector<std::int64_t> found;
  std::string known;
  for (const auto& t : all) {
    if (by_id ? std::to_string(t.id) == o.tournament : t.name == o.tournament)
      found.push_back(t.id);
    known += (known.empty() ? "" : ", ") + std::to_string(t.id) + " '" + t.name + "'";
  }
  if (found.empty())
    throw CommandError{"no tournament '" + o.tournament + "' in " + o.db +
                       (known.empty() ? " (it has none)" : " (tournaments: " + known + ")")};
  if (found.size() > 1) {
    std::string ids;
    for (auto id : found) ids += (ids.empty() ? "" : ", ") + std::to_string(id);
    throw CommandError{"several tournaments are named '" + o.tournament + "' (ids " + ids +
                       "): give the id"};
  }
  return found.front();
}

void rate_tournament(const Options& o, const ratings::ReportOptions& report) {
  tournament::TournamentStore store(o.db);
  const std::int64_t id = find_tournament(store, o);
  const auto config = tournament::parse_config(store.config_json(id));
  const auto rated = tournament::games_from_tournament(store, id, config);
  const std::size_t played = rated.two_sided.games.size() + rated.free_for_all.games.size();
  if (played == 0)
    throw CommandError{"tournament " + std::to_string(id) + " has no played games yet"};
  std::cout << "tournament " << id << " '" << config.name << "': " << config.variant << ", "
            << config.format << ", " << played << " of " << store.planned(id) << " games\n";
  // What the format decided, as the run printed it: from the stored decision and games.
  if (config.sprt) {
    const auto decision = store.sprt(id);
    std::cout << (decision ? tournament::sprt_decision_line(*config.sprt, decision->first,
                                                            decision->second)
                           : "SPRT: no decision stored")
              << "\n";
  }
  std::vector<std::string> names;
  for (const auto& e : config.engines) names.push_back(e.name);
  std::cout << tournament::format_outcome(config, names, store.games(id));
  print_left_out(rated);
  print_reports(rated, report);
}

// Each rule set apart: ratings from different games are not on one scale; within one, team
// results and free-for-all places apart.
void rate_archive(const Options& o, const ratings::ReportOptions& report) {
  records::Archive archive(o.db);
  std::map<std::string, std::vector<records::ArchivedResult>> by_variant;
  for (auto& r : archive.results(o.filter)) by_variant[r.variant].push_back(std::move(r));
  if (by_variant.empty()) throw CommandError{"no games match"};
  bool any = false;
  for (const auto& [variant, results] : by_variant) {
    const auto rules = engine::rule_sets::make(variant);
    const auto rated = tournament::games_from_archive(results, *rules);
    const std::size_t two_sided = rated.two_sided.games.size();
    const std::size_t free_for_all = rated.free_for_all.games.size();
    if (variant != by_variant.begin()->first) std::cout << "\n";
    std::cout << variant << ": ";
    if (two_sided > 0 || free_for_all == 0) std::cout << games_text(two_sided, "");
    if (two_sided > 0 && free_for_all > 0) std::cout << ", ";
    if (free_for_all > 0) std::cout << games_text(free_for_all, " free-for-all");
    std::cout << "\n";
    print_left_out(rated);
    print_reports(rated, report);
    any = any || two_sided + free_for_all > 0;
  }
  if (!any) throw CommandError{"no game to rate: each is unfinished or lacks a player"};
}

// Whether the rule set's armies have names (European Chess): what the army table is over.
bool has_named_armies(const engine::RuleSet& rules) {
  return !records::armies_tag_text(rules).empty();
}

// A finished free-for-all's seats as the army table takes them.
ratings::ArmyGame army_game(const engine::RuleOptions& options, const records::GameEnd& end) {
  ratings::ArmyGame game;
  game.places = end.placements;
  for (std::size_t seat = 0; seat < end.placements.size(); ++seat)
    game.armies.push_back(options.armies.at(seat));
  return game;
}

// The table over `games`, or says that there is none; `left_out` games had no places.
void print_army_table(const std::vector<ratings::ArmyGame>& games, int left_out) {
  std::cout << games_text(games.size(), " free-for-all") << " with armies\n";
  if (left_out > 0)
    std::cout << "left out: " << left_out << " without places (unfinished, or played in teams)\n";
  if (games.empty()) throw CommandError{"no game with armies and places"};
  std::vector<std::string> names;
  for (const auto& army : engine::rule_sets::european_armies()) names.emplace_back(army.name);
  std::cout << ratings::format_army_table(
      ratings::army_table(games, static_cast<int>(names.size())), names);
}

// The armies of each archived game come from its stored rule options, read as records read
// them.
void army_table_of_archive(const Options& o) {
  records::Archive archive(o.db);
  std::map<std::string, bool> named;  // by variant
  std::vector<ratings::ArmyGame> games;
  int left_out = 0;
  for (const auto& r : archive.results(o.filter)) {
    if (!named.contains(r.variant))
      named[r.variant] = has_named_armies(*engine::rule_sets::make(r.variant));
    if (!named[r.variant]) continue;
    if (!r.end.free_for_all()) {
      ++left_out;
      continue;
    }
    try {
      games.push_back(army_game(records::read_rule_options(r.rule_options), r.end));
    } catch (const std::invalid_argument& e) {
      throw CommandError{"game " + std::to_string(r.id) + ": rule options: " + e.what()};
    }
  }
  print_army_table(games, left_out);
}

// A tournament's games play the armies its schedule stored, or its rule options' armies.
void army_table_of_tournament(const Options& o) {
  tournament::TournamentStore store(o.db);
  const std::int64_t id = find_tournament(store, o);
  const auto config = tournament::parse_config(store.config_json(id));
  if (!has_named_armies(*tournament::make_rules(config)))
    throw CommandError{"tournament " + std::to_string(id) + " plays " + config.variant +
                       ", whose armies have no names: no army table"};
  std::cout << "tournament " << id << " '" << config.name << "': " << config.variant << "\n";
  std::vector<ratings::ArmyGame> games;
  int left_out = 0;
  for (const auto& t : store.played(id)) {
    if (!t.end->free_for_all()) {
      ++left_out;
      continue;
    }
    engine::RuleOptions options = config.rule_options;
    if (t.game.armies) options.armies = *t.game.armies;
    games.push_back(army_game(options, *t.end));
  }
  print_army_table(games, left_out);
}

}  // namespace

void add_ratings_command(CLI::App& app) {
  const HostCommandText& about = text_of(HostCommand::kRatings);
  auto* cmd = app.add_subcommand(std::string(about.name), std::string(about.description));
  auto o = std::make_shared<Options>();
  cmd->add_option("--db", o->db, "Archive (SQLite file)")->required();
  auto* tournament = cmd->add_option(
      "--tournament", o->tournament,
      "The games of a stored tournament, by id or name (its own record: every game played)");
  add_filter_options(*cmd, o->filter);
  // A tournament's games are its own record, not an archive query.
  for (const char* name : {"--player", "--variant", "--result", "--event", "--since", "--limit"})
    tournament->excludes(cmd->get_option(name));
  cmd->add_option("--sprt", o->sprt, "SPRT of a two-player match: ELO0,ELO1[,ALPHA,BETA]")
      ->expected(2, 4)
      ->delimiter(',');
  cmd->add_option("--sprt-model", o->sprt_model,
                  "Elo of --sprt: normalized (default), logistic, bayesian")
      ->check(CLI::IsMember({"normalized", "logistic", "bayesian"}));
  cmd->add_flag("--by-army", o->by_army,
                "European Chess: per army its games, average place, firsts and score share, "
                "instead of the players' ratings")
      ->excludes("--sprt");
  cmd->callback([o] {
    const auto report = report_options(*o);
    if (!std::filesystem::exists(o->db)) throw CommandError{"no archive '" + o->db + "'", 2};
    if (o->by_army && o->tournament.empty())
      army_table_of_archive(*o);
    else if (o->by_army)
      army_table_of_tournament(*o);
    else if (o->tournament.empty())
      rate_archive(*o, report);
    else
      rate_tournament(*o, report);
  });
}

}  // namespace chatur::cli
