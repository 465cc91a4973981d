#include "records/rule_options_text.h"

#include "engine/rule_sets/registry.h"

namespace chatur::records {

std::string rule_options_text(const engine::RuleOptions& options) {
  return engine::rule_sets::options_text(options);
}

engine::RuleOptions read_rule_options(std::string_view text, engine::RuleOptions options) {
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
