#include <csignal>
#include <iostream>
#include <memory>

#include "cli/commands.h"
#include "cli/host_commands.h"
#include "records/archive.h"
#include "web/server.h"

namespace chatur::cli {

void add_serve_command(CLI::App& app) {
  const HostCommandText& about = text_of(HostCommand::kServe);
  auto* cmd = app.add_subcommand(std::string(about.name), std::string(about.description));
  auto options = std::make_shared<web::ServerOptions>();
  cmd->add_option("--db", options->db, "Archive (SQLite file)")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--port", options->port, "Port (0: any free port)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  cmd->add_option("--host", options->host, "Address to listen on (other than loopback: a warning)")
      ->capture_default_str();
  cmd->callback([options] {
    // Refused before listening: a file that is no archive of this chatur.
    records::Archive(options->db, records::Access::kReadOnly);
    if (!web::is_loopback(options->host))
      std::cerr << "warning: listening on " << options->host
                << ", not loopback: anyone who can reach this address can read the archive\n";
    // Ended by SIGINT or SIGTERM, which this thread waits for.
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, nullptr);
    web::Server server(*options);
    server.start();
    std::cout << "serving " << options->db << " at http://"
              << (options->host.find(':') != std::string::npos ? "[" + options->host + "]"
                                                               : options->host)
              << ":" << server.port() << "/ (Ctrl-C stops)" << std::endl;
    int signal = 0;
    sigwait(&stop, &signal);
    server.stop();
  });
}

}  // namespace chatur::cli
