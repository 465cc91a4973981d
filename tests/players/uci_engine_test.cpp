// Protocol transcripts: the engine side of docs/protocol.md, driven through in-memory streams.
#include "players/uci_engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <streambuf>
#include <thread>
#include <vector>

#include "engine/dice.h"
#include "engine/fen.h"
#include "engine/notation.h"
#include "engine/rule_sets/registry.h"

namespace chatur::players {
namespace {

using namespace std::chrono_literals;

// Input that blocks the reader until the test writes more or closes it, like a pipe.
class BlockingInput : public std::streambuf {
 public:
  void write(const std::string& text) {
    std::lock_guard lock(mutex_);
    pending_ += text;
    cv_.notify_all();
  }
  void close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    cv_.notify_all();
  }

 protected:
  int_type underflow() override {
    std::unique_lock lock(mutex_);
    cv_.wait(lock, [this] { return !pending_.empty() || closed_; });
    if (pending_.empty()) return traits_type::eof();
    current_.swap(pending_);
    pending_.clear();
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  std::string pending_, current_;
  bool closed_ = false;
};

// Output the test may read while the engine writes.
class SharedOutput : public std::streambuf {
 public:
  std::string text() {
    std::lock_guard lock(mutex_);
    return text_;
  }
  // Waits until the output holds `needle` after position `from`; false after the timeout.
  bool wait_for(const std::string& needle, std::size_t from = 0,
                std::chrono::milliseconds timeout = 10s) {
    const auto end = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < end) {
      std::string t = text();
      if (t.size() > from && t.find(needle, from) != std::string::npos) return true;
      std::this_thread::sleep_for(2ms);
    }
    return false;
  }

 protected:
  int_type overflow(int_type c) override {
    if (c != traits_type::eof()) {
      std::lock_guard lock(mutex_);
      text_ += traits_type::to_char_type(c);
    }
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::lock_guard lock(mutex_);
    text_.append(s, static_cast<std::size_t>(n));
    return n;
  }

 private:
  std::mutex mutex_;
  std::string text_;
};

// An engine reading the test's input on a thread of its own, as `chatur engine` reads a pipe.
// quit() (or the destructor, should an assertion end the test early) sends `quit` and joins the
// thread.
class RunningEngine {
 public:
  explicit RunningEngine(const std::string& level = std::string(kStrongestLevel))
      : engine_(in_, out_, level), runner_([this] { engine_.run(); }) {}
  ~RunningEngine() { quit(); }
  RunningEngine(const RunningEngine&) = delete;
  RunningEngine& operator=(const RunningEngine&) = delete;

  void quit() {
    if (!runner_.joinable()) return;
    input.write("quit\n");
    runner_.join();
  }

  BlockingInput input;
  SharedOutput output;

