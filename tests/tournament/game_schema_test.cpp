// `chatur export --json` against schemas/game.schema.json: random games of every rule set, a
// free-for-all among them, written as export writes them and validated with valijson (which the
// tournament library brings, hence a tournament test).
#include <Poco/JSON/Parser.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <valijson/adapters/poco_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include "engine/rule_sets/registry.h"
#include "players/self_play.h"
#include "records/game_end.h"
#include "records/game_json.h"
#include "records/pgn_writer.h"
#include "records/rule_options_text.h"

namespace chatur::tournament {
namespace {

Poco::Dynamic::Var parse(const std::string& text) {
  Poco::JSON::Parser parser;
  return parser.parse(text);
}

// Every rule set with its default options, and the free-for-all mode.
std::vector<std::unique_ptr<const engine::RuleSet>> rule_sets() {
  std::vector<std::unique_ptr<const engine::RuleSet>> out;
  for (const auto& spec : engine::rule_sets::all()) out.push_back(engine::rule_sets::make(spec.id));
  out.push_back(
      engine::rule_sets::make("chaturanga-modern", records::read_rule_options("mode=ffa")));
  return out;
}

TEST(GameSchema, ExportedGamesAreValid) {
  std::ifstream file(CHATUR_GAME_SCHEMA);
  std::stringstream text;
  text << file.rdbuf();
  const Poco::Dynamic::Var schema_doc = parse(text.str());
  valijson::Schema schema;
  valijson::SchemaParser parser;
  valijson::adapters::PocoJsonAdapter schema_adapter(schema_doc);
  parser.populateSchema(schema_adapter, schema);
  int placements = 0, team_scores = 0, rolled = 0;
  for (const auto& rules : rule_sets()) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const players::PlayedGame played =
          players::play_random_game(*rules, seed, seed == 3 ? 20 : 0);
      records::Game game;
      game.mainline = records::line_of(played.moves, played.rolls);
      const records::GameEnd end = played.cut_off ? records::GameEnd{"unterminated"}
                                                  : records::board_end(played.outcome, *rules);
      records::normalize_tags(game, *rules, played.start_fen, true, end);
      std::ostringstream json;
      records::write_game_json(json, game, *rules, played.start_fen, end);
      placements += json.str().find("\"placements\"") != std::string::npos;
      team_scores += json.str().find("\"team_scores\"") != std::string::npos;
      rolled += json.str().find("\"roll\":[") != std::string::npos;
      const Poco::Dynamic::Var doc = parse(json.str());
      valijson::adapters::PocoJsonAdapter adapter(doc);
      valijson::Validator validator;
      valijson::ValidationResults results;
      EXPECT_TRUE(validator.validate(schema, adapter, &results))
          << rules->id() << " seed " << seed << "\n"
          << json.str();
      valijson::ValidationResults::Error error;
      while (results.popError(error)) ADD_FAILURE() << error.description;
    }
  }
  // The two games of each free-for-all (chaturanga-modern mode=ffa, chaturaji-biruni,
  // four-player-ffa, zm-machiavellian, chatanooga, european) played to the end.
  EXPECT_EQ(placements, 12);
  EXPECT_GT(team_scores, 0);
  // Every game of the two rule sets with dice has its rolls.
  EXPECT_EQ(rolled, 6);
  // And the schema refuses what it should: places that are not numbers, a termination in
  // another form.
  const std::string good =
      R"({"variant":"chaturanga-modern","start_fen":"x","tags":[],"comments":[],"moves":[],)"
      R"("result":"*","termination":"kings-captured")";
  for (const auto& [doc, valid] : std::vector<std::pair<std::string, bool>>{
           {good + "}", true},
           {good + R"(,"placements":{"Red":1,"Green":2,"Yellow":2,"Black":4}})", true},
           {good + R"(,"placements":{"Red":"first","Green":2}})", false},
           {good + R"(,"team_scores":[1]})", false},
           {R"({"variant":"chess","start_fen":"x","tags":[],"comments":[],"moves":[],)"
            R"("result":"1-0","termination":"Checkmate"})",
            false}}) {
    const Poco::Dynamic::Var parsed = parse(doc);
    valijson::adapters::PocoJsonAdapter adapter(parsed);
    valijson::Validator validator;
    EXPECT_EQ(validator.validate(schema, adapter, nullptr), valid) << doc;
  }
}

}  // namespace
}  // namespace chatur::tournament
