#include "tournament/runner.h"

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>

#include "engine/rule_sets/registry.h"
#include "ratings/game_result.h"
#include "ratings/report.h"
#include "ratings/standings.h"
#include "records/archive.h"
#include "records/game_end.h"
#include "tournament/cpu_affinity.h"
#include "tournament/game_record.h"
#include "tournament/rated_games.h"
#include "tournament/tournament_store.h"

namespace chatur::tournament {
namespace {

double cpu_seconds(int who) {
  rusage u{};
  getrusage(who, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

std::string duration_text(double s) {
  char buf[32];
  const long t = static_cast<long>(s + 0.5);
  if (t >= 3600)
    std::snprintf(buf, sizeof buf, "%ldh%02ldm", t / 3600, t / 60 % 60);
  else
    std::snprintf(buf, sizeof buf, "%ldm%02lds", t / 60, t % 60);
  return buf;
}

// What the worker threads share; every member is used under `mutex`.
struct Shared {
  std::mutex mutex;
  TournamentStore* store;
  std::vector<ratings::GameResult>* results;
  RunSummary* summary;
  std::vector<double> latencies;
  int done = 0, total = 0;
  Clock::time_point started;
};

}  // namespace

RunSummary run_tournament(const std::string& db_path, std::int64_t tournament,
                          const TournamentConfig& config, std::ostream& out, std::ostream& progress,
                          const RunOptions& options) {
  const std::vector<Opening> openings = check_config(config);
  const TimeControl tc = parse_time_control(config.time_control_text);
  const auto rules = make_rules(config);
  const std::vector<ScheduledGame> schedule =
      make_schedule(schedule_spec(config, static_cast<int>(openings.size())));

  TournamentStore store(db_path);
  if (store.scheduled_count(tournament) != static_cast<std::int64_t>(schedule.size()))
    throw StoreError("the stored schedule does not match the configuration");

  std::vector<std::string> names;
  for (const auto& e : config.engines) names.push_back(e.name);
  std::vector<ratings::GameResult> results;
  std::vector<int> result_index;  // each result's game in the schedule
  RunSummary summary;
  summary.scheduled = static_cast<int>(schedule.size());

  // Games played before (resume): already in the archive, with their results here.
  for (const PlayedGame& p : store.played(tournament)) {
    if (auto g = scheduled_game_result(schedule[p.index], *rules, p.end)) {
      results.push_back(std::move(*g));
      result_index.push_back(p.index);
    }
    ++summary.already;
  }
  const std::vector<int> pending = store.pending(tournament);

  Shared shared;
  shared.store = &store;
  shared.results = &results;
  shared.summary = &summary;
  shared.total = summary.scheduled;
  shared.done = summary.already;
  shared.started = Clock::now();
  const double cpu_before = cpu_seconds(RUSAGE_SELF);
  const double children_before = cpu_seconds(RUSAGE_CHILDREN);

  auto report = [&](const ScheduledGame& sg, const GameRecord& rec) {
    // Called under the mutex.
    const int played_now = ++summary.played_now;
    ++shared.done;
    const double elapsed = std::chrono::duration<double>(Clock::now() - shared.started).count();
    const double eta = elapsed / played_now * static_cast<double>(pending.size() - played_now);
    std::string who;
    for (size_t a = 0; a < sg.seats.size(); ++a) {
      if (sg.seats.size() == 4 && sg.seats[a] == sg.seats[(a + 2) % 4] && a >= 2) continue;
      who += (who.empty() ? "" : " - ") + names[sg.seats[a]];
    }
    // A free-for-all's result is its places, in the order of the players named.
    std::string result = records::result_text(rec.end);
    if (rec.end.free_for_all()) {
      result.clear();
      for (int place : rec.end.placements)
        result += (result.empty() ? "" : ",") + std::to_string(place);
    }
    char line[256];
    if (options.progress_bar) {
      const int width = 30, filled = width * shared.done / std::max(shared.total, 1);
      std::snprintf(line, sizeof line, "\r[%s%s] %d/%d games  ETA %s  last: %s %s (%s)   ",
                    std::string(filled, '#').c_str(), std::string(width - filled, '.').c_str(),
                    shared.done, shared.total, duration_text(eta).c_str(), who.c_str(),
                    result.c_str(), rec.end.termination.c_str());
      progress << line << std::flush;
    } else {
      std::snprintf(line, sizeof line, "game %d/%d (#%d): %s  %s  %s  ETA %s\n", shared.done,
                    shared.total, sg.index + 1, who.c_str(), result.c_str(),
                    rec.end.termination.c_str(), duration_text(eta).c_str());
      progress << line << std::flush;
    }
    if (config.standings_every > 0 && shared.done % config.standings_every == 0 &&
        shared.done < shared.total) {
      if (options.progress_bar) progress << "\n";
      out << "standings after " << shared.done << " games:\n"
          << ratings::format_standings(
                 ratings::compute_standings(results, static_cast<int>(names.size())), names);
      out.flush();
    }
  };

  auto finish_game = [&](const ScheduledGame& sg, const GameRecord& rec) {
    GameLabels labels;
    labels.event = config.name;
    labels.site = config.site;
    labels.date = pgn_date_today();
    labels.round = std::to_string(sg.round) + "." + std::to_string(sg.index + 1);
    for (int e : sg.seats) labels.players.push_back(names[e]);
    labels.time_control = time_control_text(tc);
    const records::StoredGame stored = stored_game(rec, *rules, labels);
    std::lock_guard lock(shared.mutex);
    if (!store.record_game(tournament, sg.index, stored)) return;
    if (auto g = scheduled_game_result(sg, *rules, rec.end)) {
      results.push_back(std::move(*g));
      result_index.push_back(sg.index);
    }
    for (const MoveRecord& m : rec.moves) {
      if (m.book || m.forced) continue;
      ++summary.engine_plies;
      if (m.engine_ms >= 0)
        shared.latencies.push_back(static_cast<double>(m.host_us) / 1000.0 -
                                   static_cast<double>(m.engine_ms));
    }
    report(sg, rec);
  };

  std::atomic<size_t> next{0};
  std::atomic<int> slots{0};
  std::mutex error_mutex;
  std::string error;
  auto worker = [&] {
    // Before any engine starts: the engines inherit the pin.
    if (config.affinity) pin_thread_to_slot(slots++);
    std::vector<std::unique_ptr<EngineClient>> clients(config.engines.size());
    try {
      for (size_t job; (job = next++) < pending.size();) {
        const ScheduledGame& sg = schedule[pending[job]];
        GameSetup setup;
        setup.rules = rules.get();
        if (sg.opening >= 0) {
          setup.start_fen = openings[sg.opening].fen;
          setup.opening = openings[sg.opening].moves;
        }
        for (int e : sg.seats) {
          if (!clients[e])
            clients[e] = std::make_unique<EngineClient>(config.engines[e], config.timeouts);
          setup.armies.push_back(clients[e].get());
        }
        setup.time_control = tc;
        setup.margin_ms = config.margin_ms;
        setup.stall_timeout = config.timeouts.stall;
        setup.adjudication = config.adjudication;
        setup.dice_seed = dice_seed(config, sg.index);
        finish_game(sg, play_game(setup));
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(error_mutex);
      if (error.empty()) error = e.what();
      next = pending.size();  // the other workers stop after their game
    }
    int starts = 0;
    for (auto& c : clients)
      if (c) {
        starts += c->starts();
        c->stop();
      }
    std::lock_guard lock(shared.mutex);
    summary.engine_starts += starts;
  };
  const int threads = std::max(1, std::min(config.concurrency, static_cast<int>(pending.size())));
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  if (options.progress_bar && summary.played_now > 0) progress << "\n";
  if (!error.empty()) throw std::runtime_error(error);

  if (store.pending(tournament).empty()) store.mark_finished(tournament);
  summary.wall_s = std::chrono::duration<double>(Clock::now() - shared.started).count();
  summary.manager_cpu_s = cpu_seconds(RUSAGE_SELF) - cpu_before;
  summary.engines_cpu_s = cpu_seconds(RUSAGE_CHILDREN) - children_before;
  if (!shared.latencies.empty()) {
    auto& l = shared.latencies;
    double sum = 0;
    for (double v : l) sum += v;
    summary.latency_mean_ms = sum / static_cast<double>(l.size());
    std::sort(l.begin(), l.end());
    summary.latency_p95_ms = l[std::min(l.size() - 1, l.size() * 95 / 100)];
  }
  // In the schedule's order, as `chatur ratings` reads them, so that the bootstrap intervals,
  // which resample in order, are the same: the games finished in another order.
  std::vector<std::pair<int, ratings::GameResult>> ordered;
  for (size_t i = 0; i < results.size(); ++i) ordered.emplace_back(result_index[i], results[i]);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (size_t i = 0; i < ordered.size(); ++i) results[i] = std::move(ordered[i].second);
  out << "final standings (" << results.size() << " of " << summary.scheduled << " games):\n";
  ratings::print_report(out, results, names);
  out.flush();
  return summary;
}

}  // namespace chatur::tournament