 private:
  std::istream in_{&input};
  std::ostream out_{&output};
  UciEngine engine_;
  std::thread runner_;
};

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// Runs the engine on a complete script (end of input finishes the last search).
std::vector<std::string> transcript(const std::string& script,
                                    const std::string& level = "level4") {
  std::istringstream in(script);
  std::ostringstream out;
  UciEngine engine(in, out, level);
  engine.run();
  return lines(out.str());
}

std::string bestmove(const std::vector<std::string>& out) {
  for (const auto& l : out)
    if (l.rfind("bestmove ", 0) == 0) return l.substr(9);
  return "";
}

// True if `text` is a legal move of the variant's position after `moves`.
bool legal_after(const std::string& variant, const std::string& fen,
                 const std::vector<std::string>& moves, const std::string& text) {
  auto rules = engine::rule_sets::make(variant);
  engine::Position pos = fen.empty() ? engine::Position(*rules) : engine::parse_fen(*rules, fen);
  for (const auto& m : moves) pos.make(engine::parse_move(pos, m));
  try {
    engine::parse_move(pos, text);
    return true;
  } catch (const engine::MoveTextError&) {
    return false;
  }
}

TEST(UciEngine, IdentifiesItself) {
  auto out = transcript("uci\nisready\n");
  ASSERT_GE(out.size(), 4u);
  EXPECT_EQ(out[0], "id name chatur level4");
  EXPECT_EQ(out[1].rfind("id author ", 0), 0u);
  bool variant_option = false;
  for (const auto& l : out)
    variant_option |= l.rfind("option name UCI_Variant type combo default chess", 0) == 0 &&
                      l.find("var chaturaji") != std::string::npos;
  EXPECT_TRUE(variant_option);
  EXPECT_EQ(out[out.size() - 2], "uciok");
  EXPECT_EQ(out.back(), "readyok");
}

TEST(UciEngine, PlaysALegalChessMoveAtFixedDepth) {
  auto out = transcript("uci\nucinewgame\nposition startpos moves e2e4 e7e5 g1f3\ngo depth 4\n");
  const std::string move = bestmove(out);
  EXPECT_TRUE(legal_after("chess", "", {"e2e4", "e7e5", "g1f3"}, move)) << move;
  EXPECT_EQ(move.find('-'), std::string::npos) << "UCI coordinates, not long algebraic";
  bool depth4 = false;
  for (const auto& l : out) depth4 |= l.rfind("info depth 4 ", 0) == 0;
  EXPECT_TRUE(depth4);
}

TEST(UciEngine, WritesPromotionsAsUciDoes) {
  auto out = transcript("position fen 8/P6k/8/8/8/8/8/K7 w - - 0 1\ngo depth 3\n");
  EXPECT_EQ(bestmove(out), "a7a8q");
}

TEST(UciEngine, FindsMateWithClocks) {
  auto out = transcript(
      "position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\ngo wtime 2000 btime 2000 winc 0 "
      "binc 0\n");
  EXPECT_EQ(bestmove(out), "a1a8");
  bool mate = false;
  for (const auto& l : out) mate |= l.find("score mate 1 ") != std::string::npos;
  EXPECT_TRUE(mate);
}

TEST(UciEngine, AnswersNoneWhenTheGameIsOver) {
  auto out = transcript(
      "position fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\ngo depth 2\n");
  EXPECT_EQ(bestmove(out), "(none)");
}

TEST(UciEngine, ReportsBadInputAndKeepsGoing) {
  auto out = transcript("position startpos moves e2e5\nfrobnicate\ngo depth 1\n");
  ASSERT_GE(out.size(), 3u);
  EXPECT_EQ(out[0].rfind("info string position: ", 0), 0u);
  EXPECT_EQ(out[1], "info string unknown command: frobnicate");
  // The bad position was not taken: the engine plays from the start position.
  EXPECT_TRUE(legal_after("chess", "", {}, bestmove(out)));
}

TEST(UciEngine, PlaysChaturajiWithFen4AndPasses) {
  // Green has no pieces, so its move in the list is the pass "--".
  const std::string fen =
      "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-4,rK,3/7,rP/8/bK,bP,6/8/8/yP,7/3,yK,4";
  const std::vector<std::string> moves = {"e8-d8", "--", "a2-a3", "b5-c5"};
  auto out = transcript("setoption name UCI_Variant value chaturaji\nposition fen4 " + fen +
                        " moves e8-d8 -- a2-a3 b5-c5\ngo rtime 5000 gtime 5000 ytime 5000 "
                        "btime 5000 depth 4\n");
  const std::string move = bestmove(out);
  EXPECT_TRUE(legal_after("chaturaji", fen, moves, move)) << move;
  EXPECT_NE(move.find('-'), std::string::npos) << "long algebraic in four-army games";
}

// An army whose setup is lost (european's usa) gives the rule set no start position: the engine
// answers none until the host sends one, then plays from it (the detonation takes Green's king).
TEST(UciEngine, WaitsForTheStartOfARuleSetWithoutOne) {
  auto out = transcript(
      "setoption name UCI_Variant value european\n"
      "setoption name armies value usa,chatanooga,chatanooga,chatanooga\ngo depth 2\n"
      "ucinewgame\nposition fen4 R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,6,rK/8/8/4,rX,gK,2/8/8/8/"
      "yK,6,gR-army=usa,chatanooga,chatanooga,chatanooga\ngo depth 3\n");
  ASSERT_FALSE(out.empty());
  EXPECT_EQ(out[0],
            "info string go: no position: usa's setup was shown only in diagrams that are lost: "
            "start its games from a position given as FEN4");
  EXPECT_EQ(bestmove(out), "(none)");
  EXPECT_EQ(out.back(), "bestmove !e5");
}

// North Korea's rolls come with `go` (docs/protocol.md, "Dice"): the insanity roll, then the
// types roll after the choices; a roll with too few or too many dice is refused.
TEST(UciEngine, PlaysNorthKoreasTurnFromTheRollsOfGo) {
  const std::string setup =
      "setoption name UCI_Variant value european\n"
      "setoption name armies value north-korea,chatanooga,chatanooga,chatanooga\nucinewgame\n";
  const std::string choice =
      bestmove(transcript(setup + "position startpos\ngo depth 2 roll 6,3\n"));
  ASSERT_EQ(choice.rfind('@', 0), 0u) << choice;  // an insane turn of two pieces: a choice
  const std::string second =
      bestmove(transcript(setup + "position startpos moves #6,3 " + choice + "\ngo depth 2\n"));
  ASSERT_EQ(second.rfind('@', 0), 0u) << second;
  const std::string moves = "#6,3 " + choice + " " + second;
  const std::string move =
      bestmove(transcript(setup + "position startpos moves " + moves + "\ngo depth 2 roll 2,1\n"));
  auto rules = engine::rule_sets::make("european", [] {
    engine::RuleOptions o;
    engine::rule_sets::set_option(o, "armies", "north-korea,chatanooga,chatanooga,chatanooga");
    return o;
  }());
  engine::Position pos(*rules);
  pos.roll(engine::read_dice_roll("6,3"));
  pos.make(engine::parse_move(pos, choice));
  pos.make(engine::parse_move(pos, second));
  pos.roll(engine::read_dice_roll("2,1"));
  EXPECT_NO_THROW(engine::parse_move(pos, move)) << move;  // a knight's or a pawn's move
  EXPECT_EQ(bestmove(transcript(setup + "position startpos\ngo depth 2 roll 3\n")).find('@'),
            std::string::npos);  // a normal turn
  for (const char* bad : {"", " roll 6", " roll 3,4"})
    EXPECT_EQ(bestmove(transcript(setup + "position startpos\ngo depth 2" + bad + "\n")), "(none)")
        << bad;
  EXPECT_EQ(bestmove(transcript(setup + "position startpos moves " + moves +
                                "\ngo depth 2 roll 2,1,4\n")),
            "(none)");
}

TEST(UciEngine, ChaturajiStartPositionAtEveryLevel) {
  for (const auto& level : levels()) {
    auto out = transcript(
        "setoption name UCI_Variant value chaturaji\nposition startpos moves e7-e6\ngo nodes "
        "3000\n",
        level.name);
    EXPECT_TRUE(legal_after("chaturaji", "", {"e7-e6"}, bestmove(out))) << level.name;
  }
}

TEST(UciEngine, StopEndsAnInfiniteSearchAndIsReadyIsAnsweredDuringIt) {
  RunningEngine engine;
  BlockingInput& input_buf = engine.input;
  SharedOutput& output_buf = engine.output;

  input_buf.write("position startpos moves d2d4\ngo infinite\n");
  ASSERT_TRUE(output_buf.wait_for("info depth 2 "));
  const std::size_t before = output_buf.text().size();
  input_buf.write("isready\n");
  EXPECT_TRUE(output_buf.wait_for("readyok", before));
  // An infinite search waits for stop before it answers.
  std::this_thread::sleep_for(50ms);
  EXPECT_EQ(output_buf.text().find("bestmove"), std::string::npos);
  input_buf.write("stop\n");
  EXPECT_TRUE(output_buf.wait_for("bestmove ", before));
  engine.quit();

  std::string move;
  for (const auto& l : lines(output_buf.text()))
    if (l.rfind("bestmove ", 0) == 0) move = l.substr(9);
  EXPECT_TRUE(legal_after("chess", "", {"d2d4"}, move)) << move;
}

TEST(UciEngine, QuitStopsASearch) {
  RunningEngine engine;
  engine.input.write(
      "setoption name UCI_Variant value chaturaji\nposition startpos\ngo infinite\n");
  ASSERT_TRUE(engine.output.wait_for("info depth 1 "));
  engine.quit();
  EXPECT_NE(engine.output.text().find("bestmove "), std::string::npos);
}

// Many searches in a row on the engine's one search thread, each followed by an `isready`. The
// positions alternate between the sides, so each bestmove shows which `go` it answers. A `stop`
// after some of them (which may cut that search short) must not cut short the next one, and the
// end of the input stops the last, infinite, search.
TEST(UciEngine, AnswersEachOfManyGosOnceAndInOrder) {
  constexpr int kGos = 200;
  std::string script = "ucinewgame\n";
  for (int i = 0; i < kGos; ++i) {
    script += i % 2 ? "position startpos moves e2e4\n" : "position startpos\n";
    script += "go depth 2\nisready\n";
    if (i % 10 == 0) script += "stop\n";
  }
  script += "position startpos moves e2e4 e7e5\ngo infinite\n";
  const auto out = transcript(script);

  std::vector<std::string> moves;
  std::vector<int> infos;  // the info lines each search wrote before its bestmove
  int info = 0, ready = 0;
  for (const auto& l : out) {
    if (l.rfind("info depth ", 0) == 0) {
      ++info;
    } else if (l.rfind("bestmove ", 0) == 0) {
      moves.push_back(l.substr(9));
      infos.push_back(info);
      info = 0;
    } else if (l == "readyok") {
      ++ready;
    }
  }
  EXPECT_EQ(ready, kGos);
  ASSERT_EQ(moves.size(), static_cast<std::size_t>(kGos + 1));
  for (int i = 0; i < kGos; ++i) {
    const auto at = static_cast<std::size_t>(i);
    const std::vector<std::string> before =
        i % 2 ? std::vector<std::string>{"e2e4"} : std::vector<std::string>{};
    EXPECT_TRUE(legal_after("chess", "", before, moves[at])) << i << ": " << moves[at];
    if (i % 10 != 0) {
      EXPECT_EQ(infos[at], 2) << i;
    }
  }
  EXPECT_TRUE(legal_after("chess", "", {"e2e4", "e7e5"}, moves.back())) << moves.back();
}

// The search thread goes back to waiting after each search: during every `go infinite` an
// `isready` is answered at once, and the search writes exactly one bestmove, only after `stop`,
// though level2's search is over after its depth-2 iteration.
TEST(UciEngine, AnswersStopAndIsReadyAcrossManyInfiniteSearches) {
  RunningEngine engine("level2");
  BlockingInput& input_buf = engine.input;
  SharedOutput& output_buf = engine.output;

  constexpr int kSearches = 20;
  for (int i = 0; i < kSearches; ++i) {
    const std::size_t before = output_buf.text().size();
    input_buf.write(std::string(i % 2 ? "position startpos moves e2e4\n" : "position startpos\n") +
                    "go infinite\nisready\n");
    ASSERT_TRUE(output_buf.wait_for("readyok", before)) << i;
    ASSERT_TRUE(output_buf.wait_for("info depth 2 ", before)) << i;
    std::this_thread::sleep_for(20ms);
    EXPECT_EQ(output_buf.text().find("bestmove", before), std::string::npos) << i;
    input_buf.write("stop\n");
    ASSERT_TRUE(output_buf.wait_for("bestmove ", before)) << i;
  }
  engine.quit();

  std::vector<std::string> moves;
  for (const auto& l : lines(output_buf.text()))
    if (l.rfind("bestmove ", 0) == 0) moves.push_back(l.substr(9));
  ASSERT_EQ(moves.size(), static_cast<std::size_t>(kSearches));
  for (int i = 0; i < kSearches; ++i) {
    const std::vector<std::string> before =
        i % 2 ? std::vector<std::string>{"e2e4"} : std::vector<std::string>{};
    EXPECT_TRUE(legal_after("chess", "", before, moves[static_cast<std::size_t>(i)])) << i;
  }
}

// Output that notes where each flush happened: what a reader on a pipe would get per wakeup.
class FlushRecorder : public std::streambuf {
 public:
  const std::string& text() const { return text_; }
  const std::vector<std::size_t>& flushes() const { return flushes_; }

