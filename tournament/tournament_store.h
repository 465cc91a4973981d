// The tournament's own tables, in the same SQLite file as the game archive: the tournament with
// its configuration, and one row per scheduled game with its state.
//
// Why a second connection and write-ahead rows: records::Archive keeps its connection private,
// so one transaction cannot span the archive insert and the schedule update. Instead a finished
// game is first written here, complete (state 'played', the stored game as JSON, its content
// hash), in one transaction; then it is added to the archive. A SIGKILL between the two leaves a
// 'played' row whose game may be missing from the archive; resume adds every 'played' game
// again, and the archive's content-hash dedup makes that a no-op for those already there. So a
// finished game is never replayed and never stored twice, and an unfinished one ('scheduled') is
// played again from the start.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "tournament/schedule.h"

struct sqlite3;
struct sqlite3_stmt;

namespace chatur::tournament {

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct PlayedGame {
  int index = 0;
  std::string result, termination;
  std::string record_json;  // stored_game_json()
};

class TournamentStore {
 public:
  // Opens the SQLite file (created if missing) and creates the tables it lacks.
  explicit TournamentStore(const std::string& path);
  ~TournamentStore();
  TournamentStore(const TournamentStore&) = delete;
  TournamentStore& operator=(const TournamentStore&) = delete;

  // Records a new tournament and its whole schedule in one transaction; returns its id.
  std::int64_t create(const std::string& name, const std::string& config_json,
                      const std::vector<ScheduledGame>& schedule);
  // The newest tournament not marked finished, if any.
  std::optional<std::int64_t> latest_unfinished();
  std::string config_json(std::int64_t tournament);
  // Scheduled games of the tournament not yet played, by index.
  std::vector<int> pending(std::int64_t tournament);
  std::vector<PlayedGame> played(std::int64_t tournament);
  std::int64_t scheduled_count(std::int64_t tournament);
  // Marks the game played with its record, in one transaction. A game already played stays as
  // it was (returns false).
  bool mark_played(std::int64_t tournament, int index, const std::string& result,
                   const std::string& termination, std::uint64_t content_hash,
                   const std::string& record_json);
  void mark_finished(std::int64_t tournament);

 private:
  void exec(const char* sql);
  sqlite3* db_ = nullptr;
  sqlite3_stmt* mark_played_ = nullptr;
};

}  // namespace chatur::tournament
