// `chatur`'s side of the host commands (cli/host_commands.h).
#pragma once

#include <CLI/CLI.hpp>

namespace chatur::cli {

// Registers every host command as a subcommand that takes all its arguments unparsed and
// replaces this process with chatur-host (found beside this executable, started without a
// shell), so exit codes, signals and the process id are the host command's own. Throws
// CommandError when chatur-host cannot be started.
void add_host_forwarders(CLI::App& app);

}  // namespace chatur::cli
