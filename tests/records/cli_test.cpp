// The record subcommands as users run them: exact messages and exit codes for the malformed
// corpus, and an archive that is left empty by bad files and stores a game once.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/archive.h"
#include "test_support.h"

namespace chatur::records {
namespace {

using testing::data_path;
using testing::run_chatur;

struct BadFile {
  const char* name;
  const char* message;  // the line validate prints, after "bad/NAME:"
};

std::string known_rule_sets() {
  std::string known;
  for (const auto& spec : engine::rule_sets::all()) known += (known.empty() ? "" : ", ") + spec.id;
  return known;
}

const std::vector<BadFile>& corpus() {
  static const std::vector<BadFile> files = {
      {"truncated_tag.pgn",
       "1:8: game 1: tag Event: unterminated string: '\"' has no closing '\"' on its line"},
      {"unbalanced_braces.pgn",
       "6:7: game 1 (A - B): unterminated comment: '{' has no closing '}'"},
      {"stray_brace.pgn", "6:10: game 1 (A - B): '}' without an opening '{'"},
      {"unbalanced_parens.pgn",
       "6:10: game 1 (A - B): unbalanced parentheses: '(' has no closing ')' before result \"*\" "
       "at 6:37"},
      {"bad_move_token.pgn",
       "6:13: game 1 (A - B): move 2 (White) \"Zf3\": cannot read (no piece has the letter Z); "
       "legal moves: Ba6 Bb5 Bc4 Bd3 Be2 Ke2 Na3 Nc3 Ne2 Nf3 Nh3 Qe2 Qf3 Qg4 Qh5 a3 a4 b3 b4 c3 "
       "c4 d3 d4 f3 f4 g3 g4 h3 h4"},
      {"unknown_variant.pgn", nullptr},  // lists the known rule sets, see below
      {"result_contradicts.pgn",
       "4:1: game 1 (A - B): Result 0-1 contradicts the final position: checkmate, 1-0"},
      {"illegal_chaturaji.pgn4",
       "9:22: game 1 (A - B - C - D): move 1 (Yellow) \"a2-a4\": illegal (the piece on a2 cannot "
       "go to a4); legal moves: a1-c3 a2-a3 b1-a3 b1-c3 b2-b3 c2-c3 d1-e1 d1-e2 d2-d3"},
      {"binary_garbage.pgn", "1:3: game 1: binary data (byte 0x03): not a PGN file"},
      {"empty.pgn", "1:1: no games in the file"},
      {"huge_move_number.pgn", "6:10: game 1 (A - B): move number 99999999999 is too large"},
      {"rule_options_unknown.pgn4",
       "3:1: game 1 (A - B - C - D): RuleOptions tag \"mode=ffa speed=fast\": unknown option "
       "'speed' (known: repetition_draw, no_progress_draw, array, extra_wins, mode, quiet_rounds, "
       "en_passant, setup, dead_king_walking, armies, start)"},
      {"placements_missing.pgn4",
       "11:1: game 1 (A - B - C - D): Placements tag missing: the game ended on the board: "
       "kings-captured, Red 4, Green 3, Yellow 1, Black 2"},
      {"placements_contradict.pgn4",
       "12:1: game 1 (A - B - C - D): Placements tag \"Red 1, Green 2, Yellow 3, Black 4\" "
       "contradicts the final position: kings-captured, Red 4, Green 3, Yellow 1, Black 2"},
      {"army_points_contradict.pgn4",
       "13:1: game 1 (A - B - C - D): ArmyPoints tag: chaturanga-modern scores no points"},
      {"roll_bad_face.pgn4",
       "11:4: game 1 (A - B - C - D): move 1 (Red) \"h8-f6\": roll \"#2,7\": the dice of "
       "'chaturaji-dice' show 2 to 5, not 7"},
      {"roll_malformed.pgn4",
       "11:24: game 1 (A - B - C - D): move 1 (Green) \"h2-f1\": cannot read roll \"#3\": "
       "expected two dice as a,b (#2,3)"},
      {"roll_missing.pgn4",
       "11:24: game 1 (A - B - C - D): move 1 (Green) \"h2-f1\": Green's turn starts with a roll: "
       "expected a roll token #a,b (dice 2 to 5) before its first ply"},
      {"roll_not_due.pgn4",
       "11:15: game 1 (A - B - C - D): move 1 (Red) \"g8-h6\": roll \"#3,3\" where none is due "
       "(Red is in the middle of its turn)"},
      {"roll_third_ply.pgn4",
       "11:21: game 1 (A - B - C - D): move 1 (Green) \"e7-e6\": a third ply in Red's turn; "
       "Green's turn starts after \"..\""},
      {"roll_turn_split.pgn4",
       "11:18: game 1 (A - B - C - D): move 1 (Red) \"g8-h6\": Red's turn goes on (die 3 unused): "
       "its plies stand together, without \"..\" between them (\"--\" ends the turn early)"},
      {"exchange_impossible.pgn4",
       "12:7: game 1 (A - B - C - D): move 1 (Yellow) \"c2xb4^\": illegal (this capture cannot "
       "demand the king exchange); legal moves: c2-a1 c2-a3 c2-d4 c2-e1 c2-e3 c2xb4 d3-d4 g6-f5 "
       "g6-f7 g6-g5 g6-g7 g6-h5 g6-h6 g6-h7 g6xf6"},
      {"placement_occupied.pgn4",
       "12:17: game 1 (A - B - C - D): move 1 (Black) \"K@h8\": illegal (h8 is occupied); legal "
       "moves: K@a1 K@a2 K@a3 K@a4 K@a5 K@a6 K@a8 K@b1 K@b2 K@b3 K@b5 K@b6 K@b7 K@b8 K@c1 K@c2 "
       "K@c3 K@c4 K@c5 K@c7 K@c8 K@d1 K@d2 K@d4 K@d5 K@d6 K@d7 K@d8 K@e1 K@e2 K@e3 K@e4 K@e6 "
       "K@e7 K@e8 K@f1 K@f2 K@f4 K@f5 K@f7 K@f8 K@g1 K@g3 K@g4 K@g5 K@g7 K@g8 K@h1 K@h2 K@h3 "
       "K@h4 K@h5 K@h6 K@h7"},
      {"chesscom_slot_token_misplaced.pgn4",
       "11:13: game 1 (Ana - Ben - Cy - Dee): move 1 (Blue) \"#\": checkmate of Blue, but Blue "
       "has legal moves"},
      {"chesscom_dead_piece_moves.pgn4",
       "12:13: game 1 (Ana - Ben - Cy - Dee): move 2 (Blue) \"b7-c7\": illegal (the piece on b7 "
       "is dead: its army is out of the game); legal moves: a7xa6 a7xa8 a7xb6"},
      {"chesscom_promote_d_in_teams.pgn4",
       "11:4: game 1 (Ana - Ben - Cy - Dee): move 1 (Red) \"h2-h3=D\": cannot read (no piece has "
       "the letter D); legal moves: d2-d3 d2-d4 e1-d3 e1-f3 e2-e3 e2-e4 f2-f3 f2-f4 g2-g3 g2-g4 "
       "h2-h3 h2-h4 i2-i3 i2-i4 j1-i3 j1-k3 j2-j3 j2-j4 k2-k3 k2-k4"},
      {"chesscom_rule_variants_unknown.pgn4",
       "3:1: game 1 (Ana - Ben - Cy - Dee): RuleVariants tag \"EnPassant Play4Mate PromoteTo=D\": "
       "flag \"Play4Mate\" changes chess.com's rules in a way chatur does not play (known: "
       "EnPassant, DeadKingWalking, PromoteTo=D (FFA), Prom=8 (FFA), Prom=11 (Teams), Anonymous, "
       "SemiAnonymous)"},
      {"chesscom_ffa_result_unknown_name.pgn4",
       "9:1: game 1 (Ana - Ben - Cy - Dee): Result tag \"Ana: 3 - Ben: 0 - Cy: 1 - Eve: 0\": no "
       "player \"Eve\" in the player tags"},
  };
  return files;
}

class BadInput : public ::testing::TestWithParam<size_t> {};

TEST_P(BadInput, ValidateGivesTheExactMessageAndExitCode) {
  const BadFile& f = corpus()[GetParam()];
  const std::string path = data_path(std::string("bad/") + f.name);
  const std::string message =
      f.message
          ? f.message
          : "4:1: game 1 (A - B): unknown rule set \"Crazyhouse\" (known: " + known_rule_sets() +
                ")";
  const bool empty = std::string(f.name) == "empty.pgn";
  auto r = run_chatur("validate " + path);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, path + ":" + message + "\ngames read: " + (empty ? "0" : "1") +
                       ", good: 0, bad: 1, warnings: 0\n");
}

TEST_P(BadInput, ImportStoresNothing) {
  const BadFile& f = corpus()[GetParam()];
  const std::string db = ::testing::TempDir() + "/bad_" + f.name + ".db";
  std::filesystem::remove(db);
  auto r = run_chatur("import " + data_path(std::string("bad/") + f.name) + " --db " + db);
  EXPECT_EQ(r.exit_code, 1);
  Archive archive(db);
  EXPECT_EQ(archive.game_count(), 0);
}

INSTANTIATE_TEST_SUITE_P(Corpus, BadInput, ::testing::Range<size_t>(0, corpus().size()),
                         [](const auto& param_info) {
                           std::string n = corpus()[param_info.param].name;
                           return n.substr(0, n.find('.'));
                         });

TEST(Cli, ValidateJsonLines) {
  auto r = run_chatur("validate --json " + data_path("bad/result_contradicts.pgn"));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "{\"file\":\"" + data_path("bad/result_contradicts.pgn") +
                       "\",\"line\":4,\"col\":1,\"game\":1,\"players\":[\"A\",\"B\"],\"severity\":"
                       "\"error\",\"message\":\"Result 0-1 contradicts the final position: "
                       "checkmate, 1-0\"}\n{\"summary\":{\"games\":1,\"good\":0,\"bad\":1,"
                       "\"warnings\":0}}\n");
}

