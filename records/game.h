// A game record as read from or written to PGN/PGN4: tags in order, the main line with its
// comments, NAGs and nested variations, and the result token.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/lazy_vector.h"
#include "engine/dice.h"
#include "engine/move.h"

namespace chatur::records {

// A place in a source file: 1-based line and column (in bytes). Line 0 means "no place".
struct SourcePos {
  int line = 0;
  int col = 0;
};

struct Tag {
  std::string name;
  std::string value;
  SourcePos where;  // the tag's '[' in the file it was read from
};

// Tokens in an army's place in the moves that are no board move, as chess.com's PGN4 writes
// them: the army to move resigns ("R") or loses on time ("T"), or, in chess.com's four-player
// chess, is checkmated ("#") or stalemated ("S") as its turn comes. Where the rule set has
// resignation as a ply (four-army check), replay() reads R and T as moves (and S as the
// stalemated army's pass where the game goes on).
enum class Marker : std::uint8_t { kNone, kResign, kTimeout, kMated, kStalemated };

// The marker a one-character token stands for: kNone for any other character.
Marker marker_of_character(char c);
// The marker a movetext token stands for: kNone for any other token. Inline around its test of
// the length (every marker is one character): the reader asks at every move.
inline Marker marker_of_token(std::string_view token) {
  return token.size() == 1 ? marker_of_character(token[0]) : Marker::kNone;
}
// The marker's name in JSON: "resign", "timeout", "mated", "stalemated".
std::string_view marker_name(Marker m);
// The ending it stands for, in messages: "resignation", "timeout", "checkmate", "stalemate".
std::string_view marker_ending(Marker m);

struct MoveNode;

// A sequence of moves: the main line of a game, or a variation.
struct Line {
  std::vector<std::string> comments;  // comments before the first move
  std::vector<MoveNode> moves;
};

struct MoveNode {
  // Each member has its initializer: a node made by value-initialization (emplace_back()) is not
  // zero-filled first, which took a fifth of reading a record's games (0.79x without it). The
  // members are in the order that packs them: a record's reader writes every node of a file and
  // the replay reads it back, and 128 bytes more a node cost an import 1.11x its time.
  MoveNode() noexcept {}

  std::string text;  // as written, annotation marks ("!?") moved into nags
  SourcePos where;
  int number = 0;  // move number written just before this move, 0 if none
  SourcePos number_where;
  Marker marker = Marker::kNone;
  // The ply continues the turn of the ply before it (the second ply of a dice turn). Read from
  // the record: no move number or ".." stands between the two; replay() checks it where turns
  // have several plies and sets it from the position.
  bool continues_turn = false;
  // The roll token written just before its ply: a dice game's "#2,3" before the first ply of a
  // turn, North Korea's "#6,4" or "#3" before its turn and "#1,4" before the moves of an insane
  // turn, the dice in the order rolled.
  std::optional<engine::DiceRoll> roll;
  SourcePos roll_where;
  engine::Move move = engine::kNullMove;  // the move once replayed (records/replay.h)
  LazyVector<int> nags;
  LazyVector<std::string> comments;  // comments after the move
  LazyVector<Line> variations;       // alternatives to this move, from the position before it
  // The move as chatur writes it (records/move_text.h), set by replay() when asked
  // (ReplayOptions::record_texts); empty otherwise.
  std::string record_text;
  // The army that made the move and its move number, set with record_text: the turns as the
  // rules pass them (four-army check skips defeated armies).
  int record_fullmove = 0;
  std::int8_t record_army = -1;
};

// A line of the moves, each with the roll before it where `rolls` has one: a game played by
// chatur's own players as a record. The nodes have no text: the writers write from `move`.
Line line_of(std::span<const engine::Move> moves, std::span<const engine::RollAt> rolls = {});

struct Game {
  std::vector<Tag> tags;
  Line mainline;
  std::string result;  // the result token ending the movetext; empty if the movetext had none
  SourcePos where;     // the game's first token
  SourcePos result_where;
  int index = 0;  // 1-based position of the game in its file

  // The value of the first tag with this name, or nullptr.
  const std::string* tag(std::string_view name) const;
  // Where the first tag with this name was read, else where the game starts.
  SourcePos tag_where(std::string_view name) const;
  // Replaces the value of the first tag with this name, or appends the tag.
  void set_tag(std::string_view name, std::string_view value);
  void remove_tag(std::string_view name);
};

}  // namespace chatur::records
