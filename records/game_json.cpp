#include "records/game_json.h"

#include <algorithm>
#include <cstdio>

#include "engine/fen.h"
#include "engine/notation.h"
#include "records/move_text.h"

namespace chatur::records {
namespace {

void roll(engine::Position& pos, const MoveNode& node) {
  if (node.roll) pos.roll(*node.roll);
}

void write_line(std::ostream& out, engine::Position& pos, const Line& line) {
  out << '[';
  int made = 0;
  bool first = true;
  for (const MoveNode& node : line.moves) {
    out << (first ? "" : ",") << "{\"army\":" << json_string(pos.rules().army(pos.to_move()).name);
    first = false;
    if (node.roll) {
      // A dice game's throw is held smaller die first; North Korea's dice in the order rolled.
      out << ",\"roll\":[";
      for (int i = 0; i < node.roll->count; ++i) out << (i ? "," : "") << (*node.roll)[i];
      out << ']';
    }
    if (node.marker != Marker::kNone) {
      out << ",\"marker\":" << json_string(marker_name(node.marker));
    } else {
      roll(pos, node);
      out << ",\"move\":" << json_string(record_move_text(pos, node.move))
          << ",\"lan\":" << json_string(engine::move_to_text(pos, node.move));
      if (node.roll) pos.unroll();  // a variation starts before the roll
    }
    if (!node.nags.empty()) {
      out << ",\"nags\":[";
      for (size_t i = 0; i < node.nags.size(); ++i) out << (i ? "," : "") << node.nags[i];
      out << ']';
    }
    if (!node.comments.empty()) {
      out << ",\"comments\":[";
      for (size_t i = 0; i < node.comments.size(); ++i)
        out << (i ? "," : "") << json_string(node.comments[i]);
      out << ']';
    }
    if (!node.variations.empty()) {
      out << ",\"variations\":[";
      for (size_t i = 0; i < node.variations.size(); ++i) {
        out << (i ? "," : "");
        write_line(out, pos, node.variations[i]);
      }
      out << ']';
    }
    out << '}';
    if (node.marker != Marker::kNone) break;
    roll(pos, node);
    pos.make(node.move);
    ++made;
  }
  out << ']';
  while (made-- > 0) {
    pos.unmake();
    if (line.moves[static_cast<size_t>(made)].roll) pos.unroll();
  }
}

// ,"name":{"Red":1,"Green":2,...}: a number per army, in turn order; nothing for no numbers.
void write_army_values(std::ostream& out, std::string_view name, const engine::RuleSet& rules,
                       const std::vector<int>& values) {
  if (values.empty()) return;
  out << ",\"" << name << "\":{";
  for (size_t a = 0; a < values.size(); ++a)
    out << (a ? "," : "") << json_string(rules.army(static_cast<int>(a)).name) << ':' << values[a];
  out << '}';
}

}  // namespace

std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += ch;
        }
    }
  }
  return out + "\"";
}

void write_game_json(std::ostream& out, const Game& game, const engine::RuleSet& rules,
                     const std::string& start_fen, const GameEnd& end) {
  engine::Position pos = engine::parse_fen(rules, start_fen);
  out << "{\"variant\":" << json_string(rules.id()) << ",\"start_fen\":" << json_string(start_fen)
      << ",\"tags\":[";
  for (size_t i = 0; i < game.tags.size(); ++i)
    out << (i ? "," : "") << "{\"name\":" << json_string(game.tags[i].name)
        << ",\"value\":" << json_string(game.tags[i].value) << '}';
  out << "],\"comments\":[";
  for (size_t i = 0; i < game.mainline.comments.size(); ++i)
    out << (i ? "," : "") << json_string(game.mainline.comments[i]);
  out << "],\"moves\":";
  write_line(out, pos, game.mainline);
  out << ",\"result\":" << json_string(result_text(end))
      << ",\"termination\":" << json_string(end.termination);
  if (end.team_score)
    out << ",\"team_scores\":[" << (*end.team_score)[0] << ',' << (*end.team_score)[1] << ']';
  write_army_values(out, "placements", rules, end.placements);
  write_army_values(out, "points", rules, end.points);
  out << "}\n";
}

}  // namespace chatur::records
