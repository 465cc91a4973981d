// FEN and FEN4 of every rule set on any text. Properties: a position that parses prints and
// parses to the same text and hash; every legal move of it makes and unmakes back to it; the
// targeted generation that readers of move text use (orthodox chess's by bitboards) gives, for a
// piece type, a square left, a square reached, and a type with a square reached, exactly the
// legal moves that the target wants (but pairs of pawn moves, which only the full generation
// gives), and with no restriction the full generation's moves in its order; in orthodox chess,
// has_board_move (by bitboards) is true wherever the full generation has a move, the board read
// a piece at a time gives the moves that the kept bitboards give, the kept bitboards are the
// board's cells after every legal move and its take-back, and every legal move leaves the position
// that its FEN sets up afresh (the same hash: castling rights, en passant, turn).
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/fen.h"
#include "engine/move_target.h"
#include "engine/movegen.h"
#include "engine/orthodox_movegen.h"
#include "engine/outcome.h"
#include "fuzz/rule_set_pick.h"

using namespace chatur;

namespace {

std::vector<std::uint32_t> sorted_bits(const engine::MoveList& moves) {
  std::vector<std::uint32_t> bits;
  for (engine::Move m : moves) bits.push_back(m.bits());
  std::sort(bits.begin(), bits.end());
  return bits;
}

// The targeted generation against the full one, filtered: alone, and from `shared`, which has
// answered the position's earlier targets from one reading of the board.
void check_target(engine::Position& pos, const engine::MoveList& legal,
                  const engine::MoveTarget& target, engine::TargetedMoves& shared) {
  engine::MoveList targeted, from_shared;
  engine::generate_legal(pos, target, targeted);
  shared.generate(target, from_shared);
  engine::MoveList wanted = engine::matching(pos, legal, target);
  for (int i = wanted.size(); i-- > 0;)  // only the full generation pairs pawn moves
    if (wanted[i].kind() == engine::MoveKind::kPawnPair) wanted.erase_unordered(i);
  const std::vector<std::uint32_t> bits = sorted_bits(wanted);
  if (sorted_bits(targeted) != bits || sorted_bits(from_shared) != bits) __builtin_trap();
}

void check_targets(engine::Position& pos, const engine::MoveList& legal) {
  engine::TargetedMoves shared(pos);
  const auto check = [&](const engine::MoveTarget& target) {
    check_target(pos, legal, target, shared);
  };
  engine::MoveList unrestricted;
  engine::generate_legal(pos, engine::MoveTarget{}, unrestricted);
  if (!std::equal(legal.begin(), legal.end(), unrestricted.begin(), unrestricted.end()))
    __builtin_trap();
  for (int t = 0; t < pos.rules().type_count(); ++t) check(engine::MoveTarget{.type = t});
  std::vector<engine::Square> from, to;
  for (engine::Move m : legal) {
    from.push_back(m.from());
    to.push_back(m.to());
  }
  for (auto* squares : {&from, &to}) {
    std::sort(squares->begin(), squares->end());
    squares->erase(std::unique(squares->begin(), squares->end()), squares->end());
  }
  for (engine::Square s : from) check(engine::MoveTarget{.from = s});
  for (engine::Square s : to) check(engine::MoveTarget{.to = s});
  for (engine::Move m : legal)
    if (engine::is_piece(pos.at(m.from())))
      check(engine::MoveTarget{.to = m.to(),
                               .type = engine::type_of(pos.at(m.from())),
                               .kinds = engine::MoveTarget::kBoardMoves});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const engine::RuleSet& rules = fuzz::pick_rule_set(data[0]);
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  for (bool repairing : {false, true}) {
    std::vector<std::string> repairs;
    try {
      engine::Position pos = repairing ? engine::parse_fen_repairing(rules, text, repairs)
                                       : engine::parse_fen(rules, text);
      const std::string fen = engine::to_fen(pos);
      engine::Position again = engine::parse_fen(rules, fen);
      if (engine::to_fen(again) != fen || again.hash() != pos.hash()) __builtin_trap();
      (void)engine::outcome(pos);
      engine::MoveList legal;
      engine::generate_legal(pos, legal);
      check_targets(pos, legal);
      if (rules.orthodox_chess() && !legal.empty() && !engine::has_board_move(pos))
        __builtin_trap();
      if (engine::OrthodoxReading::applies_to(pos)) {
        engine::MoveList kept_read, scalar_read;
        engine::OrthodoxReading(pos).generate(pos, engine::MoveTarget{}, kept_read);
        engine::OrthodoxReading(pos, engine::OrthodoxReading::BoardReading::kScalar)
            .generate(pos, engine::MoveTarget{}, scalar_read);
        if (!std::equal(kept_read.begin(), kept_read.end(), scalar_read.begin(), scalar_read.end()))
          __builtin_trap();
      }
      // The bitboards an orthodox position keeps are its cells' after each move and take-back.
      const auto kept_right = [&] { return pos.bitboards() == pos.bitboards_of_cells(); };
      for (engine::Move m : legal) {
        pos.make(m);
        if (!kept_right()) __builtin_trap();
        if (rules.orthodox_chess() &&
            engine::parse_fen(rules, engine::to_fen(pos)).hash() != pos.hash())
          __builtin_trap();
        (void)engine::outcome(pos);
        pos.unmake();
        if (pos.hash() != again.hash() || !kept_right()) __builtin_trap();
      }
    } catch (const engine::FenError&) {
    }
  }
  return 0;
}
