// What a rule set author writes: a rule set as plain data. RuleSet (rule_set.h) compiles it.
#pragma once

#include <array>
#include <cstdint>
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
  int value = 0;              // RuleSpec::payments: what its capture is worth
  // Part of its movement (Betza) that an army may not use on the turn after it used it: the
  // British minister's knight leap ("N"). A move by another type or another part clears the bar.
  std::string barred;

  friend bool operator==(const PieceSpec&, const PieceSpec&) = default;
};

// The direction in which an army's pawns move, seen on the diagram (rank 1 at the bottom).
enum class Forward { kUp, kDown, kLeft, kRight };

// What an army's own rules add to the turn (European Chess's armies). Powers go with a piece's
// colour: a captor moving a defeated army's pieces uses that army's power for them.
enum class Power : std::uint8_t {
  kNone,
  // After a move of one of its pieces, the first piece on each of the four half-lines of rank
  // and file from the landing square is pulled toward it (kPull: up to `reach` squares, stopping
  // next to it) or pushed away (kPush: up to `reach` squares, stopping before a piece or the
  // edge), if it is an enemy of the mover's side, of the moved piece's kind (its letter) and of
  // an army that is not immune. A displacement is no move: it captures nothing, triggers nothing
  // and never promotes (Prussia, Gaul).
  kPull,
  kPush,
  // Instead of one move, two pawn moves by different pawns it moves, each legal on its own, as
  // one move (Rome; MoveKind::kPawnPair).
  kPawnPair,
  // Instead of moving, the army on its own turn places a new pawn of its colour on an empty
  // square of its area (Huns; a kDrop from an endless supply).
  kTribute,
  // A bishop of its colour may instead go to any empty square its bishop move does not reach,
  // giving no new check, and not on two turns running of the army that moves it (Athens;
  // MoveKind::kTeleport, FEN4 st=s).
  kSea,
  // At the start of the turn of the army that moves its pieces, enemy non-royal pieces
  // orthogonally next to them leave; a bishop and a knight of its colour that a ply brings within
  // two orthogonal steps of each other both leave (Iraq).
  kRemoval,
  // An army may take its pieces only after it took one of that army's, or after the army has
  // made and suffered three captures in all; its pieces are attacked only by armies that may
  // take them (Switzerland; FEN4 st=).
  kNeutral,
  // On its own turn the army may move its king and one other piece, in either order, as two
  // plies, the second optional ("--" ends the turn), but not on two turns running (Sweden;
  // Position::continuation, FEN4 st=).
  kKingAndOther,
  // Its pieces move as if the board's opposite edges were joined: a ride or a step that leaves
  // the board goes on from the opposite edge, onto and through empty squares only (a move across
  // an edge captures nothing); what they attack is unchanged (Portugal).
  kWrap,
  // A piece of its colour that a turn's first ply leaves the only piece of its kind (its letter)
  // on the board may move again in that turn, the second ply optional (Japan;
  // Position::continuation, FEN4 st=j).
  kAlone,
  // At the end of its own turn (after a board move), the army may mark an empty square; until its
  // next turn begins no piece may enter or cross it, and lines end before it (Israel;
  // MoveKind::kMark, Position::mark, FEN4 st=m and @).
  kMark,
  // After each board ply of its own turn the army may remove one non-royal piece it moves and
  // then move again, any number of times (Macedonia; MoveKind::kRemove, Continuation::kRemoval
  // and kAgain, FEN4 st=r and g).
  kSacrifice,
  // A piece of its colour that captures rests: it may not move on the next turn of the army that
  // moved it and cannot be captured until that turn ends (Barbarians; Position::resting, FEN4
  // st=y and z).
  kRest,
  // From its second turn, a move of its turn by a non-royal piece that ends orthogonally next to
  // enemy non-royal pieces swaps the colours of the mover and one of them, its choice
  // (Netherlands; Move::extra names the direction, FEN4 st=f before its first turn ends).
  kOwnerSwap,
  // Once per game, instead of a move on its own turn, the army moves a group (a maximal
  // orthogonally connected set of two or more pieces it moves) by one translation onto empty
  // squares; the group move triggers nothing (Germany; MoveKind::kGroup, FEN4 st=u once used).
  kGroup,
  // When the turn of an army of another side ends, the army (its player in the game) may move
  // one piece of its colour to an empty square where its setup has a piece of that type, as a
  // ply of its own between the turns, or decline with "--" (Byzantium; Continuation::kRetreat,
  // MoveKind::kTeleport, FEN4 st=b and the letter of the army whose turn ended).
  kRetreat,
  // Its pieces are captured only on its area (ArmySpec::area), capture by their moves and attack
  // only there; at the end of every ply an enemy piece of no royal type, not immune, that stands
  // orthogonally next to one of its pieces and has no move by its own movement is captured; a
  // hostile player moving three pieces that stand on its area defeats it (UN Peacekeepers;
  // Position::keep_peace).
  kPeacekeep,
  // A board move an enemy player chooses is pending until the army decides: let it be made
  // ("--") or censor it (MoveKind::kCensor), so that the mover moves again without the censored
  // piece; not again until its next turn ends (China; Continuation::kCensor).
  kCensor,
  // After a move of a knight of its colour (a pawn promoting to one too), every enemy of the
  // mover's side that the knight's leap reaches from its landing square and another knight of its
  // colour's leap reaches too leaves the board, royal pieces included, immune ones not; no capture
  // (Austria; Position::pincer).
  kPincer,
  // Its bombs (the letter X) may, instead of a move at the start of the turn of the army that
  // moves them, detonate: the bomb and every piece on the eight squares around it leave, immune
  // ones not; no capture, and illegal if it would defeat an army of the mover's side (USA;
  // MoveKind::kRemove with extra() 1, Position::detonate).
  kBomb,
  // Chance on its own turn (its player's, covering every piece it moves): a die of 1-4 gives a
  // normal turn; 5-6 and a count die make the turn insane: it chooses 1-3 pieces (MoveKind::kMark
  // on each), a die per piece gives the type it moves as, and each moves at most once, the first
  // move required (North Korea; Continuation::kInsane, Position::insane_turn, FEN4 st=d c p e).
  kInsanity,
  // Secret powers (Position::secret): at the start of the game, before the first move, the army
  // chooses one piece of its own in secret (MoveKind::kMark from and to its square,
  // Continuation::kChoose, FEN4 st=h). The mark follows the piece and ends when it leaves the
  // board or changes colour. kSecretRoyal: the marked piece is the army's only royal (its kings
  // are not), so it is never in check; losing the piece defeats it (Soviet Union). kSecretBomb:
  // the army that moves the marked piece may detonate it as a bomb of Power::kBomb (Terrorists).
  kSecretRoyal,
  kSecretBomb,
  // At the end of every ply, each pawn of its colour farther than 5 orthogonal steps from the
  // nearest queen of its colour (without one, the nearest king), with an enemy piece of no pawn
  // type nearer to it than that, becomes a pawn of the nearest such piece's colour; while its
  // colour has no queen its kings move and attack as queens (the type T); an army of it left with
  // royal pieces only is defeated (Russia; Position::desertion).
  kDesertion,
  // Its rooks (German rooks, by colour) may not move on two turns running of the army moving them,
  // nor in a direction one of them moved on its last turn, nor take a piece that took one of them
  // until the end of that army's next turn; a rook next to a royal piece of its colour before its
  // move is free of all three (Holy Roman Empire; Position::discord_allows, FEN4 st=h d p i e).
  kDiscord,
  // It starts with its pieces in hand (FEN4 hand=) and, instead of a move on its own turn, drops
  // one onto an empty one of its placement squares (Position::placement_squares); three of its
  // first five drops are its king and pawns. While its king is in hand check does not bind it;
  // after its first turn (FEN4 st=f) it falls with its last piece on the board (Ottoman Empire).
  kDeploy,
  // A piece of its colour that leaves the board goes to its pool (FEN4 pool=; one lost in its own
  // turn waits a turn more, st=w), from which it places pieces on its placement squares at the end
  // of its turns (Continuation::kReturn); in check at its turn's start it must take a checking
  // piece or is mated (Persia).
  kReturn,
  // After its turn's move it may give an opponent one of its pawns (MoveKind::kRemove with extra()
  // 2 + the opponent): that army places a pawn at its next turn's start (Continuation::kPlace) and
  // for its next two turns may not take or attack the giver's pieces; its captures then earn the
  // giver pawns to place (Poland; Position::at_peace, FEN4 st=k g a).
  kGift,
};

