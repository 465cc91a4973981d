// The fixed schedules (round robin, gauntlet, teams, seats) as a pure function of the format,
// engines, games per pairing and opening order: the same inputs give the same games in the same
// order. A scheduled game, what every format hands out, is defined here too.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tournament/army_plan.h"
#include "tournament/opening_order.h"

namespace chatur::tournament {

enum class Format {
  kRoundRobin,  // every engine against every other (four armies: as teams, see below)
  kGauntlet,    // engine 0 against every other
  kSeats,       // four armies, one engine per army, seats and partners rotated
  kSwiss,       // rounds paired from the standings (swiss.h): not a fixed schedule
  kKnockout,    // a seeded bracket (knockout.h): not a fixed schedule
};

// "round-robin", "gauntlet", "seats", "swiss", "knockout"; "teams" reads as round-robin (a
// four-army round robin is always played in teams: one engine plays both armies of a side).
Format parse_format(const std::string& name);
std::string format_name(Format f);

struct ScheduledGame {
  int index = 0;                 // 0-based position in the schedule
  int round = 1;                 // 1-based round: games that could be played at the same time
  std::vector<int> seats;        // engine index per army, in turn order
  int opening = -1;              // index into the openings, -1 for the rule set's start position
  int pair = 0;                  // games of one opening with sides or seats rotated share it
  std::optional<Armies> armies;  // European Chess: each seat's army; unset: the rule options'
};

struct ScheduleSpec {
  Format format = Format::kRoundRobin;
  int engines = 2;
  int armies = 2;             // of the rule set: 2 or 4
  int games_per_pairing = 2;  // seats: repetitions of the whole seat cycle
  OpeningOrder openings;      // which opening each pair of games plays
};

// The schedule. Two engines meet in games_per_pairing games; games 2k and 2k+1 of a pairing
// share an opening with sides swapped; openings are taken in the opening order over the whole
// tournament. In
// four-army round robins and gauntlets seats are {a, b, a, b}: engine a plays Red and Yellow.
// Seats: for every set of four engines, for each of its three splits into two teams, the four
// cyclic rotations of one arrangement (12 games, one opening): every engine plays every seat
// equally often, and every two engines are partners in 4 and opponents in 8 games of every set
// of four holding both. Throws std::invalid_argument when the spec allows no game or its format
// is not a fixed one.
std::vector<ScheduledGame> make_schedule(const ScheduleSpec& spec);

}  // namespace chatur::tournament
