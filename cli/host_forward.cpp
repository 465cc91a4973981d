#include "cli/host_forward.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/host_commands.h"

namespace chatur::cli {
namespace {

[[noreturn]] void exec_host(std::string_view name, const std::vector<std::string>& args) {
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) throw CommandError("cannot find this executable's folder: " + ec.message());
  const std::string host = (self.parent_path() / "chatur-host").string();
  std::vector<std::string> words{"chatur", std::string(name)};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  execv(host.c_str(), argv.data());
  throw CommandError("cannot start " + host + ": " + std::strerror(errno));
}

}  // namespace

void add_host_forwarders(CLI::App& app) {
  for (const HostCommandText& c : host_commands()) {
    auto* cmd = app.add_subcommand(std::string(c.name), std::string(c.description));
    // Everything after the name, --help included, is chatur-host's to parse.
    cmd->prefix_command();
    cmd->set_help_flag();
    cmd->allow_extras();
    cmd->callback([cmd, name = c.name] { exec_host(name, cmd->remaining()); });
  }
}

}  // namespace chatur::cli
