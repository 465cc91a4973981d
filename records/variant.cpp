#include "records/variant.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <mutex>

#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/armies_tag.h"
#include "records/chesscom_tags.h"
#include "records/rule_options_text.h"

namespace chatur::records {
namespace {

// Names other programs give rule sets, mapped to chatur ids. chess.com's Solo is its
// free-for-all with another rating (the winner takes all); the game is the same.
constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kAliases = {{
    {"standard", "chess"},
    {"from position", "chess"},
    {"normal", "chess"},
    {"fischerandom", "chess960"},
    {"fischer random", "chess960"},
    {"fischerrandom", "chess960"},
    {"teams", "four-player-teams"},
    {"ffa", "four-player-ffa"},
    {"solo", "four-player-ffa"},
}};

// The tags that choose the rule set or the start position. Programs disagree on which of two
// such tags counts (python-chess keeps the last, Game::tag the first), so a record with two is
// refused rather than replayed under one guess and written back under another.
constexpr std::array<std::string_view, 8> kSetupTags = {
    "Variant", "RuleOptions", "Armies", "RuleVariants", "FEN", "SetUp", "StartFen4", "FirstArmy"};

// Throws at the first tag, in file order, that repeats a setup tag.
void refuse_duplicate_setup_tags(const Game& game) {
  for (size_t i = 0; i < game.tags.size(); ++i) {
    const Tag& second = game.tags[i];
    if (std::find(kSetupTags.begin(), kSetupTags.end(), second.name) == kSetupTags.end()) continue;
    for (size_t j = 0; j < i; ++j) {
      const Tag& first = game.tags[j];
      if (first.name != second.name) continue;
      std::string text = "duplicate tag " + second.name;
      if (first.where.line) text += "; the first is on line " + std::to_string(first.where.line);
      throw SetupError{second.where.line ? second.where : game.where, text};
    }
  }
}

// chess.com's player tags in turn order.
constexpr std::array<std::string_view, 4> kChesscomArmies = {"Red", "Blue", "Yellow", "Green"};
constexpr std::string_view kChesscomLetters = "rbyg";

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Rewrites a chess.com FEN4 into chatur's army letters, mapping armies by turn position.
std::string from_chesscom_fen4(const engine::RuleSet& rules, std::string_view fen) {
  auto ours = [&](char c, bool upper) {
    size_t i =
        kChesscomLetters.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    if (i == std::string_view::npos || static_cast<int>(i) >= rules.army_count()) return c;
    char l = rules.army(static_cast<int>(i)).letter;
    return upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(l))) : l;
  };
  std::string out(fen);
  if (!out.empty()) out[0] = ours(out[0], true);
  // Piece cells are an army letter followed by an upper-case piece letter, after ',' '/' or '-'.
  for (size_t i = 1; i + 1 < out.size(); ++i)
    if ((out[i - 1] == ',' || out[i - 1] == '/' || out[i - 1] == '-') &&
        std::islower(static_cast<unsigned char>(out[i])) &&
        std::isupper(static_cast<unsigned char>(out[i + 1])))
      out[i] = ours(out[i], false);
  return out;
}

// The FEN with another army to move: the first field of a FEN4, the second of a FEN.
std::string with_first_army(const engine::RuleSet& rules, const std::string& fen, int army) {
  std::string out = fen;
  if (rules.army_count() == 4) {
    out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rules.army(army).letter)));
  } else {
    size_t sp = out.find(' ');
    if (sp != std::string::npos && sp + 1 < out.size()) out[sp + 1] = rules.army(army).letter;
  }
  return out;
}

}  // namespace

bool uses_chesscom_armies(const Game& game) {
  return game.tag("Blue") != nullptr;
}

std::string variant_id(const Game& game) {
  if (const std::string* v = game.tag("Variant"); v && !v->empty()) {
    std::string id = lower(*v);
    for (auto [alias, target] : kAliases)
      if (id == alias) return std::string(target);
    return id;
  }
  if (game.tag("Red") || game.tag("StartFen4")) return "chaturaji";
  return "chess";
}

RuleSetCache::Entry RuleSetCache::entry(const std::string& id, const engine::RuleOptions& options) {
  std::lock_guard lock(mutex_);
  // Found by the options as given before they are made canonical, which builds the rule set's
  // specification: a reader asks for the same few rule sets game after game.
  std::string given = rule_options_text(options);
  if (const auto it = entries_.find({id, given}); it != entries_.end() && it->second.rules)
    return it->second;
  std::string canonical = rule_options_text(engine::rule_sets::canonical_options(id, options));
  Entry& e = entries_[{id, canonical}];
  if (!e.rules) {
    std::shared_ptr<const engine::RuleSet> rules = engine::rule_sets::make(id, options);
    // Written and read back as game_start does for any start position; none where the rule set
    // has none (RuleSpec::no_start: its games give theirs).
    if (rules->spec().no_start.empty()) {
      e.start_fen =
          engine::to_fen(engine::parse_fen(*rules, engine::to_fen(engine::Position(*rules))));
      e.start = std::make_shared<const engine::Position>(engine::parse_fen(*rules, e.start_fen));
    }
    e.rules = std::move(rules);
  }
  if (given == canonical) return e;
  // The canonical options' key holds the same entry, so a given key never names another.
  return entries_.emplace(std::pair{id, std::move(given)}, e).first->second;
}