struct PieceMovement {
  char letter;
  std::string betza;

  friend bool operator==(const PieceMovement&, const PieceMovement&) = default;
};

struct ArmySpec {
  std::string name;  // "Red"
  char letter;       // lower-case letter in positions: 'r'; two-army games use 'w' and 'b'
  Forward forward;
  // Armies of a team never capture each other's pieces. Team games use teams 0 and 1; in a
  // free-for-all every army is a team of its own (its index).
  int team;
  // What sets this army's pieces apart from the rule set's (European Chess), by piece letter:
  std::string kind;                     // the army's name in its game ("britain"); empty: none
  std::vector<PieceMovement> movement;  // movement replacing PieceSpec::betza for its pieces
  std::string in_place;                 // types whose captures leave the capturer on its square
  std::string promotions;               // types its pawns may become; empty: the rule set's
  bool immune = false;                  // its pieces are never displaced (Power::kPull, kPush)
  std::string immune_pieces;            // as immune, for these types only
  bool last_piece_defeat = false;       // with no royal type: defeated when its last piece is taken
  Power power = Power::kNone;
  int reach = 0;                  // Power::kPull and kPush: squares a displaced piece moves at most
  std::vector<std::string> area;  // its starting area's squares (Power::kTribute, kPeacekeep)

  friend bool operator==(const ArmySpec&, const ArmySpec&) = default;
};

