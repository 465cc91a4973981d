#include "tournament/runner.h"

#include <sys/resource.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

#include "engine/rule_sets/registry.h"
#include "ratings/game_result.h"
#include "ratings/report.h"
#include "ratings/standings.h"
#include "records/archive.h"
#include "records/game_end.h"
#include "tournament/cpu_affinity.h"
#include "tournament/format_outcome.h"
#include "tournament/game_record.h"
#include "tournament/identity.h"
#include "tournament/pgn_out.h"
#include "tournament/rated_games.h"
#include "tournament/sprt_stop.h"
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
  std::condition_variable changed;    // a game finished, or a worker stopped on an error
  std::vector<TournamentGame> games;  // every game handed out, by index
  std::deque<int> pending;            // stored games not played, played first (resume)
  int in_flight = 0;
  bool stop = false;
  std::optional<SprtState> sprt_stop;  // the test when it ended the match
  std::vector<ratings::GameResult> results;
  std::vector<int> result_index;  // each result's game
  std::vector<double> latencies;
  int done = 0, total = 0;
  Clock::time_point started;
};

// The game's Round tag: its round, then its number among all games.
std::string round_label(const ScheduledGame& g) {
  return std::to_string(g.round) + "." + std::to_string(g.index + 1);
}

}  // namespace

