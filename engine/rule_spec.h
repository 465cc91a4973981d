// What a rule set author writes: a rule set as plain data. RuleSet (rule_set.h) compiles it.
#pragma once

#include <string>
#include <vector>

namespace chatur::engine {

struct PieceSpec {
  char letter;          // upper-case letter in positions and move text
  std::string name;     // "Elephant"
  std::string betza;    // movement, see betza.h; "R" for the Chaturaji elephant
  std::string aliases;  // further letters readers accept ("E" for the elephant)
  bool royal = false;   // the king: its loss (capture or checkmate) decides the game
  bool pawn = false;    // promotes, may step several squares from its first ranks, resets the
                        // no-progress count when it moves
  bool minor = false;   // cannot mate alone (with only a king beside it): insufficient material
  bool colour_bound = false;  // never changes square colour (a bishop)
};

// The direction in which an army's pawns move, seen on the diagram (rank 1 at the bottom).
enum class Forward { kUp, kDown, kLeft, kRight };

struct ArmySpec {
  std::string name;  // "Red"
  char letter;       // lower-case letter in positions: 'r'; two-army games use 'w' and 'b'
  Forward forward;
  int team;  // 0 or 1; armies of a team never capture each other's pieces
};

struct PlacementSpec {
  std::string square;
  int army;
  char piece;
};

// How royal pieces are treated.
enum class Royalty {
  kCheckmate,  // a move may not leave the mover's royal piece attacked (chess)
  kCapture,    // royal pieces are captured like others; a team with none left loses (Chaturaji)
};

// What happens to an army that has no legal move and, under kCheckmate, is not in check.
enum class NoMoveRule {
  kDraw,  // stalemate draws (chess)
  kPass,  // the army passes with "--" and the game goes on (Chaturaji)
  kLoss,  // the army's team loses (Chaturanga 4-84: stalemate loses)
};

// Which piece a pawn may become on reaching a square of its promotion zone: the squares that
// have no square directly ahead of it in its army's forward direction.
enum class PromotionChoices {
  kFixed,  // any type of PromotionSpec::fixed, as often as wanted (chess)
  kPool,   // a type from the army's pool of captured pieces, consuming it (Chaturaji)
};

struct PromotionSpec {
  PromotionChoices choices = PromotionChoices::kFixed;
  std::string fixed;  // the types of kFixed, by letter: "QRBN"
  // kPool with an empty pool: the pawn may still enter the zone and waits there; the moment a
  // piece of its army is captured it promotes to that piece as part of the capturing move (the
  // pawn that has waited longest first).
  bool wait_for_pool = false;
  // The pawn may also stay a pawn where it could promote: a separate move (Chaturanga 4-84).
  bool optional = false;
  // The zone also holds every square on which a piece of these types of an opposing army stands
  // in the setup ("KQRBN" in Chaturanga 4-84).
  std::string enemy_setup_squares;
  // A pawn capturing a piece of these types may promote wherever it lands ("KQ").
  std::string on_capture_of;
  // A pawn that starts its turn in the zone may promote there as its whole move ("a5=Q").
  bool in_place = false;
};

// A piece type that starts its move on one of the squares moves differently (the old squares of
// Chaturanga 4-84 turn a queen into a ferz).
struct SquareMovementSpec {
  std::vector<std::string> squares;
  char piece;
  std::string betza;
};

// Pieces each army holds in hand at the start, and where they may be dropped.
struct DropSpec {
  std::string hand;                    // letters, e.g. "W": one wazir per army
  std::vector<std::string> forbidden;  // squares no piece may be dropped on
};

struct PawnMultiStep {
  int rank;       // counted from the army's own back rank: 0 is the back rank
  int max_steps;  // a pawn on that rank may step up to this many empty squares straight ahead
};

struct CastlingSpec {
  int army;
  std::string king_from, king_to, rook_from, rook_to;
  char fen_flag;  // letter in the castling field of a FEN: 'K', 'Q', 'k', 'q'
};

// Draw rules that are options of the rule set; neither changes perft.
struct RuleOptions {
  bool repetition_draw = true;   // threefold repetition, same army to move
  bool no_progress_draw = true;  // no capture and no pawn move for 50 full rounds
};

struct RuleSpec {
  std::string id;           // "chaturaji"
  std::string description;  // one line for `chatur variants`
  int files = 8, ranks = 8;
  std::vector<std::string> holes;  // missing squares
  std::vector<PieceSpec> pieces;
  std::vector<ArmySpec> armies;  // in turn order
  std::vector<PlacementSpec> setup;
  Royalty royalty = Royalty::kCheckmate;
  NoMoveRule no_moves = NoMoveRule::kDraw;
  PromotionSpec promotion;
  std::vector<PawnMultiStep> pawn_multi_steps;
  bool en_passant = false;  // after a multi-step, a pawn may be captured on a passed square
  std::vector<CastlingSpec> castling;
  std::vector<SquareMovementSpec> square_movement;
  DropSpec drops;
  // A pawn may leap over the piece (of any army) directly ahead onto the empty square behind it;
  // the leap never captures.
  bool pawn_leap = false;
  // A royal piece may swap places with a piece of its own side (own or partner army) on one of
  // the eight adjacent squares.
  bool royal_swap = false;
  // A side wins at once when its pieces (of either army) stand on all of these squares.
  std::vector<std::string> win_squares;
  bool insufficient_material_draw = false;  // kings with at most minor material cannot mate
  RuleOptions options;
};

}  // namespace chatur::engine
