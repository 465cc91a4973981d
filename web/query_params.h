// Reading an API request's query parameters, with a 400 (ApiError) for a bad value.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "web/api.h"

namespace chatur::web {

// The value of the last parameter with this name, "" if none.
std::string param(const Query& query, std::string_view name);

// The parameter as an integer in [min, max]; `fallback` when absent or empty.
std::int64_t int_param(const Query& query, std::string_view name, std::int64_t fallback,
                       std::int64_t min, std::int64_t max);

// A path segment as an id (digits only, at least 1); ApiError 404 otherwise.
std::int64_t path_id(std::string_view segment);

}  // namespace chatur::web
