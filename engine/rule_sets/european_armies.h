// European Chess's armies, one table entry each: setup, pieces, royalty and power. Adding an army
// is adding its entry (and, for a new kind of power, its hook in the rules core).
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string_view>
#include <utility>

#include "engine/rule_spec.h"

namespace chatur::engine::rule_sets {

// Whether an army can be played.
enum class ArmyAvailability : std::uint8_t {
  kPlays,         // implemented
  kNotYet,        // its setup is known but its kind of power is not built yet
  kUnknown,       // its setup was shown only in diagrams that are lost
  kFromPosition,  // as kUnknown, but its pieces and power are known: it plays from a position
                  // given as FEN4
  kFromSquares,   // its setup and power are known but the squares where it places pieces were
                  // lost: it plays from a position given as FEN4 that names them (sq=)
};

struct EuropeanArmy {
  std::string_view name;  // "britain": the option armies= and the Armies tag
  char power_class;       // 'M' movement or royalty only, 'T' capture or turn rule,
                          // 'I' interrupt, 'C' chance, 'H' hidden information
  ArmyAvailability availability;
  std::string_view rule;  // what sets it apart, in one line
  // Its setup on Red's area: files e to h of rank 8, then of rank 7 (other seats turn it).
  std::string_view back = "BRNK", front = "PPPP";  // kFromPosition: its pawns' promotions
  std::array<std::pair<char, std::string_view>, 3> movement{};  // letter, Betza; 0: none
  std::string_view in_place;
  bool immune = false;
  std::string_view immune_pieces;  // as immune, for these letters only
  bool last_piece_defeat = false;
  Power power = Power::kNone;
  int reach = 0;
};

// Every army, the plain Chatanooga army first (index 0, RuleOptions::armies' default).
std::span<const EuropeanArmy> european_armies();

// "plays", or in a few words why the army cannot be played: its kind of power is not built
// yet, or its setup was shown only in diagrams that are lost.
std::string_view availability_text(ArmyAvailability a);

// The index of the army with this name, if any.
std::optional<int> european_army(std::string_view name);

// The index of the army with this name, which must play. Throws std::invalid_argument naming the
// armies that play for an unknown name, or saying why the army cannot play.
int playing_army(std::string_view name);
// The same, but an army that plays only from a given position (kFromPosition, kFromSquares) is
// accepted too.
int army_with_rules(std::string_view name);

}  // namespace chatur::engine::rule_sets
