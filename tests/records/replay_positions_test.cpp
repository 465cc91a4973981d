// for_each_position gives, in one pass, the positions position_after gives ply by ply: rolls,
// passes and dice turns included.
#include "records/replay_positions.h"

#include <gtest/gtest.h>

#include <fstream>

#include "engine/fen.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "tests/records/test_support.h"

namespace chatur::records {
namespace {

TEST(ReplayPositions, EqualPositionAfterAtEveryPly) {
  for (const char* file : {"chaturaji_dice.pgn4", "chaturaji_club.pgn4", "opera_game.pgn"}) {
    SCOPED_TRACE(file);
    std::ifstream in(testing::data_path(file));
    PgnReader reader(in);
    auto item = reader.next();
    ASSERT_TRUE(item && !item->error);
    const Replay r = replay(item->game);
    ASSERT_TRUE(r.ok());
    int seen = 0;
    for_each_position(r, [&](int ply, const engine::Position& pos) {
      EXPECT_EQ(ply, seen++);
      const engine::Position expected = position_after(r, ply);
      EXPECT_EQ(engine::to_fen(pos), engine::to_fen(expected)) << "ply " << ply;
      EXPECT_EQ(pos.hash(), expected.hash()) << "ply " << ply;
    });
    EXPECT_EQ(seen, static_cast<int>(r.moves.size()) + 1);
  }
}

}  // namespace
}  // namespace chatur::records
