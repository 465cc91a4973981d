#include "records/game.h"

#include <algorithm>
#include <array>

namespace chatur::records {
namespace {

struct MarkerText {
  Marker marker;
  std::string_view token, name, ending;  // the token is one character (marker_of_token)
};
constexpr std::array<MarkerText, 4> kMarkers = {{
    {Marker::kResign, "R", "resign", "resignation"},
    {Marker::kTimeout, "T", "timeout", "timeout"},
    {Marker::kMated, "#", "mated", "checkmate"},
    {Marker::kStalemated, "S", "stalemated", "stalemate"},
}};

}  // namespace

Marker marker_of_character(char c) {
  for (const MarkerText& m : kMarkers)
    if (m.token[0] == c) return m.marker;
  return Marker::kNone;
}

std::string_view marker_name(Marker m) {
  for (const MarkerText& t : kMarkers)
    if (t.marker == m) return t.name;
  return "";
}

std::string_view marker_ending(Marker m) {
  for (const MarkerText& t : kMarkers)
    if (t.marker == m) return t.ending;
  return "";
}

Line line_of(std::span<const engine::Move> moves, std::span<const engine::RollAt> rolls) {
  Line line;
  line.moves.resize(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) line.moves[i].move = moves[i];
  for (const engine::RollAt& r : rolls) line.moves.at(r.ply).roll = r.roll;
  return line;
}

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
  tags.push_back({std::string(name), std::string(value), {}});
}

void Game::remove_tag(std::string_view name) {
  std::erase_if(tags, [&](const Tag& t) { return t.name == name; });
}

}  // namespace chatur::records
