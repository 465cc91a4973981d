// The live PGN file: whole games appended, a trailing part of a game trimmed when reopened.
#include "tournament/pgn_out.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace chatur::tournament {
namespace {

const std::string kGame1 = "[Event \"e\"]\n[Round \"1.1\"]\n\n1. e4 e5 2. Nf3 1-0\n";
const std::string kGame2 = "[Event \"e\"]\n[Round \"1.2\"]\n\n1. d4 d5 1/2-1/2\n";

TEST(PgnOut, TrimsAPartialLastGame) {
  const std::string two = kGame1 + "\n" + kGame2 + "\n";
  EXPECT_EQ(trim_partial_game(two), two);
  EXPECT_EQ(trim_partial_game(""), "");
  // Cut anywhere inside the second game: the first stays whole.
  for (std::size_t cut = kGame1.size() + 2; cut < two.size() - 3; ++cut)
    EXPECT_EQ(trim_partial_game(two.substr(0, cut)), kGame1 + "\n") << cut;
  // A whole game missing its blank line gets it.
  EXPECT_EQ(trim_partial_game(kGame1), kGame1 + "\n");
  EXPECT_EQ(trim_partial_game(kGame1.substr(0, 20)), "");
}

TEST(PgnOut, AppendsAndReopens) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("chatur-pgn-out-" + std::to_string(::getpid()) + ".pgn");
  std::filesystem::remove(path);
  {
    PgnOut out(path.string());
    out.append(kGame1);
    out.append(kGame2);
    EXPECT_EQ(out.rounds("e"), (std::set<std::string>{"1.1", "1.2"}));
    EXPECT_TRUE(out.rounds("other").empty());
  }
  std::ofstream(path, std::ios::app) << "[Event \"e\"]\n[Round \"1.3\"]\n\n1. c4";
  {
    PgnOut out(path.string());
    EXPECT_EQ(out.rounds("e"), (std::set<std::string>{"1.1", "1.2"}));
  }
  std::stringstream text;
  text << std::ifstream(path).rdbuf();
  EXPECT_EQ(text.str(), kGame1 + "\n" + kGame2 + "\n");
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace chatur::tournament
