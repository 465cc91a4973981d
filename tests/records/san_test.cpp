#include "records/san.h"

#include <gtest/gtest.h>

#include "engine/attacks.h"
#include "engine/fen.h"
#include "engine/movegen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/move_text.h"
#include "tests/engine/test_util.h"

namespace chatur::records {
namespace {

using engine::Position;
using engine::testing::sorted_bits;

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

// Found by fuzzing: a from-rank of many digits overflowed. It is no SAN, and no move.
TEST_F(SanTest, AFromRankOfManyDigitsIsRefused) {
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  EXPECT_THROW(lan(start, "N22222222222f3"), engine::MoveTextError);
  EXPECT_THROW(lan(start, "N1000f3"), engine::MoveTextError);
  EXPECT_EQ(lan(start, "N1f3"), "g1-f3");
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

// The reasons for refusing a move are those that all the legal moves give, though reading
// generates only the moves that might match.
TEST_F(SanTest, RefusalsGiveTheirReasons) {
  Position pos = engine::parse_fen(*chess, "2k5/8/8/R7/1Q5Q/8/8/RN2KN1Q w - - 0 1");
  EXPECT_EQ(engine::move_to_text(pos, parse_san(pos, "Qh4e4")), "h4-e4");
  const std::pair<const char*, const char*> refusals[] = {
      {"Nd2", "illegal move \"Nd2\": ambiguous, it could be b1-d2, f1-d2"},
      {"Kc5", "illegal move \"Kc5\": no White King can go to c5"},
      {"O-O", "illegal move \"O-O\": White cannot castle king-side here"},
      {"Zf3", "cannot read move \"Zf3\": no piece has the letter Z"},
      {"e9", "cannot read move \"e9\": e9 is not a square of the board"},
      {"b8=Q", "illegal move \"b8=Q\": that promotion is not allowed here"},
      {"Nbd2=Q", "illegal move \"Nbd2=Q\": that promotion is not allowed here"},
      // No square is on rank 0, though the file alone would name one knight.
      {"Nb0d2", "illegal move \"Nb0d2\": no White Knight can go to d2"},
      {"Ni1d2", "illegal move \"Ni1d2\": no White Knight can go to d2"}};
  for (auto [bad, why] : refusals) {
    std::string refused;
    try {
      parse_san(pos, bad);
    } catch (const engine::MoveTextError& e) {
      refused = e.what();
    }
    EXPECT_EQ(refused, why);
  }
}

// SAN written from all the legal moves of the position and of the position after the move: the
// reference for to_san, which generates only the moves that might need telling apart from the
// move, and after a check only until it finds a reply.
std::string san_from_legal_moves(Position& pos, const engine::MoveList& legal, engine::Move m) {
  using engine::MoveKind;
  const engine::RuleSet& rules = pos.rules();
  const engine::Geometry& g = rules.geometry();
  auto board_move = [](engine::Move o) {
    return o.kind() == MoveKind::kNormal || o.kind() == MoveKind::kPromotion ||
           o.kind() == MoveKind::kEnPassant;
  };
  std::string s;
  if (m.kind() == MoveKind::kCastling) {
    const engine::Castling& c = rules.castlings()[m.extra()];
    s = g.file_of(c.rook_from) > g.file_of(c.king_from) ? "O-O" : "O-O-O";
  } else if (board_move(m)) {
    const int type = engine::type_of(pos.at(m.from()));
    const bool capture = pos.at(m.to()) != engine::kEmpty || m.kind() == MoveKind::kEnPassant;
    const char file = static_cast<char>('a' + g.file_of(m.from()));
    if (type != rules.pawn_type()) {
      s += rules.piece(type).letter;
      bool rival = false, same_file = false, same_rank = false;
      for (engine::Move o : legal)
        if (o.to() == m.to() && o.from() != m.from() && board_move(o) &&
            engine::type_of(pos.at(o.from())) == type) {
          rival = true;
          same_file |= g.file_of(o.from()) == g.file_of(m.from());
          same_rank |= g.rank_of(o.from()) == g.rank_of(m.from());
        }
      if (rival && !same_file)
        s += file;
      else if (rival && !same_rank)
        s += std::to_string(g.rank_of(m.from()) + 1);
      else if (rival)
        s += g.name(m.from());
    } else if (capture) {
      s += file;
    }
    if (capture) s += 'x';
    s += g.name(m.to());
    if (m.kind() == MoveKind::kPromotion) s += std::string("=") + rules.piece(m.piece()).letter;
  } else {
    return engine::move_to_text(pos, m);
  }
  pos.make(m);
  if (engine::in_check(pos)) {
    engine::MoveList replies;
    engine::generate_legal(pos, replies);
    s += replies.empty() ? '#' : '+';
  }
  pos.unmake();
  return s;
}

// to_san writes what all the legal moves say, and the text reads back, leaving every legal move
// of the moving piece (what the archive's coder ranks the move among): every legal move of
// random games of every two-army rule set.
TEST(San, WritesWhatAllTheLegalMovesSay) {
  int ranked = 0;  // moves whose rank the rules core counted without making the piece's moves
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
          const std::string text = to_san(pos, m);
          ASSERT_EQ(text, san_from_legal_moves(pos, legal, m)) << engine::to_fen(pos);
          engine::PieceMoves piece_moves;
          ASSERT_EQ(read_record_move(pos, text, &piece_moves), m)
              << text << " in " << engine::to_fen(pos);
          if (m.kind() == engine::MoveKind::kCastling) continue;  // the coder generates them
          const engine::MoveList of_piece =
              engine::matching(pos, legal, engine::MoveTarget{.from = m.from()});
          if (piece_moves.rank) {
            // The rank the rules core counted: the move's place among its piece's moves by bits.
            const auto below = std::count_if(of_piece.begin(), of_piece.end(),
                                             [&](engine::Move o) { return o.bits() < m.bits(); });
            ASSERT_EQ(piece_moves.rank->index, below) << text << " in " << engine::to_fen(pos);
            ASSERT_EQ(piece_moves.rank->count, of_piece.size())
                << text << " in " << engine::to_fen(pos);
            ++ranked;
            continue;
          }
          ASSERT_EQ(sorted_bits(piece_moves.moves), sorted_bits(of_piece))
              << text << " in " << engine::to_fen(pos);
        }
        pos.make(played);
      }
    }
  }
  EXPECT_GT(ranked, 1000);
}

}  // namespace
}  // namespace chatur::records
