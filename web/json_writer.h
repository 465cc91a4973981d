// JSON text built value by value. Strings are escaped so that the text is safe anywhere a page
// may put it: besides quotes, backslashes and control characters, '<', '>', '&' and '\'' are
// written as \u escapes, so archive text can never close a script element or open a tag.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace chatur::web {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  // The name of the next member of the object being written.
  JsonWriter& key(std::string_view name);
  JsonWriter& value(std::string_view s);
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(const std::string& s) { return value(std::string_view(s)); }
  JsonWriter& value(std::int64_t n);
  JsonWriter& value(int n) { return value(static_cast<std::int64_t>(n)); }
  // Non-finite numbers are written as null, which JSON has instead.
  JsonWriter& value(double x);
  JsonWriter& value(bool b);
  JsonWriter& null();
  // A value that is already JSON text (another writer's), its '<', '>', '&' and '\'' escaped as
  // value() escapes them: outside strings JSON has none of these characters.
  JsonWriter& json_value(std::string_view json);

  const std::string& text() const { return out_; }

 private:
  void separate();
  std::string out_;
  // Per open object or array: whether it has a member yet.
  std::vector<bool> has_member_;
  bool after_key_ = false;
};

// The string escaped as JsonWriter escapes it, quotes included.
std::string json_quoted(std::string_view s);

}  // namespace chatur::web
