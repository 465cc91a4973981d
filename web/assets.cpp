#include "web/assets.h"

#include <array>
#include <utility>

#include "web/embedded_file.h"

namespace chatur::web {
namespace {

std::string_view content_type(std::string_view name) {
  constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kTypes = {{
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".svg", "image/svg+xml"},
  }};
  for (auto [ext, type] : kTypes)
    if (name.ends_with(ext)) return type;
  return "application/octet-stream";
}

}  // namespace

std::optional<Asset> find_asset(std::string_view path) {
  if (path == "/") path = "/index.html";
  if (!path.starts_with('/')) return std::nullopt;
  path.remove_prefix(1);
  for (std::size_t i = 0; i < kEmbeddedFileCount; ++i)
    if (kEmbeddedFiles[i].name == path)
      return Asset{content_type(kEmbeddedFiles[i].name), kEmbeddedFiles[i].body};
  return std::nullopt;
}

}  // namespace chatur::web