RunSummary run_tournament(const std::string& db_path, std::int64_t tournament,
                          const TournamentConfig& config, std::ostream& out, std::ostream& progress,
                          const RunOptions& options) {
  const std::vector<Opening> openings = check_config(config);
  const TimeControl tc = parse_time_control(config.time_control_text);
  const auto rules = make_rules(config);
  const std::unique_ptr<Scheduler> scheduler =
      make_scheduler(scheduler_spec(config, static_cast<int>(openings.size())));

  TournamentStore store(db_path);
  // Of the stored configuration, whose engine programs are as the user wrote them: the same on
  // every machine a shard runs on.
  const std::uint64_t identity = tournament_identity(parse_config(store.config_json(tournament)));
  std::vector<std::string> names;
  for (const auto& e : config.engines) names.push_back(e.name);
  RunSummary summary;
  Shared shared;
  // A shard hands out the whole schedule at once (a fixed one: check_shardable) and plays its
  // part of it; the other shards' games stay scheduled in its archive.
  const std::optional<Shard> shard = store.shard(tournament);
  if (shard) {
    check_shardable(config);
    std::vector<TournamentGame> games = store.games(tournament);
    std::vector<ScheduledGame> added;
    for (Next n = scheduler->next(games); n.kind == Next::Kind::kGame; n = scheduler->next(games)) {
      added.push_back(n.game);
      games.push_back({n.game, std::nullopt});
    }
    store.add_games(tournament, added);
  }
  shared.games = store.games(tournament);
  for (const TournamentGame& t : shared.games) {
    if (t.game.index != static_cast<int>(&t - shared.games.data()))
      throw StoreError("the stored games of tournament " + std::to_string(tournament) +
                       " are not numbered 1 to " + std::to_string(shared.games.size()));
    if (t.game.opening >= static_cast<int>(openings.size()))
      throw StoreError("stored game " + std::to_string(t.game.index + 1) + " plays opening " +
                       std::to_string(t.game.opening + 1) + ", and there are " +
                       std::to_string(openings.size()) + " openings");
    for (int e : t.game.seats)
      if (e < 0 || e >= static_cast<int>(names.size()))
        throw StoreError("stored game " + std::to_string(t.game.index + 1) +
                         " seats an engine the configuration does not have");
    if (shard && !in_shard(*shard, t.game)) continue;
    if (!t.end) {
      shared.pending.push_back(t.game.index);
      continue;
    }
    // Played before (resume): already in the archive, with their results here.
    if (auto g = scheduled_game_result(t.game, *rules, *t.end)) {
      shared.results.push_back(std::move(*g));
      shared.result_index.push_back(t.game.index);
    }
    ++summary.already;
  }

  // The games a kill left out of the PGN file (stored, not yet appended) go there first.
  std::unique_ptr<PgnOut> pgn_out;
  if (!config.pgn_out.empty()) {
    pgn_out = std::make_unique<PgnOut>(config.pgn_out);
    const std::set<std::string> there = pgn_out->rounds(config.name);
    for (const auto& [index, pgn] : store.played_pgn(tournament))
      if (!there.contains(round_label(shared.games[index].game))) pgn_out->append(pgn);
  }

  shared.total = shard ? summary.already + static_cast<int>(shared.pending.size())
                       : std::max(scheduler->planned(), static_cast<int>(shared.games.size()));
  shared.done = summary.already;
  shared.started = Clock::now();
  const double cpu_before = cpu_seconds(RUSAGE_SELF);
  const double children_before = cpu_seconds(RUSAGE_CHILDREN);

  auto report = [&](const ScheduledGame& sg, const GameRecord& rec) {
    // Called under the mutex.
    const int played_now = ++summary.played_now;
    ++shared.done;
    const double elapsed = std::chrono::duration<double>(Clock::now() - shared.started).count();
    const double eta =
        elapsed / played_now * static_cast<double>(std::max(shared.total - shared.done, 0));
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
                 ratings::compute_standings(shared.results, static_cast<int>(names.size())), names);
      out.flush();
    }
  };

  // Called under the mutex.
  auto finish_game = [&](const ScheduledGame& sg, const GameRecord& rec,
                         const records::StoredGame& stored) {
    if (!store.record_game(tournament, sg.index, stored)) return;
    shared.games[sg.index].end = rec.end;
    if (pgn_out) pgn_out->append(stored.pgn);
    if (auto g = scheduled_game_result(sg, *rules, rec.end)) {
      shared.results.push_back(std::move(*g));
      shared.result_index.push_back(sg.index);
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

  // The next game to play, stored games first, then what the scheduler hands out (stored
  // before it is played); nothing when the tournament is over or a worker failed. Waits while
  // the scheduler waits for a result.
  const bool paired_sprt = config.games_per_pairing >= 2;
  auto next_game = [&](std::unique_lock<std::mutex>& lock) -> std::optional<ScheduledGame> {
    for (;;) {
      if (shared.stop) return std::nullopt;
      if (!shared.pending.empty()) {
        const int index = shared.pending.front();
        shared.pending.pop_front();
        return shared.games[index].game;
      }
      const Next n = scheduler->next(shared.games);
      switch (n.kind) {
        case Next::Kind::kGame:
          if (n.game.index != static_cast<int>(shared.games.size()))
            throw std::logic_error("the scheduler numbered a game out of turn");
          store.add_game(tournament, n.game);
          shared.games.push_back({n.game, std::nullopt});
          shared.total = std::max(shared.total, static_cast<int>(shared.games.size()));
          return n.game;
        case Next::Kind::kWait:
          if (shared.in_flight == 0)
            throw std::logic_error("the scheduler waits with no game under way");
          shared.changed.wait(lock);
          break;
        case Next::Kind::kDone:
          // The games finished now are the ones that decided; those in flight come after.
          if (config.sprt && !shared.sprt_stop)
            shared.sprt_stop = sprt_state(*config.sprt, paired_sprt, shared.games);
          return std::nullopt;
      }
    }
  };

  std::atomic<int> slots{0};
  std::string error;
  auto worker = [&] {
    // Before any engine starts: the engines inherit the pin.
    if (config.affinity) pin_thread_to_slot(slots++);
    std::vector<std::unique_ptr<EngineClient>> clients(config.engines.size());
    std::unique_lock lock(shared.mutex);
    try {
      while (const std::optional<ScheduledGame> sg = next_game(lock)) {
        ++shared.in_flight;
        lock.unlock();
        // A game with armies of its own is played (and recorded) under its own rule set.
        const std::unique_ptr<const engine::RuleSet> own_rules =
            sg->armies ? make_rules(config, *sg->armies) : nullptr;
        const engine::RuleSet& game_rules = own_rules ? *own_rules : *rules;
        GameSetup setup;
        setup.rules = &game_rules;
        if (sg->opening >= 0) {
          setup.start_fen = openings[sg->opening].fen;
          setup.opening = openings[sg->opening].moves;
        }
        for (int e : sg->seats) {
          if (!clients[e])
            clients[e] = std::make_unique<EngineClient>(config.engines[e], config.timeouts);
          setup.armies.push_back(clients[e].get());
        }
        setup.time_control = tc;
        setup.margin_ms = config.margin_ms;
        setup.stall_timeout = config.timeouts.stall;
        setup.adjudication = config.adjudication;
        setup.dice_seed = dice_seed(config, sg->index);
        const GameRecord rec = play_game(setup);
        GameLabels labels;
        labels.event = config.name;
        labels.site = config.site;
        labels.date = pgn_date_today();
        labels.round = round_label(*sg);
        for (int e : sg->seats) labels.players.push_back(names[e]);
        labels.time_control = time_control_text(tc);
        records::StoredGame stored = stored_game(rec, game_rules, labels);
        stored.occasion = game_occasion(identity, sg->index);
        lock.lock();
        --shared.in_flight;
        finish_game(*sg, rec, stored);
        shared.changed.notify_all();
      }
    } catch (const std::exception& e) {
      if (!lock.owns_lock()) {
        lock.lock();
        --shared.in_flight;
      }
      if (error.empty()) error = e.what();
      shared.stop = true;  // the other workers stop after their game
      shared.changed.notify_all();
    }
    lock.unlock();  // engines stop without holding up the other workers
    int starts = 0;
    for (auto& c : clients)
      if (c) {
        starts += c->starts();
        c->stop();
      }
    lock.lock();
    summary.engine_starts += starts;
  };
  const int threads = std::max(1, config.concurrency);
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  if (options.progress_bar && summary.played_now > 0) progress << "\n";
  if (!error.empty()) throw std::runtime_error(error);

  summary.scheduled = static_cast<int>(shared.games.size());
  // Over when every game handed out is played and the scheduler has no more.
  if (shared.pending.empty() && scheduler->next(shared.games).kind == Next::Kind::kDone)
    store.mark_finished(tournament);
  // Printed apart from the report, which rates every game played, those in flight when the
  // test decided included. A match decided before (resumed) keeps the decision it stored.
  if (config.sprt) {
    const bool decided_now = !store.sprt(tournament) && shared.sprt_stop &&
                             shared.sprt_stop->decision != ratings::SprtDecision::kContinue;
    if (decided_now)
      store.record_sprt(tournament, shared.sprt_stop->llr, shared.sprt_stop->decision);
    if (const auto stored = store.sprt(tournament)) {
      out << sprt_decision_line(*config.sprt, stored->first, stored->second);
      if (decided_now)
        out << " after " << shared.sprt_stop->games << " games"
            << (paired_sprt ? " (" + std::to_string(shared.sprt_stop->pairs) + " pairs)" : "");
      out << "\n";
    }
  }
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
  std::vector<ratings::GameResult>& results = shared.results;
  std::vector<std::pair<int, ratings::GameResult>> ordered;
  for (size_t i = 0; i < results.size(); ++i)
    ordered.emplace_back(shared.result_index[i], results[i]);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  for (size_t i = 0; i < ordered.size(); ++i) results[i] = std::move(ordered[i].second);
  out << format_outcome(config, names, shared.games);
  out << "final standings (" << results.size() << " of " << summary.scheduled << " games):\n";
  ratings::print_report(out, results, names);
  out.flush();
  return summary;
}

}  // namespace chatur::tournament
