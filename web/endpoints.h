// The API's endpoints, each writing its answer (docs/web.md, "API") into the writer; each throws
// ApiError for a request it cannot answer.
#pragma once

#include <cstdint>
#include <string>

#include "records/archive.h"
#include "web/api.h"
#include "web/json_writer.h"

namespace chatur::web {

// /api/games: the games matching the filters, a page of them in the requested order.
void write_games(JsonWriter& out, records::Archive& archive, const Query& query);
// /api/games/{id}: the game with its board shape, moves, comments, rolls and decisions, and the
// position after each ply as the rules core computes it.
void write_game(JsonWriter& out, records::Archive& archive, std::int64_t id);
// /api/find: the games of a rule set (with options) that reached a position (FEN/FEN4).
void write_find(JsonWriter& out, records::Archive& archive, const Query& query);
// /api/ratings: standings and ratings of the games of one rule set matching the filters.
void write_archive_ratings(JsonWriter& out, records::Archive& archive, const Query& query);
// /api/tournaments: every stored tournament with its progress.
void write_tournaments(JsonWriter& out, const std::string& db);
// /api/tournaments/{id}: progress, standings, ratings, score over the games, terminations.
void write_tournament(JsonWriter& out, const std::string& db, std::int64_t id);

}  // namespace chatur::web
