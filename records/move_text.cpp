#include "records/move_text.h"

#include <algorithm>
#include <vector>

#include "engine/movegen.h"
#include "engine/notation.h"
#include "records/chesscom_moves.h"
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
  out += engine::MoveText(pos, m).view();
  pos.make(m);
}

engine::Move read_record_move(engine::Position& pos, std::string_view text,
                              engine::PieceMoves* mover_moves) {
  if (writes_san(pos.rules()))
    if (const engine::Move m = try_parse_san(pos, text, mover_moves); m != engine::kNullMove)
      return m;
  // A record holds the truth: a hidden choice belongs to a view of a game in progress. The reader
  // may have taken its '?' for an annotation.
  if (text == "@?" || text == "@")
    throw engine::MoveTextError(
        engine::MoveTextError::Kind::kIllegal,
        "a hidden choice (@?) is a view of a game in progress, not a record");
  if (!pos.rules().four_army_check()) return engine::parse_move(pos, text, mover_moves);
  // chess.com's forms: the core reads the plain text, and its messages quote the record's.
  const std::string plain = plain_move_text(pos, text);
  try {
    return engine::parse_move(pos, plain, mover_moves);
  } catch (const engine::MoveTextError& e) {
    std::string what = e.what();
    const std::string quoted = "\"" + plain + "\"";
    if (const size_t at = what.find(quoted); at != std::string::npos)
      what.replace(at, quoted.size(), "\"" + std::string(text) + "\"");
    throw engine::MoveTextError(e.kind(), what);
  }
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
