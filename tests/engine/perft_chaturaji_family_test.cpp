// Perft of the Chaturaji family. Every count was computed by this core and, independently, by
// scripts/reference/chaturaji_family_perft.py (written from the rules text alone, board scan and
// full copies); both agree on every number here. scripts/reference/chaturaji_family_counts.txt
// lists these cases and deeper counts.
#include <gtest/gtest.h>

#include "engine/perft.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

struct PerftCase {
  const char* rules;  // id and options, as testing::rules reads them
  const char* what;
  std::string fen;  // empty: the start position
  std::vector<std::uint64_t> counts;
};

const std::string kHeader = "-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-";
const std::string kControl =
    "bR,2,rR,rK,3/5,rP,rP,1/3,yP,yN,gN,2/bK,7/1,gP,5,gK/2,bN,3,bP,1/8/3,yK,3,gB";
const std::string kControlled =
    "2,rR,4,gK/4,rP,3/1,bN,4,yN,1/bK,5,gR,1/2,yR,5/8/5,bP,2/3,yK,4-ctl=g,g,y,b";

TEST(ChaturajiFamilyPerft, AgreesWithTheReference) {
  const PerftCase cases[] = {
      {"chaturaji-indian", "start", "", {9, 81, 729, 6561, 72090, 791854}},
      {"chaturaji-indian",
       "triumph and free promotion",
       "R" + kHeader + "bR,3,rK,3/2,yP,3,bP,1/1,bP,rB,5/bK,2,yB,bB,1,rN,1/3,gB,3,gK/1,gP,yP,5/" +
           "yK,3,rP,3/5,gN,2",
       {20, 348, 4386, 70742}},
      {"chaturaji-indian",
       "the last king of a team taken",
       "G" + kHeader + "7,gK/1,yP,4,yB,1/3,bN,3,bK/4,rB,3/5,gB,2/2,rP,5/2,gN,5/yK,7",
       {11, 60, 768, 2130, 25332}},
      {"chaturanga-modern", "start, teams", "", {9, 81, 729, 6561, 72090, 790639}},
      {"chaturanga-modern mode=ffa", "start, free-for-all", "", {9, 81, 729, 6561, 72090, 790882}},
      {"chaturanga-modern",
       "control passes, teams",
       "G" + kHeader + kControl,
       {16, 193, 3752, 31148}},
      {"chaturanga-modern mode=ffa",
       "control passes, free-for-all",
       "G" + kHeader + kControl,
       {20, 279, 6066, 57263}},
      {"chaturanga-modern",
       "Red controlled, teams",
       "Y" + kHeader + kControlled,
       {25, 252, 2763, 37369}},
      {"chaturanga-modern mode=ffa",
       "Red controlled, free-for-all",
       "Y" + kHeader + kControlled,
       {25, 275, 2829, 40217}},
      {"chaturaji-classic", "start", "", {9, 81, 729, 6561, 72090, 784474}},
      {"chaturaji-classic",
       "exchange",
       "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,gK/bR,7/2,rB,2,bP,yK,1/4,rP,3/1,bK,6/3,yP,1,gN,2/"
       "2,yN,3,gP,1/8-cap=g,,,",
       {16, 367, 3170, 37434}},
      {"chaturaji-classic",
       "waiting pawn f1",
       "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bN,2,rK,2,gK/8/7,rP/3,bP,2,rP,1/8/yN,6,gN/7,gP/"
       "3,yK,1,rP,2-wait=f1,,,",
       {8, 72, 432, 3690}},
      {"chaturaji-classic",
       "waiting pawn h1",
       "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,2,gK/bP,7/8/bK,2,rB,bB,3/3,yB,1,rB,2/6,gP,1/"
       "2,yP,3,gB,1/3,yK,3,rP-wait=h1,,,",
       {6, 50, 449, 5432}},
      {"chaturaji-classic",
       "thrones and stakes",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,gK/8/1,bP,1,rP,1,gP,2/2,yP,3,rK,1/1,bN,5,gK/rN,7/8/"
       "bK,1,yK,5",
       {13, 103, 703, 7321}},
      {"chaturaji-classic",
       "command",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,gK/8/1,bP,2,gN,gP,2/8/8/2,yN,3,rP,1/1,yP,2,rK,3/"
       "8-cap=,,g,",
       {9, 99, 176, 704}},
      {"chaturaji-classic",
       "promotion to a second king e2-e1=K; bare-king end reachable",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-rK,6,gK/6,gP,1/7,bK/2,yP,rB,4/bP,4,bN,2/8/4,rP,3/"
       "3,yK,4",
       {8, 23, 115, 1505}},
      {"chaturaji-classic",
       "^ offered where the plain capture b4xa5 ends the game",
       "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,2,0-0-3,bR,4/2,rP,5/8/bK,7/1,yK,6/8/4,yP,bP,yP,1/"
       "8-cap=g,ykt,,-thr=,,g,",
       {11, 235, 3479, 3707}},
  };
  for (const auto& c : cases) {
    auto rules = testing::rules(c.rules);
    Position pos = c.fen.empty() ? Position(*rules) : parse_fen(*rules, c.fen);
    for (size_t d = 0; d < c.counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1)), c.counts[d])
          << c.rules << ", " << c.what << ", depth " << d + 1;
  }
}

