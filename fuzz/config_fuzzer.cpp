// The tournament config: JSON, its schema (valijson) and the config's own checks. Property: a
// config that reads writes as JSON that reads back to the same JSON.
#include <cstdint>
#include <string>

#include "tournament/config.h"

using namespace chatur::tournament;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const TournamentConfig c = parse_config(std::string(reinterpret_cast<const char*>(data), size));
    const std::string json = config_json(c);
    if (config_json(parse_config(json)) != json) __builtin_trap();
    (void)make_rules(c);
  } catch (const ConfigError&) {
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
