// One file of web/static/ compiled into the binary (the generated embedded_files.cpp).
#pragma once

#include <cstddef>
#include <string_view>

namespace chatur::web {

struct EmbeddedFile {
  std::string_view name;  // "game.html"
  std::string_view body;
};

extern const EmbeddedFile kEmbeddedFiles[];
extern const std::size_t kEmbeddedFileCount;

}  // namespace chatur::web