TEST(Cli, GoodFilesValidate) {
  auto r =
      run_chatur("validate " + data_path("opera_game.pgn") + " " + data_path("lichess_study.pgn") +
                 " " + data_path("from_position.pgn") + " " + data_path("chaturaji_club.pgn4") +
                 " " + data_path("chesscom_style.pgn4") + " " + data_path("free_for_all.pgn4") +
                 " " + data_path("chaturaji_dice.pgn4"));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "games read: 11, good: 11, bad: 0, warnings: 0\n");
  EXPECT_EQ(run_chatur("validate /nonexistent.pgn").exit_code, 2);
}

class ArchiveCli : public ::testing::Test {
 protected:
  void SetUp() override {
    // One file per test: ctest runs tests in parallel processes.
    db = ::testing::TempDir() + "/archive_cli_" +
         ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
    for (const char* s : {"", "-wal", "-shm"}) std::filesystem::remove(db + s);
    files = data_path("opera_game.pgn") + " " + data_path("chaturaji_club.pgn4") + " " +
            data_path("bad/result_contradicts.pgn");
  }
  std::string db, files;
};

TEST_F(ArchiveCli, ImportTwiceStoresOnce) {
  auto first = run_chatur("import " + files + " --db " + db, true);
  EXPECT_EQ(first.exit_code, 1);  // the bad game is reported and skipped
  EXPECT_NE(first.out.find("games read: 5, stored: 4, already stored: 0, bad (skipped): 1"),
            std::string::npos)
      << first.out;
  auto second = run_chatur("import " + files + " --db " + db, true);
  EXPECT_NE(second.out.find("games read: 5, stored: 0, already stored: 4, bad (skipped): 1"),
            std::string::npos)
      << second.out;
  Archive archive(db);
  EXPECT_EQ(archive.game_count(), 4);
  EXPECT_EQ(archive.schema_version(), 15);
}

