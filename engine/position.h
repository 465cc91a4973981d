// A position of any rule set: placement, army to move, per-army state, history for repetition,
// with incremental Zobrist hashing and make/unmake.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/bitboard.h"
#include "engine/dice_roll.h"
#include "engine/insane_turn.h"
#include "engine/move.h"
#include "engine/rule_set.h"
#include "engine/types.h"

namespace chatur::engine {

inline constexpr int kMaxPiecesPerArmy = 64;  // a Hunnic army may fill a board
inline constexpr int kMaxWaiting = 12;

// How an army last lost a royal piece.
struct KingLoss {
  int captor = -1;         // the capturing army, -1 if the army never lost one
  bool by_king = false;    // the capturing piece was royal (its type before it moved)
  bool on_throne = false;  // the capture was on the victim army's throne (RuleSet::throne)
  friend bool operator==(const KingLoss&, const KingLoss&) = default;
};

// Where an army stands in a game of four-army check (RuleSet::four_army_check).
enum class ArmyStatus : std::uint8_t {
  kPlaying,       // its player is in the game
  kCheckmated,    // defeated by checkmate
  kStalemated,    // defeated by stalemate at its turn (NoMoveRule::kEliminated)
  kKingCaptured,  // defeated by the capture of its king
  kResigned,      // defeated by its player's decision (Decision::kResign)
  kTimedOut,      // defeated on time (Decision::kTimeout)
  kEliminated,    // defeated, the reason unknown (a position read from text)
};

// What the army to move may still do in its turn after a first ply (Power::kKingAndOther,
// kAlone): the turn goes on with these moves or ends with "--".
enum class Continuation : std::uint8_t {
  kNone,        // a turn of one ply
  kKing,        // another piece moved: its own pieces of a royal type may move
  kOtherPiece,  // its king moved: any piece it moves of no royal type may move
  kSamePiece,   // a piece alone of its kind moved: it may move again (Position::again)
  kMark,        // its turn's moves are made: it may mark a square (Power::kMark)
  kRemoval,     // it may remove one of its non-royal pieces, to move again (Power::kSacrifice)
  kAgain,       // it removed a piece: it moves again, or "--" without a legal move
  kRetreat,     // between turns, after the turn of Position::interrupted (Power::kRetreat): it may
                // retreat a piece, or decline with "--"
  kCensor,      // Position::interrupted chose Position::pending, not yet made (Power::kCensor): the
                // army to move censors it or lets it be made with "--"
  kInsane,      // an insane turn (Power::kInsanity), from its roll: the army chooses pieces, awaits
                // their types, or moves them (Position::insane_turn)
  kChoose,      // before the game's first move the army to move chooses its secret piece
                // (Power::kSecretRoyal, kSecretBomb); Position::resume moves once all have chosen
  kPlace,       // at its turn's start the army places the pawns it has to place (Power::kGift), or
                // gives the rest up with "--"; its move follows
  kReturn,      // after its turn's move it places pieces of its pool, or ends with "--"
                // (Power::kReturn)
  kGift,        // after its turn's move it may give a pawn, or declines with "--" (Power::kGift)
};

// Power::kRest: a piece resting after its capture, at `square`, for the army `mover` that moved
// it; `current` once the turn of its capture is over (it may not move on mover's turn).
struct Rest {
  Square square = kNoSquare;
  std::uint8_t mover = 0;
  bool current = false;
  friend bool operator==(const Rest&, const Rest&) = default;
};

// Power::kDiscord: what binds the German rooks of the colour `army` (a Holy Roman army).
enum class DiscordKind : std::uint8_t {
  kBarredRook,  // the rook on `square` moved on the last turn of the army moving it: not now
  kMovedRook,   // the rook on `square` moved in the turn going on: it is barred on the next
  kGuard,       // the piece on `square` took a German rook: they may not take it until the end of
                // the next turn of the army moving them
};
struct Discord {
  Square square = kNoSquare;
  std::uint8_t army = 0;
  DiscordKind kind = DiscordKind::kBarredRook;
  friend bool operator==(const Discord&, const Discord&) = default;
};

// Everything a position holds besides the board, as plain data: what a FEN describes.
struct Setup {
  std::vector<std::pair<Square, Cell>> pieces;
  int to_move = 0;
  CastlingRights castling = 0;     // bit i: castling i of RuleSet::castlings()
  std::vector<Square> en_passant;  // squares a pawn that just multi-stepped passed
  int no_progress = 0;             // plies since the last capture or pawn move
  int fullmove = 1;                // round number, counting from 1
  std::array<std::array<std::uint8_t, kMaxPieceTypes>, kMaxArmies> pools{};
  std::array<std::array<std::uint8_t, kMaxPieceTypes>, kMaxArmies> hands{};
  std::array<std::vector<Square>, kMaxArmies> waiting;  // oldest first
  std::uint32_t king_leap = 0;  // bit a: army a's king may still leap (RuleSpec::king_knight_leap)
  // Each army's controller (RuleSpec::captor_control): the army whose player moves it.
  std::array<std::uint8_t, kMaxArmies> controllers{0, 1, 2, 3};
  std::array<std::uint8_t, kMaxArmies> out{};       // Position::out_order
  std::array<int, kMaxArmies> points{};             // RuleSpec::scores_points
  std::array<std::uint8_t, kMaxArmies> thrones{};   // Position::thrones_scored
  std::array<std::uint8_t, kMaxArmies> returned{};  // Position::kings_returned
  std::array<KingLoss, kMaxArmies> last_loss{};     // Position::last_king_loss
  std::array<std::uint8_t, kMaxArmies> captors{};   // Position::king_captors
  std::array<int, 2> dice{};  // the unused dice of the army to move once it rolled (0: none)
  std::array<std::array<std::uint8_t, kMaxArmies>, kMaxArmies> taken{};  // Position::taken
  std::array<ArmyStatus, kMaxArmies> status{};                           // Position::status
  // Four-army en passant (Position::army_en_passant): per army, the square its pawn passed
  // with its last move's double step, kNoSquare for none.
  std::array<Square, kMaxArmies> army_en_passant{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
  std::uint8_t king_promotion = 0;  // Position::king_promotion_unused, bit a for army a
  std::uint8_t king_swap = 0;       // Position::king_swap, bit a for army a
  std::uint8_t barred = 0;          // Position::barred, bit a for army a; sea_barred, bit 4 + a
  std::uint8_t bar_used = 0;        // Position::bar_used, bit a; sea_used, bit 4 + a
  int passes = 0;                   // Position::passes
  std::array<std::uint8_t, kMaxArmies> exchanges{};     // Position::exchanges
  std::array<std::uint8_t, kMaxArmies> neutral_took{};  // Position::neutral_took
  Continuation continuation = Continuation::kNone;      // Position::continuation
  Square again = kNoSquare;                             // Position::again
  std::array<Square, kMaxArmies> marks{kNoSquare, kNoSquare, kNoSquare, kNoSquare};  // mark
  std::uint8_t twice = 0;                               // Position::twice, bit a for army a
  std::vector<Rest> rests;                              // Position::rests
  std::uint8_t first_turn = 0;                          // Position::first_turn, bit a for army a
  std::uint8_t group_used = 0;                          // Position::group_used, bit a for army a
  std::vector<Discord> discord;                         // Position::discord
  std::array<std::uint8_t, kMaxArmies> discord_dirs{};  // Position::discord_dirs
  int interrupted = 0;  // Position::interrupted (Continuation::kRetreat)
  // Power::kCensor: the army that decides on the pending move (to_move being the army that chose
  // it, with its continuation), or -1; the move's text; the censored pieces' squares; bit a:
  // army a may not censor.
  int censor_by = -1;
  std::string pending;
  std::vector<Square> censored;
  std::uint8_t censor_bar = 0;
  InsaneTurn insane;  // Position::insane_turn; Continuation::kInsane follows from it
  // Power::kSecretRoyal, kSecretBomb: each army's marked piece's square (kNoSquare: none, or
  // hidden); bit a: army a has chosen; bit a: a view hides army a's choice.
  std::array<Square, kMaxArmies> secrets{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
  std::uint8_t secret_chosen = 0;
  std::uint8_t hidden = 0;
  // Position::placement_squares, per army.
  std::array<std::vector<Square>, kMaxArmies> placement;
  std::array<std::uint8_t, kMaxArmies> to_place{};       // Position::to_place
  std::array<std::uint8_t, kMaxArmies> peace{};          // Position::peace_turns, 2 bits per giver
  std::array<std::uint8_t, kMaxPieceTypes> returning{};  // Position::returning
};

// Power::kCensor: the most pieces barred in one turn (each censor bars at most two, and each
// other army censors at most once in a turn).
inline constexpr int kMaxCensored = 6;

// The pieces of a position of an orthodox chess rule set (RuleSet::orthodox_chess) as bitboards
// (engine/bitboard.h), kept through every change of the board: the fast generation reads them
// instead of the board's cells.
struct PieceBitboards {
  std::array<Bitboard, 2> army{};
  std::array<Bitboard, kChessRoles> type{};  // both armies' pieces of each type

  friend bool operator==(const PieceBitboards&, const PieceBitboards&) = default;
};

class Position {
 public:
  // The rule set's start position.
  explicit Position(const RuleSet& rules);
  // Throws std::invalid_argument if the setup does not fit the rule set (too many pieces,
  // several royals under checkmate rules, waiting pawns not on their zone, ...).
  Position(const RuleSet& rules, const Setup& setup);

  const RuleSet& rules() const { return *rules_; }
  Cell at(Square s) const { return board_[s]; }
  const Cell* board() const { return board_.data(); }
  // How army `army` relates to a cell now: under captor control a controlled army's pieces are on
  // its controller's side.
  Relation relation(int army, Cell c) const { return (*relations_)[army][c]; }
  const RelationTable& relations() const { return *relations_; }
  // The army whose player moves `army` (itself unless captor control passed it on).
  int controller(int army) const { return st().controllers[army]; }
  // The side `army`'s pieces are on: its controller's team.
  int side(int army) const { return st().sides >> 2 * army & 3; }
  // Every army's side, two bits an army (RuleSet::start_sides).
  std::uint8_t sides() const { return st().sides; }
  // Under captor control: 0 while `army`'s player is in (its king stands), else k if it was the
  // k-th to lose its king.
  int out_order(int army) const { return st().out[army]; }
  // Points scored so far (RuleSpec::scores_points): stakes, payments.
  int points(int army) const { return st().points[army]; }
  // RuleSpec::thrones: bit b set if `army` has scored army b's throne.
  unsigned thrones_scored(int army) const { return st().thrones[army]; }
  // RuleSpec::king_exchange: how many kings were returned to `army` by exchange.
  int kings_returned(int army) const { return st().returned[army]; }
  // How `army` last lost a royal piece, and bit b set for every army b that ever took one of its
  // royal pieces (rule sets that keep these: thrones, king exchange).
  KingLoss last_king_loss(int army) const;
  unsigned king_captors(int army) const { return st().captors[army]; }
  // RuleSpec::king_exchange: `army`'s king is held: taken, with no king of its army on the board
  // or in hand and none ever returned.
  bool king_held(int army) const;
  // After a capture of a royal piece of `victim` by `mover`: the capture may demand the exchange.
  bool exchange_possible(int mover, int victim) const;
  // The royal pieces `army` has in hand.
  int royals_in_hand(int army) const {
    return rules_->royal_type() < 0 ? 0 : st().hands[army][rules_->royal_type()];
  }
  // RuleSpec::frozen_without_royal: the army to move may not move and passes.
  bool frozen() const;

  // Chance (RuleSpec::dice). The army to move must roll before it has moves: a roll is not a move
  // of the move list but state the environment sets, with roll(), and takes back with unroll()
  // before any move is made after it.
  bool awaiting_roll() const;
  void roll(int a, int b);
  void unroll();
  // A roll of any chance event: the dice games' throw (two dice, as roll(a, b)), or North Korea's
  // rolls (Power::kInsanity: the insanity die and, on 5-6, its count die; then a die per chosen
  // piece), each reading the dice it needs from the front of `r`. Throws std::invalid_argument
  // for too few dice or one its event does not have.
  void roll(const DiceRoll& r);
  // Power::kInsanity: the state of the army to move's turn (empty before its roll).
  InsaneTurn insane_turn() const;
  // The unused dice of the turn, smaller first; 0 for none.
  std::array<int, 2> dice() const { return {st().dice[0], st().dice[1]}; }
  // The army to move is in a turn of dice: it rolled and has an unused die.
  bool in_dice_turn() const { return st().dice[1] != 0; }
  // The army to move is in the middle of its turn: in a dice turn, or after the first ply of a
  // turn of two (Position::continuation). Its next ply continues the turn. A retreat between
  // turns (Continuation::kRetreat) is a turn of its own.
  // After China's decision (Power::kCensor) the army's next ply starts a turn slot of its own,
  // though it may be a later ply of its turn. Placements at a turn's start (Continuation::kPlace)
  // begin it; the plies after one continue it.
  bool mid_turn() const {
    return in_dice_turn() ||
           (continuation() != Continuation::kNone && continuation() != Continuation::kRetreat &&
            continuation() != Continuation::kCensor && continuation() != Continuation::kChoose &&
            continuation() != Continuation::kPlace && !after_decision()) ||
           (history_.size() >= 2 && history_[history_.size() - 2].continuation ==
                                        static_cast<std::uint8_t>(Continuation::kPlace));
  }
  // The types the army to move may move now: those of its unused dice in a dice turn, else all.
  std::uint32_t movable_types() const;
  // RuleSpec::payments: the value of `from`'s pieces that army `by` has taken.
  int taken(int by, int from) const { return st().taken[by][from]; }
  // The army that made the last ply (-1 at the start) and whether it took a royal piece.
  int last_mover() const;
  bool last_took_royal() const { return st().royal_taken != 0; }
  int to_move() const { return st().to_move; }
  std::uint64_t hash() const { return st().hash; }
  std::span<const Square> pieces(int army) const { return {lists_[army].data(), count_[army]}; }
  // The pieces as bitboards where the rule set is orthodox chess (RuleSet::orthodox_chess); no
  // piece otherwise.
  const PieceBitboards& bitboards() const { return bitboards_; }
  // The same read from the board's cells a piece at a time, not kept: for the checks that
  // compare the two (tests, the FEN fuzz target).
  PieceBitboards bitboards_of_cells() const;
  Square royal_square(int army) const { return royal_sq_[army]; }
  int royal_count(int army) const { return royal_count_[army]; }
  int pool(int army, int type) const { return st().pools[army][type]; }
  int hand(int army, int type) const { return st().hands[army][type]; }
  // Where `army` places pieces that come into the game from outside the board (Power::kDeploy,
  // kReturn, kGift; FEN4 sq=): fixed for the game, they belong to the seat.
  std::span<const Square> placement_squares(int army) const { return placement_[army]; }
  // Power::kGift: the pawns `army` has to place at its next turn's start (received or earned).
  int to_place(int army) const { return st().to_place[army]; }
  // Power::kGift: the turns of `ally` left in which it is at peace with the giver `giver`.
  int peace_turns(int ally, int giver) const { return st().peace[ally] >> 2 * giver & 3; }
  // Power::kReturn: the pieces of `type` the army to move lost in its turn going on; they join its
  // pool when the turn ends.
  int returning(int type) const { return st().returning[type]; }
  // Power::kDeploy: whether the army to move may drop a piece of `type` now as far as the rule of
  // its first five drops goes (deployment.cpp).
  bool deploy_allows(int type) const;
  // Power::kReturn: Persia's check rule binds the army to move now: its single royal piece is
  // attacked at its turn's start, so that its moves must take a piece attacking it (returns.cpp).
  bool return_check() const;
  // Whether `army` has an empty placement square on which a piece of `type` may be placed (a pawn
  // never on its own last line).
  bool may_place(int army, int type) const;
  std::span<const Square> waiting(int army) const {
    return {st().waiting[army].data(), st().waiting_count[army]};
  }
  CastlingRights castling_rights() const { return st().castling; }
  // Army a's royal piece may still make its one knight leap (RuleSpec::king_knight_leap).
  bool king_leap(int army) const { return (st().leap_rights >> army & 1) != 0; }
  // Whether a pawn of `army` may become `type` on square s as far as the colour rule goes
  // (PromotionSpec::distinct_colours): false only if the rule forbids a second piece of that
  // colour-bound type on the colour of s.
  bool colour_allows(int army, int type, Square s) const;
  // Whether a pawn of `army` arriving on its zone square s may become `type` now: the type is a
  // choice of the rule set there (fixed list, pool, the file's piece in the pool) and the colour
  // rule allows it.
  bool may_promote_to(int army, int type, Square s) const;
  // Whether a pawn of `army` arriving on zone square s has any type it may become now.
  bool has_promotion_choice(int army, Square s) const;
  // Squares onto which an en passant capture may be made now, and the pawn it would take.
  std::span<const Square> en_passant() const { return {st().ep.data(), st().ep_count}; }
  Square en_passant_victim() const { return st().ep_victim; }
  int no_progress() const { return st().no_progress; }
  int fullmove() const { return st().fullmove; }
  // Plies made since this position was set up, and the moves that made them.
  int ply() const { return static_cast<int>(history_.size()) - 1; }
  Move move_at(int ply) const { return history_[ply + 1].move; }
  // The move that made this position; the null move where it was set up.
  Move last_move() const { return st().move; }
  // Piece captured by the last move (kEmpty if none).
  Cell last_captured() const { return st().captured; }
  // How many earlier positions since the last capture or pawn move equal this one.
  int repetitions() const;
  int next_army(int army) const { return army + 1 == rules_->army_count() ? 0 : army + 1; }

  // Four-army check (RuleSet::four_army_check). An army's status; kPlaying for every army of
  // other rule sets.
  ArmyStatus status(int army) const { return static_cast<ArmyStatus>(st().status[army]); }
  // A defeated army whose king still stands live: it moves on its turns (DeadKingWalking).
  bool walking_king(int army) const {
    return status(army) != ArmyStatus::kPlaying && royal_count_[army] > 0;
  }
  // The army takes turns: its player is in, or its king walks. Defeated armies are skipped.
  bool takes_turns(int army) const {
    return status(army) == ArmyStatus::kPlaying || walking_king(army);
  }
  // Armies whose players are in the game.
  int players_left() const;
  // The square army's pawn passed with the double step of its army's last move, while an enemy
  // pawn may take it en passant there (the square empty, the pawn standing); kNoSquare if none
  // (four armies: the right lasts until that army moves again).
  Square army_en_passant(int army) const {
    const Square passed = st().ep_passed[army];
    return passed != kNoSquare && board_[passed] == kEmpty ? passed : kNoSquare;
  }
  Square army_en_passant_pawn(int army) const { return st().ep_pawn[army]; }
  // RuleSpec::king_promotion: army's king has not yet stepped off its corner, and may swap with
  // the piece that appeared there (neither has moved since).
  bool king_promotion_unused(int army) const { return (st().king_promotion >> army & 1) != 0; }
  bool king_swap(int army) const { return (st().king_swap >> army & 1) != 0; }
  // PieceSpec::barred: `army` used a barred part of a piece's movement on its last turn, so it
  // may not use it on this one (the British minister's knight leap).
  bool barred(int army) const { return (st().barred >> army & 1) != 0; }
  // Power::kSea: `army` made a sea move (MoveKind::kTeleport) on its last turn, so it may not now.
  bool sea_barred(int army) const { return (st().barred >> (4 + army) & 1) != 0; }
  // In the middle of `army`'s turn: it has used a barred part of a piece's movement, or made a sea
  // move, in this turn, so that it will be barred on its next turn (the bar it has now stays
  // through this turn).
  bool bar_used(int army) const { return (st().bar_used >> army & 1) != 0; }
  bool sea_used(int army) const { return (st().bar_used >> (4 + army) & 1) != 0; }
  // Power::kNeutral (kept only where an army has it): captures made on `army`'s turns plus
  // pieces of its colour taken, counted up to 3; and, of an army with the power, the colours it
  // took a piece of on its own turns (bit b: army b).
  int exchanges(int army) const { return st().exchanges[army]; }
  unsigned neutral_took(int army) const { return st().neutral_took[army]; }
  // Power::kKingAndOther: what the army to move may still move in its turn; whether `army` moved
  // twice on its last turn, so that it may not now.
  Continuation continuation() const { return static_cast<Continuation>(st().continuation); }
  // Continuation::kSamePiece: the square of the piece that may move again (else kNoSquare).
  Square again() const { return st().again; }
  // Power::kMark: the square `army` marked, kNoSquare for none. A marked square holds kWall
  // until the mark is lifted, so that no move, line or placement enters it.
  Square mark(int army) const { return st().marks[army]; }
  bool twice(int army) const { return (st().twice >> army & 1) != 0; }
  // Power::kRest: the pieces resting now. A resting piece cannot be captured (so a resting royal
  // piece is never in check); a current one may not move on its mover's turn.
  int rest_count() const { return st().rest_count; }
  Rest rest(int i) const;
  bool resting(Square sq) const;
  bool rest_holds(Square sq, int mover) const;
  // Power::kOwnerSwap, kDeploy: `army`'s first turn has not ended, so its moves swap nothing yet,
  // or its lack of pieces does not defeat it.
  bool first_turn(int army) const { return (st().first_turn >> army & 1) != 0; }
  // Power::kGroup: `army` has made its group move.
  bool group_used(int army) const { return (st().group_used >> army & 1) != 0; }
  // Power::kDiscord (rook_discord.cpp): the bars and protections binding German rooks now, and
  // per army the directions barred to its rooks (bit d: kDiscordSteps[d]) and, in bits 4-7, those
  // its rooks moved in the turn going on.
  int discord_count() const;
  Discord discord(int i) const;
  unsigned discord_dirs(int army) const;
  // Power::kDiscord: whether the restrictions on German rooks allow move m of the army to move.
  bool discord_allows(Move m) const;
  // The last ply was a decision on a pending move (Continuation::kCensor before it).
  bool after_decision() const {
    return history_.size() >= 2 && history_[history_.size() - 2].continuation ==
                                       static_cast<std::uint8_t>(Continuation::kCensor);
  }
  // Continuation::kRetreat: the army whose turn ended before the army to move's retreat;
  // Continuation::kCensor: the army that chose the pending move.
  int interrupted() const { return st().interrupted; }
  // Continuation::kCensor: the move pending, and the continuation of the army that chose it.
  Move pending() const { return st().pending; }
  Continuation pending_continuation() const {
    return static_cast<Continuation>(st().pending_continuation);
  }
  // Power::kCensor: the squares of the pieces the army whose turn it is may not move in the rest of
  // its turn (kNoSquare after the last), and whether `army` may not censor now.
  const std::array<Square, kMaxCensored>& censored() const { return st().censored; }
  bool censor_barred(int army) const { return (st().censor_bar >> army & 1) != 0; }
  // Power::kCensor: whether move m of the army to move moves a censored piece.
  bool moves_censored(Move m) const {
    return st().censored[0] != kNoSquare && moves_any(m, st().censored.data(), kMaxCensored);
  }
  // Power::kGroup: the group of the army to move that holds the piece on `sq`, in the order of
  // the squares (its first square first), into out; its size (0 if the piece on `sq` is none the
  // army to move moves).
  int group_of(Square sq, Square* out) const;
  // Power::kOwnerSwap: the directions (bit d: owner_swap_offset(d)) in which a piece of the army
  // to move that stands on `landing` after its move finds an enemy it may swap with.
  unsigned swap_directions(Square landing) const;
  // Power::kOwnerSwap: swap_directions of the piece that move m (no swap named) lands, on the
  // board as m leaves it before its swap: after its capture, displacements and removals, before
  // the UN Peacekeepers' captures of immobile pieces, which follow the swap. The position is the
  // same on return.
  unsigned swap_directions_of(Move m);
  // The square whose piece a move of Power::kOwnerSwap swaps with (extra() != 0).
  Square swap_square(Move m) const;
  // Power::kNeutral, kGift: whether the army `mover` may capture pieces of the colour `army` now
  // (a Swiss leave, no Polish peace); where it may not, its pieces do not attack them either.
  bool may_capture(int mover, int army) const;
  // Power::kPeacekeep: whether the areas allow the piece `capturer` to capture the piece on
  // `victim` (neither of them of an army with the power, or `victim` on that army's area).
  bool capture_allowed(Cell capturer, Square victim) const;
  // Power::kSecretRoyal, kSecretBomb (secret.cpp). The square of army's marked piece: kNoSquare
  // if it has not chosen, its piece left the board or changed colour, or this position is a view
  // that hides it (secret_hidden).
  Square secret(int army) const { return st().secrets[army]; }
  bool chosen(int army) const { return (st().secret_chosen >> army & 1) != 0; }
  bool secret_hidden(int army) const { return (st().hidden >> army & 1) != 0; }
  // Whether `viewer` (an army, or -1 for a spectator) may see army's choice: its own, or revealed
  // (its piece left the board, its army is defeated).
  bool secret_known(int army, int viewer) const {
    return army == viewer || secret(army) == kNoSquare || status(army) != ArmyStatus::kPlaying;
  }
  // Continuation::kChoose: the army that moves once every secret is chosen.
  int resume() const { return st().resume; }
  // Power::kBomb: whether the bomb on `bomb` may detonate as far as what leaves goes: it defeats
  // no army of the side of the army to move (bomb.cpp).
  bool may_detonate(Square bomb) const;
  // Consecutive passes ("--") since the last other ply or defeat (Defeat::kToCaptor: as many as
  // there are armies taking turns draw the game).
  int passes() const { return st().passes; }
  // Whether a piece of `army` moves on the turns of `mover`: its own, or (Defeat::kToCaptor) a
  // defeated army's that `mover` controls.
  bool moves_for(int army, int mover) const {
    return army == mover || (rules_->to_captor() && st().controllers[army] == mover);
  }
  // Four-army check: `army` is in check: its royal piece is attacked by an enemy, where check
  // binds it (several royals: only while it has exactly one).
  bool checked(int army) const;
  // Whether the army to move may make the decision now (Decision: resign and timeout while its
  // player is in; the claim with two players left and a lead of CheckPoints::claim_lead).
  bool decision_allowed(Decision d) const;

  // Plays a legal move (the caller guarantees legality); unmake() takes back the last one.
  // Decisions (MoveKind::kDecision) are made the same way, when decision_allowed says so.
  // Under four-army check a ply also does what follows it: check bonuses, the immediate mates of
  // MateTiming::kImmediate, and the turn passing over the armies that take no turns.
  void make(Move m);
  // Plays a move only as far as the board and its consequences go (captures, a king's capture
  // killing its army), not judging the other armies afterwards: enough to see whether the mover
  // left its own king attacked. unmake() takes it back.
  void make_for_legality(Move m);
  // Power::kPawnPair: the first move of a pair, as make_for_legality plays it but without what
  // ends a ply (the UN Peacekeepers' captures of immobile pieces come once, after the pair).
  void make_pair_first(Move m) { make_ply(m, false, true); }
  void unmake();
  // Makes room for `plies` more moves, so that a caller who knows how many it will make (the
  // replay of a record) does not have the history copied as it grows.
  // Beyond them, the room make() keeps for trial moves.
  void reserve(int plies) { history_.reserve(history_.size() + static_cast<size_t>(plies) + 4); }

 private:
  enum class Op : std::uint8_t { kPut, kRemove, kMove, kRetype, kCell };
  struct Undo {
    Op op;
    Cell cell;  // the cell put, or the cell before removal or retyping
    Square a, b;
  };
  struct State {
    std::uint64_t hash;
    std::uint64_t extra_hash;  // part of hash for pools and waiting pawns
    Move move;
    CastlingRights castling;
    std::uint16_t no_progress;
    std::uint16_t fullmove;
    std::uint8_t to_move;
    Cell captured;
    std::uint8_t ep_count;
    std::uint8_t leap_rights;
    std::uint8_t sides;        // RuleSet::relations' index
    std::uint32_t undo_begin;  // this move's first entry in undo_
    std::array<Square, 2> ep;
    Square ep_victim;
    std::array<std::uint8_t, kMaxArmies> controllers;
    std::array<std::uint8_t, kMaxArmies> out;
    std::array<std::int16_t, kMaxArmies> points;
    std::array<std::uint8_t, kMaxArmies> thrones;
    std::array<std::uint8_t, kMaxArmies> returned;
    std::array<std::uint8_t, kMaxArmies> last_loss;  // kLossKnown | captor | kLossByKing | ...
    std::array<std::uint8_t, kMaxArmies> captors;
    std::array<std::uint8_t, 2> dice;  // unused, smaller first, 0 for none: {0, 5}, {2, 3}
    std::uint8_t royal_taken;
    std::array<std::array<std::uint8_t, kMaxArmies>, kMaxArmies> taken;
    std::array<std::uint8_t, kMaxArmies> status;        // ArmyStatus
    std::array<Square, kMaxArmies> ep_passed, ep_pawn;  // four-army en passant, by army
    std::uint8_t king_promotion, king_swap;
    std::uint8_t barred, bar_used;
    std::uint8_t passes;
    std::array<std::uint8_t, kMaxArmies> exchanges, neutral_took;
    std::uint8_t continuation, twice;
    Square again;
    std::array<Square, kMaxArmies> marks;
    std::uint8_t rest_count, first_turn, group_used;
    std::uint8_t interrupted;
    std::uint8_t pending_continuation, censor_bar;
    Move pending;
    std::array<Square, kMaxCensored> censored;
    // Power::kInsanity (InsaneTurn, packed): bits 0-1 pieces to choose, 2-3 chosen not moved, 4
    // normal, 5 types rolled, 6 a move made, 7-15 the types (3 bits each); the chosen squares.
    std::uint16_t insane;
    std::array<Square, InsaneTurn::kMaxChosen> chosen;
    std::array<Square, kMaxArmies> secrets;  // Setup::secrets
    std::uint8_t secret_chosen, hidden, resume;
    std::uint32_t secret_cursor;  // undo_ entries up to here are followed (follow_secrets)
    // Power::kRest: the resting pieces are rest_log_[rest_at, rest_at + rest_count); rest_base
    // is rest_log_'s size when this ply began (its own set, if it made one, starts there).
    std::uint32_t rest_at, rest_base;
    // Power::kDiscord: where this ply's set starts in discord_log_.
    std::uint32_t discord_at;
    std::array<std::array<std::uint8_t, kMaxPieceTypes>, kMaxArmies> pools;
    std::array<std::array<std::uint8_t, kMaxPieceTypes>, kMaxArmies> hands;
    std::array<std::uint8_t, kMaxArmies> waiting_count;
    std::array<std::uint8_t, kMaxArmies> to_place, peace;
    std::array<std::uint8_t, kMaxPieceTypes> returning;
    std::array<std::array<Square, kMaxWaiting>, kMaxArmies> waiting;
  };

  const State& st() const { return history_.back(); }
  State& st() { return history_.back(); }
  void put(State& s, Square sq, Cell c);
  void remove(State& s, Square sq);
  void move_piece(State& s, Square from, Square to);
  void retype(State& s, Square sq, Cell c);
  // Sets a cell that holds no piece (a mark's kWall, or kEmpty again).
  void set_cell(Square sq, Cell c);
  // Power::kMark: lifts `army`'s mark, if any.
  void lift_mark(State& s, int army);
  // Power::kRest: the piece of the army to move that captured and stands on `sq` rests.
  void start_rest(State& s, Square sq);
  // Power::kRest: a resting piece that moves from `from` rests on `to`; kNoSquare: it left.
  void follow_rest(State& s, Square from, Square to);
  // Power::kCensor: a censored piece that leaves the board (a Macedonian removal, the UN
  // Peacekeepers' capture) is censored no more: another piece may come to its square this turn.
  void drop_censored(State& s, Square sq);
  // The end of `army`'s turn: its current rests end, those it began come into effect, and its
  // first turn is over (Power::kRest, kOwnerSwap).
  void end_turn_powers(State& s, int army);
  // Power::kRest: the rests of pieces `army` moved end (its defeat).
  void drop_rests(State& s, int army);
  // Power::kDiscord at the end of ply m: the bars and protections follow their pieces, and a
  // German rook's move or capture adds its own.
  void discord_ply(State& s, Move m);
  // Power::kDiscord: the end of `army`'s turn: what its German rooks did becomes the bars of its
  // next turn, and the protections from them end.
  void discord_turn_end(State& s, int army);
  // Power::kDiscord: the set of the ply being made, copied to the log's end if an earlier ply
  // made it (as own_rests); where it starts.
  std::uint32_t own_discord(State& s);
  void add_discord(State& s, Square sq, int army, DiscordKind kind);
  // Power::kOwnerSwap: the piece that landed and the one beside it change colours.
  void swap_owners(State& s, Move m);
  // Power::kGroup: moves the group of m.from() by m.to() - m.from().
  void group_move(State& s, Move m);
  void on_capture(State& s, Cell victim, Square where);
  // Takes the piece on `sq` off the board as captured by the army to move (on_capture).
  void take(State& s, Square sq);
  // A piece's move from `from` to `to` (kNormal, kPromotion, kCaptureInPlace), with what follows
  // it on the board; true if it captured or moved a pawn (progress).
  bool board_move(State& s, Move m);
  // A castling's moves of its king and rook.
  void castle(State& s, Move m);
  // Ends the castling rights that a move from `from` to `to` ends (a king's or rook's square left
  // or entered), with their hash keys.
  void lose_castling(State& s, Square from, Square to);
  // Power::kPull and kPush of the piece that has just landed on `landing`.
  void displace(State& s, Square landing);
  // PieceSpec::barred: whether m uses a barred part of its piece's movement.
  bool uses_barred(Move m) const;
  // The end of `army`'s turn: what it used of barred movement and sea moves bars its next turn.
  void end_bars(State& s, int army);
  // Power::kNeutral: counts a capture of `victim` by the army `mover`.
  void count_exchange(State& s, Cell victim, int mover);
  // Power::kPeacekeep: whether the piece on `from` has a move by its own movement on the board as
  // it stands (a capture only where the rules of capture allow it), whoever's turn it is.
  bool has_own_move(Square from) const;
  // Power::kPeacekeep at the end of a ply: the enemies beside its pieces that cannot move are
  // captured, then an army whose area a hostile player occupies with three pieces is defeated;
  // true if a piece was captured, which resets the count of moves without progress
  // (peacekeepers.cpp).
  bool keep_peace(State& s);
  // Power::kKingAndOther, kAlone: after ply m of the army `us`, whether its turn goes on.
  bool continues_turn(State& s, Move m, int us);
  // Power::kAlone: whether the piece that ply m left on `landed` may move again (the first ply of
  // the turn).
  bool alone_of_its_kind(Move m, Square landed) const;
  // Power::kRemoval: pieces leave at the start of the turn of `mover` (army_powers.cpp).
  void remove_at_turn_start(State& s, int mover);
  // Power::kRemoval: a bishop and a knight of the army that this ply moved within two steps.
  void remove_close_pairs(State& s);
  // Takes a piece off the board by an army's power (no capture); the army of a last royal piece,
  // or of a last piece (ArmySpec::last_piece_defeat), falls to `captor`.
  void remove_by_power(State& s, Square sq, int captor);
  // Power::kBomb: the bomb on `bomb` and every piece around it but immune ones leave (bomb.cpp).
  void detonate(State& s, Square bomb);
  // Power::kPincer: after a move that left a knight of such an army on `landing`, the enemies
  // that it and another knight of its colour attack leave (pincer.cpp).
  void pincer(State& s, Square landing);
  // Power::kDesertion at the end of a ply of `mover`: pawns desert, kings take the queen's
  // movement or give it back (crown), an army left with royal pieces only is defeated
  // (desertion.cpp).
  void desertion(State& s, int mover);
  // Power::kDesertion: the kings of a colour with the power are T while it has no queen, K while
  // it has one.
  void crown(State& s);
  // Whether the piece `c` that left the board was the last that keeps its army in the game: its
  // last royal piece (with none in hand), or its last piece where that defeats it
  // (ArmySpec::last_piece_defeat; Power::kDeploy after its first turn).
  bool lost_last(Cell c) const;
  // Power::kDeploy: `army` begins a turn other than its first with no piece on the board, which
  // defeats it with no captor (deployment.cpp).
  bool deploy_lost(int army) const;
  // Power::kReturn (returns.cpp): the piece `c` left the board; a Persian piece goes to its pool,
  // or waits a turn more if lost in Persia's own turn.
  void piece_lost(State& s, Cell c);
  // Power::kReturn: the end of `army`'s turn: its pieces lost in the turn join its pool.
  void end_turn_returns(State& s, int army);
  // Power::kGift: the end of `army`'s turn: one of its turns of peace is over.
  void end_peace(State& s, int army);
  // The placement squares and the state of placements of a position set up (placement.cpp).
  void set_up_placements(const Setup& setup);
  // Power::kGift (alliance.cpp): the gift of ply m; a capture by a move of the army to move,
  // earning pawns for the givers it is at peace with; at the start of `army`'s turn, its
  // placements of the pawns it has to place, if it may make one.
  void give(State& s, Move m);
  void earn(State& s);
  void offer_placements(State& s, int army);
  // A placement ply m of the army to move: takes its piece from the hand, the pool or the pawns to
  // place, as its phase says.
  void place(State& s, Move m, Continuation phase);
  // Continuation::kReturn, kGift: whether the army `us`, its turn's move made, places or gives.
  Continuation after_move(int us) const;
  void set_en_passant(State& s, Square from, Square to, int steps);
  // `before_peace`: the ply stops short of Power::kPeacekeep's captures (swap_directions_of).
  void make_ply(Move m, bool settle, bool before_peace = false);
  // The ply m of a piece (normal, promotion, en passant, castling) where the rule set is orthodox
  // chess (keeps_bitboards_): make_ply's work without its tests of what such a rule set lacks
  // (orthodox_make.cpp).
  void make_orthodox(Move m);
  static bool orthodox_ply(Move m) { return m.kind() <= MoveKind::kCastling; }
  void clear_army_en_passant(State& s, int army);
  void set_army_en_passant(State& s, int army, Square passed, Square pawn);
  // Four-army check: the army is defeated; with dead pieces its pieces die (its king too unless
  // it walks on).
  void defeat(int army, ArmyStatus why, bool king_walks);
  void decide(Decision d, bool keeps_turn);
  // What follows a ply under four-army check (make()).
  void settle_four_army_ply(Move m, int us);
  int check_bonus(int us) const;
  void add_points(int army, int points);
  // The victim army and every army it controls pass to `captor`.
  void pass_control(State& s, int victim_army, int captor);
  // Defeat::kToCaptor: after a ply, the turn passes on and mates are judged at the turn.
  void settle_captor_ply(Move m, int us);
  // The turn passes on from `from` (its turn's end first, unless `ended`); an army in check
  // without a legal move when its turn comes is mated, writing no ply, and the turn passes on
  // from it as if it had moved.
  void pass_turn_on(int from, bool ended = false);
  // Pushes the state of ply m, nothing of it made yet.
  // Inline: every ply of every rule set makes it.
  void begin_ply(Move m) {
    history_.push_back(history_.back());
    State& s = st();
    s.rest_base = static_cast<std::uint32_t>(rest_log_.size());
    s.move = m;
    s.undo_begin = undo_size_;
    if (undo_size_ + kMaxUndoPerMove > undo_.size()) undo_.resize(undo_.size() * 2);
    s.captured = kEmpty;
    s.royal_taken = 0;
  }
  // Power::kInsanity (engine/insanity.cpp). Whether the army to move's insanity roll or types
  // roll is due.
  bool insanity_roll_due() const;
  // Reads the insane turn of a position set up (FEN4 st=); throws std::invalid_argument.
  void set_up_insane(const Setup& setup);
  void roll_insanity(const DiceRoll& r);
  void unroll_insanity();
  void set_insane(State& s, const InsaneTurn& t);
  static InsaneTurn unpack_insane(const State& s);
  // After ply m of an insane turn: true if the turn goes on (a choice, or a move with chosen
  // pieces left); else its state is cleared.
  bool insane_ply(State& s, Move m);
  // Whether the "--" made in state `before` passes the turn (it counts as a pass).
  static bool insane_pass(const State& before);
  // Power::kCensor (engine/censor.cpp). Whether move m of the army to move is a board move China
  // may censor.
  bool censorable(Move m) const;
  // The first army after `after` in turn order, before `mover`, that may censor `mover`'s move
  // now; -1 if none.
  int next_censor(int mover, int after) const;
  // Whether the army to move has a legal move other than "--" that moves no piece move m moves.
  bool has_redo(Move m);
  // If m is censorable and an army may censor it, makes it pending (Continuation::kCensor).
  bool propose(Move m);
  // The decision of the army to move on the pending move.
  void decide_censor(Move m);
  // The pending move's army is to move again, in its turn as before the move.
  void leave_censor(State& s);
  // Reads the pending move of a position set up (FEN4 censor=).
  void set_up_pending(int by, const std::string& text);
  // Whether move m moves a piece on one of the n squares (kNoSquare ends them).
  bool moves_any(Move m, const Square* squares, int n) const;
  // Power::kCensor: the squares of the pieces that censoring m bars.
  std::array<Square, 2> censored_by(Move m) const;
  // Power::kRetreat: after the turn of `ended`, offers the retreat to the first army after
  // `after` (in turn order, before `ended`) that may make one: true if one is to move for it.
  bool offer_retreat(int ended, int after);
  // Power::kSecretRoyal, kSecretBomb (secret.cpp): the choices of a position set up; the first
  // army in turn order from s.resume with a secret to choose, -1 if none; the choice m; and the
  // marked pieces followed through the board changes of the ply so far, an army losing its
  // marked piece (Power::kSecretRoyal) falling to `captor`.
  void set_up_secrets(const Setup& setup);
  int next_chooser(const State& s) const;
  void choose(Move m);
  void follow_secrets(State& s, int captor);
  // A position set up with the army to move mated is judged as play judges it at the turn.
  void judge_set_up_turn();
  int turn_after(int army) const;
  void mate_at_turn(int army);
  int mate_captor(int army) const;
  void remove_pieces(State& s, int army);
  void freeze_pieces(State& s, int army);
  void king_promotion_move(State& s, Move m, Cell mover);
  void record_king_loss(State& s, int victim, int captor, bool by_king, Square where);
  void enter_throne(State& s, int us, Square to, Cell victim);
  void exchange_kings(State& s, int us, int victim);
  void promote_waiting(State& s);
  bool permitted(int army, int type) const;
  void use_die(State& s, int type);
  // The Chaturaji family's share of a board move (king losses, dice, triumph): true if it
  // captured; and of the end of any ply (waiting pawns, the dice turn and its clock): false if
  // the army's dice turn goes on.
  bool family_move(State& s, Move m, Cell mover, Cell victim);
  bool end_of_family_ply(State& s, Move m, bool progress);
  void triumph(State& s, Square to);
  std::uint64_t compute_extra_hash(const State& s) const;
  std::uint64_t family_hash(const State& s) const;
  void refresh_extra_hash(State& s) const;
  void add_to_list(Square sq, Cell c);
  void remove_from_list(Square sq, Cell c);
  void track_royal_removed(Square sq, Cell c);
  void track_royal_added(Square sq, Cell c);
  void restore_to_list(Square sq, Cell c, int index);
  void set_type(Square sq, Cell c);
  // Adds the piece `c` on sq to the bitboards, or takes it off them, where they are kept.
  void flip_bitboards(Square sq, Cell c) {
    if (!keeps_bitboards_) return;
    const Bitboard bit = square_bit(bit_of(sq));
    bitboards_.army[army_of(c)] ^= bit;
    bitboards_.type[type_of(c)] ^= bit;
  }

  const RuleSet* rules_;
  bool keeps_bitboards_ = false;  // rules_->orthodox_chess()
  PieceBitboards bitboards_;
  std::array<Cell, kMaxMailbox> board_{};
  std::array<std::array<Square, kMaxPiecesPerArmy>, kMaxArmies> lists_{};
  std::array<std::uint8_t, kMaxArmies> count_{};
  std::array<std::uint8_t, kMaxMailbox> index_{};
  std::array<Square, kMaxArmies> royal_sq_{};
  std::array<std::uint8_t, kMaxArmies> royal_count_{};
  std::vector<State> history_;
  // What make() changed on the board, for every move made: the first undo_size_ entries.
  std::vector<Undo> undo_;
  std::uint32_t undo_size_ = 0;
  // make() makes room for the most entries one move can need (kMaxUndoPerMove) first.
  static constexpr std::uint32_t kMaxUndoPerMove = 160;
  void record(const Undo& u) { undo_[undo_size_++] = u; }
  // Power::kRest: each ply that changes the resting pieces appends its set (square | mover << 10
  // | current << 12), so that a ply copies no set into its State and unmake drops what it added.
  std::vector<std::uint16_t> rest_log_;
  // Power::kDiscord: each ply that changes the bars appends its set (own_discord): the count of
  // entries, the directions (Position::discord_dirs, 8 bits per army, in two words), then the
  // entries (square | army << 10 | kind << 12). A set beyond the current ply's belongs to a ply
  // taken back: the next change drops it, so that unmake() has nothing to do.
  std::vector<std::uint16_t> discord_log_;
  const std::uint16_t* rests_of(const State& s) const { return rest_log_.data() + s.rest_at; }
  // The resting pieces of the ply being made, copied to the log's end if an earlier ply made
  // them: changes go at the end (push_back, pop_back) and keep rest_at + rest_count at its size.
  std::uint16_t* own_rests(State& s);
  const RelationTable* relations_;
  std::array<std::vector<Square>, kMaxArmies> placement_;
};

}  // namespace chatur::engine
