#include "web/api.h"

#include <exception>

#include "records/archive.h"
#include "web/api_error.h"
#include "web/endpoints.h"
#include "web/query_params.h"

namespace chatur::web {
namespace {

std::string error_body(const std::string& message) {
  JsonWriter w;
  w.begin_object().key("error").value(message).end_object();
  return w.text();
}

void route(JsonWriter& out, const std::string& db, std::string_view path, const Query& query) {
  constexpr std::string_view kGame = "/api/games/", kTournament = "/api/tournaments/";
  if (path == "/api/tournaments") return write_tournaments(out, db);
  if (path.starts_with(kTournament))
    return write_tournament(out, db, path_id(path.substr(kTournament.size())));
  const bool games = path == "/api/games", find = path == "/api/find",
             ratings = path == "/api/ratings", game = path.starts_with(kGame);
  if (!games && !find && !ratings && !game)
    throw ApiError{404, "no API endpoint '" + std::string(path) + "'"};
  records::Archive archive(db, records::Access::kReadOnly);
  if (games) return write_games(out, archive, query);
  if (find) return write_find(out, archive, query);
  if (ratings) return write_archive_ratings(out, archive, query);
  write_game(out, archive, path_id(path.substr(kGame.size())));
}

}  // namespace

ApiResponse api_get(const std::string& db, std::string_view path, const Query& query) {
  try {
    JsonWriter out;
    route(out, db, path, query);
    return {200, out.text()};
  } catch (const ApiError& e) {
    return {e.status(), error_body(e.what())};
  } catch (const std::exception& e) {
    return {500, error_body(e.what())};
  }
}

}  // namespace chatur::web
