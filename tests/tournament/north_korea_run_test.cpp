// North Korea (European Chess, Power::kInsanity) in a tournament through the CLI, four built-in
// levels as child processes: the host rolls its insanity and types rolls, the games are played
// to their end and stored with their rolls, the export validates, and each game's rolls come from
// its seed alone.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "tests/tournament/chatur_process.h"
#include "tournament/config.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

using test_support::run_chatur;

TEST(NorthKoreaRun, InsaneTurnsArePlayedStoredAndReplayedFromTheSeed) {
  const auto dir = test_support::fresh_test_dir("chatur-north-korea");
  std::string engines;
  for (const std::string name : {"random-a", "level1-a", "random-b", "level1-b"})
    engines += std::string(engines.empty() ? "" : ",") + R"({"name": ")" + name +
               R"(", "command": ")" CHATUR_BINARY R"(", "args": ["engine", "--level", ")" +
               name.substr(0, name.size() - 2) + R"("]})";
  const std::string config_text = R"({"name": "korea", "variant": "european", "format": "seats",
      "games_per_pairing": 1, "seed": 5, "armies": ["north-korea", "britain", "italy", "rome"],
      "engines": [)" + engines + R"(], "time_control": "nodes=100", "concurrency": 2,
      "standings_every": 0, "adjudication": {"max_plies": 100}})";
  const std::string config = (dir / "korea.json").string();
  std::ofstream(config) << config_text;
  const std::string db = (dir / "korea.db").string();
  const std::string out = run_chatur({"tournament", "run", config, "--db", db});
  ASSERT_NE(out.find("final standings (12 of 12 games)"), std::string::npos) << out;

  // The stored records replay with their rolls: every game had North Korea's rolls, insanity
  // rolls of one die and of two (an insane turn), types rolls after its choices.
  const TournamentConfig parsed = parse_config(config_text);
  int normal = 0, insane = 0, types = 0;
  for (const auto& [index, pgn] : TournamentStore(db).played_pgn(1)) {
    std::istringstream in(pgn);
    records::PgnReader reader(in);
    auto item = reader.next();
    ASSERT_TRUE(item && !item->error);
    const records::Replay r = records::replay(item->game);
    ASSERT_TRUE(r.problems.empty()) << r.problems[0].message << "\n" << pgn;
    ASSERT_FALSE(r.rolls.empty()) << pgn;
    // The host wrote the record as the writer writes the replayed game: its rolls, and the turns
    // they start or continue, in their places.
    std::ostringstream again;
    records::write_game(again, item->game, *r.rules, r.start_fen);
    EXPECT_EQ(again.str(), pgn);
    // The first roll is North Korea's first insanity roll, the first dice of the game's
    // generator: a die, and a count die after a 5 or 6.
    std::mt19937_64 dice(dice_seed(parsed, index));
    std::uniform_int_distribution<int> die(1, 6);
    engine::DiceRoll first;
    first.push(die(dice));
    if (first[0] >= 5) first.push(die(dice));
    EXPECT_EQ(r.rolls[0].roll, first) << "game " << index;
    for (const engine::RollAt& roll : r.rolls) {
      const bool after_choice = roll.ply > 0 && r.moves[roll.ply - 1][0] == '@';
      if (after_choice)
        ++types;
      else
        ++(roll.roll.count == 1 ? normal : insane);
    }
  }
  EXPECT_GT(normal, 0);
  EXPECT_GT(insane, 0);
  EXPECT_GT(types, 0);

  const std::string exported = (dir / "korea.pgn4").string();
  run_chatur({"export", "--db", db, "-o", exported});
  EXPECT_EQ(run_chatur({"validate", exported}), "games read: 12, good: 12, bad: 0, warnings: 0\n");
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace chatur::tournament
