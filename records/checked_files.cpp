#include "records/checked_files.h"

#include <algorithm>
#include <fstream>
#include <optional>
#include <thread>

#include "records/ordered_pipeline.h"
#include "records/pgn_reader.h"
#include "records/variant.h"

namespace chatur::records {

bool CheckedGame::ok() const {
  for (const auto& p : problems)
    if (p.severity == Problem::Severity::kError) return false;
  return true;
}

namespace {

// A game read from a file, or the failure to open the next file, in file order.
struct ReadGame {
  CheckedGame checked;
  std::optional<std::string> open_error;  // the file that cannot be opened
  bool read_error = false;
  bool empty_file = false;  // the error item of a file without games: bad, but not a game
};

// Reads the files one game after the other; a file without games gives one error item.
class GameSource {
 public:
  explicit GameSource(const std::vector<std::string>& files) : files_(files) {}

  std::optional<ReadGame> next() {
    for (;;) {
      if (reader_) {
        if (auto item = reader_->next()) {
          ++in_file_;
          ReadGame r;
          r.checked.file = files_[file_];
          r.checked.game = std::move(item->game);
          if (item->error) {
            r.read_error = true;
            r.checked.problems.push_back(
                {Problem::Severity::kError, item->error->where, item->error->message, "", ""});
          }
          return r;
        }
        reader_.reset();
        in_.close();
        const bool empty = in_file_ == 0;
        ++file_;
        if (empty) {
          ReadGame r;
          r.read_error = r.empty_file = true;
          r.checked.file = files_[file_ - 1];
          r.checked.problems.push_back(
              {Problem::Severity::kError, {1, 1}, "no games in the file", "", ""});
          return r;
        }
      }
      if (file_ >= files_.size()) return std::nullopt;
      in_.open(files_[file_], std::ios::binary);
      in_file_ = 0;
      if (!in_) {
        ReadGame r;
        r.open_error = files_[file_];
        file_ = files_.size();
        return r;
      }
      reader_.emplace(in_);
    }
  }

 private:
  const std::vector<std::string>& files_;
  size_t file_ = 0;
  std::ifstream in_;
  std::optional<PgnReader> reader_;
  int in_file_ = 0;
};

}  // namespace

int default_threads() {
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

CheckCounts check_files(const std::vector<std::string>& files,
                        const std::function<void(CheckedGame&)>& each,
                        const CheckOptions& options) {
  CheckCounts counts;
  RuleSetCache rule_sets;
  GameSource source(files);
  OrderedPipeline<ReadGame>::run(
      options.threads, [&] { return source.next(); },
      [&](ReadGame& r) {
        if (r.open_error || r.read_error) return;
        CheckedGame& g = r.checked;
        g.replay = std::make_unique<Replay>(replay(g.game, rule_sets, options.replay));
        g.problems = g.replay->problems;
        if (options.prepare && g.ok()) options.prepare(g);
      },
      [&](ReadGame& r) {
        if (r.open_error) throw OpenError("cannot open " + *r.open_error);
        CheckedGame& g = r.checked;
        counts.games += !r.empty_file;
        ++(g.ok() ? counts.good : counts.bad);
        for (const auto& p : g.problems)
          counts.warnings += p.severity == Problem::Severity::kWarning;
        each(g);
      });
  return counts;
}

std::vector<std::string> player_names(const CheckedGame& g) {
  if (g.replay && g.replay->rules) return player_names(g.game, *g.replay->rules);
  return player_names_guess(g.game);
}

}  // namespace chatur::records
