// The JSON API under /api/ (docs/web.md, "API"): read-only views of an archive's games, positions,
// tournaments, standings and ratings.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace chatur::web {

// A request's query parameters, decoded, in order.
using Query = std::vector<std::pair<std::string, std::string>>;

struct ApiResponse {
  int status = 200;
  std::string body;  // JSON: the answer, or {"error": "..."} for a status other than 200
};

// Answers a GET of `path` ("/api/games/3") with the archive at `db` opened read-only for this
// request alone. Never throws: bad parameters are a 400, an unknown path or id a 404, an archive
// that cannot be read a 500, each saying why.
ApiResponse api_get(const std::string& db, std::string_view path, const Query& query);

}  // namespace chatur::web
