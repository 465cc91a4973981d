#include "protocol/dialect.h"

#include <algorithm>
#include <array>
#include <utility>

namespace chatur::protocol {
namespace {

constexpr std::array<std::pair<Dialect, std::string_view>, 2> kNames{{
    {Dialect::kUci, "uci"},
    {Dialect::kFourPChess, "4pchess"},
}};

// A clock is shared out as if this many moves were left, as common UCI engines assume.
constexpr std::int64_t kMovesLeft = 30;

}  // namespace

std::string_view dialect_name(Dialect d) {
  for (const auto& [dialect, name] : kNames)
    if (dialect == d) return name;
  return "";
}

std::optional<Dialect> dialect_from_name(std::string_view name) {
  for (const auto& [dialect, text] : kNames)
    if (text == name) return dialect;
  return std::nullopt;
}

std::string dialect_limits(Dialect d, const engine::RuleSet& rules, std::string_view start_fen) {
  if (d == Dialect::kUci) return "";
  if (rules.id() != "four-player-teams" || !(rules.options() == engine::RuleOptions{}))
    return "the 4pchess dialect plays four-player-teams with its default options only, not " +
           rules.id();
  if (!start_fen.empty())
    return "the 4pchess dialect plays from the start position only (openings as move lines)";
  return "";
}

GoCommand dialect_go(Dialect d, const GoCommand& go, int mover) {
  if (d == Dialect::kUci) return go;
  GoCommand out;
  out.depth = go.depth;
  out.movetime = go.movetime;
  if (go.time[mover] >= 0) {
    const std::int64_t left = go.time[mover];
    const std::int64_t share = left / kMovesLeft + go.inc[mover] * 3 / 4;
    out.movetime = std::max<std::int64_t>(1, std::min(share, left / 2));
  }
  return out;
}

int score_for_mover(Dialect d, int reported, int mover_team) {
  return d == Dialect::kFourPChess && mover_team == 1 ? -reported : reported;
}

}  // namespace chatur::protocol
