// chatur-host: the commands that need Poco (cli/host_commands.h). Users run them as `chatur
// tournament ...`; `chatur` starts this executable with the same arguments.
#include "cli/commands.h"
#include "cli/run_app.h"

int main(int argc, char** argv) {
  CLI::App app{"chatur: rules, records and tournaments for four-army and large chess variants",
               "chatur"};
  chatur::cli::add_tournament_command(app);
  chatur::cli::add_ratings_command(app);
  chatur::cli::add_merge_command(app);
  chatur::cli::add_serve_command(app);
  return chatur::cli::run_app(app, argc, argv);
}