GameStart game_start(const Game& game, RuleSetCache& cache) {
  refuse_duplicate_setup_tags(game);
  GameStart start;
  const std::string id = variant_id(game);
  engine::RuleOptions options;
  apply_chesscom_tags(game, id, options);
  const std::string* options_tag = game.tag("RuleOptions");
  const auto options_error = [&](const std::invalid_argument& e) {
    return SetupError{game.tag_where("RuleOptions"),
                      "RuleOptions tag \"" + *options_tag + "\": " + e.what()};
  };
  if (options_tag) {
    try {
      options = read_rule_options(*options_tag, options);
    } catch (const std::invalid_argument& e) {
      throw options_error(e);
    }
  }
  const std::string* armies_tag = game.tag("Armies");
  if (armies_tag) {
    try {
      options = read_armies_tag(*armies_tag, options);
    } catch (const std::invalid_argument& e) {
      throw SetupError{game.tag_where("Armies"), "Armies tag \"" + *armies_tag + "\": " + e.what()};
    }
  }
  RuleSetCache::Entry entry;
  try {
    entry = cache.entry(id, options);
  } catch (const std::invalid_argument& e) {
    std::string known;
    for (std::string_view known_id : engine::rule_sets::ids()) {
      // A known rule set refused the options.
      if (known_id == id && options_tag) throw options_error(e);
      known.append(known.empty() ? "" : ", ").append(known_id);
    }
    const std::string* v = game.tag("Variant");
    throw SetupError{game.tag_where("Variant"),
                     "unknown rule set \"" + (v ? *v : id) + "\" (known: " + known + ")"};
  }
  start.rules = entry.rules;
  const engine::RuleSet& rules = *start.rules;
  if (!armies_tag && !rules.army(0).kind.empty() && options.armies == engine::RuleOptions{}.armies)
    throw SetupError{game.tag_where("Variant"),
                     "a " + rules.id() +
                         " game names its armies in an Armies tag (\"Red britain, Green italy, "
                         "Yellow chatanooga, Black egypt\")"};
  const bool four = rules.army_count() == 4;
  const std::string* fen = game.tag(four ? "StartFen4" : "FEN");
  if (!fen && four) fen = game.tag("FEN");
  const bool own_fen = fen && !fen->empty() && !(four && named_start(*fen));
  if (!own_fen && !rules.spec().no_start.empty())
    throw SetupError{game.tag_where(armies_tag ? "Armies" : "Variant"), rules.spec().no_start};
  if (!own_fen && rules.spec().chess960_castling)
    throw SetupError{game.tag_where("Variant"),
                     "a " + rules.id() + " record gives its start position in a FEN tag"};
  const std::string* first = game.tag("FirstArmy");
  if (!own_fen && !first) {
    start.start_fen = entry.start_fen;
    start.position = entry.start;
    return start;
  }
  std::string text;
  if (own_fen) {
    text = four && uses_chesscom_armies(game) ? from_chesscom_fen4(rules, *fen) : *fen;
    start.standard_start = false;
  } else {
    text = engine::to_fen(engine::Position(rules));
  }
  if (first) {
    int army = -1;
    for (int a = 0; a < rules.army_count(); ++a)
      if (lower(rules.army(a).name) == lower(*first)) army = a;
    if (army < 0)
      throw SetupError{game.tag_where("FirstArmy"),
                       "FirstArmy \"" + *first + "\" is not an army of " + rules.id()};
    text = with_first_army(rules, text, army);
  }
  const char* name = fen ? (four && game.tag("StartFen4") ? "StartFen4" : "FEN") : "FirstArmy";
  try {
    start.start_fen =
        engine::to_fen(four ? engine::parse_fen(rules, text)
                            : engine::parse_fen_repairing(rules, text, start.repairs));
  } catch (const engine::FenError& e) {
    throw SetupError{game.tag_where(name), std::string(name) + " tag: " + e.what()};
  }
  start.repairs_where = game.tag_where(name);
  return start;
}

std::vector<std::string> player_names(const Game& game, const engine::RuleSet& rules) {
  const bool chesscom = rules.army_count() == 4 && uses_chesscom_armies(game);
  std::vector<std::string> names;
  for (int a = 0; a < rules.army_count(); ++a) {
    const std::string* v =
        game.tag(chesscom ? std::string(kChesscomArmies[a]) : rules.army(a).name);
    names.push_back(v && !v->empty() ? *v : "?");
  }
  return names;
}

std::vector<std::string> player_names_guess(const Game& game) {
  std::vector<std::string> names;
  const bool four = game.tag("Red") != nullptr;
  std::vector<std::string_view> tags = {"White", "Black"};
  if (four)
    tags = {"Red", uses_chesscom_armies(game) ? "Blue" : "Green", "Yellow",
            uses_chesscom_armies(game) ? "Green" : "Black"};
  for (auto t : tags) {
    const std::string* v = game.tag(t);
    names.push_back(v && !v->empty() ? *v : "?");
  }
  return names;
}

}  // namespace chatur::records
