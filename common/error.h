// The base of every error chatur throws, so that one handler (the CLI's top level) reports any
// of them alike: what went wrong, and where in a file when the error knows.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>

namespace chatur {

// A place in a file: the file "" when not known, line and column counted from 1, 0 when not
// known.
struct ErrorPlace {
  std::string file;
  int line = 0;
  int column = 0;
};

class Error : public std::runtime_error {
 public:
  // what() is `message` alone: the place stays apart, for whoever reports the error.
  explicit Error(const std::string& message, ErrorPlace place = {})
      : std::runtime_error(message), place_(std::move(place)) {}
  const ErrorPlace& place() const { return place_; }

 private:
  ErrorPlace place_;
};

// The place as an error line starts with it: "FILE:LINE:COLUMN: ", each part only where known
// ("FILE: ", "FILE:LINE: ", "LINE:COLUMN: "), "" for no place.
inline std::string place_prefix(const ErrorPlace& p) {
  std::string out = p.file;
  if (p.line > 0) {
    out += (out.empty() ? "" : ":") + std::to_string(p.line);
    if (p.column > 0) out += ":" + std::to_string(p.column);
  }
  return out.empty() ? out : out + ": ";
}

}  // namespace chatur
