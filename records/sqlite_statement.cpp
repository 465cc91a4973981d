#include "records/sqlite_statement.h"

#include <sqlite3.h>

namespace chatur::records {
namespace {

// SQLite's words for a lock say nothing of who holds it.
std::string message(const char* context, const char* why, int code) {
  std::string text = *context ? std::string(context) + ": " + why : std::string(why);
  if ((code & 0xFF) == SQLITE_BUSY) text += " (another process is writing it)";
  return text;
}

}  // namespace

Statement::Statement(sqlite3* db, const char* sql, const char* context)
    : db_(db), context_(context) {
  if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) fail();
}

Statement::~Statement() {
  sqlite3_finalize(stmt_);
}

void Statement::fail() const {
  throw DatabaseError(message(context_, sqlite3_errmsg(db_), sqlite3_extended_errcode(db_)));
}

void Statement::check(int rc) const {
  if (rc != SQLITE_OK) fail();
}

Statement& Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
  return *this;
}

Statement& Statement::bind(int i, const std::string& s) {
  check(sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT));
  return *this;
}

Statement& Statement::bind(int i, std::int64_t v) {
  check(sqlite3_bind_int64(stmt_, i, v));
  return *this;
}

Statement& Statement::bind_real(int i, double v) {
  check(sqlite3_bind_double(stmt_, i, v));
  return *this;
}

Statement& Statement::bind_static(int i, std::string_view s) {
  check(sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_STATIC));
  return *this;
}

Statement& Statement::bind_blob(int i, const std::string& s) {
  check(sqlite3_bind_blob(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT));
  return *this;
}

Statement& Statement::bind_null(int i) {
  check(sqlite3_bind_null(stmt_, i));
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  fail();
}

void Statement::run() {
  step();
  reset();
}

std::int64_t Statement::int64(int col) const {
  return sqlite3_column_int64(stmt_, col);
}

double Statement::real(int col) const {
  return sqlite3_column_double(stmt_, col);
}

bool Statement::null(int col) const {
  return sqlite3_column_type(stmt_, col) == SQLITE_NULL;
}

std::string_view Statement::blob(int col) const {
  const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt_, col));
  return p ? std::string_view(p, static_cast<size_t>(sqlite3_column_bytes(stmt_, col)))
           : std::string_view();
}

std::string Statement::text(int col) const {
  const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
  return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(stmt_, col))) : "";
}

void exec(sqlite3* db, const std::string& sql, const char* context) {
  char* err = nullptr;
  if (const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err); rc != SQLITE_OK) {
    const std::string why = message(context, err ? err : "unknown error", rc);
    sqlite3_free(err);
    throw DatabaseError(why);
  }
}

}  // namespace chatur::records
