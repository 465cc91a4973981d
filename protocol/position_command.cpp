#include "protocol/position_command.h"

#include "engine/fen.h"
#include "protocol/move_codec.h"
#include "protocol/words.h"

namespace chatur::protocol {

PositionCommand::PositionCommand(const engine::RuleSet& rules, std::string_view start_fen)
    : rules_(&rules) {
  line_ = "position ";
  // Other engines' startpos is chess's: a Chess960 start by number goes as its FEN.
  if (start_fen.empty() && rules.options().start != engine::RuleOptions{}.start) {
    line_ += "fen " + engine::to_fen(engine::Position(rules));
  } else if (start_fen.empty()) {
    line_ += "startpos";
  } else {
    line_ += rules.army_count() == 2 ? "fen " : "fen4 ";
    start_offset_ = line_.size();
    start_fen_ = start_fen;
    line_ += start_fen;
  }
}

void PositionCommand::separate() {
  line_ += has_moves_ ? " " : " moves ";
  has_moves_ = true;
}

void PositionCommand::add_roll(const engine::DiceRoll& roll) {
  separate();
  line_ += encode_roll_token(roll);
}

void PositionCommand::add_move(const engine::Position& pos, engine::Move m) {
  separate();
  const size_t offset = line_.size();
  append_move(line_, pos, m);
  if (pos.continuation() == engine::Continuation::kChoose)
    choices_.push_back({offset, line_.size() - offset, pos.to_move()});
}

std::string PositionCommand::view_line(const engine::Position& now, int viewer) const {
  unsigned hide = 0;
  for (int a = 0; a < rules_->army_count(); ++a)
    if (!now.secret_known(a, viewer)) hide |= 1u << a;
  if (!hide) return line_;
  std::string out = line_;
  // From the last back, so that the earlier offsets stay where they are.
  for (auto c = choices_.rbegin(); c != choices_.rend(); ++c)
    if (hide >> c->army & 1) out.replace(c->offset, c->length, "@?");
  if (!start_fen_.empty() && rules_->army_count() > 2)
    out.replace(start_offset_, start_fen_.size(),
                engine::to_fen_hiding(engine::parse_fen(*rules_, start_fen_), hide));
  return out;
}

engine::Position decode_position(const engine::RuleSet& rules, std::string_view args) {
  Words words(args);
  const std::string_view kind = words.next();
  const bool four = rules.army_count() > 2;
  auto position = [&]() -> engine::Position {
    if (kind == "startpos") return engine::Position(rules);
    // "fen" for a FEN4 too: engines written for UCI send it.
    if (kind != "fen" && !(four && kind == "fen4"))
      throw WireError(WireError::Kind::kSyntax, "expected startpos, " +
                                                    std::string(four ? "fen4" : "fen") +
                                                    ", got \"" + std::string(kind) + "\"");
    std::string fen;
    for (std::string_view w = words.next(); !w.empty() && w != "moves"; w = words.next())
      fen.append(fen.empty() ? "" : " ").append(w);
    try {
      return engine::parse_fen(rules, fen);
    } catch (const engine::FenError& e) {
      throw WireError(WireError::Kind::kSyntax, e.what());
    }
  };
  engine::Position pos = position();
  if (kind == "startpos") {
    const std::string_view w = words.next();
    if (!w.empty() && w != "moves")
      throw WireError(WireError::Kind::kSyntax,
                      "expected \"moves\", got \"" + std::string(w) + "\"");
  }
  for (std::string_view w = words.next(); !w.empty(); w = words.next()) {
    if (is_roll_token(w)) {
      if (!pos.awaiting_roll())
        throw WireError(WireError::Kind::kIllegal,
                        "roll \"" + std::string(w) + "\" where none is due");
      pos.roll(decode_roll_token(pos, w));
      continue;
    }
    if (pos.awaiting_roll())
      throw WireError(WireError::Kind::kIllegal,
                      "\"" + std::string(w) + "\" where a roll token is due");
    pos.make(decode_move(pos, w));
  }
  return pos;
}

}  // namespace chatur::protocol
