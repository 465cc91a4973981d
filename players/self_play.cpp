#include "players/self_play.h"

#include <algorithm>
#include <random>
#include <stdexcept>

#include "engine/diagram.h"
#include "engine/fen.h"
#include "engine/notation.h"
#include "players/random_player.h"

namespace chatur::players {

PlayedGame play_random_game(const engine::RuleSet& rules, std::uint64_t seed, int max_plies) {
  return play_random_game(engine::Position(rules), seed, max_plies);
}

PlayedGame play_random_game(engine::Position pos, std::uint64_t seed, int max_plies) {
  RandomPlayer player(seed);
  std::mt19937_64 dice(seed ^ 0x6469636521ULL);
  const auto die = [&](int low, int high) {
    return std::uniform_int_distribution<int>(low, std::max(low, high))(dice);
  };
  PlayedGame game;
  game.start_fen = engine::to_fen(pos);
  for (;;) {
    game.outcome = engine::outcome(pos);
    if (game.outcome.finished()) break;
    if (max_plies > 0 && static_cast<int>(game.moves.size()) >= max_plies) {
      game.cut_off = true;
      break;
    }
    if (pos.awaiting_roll()) {
      const engine::DiceRoll roll = engine::roll_due(pos, die);
      pos.roll(roll);
      game.rolls.push_back({game.moves.size(), roll});
    }
    const engine::Move m = player.choose(pos);
    if (m.is_null()) throw std::logic_error("play_random_game: no legal move in a game going on");
    game.move_texts.push_back(engine::move_to_text(pos, m));
    game.moves.push_back(m);
    pos.make(m);
  }
  game.final_fen = engine::to_fen(pos);
  game.final_diagram = engine::diagram(pos);
  return game;
}

}  // namespace chatur::players
