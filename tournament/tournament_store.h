// The tournament's own tables, in the archive file and on the archive's connection: the
// tournament with its configuration, and one row per scheduled game with its state.
//
// A finished game is added to the archive and its row marked 'played' in one transaction, so a
// SIGKILL leaves a game either stored and played or neither: resume plays again every game not
// 'played', from the start, and a finished game is never replayed nor stored twice. (One
// transaction also costs one commit per game, not two.)
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "records/archive.h"
#include "records/game_end.h"
#include "tournament/schedule.h"

struct sqlite3;

namespace chatur::tournament {

class StoreError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TournamentInfo {
  std::int64_t id = 0;
  std::string name;
  bool finished = false;
};

struct PlayedGame {
  int index = 0;
  records::GameEnd end;  // as stored: termination, team scores, places, points
};

class TournamentStore {
 public:
  // Opens the archive (created if missing) and creates the tables it lacks. Read-only
  // (records::Access::kReadOnly), it creates nothing and never writes: an archive without the
  // tables has no tournaments, and only the reading functions may be called.
  explicit TournamentStore(const std::string& path,
                           records::Access access = records::Access::kReadWrite);
  TournamentStore(const TournamentStore&) = delete;
  TournamentStore& operator=(const TournamentStore&) = delete;

  // Records a new tournament and its whole schedule in one transaction; returns its id.
  std::int64_t create(const std::string& name, const std::string& config_json,
                      const std::vector<ScheduledGame>& schedule);
  // Every tournament, by id.
  std::vector<TournamentInfo> tournaments();
  // The newest tournament not marked finished, if any.
  std::optional<std::int64_t> latest_unfinished();
  std::string config_json(std::int64_t tournament);
  // Scheduled games of the tournament not yet played, by index.
  std::vector<int> pending(std::int64_t tournament);
  std::vector<PlayedGame> played(std::int64_t tournament);
  std::int64_t scheduled_count(std::int64_t tournament);
  // Adds the game to the archive and marks it played, in one transaction. A game already played
  // stays as it was and nothing is added (returns false).
  bool record_game(std::int64_t tournament, int index, const records::StoredGame& game);
  void mark_finished(std::int64_t tournament);

 private:
  void exec(const char* sql);
  records::Archive archive_;
  bool has_tables_ = true;
  sqlite3* db_;                                      // the archive's connection
  std::unique_ptr<records::Statement> mark_played_;  // prepared once: it runs for every game
};

}  // namespace chatur::tournament
