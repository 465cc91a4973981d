// Perft of chess.com's four-player chess. Every count was computed by this core and,
// independently, by scripts/reference/four_player_perft.py (written from the rules text alone,
// full copies and board scans); both agree on every number here. The positions from real games
// are those the reference reached replaying the chess.com exports of
// tests/data/records/chesscom/ (python3 four_player_perft.py ffa --replay FILE PLIES).
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

void expect_counts(const PerftCase& c) {
  auto rules = testing::rules(c.rules);
  Position pos = c.fen.empty() ? Position(*rules) : parse_fen(*rules, c.fen);
  for (size_t d = 0; d < c.counts.size(); ++d)
    EXPECT_EQ(perft(pos, static_cast<int>(d) + 1), c.counts[d]) << c.what << ", depth " << d + 1;
  EXPECT_EQ(pos.ply(), 0);
}

TEST(FourPlayerPerft, Starts) {
  const PerftCase cases[] = {
      {"four-player-teams", "4PC, Teams", "", {20, 395, 7800, 152050}},
      {"four-player-ffa", "4PC, free-for-all", "", {20, 395, 7800, 152050}},
      {"four-player-teams setup=classic", "4PCo, Teams", "", {20, 399, 7960, 158402}},
  };
  for (const auto& c : cases) expect_counts(c);
}

TEST(FourPlayerPerft, EnPassantPending) {
  // After h2-h3 b4-d4 d13-d12 m4-l4 e2-e4: Blue's pawn on d4 may take on e3, and Yellow's and
  // Green's pawns after it while Red has not moved again.
  const std::string fen =
      "B-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-{'enPassant':('e3:e4','','','')}-3,yR,yN,yB,yK,yQ,yB,"
      "yN,yR,3/4,yP,yP,yP,yP,yP,yP,yP,3/3,yP,10/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,"
      "bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,2,bP,rP,6,gP,1,gR/7,rP,6/3,rP,"
      "1,rP,rP,1,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";
  const PerftCase cases[] = {
      {"four-player-ffa", "en passant pending", fen, {21, 397, 6644}},
      {"four-player-ffa en_passant=false", "en passant off", fen, {20, 377}},
  };
  for (const auto& c : cases) expect_counts(c);
}

