// /api/games and /api/find: lists of game summaries.
#include <array>
#include <memory>
#include <string_view>

#include "engine/fen.h"
#include "engine/rule_sets/registry.h"
#include "records/game_end.h"
#include "records/rule_options_text.h"
#include "web/api_error.h"
#include "web/endpoints.h"
#include "web/query_params.h"

namespace chatur::web {
namespace {

constexpr int kMaxPage = 500;

void write_summary(JsonWriter& out, const records::GameSummary& g) {
  out.begin_object()
      .key("id")
      .value(g.id)
      .key("date")
      .value(g.date)
      .key("variant")
      .value(g.variant)
      .key("event")
      .value(g.event)
      .key("players")
      .value(g.players)
      .key("result")
      .value(records::result_text(g.end))
      .key("termination")
      .value(g.end.termination)
      .key("placements")
      .begin_array();
  for (int p : g.end.placements) out.value(p);
  out.end_array().key("plies").value(g.plies);
  if (g.at_ply >= 0) out.key("at_ply").value(g.at_ply);
  out.end_object();
}

// A page of rows fetched one longer than shown: whether more follow.
void write_page(JsonWriter& out, std::vector<records::GameSummary> rows, int offset, int limit) {
  const bool more = rows.size() > static_cast<size_t>(limit);
  if (more) rows.resize(static_cast<size_t>(limit));
  out.begin_object().key("games").begin_array();
  for (const auto& g : rows) write_summary(out, g);
  out.end_array()
      .key("offset")
      .value(offset)
      .key("limit")
      .value(limit)
      .key("more")
      .value(more)
      .end_object();
}

records::GameOrder order_param(const Query& query) {
  constexpr std::array<std::pair<std::string_view, records::GameOrder>, 5> kOrders = {{
      {"id", records::GameOrder::kId},
      {"date", records::GameOrder::kDate},
      {"variant", records::GameOrder::kVariant},
      {"event", records::GameOrder::kEvent},
      {"plies", records::GameOrder::kPlies},
  }};
  const std::string sort = param(query, "sort");
  if (sort.empty()) return records::GameOrder::kId;
  for (auto [name, order] : kOrders)
    if (name == sort) return order;
  throw ApiError{
      400, "parameter 'sort': expected id, date, variant, event or plies, got '" + sort + "'"};
}

records::GameFilter filter_params(const Query& query) {
  records::GameFilter f;
  f.player = param(query, "player");
  f.variant = param(query, "variant");
  f.result = param(query, "result");
  f.event = param(query, "event");
  f.since = param(query, "since");
  return f;
}

}  // namespace

void write_games(JsonWriter& out, records::Archive& archive, const Query& query) {
  records::GameFilter f = filter_params(query);
  f.order = order_param(query);
  const std::string direction = param(query, "order");
  if (!direction.empty() && direction != "asc" && direction != "desc")
    throw ApiError{400, "parameter 'order': expected asc or desc, got '" + direction + "'"};
  f.descending = direction == "desc";
  const int limit = static_cast<int>(int_param(query, "limit", 50, 1, kMaxPage));
  f.offset = static_cast<int>(int_param(query, "offset", 0, 0, 1'000'000'000));
  f.limit = limit + 1;
  write_page(out, archive.games(f), f.offset, limit);
}

void write_find(JsonWriter& out, records::Archive& archive, const Query& query) {
  const std::string variant = param(query, "variant"), fen = param(query, "fen");
  if (variant.empty() || fen.empty())
    throw ApiError{400, "find needs the parameters 'variant' and 'fen'"};
  std::unique_ptr<const engine::RuleSet> rules;
  try {
    rules = engine::rule_sets::make(variant, records::read_rule_options(param(query, "options")));
  } catch (const std::invalid_argument& e) {
    throw ApiError{400, e.what()};
  }
  std::uint64_t hash = 0;
  try {
    hash = engine::parse_fen(*rules, fen).hash();
  } catch (const std::exception& e) {  // FenError, or a setup that does not fit the rule set
    throw ApiError{400, std::string("parameter 'fen': ") + e.what()};
  }
  const int limit = static_cast<int>(int_param(query, "limit", 100, 1, kMaxPage));
  write_page(out, archive.find(variant, hash, limit + 1), 0, limit);
}

}  // namespace chatur::web
