// A plain-text board diagram for terminals and logs.
#pragma once

#include <string>

#include "engine/position.h"

namespace chatur::engine {

// The board from the top rank down with rank numbers and file letters. Two-army pieces are
// letters (upper case for the first army); four-army pieces are the army letter and the piece
// letter ("rK"); "." is an empty square and blanks are missing squares.
std::string diagram(const Position& pos);

}  // namespace chatur::engine
