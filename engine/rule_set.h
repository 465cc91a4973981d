// The rules core's central type: a rule set, compiled from its data (rule_spec.h) into the tables
// that move generation, make/unmake and game status read.
// HOW A RULE SET IS DEFINED
// A rule set is a RuleSpec: board size and holes, pieces (each a letter, a name and its movement
// in Betza notation), armies (name, forward direction, team) in turn order, the setup, and a few
// named rule hooks for what movement cannot express: royalty (checkmate or capture), what an army
// without moves does, promotion (zone, choices, pool of lost pieces, waiting pawns), pawn
// multi-steps and en passant, castling, draw rules. Every rule set lives in one file of
// engine/rule_sets/ and is listed in registry.cpp. The hooks, all fields of RuleSpec, and the
// core module that implements each generically:
//   royalty            kCheckmate / kCapture                        movegen.cpp, outcome.cpp
//   no_moves           kDraw / kPass / kHalfWin (3/4 stalemate)      movegen.cpp, outcome.cpp
//   promotion.choices  kFixed list / kPool of captured pieces / kFilePiece (the file's piece,
//                      only while captured)                          movegen.cpp, position.cpp
//   promotion.wait_for_pool, .optional, .distinct_colours: waiting pawns (the longest-waiting
//                      pawn that may become the captured type promotes as part of the capture;
//                      such captures are tried by make/unmake), staying a pawn for good, no
//                      second bishop on one colour                  position.cpp, movegen.cpp
//   pawn_multi_steps, en_passant, castling                          rule_set.cpp, movegen.cpp
//   king_knight_leap   the king's one knight leap (Hyderabad)       movegen.cpp, position.cpp
//   royal_goals        squares whose reaching wins (option extra_wins) movegen.cpp, outcome.cpp
//   last_piece_draw    capturing an army's last piece draws         movegen.cpp, outcome.cpp
//   pawn_mate_double   a pawn's mate is a double victory            outcome.cpp
//   insufficient_material_draw, options (draws, array, extra_wins)  outcome.cpp, registry.cpp
//   triumph            a 2x2 block of four boats captured by the last  position.cpp
//   captor_control     the captor of a king takes its army          position.cpp, rule_set.cpp
//   promotion kEdgePiece with few_pawns/lone_pawn_boat: by square and pawn count
//                                                                    position.cpp, movegen.cpp
//   king_exchange, thrones, frozen_without_royal, bare_king_end      position.cpp, movegen.cpp,
//                                                                    outcome.cpp
//   dice, payments, bonus, quiet_rounds_end, pawn_moves_reset_clock  position.cpp, movegen.cpp,
//                                                                    outcome.cpp, perft.cpp
//   scores_points, modes (option mode=ffa: every army its own team)  outcome.cpp, registry.cpp
// Four-army check (chess.com's four-player chess; ZM Machiavellian, Chatanooga and European
// Chess add further values of the same hooks):
//   royalty kCheckmate with four armies: legality against every enemy army, kings left
//                      attacked capturable
//                                                                  movegen.cpp, four_army_check.cpp
//   mate_timing        kAtTurn / kImmediate (after every ply, for every other army)
//                                                                  four_army_check.cpp, outcome.cpp
//   defeat             kEndsGame / kDeadPieces (dead twins of every type, turns skipped)
//                                                                 four_army_check.cpp, rule_set.cpp
//   walking_kings      DeadKingWalking (option dead_king_walking)
//                                                                  four_army_check.cpp, movegen.cpp
//   check_points       free-for-all points: captures, mates, multiple checks, stalemate,
//                      end bonuses, claim
//                                                                  four_army_check.cpp, outcome.cpp
//   has_classic_setup  option setup=classic                          registry.cpp
//   decisions          MoveKind::kDecision (resign R, timeout T, claim; resign and freeze
//                      in ZM and Chatanooga), never generated
//                                                                 four_army_check.cpp, notation.cpp
// ZM Machiavellian Chess and Chatanooga (rule_sets/check_on_chaturaji_board.cpp and the two
// files named after them) add:
//   defeat kToCaptor   a defeated army's pieces move on its captor's turns; mate at the turn
//                      writes no ply; a cycle of passes draws
//                                                                  four_army_check.cpp, movegen.cpp
//   turn_order         kInOrder / kSkipToCheck (the checked army moves next)  four_army_check.cpp
//   several royals     promotion to a royal type: check binds only a single royal
//                                                                  movegen.cpp, four_army_check.cpp
//   king_promotion     a queen on the far corner, and its castling (a kSwap)
//                                                                  four_army_check.cpp, movegen.cpp
//   en_passant_next_ply, protect_partner (teams), freeze (frozen twins)
//                                                                  four_army_check.cpp, movegen.cpp
// European Chess (rule_sets/european.cpp; one entry per army in european_armies.cpp) adds
// per-army rules, ArmySpec's fields, compiled into ArmyRules (RuleSet::army_rules):
//   movement           an army's own Betza for a letter (Pict rook RD, Mafia rook R3); a digit
//                      after a rider limits its range            rule_set.cpp, movegen.cpp,
//                      attacks.cpp
//   in_place           captures that leave the capturer on its square (kCaptureInPlace)
//                                                                  movegen.cpp, position.cpp
//   promotions         the types its pawns become                  movegen.cpp
//   power kPull/kPush  displacement after a move; immune armies resist   position.cpp
//   power kPawnPair    two pawn moves as one move (kPawnPair, pawn_pair.h)
//                                                                  movegen.cpp, position.cpp
//   power kTribute, kSea  a pawn placed in its area (kDrop), a bishop's sea move (kTeleport)
//                                                                  army_moves.cpp
//   power kRemoval, kNeutral  removals at its turn's start; capture permissions
//                                                                  army_powers.cpp, attacks.cpp
//   power kPeacekeep   captures bound to its area, immobile enemies beside it captured, defeat
//                      by occupation                   peacekeepers.cpp, attacks.cpp, movegen.cpp
//   power kDeploy, kReturn, kGift  pieces placed on the position's placement squares (FEN4 sq=):
//                      Ottoman drops, Persian returns, pawns after Poland's gift; Persia's rule
//                      of check; Poland's peace (a capture permission)
//                      placement.cpp, deployment.cpp, returns.cpp, alliance.cpp, movegen.cpp
//   last_piece_defeat  an army without a royal type falls with its last piece  position.cpp
//   PieceSpec::barred  a part of a piece's movement not usable two turns running (FEN4 st=)
//                                                                  movegen.cpp, position.cpp
// Under per-army rules every move's legality is judged by trial (make, test, unmake).
// Position text for the per-side state of the hooks (pools, waiting pawns, leap rights) is in
// fen.cpp and docs/positions.md. The worked example is Chaturaji (rule_sets/chaturaji.cpp):
//   pieces   K "K" royal, R "R" (elephant, alias E), N "N" (horse, alias H), B "A" (boat: the
//            alfil, two squares diagonally over anything), P "mfWcfF" pawn;
//   armies   Red (down), Green (left), Yellow (up), Black (right); teams Red+Yellow, Green+Black;
//   hooks    royalty kCapture (no check; a team with no king left loses at once), no_moves kPass,
//            promotion from the pool of lost pieces with waiting pawns, no multi-step, no castling;
//   options  repetition and no-progress draws (200 plies for four armies).
// The large two-army games (rule_sets/kaiserspiel.cpp, sultanspiel.cpp, hyderabad.cpp) show the
// other hooks: set A of Kaiserspiel and Sultanspiel is kPool with optional promotion, waiting
// pawns, distinct_colours and kHalfWin; Hyderabad is kFilePiece with distinct_colours,
// king_knight_leap, last_piece_draw and pawn_mate_double; Sultanspiel A has royal_goals.
// Chaturanga 4-84 (rule_sets/chaturanga_4_84.cpp) adds the hooks square_movement (queen, rook
// and bishop move as ferz, dabbaba and alfil from the old squares), drops (a wazir in hand),
// pawn_leap, royal_swap, win_squares (the old squares), no_moves kLoss, and optional, on-capture
// and in-place promotion.
// The compiled RuleSet turns each piece's Betza steps into mailbox offsets per army (pawns of
// different armies point different ways), builds the cell-to-relation tables that tell friend
// from enemy, the promotion zones, and the Zobrist keys.
// THE CHATURAJI FAMILY'S MECHANICS, HOW THEY WORK (each built once, used by several rule sets)
// - Chance (RuleSpec::dice): a roll is not a move. Position::awaiting_roll() says the army to
//   move must roll; the environment (perft's --dice list, a host, the random player) calls
//   Position::roll(a, b) and, to take it back before any move, unroll(). The unused dice are
//   part of the state (hash, FEN4 roll=); generation keeps the moves of the types the dice allow.
// - Turns of several plies: a ply that leaves an unused die keeps the army to move
//   (Position::make), the pass "--" ends the turn, and the clock counts turns.
// - Decisions that are not board moves are moves of their own kinds: a king placed from hand is
//   a drop ("K@e4"); a capture demanding the king exchange is the capture with extra() set
//   ("c2xb4^"), generated beside the plain one (movegen.cpp, add_exchange_demands).
// - Controllers (RuleSpec::captor_control, thrones' command): each army has a controller in the
//   position; relations follow the side of the controller, through one relation table per
//   assignment of armies to sides (RuleSet::relations), so capture rules stay table driven.
// - Points and placements: per-army points in the position (stakes, payments), and the outcome
//   (outcome.h) gives team scores, or placements in a free-for-all (no two armies share a team).
// The worked example is chaturaji-dice (rule_sets/chaturaji_dice.cpp): chaturaji-classic
// (rule_sets/chaturaji_classic.cpp: kEdgePiece promotion with the pawn-count permission,
// triumph 'B', king_exchange, thrones, frozen_without_royal, bare_king_end, scores_points) plus
//   spec.dice = {.count = 2, .low = 2, .faces = {"B", "N", "R", "KP"}};
// make() hands such rule sets' extra work to Position::family_move and end_of_family_ply, so the
// other rule sets pay one test (RuleSet::family_rules). Hidden information (a view of the
// position per army) is not needed yet: the rules core would hold the truth and filter views.
#pragma once

