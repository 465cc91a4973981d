#include "tournament/pgn_out.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "records/pgn_reader.h"

namespace chatur::tournament {
namespace {

std::string system_error(const std::string& what, const std::string& path) {
  return what + " '" + path + "': " + std::strerror(errno);
}

// Where the last game starts: after the last blank line followed by a tag (movetext has no blank
// lines; a game's tags and movetext are separated by one not followed by a tag).
std::size_t last_game_start(const std::string& text) {
  const std::size_t at = text.rfind("\n\n[");
  return at == std::string::npos ? 0 : at + 2;
}

}  // namespace

std::string trim_partial_game(const std::string& text) {
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) return "";
  const std::size_t start = last_game_start(text);
  std::istringstream in(text.substr(start));
  records::PgnReader reader(in);
  const auto item = reader.next();
  if (!item || item->error || item->game.result.empty()) return text.substr(0, start);
  std::string whole = text;
  while (!whole.empty() && (whole.back() == '\n' || whole.back() == ' ' || whole.back() == '\r'))
    whole.pop_back();
  return whole + "\n\n";
}

PgnOut::PgnOut(const std::string& path) : path_(path) {
  std::string text;
  {
    std::ifstream in(path, std::ios::binary);
    if (in) {
      std::stringstream s;
      s << in.rdbuf();
      text = s.str();
    }
  }
  const std::string trimmed = trim_partial_game(text);
  if (trimmed != text) {
    // Rewritten whole only when it ends wrongly, which a kill by itself never leaves.
    const std::string tmp = path + ".trim";
    {
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      out << trimmed;
      if (!out.flush()) throw std::runtime_error(system_error("pgn_out: cannot write", tmp));
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0)
      throw std::runtime_error(system_error("pgn_out: cannot replace", path));
  }
  fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw std::runtime_error(system_error("pgn_out: cannot open", path));
}

PgnOut::~PgnOut() {
  if (fd_ >= 0) ::close(fd_);
}

void PgnOut::append(const std::string& pgn) {
  std::string text = pgn;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  text += "\n\n";
  const ssize_t n = ::write(fd_, text.data(), text.size());
  if (n != static_cast<ssize_t>(text.size()))
    throw std::runtime_error(system_error("pgn_out: cannot append to", path_));
}

std::set<std::string> PgnOut::rounds(const std::string& event) const {
  std::set<std::string> out;
  std::ifstream in(path_, std::ios::binary);
  records::PgnReader reader(in);
  while (auto item = reader.next()) {
    const std::string* e = item->game.tag("Event");
    const std::string* round = item->game.tag("Round");
    if (e && round && *e == event) out.insert(*round);
  }
  return out;
}

}  // namespace chatur::tournament
