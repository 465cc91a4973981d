#include "records/move_text.h"

#include <algorithm>
#include <vector>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "records/san.h"

namespace chatur::records {

bool writes_san(const engine::RuleSet& rules) {
  return rules.army_count() == 2;
}

std::string record_move_text(engine::Position& pos, engine::Move m) {
  return writes_san(pos.rules()) ? to_san(pos, m) : engine::move_to_text(pos, m);
}

void append_record_move_and_play(std::string& out, engine::Position& pos, engine::Move m) {
  if (writes_san(pos.rules())) {
    append_san_and_play(out, pos, m);
    return;
  }
  out += engine::move_to_text(pos, m);
  pos.make(m);
}

engine::Move read_record_move(engine::Position& pos, std::string_view text) {
  if (writes_san(pos.rules()) && looks_like_san(text)) return parse_san(pos, text);
  return engine::parse_move(pos, text);
}

std::string legal_moves_text(engine::Position& pos) {
  engine::MoveList legal;
  engine::generate_legal(pos, legal);
  std::vector<std::string> texts;
  for (engine::Move m : legal) texts.push_back(record_move_text(pos, m));
  std::sort(texts.begin(), texts.end());
  std::string out;
  for (const auto& t : texts) out += (out.empty() ? "" : " ") + t;
  return out.empty() ? "(none)" : out;
}

}  // namespace chatur::records
