#include "tournament/game_record.h"

#include <Poco/JSON/Parser.h>
#include <Poco/JSON/Stringifier.h>

#include <charconv>
#include <ctime>
#include <sstream>
#include <stdexcept>

#include "engine/fen.h"
#include "records/game.h"
#include "records/game_json.h"
#include "records/pgn_writer.h"

namespace chatur::tournament {

records::StoredGame stored_game(const GameRecord& g, const engine::RuleSet& rules,
                                const GameLabels& labels) {
  records::Game game;
  game.set_tag("Event", labels.event);
  game.set_tag("Site", labels.site);
  game.set_tag("Date", labels.date);
  game.set_tag("Round", labels.round);
  for (int a = 0; a < rules.army_count() && a < static_cast<int>(labels.players.size()); ++a)
    game.set_tag(rules.army(a).name, labels.players[a]);
  game.set_tag("Result", g.result);
  game.set_tag("Termination", g.termination);
  game.set_tag("TimeControl", labels.time_control);
  if (!g.detail.empty()) game.set_tag("TerminationDetail", g.detail);
  if (!g.offending_text.empty()) game.set_tag("OffendingMove", g.offending_text);
  game.result = g.result;

  records::StoredGame s;
  s.hashes = g.hashes;  // the runner's, rather than a replay of the game
  game.mainline.moves.reserve(g.moves.size());
  s.moves.reserve(g.moves.size());
  for (const MoveRecord& m : g.moves) {
    records::MoveNode node;
    node.text = m.text;
    node.move = m.move;
    node.comments.push_back(move_comment(m));
    game.mainline.moves.push_back(std::move(node));
    s.moves.push_back(m.text);
  }
  records::normalize_tags(game, rules, g.start_fen, g.standard_start, g.result);
  s.variant = rules.id();
  s.start_fen = g.start_fen;
  s.result = g.result;
  s.termination = g.termination;
  s.players = labels.players;
  s.tags = game.tags;
  std::ostringstream pgn;
  records::write_game(pgn, game, rules, g.start_fen);
  s.pgn = pgn.str();
  return s;
}

std::string stored_game_json(const records::StoredGame& g) {
  // Written directly rather than through Poco::JSON: this runs once per finished game and
  // Poco's variant objects cost more than the rest of the host's work on the game.
  using records::append_json_string;
  std::string out;
  out.reserve(2 * g.pgn.size() + 64 * g.moves.size() + 1024);
  auto field = [&](const char* key, const std::string& value) {
    out.append(",\"").append(key).append("\":");
    append_json_string(out, value);
  };
  out += "{\"variant\":";
  append_json_string(out, g.variant);
  field("start_fen", g.start_fen);
  field("result", g.result);
  field("termination", g.termination);
  out += ",\"players\":[";
  for (size_t i = 0; i < g.players.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, g.players[i]);
  }
  out += "],\"tags\":[";
  for (size_t i = 0; i < g.tags.size(); ++i) {
    out += i ? ",[" : "[";
    append_json_string(out, g.tags[i].name);
    out += ',';
    append_json_string(out, g.tags[i].value);
    out += ']';
  }
  out += "],\"moves\":[";
  for (size_t i = 0; i < g.moves.size(); ++i) {
    if (i) out += ',';
    append_json_string(out, g.moves[i]);
  }
  // As decimal text: JSON numbers do not hold every 64-bit value exactly.
  out += "],\"hashes\":[";
  char digits[24];
  for (size_t i = 0; i < g.hashes.size(); ++i) {
    out += i ? ",\"" : "\"";
    out.append(digits, std::to_chars(digits, digits + sizeof digits, g.hashes[i]).ptr);
    out += '"';
  }
  out += ']';
  field("pgn", g.pgn);
  out += '}';
  return out;
}

records::StoredGame stored_game_from_json(const std::string& json) {
  try {
    Poco::JSON::Parser parser;
    auto o = parser.parse(json).extract<Poco::JSON::Object::Ptr>();
    records::StoredGame g;
    g.variant = o->getValue<std::string>("variant");
    g.start_fen = o->getValue<std::string>("start_fen");
    g.result = o->getValue<std::string>("result");
    g.termination = o->getValue<std::string>("termination");
    g.pgn = o->getValue<std::string>("pgn");
    auto strings = [&](const char* key, auto each) {
      auto a = o->getArray(key);
      for (unsigned i = 0; i < a->size(); ++i) each(a->get(i));
    };
    strings("players", [&](const Poco::Dynamic::Var& v) { g.players.push_back(v.toString()); });
    strings("moves", [&](const Poco::Dynamic::Var& v) { g.moves.push_back(v.toString()); });
    strings("hashes",
            [&](const Poco::Dynamic::Var& v) { g.hashes.push_back(std::stoull(v.toString())); });
    strings("tags", [&](const Poco::Dynamic::Var& v) {
      auto pair = v.extract<Poco::JSON::Array::Ptr>();
      records::Tag t;
      t.name = pair->get(0).toString();
      t.value = pair->get(1).toString();
      g.tags.push_back(std::move(t));
    });
    return g;
  } catch (const Poco::Exception& e) {
    throw std::runtime_error("stored game record: " + e.displayText());
  }
}

std::string pgn_date_today() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
  return buf;
}

}  // namespace chatur::tournament
