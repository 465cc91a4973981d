#include "tournament/game_record.h"

#include <ctime>

#include "records/game.h"
#include "records/pgn_writer.h"
#include "records/stored_game.h"

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
  const std::string result = records::result_text(g.end);
  game.set_tag("Result", result);
  game.set_tag("Termination", g.end.termination);
  game.set_tag("TimeControl", labels.time_control);
  if (!g.detail.empty()) game.set_tag("TerminationDetail", g.detail);
  if (!g.offending_text.empty()) game.set_tag("OffendingMove", g.offending_text);
  game.result = result;

  records::PlayedGame played;
  played.start_fen = g.start_fen;
  played.standard_start = g.standard_start;
  played.end = g.end;
  played.players = labels.players;
  played.hashes = g.hashes;  // the runner's, rather than a replay of the game
  played.rolls = g.rolls;
  game.mainline.moves.reserve(g.moves.size());
  played.moves.reserve(g.moves.size());
  for (const MoveRecord& m : g.moves) {
    records::MoveNode node;
    node.text = m.text;
    node.move = m.move;
    node.continues_turn = m.continues_turn;
    node.record_text = m.record_text;
    node.record_army = static_cast<std::int8_t>(m.army);
    node.record_fullmove = m.fullmove;
    node.comments.push_back(move_comment(m));
    game.mainline.moves.push_back(std::move(node));
    played.moves.push_back(m.text);
  }
  for (const engine::RollAt& r : g.rolls) game.mainline.moves.at(r.ply).roll = r.roll;
  records::StoredGame s = records::stored_game(game, rules, std::move(played));
  // From the runner's texts, without playing the game again.
  records::write_game_from_texts(s.pgn, game, rules, g.start_army, g.start_fullmove);
  return s;
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
