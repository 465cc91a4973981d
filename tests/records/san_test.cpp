#include "records/san.h"

#include <gtest/gtest.h>

#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/move_text.h"

namespace chatur::records {
namespace {

using engine::Position;

class SanTest : public ::testing::Test {
 protected:
  std::unique_ptr<const engine::RuleSet> chess = engine::rule_sets::make("chess");
  std::string san(const std::string& fen, const std::string& lan) {
    Position pos = engine::parse_fen(*chess, fen);
    return to_san(pos, engine::parse_move(pos, lan));
  }
  std::string lan(const std::string& fen, const std::string& san_text) {
    Position pos = engine::parse_fen(*chess, fen);
    return engine::move_to_text(pos, parse_san(pos, san_text));
  }
};

TEST_F(SanTest, Disambiguation) {
  // Knights on b1 and f1 both reach d2; rooks on a1 and a5 both reach a3; queens on h4, h1
  // and b4 all reach e4.
  const std::string fen = "2k5/8/8/R7/1Q5Q/8/8/RN2KN1Q w - - 0 1";
  EXPECT_EQ(san(fen, "b1-d2"), "Nbd2");
  EXPECT_EQ(san(fen, "a1-a3"), "R1a3");
  EXPECT_EQ(san(fen, "h4-e4"), "Qh4e4");
  EXPECT_EQ(lan(fen, "Nfd2"), "f1-d2");
  EXPECT_EQ(lan(fen, "R5a3"), "a5-a3");
  EXPECT_EQ(lan(fen, "Qh1e4"), "h1-e4");
  Position pos = engine::parse_fen(*chess, fen);
  try {
    parse_san(pos, "Nd2");
    FAIL() << "ambiguous SAN accepted";
  } catch (const engine::MoveTextError& e) {
    EXPECT_EQ(std::string(e.what()), "illegal move \"Nd2\": ambiguous, it could be b1-d2, f1-d2");
  }
}

TEST_F(SanTest, CastlingPromotionEnPassantChecks) {
  EXPECT_EQ(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1-g1"), "O-O");
  EXPECT_EQ(san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1-c1"), "O-O-O");
  EXPECT_EQ(lan("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "0-0-0"), "e8-c8");
  EXPECT_EQ(san("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7-e8=Q"), "e8=Q");
  EXPECT_EQ(san("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7xd8=N"), "exd8=N");
  EXPECT_EQ(lan("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8Q"), "e7-e8=Q");
  EXPECT_EQ(san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5xd6"), "exd6");
  EXPECT_EQ(san("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1-a8"), "Ra8+");
  EXPECT_EQ(san("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1-a8"), "Ra8#");
}

TEST_F(SanTest, ReadsLongAlgebraicToo) {
  Position pos(*chess);
  EXPECT_EQ(engine::move_to_text(pos, read_record_move(pos, "e2-e4")), "e2-e4");
  EXPECT_EQ(engine::move_to_text(pos, read_record_move(pos, "Ng1-f3")), "g1-f3");
  EXPECT_EQ(engine::move_to_text(pos, read_record_move(pos, "e2e4")), "e2-e4");
  EXPECT_EQ(engine::move_to_text(pos, read_record_move(pos, "Nf3!?")), "g1-f3");
}

// Every legal move of many positions of random games reads back from its SAN.
TEST_F(SanTest, EveryMoveOfRandomGamesReadsBack) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    players::PlayedGame g = players::play_random_game(*chess, seed, 200);
    Position pos(*chess);
    for (engine::Move played : g.moves) {
      engine::MoveList legal;
      engine::generate_legal(pos, legal);
      for (engine::Move m : legal) {
        const std::string text = to_san(pos, m);
        ASSERT_EQ(parse_san(pos, text), m) << text << " in " << engine::to_fen(pos);
      }
      pos.make(played);
    }
  }
}

TEST_F(SanTest, OnlyLegalMovesOfARivalNeedTellingApart) {
  // Knights on b1 and e2 both reach c3, but the one on e2 is pinned to its king.
  EXPECT_EQ(san("4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1-c3"), "Nc3");
  EXPECT_EQ(san("6k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1", "b1-c3"), "Nbc3");
  // A rook on a5 would reach a3 but for the pawn on a4.
  EXPECT_EQ(san("6k1/8/8/R7/P7/8/8/R3K3 w - - 0 1", "a1-a3"), "Ra3");
}

TEST_F(SanTest, AppendSanAndPlayLeavesTheMoveMade) {
  Position pos = engine::parse_fen(*chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  const engine::Move m = engine::parse_move(pos, "a1-a8");
  Position after = pos;
  after.make(m);
  std::string text = "1. ";
  append_san_and_play(text, pos, m);
  EXPECT_EQ(text, "1. Ra8#");
  EXPECT_EQ(pos.hash(), after.hash());
  EXPECT_EQ(pos.ply(), 1);
}

TEST_F(SanTest, ReadsFromGivenLegalMovesWithTheSameRefusals) {
  Position pos = engine::parse_fen(*chess, "2k5/8/8/R7/1Q5Q/8/8/RN2KN1Q w - - 0 1");
  engine::MoveList legal;
  engine::generate_legal(pos, legal);
  EXPECT_EQ(engine::move_to_text(pos, parse_san(pos, legal, "Qh4e4")), "h4-e4");
  for (const char* bad : {"Nd2", "Kc5", "O-O", "Zf3", "e9", "b8=Q", "Nbd2=Q"}) {
    std::string given, generated;
    try {
      parse_san(pos, legal, bad);
    } catch (const engine::MoveTextError& e) {
      given = e.what();
    }
    try {
      parse_san(pos, bad);
    } catch (const engine::MoveTextError& e) {
      generated = e.what();
    }
    EXPECT_FALSE(given.empty()) << bad;
    EXPECT_EQ(given, generated);
  }
}

// The parts of to_san for callers with the legal moves (append_san, san_gives_check,
// check_suffix) write what to_san writes, which tells a move apart without generating the legal
// moves where no rival can reach its square: every legal move of random games of every two-army
// rule set, written both ways and with the legal moves generated every time.
TEST(San, WrittenFromLegalMovesAsToSanWritesIt) {
  for (const auto& spec : engine::rule_sets::all()) {
    auto rules = engine::rule_sets::make(spec.id);
    if (!writes_san(*rules)) continue;
    SCOPED_TRACE(spec.id);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      players::PlayedGame g = players::play_random_game(*rules, seed, 150);
      Position pos = engine::parse_fen(*rules, g.start_fen);
      for (engine::Move played : g.moves) {
        engine::MoveList legal;
        engine::generate_legal(pos, legal);
        for (engine::Move m : legal) {
          std::string text;
          append_san(text, pos, legal, m);
          pos.make(m);
          if (san_gives_check(pos, m)) {
            engine::MoveList replies;
            engine::generate_legal(pos, replies);
            text += check_suffix(replies);
          }
          pos.unmake();
          ASSERT_EQ(to_san(pos, m), text) << engine::to_fen(pos);
          ASSERT_EQ(parse_san(pos, legal, text), m) << text << " in " << engine::to_fen(pos);
        }
        pos.make(played);
      }
    }
  }
}

}  // namespace
}  // namespace chatur::records
