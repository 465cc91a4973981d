// The SQLite game archive (schemas/archive.sql): games with their players, events and end (team
// scores, placements and points as numbers), each game's record in compact form
// (records/game_encoding.h) with its tags beside it (the view `tags` shows a row per tag), from
// which the PGN is written when it is read, and the position index.
// Every statement is prepared and parameterised.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/dice.h"
#include "records/content_hash.h"
#include "records/game.h"
#include "records/game_encoding.h"
#include "records/game_end.h"
#include "records/position_batch.h"
#include "records/position_index.h"
#include "records/sqlite_statement.h"
#include "records/variant.h"

struct sqlite3;

namespace chatur::records {

// The archive's own errors: it cannot be opened, its schema is newer than this chatur, a game
// is malformed. What SQLite reports while reading or writing is a DatabaseError.
class ArchiveError : public DatabaseError {
 public:
  using DatabaseError::DatabaseError;
};

// A validated game as the archive stores it.
struct StoredGame {
  std::string variant;
  std::string rule_options;  // records/rule_options_text.h: "" for the defaults
  std::string start_fen;
  GameEnd end;
  std::vector<std::string> players;  // by army, in turn order
  std::vector<Tag> tags;
  std::vector<std::string> moves;     // main line, long algebraic (empty where `identity` is set)
  std::vector<engine::RollAt> rolls;  // rule sets with dice: the rolls, indexed into `moves`
  std::vector<std::uint64_t> hashes;  // start position, then after each ply
  // The content hash of the variant, rule options, start and moves (content_hash.h), where the
  // replay computed it as it played rather than keeping the moves' texts (ReplayOptions::
  // identity); content_hash() then reads no `moves`.
  std::optional<std::uint64_t> identity;
  // As chatur writes it, where the caller needs the text (a tournament's PGN file); the archive
  // does not store it.
  std::string pgn;
  // The moves and annotations in the archive's compact form (records/game_encoding.h): written
  // with the tags, they give the PGN.
  std::string record;
  // A tournament game's place in its tournament (tournament/identity.h), "" for any other game:
  // part of its identity, so that two scheduled games with the same moves are two games, while
  // the same PGN imported twice is one.
  std::string occasion;
};

// A game's end from the five columns the games table stores it in, the first at `col` of the
// statement's row: termination, team0_score, team1_score, placements, army_points.
GameEnd read_end(const Statement& s, int col);

// The identity of a game to be stored: the content hash, and its occasion where it has one.
std::uint64_t content_hash(const StoredGame& g);

// The column games are listed by; ties (and kId) by id.
enum class GameOrder { kId, kDate, kVariant, kEvent, kPlies };

struct GameFilter {
  std::optional<std::int64_t> id;
  std::string player;   // part of a player's name, any case
  std::string variant;  // rule set id
  std::string result;   // 1-0, 0-1, 1/2-1/2, *
  std::string event;    // part of the event name, any case
  std::string since;    // date YYYY.MM.DD or YYYY-MM-DD: games on or after it
  int limit = 0;        // 0: no limit
  int offset = 0;       // games skipped before the first listed
  GameOrder order = GameOrder::kId;
  bool descending = false;
};

// How an archive is opened. kReadWrite creates it and applies the migrations it lacks;
// kReadOnly never writes (a tournament may be writing it meanwhile: the archive is in WAL mode)
// and refuses an archive whose schema is not this chatur's.
enum class Access { kReadWrite, kReadOnly };

struct GameSummary {
  std::int64_t id = 0;
  std::string date, variant, event, players;  // players joined by " - "
  GameEnd end;
  int plies = 0;
  int at_ply = -1;  // find: the first ply at which the game reached the position
};

// A game's end and who played it: what ratings need.
struct ArchivedResult {
  std::int64_t id = 0;
  std::string variant;
  GameEnd end;
  // By army, in turn order, up to the last army with a player; "" for an army without one
  // (the record named nobody: "?").
  std::vector<std::string> players;
  std::string rule_options;  // as the RuleOptions tag writes them (rule_options_text)
};

class Archive {
 public:
  // Opens the archive (Access). Throws ArchiveError.
  explicit Archive(const std::string& path, Access access = Access::kReadWrite);
  ~Archive();
  Archive(const Archive&) = delete;
  Archive& operator=(const Archive&) = delete;

  int schema_version();
  // The connection, for tables kept in the archive file whose changes commit together with the
  // games added between begin() and commit() (the tournament store's).
  sqlite3* connection() const { return db_; }

