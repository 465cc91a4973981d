// Which rule set and start position a record is played under, and who plays which army: the
// meaning of the tags Variant, RuleOptions, FEN, SetUp, StartFen4, FirstArmy and the player tags
// (docs/records.md, "Tags").
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "common/error.h"
#include "engine/position.h"
#include "engine/rule_set.h"
#include "records/game.h"

namespace chatur::records {

// The rule set id that the Variant tag names: chatur's own ids, and the names other programs
// write ("Standard", "From Position"; "Fischerandom" and "Chess960" for chess960; chess.com's
// "Teams" and "FFA"). Without a Variant tag: a
// record naming a Red player or giving a StartFen4 is Chaturaji, anything else chess. Returns
// the name unchanged (lower case) when it is nobody's.
std::string variant_id(const Game& game);

// True if the record uses chess.com's army letters and player tags (Red, Blue, Yellow, Green in
// turn order): it has a Blue player tag.
bool uses_chesscom_armies(const Game& game);

// A rule set and start position that could not be set up from the tags.
struct SetupError : chatur::Error {
  SetupError(SourcePos at, const std::string& text)
      : chatur::Error(text, {"", at.line, at.col}), where(at), message(text) {}
  SourcePos where;
  std::string message;  // what() too
};

struct GameStart {
  std::shared_ptr<const engine::RuleSet> rules;
  std::string start_fen;       // in chatur's letters
  bool standard_start = true;  // no FEN or StartFen4 tag (FirstArmy may still change the army)
  // The start position, shared through the cache, when it is the rule set's own (no FEN,
  // StartFen4 or FirstArmy tag); null otherwise, when it is read from start_fen.
  std::shared_ptr<const engine::Position> position;
  // What reading the start position repaired (engine::parse_fen_repairing), for warnings at
  // `repairs_where`, the FEN tag.
  std::vector<std::string> repairs;
  SourcePos repairs_where;
};

// Compiled rule sets by id and options, with their start positions. Compiling a rule set costs
// more than replaying a short game, and setting up its start position more than replaying a few
// moves, so a reader of many games keeps one cache for all of them. Safe to share between
// threads.
class RuleSetCache {
 public:
  // A rule set with its start position and the position's FEN as game_start writes it (empty and
  // null for a rule set with no start position, RuleSpec::no_start).
  struct Entry {
    std::shared_ptr<const engine::RuleSet> rules;
    std::string start_fen;
    std::shared_ptr<const engine::Position> start;
  };
  // The rule set with this id and options; throws std::invalid_argument as
  // engine::rule_sets::make does (an unknown id, options the rule set does not have).
  Entry entry(const std::string& id, const engine::RuleOptions& options = {});

 private:
  std::mutex mutex_;
  // By id and the options' rule_options_text.
  std::map<std::pair<std::string, std::string>, Entry> entries_;
};

// The rule set (from the cache) with the record's rule options, and its start position. Throws
// SetupError for a tag among Variant, RuleOptions, Armies, RuleVariants, FEN, SetUp, StartFen4
// and FirstArmy given twice (at the second), an unknown rule set, a RuleOptions tag that set_option
// refuses or that the rule set does not have, a malformed FEN/StartFen4 or an unknown FirstArmy.
GameStart game_start(const Game& game, RuleSetCache& cache);

// The players in turn order of the rule set's armies ("?" where no tag names one).
std::vector<std::string> player_names(const Game& game, const engine::RuleSet& rules);
// The players when the rule set is not known: White/Black, or the four-army tags.
std::vector<std::string> player_names_guess(const Game& game);

}  // namespace chatur::records