struct DicePerftCase {
  const char* rules;
  const char* what;
  std::string fen;
  std::vector<Roll> rolls;
  std::vector<std::uint64_t> counts;
};

TEST(ChaturajiFamilyPerft, WithDiceAgreesWithTheReference) {
  const DicePerftCase cases[] = {
      {"chaturaji-dice",
       "start",
       "",
       {{2, 3}, {5, 5}, {4, 5}, {3, 4}},
       {4, 12, 93, 663, 2662, 6331}},
      {"chaturaji-dice", "start", "", {{2, 3}}, {4, 9, 29, 74, 219, 603}},
      {"chaturaji-dice",
       "exchange with dice",
       "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,gK/bR,7/2,rB,2,bP,yK,1/4,rP,3/1,bK,6/3,yP,1,gN,2/"
       "2,yN,3,gP,1/8-cap=g,,,",
       {{3, 4}, {2, 5}, {5, 5}},
       {8, 16, 109, 2921}},
      {"chaturaji-dice",
       "Red's king in hand",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,gK/8/8/4,rP,3/6,gR,1/1,bP,6/3,yP,4/"
       "bK,2,yK,2,gP,1-hand=K,,,-cap=g,,,-ret=1,0,0,1",
       {{5, 5}, {4, 5}},
       {56, 280, 1955, 10156}},
      {"chaturaji-dice",
       "root mid-roll 4,5",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,2,gK/8/8/8/8/1,bP,6/3,yP,1,rP,2/"
       "bK,2,yK,2,gP,rP-roll=4,5-wait=h1,,,",
       {{5, 5}, {4, 4}},
       {8, 21, 113, 501}},
      {"chaturaji-dice",
       "command with dice",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,gK/8/1,bP,2,gN,gP,2/8/8/2,yN,3,rP,1/1,yP,2,rK,3/"
       "8-cap=,,g,",
       {{5, 5}, {4, 5}, {3, 4}},
       {10, 81, 312, 386}},
      {"chaturaji-dice",
       "held Yellow",
       "Y-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,gK/bR,7/2,rB,2,bP,rK,1/4,yP,3/1,bK,6/3,yP,1,gN,2/"
       "2,yN,3,gP,1/8-cap=,,g,-ctl=,,r,",
       {{3, 5}, {2, 2}},
       {11, 51, 432, 2257}},
      {"chaturaji-biruni",
       "start",
       "",
       {{2, 3}, {5, 5}, {4, 5}, {3, 4}},
       {4, 12, 93, 663, 2662, 6331}},
      {"chaturaji-biruni", "start", "", {{2, 3}}, {4, 9, 29, 74, 219, 603}},
      {"chaturaji-biruni", "start", "", {{1, 6}, {3, 5}, {2, 4}}, {7, 21, 139, 438, 1051, 4087}},
      {"chaturaji-biruni",
       "triumph",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,2,gK/2,yP,3,bP,1/2,rB,5/3,yB,bB,3/3,gB,4/8/"
       "1,gP,3,rP,2/bK,2,yK,4",
       {{2, 3}, {4, 6}, {1, 5}, {2, 2}},
       {4, 4, 10, 75}},
      {"chaturaji-biruni",
       "bonus",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-10,-5,-5,0-0-4,rK,3/bP,7/2,rN,5/8/1,bK,6/8/2,yR,1,rP,1,gP,1/"
       "8-cap=,r,r,",
       {{3, 4}, {5, 5}, {2, 6}},
       {9, 9, 25, 111}},
      {"chaturaji-biruni",
       "quiet_rounds=20",
       "B-0,0,0,0-0,0,0,0-0,0,0,0-4,-4,0,0-79-4,rK,2,gK/1,bP,6/2,rN,5/8/4,rP,3/2,gN,5/8/bK,2,yK,4",
       {{5, 5}, {2, 2}, {1, 3}},
       {6, 37, 9, 100}},
      {"chaturaji-biruni quiet_rounds=1",
       "quiet_rounds=1",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-1-4,rK,2,gK/1,bP,6/6,yR,1/8/4,rP,3/2,gN,5/8/bK,2,yK,4",
       {{3, 4}, {5, 5}},
       {1, 4, 36, 293}},
      {"chaturaji-biruni",
       "Green has no pieces",
       "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,3/1,bP,6/8/5,rR,2/4,rP,3/2,yN,5/8/"
       "bK,2,yK,4-cap=,r,,",
       {{5, 5}, {2, 3}},
       {1, 6, 38, 44}},
  };
  for (const auto& c : cases) {
    auto rules = testing::rules(c.rules);
    Position pos = c.fen.empty() ? Position(*rules) : parse_fen(*rules, c.fen);
    for (size_t d = 0; d < c.counts.size(); ++d)
      EXPECT_EQ(perft(pos, static_cast<int>(d + 1), c.rolls), c.counts[d])
          << c.rules << ", " << c.what << ", depth " << d + 1;
  }
}

}  // namespace
}  // namespace chatur::engine
