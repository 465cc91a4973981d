// Pinning a game slot to a CPU: the thread gets exactly one of the CPUs the process may use,
// slots take them in turn, and an engine started by the thread inherits the pin.
#include "tournament/cpu_affinity.h"

#include <gtest/gtest.h>
#include <sched.h>

#include <csignal>
#include <thread>
#include <vector>

#include "tournament/engine_process.h"

namespace chatur::tournament {
namespace {

std::vector<int> cpus_of(pid_t who) {
  cpu_set_t set;
  CPU_ZERO(&set);
  EXPECT_EQ(sched_getaffinity(who, sizeof set, &set), 0);
  std::vector<int> cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
  return cpus;
}

TEST(CpuAffinity, SlotsTakeTheAllowedCpusInTurnAndEnginesInheritThePin) {
  std::signal(SIGPIPE, SIG_IGN);
  const std::vector<int> allowed = cpus_of(0);
  ASSERT_FALSE(allowed.empty());
  for (int slot = 0; slot <= static_cast<int>(allowed.size()); ++slot) {
    // In a thread of its own, as the runner's workers: the test's thread keeps its CPUs.
    std::thread([&] {
      ASSERT_TRUE(pin_thread_to_slot(slot));
      const std::vector<int> expected = {allowed[slot % allowed.size()]};
      EXPECT_EQ(cpus_of(0), expected) << "slot " << slot;
      EngineCommand cmd;
      cmd.program = CHATUR_FAULT_ENGINE;
      EngineProcess engine(cmd);
      EXPECT_EQ(cpus_of(engine.pid()), expected) << "slot " << slot;
    }).join();
  }
  EXPECT_EQ(cpus_of(0), allowed);
  EXPECT_FALSE(pin_thread_to_slot(-1));
}

}  // namespace
}  // namespace chatur::tournament
