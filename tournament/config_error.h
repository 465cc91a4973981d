// A refused tournament configuration.
#pragma once

#include "common/error.h"

namespace chatur::tournament {

// Schema violations say the JSON path of the offending value ("$.engines[1].command: ...");
// an opening file's errors carry their place (file, line and column), an opening line says its
// number.
class ConfigError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

}  // namespace chatur::tournament
