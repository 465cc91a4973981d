// What an endpoint throws to answer with an error status and a message.
#pragma once

#include <string>

#include "common/error.h"

namespace chatur::web {

class ApiError : public chatur::Error {
 public:
  // `status` is the HTTP status of the answer (400, 404, 500); what() its message.
  ApiError(int status, const std::string& message) : chatur::Error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

}  // namespace chatur::web
