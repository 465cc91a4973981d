#include "records/stored_game.h"

#include <memory>
#include <utility>

#include "records/game_encoding.h"
#include "records/pgn_writer.h"
#include "records/rule_options_text.h"
#include "records/variant.h"

namespace chatur::records {

StoredGame stored_game(Game& game, const engine::RuleSet& rules, PlayedGame played) {
  normalize_tags(game, rules, played.start_fen, played.standard_start, played.end);
  StoredGame s;
  s.variant = rules.id();
  s.rule_options = rule_options_text(rules.options());
  s.start_fen = std::move(played.start_fen);
  s.end = std::move(played.end);
  s.players = std::move(played.players);
  s.tags = game.tags;
  s.moves = std::move(played.moves);
  s.rolls = std::move(played.rolls);
  s.hashes = std::move(played.hashes);
  s.identity = played.identity;
  encode_game(s.record, game, rules, s.start_fen,
              played.main_line_codes ? &*played.main_line_codes : nullptr);
  return s;
}

namespace {

// The replay's facts, copied or moved out as `Source` is an lvalue or not.
template <typename Source>
PlayedGame played_game(Game& game, Source&& replay) {
  PlayedGame played;
  played.start_fen = replay.start_fen;
  played.standard_start = replay.standard_start;
  played.end = replay.end;
  played.players = player_names(game, *replay.rules);
  played.moves = std::forward<Source>(replay).moves;
  played.rolls = std::forward<Source>(replay).rolls;
  played.hashes = std::forward<Source>(replay).hashes;
  played.main_line_codes = std::forward<Source>(replay).main_line_codes;
  played.identity = replay.identity;
  return played;
}

}  // namespace

StoredGame stored_game(Game& game, const Replay& replay) {
  return stored_game(game, *replay.rules, played_game(game, replay));
}

StoredGame stored_game(Game& game, Replay&& replay) {
  const std::shared_ptr<const engine::RuleSet> rules = replay.rules;
  return stored_game(game, *rules, played_game(game, std::move(replay)));
}

}  // namespace chatur::records