#include <array>
#include <bitset>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "engine/betza.h"
#include "engine/castling_rights.h"
#include "engine/geometry.h"
#include "engine/orthodox_chess.h"
#include "engine/rule_spec.h"
#include "engine/types.h"

namespace chatur::engine {

// The mailbox offsets of one piece type for one army, split by what each step may do.
struct Movement {
  std::vector<int> leaps[3];   // indexed by StepMode
  std::vector<int> riders[3];  // indexed by StepMode
  int range = 0;               // squares a ride goes at most, 0 for no limit
  bool overlap = false;        // a leap lands where a ride of the piece may too (Pict rook RD)
  // Generation must look at range and overlap: the plain loops do not.
  bool special() const { return range != 0 || overlap; }
};

// What one army's pieces do differently (ArmySpec's per-army rules, compiled).
struct ArmyRules {
  std::uint32_t in_place = 0;   // bit t: captures by type t leave the capturer on its square
  std::vector<int> promotions;  // types its pawns may become
  std::uint32_t immune = 0;  // bit t: its pieces of type t are never displaced, removed or swapped
  bool last_piece_defeat = false;
  Power power = Power::kNone;
  int reach = 0;
  std::vector<Square> area;  // Power::kTribute: where its pawns are placed
  // Power::kRetreat: the squares of its setup, each with the type that stands there at the start.
  std::vector<std::pair<Square, int>> homes;
  // Power::kPeacekeep: bit sq is set for the squares of `area`.
  std::bitset<kMaxMailbox> in_area;
};

struct Castling {
  int army;
  Square king_from, king_to, rook_from, rook_to;
  Square move_to;  // the square its move names: king_to, or rook_from under chess960_castling
  int rook_type;   // the type the king castles with; -1: any non-royal piece of its army
  std::vector<Square> must_be_empty;  // every square between, bar the king's and rook's own
  std::vector<Square> king_path;      // squares the king stands on or crosses: never attacked
  char fen_flag;
};

// How every army relates to every cell: RelationTable[army][cell].
using RelationTable = std::array<std::array<Relation, 256>, kMaxArmies>;

class RuleSet {
 public:
  // Validates and compiles the data; throws std::invalid_argument saying what is wrong.
  explicit RuleSet(RuleSpec spec);

