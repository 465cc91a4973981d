#include "engine/rule_sets/registry.h"

#include <charconv>
#include <stdexcept>

#include "engine/rule_sets/european_armies.h"

namespace chatur::engine::rule_sets {
namespace {

struct Entry {
  const char* id;
  RuleSpec (*build)(const RuleOptions&);
};

constexpr Entry kEntries[] = {
#define CHATUR_RULE_SET_ENTRY(id, builder) {id, builder},
    CHATUR_RULE_SETS(CHATUR_RULE_SET_ENTRY)
#undef CHATUR_RULE_SET_ENTRY
};

// The mode option at kDefault where it names the rule set's own mode.
RuleOptions canonical_options(const RuleSpec& spec, RuleOptions options) {
  if (spec.modes && options.mode != RuleOptions::Mode::kDefault &&
      (options.mode == RuleOptions::Mode::kFreeForAll) == spec.free_for_all_by_default)
    options.mode = RuleOptions::Mode::kDefault;
  return options;
}

bool read_switch(std::string_view name, std::string_view value) {
  if (value == "true" || value == "1" || value == "on") return true;
  if (value == "false" || value == "0" || value == "off") return false;
  throw std::invalid_argument("option " + std::string(name) + " expects true or false, got '" +
                              std::string(value) + "'");
}

int read_number(std::string_view name, std::string_view value, int least) {
  int n = 0;
  auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || p != value.data() + value.size() || n < least)
    throw std::invalid_argument("option " + std::string(name) + " expects a number of at least " +
                                std::to_string(least) + ", got '" + std::string(value) + "'");
  return n;
}

}  // namespace

std::vector<RuleSpec> all() {
  std::vector<RuleSpec> out;
  for (const Entry& e : kEntries) out.push_back(e.build({}));
  return out;
}

std::span<const std::string_view> ids() {
  static constexpr std::string_view kIds[] = {
#define CHATUR_RULE_SET_ID(id, builder) id,
      CHATUR_RULE_SETS(CHATUR_RULE_SET_ID)
#undef CHATUR_RULE_SET_ID
  };
  return kIds;
}

RuleOptions canonical_options(std::string_view id, const RuleOptions& options) {
  for (const Entry& e : kEntries)
    if (e.id == id) return canonical_options(e.build(options), options);
  return options;
}

namespace {

// Four army names joined by ',', each of an army that plays.
std::array<std::uint8_t, 4> read_armies(std::string_view value) {
  std::array<std::uint8_t, 4> armies{};
  size_t count = 0;
  for (std::string_view rest = value; count < 5; ++count) {
    const size_t comma = rest.find(',');
    const std::string_view name = rest.substr(0, comma);
    int index = 0;
    try {
      index = army_with_rules(name);
    } catch (const std::invalid_argument& e) {
      throw std::invalid_argument(std::string("option armies: ") + e.what());
    }
    if (count < 4) armies[count] = static_cast<std::uint8_t>(index);
    if (comma == std::string_view::npos) break;
    rest = rest.substr(comma + 1);
  }
  if (count != 3)
    throw std::invalid_argument("option armies expects four army names joined by ',', got '" +
                                std::string(value) + "'");
  return armies;
}

// A Chess960 start number for both sides, or White's and Black's joined by ','.
std::array<std::int16_t, 2> read_starts(std::string_view value) {
  const size_t comma = value.find(',');
  const auto one = [&](std::string_view text) {
    const int n = read_number("start", text, 0);
    if (n > 959)
      throw std::invalid_argument("option start expects a number from 0 to 959, got '" +
                                  std::string(text) + "'");
    return static_cast<std::int16_t>(n);
  };
  if (comma == std::string_view::npos) return {one(value), one(value)};
  return {one(value.substr(0, comma)), one(value.substr(comma + 1))};
}

}  // namespace

std::unique_ptr<const RuleSet> make(std::string_view id, const RuleOptions& options) {
  std::string known;
  for (const Entry& e : kEntries) {
    if (e.id == id) {
      RuleSpec spec = e.build(options);
      if (options.array < 1 || options.array > spec.arrays)
        throw std::invalid_argument("rule set '" + spec.id + "' has " +
                                    (spec.arrays == 1
                                         ? std::string("one start array")
                                         : std::to_string(spec.arrays) + " start arrays") +
                                    ", not array " + std::to_string(options.array));
      if (options.mode != RuleOptions::Mode::kDefault && !spec.modes)
        throw std::invalid_argument("rule set '" + spec.id + "' has no option mode");
      if (options.quiet_rounds != RuleOptions{}.quiet_rounds && !spec.quiet_rounds_end)
        throw std::invalid_argument("rule set '" + spec.id + "' has no option quiet_rounds");
      if (!options.en_passant && !spec.en_passant)
        throw std::invalid_argument("rule set '" + spec.id + "' has no en passant to turn off");
      if (options.classic_setup && !spec.has_classic_setup)
        throw std::invalid_argument("rule set '" + spec.id + "' has no classic setup");
      if (!options.dead_king_walking && !spec.walking_kings)
        throw std::invalid_argument("rule set '" + spec.id + "' has no walking kings");
      if (options.armies != RuleOptions{}.armies && spec.armies[0].kind.empty())
        throw std::invalid_argument("rule set '" + spec.id + "' has no option armies");
      if (options.start != RuleOptions{}.start && !spec.chess960_castling)
        throw std::invalid_argument("rule set '" + spec.id + "' has no option start");
      spec.options = canonical_options(spec, options);
      return std::make_unique<const RuleSet>(std::move(spec));
    }
    known += (known.empty() ? "" : ", ") + std::string(e.id);
  }
  throw std::invalid_argument("unknown rule set '" + std::string(id) + "' (known: " + known + ")");
}

