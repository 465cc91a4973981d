#include "cli/run_app.h"

#include <malloc.h>

#include <iostream>

#include "cli/commands.h"
#include "common/error.h"
#include "records/checked_files.h"

namespace chatur::cli {
namespace {

int exit_code(const chatur::Error& e) {
  if (const auto* c = dynamic_cast<const CommandError*>(&e)) return c->exit_code();
  if (dynamic_cast<const records::OpenError*>(&e)) return 2;
  return 1;
}

}  // namespace

int run_app(CLI::App& app, int argc, char** argv) {
  // Import and validate free each batch of games on another thread than the ones that built
  // them; by default glibc then hands the freed memory back to the system after every batch and
  // faults it in again for the next, about a tenth of an import. The process keeps it instead.
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  app.require_subcommand(1);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const chatur::Error& e) {
    std::cerr << "error: " << place_prefix(e.place()) << e.what() << "\n";
    return exit_code(e);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}

}  // namespace chatur::cli
