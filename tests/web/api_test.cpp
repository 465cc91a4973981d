// The JSON API over real HTTP: a server on a free loopback port over an archive the test makes.
#include <Poco/JSON/Array.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/pgn_reader.h"
#include "records/replay.h"
#include "tests/web/web_test_support.h"

namespace chatur::web::testing {
namespace {

using Poco::JSON::Array;
using Poco::JSON::Object;

// Two chess games, the first with hostile names and comments, and a Chaturaji game.
const char* kGames = R"pgn([Event "Club <i>night</i>"]
[Site "?"]
[Date "2024.03.01"]
[Round "1"]
[White "<script>alert('x')</script>"]
[Black "Quote \"Q\" & <b>bold</b>"]
[Result "1-0"]

1. e4 {a comment with "quotes" and <angle> brackets & ampersand} e5 2. Qh5 Nc6 3. Bc4 Nf6
4. Qxf7# 1-0

[Event "Second"]
[Site "?"]
[Date "2024.04.01"]
[Round "1"]
[White "Ann"]
[Black "<script>alert('x')</script>"]
[Result "1/2-1/2"]

1. d4 d5 1/2-1/2

)pgn";

class Api : public ::testing::Test {
 protected:
  void SetUp() override {
    import_pgn(db_, dir_.file("games.pgn"), kGames);
    const RunResult r =
        run_chatur("import --db " + db_ + " " + CHATUR_RECORDS_DATA + "/chaturaji_club.pgn4");
    ASSERT_EQ(r.exit_code, 0) << r.out;
    server_ = serve(db_);
    port_ = server_->port();
  }

  Object::Ptr get_json(const std::string& target, int status = 200) {
    const HttpResult r = get(port_, target);
    EXPECT_EQ(r.status, status) << target << ": " << r.body;
    EXPECT_EQ(r.content_type, "application/json");
    return json_object(r.body);
  }

