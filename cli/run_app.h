// The part of `main` both executables share (cli/host_commands.h).
#pragma once

#include <CLI/CLI.hpp>

namespace chatur::cli {

// Parses the command line and runs the chosen command: 0, or the error printed on stderr and
// its exit code (2 for bad arguments or a file that cannot be opened, a command's own code, else
// 1).
int run_app(CLI::App& app, int argc, char** argv);

}  // namespace chatur::cli