struct PlacementSpec {
  std::string square;
  int army;
  char piece;

  friend bool operator==(const PlacementSpec&, const PlacementSpec&) = default;
};

// How royal pieces are treated.
enum class Royalty {
  kCheckmate,  // a move may not leave the mover's royal piece attacked (chess)
  kCapture,    // royal pieces are captured like others; a team with none left loses (Chaturaji)
};

// When an army that is checkmated or stalemated is judged so, under kCheckmate with four armies.
enum class MateTiming {
  kAtTurn,     // when its turn comes: others may rescue it first (chess, chess.com Teams)
  kImmediate,  // right after every ply, for every other army in turn order after the mover, and
               // stalemate when its turn comes (chess.com free-for-all)
};

// What the defeat of an army (checkmated, its king captured, resigned) does.
enum class Defeat {
  kEndsGame,    // its team loses and the game ends (chess, chess.com Teams)
  kDeadPieces,  // the game goes on without it; its pieces stay as dead pieces: they block,
                // attack nothing, never move and any army may capture them for no points (the
                // dead twin of every type, RuleSet::dead_type); its turns are skipped without a
                // ply (chess.com free-for-all)
  kToCaptor,    // the game goes on without it; its pieces, with those of the armies it controls,
                // pass to its captor: the capturer of its last royal piece, or for a mate the
                // controller of a checking piece (several: the one whose last ply is latest).
                // They keep their army's colour, direction and lines, move on the captor's turns
                // (one move a turn among all its pieces) and are on its side. A mated army's
                // royal pieces leave the board; its turns are skipped without a ply (ZM
                // Machiavellian Chess, Chatanooga)
};

// The turn after a ply under four-army check.
enum class TurnOrder {
  kInOrder,      // the next army in turn order that takes turns
  kSkipToCheck,  // the first live army after the mover whose king is in check, else the next
                 // live army; the armies passed over lose that turn (ZM Machiavellian Chess)
};