  TempDir dir_{"api"};
  std::string db_ = dir_.file("a.db");
  std::unique_ptr<Server> server_;
  int port_ = 0;
};

TEST_F(Api, GamesListFiltersSortsAndPages) {
  auto all = get_json("/api/games");
  const auto games = all->getArray("games");
  ASSERT_GE(games->size(), 3u);
  EXPECT_FALSE(all->getValue<bool>("more"));
  // Pages of one: the second page holds the second game, and more follow.
  auto page = get_json("/api/games?limit=1&offset=1");
  ASSERT_EQ(page->getArray("games")->size(), 1u);
  EXPECT_EQ(page->getArray("games")->getObject(0)->getValue<int>("id"),
            games->getObject(1)->getValue<int>("id"));
  EXPECT_TRUE(page->getValue<bool>("more"));
  // Longest first.
  auto by_plies = get_json("/api/games?sort=plies&order=desc")->getArray("games");
  for (unsigned i = 1; i < by_plies->size(); ++i)
    EXPECT_GE(by_plies->getObject(i - 1)->getValue<int>("plies"),
              by_plies->getObject(i)->getValue<int>("plies"));
  auto drawn = get_json("/api/games?result=1/2-1/2&variant=chess")->getArray("games");
  ASSERT_EQ(drawn->size(), 1u);
  EXPECT_EQ(drawn->getObject(0)->getValue<std::string>("players"),
            "Ann - <script>alert('x')</script>");
  EXPECT_EQ(get_json("/api/games?player=ann")->getArray("games")->size(), 1u);
  EXPECT_EQ(get_json("/api/games?variant=chaturaji")->getArray("games")->size(), games->size() - 2);
  // Bad parameters: a 400 that says which.
  auto bad = get_json("/api/games?limit=0", 400);
  EXPECT_NE(bad->getValue<std::string>("error").find("limit"), std::string::npos);
  EXPECT_NE(get_json("/api/games?sort=name", 400)->getValue<std::string>("error").find("sort"),
            std::string::npos);
  get_json("/api/games?offset=x", 400);
}

// Every position the API gives is the rules core's: the FEN after each ply and the piece on each
// square, against a replay of the stored record here.
TEST_F(Api, GamePositionsAreTheRulesCores) {
  auto list = get_json("/api/games?variant=chaturaji&limit=1")->getArray("games");
  ASSERT_EQ(list->size(), 1u);
  const int id = list->getObject(0)->getValue<int>("id");
  auto game = get_json("/api/games/" + std::to_string(id));
  EXPECT_EQ(game->getValue<std::string>("variant"), "chaturaji");
  auto shape = game->getObject("shape");
  EXPECT_EQ(shape->getValue<int>("files"), 8);
  EXPECT_EQ(shape->getArray("squares")->size(), 64u);
  EXPECT_EQ(shape->getArray("armies")->size(), 4u);
  auto plies = game->getArray("plies");
  auto positions = game->getArray("positions");
  ASSERT_EQ(positions->size(), plies->size() + 1);

  std::ifstream in(std::string(CHATUR_RECORDS_DATA) + "/chaturaji_club.pgn4");
  records::PgnReader reader(in);
  auto item = reader.next();
  ASSERT_TRUE(item && !item->error);
  const records::Replay r = records::replay(item->game);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(plies->size(), r.moves.size());
  const auto& squares = r.rules->geometry().squares();
  for (size_t ply = 0; ply <= r.moves.size(); ++ply) {
    const engine::Position pos = records::position_after(r, static_cast<int>(ply));
    auto p = positions->getObject(static_cast<unsigned>(ply));
    EXPECT_EQ(p->getValue<std::string>("fen"), engine::to_fen(pos)) << "ply " << ply;
    EXPECT_EQ(p->getValue<int>("to_move"), pos.to_move());
    auto board = p->getArray("board");
    ASSERT_EQ(board->size(), squares.size());
    for (size_t i = 0; i < squares.size(); ++i) {
      const engine::Cell c = pos.at(squares[i]);
      if (c == engine::kEmpty) {
        EXPECT_TRUE(board->isNull(static_cast<unsigned>(i))) << "ply " << ply << " square " << i;
        continue;
      }
      auto piece = board->getArray(static_cast<unsigned>(i));
      ASSERT_TRUE(piece) << "ply " << ply << " square " << i;
      EXPECT_EQ(piece->getElement<int>(0), engine::army_of(c));
      EXPECT_EQ(piece->getElement<std::string>(1),
                std::string(1, r.rules->piece(engine::type_of(c)).letter));
    }
    if (ply < r.moves.size()) {
      EXPECT_EQ(plies->getObject(static_cast<unsigned>(ply))->getValue<std::string>("move"),
                r.moves[ply]);
    }
  }
  get_json("/api/games/999999", 404);
  get_json("/api/games/abc", 404);
}

// Archive text comes out as JSON that never holds a raw '<', '>', '&' or '\'', and reads back
// to the very text stored.
TEST_F(Api, HostileContentIsEscaped) {
  const HttpResult list = get(port_, "/api/games?event=night");
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(list.body.find_first_of("<>&'"), std::string::npos) << list.body;
  auto games = json_object(list.body)->getArray("games");
  ASSERT_EQ(games->size(), 1u);
  EXPECT_EQ(games->getObject(0)->getValue<std::string>("players"),
            "<script>alert('x')</script> - Quote \"Q\" & <b>bold</b>");
  EXPECT_EQ(games->getObject(0)->getValue<std::string>("event"), "Club <i>night</i>");
  const int id = games->getObject(0)->getValue<int>("id");
  const HttpResult one = get(port_, "/api/games/" + std::to_string(id));
  ASSERT_EQ(one.status, 200);
  EXPECT_EQ(one.body.find_first_of("<>&'"), std::string::npos);
  auto game = json_object(one.body);
  EXPECT_EQ(game->getArray("players")->getElement<std::string>(0), "<script>alert('x')</script>");
  auto comments = game->getArray("plies")->getObject(0)->getArray("comments");
  ASSERT_EQ(comments->size(), 1u);
  EXPECT_EQ(comments->getElement<std::string>(0),
            "a comment with \"quotes\" and <angle> brackets & ampersand");
  EXPECT_EQ(game->getArray("plies")->getObject(0)->getValue<std::string>("text"), "e4");
  // The game as schemas/game.schema.json has it (chatur export --json), beside the viewer's.
  auto record = game->getObject("record");
  ASSERT_TRUE(record);
  EXPECT_EQ(record->getValue<std::string>("variant"), "chess");
  EXPECT_EQ(record->getValue<std::string>("result"), "1-0");
  bool white = false;
  auto tags = record->getArray("tags");
  for (unsigned i = 0; i < tags->size(); ++i)
    white = white ||
            (tags->getObject(i)->getValue<std::string>("name") == "White" &&
             tags->getObject(i)->getValue<std::string>("value") == "<script>alert('x')</script>");
  EXPECT_TRUE(white);
  // Searching the page's own parameters back: an unknown player is an empty list, not an error.
  EXPECT_EQ(get_json("/api/games?player=%3Cscript%3E%27")->getArray("games")->size(), 0u);
}

TEST_F(Api, FindListsTheGamesThatReachedAPosition) {
  // After 1. e4 e5 of the first game; the second never reached it.
  const std::string fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
  std::string target = "/api/find?variant=chess&fen=";
  for (char c : fen) target += c == ' ' ? std::string("%20") : c == '/' ? "%2F" : std::string(1, c);
  auto found = get_json(target)->getArray("games");
  ASSERT_EQ(found->size(), 1u);
  EXPECT_EQ(found->getObject(0)->getValue<int>("at_ply"), 2);
  EXPECT_NE(get_json("/api/find?variant=chess&fen=nonsense", 400)
                ->getValue<std::string>("error")
                .find("fen"),
            std::string::npos);
  get_json("/api/find?variant=nosuch&fen=x", 400);
  get_json("/api/find", 400);
}

TEST_F(Api, ArchiveRatingsHaveIntervals) {
  auto rated = get_json("/api/ratings?variant=chess");
  auto pool = rated->getObject("two_sided");
  ASSERT_TRUE(pool);
  EXPECT_EQ(pool->getValue<int>("games"), 2);
  auto players = pool->getObject("ratings")->getArray("players");
  ASSERT_EQ(players->size(), 3u);
  for (size_t i = 0; i < players->size(); ++i) {
    auto p = players->getObject(static_cast<unsigned>(i));
    EXPECT_LE(p->getValue<double>("lower"), p->getValue<double>("elo"));
    EXPECT_GE(p->getValue<double>("upper"), p->getValue<double>("elo"));
  }
  get_json("/api/ratings", 400);
}

// Only GET and HEAD, no body, a bounded target, only the built-in files.
TEST_F(Api, RequestsOutsideTheReadOnlySetAreRefused) {
  EXPECT_EQ(http(port_, "POST", "/api/games", "x=1").status, 405);
  EXPECT_EQ(http(port_, "DELETE", "/api/games/1").status, 405);
  EXPECT_EQ(http(port_, "GET", "/api/games", "body").status, 413);
  EXPECT_EQ(get(port_, "/api/games?player=" + std::string(5000, 'a')).status, 414);
  for (const char* path :
       {"/../CMakeLists.txt", "/%2e%2e/%2e%2e/etc/passwd", "/static/game.js", "/web/static/game.js",
        "//etc/passwd", "/game.js/", "/api/nothing", "/embedded_files.cpp", "/index.html%00"})
    EXPECT_EQ(get(port_, path).status, 404) << path;
  const HttpResult page = get(port_, "/");
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.content_type, "text/html; charset=utf-8");
  EXPECT_NE(page.head.get("Content-Security-Policy").find("default-src 'none'"), std::string::npos);
  EXPECT_EQ(get(port_, "/game.js").content_type, "text/javascript; charset=utf-8");
  const HttpResult head = http(port_, "HEAD", "/chatur.css");
  EXPECT_EQ(head.status, 200);
  EXPECT_TRUE(head.body.empty());
}

