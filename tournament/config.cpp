#include "tournament/config.h"

#include <Poco/Exception.h>
#include <Poco/JSON/Parser.h>
#include <Poco/JSON/Stringifier.h>

#include <algorithm>
#include <fstream>
#include <limits>
#include <regex>
#include <sstream>
#include <unordered_map>
#include <valijson/adapters/poco_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_visitor.hpp>

#include "engine/rule_sets/registry.h"
#include "engine/splitmix.h"
#include "protocol/dialect.h"

namespace chatur::tournament {

extern const std::string_view kTournamentSchema;

namespace {

using Poco::Dynamic::Var;
using Poco::JSON::Array;
using Poco::JSON::Object;

Var parse_json(const std::string& text, const std::string& what) {
  try {
    // Keep the order of object members: engine options are sent in the order written.
    Poco::JSON::Parser parser(new Poco::JSON::ParseHandler(true));
    return parser.parse(text);
  } catch (const Poco::Exception& e) {
    throw ConfigError(what + " is not JSON: " + e.displayText());
  }
}

// valijson's context ("<root>", "[engines]", "[0]") as a JSON path ("$.engines[0]").
std::string json_path(const std::vector<std::string>& context) {
  std::string path = "$";
  for (const auto& c : context) {
    if (c == "<root>" || c.size() < 2) continue;
    std::string inner = c.substr(1, c.size() - 2);
    const bool index = !inner.empty() && inner.find_first_not_of("0123456789") == std::string::npos;
    path += index ? "[" + inner + "]" : "." + inner;
  }
  return path;
}

// ECMAScript, as JSON Schema's patterns are, matched by libstdc++'s breadth-first executor: the
// default one recurses once for each character matched, and a value of some 20,000 characters
// overflowed the stack.
constexpr auto kPatternSyntax = std::regex::ECMAScript | std::regex_constants::__polynomial;

// valijson's Validator compiles a `pattern` the first time it meets it and keeps it only for its
// own life: a new one per config spent most of a config's reading compiling the same regular
// expressions. So the schema is parsed and its patterns compiled once, both immutable after and
// safe to share between threads; each validation works on a copy of the patterns, which shares
// their compiled automata.
struct CompiledSchema {
  valijson::Schema schema;
  std::unordered_map<std::string, std::regex> patterns;

  CompiledSchema() {
    Var doc = parse_json(std::string(kTournamentSchema), "the built-in schema");
    valijson::SchemaParser parser;
    valijson::adapters::PocoJsonAdapter adapter(doc);
    parser.populateSchema(adapter, schema);
    collect_patterns(doc);
  }