// An import into a new archive leaves it compact: the bulk load inserts all over the content-hash,
// player and date indexes, whose pages it leaves part empty, and the import then rewrites the
// file without that space. A later import into the archive does not, and leaves some.
// A bulk load makes the listing indexes after its games, from sorted rows, so their pages are
// as full as compacting would leave them; without the position index, whose blobs fill their
// pages, the bulk load compacts the whole archive. A later import into it does not compact.
TEST_F(ArchiveCli, AnImportIntoANewArchiveLeavesItCompact) {
  const auto rules = engine::rule_sets::make("chess");
  auto write_games = [&](const std::string& path, std::uint64_t first, int n) {
    std::ofstream out(path);
    for (std::uint64_t seed = first; seed < first + static_cast<std::uint64_t>(n); ++seed) {
      const players::PlayedGame played = players::play_random_game(*rules, seed, 40);
      out << testing::write_played(
                 *rules, played,
                 {{"Event", "random"},
                  {"Date", "20" + std::to_string(10 + seed % 15) + ".0" +
                               std::to_string(1 + seed % 9) + ".1" + std::to_string(seed % 10)},
                  {"White", "player " + std::to_string(seed * 7919 % 1009)},
                  {"Black", "player " + std::to_string(seed * 104729 % 1013)}})
                 .text
          << "\n";
    }
  };
  const std::string first = db + ".first.pgn", second = db + ".second.pgn";
  write_games(first, 1, 3000);
  write_games(second, 5001, 1500);
  const std::string indexed = db + ".indexed";
  std::filesystem::remove(indexed);
  ASSERT_EQ(run_chatur("import " + first + " --db " + indexed).exit_code, 0);
  for (const char* index : {"games_date", "games_variant"}) {
    const auto [index_pages, index_compacted] = testing::pages_and_compacted(indexed, index);
    EXPECT_GT(index_pages, 1) << index;
    EXPECT_EQ(index_pages, index_compacted) << index;
  }
  ASSERT_EQ(run_chatur("import " + first + " --db " + db + " --no-index").exit_code, 0);
  const auto [pages, compacted] = testing::pages_and_compacted(db);
  EXPECT_EQ(pages, compacted);
  ASSERT_EQ(run_chatur("import " + second + " --db " + db + " --no-index").exit_code, 0);
  const auto [later_pages, later_compacted] = testing::pages_and_compacted(db);
  EXPECT_GT(later_pages, later_compacted);
}

