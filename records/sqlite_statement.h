// A prepared SQLite statement with typed binds and reads, and a plain SQL runner: what the
// archive and the tournament store, which share the archive's connection, both use. Values
// always go in as bound parameters, never spliced into the SQL text.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/error.h"

struct sqlite3;
struct sqlite3_stmt;

namespace chatur::records {

// A failure SQLite reported, after what was being worked on ("archive: ...").
class DatabaseError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

class Statement {
 public:
  // Prepares the SQL on the connection. Errors start with `context` (a string literal) and a
  // colon, unless it is empty.
  Statement(sqlite3* db, const char* sql, const char* context = "archive");
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  // Back to before the first step, with every parameter unbound.
  Statement& reset();
  // Parameters count from 1. Texts and blobs are copied, except by bind_static.
  Statement& bind(int i, const std::string& s);
  Statement& bind(int i, std::int64_t v);
  // Named apart: an int argument would find bind(int64) and bind(double) equally good.
  Statement& bind_real(int i, double v);
  // The text must stay alive and unchanged until the statement is reset (run() resets it).
  Statement& bind_static(int i, std::string_view s);
  Statement& bind_blob(int i, const std::string& s);
  Statement& bind_null(int i);
  // Steps once: true if a row is ready, false when there are no more.
  bool step();
  // Steps a statement that returns no rows, then resets it: its bound texts may go.
  void run();
  std::int64_t int64(int col) const;
  double real(int col) const;
  bool null(int col) const;
  // Valid until the next step or reset.
  std::string_view blob(int col) const;
  // "" for NULL.
  std::string text(int col) const;

 private:
  [[noreturn]] void fail() const;
  void check(int rc) const;
  sqlite3* db_;
  const char* context_;
  sqlite3_stmt* stmt_ = nullptr;
};

// Resets a kept statement when the reading ends, by an exception too, so that a reading stopped
// early keeps no read transaction open.
class ResetAtEnd {
 public:
  explicit ResetAtEnd(Statement& s) : s_(s) {}
  ~ResetAtEnd() { s_.reset(); }
  ResetAtEnd(const ResetAtEnd&) = delete;
  ResetAtEnd& operator=(const ResetAtEnd&) = delete;

 private:
  Statement& s_;
};

// Runs SQL that returns no rows (several statements may follow each other). Throws
// DatabaseError, its message after `context` as for Statement.
void exec(sqlite3* db, const std::string& sql, const char* context = "archive");

}  // namespace chatur::records
