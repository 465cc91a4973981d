// Plays one game between engine clients, one client per army (the same client may play several
// armies): the host keeps a clock per army, checks every move with the rules core, plays forced
// passes itself, and adjudicates.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/dice.h"
#include "engine/move.h"
#include "engine/rule_set.h"
#include "records/game_end.h"
#include "tournament/engine_client.h"
#include "tournament/time_control.h"

namespace chatur::tournament {

struct Adjudication {
  int max_plies = 0;  // 0: no limit; reaching it is a draw, termination "max-plies"
  // Resign: a team whose engines report a score <= -resign_cp on resign_moves of its moves in a
  // row loses, termination "adjudication".
  bool resign = false;
  int resign_cp = 1000;
  int resign_moves = 3;
  // Draw: from ply draw_from_ply on, draw_moves engine moves in a row with |score| <= draw_cp,
  // termination "adjudication".
  bool draw = false;
  int draw_cp = 10;
  int draw_moves = 10;
  int draw_from_ply = 80;
};

struct GameSetup {
  const engine::RuleSet* rules = nullptr;
  std::string start_fen;              // empty: the rule set's start position
  std::vector<std::string> opening;   // book moves played by the host first
  std::vector<EngineClient*> armies;  // one per army of the rule set, in turn order
  TimeControl time_control;
  std::int64_t margin_ms = 50;  // a clock may run this far below zero before the flag falls
  // Without a clock: how long beyond movetime the host waits for `bestmove` before the engine
  // has stalled.
  std::chrono::milliseconds stall_timeout{10000};
  Adjudication adjudication;
  // Rule sets with chance (dice, North Korea): the seed of the game's rolls (a tournament derives
  // it from its seed and the game's index, so that a game replayed after an interruption rolls the
  // same).
  std::uint64_t dice_seed = 0;
};

struct MoveRecord {
  std::string text;         // long algebraic (docs/records.md)
  std::string record_text;  // as the record writes it: SAN for two armies, else `text`
  engine::Move move{};
  bool book = false;            // from the opening
  bool forced = false;          // a pass the host played
  bool continues_turn = false;  // a later ply of its army's dice turn
  // The army that made it and its move number, as the position counts them (defeated armies'
  // turns skipped): the record's move numbers.
  int army = -1;
  int fullmove = 0;
  std::int64_t host_ms = -1;    // measured by the host
  std::int64_t host_us = -1;    // the same in microseconds
  std::int64_t engine_ms = -1;  // reported by the engine
  std::int64_t clock_ms = -1;   // the mover's clock after the move, -1 without a clock
  int depth = 0;
  std::optional<int> score_cp;
  std::optional<int> mate;
};

struct GameRecord {
  std::string start_fen;  // the position the game started from, always written out
  bool standard_start = true;
  int start_army = 0;                 // the army to move in the start position
  int start_fullmove = 1;             // and its move number
  std::vector<MoveRecord> moves;      // book moves included
  std::vector<engine::RollAt> rolls;  // rule sets with chance: every roll, indexed into `moves`
  std::vector<std::uint64_t> hashes;  // of the start position, then after each move
  // How it ended; its termination is termination_name() of the board, a fault_name(), or
  // "max-plies" / "adjudication", and "" until the game ends.
  records::GameEnd end;
  std::string detail;  // human-readable reason
  Fault fault = Fault::kNone;
  int fault_army = -1;         // the army whose engine committed the fault
  std::string offending_text;  // the move text of a garbage or illegal move
};

// Plays the game to its end. Every engine of the game gets `ucinewgame` first. The engine asked
// on an army's turn is that of the army's controller. The host makes every roll due (a dice
// game's turn, North Korea's insanity and types rolls) and plays every forced pass itself. An
// engine fault ends the game: the player whose engine failed loses (records::stopped), and that
// engine's process is stopped (its client is started again by whoever plays with it next). Throws
// std::invalid_argument for a bad start position or opening.
GameRecord play_game(const GameSetup& setup);

// The comment chatur writes after an engine's move: "+0.35/7 0.012s" (score in pawns from the
// team to move, depth, host-measured time), "+M3/5 ..." for mates, "book", "forced".
std::string move_comment(const MoveRecord& m);

}  // namespace chatur::tournament
