// A refused tournament configuration.
#pragma once

#include <stdexcept>

namespace chatur::tournament {

// Schema violations say the JSON path of the offending value ("$.engines[1].command: ..."),
// openings the file or line.
class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace chatur::tournament