  const RuleSpec& spec() const { return spec_; }
  const std::string& id() const { return spec_.id; }
  const Geometry& geometry() const { return geometry_; }
  const RuleOptions& options() const { return spec_.options; }
  int army_count() const { return static_cast<int>(spec_.armies.size()); }
  int type_count() const { return static_cast<int>(spec_.pieces.size()); }
  const PieceSpec& piece(int type) const { return spec_.pieces[type]; }
  const ArmySpec& army(int a) const { return spec_.armies[a]; }
  int team(int a) const { return spec_.armies[a].team; }
  // The type whose letter (or alias) this is, upper or lower case. A record's reading asks at
  // every SAN move: a table made once, read inline (a returned std::optional stalls:
  // docs/architecture.md, "Move generation").
  std::optional<int> type_by_letter(char c) const {
    const int t = type_of_letter_[static_cast<unsigned char>(c)];
    if (t < 0) return std::nullopt;
    return t;
  }
  std::optional<int> army_by_letter(char c) const;

  // A free-for-all: no two armies share a team.
  bool free_for_all() const { return free_for_all_; }
  // The relations of the start, where every army is on its own team's side.
  Relation relation(int army, Cell c) const { return relations(start_sides_)[army][c]; }
  // Sides: which side each army's pieces are on, two bits per army (army a's side in bits 2a and
  // 2a+1; a side is a team number). Without captor control the sides never change.
  std::uint8_t start_sides() const { return start_sides_; }
  const RelationTable& relations(std::uint8_t sides) const {
    return relation_tables_[sides_change_ ? sides : 0];
  }
  bool captor_control() const { return spec_.captor_control; }
  // Armies' sides change during a game: captor control, or defeated armies' pieces passing to
  // their captors (Defeat::kToCaptor).
  bool sides_change() const { return sides_change_; }
  bool to_captor() const { return spec_.defeat == Defeat::kToCaptor; }
  // A pawn may become a royal piece: an army may have several, and check binds it only while it
  // has exactly one.
  bool several_royals() const { return several_royals_; }
  // RuleSpec::king_promotion: the type that appears and army a's corner (kNoSquare if none).
  int king_promotion_type() const { return king_promotion_type_; }
  Square king_promotion_corner(int army) const { return king_promotion_corner_[army]; }
  // The rule set scores points per army (Outcome::points, FEN4's points field).
  bool scores_points() const { return spec_.scores_points; }
  // The triumph piece type (RuleSpec::triumph), -1 if none.
  int triumph_type() const { return triumph_type_; }
  const Movement& movement(int army, int type) const { return movement_[army][type]; }
  // Armies differ in their pieces' movement or powers (European Chess): moves are judged by
  // trial, and the generators look at the per-army rules.
  bool army_rules() const { return army_rules_; }
  const ArmyRules& army_rules(int army) const { return army_rules_of_[army]; }
  // Power::kPeacekeep: whether a piece of `army` may capture or be captured on sq (only on its
  // area, if it has the power).
  bool area_allows(int army, Square sq) const {
    const ArmyRules& r = army_rules_of_[army];
    return r.power != Power::kPeacekeep || r.in_area[sq];
  }
  // Some army has the power (one test keeps the others' games off its paths).
  bool has_power(Power p) const { return (powers_ >> static_cast<int>(p) & 1) != 0; }
  bool captures_in_place(int army, int type) const {
    return (army_rules_of_[army].in_place >> type & 1) != 0;
  }
  // PieceSpec::barred: the type has a part of its movement an army may not use two turns
  // running; its movement without that part, and whether a step of offset `off` is of that part.
  bool has_barred(int type) const { return (barred_types_ >> type & 1) != 0; }
  const Movement& barred_movement(int army, int type) const { return barred_movement_[army][type]; }
  // Power::kInsanity: the movement of a piece of `army` moving as the type a die shows (1 pawn,
  // 2 knight, 3 bishop, 4 rook, 5 queen, 6 king), the chess piece's, a pawn going army's way.
  const Movement& insane_movement(int army, int die) const {
    return insane_movement_[army][die - 1];
  }
  bool is_barred_step(int army, int type, int off) const;
  // The most squares a ride of the piece in cell c goes, 0 for no limit.
  int ride_range(Cell c) const { return ride_range_[c]; }
  // The movement of a piece that starts its move on `from` (square_movement may change it).
  const Movement& movement(int army, int type, Square from) const {
    if (has_square_movement_ && square_moved_[type][from]) return square_movement_[army][type];
    return movement_[army][type];
  }
  bool in_promotion_zone(int army, Square s) const { return zone_[army][s]; }
  // A pawn capturing a piece of this type may promote wherever it lands.
  bool promotes_on_capture_of(int type) const { return (capture_promotes_ >> type & 1) != 0; }
  // Pieces of each army in hand at the start, by type.
  const std::array<std::uint8_t, kMaxPieceTypes>& initial_hand() const { return initial_hand_; }
  bool uses_hands() const { return !spec_.drops.hand.empty() || spec_.king_exchange; }
  bool drop_allowed(Square s) const { return drop_allowed_[s]; }
  const std::vector<Square>& win_squares() const { return win_squares_; }
  // Mailbox offsets of the eight neighbouring squares.
  const std::array<int, 8>& neighbours() const { return neighbours_; }
  // How many squares a pawn of `army` standing on s may step straight ahead (1 if no multi-step).
  int pawn_steps(int army, Square s) const { return pawn_steps_[army][s]; }
  // The pawn's straight-ahead move offset for `army`.
  int pawn_push(int army) const { return pawn_push_[army]; }
  const std::vector<Castling>& castlings() const { return castlings_; }
  // Castling rights lost when a move starts or ends on s (a king's or rook's home square).
  CastlingRights castling_lost(Square s) const { return castling_lost_[s]; }
  // Whether these cells on castling i's king and rook squares are its king and its rook.
  bool castling_at_home(int i, Cell king, Cell rook) const;
  bool is_royal(int type) const { return (royal_types_ >> type & 1) != 0; }
  // Whether piece c is royal for its army: its type is royal, and its army's royalty is not a
  // secret piece's (Power::kSecretRoyal), whose kings are kings by their moves only.
  bool is_royal_piece(Cell c) const { return (royal_cells_ >> (c & 0x3F) & 1) != 0; }
  // Some army has one of the powers, given as power_bits: one test of the powers' word.
  static constexpr std::uint32_t power_bits(std::initializer_list<Power> powers) {
    std::uint32_t bits = 0;
    for (Power p : powers) bits |= 1u << static_cast<int>(p);
    return bits;
  }
  bool has_any_power(std::uint32_t bits) const { return (powers_ & bits) != 0; }
  // Some army has a secret (Power::kSecretRoyal, kSecretBomb).
  bool has_secrets() const {
    return has_any_power(power_bits({Power::kSecretRoyal, Power::kSecretBomb}));
  }
  // Bit t: type t is royal.
  std::uint32_t royal_types() const { return royal_types_; }
  // A captured piece of this type goes to its army's pool (pool rule sets, not kings or pawns).
  bool goes_to_pool(int type) const {
    return uses_pools() && !is_royal(type) && type != pawn_type_;
  }
  bool uses_pools() const {
    return spec_.promotion.choices == PromotionChoices::kPool ||
           spec_.promotion.choices == PromotionChoices::kFilePiece;
  }
  // kEdgePiece: the type a pawn of `army` becomes on its zone square s (-1 elsewhere).
  int edge_piece(int army, Square s) const { return edge_piece_[army][s]; }
  // kEdgePiece's permission types (PromotionSpec::few_pawns as a bit mask, lone_pawn_boat).
  std::uint32_t few_pawns_types() const { return few_pawns_; }
  int lone_pawn_boat() const { return lone_pawn_boat_; }
  // Defeat::kDeadPieces and RuleSpec::freeze: the twin of a live type (same letter, no
  // movement, worth nothing; a dead twin is an enemy of every army, a frozen one blocks every
  // army like the board's edge), and whether a type is a twin. Without twins dead_type is -1 and
  // no type is dead.
  int dead_type(int type) const { return twins_ ? type + live_types_ : -1; }
  bool is_dead(int type) const { return twins_ && type >= live_types_; }
  bool dead_pieces() const { return dead_pieces_; }
  // The live type of a dead twin, else the type itself.
  int live_type(int type) const { return is_dead(type) ? type - live_types_ : type; }
  // Four armies under checkmate rules: the machinery of four-army check (RuleSpec::mate_timing,
  // defeat, walking_kings, check_points, decisions).
  bool four_army_check() const { return four_army_check_; }
  bool en_passant() const { return spec_.en_passant && spec_.options.en_passant; }
  // RuleSpec::walking_kings with the option dead_king_walking on.
  bool walking_kings() const { return spec_.walking_kings && spec_.options.dead_king_walking; }
  // The first royal type (the king), -1 if none.
  int royal_type() const { return royal_type_; }
  // The position keeps how each army lost its royal pieces (Position::last_king_loss).
  bool keeps_king_losses() const { return spec_.thrones || spec_.king_exchange || spec_.bonus; }
  // Any rule of the Chaturaji family that make() looks after beyond the board move: king losses,
  // dice, triumph, thrones, waiting pawns by square, payments.
  bool family_rules() const { return family_rules_; }
  // The endings of the family besides the loss of all kings: bare king, bonus, quiet rounds.
  bool family_endings() const { return family_endings_; }
  // Some ending on the board besides the loss of all kings: four-army check's, win squares, the
  // family's endings, or one the last move decides (decided_on_board asks it at every
  // generation).
  bool other_board_endings() const { return other_board_endings_; }
  // A piece's legal moves are its movement's targets alone, as plain moves where not a pawn's
  // promotion: no check, per-army rules, king exchange, control passing, hands, dice, king swap,
  // pawn leap or promotion in place (rank_plain_move; the position adds its own conditions).
  bool plain_moves() const { return plain_moves_; }
  // The dice turn (RuleSpec::dice).
  bool has_dice() const { return spec_.dice.count > 0; }
  // Some turn is decided by chance: dice, or an army's roll (Power::kInsanity).
  bool has_chance() const { return has_dice() || has_power(Power::kInsanity); }
  int die_low() const { return spec_.dice.low; }
  int die_high() const { return spec_.dice.low + static_cast<int>(spec_.dice.faces.size()) - 1; }
  // The types a die showing `value` moves, as a bit mask.
  std::uint32_t die_types(int value) const { return die_types_[value]; }
  // RuleSpec::thrones: the start square of army a's royal piece.
  Square throne(int army) const { return thrones_[army]; }
  // kFilePiece: the type a pawn of `army` becomes on square s (-1 if none).
  int file_piece(int army, Square s) const { return file_piece_[army][geometry_.file_of(s)]; }
  // A pawn of `army` standing on its zone that no FEN field lists waits for a piece (Chaturaji)
  // rather than having declined to promote for good (optional promotion).
  bool zone_pawns_wait_by_default() const {
    return spec_.promotion.wait_for_pool && !spec_.promotion.optional;
  }
  // Goal squares of RuleSpec::royal_goals, if the option extra_wins is on.
  bool has_goals() const { return has_goals_; }
  bool is_goal(int army, Square s) const { return has_goals_ && goal_[army][s]; }
  // The game may end by the effect of the last move alone (goal squares, last-piece draw).
  bool ends_on_move() const { return has_goals_ || spec_.last_piece_draw; }
  // Types a pawn may promote to under kFixed.
  const std::vector<int>& fixed_promotions() const { return fixed_promotions_; }
  // Types a pawn of `army` may promote to under kFixed: its army's own list where it has one.
  const std::vector<int>& fixed_promotions(int army) const {
    return army_rules_ ? army_rules_of_[army].promotions : fixed_promotions_;
  }
  int pawn_type() const { return pawn_type_; }  // -1 if none
  // The rule set plays as orthodox chess (find_orthodox_chess in orthodox_chess.h): which type
  // plays each piece, for the fast generation of orthodox_movegen.h. Nothing for other games.
  const std::optional<OrthodoxPieces>& orthodox_chess() const { return orthodox_; }
  // Plies (turns with dice) without progress that draw under the no-progress option.
  int no_progress_limit() const { return army_count() == 2 ? 100 : 200; }

