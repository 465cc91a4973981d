#include "protocol/info_line.h"

#include <algorithm>

#include "protocol/words.h"

namespace chatur::protocol {

std::string encode_info(const InfoLine& info) {
  std::string out =
      "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth);
  if (info.mate)
    out += " score mate " + std::to_string(*info.mate);
  else if (info.score_cp)
    out += " score cp " + std::to_string(*info.score_cp);
  out += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps);
  if (info.time_ms >= 0) out += " time " + std::to_string(info.time_ms);
  if (!info.pv.empty()) out.append(" pv ").append(info.pv);
  return out;
}

void decode_info(std::string_view args, InfoLine& info, Dialect dialect) {
  Words words(args);
  for (std::string_view w = words.next(); !w.empty(); w = words.next()) {
    if (w == "string") return;
    if (w == "pv" && dialect == Dialect::kFourPChess) {
      const std::string_view rest = words.rest();
      const std::size_t end = std::min(rest.find(" score "), rest.find(" nps "));
      info.pv = rest.substr(0, end);
      if (end == std::string_view::npos) return;
      words = Words(rest.substr(end));
      continue;
    }
    if (w == "pv") {
      info.pv = words.rest();
      return;
    }
    if (w == "depth") {
      if (auto v = number<int>(words.next())) info.depth = *v;
    } else if (w == "seldepth") {
      if (auto v = number<int>(words.next())) info.seldepth = *v;
    } else if (w == "time") {
      if (auto v = number<std::int64_t>(words.next())) info.time_ms = *v;
    } else if (w == "nodes") {
      if (auto v = number<std::uint64_t>(words.next())) info.nodes = *v;
    } else if (w == "nps") {
      if (auto v = number<std::uint64_t>(words.next())) info.nps = *v;
    } else if (w == "score" && dialect == Dialect::kFourPChess) {
      if (auto v = number<int>(words.next())) info.score_cp = *v;
    } else if (w == "score") {
      const std::string_view kind = words.next();
      const auto v = number<int>(words.next());
      if (!v) return;
      if (kind == "cp") {
        info.score_cp = *v;
        info.mate.reset();
      } else if (kind == "mate") {
        info.mate = *v;
        info.score_cp.reset();
      }
    }
  }
}

}  // namespace chatur::protocol
