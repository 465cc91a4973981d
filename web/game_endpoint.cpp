// /api/games/{id}: one game, replayed by the rules core, with the position after every ply.
#include <span>
#include <sstream>

#include "engine/dice.h"
#include "records/game_end.h"
#include "records/game_json.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "records/replay_positions.h"
#include "records/rule_options_text.h"
#include "records/variant.h"
#include "web/api_error.h"
#include "web/board_json.h"
#include "web/endpoints.h"

namespace chatur::web {
namespace {

void write_strings(JsonWriter& out, std::span<const std::string> items) {
  out.begin_array();
  for (const auto& s : items) out.value(s);
  out.end_array();
}

void write_ints(JsonWriter& out, const std::vector<int>& items) {
  out.begin_array();
  for (int v : items) out.value(v);
  out.end_array();
}

}  // namespace

void write_game(JsonWriter& out, records::Archive& archive, std::int64_t id) {
  records::GameFilter filter;
  filter.id = id;
  const auto rows = archive.pgn(filter);
  if (rows.empty()) throw ApiError{404, "no game with id " + std::to_string(id)};
  std::istringstream in(rows.front().second);
  records::PgnReader reader(in);
  auto item = reader.next();
  if (!item || item->error)
    throw ApiError{500, "archived game " + std::to_string(id) + " does not read back"};
  records::Game& game = item->game;
  const records::Replay r = records::replay(game);
  if (!r.ok()) throw ApiError{500, "archived game " + std::to_string(id) + " does not replay"};
  const engine::RuleSet& rules = *r.rules;

  std::ostringstream record;
  records::write_game_json(record, game, rules, r.start_fen, r.end);
  std::string record_json = record.str();
  while (!record_json.empty() && record_json.back() == '\n') record_json.pop_back();

  out.begin_object()
      .key("id")
      .value(id)
      .key("record")
      .json_value(record_json)
      .key("variant")
      .value(rules.id())
      .key("rule_options")
      .value(records::rule_options_text(rules.options()))
      .key("players");
  write_strings(out, records::player_names(game, rules));
  out.key("tags").begin_array();
  for (const records::Tag& t : game.tags)
    out.begin_array().value(t.name).value(t.value).end_array();
  out.end_array()
      .key("result")
      .value(records::result_text(r.end))
      .key("termination")
      .value(r.end.termination)
      .key("placements");
  write_ints(out, r.end.placements);
  out.key("points");
  write_ints(out, r.end.points);
  out.key("shape");
  write_board_shape(out, rules);
  out.key("comments");
  write_strings(out, game.mainline.comments);

  // Main-line node i is ply i; a last node beyond the plies is the marker that ended the game
  // (a resignation, a timeout), which is no ply.
  const auto& nodes = game.mainline.moves;
  out.key("plies").begin_array();
  auto roll = r.rolls.begin();
  for (size_t i = 0; i < r.moves.size(); ++i) {
    out.begin_object().key("move").value(r.moves[i]);
    if (i < nodes.size() && nodes[i].text != r.moves[i]) out.key("text").value(nodes[i].text);
    const engine::Move played = r.played[i];
    if (played.kind() == engine::MoveKind::kDecision) out.key("decision").value(true);
    if (roll != r.rolls.end() && roll->ply == i) {
      out.key("roll").value(engine::dice_roll_to_text(roll->roll));
      while (roll != r.rolls.end() && roll->ply == i) ++roll;
    }
    if (i < nodes.size() && !nodes[i].comments.empty()) {
      out.key("comments");
      write_strings(out, nodes[i].comments);
    }
    out.end_object();
  }
  out.end_array();
  if (nodes.size() > r.moves.size()) {
    const records::MoveNode& end = nodes[r.moves.size()];
    out.key("end_marker").value(end.text);
    out.key("end_comments");
    write_strings(out, end.comments);
  }
  // The position after each ply, the start first.
  out.key("positions").begin_array();
  records::for_each_position(r,
                             [&](int, const engine::Position& pos) { write_position(out, pos); });
  out.end_array().end_object();
}

}  // namespace chatur::web
