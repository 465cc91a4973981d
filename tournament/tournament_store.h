// The tournament's own tables, in the archive file and on the archive's connection: the
// tournament with its configuration (and an SPRT's decision), and one row per game the
// scheduler handed out, with its seats, round, opening, pair and state. These rows are the
// schedule: resume and `ratings --tournament` read them, never recompute them.
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

#include "common/error.h"
#include "ratings/sprt.h"
#include "records/archive.h"
#include "records/game_end.h"
#include "tournament/scheduler.h"
#include "tournament/shard.h"

struct sqlite3;

namespace chatur::tournament {

class StoreError : public chatur::Error {
 public:
  using chatur::Error::Error;
};

struct TournamentInfo {
  std::int64_t id = 0;
  std::string name;
  bool finished = false;
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

  // Records a new tournament without games, of at most `planned` games (Scheduler::planned),
  // or one shard of it; returns its id.
  std::int64_t create(const std::string& name, const std::string& config_json, int planned,
                      const std::optional<Shard>& shard = std::nullopt);
  // The shard the tournament plays, nullopt for the whole schedule.
  std::optional<Shard> shard(std::int64_t tournament);
  // Adds a game handed out by the scheduler, not yet played.
  void add_game(std::int64_t tournament, const ScheduledGame& game);
  // Adds games handed out, not yet played, in one transaction (a shard's whole schedule).
  void add_games(std::int64_t tournament, const std::vector<ScheduledGame>& games);
  // Every tournament, by id.
  std::vector<TournamentInfo> tournaments();
  // The newest tournament not marked finished, if any.
  std::optional<std::int64_t> latest_unfinished();
  std::string config_json(std::int64_t tournament);
  // Every game handed out, by index; a played one with its end as stored (termination, team
  // scores, and from its row in the archive places and points).
  std::vector<TournamentGame> games(std::int64_t tournament);
  // The played ones of them, by index.
  std::vector<TournamentGame> played(std::int64_t tournament);
  // Games handed out so far.
  std::int64_t scheduled_count(std::int64_t tournament);
  // The most games the tournament can have: as planned at its start, or those handed out if more.
  std::int64_t planned(std::int64_t tournament);
  // The archive's PGN text of each played game, by index.
  std::vector<std::pair<int, std::string>> played_pgn(std::int64_t tournament);
  // Adds the game to the archive and marks it played, in one transaction. A game already played
  // stays as it was and nothing is added (returns false).
  bool record_game(std::int64_t tournament, int index, const records::StoredGame& game);
  void mark_finished(std::int64_t tournament);
  // The archive the tables are kept in, on the same connection (a merge writes both in one
  // transaction).
  records::Archive& archive() { return archive_; }
  // The SPRT's log-likelihood ratio and decision when it stopped the match.
  void record_sprt(std::int64_t tournament, double llr, ratings::SprtDecision decision);
  std::optional<std::pair<double, ratings::SprtDecision>> sprt(std::int64_t tournament);

 private:
  void exec(const char* sql);
  records::Archive archive_;
  bool has_tables_ = true;
  sqlite3* db_;                                      // the archive's connection
  std::unique_ptr<records::Statement> mark_played_;  // prepared once: it runs for every game
};

}  // namespace chatur::tournament