  // Transactions: add() runs inside one; a batch is committed or rolled back whole. The batch's
  // position-index entries are written by commit(), which runs `meanwhile` (work on the
  // connection, in the transaction) while they are packed on another thread.
  void begin();
  void commit(const std::function<void()>& meanwhile = {});
  void rollback();
  // Stores the game unless a game with the same content hash is stored. Returns true if stored.
  bool add(const StoredGame& game);
  // Whether add() writes the game's position index entries (the default). Games stored without
  // them are listed in the archive (unindexed_games) until build_index() writes them; find()
  // refuses the archive meanwhile.
  void set_indexing(bool on) { indexing_ = on; }
  bool indexing() const { return indexing_; }
  // Makes room for a transaction of `entries` position index entries in all, an estimate: a
  // batch's entries then grow into one buffer, paged in once, where doubling it pages in twice
  // their bytes and copies them.
  void expect_positions(size_t entries) { pending_positions_.reserve(entries); }
  // Games stored without position index entries.
  std::int64_t unindexed_count();
  // Writes the position index entries of the games stored without them, `batch` games per
  // transaction. Returns how many games it indexed.
  std::int64_t build_index(size_t batch);

  std::int64_t game_count();
  // Drops the indexes that list games by date and by rule set (`games --since`, `--variant`),
  // for a bulk load into an empty archive: created once after it, from sorted rows, they cost
  // no B-tree insert per game and leave no page half empty. Outside a transaction. Until they
  // are created again, listings by date or rule set scan the games.
  void drop_listing_indexes();
  // Creates the listing indexes where they are missing: after a bulk load, and on opening an
  // archive (for writing) whose bulk load was stopped. Outside a transaction.
  void create_listing_indexes();
  // Rewrites the archive file without the free space that inserting all over its indexes left in
  // their pages (SQLite's VACUUM; about a fifth of the content-hash and player indexes when
  // games come in random order). Outside a transaction; takes about what writing the file
  // once takes.
  void compact();
  // For a bulk load: SQLite's rollback journal in place of the write-ahead log, so that the
  // pages the load appends are written once, where the log writes each twice (a frame, then the
  // checkpoint's copy); a page it changes is copied to the journal first, as it would be to the
  // log. Changing the journal needs the archive alone: where another connection has it open,
  // this returns false and the log stays. Outside a transaction.
  bool use_rollback_journal();
  // The write-ahead log again, as every opening for writing sets it; where another connection's
  // transaction is under way, waits for it as a writer does. Outside a transaction.
  void use_write_ahead_log();
  // The ids of the rule sets of the stored games, in name order.
  std::vector<std::string> variants();
  // Games matching the filter, in the filter's order.
  std::vector<GameSummary> games(const GameFilter& filter);
  // The PGN text of the games matching the filter, ordered by id, as chatur wrote it when it
  // stored them. Throws ArchiveError for a record that does not decode.
  std::vector<std::pair<std::int64_t, std::string>> pgn(const GameFilter& filter);
  // The same, one game at a time, so that all of them are never in memory at once (export).
  void for_each_pgn(const GameFilter& filter,
                    const std::function<void(std::int64_t id, const std::string& pgn)>& each);
  // Games of the rule set that reached a position with this hash, ordered by id, at most `limit`
  // of them (0: all), each with the first ply at which it reached it. Throws ArchiveError if
  // some games have no position index entries (set_indexing).
  std::vector<GameSummary> find(const std::string& variant, std::uint64_t hash, int limit = 0);
  // Outcome and players of the games matching the filter, ordered by id.
  std::vector<ArchivedResult> results(const GameFilter& filter);

