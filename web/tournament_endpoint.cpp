// /api/tournaments, /api/tournaments/{id} and /api/ratings: standings and ratings of stored
// tournaments and of archived games.
#include <memory>

#include "engine/rule_sets/registry.h"
#include "tournament/config.h"
#include "tournament/rated_games.h"
#include "tournament/tournament_store.h"
#include "web/api_error.h"
#include "web/endpoints.h"
#include "web/pool_json.h"
#include "web/query_params.h"

namespace chatur::web {
namespace {

void write_summary(JsonWriter& out, tournament::TournamentStore& store,
                   const tournament::TournamentInfo& t, const tournament::TournamentConfig& c) {
  out.key("id")
      .value(t.id)
      .key("name")
      .value(t.name)
      .key("finished")
      .value(t.finished)
      .key("variant")
      .value(c.variant)
      .key("format")
      .value(c.format)
      .key("time_control")
      .value(c.time_control_text)
      .key("played")
      .value(static_cast<std::int64_t>(store.played(t.id).size()))
      .key("scheduled")
      .value(store.planned(t.id));
}

}  // namespace

void write_tournaments(JsonWriter& out, const std::string& db) {
  tournament::TournamentStore store(db, records::Access::kReadOnly);
  out.begin_object().key("tournaments").begin_array();
  for (const auto& t : store.tournaments()) {
    out.begin_object();
    write_summary(out, store, t, tournament::parse_config(store.config_json(t.id)));
    out.end_object();
  }
  out.end_array().end_object();
}

void write_tournament(JsonWriter& out, const std::string& db, std::int64_t id) {
  tournament::TournamentStore store(db, records::Access::kReadOnly);
  for (const auto& t : store.tournaments()) {
    if (t.id != id) continue;
    const auto config = tournament::parse_config(store.config_json(id));
    out.begin_object();
    write_summary(out, store, t, config);
    out.key("engines").begin_array();
    for (const auto& e : config.engines) out.value(e.name);
    out.end_array().key("pools");
    write_rated_games(out, tournament::games_from_tournament(store, id, config));
    out.end_object();
    return;
  }
  throw ApiError{404, "no tournament with id " + std::to_string(id)};
}

void write_archive_ratings(JsonWriter& out, records::Archive& archive, const Query& query) {
  records::GameFilter f;
  f.variant = param(query, "variant");
  if (f.variant.empty())
    throw ApiError{400,
                   "ratings need the parameter 'variant': ratings of different rule sets "
                   "are not on one scale"};
  f.player = param(query, "player");
  f.event = param(query, "event");
  f.since = param(query, "since");
  std::unique_ptr<const engine::RuleSet> rules;
  try {
    rules = engine::rule_sets::make(f.variant);
  } catch (const std::invalid_argument& e) {
    throw ApiError{400, e.what()};
  }
  write_rated_games(out, tournament::games_from_archive(archive.results(f), *rules));
}

}  // namespace chatur::web
