#include "records/checked_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <thread>

#include "records/ordered_pipeline.h"
#include "records/pgn_pieces.h"
#include "records/pgn_reader.h"
#include "records/variant.h"

namespace chatur::records {

bool CheckedGame::ok() const {
  for (const auto& p : problems)
    if (p.severity == Problem::Severity::kError) return false;
  return true;
}

namespace {

// A piece of a file bigger than this is read by one thread; a file's last piece may be smaller.
// Pieces of 128 KB hold some 150 chess games: enough that a thread spends little of its time
// taking them, few enough that two threads share a file of a few hundred games.
constexpr size_t kPieceSize = 128 << 10;
// A file without a place to cut within this much is cut at a line (PgnPieces).
constexpr size_t kMaxPieceSize = 16 << 20;
// Games read ahead from a file that is no regular one (a pipe), handed to a worker together.
constexpr size_t kStreamedGames = 128;

// A part of a file: a piece of its text, or games read from it already; with its games read
// and replayed by a worker.
struct FilePiece {
  size_t file = 0;
  // A piece of a regular file, which a worker reads: the file can be read again from where a
  // piece starts (FileChecker::read_rest).
  PgnPiece piece;
  // Games of a file that cannot be read again from a place (a pipe), read one after the other
  // by the thread that cuts the files; `piece` is then empty but for `last`.
  std::vector<ReadItem> streamed;
  bool from_stream = false;  // the games are streamed ones, numbered in the file already
  bool unopened = false;  // the file does not open: reported by the consuming thread in its place
  std::vector<CheckedGame> games;
  // The piece was cut between two games: its last game was read without error, past its tags, or
  // it is the file's last piece.
  bool cut_between_games = true;
};

// Cuts the files into pieces, one file after the other.
class FilePieces {
 public:
  explicit FilePieces(const std::vector<std::string>& files) : files_(files) {}

  std::optional<FilePiece> next() {
    for (;;) {
      if (pieces_ || stream_) {
        FilePiece fp;
        fp.file = file_;
        if (pieces_) {
          fp.piece = *pieces_->next();
        } else {
          fp.from_stream = true;
          std::optional<ReadItem> item;
          while (fp.streamed.size() < kStreamedGames && (item = stream_->next()))
            fp.streamed.push_back(std::move(*item));
          fp.piece.last = fp.streamed.size() < kStreamedGames;
        }
        if (fp.piece.last) {
          pieces_.reset();
          stream_.reset();
          in_.close();
          ++file_;
        }
        return fp;
      }
      if (file_ >= files_.size()) return std::nullopt;
      in_.open(files_[file_], std::ios::binary);
      if (!in_) {
        FilePiece fp;
        fp.file = file_++;
        fp.unopened = true;
        return fp;
      }
      std::error_code error;
      if (std::filesystem::is_regular_file(files_[file_], error))
        pieces_.emplace(in_, kPieceSize, kMaxPieceSize);
      else
        stream_.emplace(in_);
    }
  }

 private:
  const std::vector<std::string>& files_;
  size_t file_ = 0;
  std::ifstream in_;
  std::optional<PgnPieces> pieces_;
  std::optional<PgnReader> stream_;
};

// Reads, replays and hands on the games of the files in their order (check_files).
class FileChecker {
 public:
  FileChecker(const std::vector<std::string>& files, const std::function<void(CheckedGame&)>& each,
              const CheckOptions& options)
      : files_(files), each_(each), options_(options) {}

  // On a worker: reads the piece's games and replays those read without error.
  void read(FilePiece& fp) {
    if (fp.unopened) return;
    GameReplayer replayer(rule_sets_);
    if (!fp.streamed.empty()) {
      for (ReadItem& item : fp.streamed)
        fp.games.push_back(checked(replayer, fp.file, std::move(item)));
      fp.streamed.clear();
      return;
    }
    PgnReader reader(fp.piece.text, fp.piece.first_line);
    // The games of a piece are read as the file's are: each of them ends before the next one
    // starts, so only the last may have read on past where the file goes on. Read without error,
    // and past its tags (a move or a result token), it ends where the next piece starts a game:
    // the end of the piece stops the moves as the next game's '[' does.
    bool ends_between_games = false;
    while (auto item = reader.next()) {
      ends_between_games =
          !item->error && (!item->game.result.empty() || !item->game.mainline.moves.empty());
      CheckedGame g = checked(replayer, fp.file, std::move(*item));
      // A main line the prepare step emptied gives its storage to the next game.
      reader.reuse(std::move(g.game.mainline.moves));
      fp.games.push_back(std::move(g));
    }
    if (!fp.piece.last) fp.cut_between_games = ends_between_games;
    fp.piece.text = std::string();
  }

