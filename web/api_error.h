// What an endpoint throws to answer with an error status and a message.
#pragma once

#include <string>

namespace chatur::web {

struct ApiError {
  int status = 400;
  std::string message;
};

}  // namespace chatur::web
