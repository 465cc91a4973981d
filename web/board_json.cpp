#include "web/board_json.h"

#include <string>

#include "engine/fen.h"

namespace chatur::web {
namespace {

std::string letter(const engine::RuleSet& rules, int type) {
  return std::string(1, rules.piece(type).letter);
}

// Per army, the types it holds a count of, as [["letter", count], ...].
template <class Count>
void write_counts(JsonWriter& out, const engine::Position& pos, Count count) {
  const engine::RuleSet& rules = pos.rules();
  out.begin_array();
  for (int a = 0; a < rules.army_count(); ++a) {
    out.begin_array();
    for (int t = 0; t < rules.type_count(); ++t)
      if (const int n = count(a, t); n > 0)
        out.begin_array().value(letter(rules, t)).value(n).end_array();
    out.end_array();
  }
  out.end_array();
}

}  // namespace

void write_board_shape(JsonWriter& out, const engine::RuleSet& rules) {
  const engine::Geometry& g = rules.geometry();
  out.begin_object().key("files").value(g.files()).key("ranks").value(g.ranks());
  out.key("squares").begin_array();
  for (engine::Square s : g.squares())
    out.begin_array().value(g.file_of(s)).value(g.rank_of(s)).value(g.name(s)).end_array();
  out.end_array().key("special").begin_array();
  for (engine::Square s : rules.win_squares())
    out.begin_object().key("square").value(g.name(s)).key("kind").value("old").end_object();
  if (rules.spec().thrones)
    for (int a = 0; a < rules.army_count(); ++a)
      if (rules.throne(a) != engine::kNoSquare)
        out.begin_object()
            .key("square")
            .value(g.name(rules.throne(a)))
            .key("kind")
            .value("throne")
            .key("army")
            .value(a)
            .end_object();
  out.end_array().key("armies").begin_array();
  for (int a = 0; a < rules.army_count(); ++a)
    out.begin_object()
        .key("name")
        .value(rules.army(a).name)
        .key("letter")
        .value(std::string(1, rules.army(a).letter))
        .key("team")
        .value(rules.team(a))
        .end_object();
  out.end_array().key("pieces").begin_array();
  for (int t = 0; t < rules.type_count(); ++t) {
    if (rules.is_dead(t)) continue;
    out.begin_object()
        .key("letter")
        .value(letter(rules, t))
        .key("name")
        .value(rules.piece(t).name)
        .end_object();
  }
  out.end_array().end_object();
}

void write_position(JsonWriter& out, const engine::Position& pos) {
  const engine::RuleSet& rules = pos.rules();
  out.begin_object()
      .key("fen")
      .value(engine::to_fen(pos))
      .key("to_move")
      .value(pos.to_move())
      .key("board")
      .begin_array();
  for (engine::Square s : rules.geometry().squares()) {
    const engine::Cell c = pos.at(s);
    if (c == engine::kEmpty) {
      out.null();
      continue;
    }
    const int type = engine::type_of(c);
    out.begin_array().value(engine::army_of(c)).value(letter(rules, type));
    if (rules.is_dead(type)) out.value(true);
    out.end_array();
  }
  out.end_array();
  if (rules.uses_hands()) {
    out.key("hands");
    write_counts(out, pos, [&](int a, int t) { return pos.hand(a, t); });
  }
  if (rules.uses_pools()) {
    out.key("pools");
    write_counts(out, pos, [&](int a, int t) { return pos.pool(a, t); });
  }
  if (rules.scores_points()) {
    out.key("points").begin_array();
    for (int a = 0; a < rules.army_count(); ++a) out.value(pos.points(a));
    out.end_array();
  }
  if (pos.in_dice_turn()) {
    out.key("dice").begin_array();
    for (int d : pos.dice())
      if (d) out.value(d);
    out.end_array();
  }
  out.end_object();
}

}  // namespace chatur::web
