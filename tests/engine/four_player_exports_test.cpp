// The rules core against real chess.com four-player games: every export in
// tests/data/records/chesscom/ replays move by move, and the free-for-all games end with the
// points of their Result tag. The movetext is walked here with the least reading that serves
// (tags and comments skipped, piece letters dropped, the slot tokens of rulings section 6):
// records/ owns the PGN4 reader itself.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "engine/outcome.h"
#include "tests/engine/test_util.h"

namespace chatur::engine {
namespace {

std::string file_text(const std::string& name) {
  std::ifstream in(std::string(CHATUR_RECORDS_DATA) + "/chesscom/" + name, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string tag(const std::string& text, const std::string& name) {
  std::smatch m;
  if (std::regex_search(text, m, std::regex("\\[" + name + " \"([^\"]*)\"\\]"))) return m[1];
  return "";
}

// The castling move of the army to move: O-O is the kingside one.
Move castling(Position& pos, bool kingside) {
  MoveList moves;
  generate_legal(pos, moves);
  for (Move m : moves)
    if (m.kind() == MoveKind::kCastling &&
        (pos.rules().castlings()[m.extra()].fen_flag == 'K') == kingside)
      return m;
  throw std::invalid_argument("no castling");
}

// Plays the game's moves; returns the plies made.
int replay(Position& pos, const std::string& text) {
  std::string body = std::regex_replace(text, std::regex("\\[[^\\]]*\\]|\\{[^}]*\\}"), " ");
  std::istringstream in(body);
  std::string token;
  int plies = 0;
  const std::regex number("\\d+\\.|\\.\\.|1-0|0-1|1/2-1/2|\\*");
  while (in >> token) {
    if (std::regex_match(token, number) || token == "#") continue;
    if (token == "S") token = "--";
    // A resignation or timeout glued to a walking king's move: the decision, then the move.
    if (token.size() > 2 && (token.back() == 'R' || token.back() == 'T') &&
        std::isdigit(static_cast<unsigned char>(token[token.size() - 2]))) {
      pos.make(Move::decision(token.back() == 'R' ? Decision::kResign : Decision::kTimeout, true));
      token.pop_back();
    }
    while (!token.empty() && (token.back() == '+' || token.back() == '#')) token.pop_back();
    Move m;
    if (token == "R" || token == "T" || token == "--") {
      m = parse_move(pos, token);
    } else if (token == "O-O" || token == "O-O-O") {
      m = castling(pos, token == "O-O");
    } else {
      // chess.com names the moving and the captured piece ("Qg1xQn8", a D written Q): dropped.
      token = std::regex_replace(token, std::regex("^[KQRBNPD]|(x)[KQRBNPD]"), "$1");
      m = parse_move(pos, token);
    }
    pos.make(m);
    ++plies;
  }
  return plies;
}

TEST(FourPlayerExports, FreeForAllGamesReplayToTheirPoints) {
  const char* files[] = {
      "FreyjaNellora_Hornet_cc_game_0016.pgn4",
      "FreyjaNellora_Hornet_cc_game_0017.pgn4",
      "FreyjaNellora_Hornet_cc_game_0018.pgn4",
      "FreyjaNellora_Hornet_cc_game_0023.pgn4",
      "FreyjaNellora_Hornet_cc_game_0130.pgn4",
      "FreyjaNellora_Hornet_cc_game_0184.pgn4",
      "FreyjaNellora_Hornet_cc_game_0231.pgn4",
      "FreyjaNellora_Hornet_human_4pc_game_100527014.pgn4",
      "FreyjaNellora_Hornet_human_4pc_game_97969768.pgn4",
  };
  int total = 0;
  for (const char* file : files) {
    SCOPED_TRACE(file);
    const std::string text = file_text(file);
    ASSERT_FALSE(text.empty());
    auto rules = testing::rules(tag(text, "StartFen4") == "4PCo" ? "four-player-ffa setup=classic"
                                                                 : "four-player-ffa");
    Position pos(*rules);
    total += replay(pos, text);
    const Outcome o = outcome(pos);
    EXPECT_TRUE(o.finished());
    // "name: points - name: points - ..." in turn order.
    std::smatch m;
    const std::string result = tag(text, "Result");
    ASSERT_TRUE(std::regex_match(
        result, m, std::regex(".*: (-?\\d+) - .*: (-?\\d+) - .*: (-?\\d+) - .*: (-?\\d+)")));
    for (int a = 0; a < 4; ++a) EXPECT_EQ(o.points[a], std::stoi(m[a + 1])) << "army " << a;
  }
  EXPECT_EQ(total, 2436);  // plies: moves, passes and standalone decisions
}

TEST(FourPlayerExports, TheTeamsGameReplays) {
  // No StartFen4 and no RuleVariants: the classic setup without en passant (rulings 6.1).
  const std::string text = file_text("GammaDeltaII_4PlayerChess_chesscom.pgn4");
  auto rules = testing::rules("four-player-teams setup=classic en_passant=false");
  Position pos(*rules);
  EXPECT_EQ(replay(pos, text), 81);
  const Outcome o = outcome(pos);
  EXPECT_EQ(o.termination, Termination::kResignation);
  EXPECT_EQ(result_text(o), tag(text, "Result"));
}

}  // namespace
}  // namespace chatur::engine
