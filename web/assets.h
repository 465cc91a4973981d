// The pages, scripts and style sheet built into chatur (web/static/), the only files the server
// serves.
#pragma once

#include <optional>
#include <string_view>

namespace chatur::web {

struct Asset {
  std::string_view content_type;
  std::string_view body;
};

// The built-in file at this request path ("/" is the games page), or nothing: any other path,
// however spelled, serves nothing.
std::optional<Asset> find_asset(std::string_view path);

}  // namespace chatur::web
