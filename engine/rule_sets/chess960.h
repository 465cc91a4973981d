// Chess960's start positions, by their standard numbers (0 to 959; 518 is orthodox chess).
#pragma once

#include <string>

namespace chatur::engine::rule_sets {

// The back rank of start position `number`, from file a, in upper case ("RNBQKBNR" for 518):
// the light-squared bishop, the dark-squared bishop, the queen and the knights are placed by the
// number's digits in bases 4, 4, 6 and 10, and the rooks and king take the three squares left,
// king in the middle. Throws std::invalid_argument outside 0 to 959.
std::string chess960_back_rank(int number);

// The FEN of a start with White's back rank `white` and Black's `black` (double Fischer random
// chess when they differ), every castling right given: "... w KQkq - 0 1".
std::string chess960_start_fen(int white, int black);

}  // namespace chatur::engine::rule_sets