  void collect_patterns(const Var& v) {
    if (v.type() == typeid(Object::Ptr)) {
      for (const auto& [key, child] : *v.extract<Object::Ptr>()) {
        if (key == "pattern" && child.isString()) {
          const std::string pattern = child.extract<std::string>();
          patterns.emplace(pattern, std::regex(pattern, kPatternSyntax));
        }
        collect_patterns(child);
      }
    } else if (v.type() == typeid(Array::Ptr)) {
      for (const auto& child : *v.extract<Array::Ptr>()) collect_patterns(child);
    }
  }
};

const CompiledSchema& compiled_schema() {
  static const CompiledSchema compiled;
  return compiled;
}

std::string value_text(const Var& v) {
  if (v.isString()) return v.extract<std::string>();
  if (v.isBoolean()) return v.convert<bool>() ? "true" : "false";
  return v.convert<std::string>();
}

// The schema checks a count's type and sign, not that it fits an int: a larger one is refused
// here, by its name (a fuzzer's `"max_plies": 400555555555555` ended the program).
int get_int(const Object::Ptr& o, const std::string& key, int fallback) {
  if (!o || !o->has(key)) return fallback;
  try {
    return o->getValue<int>(key);
  } catch (const Poco::RangeException&) {
    throw ConfigError(key + ": " + o->get(key).toString() + " is out of range (at most " +
                      std::to_string(std::numeric_limits<int>::max()) + ")");
  }
}

// One table for the SPRT models' names.
constexpr std::pair<ratings::SprtModel, const char*> kSprtModels[] = {
    {ratings::SprtModel::kNormalized, "normalized"},
    {ratings::SprtModel::kLogistic, "logistic"},
    {ratings::SprtModel::kBayesian, "bayesian"}};

// The fields an engine object and `each` share: options and env add to what is there (a name
// given again takes the later value), args are appended, the others set.
void read_engine_fields(const Object::Ptr& e, EngineSpec& spec) {
  if (e->has("args")) {
    const Array::Ptr args = e->getArray("args");
    for (size_t k = 0; k < args->size(); ++k)
      spec.command.args.push_back(args->getElement<std::string>(static_cast<unsigned>(k)));
  }
  if (e->has("working_directory"))
    spec.command.working_directory = e->getValue<std::string>("working_directory");
  if (e->has("env")) {
    const Object::Ptr env = e->getObject("env");
    for (const auto& [k, v] : *env) spec.command.environment[k] = value_text(v);
  }
  if (e->has("options")) {
    const Object::Ptr opts = e->getObject("options");
    for (const auto& [k, v] : *opts) {
      const std::string text = value_text(v);
      auto same = std::find_if(spec.options.begin(), spec.options.end(),
                               [&name = k](const auto& o) { return o.first == name; });
      if (same != spec.options.end())
        same->second = text;
      else
        spec.options.emplace_back(k, text);
    }
  }
  if (e->has("protocol")) {
    const std::string name = e->getValue<std::string>("protocol");
    const auto dialect = protocol::dialect_from_name(name);
    if (!dialect) throw ConfigError("engine '" + spec.name + "': unknown protocol '" + name + "'");
    spec.dialect = *dialect;
  }
}

// An army by name; `where` names the field in the message.
std::uint8_t read_army(const std::string& name, const std::string& where) {
  try {
    return army_index(name);
  } catch (const std::invalid_argument& e) {
    throw ConfigError(where + ": " + e.what());
  }
}

}  // namespace

TournamentConfig parse_config(const std::string& json_text) {
  Var doc = parse_json(json_text, "the configuration");
  const CompiledSchema& compiled = compiled_schema();
  std::unordered_map<std::string, std::regex> patterns = compiled.patterns;
  valijson::ValidationResults results;
  valijson::adapters::PocoJsonAdapter adapter(doc);
  // What valijson::Validator::validate does, with the patterns compiled once.
  valijson::ValidationVisitor<valijson::adapters::PocoJsonAdapter> visitor(
      adapter, {"<root>"}, /*strictTypes=*/true, &results, patterns);
  if (!visitor.validateSchema(compiled.schema)) {
    std::string message = "the configuration breaks schemas/tournament.schema.json:";
    valijson::ValidationResults::Error error;
    while (results.popError(error))
      message += "\n  " + json_path(error.context) + ": " + error.description;
    throw ConfigError(message);
  }
  const Object::Ptr root = doc.extract<Object::Ptr>();
  TournamentConfig c;
  if (root->has("name")) c.name = root->getValue<std::string>("name");
  if (root->has("site")) c.site = root->getValue<std::string>("site");
  if (root->has("variant")) c.variant = root->getValue<std::string>("variant");
  if (const Object::Ptr o = root->getObject("rule_options")) {
    for (const auto& [name, value] : *o) {
      try {
        engine::rule_sets::set_option(c.rule_options, name, value_text(value));
      } catch (const std::invalid_argument& e) {
        throw ConfigError("rule_options: " + std::string(e.what()));
      }
    }
  }
  if (root->has("seed")) c.seed = root->getValue<std::uint64_t>("seed");
  if (root->has("format")) c.format = root->getValue<std::string>("format");
  c.games_per_pairing = get_int(root, "games_per_pairing", c.games_per_pairing);
  c.rounds = get_int(root, "rounds", c.rounds);
  c.tiebreak_pairs = get_int(root, "tiebreak_pairs", c.tiebreak_pairs);
  if (root->has("swiss_tables")) c.swiss_tables = root->getValue<bool>("swiss_tables");
  if (root->has("seeding")) c.seed_by_ratings = root->getValue<std::string>("seeding") == "ratings";
  c.concurrency = get_int(root, "concurrency", c.concurrency);
  if (root->has("affinity")) c.affinity = root->getValue<bool>("affinity");
  c.standings_every = get_int(root, "standings_every", c.standings_every);
  c.margin_ms = get_int(root, "margin_ms", static_cast<int>(c.margin_ms));
  if (root->has("database")) c.database = root->getValue<std::string>("database");
  if (root->has("time_control")) c.time_control_text = root->getValue<std::string>("time_control");
  // `each` first: what an engine says itself comes after and wins.
  const Object::Ptr each = root->getObject("each");
  const Array::Ptr engines = root->getArray("engines");
  for (size_t i = 0; i < engines->size(); ++i) {
    const Object::Ptr e = engines->getObject(static_cast<unsigned>(i));
    EngineSpec spec;
    spec.name = e->getValue<std::string>("name");
    spec.command.program = e->getValue<std::string>("command");
    if (each) read_engine_fields(each, spec);
    read_engine_fields(e, spec);
    if (e->has("army"))
      c.engine_armies.push_back(
          read_army(e->getValue<std::string>("army"), "engines[" + std::to_string(i) + "].army"));
    c.engines.push_back(std::move(spec));
  }
  if (!c.engine_armies.empty() && c.engine_armies.size() != c.engines.size())
    throw ConfigError("army: every engine needs one or none does (" +
                      std::to_string(c.engine_armies.size()) + " of " +
                      std::to_string(c.engines.size()) + " engines have one)");
  if (const Array::Ptr armies = root->getArray("armies")) {
    for (size_t k = 0; k < armies->size(); ++k)
      c.drawn_armies.push_back(read_army(armies->getElement<std::string>(static_cast<unsigned>(k)),
                                         "armies[" + std::to_string(k) + "]"));
    if (!c.engine_armies.empty())
      throw ConfigError(
          "armies: give each engine its army (engines[].army) or a list to draw from (armies), "
          "not both");
  }
  if (const Object::Ptr o = root->getObject("openings")) {
    if (o->has("file")) c.openings_file = o->getValue<std::string>("file");
    if (o->has("format"))
      c.openings_format = opening_format_from_name(o->getValue<std::string>("format"));
    c.opening_plies = get_int(o, "plies", c.opening_plies);
    if (const Array::Ptr lines = o->getArray("lines"))
      for (size_t k = 0; k < lines->size(); ++k)
        c.opening_lines.push_back(lines->getElement<std::string>(static_cast<unsigned>(k)));
    if (o->has("order")) c.openings_random = o->getValue<std::string>("order") == "random";
    if (o->has("seed")) c.openings_seed = o->getValue<std::uint64_t>("seed");
    c.openings_start = get_int(o, "start", c.openings_start);
  }
  if (const Object::Ptr t = root->getObject("sprt")) {
    ratings::SprtConfig sprt;
    sprt.elo0 = t->getValue<double>("elo0");
    sprt.elo1 = t->getValue<double>("elo1");
    if (t->has("alpha")) sprt.alpha = t->getValue<double>("alpha");
    if (t->has("beta")) sprt.beta = t->getValue<double>("beta");
    if (t->has("model"))
      for (const auto& [m, name] : kSprtModels)
        if (t->getValue<std::string>("model") == name) sprt.model = m;
    c.sprt = sprt;
  }
  if (root->has("pgn_out")) c.pgn_out = root->getValue<std::string>("pgn_out");
  if (const Object::Ptr t = root->getObject("timeouts")) {
    c.timeouts.handshake = std::chrono::milliseconds(
        get_int(t, "handshake_ms", static_cast<int>(c.timeouts.handshake.count())));
    c.timeouts.ready = std::chrono::milliseconds(
        get_int(t, "ready_ms", static_cast<int>(c.timeouts.ready.count())));
    c.timeouts.stall = std::chrono::milliseconds(
        get_int(t, "stall_ms", static_cast<int>(c.timeouts.stall.count())));
  }
  if (const Object::Ptr a = root->getObject("adjudication")) {
    Adjudication& adj = c.adjudication;
    adj.max_plies = get_int(a, "max_plies", adj.max_plies);
    if (a->has("draw_rules")) c.draw_rules = a->getValue<bool>("draw_rules");
    if (const Object::Ptr r = a->getObject("resign")) {
      adj.resign = true;
      adj.resign_cp = get_int(r, "score_cp", adj.resign_cp);
      adj.resign_moves = get_int(r, "moves", adj.resign_moves);
    }
    if (const Object::Ptr d = a->getObject("draw")) {
      adj.draw = true;
      adj.draw_cp = get_int(d, "score_cp", adj.draw_cp);
      adj.draw_moves = get_int(d, "moves", adj.draw_moves);
      adj.draw_from_ply = get_int(d, "from_ply", adj.draw_from_ply);
    }
  }
  return c;
}

std::string config_json(const TournamentConfig& c) {
  Object root(true);
  root.set("name", c.name);
  root.set("site", c.site);
  root.set("variant", c.variant);
  const auto options = engine::rule_sets::changed_options(c.rule_options);
  if (!options.empty()) {
    Object o(true);
    for (const auto& [name, value] : options) o.set(name, value);
    root.set("rule_options", o);
  }
  root.set("seed", c.seed);
  root.set("format", c.format);
  root.set("games_per_pairing", c.games_per_pairing);
  if (c.rounds > 0) root.set("rounds", c.rounds);
  root.set("tiebreak_pairs", c.tiebreak_pairs);
  root.set("swiss_tables", c.swiss_tables);
  root.set("seeding", std::string(c.seed_by_ratings ? "ratings" : "config"));
  Array engines;
  for (const auto& e : c.engines) {
    Object o(true);
    o.set("name", e.name);
    o.set("command", e.command.program);
    Array args;
    for (const auto& a : e.command.args) args.add(a);
    o.set("args", args);
    if (!e.command.working_directory.empty())
      o.set("working_directory", e.command.working_directory);
    Object env(true);
    for (const auto& [k, v] : e.command.environment) env.set(k, v);
    o.set("env", env);
    Object opts(true);
    for (const auto& [k, v] : e.options) opts.set(k, v);
    o.set("options", opts);
    o.set("protocol", std::string(protocol::dialect_name(e.dialect)));
    if (!c.engine_armies.empty())
      o.set("army", std::string(army_name(c.engine_armies[&e - c.engines.data()])));
    engines.add(o);
  }
  root.set("engines", engines);
  if (!c.drawn_armies.empty()) {
    Array armies;
    for (std::uint8_t a : c.drawn_armies) armies.add(std::string(army_name(a)));
    root.set("armies", armies);
  }
  Object openings(true);
  if (!c.openings_file.empty()) openings.set("file", c.openings_file);
  if (c.openings_format) openings.set("format", opening_format_name(*c.openings_format));
  if (c.opening_plies > 0) openings.set("plies", c.opening_plies);
  Array lines;
  for (const auto& l : c.opening_lines) lines.add(l);
  openings.set("lines", lines);
  openings.set("order", std::string(c.openings_random ? "random" : "sequential"));
  openings.set("seed", c.openings_seed);
  openings.set("start", c.openings_start);
  root.set("openings", openings);
  if (c.sprt) {
    Object sprt(true);
    sprt.set("elo0", c.sprt->elo0);
    sprt.set("elo1", c.sprt->elo1);
    sprt.set("alpha", c.sprt->alpha);
    sprt.set("beta", c.sprt->beta);
    for (const auto& [m, name] : kSprtModels)
      if (m == c.sprt->model) sprt.set("model", std::string(name));
    root.set("sprt", sprt);
  }
  if (!c.pgn_out.empty()) root.set("pgn_out", c.pgn_out);
  root.set("time_control", c.time_control_text);
  root.set("margin_ms", c.margin_ms);
  root.set("concurrency", c.concurrency);
  root.set("affinity", c.affinity);
  root.set("standings_every", c.standings_every);
  if (!c.database.empty()) root.set("database", c.database);
  Object timeouts(true);
  timeouts.set("handshake_ms", static_cast<int>(c.timeouts.handshake.count()));
  timeouts.set("ready_ms", static_cast<int>(c.timeouts.ready.count()));
  timeouts.set("stall_ms", static_cast<int>(c.timeouts.stall.count()));
  root.set("timeouts", timeouts);
  Object adj(true);
  adj.set("max_plies", c.adjudication.max_plies);
  adj.set("draw_rules", c.draw_rules);
  if (c.adjudication.resign) {
    Object r(true);
    r.set("score_cp", c.adjudication.resign_cp);
    r.set("moves", c.adjudication.resign_moves);
    adj.set("resign", r);
  }
  if (c.adjudication.draw) {
    Object d(true);
    d.set("score_cp", c.adjudication.draw_cp);
    d.set("moves", c.adjudication.draw_moves);
    d.set("from_ply", c.adjudication.draw_from_ply);
    adj.set("draw", d);
  }
  root.set("adjudication", adj);
  std::ostringstream out;
  Poco::JSON::Stringifier::stringify(root, out, 2);
  return out.str();
}

std::unique_ptr<const engine::RuleSet> make_rules(const TournamentConfig& config) {
  engine::RuleOptions options = config.rule_options;
  options.repetition_draw = config.draw_rules;
  options.no_progress_draw = config.draw_rules;
  return engine::rule_sets::make(config.variant, options);
}

std::unique_ptr<const engine::RuleSet> make_rules(const TournamentConfig& config,
                                                  const Armies& armies) {
  TournamentConfig game = config;
  game.rule_options.armies = armies;
  return make_rules(game);
}

std::uint64_t dice_seed(const TournamentConfig& config, int index) {
  // Mixed: neighbouring games get unrelated generators.
  return engine::splitmix64(config.seed +
                            0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(index));
}

std::vector<Opening> check_config(const TournamentConfig& c) {
  std::unique_ptr<const engine::RuleSet> rules;
  try {
    rules = make_rules(c);
  } catch (const std::exception& e) {
    throw ConfigError(std::string("variant: ") + e.what());
  }
  if (!c.engine_armies.empty() || !c.drawn_armies.empty()) {
    if (c.rule_options.armies != engine::RuleOptions{}.armies)
      throw ConfigError(
          "armies: rule_options.armies fixes every game's armies; give either it or the engines' "
          "army or armies");
    // An opening is a position of the options' armies, not of each game's own.
    if (!c.opening_lines.empty() || !c.openings_file.empty())
      throw ConfigError(
          "openings: games with armies of their own start from their armies' setup; give no "
          "openings");
    const std::uint8_t army = c.engine_armies.empty() ? c.drawn_armies[0] : c.engine_armies[0];
    try {
      (void)make_rules(c, Armies{army, army, army, army});
    } catch (const std::invalid_argument& e) {
      throw ConfigError(std::string("armies: ") + e.what());
    }
  }
  try {
    (void)parse_time_control(c.time_control_text);
  } catch (const TimeControlError& e) {
    throw ConfigError(e.what());
  }
  try {
    if (c.format == "teams" && rules->army_count() != 4)
      throw ConfigError("format 'teams' needs a four-army rule set");
    (void)make_scheduler(scheduler_spec(c, 0));
  } catch (const std::invalid_argument& e) {
    throw ConfigError(e.what());
  }
  for (size_t i = 0; i < c.engines.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (c.engines[i].name == c.engines[j].name)
        throw ConfigError("two engines are named '" + c.engines[i].name + "'");
  for (const auto& e : c.engines)
    if (resolve_program(e.command).empty())
      throw ConfigError("engine '" + e.name + "': no executable '" + e.command.program + "'");
  std::vector<Opening> openings = read_openings(*rules, c.opening_lines);
  if (!c.openings_file.empty()) {
    std::ifstream in(c.openings_file);
    if (!in) throw ConfigError("openings: cannot read '" + c.openings_file + "'");
    std::stringstream text;
    text << in.rdbuf();
    std::vector<Opening> more;
    switch (c.openings_format.value_or(opening_format_of_file(c.openings_file))) {
      case OpeningFormat::kLines: {
        std::vector<std::string> lines;
        for (std::string l; std::getline(text, l);) lines.push_back(l);
        more = read_openings(*rules, lines);
        break;
      }
      case OpeningFormat::kEpd:
        more = read_epd_openings(*rules, text.str(), c.openings_file);
        break;
      case OpeningFormat::kPgn:
        more = read_pgn_openings(*rules, text.str(), c.openings_file, c.opening_plies);
        break;
    }
    openings.insert(openings.end(), std::make_move_iterator(more.begin()),
                    std::make_move_iterator(more.end()));
  }
  for (const auto& e : c.engines) {
    std::string why = protocol::dialect_limits(e.dialect, *rules, "");
    for (const auto& o : openings)
      if (why.empty()) why = protocol::dialect_limits(e.dialect, *rules, o.fen);
    if (!why.empty()) throw ConfigError("engine '" + e.name + "': " + why);
  }
  return openings;
}

SchedulerSpec scheduler_spec(const TournamentConfig& c, int openings) {
  SchedulerSpec spec;
  ScheduleSpec& s = spec.schedule;
  s.format = parse_format(c.format);
  s.engines = static_cast<int>(c.engines.size());
  const auto rules = make_rules(c);
  s.armies = rules->army_count();
  s.games_per_pairing = c.games_per_pairing;
  s.openings = {openings, c.openings_random, c.openings_seed, c.openings_start};
  spec.sprt = c.sprt;
  spec.free_for_all = rules->free_for_all();
  spec.tiebreak_pairs = c.tiebreak_pairs;
  spec.swiss_tables = c.swiss_tables;
  spec.armies = {c.engine_armies, c.drawn_armies, c.seed};
  // By default as many rounds as a knockout of the field would take: ceil(log2 engines).
  spec.rounds = c.rounds;
  if (spec.rounds == 0)
    while (spec.rounds == 0 || (1 << spec.rounds) < s.engines) ++spec.rounds;
  return spec;
}

}  // namespace chatur::tournament
