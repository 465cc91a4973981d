// A tournament's configuration: read from JSON checked against schemas/tournament.schema.json,
// or built from command-line flags, then checked as a whole (rule set, engines, openings).
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/rule_set.h"
#include "engine/rule_spec.h"
#include "tournament/engine_client.h"
#include "tournament/game_runner.h"
#include "tournament/schedule.h"
#include "tournament/time_control.h"

namespace chatur::tournament {

// A refused configuration. Schema violations say the JSON path of the offending value
// ("$.engines[1].command: ...").
class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An opening: a start position (empty: the rule set's) and moves played from it.
struct Opening {
  std::string fen;
  std::vector<std::string> moves;
};

struct TournamentConfig {
  std::string name = "chatur tournament";
  std::string site = "?";
  std::string variant = "chess";
  // The rule set's options ("rule_options": {"mode": "ffa"}); draw_rules sets the two draw rules
  // on top of them.
  engine::RuleOptions rule_options;
  std::string format = "round-robin";
  int games_per_pairing = 2;
  std::vector<EngineSpec> engines;
  std::string openings_file;
  std::vector<std::string> opening_lines;  // as written: a FEN/FEN4, or moves, or FEN; moves
  std::string time_control_text = "depth=4";
  std::int64_t margin_ms = 100;
  int concurrency = 1;
  bool affinity = false;  // each game at once on a CPU of its own (cpu_affinity.h)
  int standings_every = 10;
  std::string database;
  EngineTimeouts timeouts;
  Adjudication adjudication;
  bool draw_rules = true;
  // The seed of the dice: game i of the schedule rolls from a generator seeded by (seed, i).
  std::uint64_t seed = 1;
};

// The rule set of the tournament's games, with its options. Throws std::invalid_argument for an
// unknown rule set or an option it does not have.
std::unique_ptr<const engine::RuleSet> make_rules(const TournamentConfig& config);

// The seed of the rolls of game `index` of the schedule.
std::uint64_t dice_seed(const TournamentConfig& config, int index);

// Parses and validates JSON text against the schema. Throws ConfigError listing each
// violation with its JSON path and the schema's message.
TournamentConfig parse_config(const std::string& json_text);
// The configuration as JSON that parse_config reads back to the same configuration (stored with
// a tournament so that resume needs nothing else).
std::string config_json(const TournamentConfig& config);

// Checks what the schema cannot: the rule set exists, the format fits it and the engine count,
// the time control, every engine's program exists (by name, as "engine 'x': no executable
// 'y'"), the openings read and are legal. Returns the openings. Throws ConfigError.
std::vector<Opening> check_config(const TournamentConfig& config);

// Reads openings: one per line, blank lines and lines starting with '#' skipped; a line is a
// position (FEN or FEN4), moves from the start (long algebraic or UCI, space separated, with roll
// tokens "#2,3" before the first ply of each turn in dice games), or a position, ';' and moves.
// Each is checked by playing it. Throws ConfigError naming the line.
std::vector<Opening> read_openings(const engine::RuleSet& rules,
                                   const std::vector<std::string>& lines);

ScheduleSpec schedule_spec(const TournamentConfig& config, int openings);

}  // namespace chatur::tournament