// King promotion (ZM Machiavellian Chess): the first time an army's king steps from its corner
// (one per army, the one diagonally across from its home) onto an adjacent square, a piece of
// `piece` of its army appears on the corner, once per game. That king and that piece may then
// swap squares (castling, a kSwap move) while neither has moved since, the king is not in check
// and the corner is not attacked.
struct KingPromotion {
  std::vector<std::string> corners;  // per army; empty for none
  char piece = 0;

  friend bool operator==(const KingPromotion&, const KingPromotion&) = default;
};

// chess.com's free-for-all points (RuleSpec::check_points): captures score PieceSpec::value,
// dead pieces nothing.
struct CheckPoints {
  bool on = false;
  int mate = 20;                // to the army whose ply mates, whoever gives the check
  int stalemated = 20;          // to the army that is stalemated at its turn
  int double_check = 5;         // a ply newly checking two kings of other armies
  int double_check_queens = 1;  // the same where every checking piece is of a queen_rate type
  int triple_check = 20, triple_check_queens = 5;
  std::string queen_rate = "QD";  // types whose checks score the queen rate
  int draw_bonus = 10;            // to every player left at a draw (repetition, no progress,
                                  // insufficient material) and at a walking king's stalemate
  int king_left = 20;             // to the last player, for each walking king left; at insufficient
                                  // material shared by the players left
  int claim_lead = 21;  // with two players left the leader by this many may claim the win;
                        // the claimer leaves as a resigning player does

  friend bool operator==(const CheckPoints&, const CheckPoints&) = default;
};

// What happens to an army that has no legal move and, under kCheckmate, is not in check.
enum class NoMoveRule {
  kDraw,        // stalemate draws (chess)
  kPass,        // the army passes with "--" and the game goes on (Chaturaji)
  kLoss,        // the army's team loses (Chaturanga 4-84: stalemate loses)
  kEliminated,  // the army is defeated when its turn comes (RuleSpec::defeat; chess.com's
                // free-for-all, CheckPoints::stalemated to it)
  kHalfWin,     // stalemate is a half-win for the stalemating side, scored 3/4 to 1/4 (set A of the
                // large games); termination "stalemate-half-win"
};

// Which piece a pawn may become on reaching a square of its promotion zone: the squares that
// have no square directly ahead of it in its army's forward direction.
enum class PromotionChoices {
  kFixed,      // any type of PromotionSpec::fixed, as often as wanted (chess)
  kPool,       // a type from the army's pool of captured pieces, consuming it (Chaturaji)
  kFilePiece,  // only the type PromotionSpec::file_pieces names for the file of the square the
               // pawn lands on, and only while one is in the army's pool, consuming it
               // (Hyderabad)
  kEdgePiece,  // the type PromotionSpec::edge_pieces names for the square's place along the
               // army's last rank, when the pawn-count permission allows it; no pool (classic
               // Chaturaji)
};

struct PromotionSpec {
  PromotionChoices choices = PromotionChoices::kFixed;
  std::string fixed;  // the types of kFixed, by letter: "QRBN"
  // With no allowed choice the pawn may still enter the zone and waits there; the moment a piece
  // of its army is captured, the pawn that has waited longest among those that may become that
  // type promotes to it as part of the capturing move. Without this a pawn that has no choice
  // cannot enter the zone (it stays on the square before it).
  bool wait_for_pool = false;
  // Where the pawn has an allowed choice it may also stay a pawn, by a separate move. Under
  // wait_for_pool such a pawn has declined for good (it does not wait; set A of the large
  // games); with in_place it may still promote later where it stands (Chaturanga 4-84).
  bool optional = false;
  // No promotion to a colour-bound type (PieceSpec::colour_bound) on a square of the colour of a
  // piece of that type its army has on the board: no two bishops on one colour.
  bool distinct_colours = false;
  // kFilePiece: per army, one letter per file from file a: the type a pawn becomes there.
  std::vector<std::string> file_pieces;
  // The zone also holds every square on which a piece of these types of an opposing army stands
  // in the setup ("KQRBN" in Chaturanga 4-84).
  std::string enemy_setup_squares;
  // A pawn capturing a piece of these types may promote wherever it lands ("KQ").
  std::string on_capture_of;
  // A pawn that starts its turn in the zone may promote there as its whole move ("a5=Q").
  bool in_place = false;
  // kEdgePiece: one letter per square along the last rank, counted from file a (armies moving up
  // or down) or rank 1 (armies moving left or right): "BNRKKRNB".
  std::string edge_pieces;
  // kEdgePiece permission, judged on the army's pieces on the board, the pawn counted: with 3 or
  // more pawns no promotion; with 1 or 2 only to the types of `few_pawns`; with exactly one pawn,
  // at most one piece of type `lone_pawn_boat`, none of `few_pawns` and a royal piece, to every
  // type. A pawn not permitted waits, and every waiting pawn that becomes permitted after any
  // army's ply changes then, oldest first.
  std::string few_pawns;    // "NR"
  char lone_pawn_boat = 0;  // 'B'
  // The zone is the line this many lines from the army's own back line (1 is the back line);
  // 0: every square with no square straight ahead.
  int line = 0;

