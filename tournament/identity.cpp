#include "tournament/identity.h"

#include <cstdio>

namespace chatur::tournament {

std::uint64_t tournament_identity(const TournamentConfig& config) {
  TournamentConfig c = config;
  const TournamentConfig defaults;
  c.concurrency = defaults.concurrency;
  c.affinity = defaults.affinity;
  c.pgn_out = defaults.pgn_out;
  c.database = defaults.database;
  c.standings_every = defaults.standings_every;
  // FNV-1a over the canonical JSON: the same configuration writes the same text.
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (const char ch : config_json(c)) {
    h ^= static_cast<unsigned char>(ch);
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string game_occasion(std::uint64_t identity, int index) {
  char text[64];
  std::snprintf(text, sizeof text, "tournament %016llx game %d",
                static_cast<unsigned long long>(identity), index + 1);
  return text;
}

}  // namespace chatur::tournament