TEST(FourPlayerPerft, PositionsOfRealGames) {
  const PerftCase cases[] = {
      {"four-player-ffa",
       "FreyjaNellora_Hornet_human_4pc_game_100527014 after 60 plies",
       "Y-0,1,0,0-0,0,0,0-1,0,0,0-0,0,0,0-0-3,dN,yN,1,yK,1,yB,yN,4/4,yP,yP,gB,2,yP,4/8,yP,5/1,dP"
       ",4,yP,yP,4,gP,1/2,dP,yP,8,gB,gK/rQ,1,dN,8,gN,1,gR/4,yR,5,gN,3/dK,1,dP,7,gP,gQ,2/dB,dP,8,"
       "gP,3/1,dP,10,gP,1/dR,2,dP,6,rP,1,gP,gR/6,rB,rP,rN,5/3,rP,rP,rP,rP,1,rP,rP,4/3,rR,rN,rB,1"
       ",rK,1,rR,4",
       {46, 2487, 104179}},
      {"four-player-ffa",
       "FreyjaNellora_Hornet_human_4pc_game_100527014 after 150 plies",
       "Y-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,dN,10/3,yK,yP,9/4,yB,1,gN,1,gR,5/1,dP,5,gP,6/2,dP,"
       "1,yN,yP,6,gK,1/2,yN,11/12,gR,1/dK,5,rP,1,rP,rP,4/dB,dP,12/1,dP,5,rN,4,gP,1/dR,2,dP,2,rP,"
       "3,rP,1,gP,1/4,rP,2,rP,6/3,rP,10/4,rK,3,rR,rR,4",
       {27, 1181, 39066}},
      {"four-player-ffa",
       "FreyjaNellora_Hornet_cc_game_0017 after 200 plies",
       "Y-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,yD,1,yK,4/9,yP,4/8,yP,1,yP,3/dR,dP,8,gP,3/11,gP,2/"
       "10,gP,3/7,rD,gP,gR,1,gR,gK,1/dK,10,gP,2/1,dP,3,rP,yD,7/9,gP,4/4,rP,5,rP,3/3,rP,5,rP,4/4,"
       "rB,2,rQ,rP,5/7,rR,1,rK,4",
       {61, 1082, 83271}},
      {"four-player-ffa",
       "FreyjaNellora_Hornet_cc_game_0130 after 170 plies",
       "Y-0,1,0,1-0,0,0,0-0,0,0,0-0,0,0,0-0-4,yK,2,yR,yR,5/3,yP,yB,yP,3,gK,4/4,yP,1,yP,2,yP,4/3,"
       "dP,3,yN,1,rR,4/10,dR,dP,2/14/3,yD,3,yP,6/14/dK,1,dN,4,rN,6/14/dR,13/8,rP,rK,4/14/14",
       {81, 160, 4467}},
      {"four-player-ffa",
       "FreyjaNellora_Hornet_human_4pc_game_97969768 after 120 plies",
       "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-14/5,yR,2,yK,yB,4/7,yP,yP,1,yP,3/bR,5,yR,2,yP,gP,3/1"
       "1,gP,gB,gK/2,bP,1,bQ,7,gP,1/4,bP,8,gR/2,bB,5,gP,1,gD,3/1,bP,bB,3,rP,4,gP,2/bK,bP,12/2,bP"
       ",4,rP,5,gR/4,rP,2,rR,1,rP,gP,3/8,rP,1,rN,3/4,rR,1,rQ,2,rK,4",
       {32, 1933, 76916}},
      {"four-player-ffa",
       "FreyjaNellora_Hornet_cc_game_0016 after 400 plies",
       "R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-5,yD,8/3,yK,1,yR,8/3,yQ,yP,9/3,yP,6,gP,2,gK/9,gR,1,g"
       "P,gD,1/12,gP,gR/14/5,yD,8/14/2,dQ,1,dP,9/2,dK,7,rP,3/9,rP,rD,3/9,rR,rK,3/9,rR,4",
       {26, 2062, 95951}},
      {"four-player-teams setup=classic en_passant=false",
       "GammaDeltaII_4PlayerChess_chesscom after 40 plies",
       "R-0,0,0,0-1,1,1,0-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,3,yR,3/4,yP,yP,3,yP,yP,3/7,yP,yP,5/bR,"
       "bP,1,yP,2,yP,5,gP,gR/1,bP,10,gP,gN/bB,bP,10,gP,gB/bK,bP,1,bN,5,yN,gP,3/2,bP,9,gP,gK/2,bP"
       ",9,gP,gB/1,bP,3,rQ,6,gP,1/bR,bP,1,rP,bN,6,gR,2/7,rP,6/4,rP,gQ,rP,1,rP,rP,rP,3/3,rR,rN,rB"
       ",1,rK,1,rN,rR,3",
       {53, 1547, 50977}},
      {"four-player-teams setup=classic en_passant=false",
       "GammaDeltaII_4PlayerChess_chesscom after 70 plies",
       "Y-0,0,0,0-0,1,0,0-0,1,1,1-0,0,0,0-0-5,yB,yK,3,yR,3/4,yP,yP,3,yP,yP,3/7,yP,yP,5/bR,bP,4,y"
       "P,4,gN,gP,gR/2,bP,3,yN,5,gP,1/1,bP,10,gP,1/bK,bP,1,bN,6,gP,gB,gB,1/2,bP,7,gP,2,gK/2,bP,9"
       ",gP,1/1,bP,8,yN,3/bR,bP,1,rP,rP,4,rP,4/4,bN,rN,bB,rP,6/4,rB,1,rP,rN,rP,1,rP,3/6,rK,2,rR,"
       "4",
       {31, 1105, 30799}},
  };
  for (const auto& c : cases) expect_counts(c);
}

}  // namespace
}  // namespace chatur::engine
