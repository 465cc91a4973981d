// What makes a tournament and each of its games the same wherever they are played: the shards of
// one tournament on many machines, merged later, must agree on both without talking.
#pragma once

#include <cstdint>
#include <string>

#include "tournament/config.h"

namespace chatur::tournament {

// The tournament's identity: a hash of its configuration without the settings of one run
// (concurrency, affinity, PGN file, archive, standings interval), which shards may set apart.
// Two configurations that schedule and play the same games have the same identity.
std::uint64_t tournament_identity(const TournamentConfig& config);

// The occasion of game `index` of the tournament (records::StoredGame::occasion): two scheduled
// games are two archived games even when their moves are the same, and the same scheduled game
// stored by two shards is one.
std::string game_occasion(std::uint64_t identity, int index);

}  // namespace chatur::tournament
