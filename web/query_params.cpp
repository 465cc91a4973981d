#include "web/query_params.h"

#include <charconv>

#include "web/api_error.h"

namespace chatur::web {

std::string param(const Query& query, std::string_view name) {
  std::string out;
  for (const auto& [k, v] : query)
    if (k == name) out = v;
  return out;
}

std::int64_t int_param(const Query& query, std::string_view name, std::int64_t fallback,
                       std::int64_t min, std::int64_t max) {
  const std::string text = param(query, name);
  if (text.empty()) return fallback;
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v < min || v > max)
    throw ApiError{400, "parameter '" + std::string(name) + "': expected an integer from " +
                            std::to_string(min) + " to " + std::to_string(max) + ", got '" + text +
                            "'"};
  return v;
}

std::int64_t path_id(std::string_view segment) {
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(segment.data(), segment.data() + segment.size(), v);
  if (segment.empty() || ec != std::errc() || end != segment.data() + segment.size() || v < 1)
    throw ApiError{404, "no such id '" + std::string(segment) + "'"};
  return v;
}

}  // namespace chatur::web
