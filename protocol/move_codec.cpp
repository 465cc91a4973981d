#include "protocol/move_codec.h"

#include <cctype>
#include <optional>

#include "engine/movegen.h"
#include "engine/notation.h"

namespace chatur::protocol {

void append_move(std::string& out, const engine::Position& pos, engine::Move m, Dialect dialect) {
  const engine::RuleSet& rules = pos.rules();
  if (dialect == Dialect::kFourPChess &&
      (m.kind() == engine::MoveKind::kNormal || m.kind() == engine::MoveKind::kEnPassant ||
       m.kind() == engine::MoveKind::kCastling || m.kind() == engine::MoveKind::kPromotion)) {
    const auto& g = rules.geometry();
    g.append_name(out, m.from());
    out += '-';
    g.append_name(out, m.to());
    if (m.kind() == engine::MoveKind::kPromotion)
      out.append("=").append(1, rules.piece(m.piece()).letter);
    return;
  }
  if (rules.army_count() != 2) {
    out += engine::move_to_text(pos, m);
    return;
  }
  const auto& g = rules.geometry();
  switch (m.kind()) {
    case engine::MoveKind::kNormal:
    case engine::MoveKind::kEnPassant:
    case engine::MoveKind::kCastling:
      out += g.name(m.from());
      out += g.name(m.to());
      return;
    case engine::MoveKind::kPromotion:
      out += g.name(m.from());
      out += g.name(m.to());
      out += static_cast<char>(std::tolower(rules.piece(m.piece()).letter));
      return;
    default:  // drops, swaps, promotion in place, passes: UCI has no form, records' is used
      out += engine::move_to_text(pos, m);
  }
}

std::string encode_move(const engine::Position& pos, engine::Move m, Dialect dialect) {
  std::string out;
  append_move(out, pos, m, dialect);
  return out;
}

namespace {

// Under chess960 castling, the castling that `text` names by the king's squares ("e1g1", as an
// engine without UCI_Chess960 writes it), where no other legal move has them; else none.
std::optional<engine::Move> castling_by_king_squares(engine::Position& pos, std::string_view text) {
  const engine::RuleSet& rules = pos.rules();
  if (!rules.spec().chess960_castling || rules.army_count() != 2) return std::nullopt;
  engine::MoveList legal;
  engine::generate_legal(pos, legal);
  const auto& g = rules.geometry();
  for (engine::Move m : legal) {
    if (m.kind() != engine::MoveKind::kCastling) continue;
    const engine::Castling& c = rules.castlings()[m.castling_index()];
    if (c.king_from != c.king_to && g.name(c.king_from) + g.name(c.king_to) == text) return m;
  }
  return std::nullopt;
}

}  // namespace

engine::Move decode_move(engine::Position& pos, std::string_view text, Dialect dialect) {
  engine::Move m;
  try {
    m = engine::parse_move(pos, text);
  } catch (const engine::MoveTextError& e) {
    if (dialect == Dialect::kUci)
      if (auto castling = castling_by_king_squares(pos, text)) return *castling;
    throw WireError(e.kind() == engine::MoveTextError::Kind::kSyntax ? WireError::Kind::kSyntax
                                                                     : WireError::Kind::kIllegal,
                    e.what());
  }
  // The reader of move text is lenient (records' other spellings); the wire is not.
  const std::string expected = encode_move(pos, m, dialect);
  if (expected != text)
    throw WireError(
        WireError::Kind::kSyntax,
        "\"" + std::string(text) + "\" is not in the wire form: the move is \"" + expected + "\"");
  return m;
}

std::string encode_roll_token(const engine::DiceRoll& roll) {
  return engine::dice_roll_to_text(roll);
}

engine::DiceRoll decode_roll_token(const engine::Position& pos, std::string_view text) {
  if (!is_roll_token(text))
    throw WireError(WireError::Kind::kSyntax, "\"" + std::string(text) + "\" is no roll");
  const engine::RuleSet& rules = pos.rules();
  engine::DiceRoll roll;
  try {
    roll = rules.has_dice() ? engine::dice_roll(engine::read_roll(text))
                            : engine::read_dice_roll(text);
  } catch (const engine::RollTextError& e) {
    throw WireError(WireError::Kind::kSyntax, e.what());
  }
  if (encode_roll_token(roll) != text)
    throw WireError(WireError::Kind::kSyntax, "roll \"" + std::string(text) +
                                                  "\" is not in the wire form: the roll is \"" +
                                                  encode_roll_token(roll) + "\"");
  try {
    if (rules.has_dice()) engine::check_roll(rules, {roll[0], roll[1]}, text);
  } catch (const engine::RollTextError& e) {
    throw WireError(WireError::Kind::kIllegal, e.what());
  }
  if (!engine::is_roll_due(pos, roll))
    throw WireError(WireError::Kind::kIllegal,
                    "roll \"" + std::string(text) + "\" is not the roll due here (" +
                        (pos.insane_turn().insane()
                             ? "the types roll: a die of 1 to 6 per chosen piece"
                             : "the insanity roll: a die of 1 to 6, a count die after 5 or 6") +
                        ")");
  return roll;
}

}  // namespace chatur::protocol
