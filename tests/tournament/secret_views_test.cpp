// The host sends each engine its army's view of a game with secret pieces (docs/protocol.md,
// Hidden information): real child processes, one per army, each logging every line it receives;
// no engine ever receives another army's choice before it is revealed, and from the reveal on
// every engine receives the real one.
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/fen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"
#include "records/rule_options_text.h"
#include "tournament/engine_client.h"
#include "tournament/game_runner.h"

namespace chatur::tournament {
namespace {

std::vector<std::string> words_after_moves(const std::string& line) {
  std::vector<std::string> out;
  const size_t at = line.find(" moves ");
  if (at == std::string::npos) return out;
  std::istringstream in(line.substr(at + 7));
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

TEST(SecretViews, NoEngineReceivesAnotherArmysUnrevealedChoice) {
  std::signal(SIGPIPE, SIG_IGN);
  const auto rules = engine::rule_sets::make(
      "european",
      records::read_rule_options("armies=soviet-union,terrorists,soviet-union,chatanooga"));
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("chatur_secret_views_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::vector<std::unique_ptr<EngineClient>> clients;
  for (int a = 0; a < 4; ++a) {
    EngineSpec spec;
    spec.name = "random" + std::to_string(a);
    spec.command.program = "/bin/sh";
    // tee keeps every line the host sends this army's engine.
    spec.command.args = {"-c", "tee -a '" + (dir / std::to_string(a)).string() + "' | exec '" +
                                   CHATUR_BINARY + "' engine --level random"};
    clients.push_back(std::make_unique<EngineClient>(spec, EngineTimeouts{}));
  }
  GameSetup s;
  s.rules = rules.get();
  s.armies = {clients[0].get(), clients[1].get(), clients[2].get(), clients[3].get()};
  s.time_control = parse_time_control("depth=1");
  s.adjudication.max_plies = 400;
  const GameRecord g = play_game(s);
  ASSERT_EQ(g.fault, Fault::kNone) << g.detail;
  clients.clear();  // the engines exit and their logs are whole

  // The truth after each ply, and the texts of the choices.
  std::vector<engine::Position> truth{engine::parse_fen(*rules, g.start_fen)};
  std::vector<std::string> texts;
  std::vector<int> chooser;  // the army of each choice ply, -1 for other plies
  for (const MoveRecord& m : g.moves) {
    engine::Position next = truth.back();
    const bool choice = next.continuation() == engine::Continuation::kChoose;
    chooser.push_back(choice ? next.to_move() : -1);
    texts.push_back(engine::move_to_text(next, m.move));
    next.make(m.move);
    truth.push_back(next);
  }
  int hidden = 0, lines = 0;
  for (int a = 0; a < 4; ++a) {
    std::ifstream log(dir / std::to_string(a));
    for (std::string line; std::getline(log, line);) {
      if (!line.starts_with("position")) continue;
      ++lines;
      const std::vector<std::string> words = words_after_moves(line);
      ASSERT_LE(words.size(), texts.size());
      const engine::Position& now = truth[words.size()];
      for (size_t i = 0; i < words.size(); ++i) {
        const int b = chooser[i];
        if (b < 0 || b == a) {
          EXPECT_EQ(words[i], texts[i]) << line;
        } else if (now.secret_known(b, a)) {
          EXPECT_EQ(words[i], texts[i]) << "army " << a << ": " << line;
        } else {
          EXPECT_EQ(words[i], "@?") << "army " << a << ": " << line;
          ++hidden;
        }
      }
    }
  }
  std::filesystem::remove_all(dir);
  EXPECT_GT(lines, 20);
  EXPECT_GT(hidden, 0);
  // The three secret armies' choices were asked of their engines and made.
  int choices = 0;
  for (int b : chooser) choices += b >= 0;
  EXPECT_EQ(choices, 3);
}

}  // namespace
}  // namespace chatur::tournament
