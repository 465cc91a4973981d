#include "tournament/cpu_affinity.h"

#include <sched.h>

namespace chatur::tournament {

bool pin_thread_to_slot(int slot) {
  cpu_set_t allowed;
  CPU_ZERO(&allowed);
  if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return false;
  const int count = CPU_COUNT(&allowed);
  if (count == 0 || slot < 0) return false;
  int nth = slot % count;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (!CPU_ISSET(cpu, &allowed) || nth-- > 0) continue;
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(cpu, &one);
    return sched_setaffinity(0, sizeof one, &one) == 0;  // 0: the calling thread
  }
  return false;
}

}  // namespace chatur::tournament