  friend bool operator==(const PromotionSpec&, const PromotionSpec&) = default;
};

// A piece type that starts its move on one of the squares moves differently (the old squares of
// Chaturanga 4-84 turn a queen into a ferz).
struct SquareMovementSpec {
  std::vector<std::string> squares;
  char piece;
  std::string betza;

  friend bool operator==(const SquareMovementSpec&, const SquareMovementSpec&) = default;
};

// Pieces each army holds in hand at the start, and where they may be dropped.
struct DropSpec {
  std::string hand;                    // letters, e.g. "W": one wazir per army
  std::vector<std::string> forbidden;  // squares no piece may be dropped on

  friend bool operator==(const DropSpec&, const DropSpec&) = default;
};

struct PawnMultiStep {
  int rank;       // counted from the army's own back rank: 0 is the back rank
  int max_steps;  // a pawn on that rank may step up to this many empty squares straight ahead

  friend bool operator==(const PawnMultiStep&, const PawnMultiStep&) = default;
};

struct CastlingSpec {
  int army;
  std::string king_from, king_to, rook_from, rook_to;
  char fen_flag;  // letter in the castling field of a FEN: 'K', 'Q', 'k', 'q'
  char rook = 0;  // the letter of the piece the king castles with; 0: any piece of its army

  friend bool operator==(const CastlingSpec&, const CastlingSpec&) = default;
};

// Options of a rule set, settable by name (rule_sets::set_option). The draw rules do not change
// perft; the others choose between variants of one game.
struct RuleOptions {
  bool repetition_draw = true;    // "repetition_draw": threefold repetition, same army to move
  bool no_progress_draw = true;   // "no_progress_draw": no capture and no pawn move for 50 rounds
  int array = 1;                  // "array": which start array, where the rule set has several
  bool extra_wins = true;         // "extra_wins": the goal squares of RuleSpec::royal_goals
  int quiet_rounds = 20;          // "quiet_rounds": RuleSpec::quiet_rounds_end, at least 1
  bool en_passant = true;         // "en_passant": RuleSpec::en_passant, where the rule set has it
  bool classic_setup = false;     // "setup": modern (false) or classic, RuleSpec::classic_setup
  bool dead_king_walking = true;  // "dead_king_walking": RuleSpec::walking_kings
  // "mode": teams or ffa where RuleSpec::modes allows both; kDefault is the rule set's own
  // (RuleSpec::free_for_all_by_default).
  enum class Mode : std::uint8_t { kDefault, kTeams, kFreeForAll } mode = Mode::kDefault;
  // "armies": European Chess's army on each seat in turn order, as indexes of its army table
  // (rule_sets/european_armies.h); 0 is the plain Chatanooga army.
  std::array<std::uint8_t, 4> armies{};
  // "start": Chess960's start positions by number (0 to 959), White's and Black's back ranks
  // (rule_sets/chess960.h); 518 is orthodox chess. They differ in double Fischer random chess.
  std::array<std::int16_t, 2> start{518, 518};

