// The pages in headless Chromium, driven over the DevTools protocol: the games table, a game of
// every board shape stepped with the keys and the move list (squares drawn and pieces shown
// against the rules core's own replay of the record), screenshots that are not blank, and a
// tournament page whose game count rises while a real tournament runs.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>

#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <thread>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "tests/web/headless_browser.h"
#include "tests/web/png_pixels.h"
#include "tests/web/web_test_support.h"

namespace chatur::web::testing {
namespace {

using namespace std::chrono_literals;

// One game of each board shape chatur knows, the dice rule set for its rolls.
const std::vector<std::string> kShapes = {"chess",         "chaturaji",     "chaturanga-4-84",
                                          "kaiserspiel-a", "sultanspiel-a", "four-player-teams",
                                          "chaturaji-dice"};
constexpr int kPlies = 16;

// The selfplay record of a game: its tags and moves, without the diagram printed after them.
std::string selfplay_record(const std::string& variant, int seed) {
  const RunResult r = run_chatur("selfplay -v " + variant + " -n 1 --max-plies " +
                                 std::to_string(kPlies) + " -s " + std::to_string(seed));
  EXPECT_EQ(r.exit_code, 0) << r.out;
  const size_t tags_end = r.out.find("\n\n");
  const size_t moves_end = r.out.find("\n\n", tags_end + 2);
  return r.out.substr(0, moves_end) + "\n\n";
}

struct Piece {
  std::string square;
  int army = 0;
  std::string letter;
  bool operator<(const Piece& o) const { return square < o.square; }
  bool operator==(const Piece&) const = default;
};

std::vector<Piece> rules_core_pieces(const engine::Position& pos) {
  std::vector<Piece> out;
  const engine::RuleSet& rules = pos.rules();
  for (engine::Square s : rules.geometry().squares())
    if (const engine::Cell c = pos.at(s); c != engine::kEmpty)
      out.push_back({rules.geometry().name(s), engine::army_of(c),
                     std::string(1, rules.piece(engine::type_of(c)).letter)});
  std::sort(out.begin(), out.end());
  return out;
}

class Browser : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    chromium_ = find_chromium();
    if (!chromium_) return;
    dir_ = new TempDir("browser");
    db_ = dir_->file("a.db");
    std::string pgn;
    for (size_t i = 0; i < kShapes.size(); ++i) {
      records_.push_back(selfplay_record(kShapes[i], static_cast<int>(i) + 3));
      pgn += records_.back();
    }
    // A hostile record last: names and comments that would be markup if pasted as such.
    pgn += R"([Event "Hostile"]
[White "<script>document.title='owned'</script>"]
[Black "<img src=x onerror=alert(1)>"]
[Result "*"]

1. e4 {"quoted" <b>not bold</b> & more} *

)";
    import_pgn(db_, dir_->file("games.pgn"), pgn);
    server_ = serve(db_).release();
    base_ = "http://127.0.0.1:" + std::to_string(server_->port());
    browser_ = new HeadlessBrowser(*chromium_, 1100, 800);
  }
  static void TearDownTestSuite() {
    delete browser_;
    delete server_;
    delete dir_;
  }
  void SetUp() override {
    if (!chromium_)
      GTEST_SKIP() << "no Chromium (install Debian's chromium, or set CHATUR_CHROMIUM)";
  }

  // The pieces the page shows, sorted by square.
  static std::vector<Piece> page_pieces() {
    const std::string json =
        browser_
            ->evaluate(
                "JSON.stringify([...document.querySelectorAll('#pieces g.piece')].map(g => "
                "[g.dataset.square, Number(g.dataset.army), g.dataset.letter]))")
            .convert<std::string>();
    auto array = Poco::JSON::Parser().parse(json).extract<Poco::JSON::Array::Ptr>();
    std::vector<Piece> out;
    for (unsigned i = 0; i < array->size(); ++i) {
      auto p = array->getArray(i);
      out.push_back(
          {p->getElement<std::string>(0), p->getElement<int>(1), p->getElement<std::string>(2)});
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  static int page_ply() {
    return std::stoi(browser_->evaluate("new URLSearchParams(location.search).get('ply')")
                         .convert<std::string>());
  }

  static inline std::optional<std::string> chromium_;
  static inline TempDir* dir_ = nullptr;
  static inline std::string db_, base_;
  static inline std::vector<std::string> records_;
  static inline Server* server_ = nullptr;
  static inline HeadlessBrowser* browser_ = nullptr;
};

TEST_F(Browser, GamesTableListsSortsAndEscapes) {
  ASSERT_EQ(browser_->open(base_ + "/"), "true");
  ASSERT_TRUE(browser_->wait_until("document.querySelector('#games-table')", 5s));
  const int rows = browser_->evaluate("document.querySelectorAll('#games-table tbody tr').length")
                       .convert<int>();
  EXPECT_EQ(rows, static_cast<int>(kShapes.size()) + 1);
  // The hostile names are text: no script or image element was made of them, the title stands.
  EXPECT_EQ(browser_->evaluate("document.querySelectorAll('script').length").convert<int>(), 2);
  EXPECT_EQ(browser_->evaluate("document.querySelectorAll('img').length").convert<int>(), 0);
  EXPECT_EQ(browser_->evaluate("document.title").convert<std::string>(), "chatur: games");
  EXPECT_EQ(browser_
                ->evaluate("document.querySelector('#games-table tbody tr:last-child "
                           "td:last-child').textContent")
                .convert<std::string>(),
            "<script>document.title='owned'</script> - <img src=x onerror=alert(1)>");
  // Sorting by plies, longest first: two clicks on the heading.
  for (int i = 0; i < 2; ++i) {
    browser_->evaluate(
        "[...document.querySelectorAll('th button')].find(b => "
        "b.textContent.startsWith('Plies')).click()");
    // The table is made anew for each order: the next click goes to the new one.
    ASSERT_TRUE(browser_->wait_until(
        std::string("[...document.querySelectorAll('th')].find(th => th.textContent"
                    ".startsWith('Plies')).getAttribute('aria-sort') === '") +
            (i ? "descending" : "ascending") + "'",
        5s));
  }
  const std::string plies = browser_
                                ->evaluate(
                                    "JSON.stringify([...document.querySelectorAll('#games-table "
                                    "tbody tr td:nth-child(5)')]"
                                    ".map(td => Number(td.textContent)))")
                                .convert<std::string>();
  auto list = Poco::JSON::Parser().parse(plies).extract<Poco::JSON::Array::Ptr>();
  for (unsigned i = 1; i < list->size(); ++i)
    EXPECT_GE(list->getElement<int>(i - 1), list->getElement<int>(i)) << plies;
}

// For each shape: the squares drawn are the board's, the marked squares the rule set's, and the
// pieces after stepping forward and back with the keys and by the move list are the rules core's.
TEST_F(Browser, EveryBoardShapeStepsThroughTheRulesCoresPositions) {
  const auto shots = std::filesystem::path(CHATUR_SCREENSHOTS);
  std::filesystem::create_directories(shots);
  for (size_t i = 0; i < kShapes.size(); ++i) {
    SCOPED_TRACE(kShapes[i]);
    std::istringstream in(records_[i]);
    records::PgnReader reader(in);
    auto item = reader.next();
    ASSERT_TRUE(item && !item->error);
    const records::Replay r = records::replay(item->game);
    ASSERT_TRUE(r.ok());
    const int plies = static_cast<int>(r.moves.size());
    ASSERT_GE(plies, 6);
    ASSERT_EQ(browser_->open(base_ + "/game.html?id=" + std::to_string(i + 1)), "true");
    const engine::RuleSet& rules = *r.rules;
    EXPECT_EQ(browser_->evaluate("document.querySelectorAll('#board-svg rect.sq').length")
                  .convert<size_t>(),
              rules.geometry().squares().size());
    EXPECT_EQ(browser_->evaluate("document.querySelectorAll('#board-svg rect.mark.old').length")
                  .convert<size_t>(),
              rules.win_squares().size());
    size_t thrones = 0;
    for (int a = 0; rules.spec().thrones && a < rules.army_count(); ++a)
      thrones += rules.throne(a) != engine::kNoSquare;
    EXPECT_EQ(browser_->evaluate("document.querySelectorAll('#board-svg rect.mark.throne').length")
                  .convert<size_t>(),
              thrones);
    EXPECT_EQ(page_pieces(), rules_core_pieces(records::position_after(r, 0)));
    for (int k = 1; k <= 5; ++k) browser_->press("ArrowRight", 39);
    EXPECT_EQ(page_ply(), 5);
    EXPECT_EQ(page_pieces(), rules_core_pieces(records::position_after(r, 5)));
    for (int k = 0; k < 2; ++k) browser_->press("ArrowLeft", 37);
    EXPECT_EQ(page_ply(), 3);
    EXPECT_EQ(page_pieces(), rules_core_pieces(records::position_after(r, 3)));
    browser_->press("End", 35);
    EXPECT_EQ(page_ply(), plies);
    EXPECT_EQ(page_pieces(), rules_core_pieces(records::position_after(r, plies)));
    browser_->evaluate("document.querySelector('#moves button[data-ply=\"6\"]').click()");
    EXPECT_EQ(page_ply(), 6);
    EXPECT_EQ(page_pieces(), rules_core_pieces(records::position_after(r, 6)));
    EXPECT_EQ(browser_->evaluate("document.querySelector('#fen').value").convert<std::string>(),
              engine::to_fen(records::position_after(r, 6)));

    // Rolls stand before their ply in the move list, as the records write them.
    for (const engine::RollAt& roll : r.rolls)
      EXPECT_EQ(browser_
                    ->evaluate("document.querySelector('#moves button[data-ply=\"" +
                               std::to_string(roll.ply + 1) + "\"]').textContent")
                    .convert<std::string>(),
                engine::dice_roll_to_text(roll.roll) + " " + r.moves[roll.ply]);

    const std::string png = browser_->screenshot();
    std::ofstream(shots / (kShapes[i] + ".png"), std::ios::binary) << png;
    const Pixels px = decode_png(png);
    EXPECT_EQ(px.width, 1100);
    std::map<std::uint32_t, size_t> colours;
    for (std::uint32_t c : px.rgb) ++colours[c];
    size_t most = 0;
    for (const auto& [c, n] : colours) most = std::max(most, n);
    EXPECT_GT(colours.size(), 50u);
    EXPECT_LT(static_cast<double>(most), 0.8 * static_cast<double>(px.rgb.size()));
  }
}

TEST_F(Browser, GamePageShowsHostileTextAsText) {
  ASSERT_EQ(
      browser_->open(base_ + "/game.html?id=" + std::to_string(kShapes.size() + 1) + "&ply=1"),
      "true");
  EXPECT_EQ(browser_->evaluate("document.querySelectorAll('script').length").convert<int>(), 2);
  EXPECT_EQ(browser_->evaluate("document.querySelectorAll('img, b').length").convert<int>(), 0);
  EXPECT_EQ(browser_->evaluate("document.title").convert<std::string>(),
            "chatur: game " + std::to_string(kShapes.size() + 1));
  EXPECT_NE(browser_->evaluate("document.querySelector('#summary').textContent")
                .convert<std::string>()
                .find("<script>document.title='owned'</script>"),
            std::string::npos);
  EXPECT_EQ(browser_->evaluate("document.querySelector('#now .comment').textContent")
                .convert<std::string>(),
            "\"quoted\" <b>not bold</b> & more");
}

// A real tournament of the built-in levels runs beside the server; the page, polling, shows the
// count of games played rise, and its standings and rating bars.
TEST_F(Browser, TournamentPageFollowsARunningTournament) {
  TempDir dir("live");
  const std::string db = dir.file("t.db");
  // Everything the child needs is made before fork: the test's threads may hold locks.
  const std::string program = CHATUR_BINARY;
  const int null = ::open("/dev/null", O_WRONLY);
  ASSERT_GE(null, 0);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    dup2(null, 1);
    dup2(null, 2);
    execl(program.c_str(), program.c_str(), "tournament", "run", "--db", db.c_str(), "--name",
          "live <b>run</b>", "--variant", "chess", "--games", "40", "--tc", "movetime=15",
          "--max-plies", "40", "-j", "1", "--engine", "a=chatur engine --level level3", "--engine",
          "b=chatur engine --level level4", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(null);
  auto server = serve(db);
  const int port = server->port();
  bool started = false;
  for (int i = 0; i < 100 && !started; ++i) {
    std::this_thread::sleep_for(50ms);
    started = std::filesystem::exists(db) && get(port, "/api/tournaments/1").status == 200;
  }
  ASSERT_TRUE(started);
  EXPECT_EQ(browser_->open("http://127.0.0.1:" + std::to_string(port) + "/tournament.html?id=1"),
            "true");
  const int first =
      std::stoi(browser_->evaluate("document.querySelector('#progress-text').dataset.played")
                    .convert<std::string>());
  EXPECT_EQ(
      browser_->evaluate("document.querySelector('#title').textContent").convert<std::string>(),
      "live <b>run</b>");
  const bool rose = browser_->wait_until(
      "Number(document.querySelector('#progress-text').dataset.played) > " + std::to_string(first) +
          " && document.querySelectorAll('table.standings tbody tr')"
          ".length === 2 && document.querySelector('.interval')",
      8s);
  kill(child, SIGTERM);
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_TRUE(rose) << "played stayed at " << first;
  EXPECT_NE(browser_->evaluate("document.querySelector('#progress-text').textContent")
                .convert<std::string>()
                .find(" of 40 games"),
            std::string::npos);
  EXPECT_EQ(
      browser_->evaluate("document.querySelectorAll('svg.plot polyline').length").convert<int>(),
      2);
}

}  // namespace
}  // namespace chatur::web::testing
