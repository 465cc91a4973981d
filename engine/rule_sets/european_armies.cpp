#include "engine/rule_sets/european_armies.h"

#include <algorithm>
#include <initializer_list>
#include <stdexcept>
#include <string>

namespace chatur::engine::rule_sets {
namespace {

using enum ArmyAvailability;

const EuropeanArmy kArmies[] = {
    {.name = "chatanooga",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "the plain Chatanooga army: king, rook, bishop, knight, four pawns"},
    {.name = "britain",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "four ministers (king or knight moves), all royal; no minister knight leap two "
             "turns running",
     .back = "MMMM"},
    {.name = "france",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "an advisor (king moves, not royal) for the king: never in check, defeated when "
             "its last piece is taken",
     .back = "BRNA",
     .last_piece_defeat = true},
    {.name = "spain",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "the king never moves; it captures in place 1 or 2 squares away along a line, over "
             "anything",
     .movement = {{{'K', "cWcFcDcA"}, {}}},
     .in_place = "K"},
    {.name = "portugal",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "moves as if the board's opposite edges were joined, capturing nothing across an "
             "edge",
     .power = Power::kWrap},
    {.name = "italy",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "an Italian bishop (bishop or alfil) for the bishop",
     .back = "IRNK"},
    {.name = "switzerland",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "its pieces may be taken only by an army it took from, or one that made and "
             "suffered three captures",
     .power = Power::kNeutral},
    {.name = "netherlands",
     .power_class = 'T',
     .availability = kPlays,
     .rule =
         "from its second turn, a move ending next to enemy pieces swaps owners with one of them",
     .power = Power::kOwnerSwap},
    {.name = "holy-roman-empire",
     .power_class = 'T',
     .availability = kFromPosition,
     .rule = "rooks that may not move two turns running, nor the way one went on the last turn, "
             "nor take a piece that took one; free beside their king",
     .power = Power::kDiscord},
    {.name = "austria",
     .power_class = 'T',
     .availability = kFromPosition,
     .rule = "a knight's move removes the enemies it and another of its knights attack",
     .power = Power::kPincer},
    {.name = "prussia",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "after a move, enemy pieces of the moved kind on its rank and file are pulled up "
             "to 3 squares toward it",
     .power = Power::kPull,
     .reach = 3},
    {.name = "poland",
     .power_class = 'T',
     .availability = kFromSquares,
     .rule = "may give an opponent a pawn to place, for two turns of peace; the ally's captures "
             "then earn it pawns",
     .power = Power::kGift},
    {.name = "sweden",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "the king and one other piece may both move in a turn, not two turns running",
     .power = Power::kKingAndOther},
    {.name = "russia",
     .power_class = 'T',
     .availability = kFromPosition,
     .rule = "a queen; pawns far from it desert to a nearer enemy; without it the king moves as "
             "a queen, and alone loses",
     .back = "QRBNK",
     .power = Power::kDesertion},
    {.name = "ottoman",
     .power_class = 'T',
     .availability = kFromSquares,
     .rule = "starts with its pieces in hand and drops them on its deployment squares, king and "
             "pawns among the first five",
     .power = Power::kDeploy},
    {.name = "sparta",
     .power_class = 'M',
     .availability = kFromPosition,
     .rule = "an immune warrior (queen or knight moves)",
     .back = "BRNW",
     .immune_pieces = "W"},
    {.name = "athens",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "a bishop may instead go to any empty square, giving no check, not two turns "
             "running",
     .power = Power::kSea},
    {.name = "macedonia",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "after moving, may remove one of its pieces to move again, any number of times",
     .power = Power::kSacrifice},
    {.name = "rome",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "instead of one move, two pawn moves by different pawns",
     .power = Power::kPawnPair},
    {.name = "carthage",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "an elephant (a rook of up to 3 squares) for the rook",
     .back = "BENK"},
    {.name = "gaul",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "after a move, enemy pieces of the moved kind on its rank and file are pushed up to "
             "2 squares away",
     .power = Power::kPush,
     .reach = 2},
    {.name = "persia",
     .power_class = 'T',
     .availability = kFromSquares,
     .rule = "lost pieces come back a turn later on its red squares; in check it must take the "
             "checker",
     .power = Power::kReturn},
    {.name = "byzantium",
     .power_class = 'I',
     .availability = kPlays,
     .rule = "after an opponent's turn, may move a piece back to its start square",
     .power = Power::kRetreat},
    {.name = "egypt",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "a pharaoh (king or alfil moves, royal) for the king; its pieces are never "
             "displaced",
     .back = "BRNF",
     .immune = true},
    {.name = "huns",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "instead of moving, places a new pawn on an empty square of its area",
     .power = Power::kTribute},
    {.name = "scotland",
     .power_class = 'M',
     .availability = kPlays,
     .rule = "Pict rook (rook or dabbaba) and Pict bishop (bishop or alfil); its pieces are "
             "never displaced",
     .movement = {{{'R', "RD"}, {'B', "BA"}}},
     .immune = true},
    {.name = "barbarians",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "a capturer may not move on its next turn and cannot be captured until that turn ends",
     .power = Power::kRest},
    {.name = "usa",
     .power_class = 'T',
     .availability = kFromPosition,
     .rule = "a bomb (king moves, no captures) may detonate instead of a move, removing every "
             "piece around it",
     .power = Power::kBomb},
    {.name = "soviet-union",
     .power_class = 'H',
     .availability = kPlays,
     .rule = "a secret piece is its only royal",
     .power = Power::kSecretRoyal},
    {.name = "germany",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "once a game, a group of its pieces moves together",
     .power = Power::kGroup},
    {.name = "israel",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "at the end of its turn, marks an empty square no piece may enter or cross until its "
             "next turn",
     .power = Power::kMark},
    {.name = "iraq",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "enemies next to its pieces leave at its turn's start; its bishop and knight "
             "leave when they come within two squares",
     .power = Power::kRemoval},
    {.name = "north-korea",
     .power_class = 'C',
     .availability = kPlays,
     .rule = "a die may make its turn insane: 1-3 chosen pieces each move once as a rolled type",
     .power = Power::kInsanity},
    {.name = "china",
     .power_class = 'I',
     .availability = kPlays,
     .rule = "may make an opponent redo a move with another piece",
     .power = Power::kCensor},
    {.name = "japan",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "a piece alone of its kind on the board may move twice in a turn",
     .power = Power::kAlone},
    {.name = "terrorists",
     .power_class = 'H',
     .availability = kPlays,
     .rule = "a secret piece carries a bomb",
     .power = Power::kSecretBomb},
    {.name = "un-peacekeepers",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "rooks and bishops go up to 3 squares, pawns step any way; captured and capturing "
             "only in its area; takes enemies next to it that cannot move",
     .movement = {{{'R', "R3"}, {'B', "B3"}, {'P', "mKcfF"}}},
     .power = Power::kPeacekeep},
    {.name = "mafia",
     .power_class = 'T',
     .availability = kPlays,
     .rule = "every capture leaves the capturer in place; rooks and bishops go up to 3 squares",
     .movement = {{{'R', "R3"}, {'B', "B3"}}},
     .in_place = "KRBNP"},
};

}  // namespace

std::span<const EuropeanArmy> european_armies() {
  return kArmies;
}

std::string_view availability_text(ArmyAvailability a) {
  switch (a) {
    case kPlays:
      return "plays";
    case kNotYet:
      return "not yet: power not built";
    case kUnknown:
      return "out: setup lost";
    case kFromPosition:
      return "from a FEN4: setup lost";
    case kFromSquares:
      return "from a FEN4 with sq=";
  }
  return "?";
}

std::optional<int> european_army(std::string_view name) {
  for (size_t i = 0; i < std::size(kArmies); ++i)
    if (kArmies[i].name == name) return static_cast<int>(i);
  return std::nullopt;
}

namespace {

// The index of the army `name`, which must have one of the availabilities `ok`.
int army_index(std::string_view name, std::initializer_list<ArmyAvailability> ok) {
  const auto index = european_army(name);
  if (!index) {
    std::string known;
    for (const auto& army : kArmies)
      if (army.availability == kPlays) known.append(known.empty() ? "" : ", ").append(army.name);
    throw std::invalid_argument("unknown army '" + std::string(name) +
                                "' (armies that play: " + known + ")");
  }
  const EuropeanArmy& army = kArmies[*index];
  if (std::find(ok.begin(), ok.end(), army.availability) == ok.end())
    throw std::invalid_argument(std::string(army.name) + " cannot play (" +
                                std::string(availability_text(army.availability)) + ")");
  return *index;
}

}  // namespace

int playing_army(std::string_view name) {
  return army_index(name, {kPlays});
}

int army_with_rules(std::string_view name) {
  return army_index(name, {kPlays, kFromPosition, kFromSquares});
}

}  // namespace chatur::engine::rule_sets
