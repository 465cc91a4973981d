#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "cli/commands.h"
#include "cli/host_commands.h"
#include "records/archive.h"
#include "tournament/config.h"
#include "tournament/runner.h"
#include "tournament/seeding.h"
#include "tournament/tournament_store.h"

namespace chatur::cli {
namespace {

using tournament::TournamentConfig;

// Flags that set or override configuration fields; each empty or zero one leaves the field.
struct Overrides {
  std::string name, variant, format, tc, openings, pgn_out;
  int games = 0, rounds = 0, concurrency = 0, max_plies = -1, standings_every = -1;
  bool affinity = false;
  std::vector<std::string> engines;  // "NAME=PROGRAM [ARG...]"
  std::vector<std::string> options;  // "NAME:KEY=VALUE"
  std::vector<std::string> each;     // "KEY=VALUE": an option of every engine
  std::vector<double> sprt;          // ELO0, ELO1 [, ALPHA, BETA]: the match stops by SPRT
};

void apply(const Overrides& o, TournamentConfig& c) {
  if (!o.name.empty()) c.name = o.name;
  if (!o.variant.empty()) c.variant = o.variant;
  if (!o.format.empty()) c.format = o.format;
  if (!o.tc.empty()) c.time_control_text = o.tc;
  if (!o.openings.empty()) c.openings_file = o.openings;
  if (!o.pgn_out.empty()) c.pgn_out = o.pgn_out;
  if (o.games > 0) c.games_per_pairing = o.games;
  if (o.rounds > 0) c.rounds = o.rounds;
  if (!o.sprt.empty()) {
    // The model and anything not given stay as configured, or at their defaults.
    ratings::SprtConfig s = c.sprt.value_or(ratings::SprtConfig{});
    s.elo0 = o.sprt[0];
    s.elo1 = o.sprt[1];
    if (o.sprt.size() > 2) s.alpha = o.sprt[2];
    if (o.sprt.size() > 3) s.beta = o.sprt[3];
    c.sprt = s;
  }
  if (o.concurrency > 0) c.concurrency = o.concurrency;
  if (o.affinity) c.affinity = true;
  if (o.max_plies >= 0) c.adjudication.max_plies = o.max_plies;
  if (o.standings_every >= 0) c.standings_every = o.standings_every;
  for (const auto& e : o.engines) {
    const auto eq = e.find('=');
    if (eq == std::string::npos || eq == 0)
      throw CommandError{"--engine '" + e + "': expected NAME=PROGRAM [ARG...]", 2};
    tournament::EngineSpec spec;
    spec.name = e.substr(0, eq);
    // Split on blanks, never through a shell.
    std::istringstream words(e.substr(eq + 1));
    words >> spec.command.program;
    for (std::string w; words >> w;) spec.command.args.push_back(w);
    c.engines.push_back(std::move(spec));
  }
  for (const auto& opt : o.each) {
    const auto eq = opt.find('=');
    if (eq == std::string::npos || eq == 0)
      throw CommandError{"--each '" + opt + "': expected NAME=VALUE", 2};
    for (auto& spec : c.engines) {
      // As the config's `each`: an engine's own value of the option stays.
      const std::string name = opt.substr(0, eq);
      const bool own = std::any_of(spec.options.begin(), spec.options.end(),
                                   [&](const auto& kv) { return kv.first == name; });
      if (!own) spec.options.emplace_back(name, opt.substr(eq + 1));
    }
  }
  for (const auto& opt : o.options) {
    const auto colon = opt.find(':'), eq = opt.find('=');
    if (colon == std::string::npos || eq == std::string::npos || eq < colon)
      throw CommandError{"--option '" + opt + "': expected ENGINE:NAME=VALUE", 2};
    const std::string engine = opt.substr(0, colon);
    bool found = false;
    for (auto& spec : c.engines)
      if (spec.name == engine) {
        spec.options.emplace_back(opt.substr(colon + 1, eq - colon - 1), opt.substr(eq + 1));
        found = true;
      }
    if (!found) throw CommandError{"--option '" + opt + "': no engine '" + engine + "'", 2};
  }
}

// The program `chatur` in an engine command means the `chatur` beside this executable, so that
// the built-in engine levels need no installation. This executable is chatur-host, which has no
// `engine` command: `chatur` starts it for the tournament commands (cli/host_forward.cpp).
TournamentConfig resolve_self(TournamentConfig c) {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::string chatur = (self.parent_path() / "chatur").string();
  for (auto& e : c.engines)
    if (e.command.program == "chatur" && !ec) e.command.program = chatur;
  return c;
}

// A knockout seeded by rating: the engines put in seed order, which the stored configuration
// keeps (resume seeds nothing again).
void seed_from_archive(const std::string& db, TournamentConfig& config) {
  records::GameFilter filter;
  filter.variant = config.variant;
  const auto games = records::Archive(db).results(filter);
  std::vector<std::string> names;
  for (const auto& e : config.engines) names.push_back(e.name);
  std::vector<tournament::EngineSpec> seeded;
  std::cout << "seeds:";
  for (const tournament::Seed& s :
       tournament::seeds_by_rating(names, games, *tournament::make_rules(config))) {
    seeded.push_back(config.engines[static_cast<std::size_t>(s.engine)]);
    char rating[32] = "unrated";
    if (s.rating) std::snprintf(rating, sizeof rating, "%+.0f", *s.rating);
    std::cout << " " << seeded.size() << ". " << names[static_cast<std::size_t>(s.engine)] << " ("
              << rating << ")";
  }
  std::cout << "\n";
  config.engines = std::move(seeded);
}

void run(std::int64_t id, const std::string& db, const TournamentConfig& config) {
  // A dead engine's pipe must give EPIPE on write, not end the host.
  std::signal(SIGPIPE, SIG_IGN);
  tournament::RunOptions options;
  options.progress_bar = ::isatty(STDERR_FILENO) == 1;
  const auto s =
      tournament::run_tournament(db, id, resolve_self(config), std::cout, std::cerr, options);
  char line[512];
  const double total_cpu = s.manager_cpu_s + s.engines_cpu_s;
  std::snprintf(
      line, sizeof line,
      "tournament %lld: %d games played now, %d before, %d scheduled; wall %.1f s; "
      "engine moves %lld; manager CPU %.2f s (%.1f%% of %.2f s with engines, %.1f us "
      "per move); host-minus-engine latency mean %.2f ms, p95 %.2f ms; engine starts %d\n",
      static_cast<long long>(id), s.played_now, s.already, s.scheduled, s.wall_s,
      static_cast<long long>(s.engine_plies), s.manager_cpu_s,
      total_cpu > 0 ? 100 * s.manager_cpu_s / total_cpu : 0.0, total_cpu,
      s.engine_plies ? 1e6 * s.manager_cpu_s / static_cast<double>(s.engine_plies) : 0.0,
      s.latency_mean_ms, s.latency_p95_ms, s.engine_starts);
  std::cout << line;
}

}  // namespace

void add_tournament_command(CLI::App& app) {
  const HostCommandText& about = text_of(HostCommand::kTournament);
  auto* cmd = app.add_subcommand(std::string(about.name), std::string(about.description));
  cmd->require_subcommand(1);

  auto* run_cmd = cmd->add_subcommand("run", "Start a tournament from a JSON config and flags");
  auto config_path = std::make_shared<std::string>();
  auto db = std::make_shared<std::string>();
  auto o = std::make_shared<Overrides>();
  run_cmd->add_option("config", *config_path, "JSON config (schemas/tournament.schema.json)");
  run_cmd->add_option("--db", *db, "Archive (SQLite file; default: the config's database)");
  run_cmd->add_option("--name", o->name, "Event name");
  run_cmd->add_option("--variant", o->variant, "Rule set id");
  run_cmd->add_option("--format", o->format,
                      "round-robin, gauntlet, teams, seats, swiss or knockout");
  run_cmd->add_option("--rounds", o->rounds, "Swiss rounds");
  run_cmd
      ->add_option("--sprt", o->sprt,
                   "Stop a two-engine match by SPRT: ELO0,ELO1[,ALPHA,BETA] (--games: the most)")
      ->delimiter(',')
      ->expected(2, 4);
  run_cmd->add_option("--games", o->games, "Games per pairing (seats: cycles)");
  run_cmd->add_option("--tc", o->tc, "Time control: 40+0.4, movetime=100, depth=3, nodes=N");
  run_cmd->add_option("--openings", o->openings, "File of openings (positions or moves)");
  run_cmd->add_option("--concurrency,-j", o->concurrency, "Games at once");
  run_cmd->add_flag("--affinity", o->affinity,
                    "Pin each game, its host thread and engines, to one CPU");
  run_cmd->add_option("--max-plies", o->max_plies, "Adjudicate a draw after this many plies");
  run_cmd->add_option("--standings-every", o->standings_every, "Print standings every N games");
  run_cmd->add_option("--engine", o->engines, "An engine: NAME=PROGRAM [ARG...] (repeatable)");
  run_cmd->add_option("--option", o->options, "An engine option: ENGINE:NAME=VALUE (repeatable)");
  run_cmd->add_option("--each", o->each,
                      "An option of every engine: NAME=VALUE (repeatable; an engine's own wins)");
  run_cmd->add_option("--pgn-out", o->pgn_out, "Append every finished game to this PGN file");
  auto shard_text = std::make_shared<std::string>();
  run_cmd->add_option("--shard", *shard_text,
                      "Play shard I of N (I/N, I from 0), or auto/N: I from SLURM_ARRAY_TASK_ID "
                      "or JOB_COMPLETION_INDEX");
  run_cmd->callback([config_path, db, o, shard_text] {
    TournamentConfig config;
    if (!config_path->empty()) {
      std::ifstream in(*config_path);
      if (!in) throw CommandError{"cannot read '" + *config_path + "'", 2};
      std::stringstream text;
      text << in.rdbuf();
      config = tournament::parse_config(text.str());
    }
    apply(*o, config);
    // Flags pass through the schema too: the configuration is validated as JSON once more.
    config = tournament::parse_config(tournament::config_json(config));
    const std::string path = db->empty() ? config.database : *db;
    if (path.empty()) throw CommandError{"no archive: give --db or \"database\"", 2};
    // Refused before anything starts: schema, rule set, engines that do not exist, openings.
    const std::vector<tournament::Opening> openings =
        tournament::check_config(resolve_self(config));
    std::optional<tournament::Shard> shard;
    if (!shard_text->empty()) {
      shard = tournament::parse_shard(*shard_text, [](const char* name) {
        const char* value = std::getenv(name);
        return value ? std::optional<std::string>(value) : std::nullopt;
      });
      tournament::check_shardable(config);
    }
    tournament::TournamentStore store(path);
    if (config.seed_by_ratings) seed_from_archive(path, config);
    const int planned = tournament::make_scheduler(
                            tournament::scheduler_spec(config, static_cast<int>(openings.size())))
                            ->planned();
    const std::int64_t id =
        store.create(config.name, tournament::config_json(config), planned, shard);
    std::cout << "tournament " << id << ": " << config.name << ", " << config.variant << ", "
              << config.format << ", " << config.engines.size() << " engines, "
              << (config.sprt ? "up to " : "") << planned << " games"
              << (shard ? " (shard " + tournament::shard_text(*shard) + " plays its part)" : "")
              << ", " << config.time_control_text << ", " << config.concurrency
              << (config.concurrency == 1 ? " game" : " games") << " at once, into " << path
              << "\n";
    run(id, path, config);
  });

  auto* resume = cmd->add_subcommand("resume", "Continue an interrupted tournament");
  auto rdb = std::make_shared<std::string>();
  auto rid = std::make_shared<std::int64_t>(0);
  auto rconc = std::make_shared<int>(0);
  auto raffinity = std::make_shared<bool>(false);
  auto rpgn = std::make_shared<std::string>();
  resume->add_option("--db", *rdb, "Archive (SQLite file)")->required();
  resume->add_option("--id", *rid, "Tournament id (default: the newest unfinished one)");
  resume->add_option("--concurrency,-j", *rconc, "Games at once (default: as configured)");
  resume->add_flag("--affinity", *raffinity,
                   "Pin each game, its host thread and engines, to one CPU");
  resume->add_option("--pgn-out", *rpgn,
                     "Append every finished game to this PGN file (default: as configured)");
  resume->callback([rdb, rid, rconc, raffinity, rpgn] {
    if (!std::filesystem::exists(*rdb)) throw CommandError{"no archive '" + *rdb + "'", 2};
    std::int64_t id = *rid;
    TournamentConfig config;
    {
      tournament::TournamentStore store(*rdb);
      if (id == 0) {
        auto latest = store.latest_unfinished();
        if (!latest) {
          std::cout << "nothing to resume in " << *rdb << "\n";
          return;
        }
        id = *latest;
      }
      config = tournament::parse_config(store.config_json(id));
    }
    if (*rconc > 0) config.concurrency = *rconc;
    if (*raffinity) config.affinity = true;
    if (!rpgn->empty()) config.pgn_out = *rpgn;
    std::cout << "resuming tournament " << id << ": " << config.name << "\n";
    run(id, *rdb, config);
  });
}

}  // namespace chatur::cli