void set_option(RuleOptions& options, std::string_view name, std::string_view value) {
  if (name == "repetition_draw") {
    options.repetition_draw = read_switch(name, value);
  } else if (name == "no_progress_draw") {
    options.no_progress_draw = read_switch(name, value);
  } else if (name == "extra_wins") {
    options.extra_wins = read_switch(name, value);
  } else if (name == "mode") {
    if (value != "teams" && value != "ffa")
      throw std::invalid_argument("option mode expects teams or ffa, got '" + std::string(value) +
                                  "'");
    options.mode = value == "ffa" ? RuleOptions::Mode::kFreeForAll : RuleOptions::Mode::kTeams;
  } else if (name == "en_passant") {
    options.en_passant = read_switch(name, value);
  } else if (name == "dead_king_walking") {
    options.dead_king_walking = read_switch(name, value);
  } else if (name == "setup") {
    if (value != "modern" && value != "classic")
      throw std::invalid_argument("option setup expects modern or classic, got '" +
                                  std::string(value) + "'");
    options.classic_setup = value == "classic";
  } else if (name == "array") {
    options.array = read_number(name, value, 1);
  } else if (name == "quiet_rounds") {
    options.quiet_rounds = read_number(name, value, 1);
  } else if (name == "armies") {
    options.armies = read_armies(value);
  } else if (name == "start") {
    options.start = read_starts(value);
  } else {
    std::string known;
    for (std::string_view n : option_names()) known.append(known.empty() ? "" : ", ").append(n);
    throw std::invalid_argument("unknown option '" + std::string(name) + "' (known: " + known +
                                ")");
  }
}

std::span<const std::string_view> option_names() {
  static constexpr std::string_view kNames[] = {"repetition_draw",
                                                "no_progress_draw",
                                                "array",
                                                "extra_wins",
                                                "mode",
                                                "quiet_rounds",
                                                "en_passant",
                                                "setup",
                                                "dead_king_walking",
                                                "armies",
                                                "start"};
  return kNames;
}

std::vector<std::pair<std::string, std::string>> changed_options(const RuleOptions& options) {
  const RuleOptions defaults;
  std::vector<std::pair<std::string, std::string>> out;
  auto text = [](bool on) { return std::string(on ? "true" : "false"); };
  if (options.repetition_draw != defaults.repetition_draw)
    out.emplace_back("repetition_draw", text(options.repetition_draw));
  if (options.no_progress_draw != defaults.no_progress_draw)
    out.emplace_back("no_progress_draw", text(options.no_progress_draw));
  if (options.array != defaults.array) out.emplace_back("array", std::to_string(options.array));
  if (options.extra_wins != defaults.extra_wins)
    out.emplace_back("extra_wins", text(options.extra_wins));
  if (options.mode != defaults.mode)
    out.emplace_back("mode", options.mode == RuleOptions::Mode::kFreeForAll ? "ffa" : "teams");
  if (options.quiet_rounds != defaults.quiet_rounds)
    out.emplace_back("quiet_rounds", std::to_string(options.quiet_rounds));
  if (options.en_passant != defaults.en_passant)
    out.emplace_back("en_passant", text(options.en_passant));
  if (options.classic_setup != defaults.classic_setup)
    out.emplace_back("setup", options.classic_setup ? "classic" : "modern");
  if (options.dead_king_walking != defaults.dead_king_walking)
    out.emplace_back("dead_king_walking", text(options.dead_king_walking));
  if (options.armies != defaults.armies) {
    std::string names;
    for (int a : options.armies)
      names.append(names.empty() ? "" : ",").append(european_armies()[a].name);
    out.emplace_back("armies", names);
  }
  if (options.start != defaults.start)
    out.emplace_back(
        "start", options.start[0] == options.start[1]
                     ? std::to_string(options.start[0])
                     : std::to_string(options.start[0]) + "," + std::to_string(options.start[1]));
  return out;
}

std::string options_text(const RuleOptions& options) {
  std::string out;
  for (const auto& [name, value] : changed_options(options))
    out.append(out.empty() ? "" : " ").append(name).append("=").append(value);
  return out;
}

void set_option(RuleOptions& options, std::string_view assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos)
    throw std::invalid_argument("expected name=value, got '" + std::string(assignment) + "'");
  set_option(options, assignment.substr(0, eq), assignment.substr(eq + 1));
}

}  // namespace chatur::engine::rule_sets