  // On the calling thread, in file order.
  void consume(FilePiece& fp) {
    if (fp.file != file_) {
      file_ = fp.file;
      in_file_ = 0;
      read_on_ = false;
    }
    if (fp.unopened) throw OpenError("cannot open " + files_[fp.file]);
    if (read_on_) return;  // the file was read from an earlier piece on as one stream
    if (!fp.cut_between_games) {
      read_on_ = true;
      read_rest(fp.file, fp.piece.offset, fp.piece.first_line);
      return;
    }
    for (CheckedGame& g : fp.games) {
      if (!fp.from_stream) g.game.index += in_file_;
      hand_on(g);
    }
    in_file_ += static_cast<int>(fp.games.size());
    if (fp.piece.last) end_file(fp.file);
  }

  CheckCounts counts;

 private:
  // A game as the reader gave it, made a checked game of the file: a syntax error is its problem,
  // a game read without one is replayed (and prepared).
  CheckedGame checked(GameReplayer& replayer, size_t file, ReadItem&& item) {
    CheckedGame g;
    g.file = files_[file];
    g.game = std::move(item.game);
    if (item.error) {
      g.problems.push_back(
          {Problem::Severity::kError, item.error->where, item.error->message, "", ""});
      return g;
    }
    g.replay = std::make_unique<Replay>(replayer.replay(g.game, options_.replay));
    g.problems = g.replay->problems;
    if (options_.prepare && g.ok()) options_.prepare(g);
    return g;
  }

  void hand_on(CheckedGame& g, bool counted = true) {
    counts.games += counted;
    ++(g.ok() ? counts.good : counts.bad);
    for (const auto& p : g.problems) counts.warnings += p.severity == Problem::Severity::kWarning;
    each_(g);
  }

  // Reads the file on from `offset`, the start of line `first_line`, on this thread: a piece
  // may have been cut inside a game.
  void read_rest(size_t file, std::uint64_t offset, int first_line) {
    std::ifstream in(files_[file], std::ios::binary);
    if (in && offset > 0) in.seekg(static_cast<std::streamoff>(offset));
    if (!in) throw OpenError("cannot open " + files_[file]);
    PgnReader reader(in, first_line);
    const int before = in_file_;
    GameReplayer replayer(rule_sets_);
    while (auto item = reader.next()) {
      CheckedGame g = checked(replayer, file, std::move(*item));
      g.game.index += before;
      ++in_file_;
      hand_on(g);
      reader.reuse(std::move(g.game.mainline.moves));
    }
    end_file(file);
  }

  // A file without games is one error of its own (counted bad, but no game).
  void end_file(size_t file) {
    if (in_file_ > 0) return;
    CheckedGame g;
    g.file = files_[file];
    g.problems.push_back({Problem::Severity::kError, {1, 1}, "no games in the file", "", ""});
    hand_on(g, false);
  }

  const std::vector<std::string>& files_;
  const std::function<void(CheckedGame&)>& each_;
  const CheckOptions& options_;
  RuleSetCache rule_sets_;
  size_t file_ = static_cast<size_t>(-1);  // the file being consumed
  int in_file_ = 0;                        // its games handed on
  bool read_on_ = false;                   // it was read on as one stream
};

}  // namespace

int default_threads() {
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

CheckCounts check_files(const std::vector<std::string>& files,
                        const std::function<void(CheckedGame&)>& each,
                        const CheckOptions& options) {
  FileChecker checker(files, each, options);
  FilePieces pieces(files);
  // One piece at a time: a piece holds a hundred games and more.
  OrderedPipeline<FilePiece>::run(
      options.threads, [&] { return pieces.next(); }, [&](FilePiece& fp) { checker.read(fp); },
      [&](FilePiece& fp) { checker.consume(fp); }, 1, options.worker_nice);
  return checker.counts;
}

std::vector<std::string> player_names(const CheckedGame& g) {
  if (g.replay && g.replay->rules) return player_names(g.game, *g.replay->rules);
  return player_names_guess(g.game);
}

}  // namespace chatur::records