TEST(ApiLimits, RateIsBoundedPerClient) {
  TempDir dir("rate");
  const std::string db = dir.file("a.db");
  import_pgn(db, dir.file("g.pgn"), kGames);
  auto server = serve(db, 0.5, 5);
  int refused = 0;
  for (int i = 0; i < 8; ++i) refused += get(server->port(), "/api/games").status == 429;
  EXPECT_GE(refused, 2);
  EXPECT_LE(refused, 3);
}

// The server never writes the archive: its bytes are the same after every kind of request, and
// a file that is no archive is refused with a reason.
TEST(ApiLimits, ArchiveIsReadOnly) {
  TempDir dir("readonly");
  const std::string db = dir.file("a.db");
  import_pgn(db, dir.file("g.pgn"), kGames);
  const auto read = [&] {
    std::ifstream in(db, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  };
  const std::string before = read();
  {
    auto server = serve(db);
    for (const char* path :
         {"/api/games", "/api/games/1", "/api/tournaments", "/api/ratings?variant=chess"})
      EXPECT_EQ(get(server->port(), path).status, 200) << path;
  }
  EXPECT_EQ(read(), before);
  write_file(dir.file("not.db"), "not a database at all, just text");
  auto server = serve(dir.file("not.db"));
  const HttpResult r = get(server->port(), "/api/games");
  EXPECT_EQ(r.status, 500);
  EXPECT_NE(r.body.find("cannot open archive"), std::string::npos) << r.body;
  const RunResult cli = run_chatur("serve --db " + dir.file("not.db") + " --port 0");
  EXPECT_NE(cli.exit_code, 0);
  EXPECT_NE(cli.out.find("cannot open archive"), std::string::npos) << cli.out;
}

// A stored tournament: its progress, standings in ranking order with the CLI's numbers, ratings
// with intervals around them, and each engine's points after every game.
TEST(ApiTournaments, StandingsRatingsAndProgress) {
  TempDir dir("tournament");
  const std::string db = dir.file("t.db");
  const RunResult run = run_chatur(
      "tournament run --db " + db +
      " --name 'Night <cup>' --variant chess --games 4 --tc depth=1 --max-plies 40"
      " --engine 'lvl1=chatur engine --level level1' --engine 'lvl2=chatur engine --level level2'");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  auto server = serve(db);
  const HttpResult list = get(server->port(), "/api/tournaments");
  ASSERT_EQ(list.status, 200) << list.body;
  EXPECT_EQ(list.body.find('<'), std::string::npos);
  auto all = json_object(list.body)->getArray("tournaments");
  ASSERT_EQ(all->size(), 1u);
  auto t = all->getObject(0);
  EXPECT_EQ(t->getValue<std::string>("name"), "Night <cup>");
  EXPECT_EQ(t->getValue<int>("played"), 4);
  EXPECT_EQ(t->getValue<int>("scheduled"), 4);
  EXPECT_TRUE(t->getValue<bool>("finished"));

  const HttpResult one = get(server->port(), "/api/tournaments/1");
  ASSERT_EQ(one.status, 200) << one.body;
  auto detail = json_object(one.body);
  auto engines = detail->getArray("engines");
  ASSERT_EQ(engines->size(), 2u);
  auto pool = detail->getObject("pools")->getObject("two_sided");
  ASSERT_TRUE(pool);
  EXPECT_TRUE(detail->getObject("pools")->isNull("free_for_all"));
  EXPECT_EQ(pool->getValue<int>("games"), 4);
  auto standings = pool->getArray("standings");
  ASSERT_EQ(standings->size(), 2u);
  double total = 0;
  for (unsigned i = 0; i < 2; ++i) {
    auto s = standings->getObject(i);
    EXPECT_EQ(s->getValue<double>("games"), 4);
    EXPECT_DOUBLE_EQ(s->getValue<double>("wins") + s->getValue<double>("draws") / 2,
                     s->getValue<double>("points"));
    total += s->getValue<double>("points");
  }
  EXPECT_DOUBLE_EQ(total, 4);  // every game gives out one point
  EXPECT_GE(standings->getObject(0)->getValue<double>("points"),
            standings->getObject(1)->getValue<double>("points"));
  // The CLI's standings agree with the leader.
  const RunResult cli = run_chatur("ratings --db " + db + " --tournament 1");
  ASSERT_EQ(cli.exit_code, 0) << cli.out;
  const std::string leader =
      engines->getElement<std::string>(standings->getObject(0)->getValue<unsigned>("player"));
  EXPECT_NE(cli.out.find("   1  " + leader), std::string::npos) << cli.out;

  auto ratings = pool->getObject("ratings");
  ASSERT_TRUE(ratings) << one.body;
  EXPECT_EQ(ratings->getValue<std::string>("model"), "bayeselo");
  auto rated = ratings->getArray("players");
  ASSERT_EQ(rated->size(), 2u);
  EXPECT_GE(rated->getObject(0)->getValue<double>("elo"),
            rated->getObject(1)->getValue<double>("elo"));
  for (unsigned i = 0; i < 2; ++i) {
    auto p = rated->getObject(i);
    EXPECT_LT(p->getValue<double>("lower"), p->getValue<double>("elo"));
    EXPECT_GT(p->getValue<double>("upper"), p->getValue<double>("elo"));
  }
  auto progress = pool->getArray("progress");
  ASSERT_EQ(progress->size(), 4u);
  for (unsigned i = 0; i < 4; ++i) {
    auto row = progress->getArray(i);
    EXPECT_DOUBLE_EQ(row->getElement<double>(0) + row->getElement<double>(1), i + 1.0);
  }
  for (unsigned i = 0; i < 2; ++i) {
    auto s = standings->getObject(i);
    EXPECT_DOUBLE_EQ(progress->getArray(3)->getElement<double>(s->getValue<unsigned>("player")),
                     s->getValue<double>("points"));
  }
  EXPECT_EQ(get(server->port(), "/api/tournaments/2").status, 404);
}

// The command: a warning for an address other than loopback, the address it serves at; it
// ends on SIGTERM.
TEST(ApiLimits, ServeWarnsOutsideLoopback) {
  TempDir dir("serve");
  const std::string db = dir.file("a.db");
  import_pgn(db, dir.file("g.pgn"), kGames);
  const std::string cmd = "timeout -s TERM 1 " + std::string(CHATUR_BINARY) + " serve --db " + db +
                          " --host 0.0.0.0 --port 0 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  ASSERT_TRUE(p);
  std::string out;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
  const int status = pclose(p);
  // timeout's own code for a command it had to stop, which then ended by itself.
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 124) << out;
  EXPECT_NE(out.find("warning: listening on 0.0.0.0, not loopback"), std::string::npos) << out;
  EXPECT_NE(out.find("serving " + db + " at http://0.0.0.0:"), std::string::npos) << out;
}

TEST(ApiLimits, LoopbackIsRecognised) {
  EXPECT_TRUE(is_loopback("127.0.0.1"));
  EXPECT_TRUE(is_loopback("127.3.0.9"));
  EXPECT_TRUE(is_loopback("::1"));
  EXPECT_TRUE(is_loopback("localhost"));
  EXPECT_FALSE(is_loopback("0.0.0.0"));
  EXPECT_FALSE(is_loopback("192.168.1.4"));
  EXPECT_FALSE(is_loopback("example.org"));
}

}  // namespace
}  // namespace chatur::web::testing
