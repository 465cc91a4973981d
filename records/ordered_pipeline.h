// Runs work on items in parallel while producing and consuming them in order: one thread reads
// items, worker threads transform them, and the calling thread consumes them in the order they
// were read. Import and validate use it to replay games on every core while their output and
// archive writes stay in file order.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace chatur::records {

template <class T>
class OrderedPipeline {
 public:
  using Produce = std::function<std::optional<T>()>;
  using Work = std::function<void(T&)>;
  using Consume = std::function<void(T&)>;

  // Calls produce() until it returns nothing, work() on each item on one of `workers` threads
  // and consume() on each item on this thread, in production order. Items travel in units of
  // `unit_items`, so that a lock is taken per unit rather than per item. With fewer than two
  // workers everything runs on this thread. The worker threads run `worker_nice` nice levels
  // below the calling thread (Linux): a thread that consumes their output, and must not fall
  // behind them, gets a larger share of the processor. An exception from any of the three stops
  // the pipeline and is rethrown here once every thread has stopped.
  static void run(int workers, const Produce& produce, const Work& work, const Consume& consume,
                  size_t unit_items = 32, int worker_nice = 0) {
    if (workers < 2) {
      while (auto item = produce()) {
        work(*item);
        consume(*item);
      }
      return;
    }
    OrderedPipeline p;
    p.unit_items_ = unit_items;
    p.worker_nice_ = worker_nice;
    p.run_threads(workers, produce, work, consume);
  }

 private:
  struct Unit {
    size_t seq = 0;
    std::vector<T> items;
  };

  void run_threads(int workers, const Produce& produce, const Work& work, const Consume& consume) {
    const size_t max_in_flight = static_cast<size_t>(workers) * 4;
    std::vector<std::thread> threads;
    threads.emplace_back([&] { read(produce, max_in_flight); });
    for (int i = 0; i < workers; ++i) threads.emplace_back([&] { transform(work); });
    try {
      consume_in_order(consume);
    } catch (...) {
      fail(std::current_exception());
    }
    for (auto& t : threads) t.join();
    if (error_) std::rethrow_exception(error_);
  }

  void fail(std::exception_ptr e) {
    std::lock_guard lock(mutex_);
    if (!error_) error_ = e;
    stop_ = true;
    room_.notify_all();
    todo_added_.notify_all();
    done_added_.notify_all();
  }

  void read(const Produce& produce, size_t max_in_flight) {
    try {
      for (size_t seq = 0;; ++seq) {
        Unit unit{seq, {}};
        while (unit.items.size() < unit_items_) {
          auto item = produce();
          if (!item) break;
          unit.items.push_back(std::move(*item));
        }
        const bool last = unit.items.size() < unit_items_;
        const bool empty = unit.items.empty();
        std::unique_lock lock(mutex_);
        room_.wait(lock, [&] { return stop_ || in_flight_ < max_in_flight; });
        if (stop_) return;
        if (!empty) {
          ++in_flight_;
          todo_.push_back(std::move(unit));
        }
        if (last) {
          units_ = empty ? seq : seq + 1;
          produced_all_ = true;
          todo_added_.notify_all();
          done_added_.notify_all();
          return;
        }
        todo_added_.notify_one();
      }
    } catch (...) {
      fail(std::current_exception());
    }
  }

  void transform(const Work& work) {
#ifdef __linux__
    // An advice: where the system refuses, the worker runs at the caller's priority.
    if (worker_nice_ > 0) {
      const auto self = static_cast<id_t>(gettid());
      setpriority(PRIO_PROCESS, self, getpriority(PRIO_PROCESS, self) + worker_nice_);
    }
#endif
    try {
      for (;;) {
        Unit unit;
        {
          std::unique_lock lock(mutex_);
          todo_added_.wait(lock, [&] { return stop_ || !todo_.empty() || produced_all_; });
          if (stop_ || todo_.empty()) return;
          unit = std::move(todo_.front());
          todo_.pop_front();
        }
        for (T& item : unit.items) work(item);
        std::lock_guard lock(mutex_);
        const bool awaited = unit.seq == next_;
        done_.emplace(unit.seq, std::move(unit));
        if (awaited) done_added_.notify_one();
      }
    } catch (...) {
      fail(std::current_exception());
    }
  }

  void consume_in_order(const Consume& consume) {
    for (size_t next = 0;; ++next) {
      Unit unit;
      {
        std::unique_lock lock(mutex_);
        next_ = next;
        done_added_.wait(
            lock, [&] { return stop_ || done_.count(next) || (produced_all_ && next >= units_); });
        if (stop_ || !done_.count(next)) return;
        unit = std::move(done_.at(next));
        done_.erase(next);
        --in_flight_;
        room_.notify_one();
      }
      for (T& item : unit.items) consume(item);
    }
  }

  size_t unit_items_ = 32;
  int worker_nice_ = 0;
  std::mutex mutex_;
  // A condition per kind of waiter (the reader, the workers, the consumer), each woken only for
  // what it waits for: with one condition woken for every change, an import of 20,000 games
  // made 4,900 context switches, 2,800 with these.
  std::condition_variable room_, todo_added_, done_added_;
  size_t next_ = 0;  // the unit the consumer waits for
  std::deque<Unit> todo_;
  std::map<size_t, Unit> done_;
  size_t in_flight_ = 0;
  size_t units_ = 0;  // units produced, once produced_all_
  bool produced_all_ = false;
  bool stop_ = false;
  std::exception_ptr error_;
};

}  // namespace chatur::records
