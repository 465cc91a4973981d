// The commands that need Poco (engine processes, JSON configs, the web server) live in a second
// executable, chatur-host, so that every other command starts without loading Poco's libraries:
// their relocation is most of a short command's start-up (docs/architecture.md, "Two
// executables"). `chatur` lists these commands and hands them over to chatur-host unchanged.
#pragma once

#include <span>
#include <string_view>

namespace chatur::cli {

enum class HostCommand { kTournament, kRatings, kMerge, kServe };

struct HostCommandText {
  HostCommand command;
  std::string_view name;
  std::string_view description;
};

// Every host command with the name and help line both executables show.
std::span<const HostCommandText> host_commands();
const HostCommandText& text_of(HostCommand command);

}  // namespace chatur::cli
