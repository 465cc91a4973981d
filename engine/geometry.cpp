#include "engine/geometry.h"

#include <algorithm>
#include <stdexcept>

namespace chatur::engine {

Geometry::Geometry(int files, int ranks, const std::vector<std::string>& holes)
    : files_(files), ranks_(ranks), stride_(files + 2 * kPad) {
  if (files < 1 || files > kMaxFiles || ranks < 1 || ranks > kMaxRanks)
    throw std::invalid_argument("board size out of range (1..16 files and ranks)");
  exists_.assign(mailbox_size(), 0);
  for (int r = 0; r < ranks; ++r)
    for (int f = 0; f < files; ++f) exists_[(r + kPad) * stride_ + f + kPad] = 1;
  for (const auto& h : holes) {
    auto s = parse(h);
    if (!s) throw std::invalid_argument("hole '" + h + "' is not a square of the board");
    exists_[*s] = 0;
  }
  for (int r = 0; r < ranks; ++r)
    for (int f = 0; f < files; ++f)
      if (Square s = square(f, r); s != kNoSquare) squares_.push_back(s);
  names_.resize(mailbox_size());
  for (int r = 0; r < ranks; ++r)
    for (int f = 0; f < files; ++f) {
      const std::string text = computed_name(static_cast<Square>((r + kPad) * stride_ + f + kPad));
      CellName& name = names_[(r + kPad) * stride_ + f + kPad];
      std::copy(text.begin(), text.end(), name.text.begin());
      name.size = static_cast<unsigned char>(text.size());
    }
}

Square Geometry::named(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'z' || text[1] == '0')
    return kNoSquare;
  int rank = 0;
  for (size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return kNoSquare;
    rank = rank * 10 + (text[i] - '0');
  }
  return square(text[0] - 'a', rank - 1);
}

std::string Geometry::name(Square s) const {
  std::string out;
  append_name(out, s);
  return out;
}

std::string Geometry::computed_name(Square s) const {
  std::string out(1, static_cast<char>('a' + file_of(s)));
  const int rank = rank_of(s) + 1;
  if (rank < 1 || rank > 99)
    return out + std::to_string(rank);  // not a square: written all the same
  if (rank >= 10) out += static_cast<char>('0' + rank / 10);
  out += static_cast<char>('0' + rank % 10);
  return out;
}

}  // namespace chatur::engine
