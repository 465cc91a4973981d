#include "records/migration_sections.h"

#include <algorithm>
#include <string>

namespace chatur::records {

std::vector<MigrationSection> migration_sections(std::string_view schema) {
  constexpr std::string_view kMarker = "\n-- migration ";  // at the start of a line
  std::vector<MigrationSection> sections;
  for (size_t at = schema.find(kMarker); at != std::string_view::npos;) {
    const size_t number = at + kMarker.size();
    const size_t line_end = std::min(schema.find('\n', number), schema.size());
    const size_t next = schema.find(kMarker, number);
    MigrationSection s;
    s.version = std::stoi(std::string(schema.substr(number, line_end - number)));
    s.sql = schema.substr(line_end, next == std::string_view::npos ? next : next - line_end);
    sections.push_back(s);
    at = next;
  }
  return sections;
}

}  // namespace chatur::records
