#include "records/rule_options_text.h"

#include "engine/rule_sets/registry.h"

namespace chatur::records {

std::string rule_options_text(const engine::RuleOptions& options) {
  const engine::RuleOptions defaults;
  std::string out;
  auto add = [&](std::string_view name, const std::string& value) {
    out.append(out.empty() ? "" : " ").append(name).append("=").append(value);
  };
  auto text = [](bool on) { return std::string(on ? "true" : "false"); };
  if (options.repetition_draw != defaults.repetition_draw)
    add("repetition_draw", text(options.repetition_draw));
  if (options.no_progress_draw != defaults.no_progress_draw)
    add("no_progress_draw", text(options.no_progress_draw));
  if (options.array != defaults.array) add("array", std::to_string(options.array));
  if (options.extra_wins != defaults.extra_wins) add("extra_wins", text(options.extra_wins));
  if (options.free_for_all != defaults.free_for_all)
    add("mode", options.free_for_all ? "ffa" : "teams");
  return out;
}

engine::RuleOptions read_rule_options(std::string_view text) {
  engine::RuleOptions options;
  constexpr std::string_view kSpace = " \t\r\n";
  size_t at = text.find_first_not_of(kSpace);
  while (at != std::string_view::npos) {
    const size_t end = text.find_first_of(kSpace, at);
    engine::rule_sets::set_option(options, text.substr(at, end - at));
    at = text.find_first_not_of(kSpace, end);
  }
  return options;
}

}  // namespace chatur::records