  // Attack tables: every distinct capturing leap and ride offset of the rule set, and for every
  // cell a bit mask of the ones its piece has. A piece on cell c at square q attacks q + off[i]
  // by leaping if bit i of leap_mask(c) is set.
  const std::vector<int>& attack_leaps() const { return attack_leaps_; }
  const std::vector<int>& attack_rides() const { return attack_rides_; }
  std::uint64_t leap_mask(Cell c) const { return leap_mask_[c]; }
  std::uint64_t ride_mask(Cell c) const { return ride_mask_[c]; }

  // Zobrist keys.
  std::uint64_t piece_key(Cell c, Square s) const {
    return piece_keys_[(army_of(c) * kMaxPieceTypes + type_of(c)) * mailbox_ + s];
  }
  std::uint64_t turn_key(int army) const { return turn_keys_[army]; }
  std::uint64_t castling_key(int right) const { return castling_keys_[right]; }
  std::uint64_t en_passant_key(Square s) const { return en_passant_keys_[s]; }
  // Keys of rarely changing state, computed on demand: pool counts and waiting pawns.
  static std::uint64_t extra_key(std::uint64_t kind, std::uint64_t a, std::uint64_t b,
                                 std::uint64_t c);

 private:
  void compile_letters();
  void compile_pieces();
  void compile_movement();
  void compile_army_rules();
  void compile_zones();
  void compile_castling();
  void compile_special_squares();
  void compile_keys();
  void compile_promotion_and_goals();
  Movement compile_steps(int army, const std::vector<Step>& steps, Cell attacker);

