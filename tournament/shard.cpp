#include "tournament/shard.h"

#include <charconv>

namespace chatur::tournament {
namespace {

// A whole non-negative number filling the text, or nullopt.
std::optional<int> whole_number(const std::string& text) {
  int n = 0;
  const char* end = text.data() + text.size();
  const auto [at, ec] = std::from_chars(text.data(), end, n);
  if (text.empty() || ec != std::errc() || at != end || n < 0) return std::nullopt;
  return n;
}

}  // namespace

Shard parse_shard(const std::string& text,
                  const std::function<std::optional<std::string>(const char*)>& env) {
  const auto slash = text.find('/');
  const std::string what = "--shard '" + text + "': ";
  if (slash == std::string::npos)
    throw ConfigError(what + "expected I/N or auto/N (I from 0 to N-1)");
  const auto count = whole_number(text.substr(slash + 1));
  if (!count || *count < 1) throw ConfigError(what + "N must be a whole number of at least 1");
  std::string index_text = text.substr(0, slash);
  std::string source = "I";
  if (index_text == "auto") {
    for (const char* name : {"SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"})
      if (auto value = env(name)) {
        index_text = *value;
        source = name;
        break;
      }
    if (source == "I")
      throw ConfigError(what +
                        "neither SLURM_ARRAY_TASK_ID nor JOB_COMPLETION_INDEX is set to give I");
  }
  const auto index = whole_number(index_text);
  if (!index || *index >= *count)
    throw ConfigError(what + source + " is '" + index_text +
                      "', expected a whole number from 0 to " + std::to_string(*count - 1));
  return {*index, *count};
}

bool in_shard(const Shard& shard, const ScheduledGame& game) {
  return game.pair % shard.count == shard.index;
}

void check_shardable(const TournamentConfig& config) {
  const Format format = parse_format(config.format);
  if (format == Format::kSwiss || format == Format::kKnockout)
    throw ConfigError("a " + config.format +
                      " tournament cannot be split in shards: its games are paired from results");
  if (config.sprt)
    throw ConfigError(
        "a match stopped by SPRT cannot be split in shards: when it stops depends on every "
        "result");
}

std::string shard_text(const Shard& shard) {
  return std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

}  // namespace chatur::tournament
