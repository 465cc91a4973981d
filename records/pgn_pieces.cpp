#include "records/pgn_pieces.h"

#include <algorithm>
#include <string_view>

namespace chatur::records {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The last line before `end` that is not blank is one of moves: not a tag (which ends with ']').
bool moves_before(std::string_view text, std::size_t end) {
  while (end > 0 && is_blank(text[end - 1])) --end;
  return end > 0 && text[end - 1] != ']';
}

}  // namespace

bool PgnPieces::read_more() {
  if (!in_) return false;
  const std::size_t old = pending_.size();
  pending_.resize(old + size_);
  in_.read(pending_.data() + old, static_cast<std::streamsize>(size_));
  pending_.resize(old + static_cast<std::size_t>(in_.gcount()));
  return pending_.size() > old;
}

std::size_t PgnPieces::find_cut(std::size_t from) const {
  const std::string_view text = pending_;
  for (std::size_t nl = text.find('\n', from == 0 ? 0 : from - 1); nl != std::string_view::npos;
       nl = text.find('\n', nl + 1)) {
    if (nl + 1 >= text.size()) return std::string_view::npos;
    if (text[nl + 1] == '[' && moves_before(text, nl)) return nl + 1;
  }
  return std::string_view::npos;
}

PgnPiece PgnPieces::take(std::size_t length, bool last) {
  PgnPiece piece;
  piece.text = pending_.substr(0, length);
  pending_.erase(0, length);
  piece.offset = offset_;
  piece.first_line = line_;
  piece.last = last;
  offset_ += length;
  line_ += static_cast<int>(std::count(piece.text.begin(), piece.text.end(), '\n'));
  return piece;
}

std::optional<PgnPiece> PgnPieces::next() {
  if (done_) return std::nullopt;
  std::size_t searched = size_;  // where the search for a cut goes on
  for (;;) {
    if (pending_.size() > searched) {
      const std::size_t cut = find_cut(searched);
      if (cut != std::string::npos) return take(cut, false);
      searched = std::max(searched, pending_.size());
    }
    if (pending_.size() >= max_size_) {
      const std::size_t nl = pending_.find('\n', max_size_ - 1);
      if (nl != std::string::npos && nl + 1 < pending_.size()) return take(nl + 1, false);
    }
    if (!read_more()) {
      done_ = true;
      return take(pending_.size(), true);
    }
  }
}

}  // namespace chatur::records