  RuleSpec spec_;
  Geometry geometry_;
  int mailbox_;
  int pawn_type_ = -1;
  bool dead_pieces_ = false, twins_ = false, sides_change_ = false, four_army_check_ = false;
  bool several_royals_ = false;
  int king_promotion_type_ = -1;
  std::array<Square, kMaxArmies> king_promotion_corner_{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
  int live_types_ = 0;
  std::vector<int> fixed_promotions_;
  bool free_for_all_ = false;
  std::uint8_t start_sides_ = 0;
  std::vector<RelationTable> relation_tables_;  // by sides where sides change, else one
  int triumph_type_ = -1;
  int royal_type_ = -1;
  bool family_rules_ = false, family_endings_ = false, other_board_endings_ = false;
  bool plain_moves_ = false;
  std::array<std::uint32_t, 16> die_types_{};
  std::vector<std::vector<int>> edge_piece_;  // [army][square]
  std::uint32_t few_pawns_ = 0;
  int lone_pawn_boat_ = -1;
  std::array<Square, kMaxArmies> thrones_{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
  std::vector<std::vector<Movement>> movement_;
  bool army_rules_ = false;
  std::uint32_t powers_ = 0;  // bit p: some army has Power p
  std::array<ArmyRules, kMaxArmies> army_rules_of_{};
  std::uint32_t barred_types_ = 0;
  std::vector<std::vector<Movement>> barred_movement_;       // [army][type]
  std::vector<std::array<Movement, 6>> insane_movement_;     // [army][die - 1]
  std::vector<std::vector<std::vector<int>>> barred_steps_;  // [army][type]: offsets
  std::array<std::uint8_t, 256> ride_range_{};
  bool has_square_movement_ = false;
  std::vector<std::vector<Movement>> square_movement_;  // [army][type]
  std::vector<std::vector<bool>> square_moved_;         // [type][square]
  std::uint32_t capture_promotes_ = 0;
  std::array<std::uint8_t, kMaxPieceTypes> initial_hand_{};
  std::vector<bool> drop_allowed_;
  std::vector<Square> win_squares_;
  std::array<int, 8> neighbours_{};
  std::vector<std::vector<bool>> zone_;
  std::array<std::array<int, kMaxFiles>, kMaxArmies> file_piece_{};
  bool has_goals_ = false;
  std::vector<std::vector<bool>> goal_;
  std::vector<std::vector<std::uint8_t>> pawn_steps_;
  std::array<int, kMaxArmies> pawn_push_{};
  std::vector<Castling> castlings_;
  std::vector<CastlingRights> castling_lost_;
  std::uint32_t royal_types_ = 0;
  std::uint64_t royal_cells_ = 0;  // bit (c & 0x3F): piece c is royal (is_royal_piece)
  std::vector<int> attack_leaps_, attack_rides_;
  std::array<std::uint64_t, 256> leap_mask_{}, ride_mask_{};
  std::vector<std::uint64_t> piece_keys_, en_passant_keys_;
  std::array<std::uint64_t, kMaxArmies> turn_keys_{};
  std::vector<std::uint64_t> castling_keys_;
  std::optional<OrthodoxPieces> orthodox_;
  std::array<std::int8_t, 256> type_of_letter_{};  // type_by_letter's answer by byte, -1 for none
};

}  // namespace chatur::engine
