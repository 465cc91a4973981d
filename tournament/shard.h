// A shard: one of N parts of a tournament's schedule, played into its own archive by a process
// that needs no other (a Slurm array task, a Kubernetes indexed job). The parts are made of whole
// pairs (the games of one opening with sides or seats rotated, ScheduledGame::pair): pair p goes
// to shard p mod N. Every pair of a format has the same number of games, so the shards differ by
// at most one pair; a pair's games and its opening are in one shard only, so pentanomial pairs
// stay whole and no opening the global order gives once is played by two shards.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "tournament/config.h"
#include "tournament/schedule.h"

namespace chatur::tournament {

struct Shard {
  int index = 0;  // 0-based: 0 <= index < count
  int count = 1;
};

// "I/N", or "auto/N" with I from the environment read by `env` (a name gives its value, or
// nullopt when unset): SLURM_ARRAY_TASK_ID, else JOB_COMPLETION_INDEX. Throws ConfigError saying
// what is wrong with the text, or that neither variable is set.
Shard parse_shard(const std::string& text,
                  const std::function<std::optional<std::string>(const char*)>& env);

// Whether the shard plays the game.
bool in_shard(const Shard& shard, const ScheduledGame& game);

// Throws ConfigError unless the tournament's schedule can be split: a fixed one, made in advance,
// not one paired from results (swiss, knockout) nor stopped by a test (sprt).
void check_shardable(const TournamentConfig& config);

// "I/N" as parse_shard reads it.
std::string shard_text(const Shard& shard);

}  // namespace chatur::tournament