 private:
  // The statement prepared once, reset. By the text's address for a constant, by the text for
  // one built from a filter (as many as the filters' combinations of fields). Only for
  // statements read to their end before the caller returns: a caller's callback could run the
  // same statement again and reset it under the first reading.
  Statement& statement(const char* sql);
  Statement& statement(const std::string& sql);
  void exec(const std::string& sql);
  // Applies the schema's migrations the archive lacks. Returns true if an archive that held a
  // schema already was migrated.
  bool migrate();
  // Throws ArchiveError unless the archive's schema is the newest this chatur knows.
  void check_current_schema();
  // Adds the game's position hashes to the pending entries. Throws ArchiveError for an id an
  // entry cannot hold (PositionEntry::kGameIdBits).
  void add_positions(std::int64_t id, const std::vector<std::uint64_t>& hashes);
  // Throws ArchiveError for a game id an entry cannot hold.
  static void check_position_game(std::int64_t id);
  // Writes the pending position entries: into the blobs of their buckets, or staged. Runs
  // `meanwhile` before it writes them.
  void flush_positions(const std::function<void()>& meanwhile = {});
  // The blobs of each bucket of the sorted batch, packed on two threads while `meanwhile` runs.
  void write_buckets(const PositionBatch& sorted, const std::function<void()>& meanwhile = {});
  // Writes the bucket's sorted entries (pack_positions).
  void put_blob(std::int64_t bucket, std::span<const PositionEntry> sorted);
  void put_blobs(std::int64_t bucket, const std::vector<PositionBlob>& blobs);
  // Fills the position index from the moves table (archives of schema version 1, right after
  // migration 2).
  void index_stored_moves();
  // Rewrites the position index in today's entries (position_index.h), reading each blob with
  // `decode`: of an archive before schema version 8 right after migration 8, of versions 8 to
  // 10 right after migration 11, of version 11 right after migration 12.
  using DecodePositions = std::vector<PositionEntry> (*)(std::string_view, std::int64_t);
  void rewrite_positions(const DecodePositions& decode);
  // The first ply at which the stored game reached the position with this hash, replaying it;
  // -1 if it never did (an entry of another position that shares the hash's top bits).
  int first_ply_reaching(std::int64_t id, std::uint64_t hash);
  // The game of a position-index hit with the first ply at which it reached the position, if it
  // is of the rule set and did reach it (find).
  std::optional<GameSummary> confirmed(const std::string& variant, const PositionEntry& hit,
                                       std::uint64_t hash);
  // Encodes the PGN texts of game_pgn into game_records (archives before schema version 6, right
  // after migration 6).
  void encode_stored_games();
  // Whether the game starts from its rule set's own start position, which is then not stored.
  bool standard_start(const StoredGame& g);
  // Whether every name the game's row refers to (rule set, result, termination, the event where
  // it has one, players) has its id remembered, so that adding the game writes no name before
  // its row.
  bool names_at_hand(const StoredGame& g, std::optional<std::string_view> event,
                     const std::string& result) const;
  // Sets the start position of the games from their rule set's own start to NULL (archives before
  // schema version 13, right after migration 13).
  void drop_standard_starts();
  // Codes the records of an archive in today's form (records/game_encoding.h), from `coding`:
  // kLegalIndex for schema versions 6 to 9, right after migration 10; kPieceIndex for versions 10
  // to 14, right after migration 15.
  void recode_records(MoveCoding coding);
  // The position hashes of a stored game, ply by ply, from its columns (the statement's row, from
  // `col` on: variant, rule_options, start_fen, record, pgn): decoded from the record, or replayed
  // from the PGN text kept for a game the record could not code. Throws what decoding throws.
  std::vector<std::uint64_t> stored_hashes(const Statement& s, int col);
  // The PGN of a stored game from its columns (the statement's row, from `col` on: variant,
  // rule_options, start_fen, result, tags, record, pgn, site, date, round, the event's name).
  std::string stored_pgn(const Statement& s, int col);
  // A games row as listed (kSummaryColumns), its rule set's, termination's and players' names
  // looked up by id.
  GameSummary summary(const Statement& s);
  // The name of the id in the table `select_sql` reads, kept in `cache` while a query lists
  // games. Throws ArchiveError for an id without one.
  const std::string& listed_name(const char* select_sql,
                                 std::unordered_map<std::int64_t, std::string>& cache,
                                 std::int64_t id);
  // Empties the caches of listed_name when a query begins.
  void forget_listed_names();
  // A write stopped in the rollback journal (a bulk load killed) leaves its journal beside the
  // file, which only a connection that may write rolls back: SQLite refuses a read-only
  // connection the file meanwhile. A reader opens such a connection for that moment, as any
  // SQLite connection that may write would roll it back at its first read. Throws ArchiveError
  // where the file may not be written.
  void roll_back_stopped_write(const std::string& path);
  // Finalizes the kept statements and closes the connection.
  void close();
  // The name of the tag name id (tag_names). Throws ArchiveError for an id without one.
  const std::string& tag_name(std::int64_t id);
  std::int64_t name_id(const char* insert_sql, const char* select_sql,
                       std::unordered_map<std::string, std::int64_t>& cache,
                       const std::string& name);

  sqlite3* db_ = nullptr;
  std::unordered_map<const char*, std::unique_ptr<Statement>> statements_;
  std::unordered_map<std::string, std::unique_ptr<Statement>> filtered_statements_;
  std::unordered_map<std::string, std::int64_t> player_ids_, event_ids_, tag_ids_, variant_ids_,
      result_ids_, termination_ids_, roster_ids_;
  std::unordered_map<std::int64_t, std::string> tag_names_;  // by id, as read
  // Players', rule sets' and terminations' names by id, as read by the query listing games;
  // emptied when one begins, so that a name is looked up once per query and never outlives a
  // rolled-back id.
  std::unordered_map<std::int64_t, std::string> player_names_, variant_names_, termination_names_;
  bool indexing_ = true;
  // The ids of the games the transaction stored without index entries (-1: none).
  std::int64_t unindexed_first_ = -1, unindexed_last_ = -1;
  PositionBatch pending_positions_;
  RuleSetCache rule_sets_;          // the rule sets of the games read
  std::int64_t staged_blobs_ = -1;  // staged position blobs in the archive; -1: not counted yet
  // add()'s buffers, kept to reuse their capacity: a game's tags as JSON and their names' ids.
  std::string json_, roster_json_, rest_json_, player_ids_json_;
  std::vector<std::int64_t> player_id_list_;   // the game's player ids by army, 0 for none
  std::vector<std::string> game_players_sql_;  // the insert of n + 1 rows of game_players at n
  // The start position of the rule set standard_start() was last asked about ("" for one that
  // cannot be made).
  bool start_known_ = false;
  std::string start_variant_, start_options_, start_fen_;
  std::vector<std::int64_t> tag_name_ids_;
};

}  // namespace chatur::records
