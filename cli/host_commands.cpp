#include "cli/host_commands.h"

#include <array>

namespace chatur::cli {
namespace {

constexpr std::array<HostCommandText, 4> kHostCommands{{
    {HostCommand::kTournament, "tournament", "Run engine tournaments into an archive"},
    {HostCommand::kRatings, "ratings",
     "Rate the players of archived games or of a tournament (maximum likelihood)"},
    {HostCommand::kMerge, "merge",
     "Merge archives (the shards of a tournament) into one, all or nothing"},
    {HostCommand::kServe, "serve", "Show an archive and its tournaments in a web browser"},
}};

constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < kHostCommands.size(); ++i)
    if (kHostCommands[i].command != static_cast<HostCommand>(i)) return false;
  return true;
}
static_assert(in_enum_order(), "text_of indexes the table by the enum");

}  // namespace

std::span<const HostCommandText> host_commands() {
  return kHostCommands;
}

const HostCommandText& text_of(HostCommand command) {
  return kHostCommands[static_cast<std::size_t>(command)];
}

}  // namespace chatur::cli
