// Pinning a game to one CPU: the worker thread that plays it and the engines it starts (a child
// process inherits the mask of the thread that starts it). The host and its engines then hand
// the turn to each other on one CPU, without the cross-CPU wakeups and migrations that otherwise
// cost more than the host's own work on each move.
#pragma once

namespace chatur::tournament {

// Pins the calling thread to one of the CPUs the process may use: slot i takes the i-th, round
// robin. False if there is none to take or the system refuses; the thread then runs where the
// scheduler puts it.
bool pin_thread_to_slot(int slot);

}  // namespace chatur::tournament