  friend bool operator==(const RuleOptions&, const RuleOptions&) = default;
};

// The dice turn: an army that may move (not frozen, no king to place) rolls the dice at the
// start of its turn; each die allows one move of a piece of a type its face names; the army
// plays up to one move per die, or the pass "--", which ends its turn. A move uses the smallest
// unused die that allows it.
struct DiceSpec {
  int count = 0;                    // dice rolled a turn; 0: no dice
  int low = 1;                      // the value of the first face
  std::vector<std::string> faces;   // per face from `low`: the letters of the types it moves
  bool roll_without_pieces = true;  // an army with no pieces still rolls (and passes)

  friend bool operator==(const DiceSpec&, const DiceSpec&) = default;
};

struct RuleSpec {
  std::string id;           // "chaturaji"
  std::string description;  // one line for `chatur variants`
  int files = 8, ranks = 8;
  std::vector<std::string> holes;  // missing squares
  std::vector<PieceSpec> pieces;
  std::vector<ArmySpec> armies;  // in turn order
  std::vector<PlacementSpec> setup;
  // Why the rule set has no start position (a European army whose setup is lost), empty if it
  // has one: its games start from a position given as FEN4.
  std::string no_start;
  Royalty royalty = Royalty::kCheckmate;
  NoMoveRule no_moves = NoMoveRule::kDraw;
  PromotionSpec promotion;
  std::vector<PawnMultiStep> pawn_multi_steps;
  // After a multi-step, a pawn may be captured on a passed square (option en_passant turns it
  // off). With four armies the right lasts until the double-stepper's army moves again: every
  // enemy army whose pawn attacks the passed square may take meanwhile (chess.com).
  bool en_passant = false;
  std::vector<CastlingSpec> castling;
  // Chess960 castling: `castling` lists every pair of king and rook squares, of which a position
  // holds the rights of its own pair. A FEN names a right by its rook (Shredder-FEN or X-FEN), a
  // castling is written as the king taking its own rook ("e1-h1"), and records give the start
  // position in a FEN tag.
  bool chess960_castling = false;
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
  // The royal piece may once per game leap as a knight onto an empty square (never capturing),
  // not when both squares it passes over (one orthogonal step along the long leg, or one diagonal
  // step) are attacked with it lifted off its square. The right is lost once used, or once its
  // army has made any move while in check; it may be used to escape that check (Hyderabad).
  bool king_knight_leap = false;
  // Per army: squares whose reaching by its royal piece wins the game at once for its team
  // (termination "goal-square"); empty for none (Sultanspiel A, option extra_wins).
  std::vector<std::vector<std::string>> royal_goals;
  // A capture that removes the last piece other than pawns and royals of an army draws at once
  // (termination "last-piece"), even if it also mates (Hyderabad).
  bool last_piece_draw = false;
  // A checkmate in which a pawn gives check is recorded as a double victory (termination
  // "pawn-checkmate"), scored as a win (Hyderabad).
  bool pawn_mate_double = false;
  int arrays = 1;  // how many start arrays RuleOptions::array may choose from
  // The option mode chooses between the team game and a free-for-all (every army its own team).
  bool modes = false;
  bool free_for_all_by_default = false;  // without the option: a free-for-all
  // Triumph: a move of a piece of this type (by its own movement, not a promotion or placement)
  // that ends on a square of a 2x2 block then holding four pieces of this type, one of each army,
  // also captures the other three, the partner's included; every such block counts (the
  // Chaturaji boats). 0 for none.
  char triumph = 0;
  // Captor control: when an army's royal piece is captured, that army and every army it controls
  // pass to the controller of the capturing army; a controlled army keeps its turns, played by
  // its controller, and its pieces are on the controller's side (chaturanga-modern).
  bool captor_control = false;
  // Each army scores points (stakes, payments), kept in the position and given in the outcome.
  bool scores_points = false;
  // King exchange (classic Chaturaji): a king captured while its army has no king on the board
  // or in hand, and never had one returned, is held. A capture of a king that leaves it held,
  // while an army of the capturer's team has a held king, may demand the exchange (a second move,
  // written with "^"): both held kings go to their armies' hands. An army with a king in hand
  // spends its next turn placing it on any empty square ("K@e4"); a royal piece in hand counts as
  // one on the board for the end of the game.
  bool king_exchange = false;
  // Thrones (classic Chaturaji): an army's throne is its royal piece's start square. A royal
  // piece's own move onto an opposing army's throne scores 1 point, 2 if it captures that army's
  // royal piece there, once per throne and army; onto the partner's throne, by an army not itself
  // commanded, it takes command of the partner: the partner's turns are played by its player.
  // The game's end adds win stakes (1, 2 or 4, by how the opposing kings were last taken) to
  // each army of the winning team with a royal piece on the board; the result compares the
  // teams' points.
  bool thrones = false;
  // An army moves only while its royal piece, or that of the army commanding it, stands on the
  // board (or it has one in hand to place); otherwise it is frozen and passes.
  bool frozen_without_royal = false;
  // The game ends when an army has only royal pieces left on the board (termination
  // "bare-king").
  bool bare_king_end = false;
  DiceSpec dice;
  // Four-army check (Royalty::kCheckmate with four armies): a move may not leave the mover's own
  // royal piece attacked by any enemy; a royal piece left attacked when an enemy's turn comes may
  // be captured, which defeats its army. Legality is judged after the move's consequences (a
  // capture of a king that kills the pieces checking the mover is legal).
  MateTiming mate_timing = MateTiming::kAtTurn;
  Defeat defeat = Defeat::kEndsGame;
  // DeadKingWalking (option dead_king_walking): a resigned or timed-out army's pieces die but its
  // king stays live and moves on its turns until mated or stalemated (Defeat::kDeadPieces).
  bool walking_kings = false;
  CheckPoints check_points;
  TurnOrder turn_order = TurnOrder::kInOrder;
  KingPromotion king_promotion;
  // En passant only on the ply right after the double step, by the army making that ply (ZM);
  // else the right lasts until the double-stepper's army moves again (chess.com).
  bool en_passant_next_ply = false;
  // In teams a move may not leave the partner's king attacked where it was not before (ZM).
  bool protect_partner = false;
  // Decision::kFreeze may be made: the army's pieces, and those it controls, stay as frozen
  // pieces that block, attack nothing, never move and cannot be captured (the twin of every
  // type, RuleSet::dead_type).
  bool freeze = false;
  // The rule set has a second, classic setup, which option setup=classic chooses (its build
  // function places it).
  bool has_classic_setup = false;
  // The no-progress clock is reset by pawn moves as well as captures.
  bool pawn_moves_reset_clock = true;
  // Payments (al-Biruni): the owner of a captured piece owes its value (PieceSpec::value) to the
  // capturing army; an army's points are what it is owed less what it owes.
  bool payments = false;
  // al-Biruni's bonus: when an army's capture of a king leaves it the only army with a king, none
  // of its kings ever taken and every king the others lost taken by it, the game ends; the
  // captures among the others are void: it scores bonus_total less the value of its pieces the
  // others took, each other army the value of its pieces it took less bonus_loss.
  bool bonus = false;
  int bonus_total = 54, bonus_loss = 18;
  // The game ends after options.quiet_rounds rounds (a turn of every army each) without a
  // capture (termination "quiet-rounds"); with dice the clock counts turns.
  bool quiet_rounds_end = false;
  RuleOptions options;

  friend bool operator==(const RuleSpec&, const RuleSpec&) = default;
};

// Whether the rule set plays as a free-for-all under these options (RuleOptions::mode).
inline bool free_for_all(const RuleSpec& spec, const RuleOptions& options) {
  if (options.mode == RuleOptions::Mode::kDefault) return spec.free_for_all_by_default;
  return options.mode == RuleOptions::Mode::kFreeForAll;
}

}  // namespace chatur::engine