 protected:
  int_type overflow(int_type c) override {
    if (c != traits_type::eof()) text_ += traits_type::to_char_type(c);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    text_.append(s, static_cast<std::size_t>(n));
    return n;
  }
  int sync() override {
    flushes_.push_back(text_.size());
    return 0;
  }

 private:
  std::string text_;
  std::vector<std::size_t> flushes_;
};

// The ends of the lines (offsets just past their '\n') that begin with `prefix`.
std::vector<std::size_t> line_ends(const std::string& text, const std::string& prefix) {
  std::vector<std::size_t> ends;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t nl = text.find('\n', at);
    if (text.compare(at, prefix.size(), prefix) == 0) ends.push_back(nl + 1);
    at = nl + 1;
  }
  return ends;
}

bool flushed_at(const FlushRecorder& out, std::size_t offset) {
  const auto& f = out.flushes();
  return std::find(f.begin(), f.end(), offset) != f.end();
}

TEST(UciEngine, HoldsTheInfoLinesOfAShortSearchForItsBestmove) {
  std::istringstream in("position startpos\ngo depth 3\n");
  FlushRecorder buf;
  std::ostream out(&buf);
  UciEngine engine(in, out, "level4");
  engine.run();
  const auto infos = line_ends(buf.text(), "info depth ");
  ASSERT_EQ(infos.size(), 3u) << buf.text();
  for (std::size_t end : infos) EXPECT_FALSE(flushed_at(buf, end)) << buf.text();
  EXPECT_TRUE(flushed_at(buf, line_ends(buf.text(), "bestmove ").at(0)));
}

TEST(UciEngine, FlushesTheInfoLinesOfALongerSearchAsTheyCome) {
  // Depth 7 from the start takes well over 20 ms: its last iterations are reported at once.
  std::istringstream in("position startpos\ngo depth 7\n");
  FlushRecorder buf;
  std::ostream out(&buf);
  UciEngine engine(in, out, "level4");
  engine.run();
  const auto infos = line_ends(buf.text(), "info depth ");
  ASSERT_EQ(infos.size(), 7u) << buf.text();
  EXPECT_TRUE(flushed_at(buf, infos.back())) << buf.text();
}

}  // namespace
}  // namespace chatur::players
