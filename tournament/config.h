// A tournament's configuration: read from JSON checked against schemas/tournament.schema.json,
// or built from command-line flags, then checked as a whole (rule set, engines, openings).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/rule_set.h"
#include "engine/rule_spec.h"
#include "ratings/sprt.h"
#include "tournament/config_error.h"
#include "tournament/engine_client.h"
#include "tournament/game_runner.h"
#include "tournament/openings.h"
#include "tournament/scheduler.h"
#include "tournament/time_control.h"

namespace chatur::tournament {

struct TournamentConfig {
  std::string name = "chatur tournament";
  std::string site = "?";
  std::string variant = "chess";
  // The rule set's options ("rule_options": {"mode": "ffa"}); draw_rules sets the two draw rules
  // on top of them.
  engine::RuleOptions rule_options;
  std::string format = "round-robin";
  int games_per_pairing = 2;
  int rounds = 0;             // swiss: rounds to play (0: ceil(log2 engines))
  int tiebreak_pairs = 3;     // knockout: pairs of tie-break games a level match may add
  bool swiss_tables = false;  // swiss on four armies: tables of four, one engine an army
  // knockout: seeds from the archive's ratings, the engines stored in seed order when the
  // tournament is created; else the configuration's order
  bool seed_by_ratings = false;
  std::vector<EngineSpec> engines;
  std::string openings_file;
  std::optional<OpeningFormat> openings_format;  // unset: by the file's extension
  int opening_plies = 0;                         // PGN openings: plies kept (0: the whole line)
  std::vector<std::string> opening_lines;        // as written: a FEN/FEN4, or moves, or FEN; moves
  bool openings_random = false;                  // order: shuffled by openings_seed, else as read
  std::uint64_t openings_seed = 1;
  int openings_start = 0;                   // opening turns skipped
  std::optional<ratings::SprtConfig> sprt;  // a two-engine match stopped by the test
  std::string pgn_out;                      // every finished game appended here; empty: none
  std::string time_control_text = "depth=4";
  std::int64_t margin_ms = 100;
  int concurrency = 1;
  bool affinity = false;  // each game at once on a CPU of its own (cpu_affinity.h)
  int standings_every = 10;
  std::string database;
  EngineTimeouts timeouts;
  Adjudication adjudication;
  bool draw_rules = true;
  // European Chess (army_plan.h): one army per engine (engines[].army), or the armies the seat
  // cycles draw from (armies); both empty: every game plays rule_options' armies.
  std::vector<std::uint8_t> engine_armies;
  std::vector<std::uint8_t> drawn_armies;
  // The seed of the dice: game i of the schedule rolls from a generator seeded by (seed, i).
  std::uint64_t seed = 1;
};

// The rule set of the tournament's games, with its options. Throws std::invalid_argument for an
// unknown rule set or an option it does not have.
std::unique_ptr<const engine::RuleSet> make_rules(const TournamentConfig& config);
// The same with the armies of one game (ScheduledGame::armies) in place of the options' armies.
std::unique_ptr<const engine::RuleSet> make_rules(const TournamentConfig& config,
                                                  const Armies& armies);

// The seed of the rolls of game `index` of the schedule.
std::uint64_t dice_seed(const TournamentConfig& config, int index);

// Parses and validates JSON text against the schema. Throws ConfigError listing each
// violation with its JSON path and the schema's message.
TournamentConfig parse_config(const std::string& json_text);
// The configuration as JSON that parse_config reads back to the same configuration (stored with
// a tournament so that resume needs nothing else).
std::string config_json(const TournamentConfig& config);

// Checks what the schema cannot: the rule set exists, the format fits it and the engine count,
// armies only for a rule set that has them (and not also in rule_options),
// the time control, every engine's program exists (by name, as "engine 'x': no executable
// 'y'"), the openings (lines, then the file in its format) read and are legal. Returns the
// openings. Throws ConfigError.
std::vector<Opening> check_config(const TournamentConfig& config);

// The scheduler's spec: format, engines, armies, games per pairing, the opening order over
// `openings` openings, the SPRT stop.
SchedulerSpec scheduler_spec(const TournamentConfig& config, int openings);

}  // namespace chatur::tournament