TEST_F(ArchiveCli, GamesShowFindExport) {
  run_chatur("import " + files + " --db " + db);
  auto games = run_chatur("games --db " + db + " --player morphy");
  EXPECT_EQ(games.exit_code, 0);
  EXPECT_EQ(games.out,
            "ID  Date        Variant  Result   Plies  Event        Players\n"
            " 1  1858.11.02  chess    1-0         33  Paris Opera  Paul Morphy - Duke Karl / Count "
            "Isouard\n");
  EXPECT_EQ(run_chatur("games --db " + db + " --variant chaturaji --result 1-0").out,
            "ID  Date        Variant    Result   Plies  Event                    Players\n"
            " 3  2024.04.11  chaturaji  1-0          5  Thursday Club Chaturaji  Dev - Asha - "
            "Bhanu - Chitra\n");
  EXPECT_EQ(run_chatur("games --db " + db + " --since 2024.04.12 --event thursday").out,
            "ID  Date        Variant    Result   Plies  Event                    Players\n"
            " 4  2024.04.18  chaturaji  *            5  Thursday Club Chaturaji  Chitra - Dev - "
            "Asha - Bhanu\n");
  EXPECT_EQ(run_chatur("games --db " + db + " --player nobody").out, "no games\n");

  auto show = run_chatur("show --db " + db + " 1 --ply 4");
  EXPECT_EQ(show.exit_code, 0);
  EXPECT_NE(show.out.find("ply 4 of 33, last move d7-d6"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("  5 . . . . p . . .\n"), std::string::npos) << show.out;
  EXPECT_EQ(run_chatur("show --db " + db + " 1 --ply 40").exit_code, 2);

  auto find =
      run_chatur("find --db " + db +
                 " --fen 'rn1qkbnr/ppp2ppp/3p4/4p3/3PP1b1/5N2/PPP2PPP/RNBQKB1R w KQkq - 1 4'");
  EXPECT_EQ(find.exit_code, 0);
  EXPECT_EQ(find.out.substr(0, 12), "1  ply 6  ch");
  EXPECT_EQ(run_chatur("find --db " + db + " --fen nonsense").exit_code, 2);

  auto exported = run_chatur("export --db " + db + " --id 1");
  EXPECT_EQ(exported.out, run_chatur("export --db " + db + " --player morphy").out);
  EXPECT_NE(exported.out.find("16. Qb8+ $3 Nxb8 17. Rd8# 1-0\n"), std::string::npos)
      << exported.out;
  auto json = run_chatur("export --db " + db + " --id 1 --json");
  EXPECT_EQ(json.out.substr(0, 22), "{\"variant\":\"chess\",\"st");
  EXPECT_NE(json.out.find("{\"army\":\"White\",\"move\":\"Rd8#\",\"lan\":\"d1-d8\"}],\"result\":"
                          "\"1-0\",\"termination\":\"checkmate\",\"team_scores\":[1,0]}"),
            std::string::npos);
}

// chess.com's exports as players have them, through every record command.
TEST_F(ArchiveCli, ChesscomExportsImportListShowFindExport) {
  std::string real;
  for (const auto& e : std::filesystem::directory_iterator(data_path("chesscom")))
    if (e.path().extension() == ".pgn4") real += " " + e.path().string();
  EXPECT_EQ(run_chatur("validate" + real).out, "games read: 18, good: 18, bad: 0, warnings: 0\n");
  auto imported = run_chatur("import" + real + " --db " + db, true);
  EXPECT_EQ(imported.exit_code, 0);
  EXPECT_NE(imported.out.find("games read: 18, stored: 18, already stored: 0, bad (skipped): 0"),
            std::string::npos)
      << imported.out;

  // Dates in chess.com's JavaScript form are PGN dates in the archive.
  auto teams = run_chatur("games --db " + db + " --variant four-player-teams --since 2023.01.01");
  EXPECT_NE(teams.out.find("2023.04.26  four-player-teams  0-1        123         TeamTitan2 - "
                           "12345avengers - TeamTitan1 - MisterWish\n"),
            std::string::npos)
      << teams.out;
  EXPECT_NE(teams.out.find("2023.04.28  four-player-teams  1-0         62"), std::string::npos);
  EXPECT_EQ(teams.out.find("2019.02.25"), std::string::npos);
  // A free-for-all lists its places, from chess.com's points.
  auto ffa = run_chatur("games --db " + db + " --player COLEPALMER120");
  EXPECT_NE(ffa.out.find("2026.03.02  four-player-ffa  3,2,4,1    274"), std::string::npos)
      << ffa.out;

  // The 2019 export has neither StartFen4 nor RuleVariants: the classic setup, no en passant.
  std::istringstream listed(run_chatur("games --db " + db + " --player superatos").out);
  std::string header, id;
  std::getline(listed, header);
  listed >> id;
  auto show = run_chatur("show --db " + db + " " + id + " --ply 28 --plain");
  EXPECT_EQ(show.exit_code, 0);
  EXPECT_NE(show.out.find("(four-player-teams en_passant=false setup=classic): Red "
                          "PedroHenrique_Milano, Blue superatos, Yellow SweetANGELmira, Green "
                          "ElPolloLocoMan\nresult 0-1 (resignation); ply 28 of 81, last move "
                          "l9xl6; Red to move\n"),
            std::string::npos)
      << show.out;
  const std::string fen = show.out.substr(show.out.rfind("\nR-") + 1);
  auto find = run_chatur("find --db " + db + " -o setup=classic -o en_passant=false --fen '" +
                         fen.substr(0, fen.size() - 1) + "'");
  EXPECT_NE(find.out.find("ply 28  four-player-teams  2019.02.25  0-1  PedroHenrique_Milano"),
            std::string::npos)
      << find.out;

  // Export writes chatur's PGN4, which validates and is the same games again.
  const std::string out = ::testing::TempDir() + "/chesscom_export.pgn4";
  EXPECT_EQ(run_chatur("export --db " + db + " -o " + out).exit_code, 0);
  EXPECT_EQ(run_chatur("validate " + out).out, "games read: 18, good: 18, bad: 0, warnings: 0\n");
  EXPECT_NE(run_chatur("import " + out + " --db " + db, true)
                .out.find("games read: 18, stored: 0, already stored: 18, bad (skipped): 0"),
            std::string::npos);
}

}  // namespace
}  // namespace chatur::records
