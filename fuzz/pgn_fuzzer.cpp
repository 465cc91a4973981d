// The PGN/PGN4 reader and the replay on any text. Property: a game that replays without errors,
// with its tags made chatur's as import makes them, writes and reads back to the same moves, and
// the replay's hash of its main line as it plays (ReplayOptions::identity, what import asks) is
// the content hash of the moves' texts.
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz/kept_rule_sets.h"
#include "records/content_hash.h"
#include "records/pgn_reader.h"
#include "records/pgn_writer.h"
#include "records/replay.h"
#include "records/rule_options_text.h"

using namespace chatur::records;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  PgnReader reader(in);
  RuleSetCache& cache = chatur::fuzz::kept_rule_sets();
  for (int games = 0; games < 8; ++games) {
    auto item = reader.next();
    if (!item) break;
    if (item->error) continue;
    const Replay first = replay(item->game, cache);
    if (!first.ok() || !first.rules) continue;
    normalize_tags(item->game, *first.rules, first.start_fen, first.standard_start, first.end);
    std::ostringstream out;
    write_game(out, item->game, *first.rules, first.start_fen);
    std::istringstream back(out.str());
    PgnReader again(back);
    auto second = again.next();
    if (!second || second->error) __builtin_trap();
    const Replay reread = replay(second->game, cache, ReplayOptions{.identity = true});
    if (!reread.ok() || reread.moves != first.moves || reread.rolls.size() != first.rolls.size())
      __builtin_trap();
    if (reread.identity != content_hash(first.rules->id(),
                                        rule_options_text(first.rules->options()), first.start_fen,
                                        first.moves, first.rolls))
      __builtin_trap();
  }
  return 0;
}
