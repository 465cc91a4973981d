// What the record subcommands (validate, import, export, games, show, find) share in printing:
// problems as text or JSON lines, results as listed, and the archive filter options.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>

#include "records/archive.h"
#include "records/checked_files.h"
#include "records/game_end.h"

namespace chatur::cli {

// "file:line:col: game N (A - B): message" for each problem, or JSON lines with --json.
void print_problems(std::ostream& out, const records::CheckedGame& g, bool json, bool warnings);

// The result as `games` and `find` list it: the Result text, or a free-for-all's places by army
// in turn order ("4,3,1,2"), which its "*" would hide.
std::string listed_result(const records::GameEnd& end);

// --player --variant --result --event --since --limit, for games and export.
void add_filter_options(CLI::App& cmd, records::GameFilter& filter);

}  // namespace chatur::cli
