#include "records/game.h"

#include <algorithm>

namespace chatur::records {

const std::string* Game::tag(std::string_view name) const {
  for (const Tag& t : tags)
    if (t.name == name) return &t.value;
  return nullptr;
}

SourcePos Game::tag_where(std::string_view name) const {
  for (const Tag& t : tags)
    if (t.name == name && t.where.line) return t.where;
  return where;
}

void Game::set_tag(std::string_view name, std::string_view value) {
  for (Tag& t : tags)
    if (t.name == name) {
      t.value = value;
      return;
    }
  tags.push_back({std::string(name), std::string(value)});
}

void Game::remove_tag(std::string_view name) {
  std::erase_if(tags, [&](const Tag& t) { return t.name == name; });
}

}  // namespace chatur::records
