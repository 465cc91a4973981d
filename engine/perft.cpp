#include "engine/perft.h"

#include "engine/movegen.h"

namespace chatur::engine {
namespace {

// `event` is the index in `rolls` of the next roll event on this path.
std::uint64_t count(Position& pos, int depth, std::span<const DiceRoll> rolls, size_t event) {
  if (depth == 0) return 1;
  // A game over before the roll stays over: roll only where the game goes on.
  const bool rolling = !rolls.empty() && pos.awaiting_roll() && has_legal_move(pos);
  if (rolling) pos.roll(rolls[event++ % rolls.size()]);
  MoveList moves;
  generate_legal(pos, moves);
  std::uint64_t nodes = static_cast<std::uint64_t>(moves.size());
  if (depth > 1) {
    nodes = 0;
    for (Move m : moves) {
      pos.make(m);
      nodes += count(pos, depth - 1, rolls, event);
      pos.unmake();
    }
  }
  if (rolling) pos.unroll();
  return nodes;
}

std::vector<DiceRoll> as_dice_rolls(std::span<const Roll> rolls) {
  std::vector<DiceRoll> out;
  for (Roll r : rolls) out.push_back(dice_roll(r));
  return out;
}

}  // namespace

std::uint64_t perft(Position& pos, int depth, std::span<const DiceRoll> rolls) {
  if (rolls.empty()) return perft(pos, depth);
  return count(pos, depth, rolls, 0);
}

std::uint64_t perft(Position& pos, int depth, std::span<const Roll> rolls) {
  if (rolls.empty()) {  // the common case, kept lean
    if (depth == 0) return 1;
    MoveList moves;
    generate_legal(pos, moves);
    if (depth == 1) return static_cast<std::uint64_t>(moves.size());
    std::uint64_t nodes = 0;
    for (Move m : moves) {
      pos.make(m);
      nodes += perft(pos, depth - 1);
      pos.unmake();
    }
    return nodes;
  }
  const std::vector<DiceRoll> dice = as_dice_rolls(rolls);
  return count(pos, depth, dice, 0);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::span<const DiceRoll> rolls) {
  std::vector<std::pair<Move, std::uint64_t>> out;
  size_t event = 0;
  const bool rolling = !rolls.empty() && pos.awaiting_roll() && has_legal_move(pos);
  if (rolling) pos.roll(rolls[event++]);
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves) {
    pos.make(m);
    out.emplace_back(m,
                     rolls.empty() ? perft(pos, depth - 1) : count(pos, depth - 1, rolls, event));
    pos.unmake();
  }
  if (rolling) pos.unroll();
  return out;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth,
                                                         std::span<const Roll> rolls) {
  const std::vector<DiceRoll> dice = as_dice_rolls(rolls);
  return perft_divide(pos, depth, std::span<const DiceRoll>(dice));
}

}  // namespace chatur::engine
