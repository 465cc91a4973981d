#include "engine/outcome.h"

#include "engine/attacks.h"
#include "engine/movegen.h"

namespace chatur::engine {
namespace {

Outcome win_for(int team, Termination t) {
  Outcome o{t, {}};
  o.team_score[team] = 1.0;
  return o;
}

Outcome draw(Termination t) {
  return Outcome{t, {0.5, 0.5}};
}

bool insufficient_material(const Position& pos) {
  const RuleSet& rules = pos.rules();
  const Geometry& g = rules.geometry();
  int minors = 0, bound = 0;
  int colours[2] = {0, 0};
  for (int a = 0; a < rules.army_count(); ++a)
    for (Square s : pos.pieces(a)) {
      const PieceSpec& p = rules.piece(type_of(pos.at(s)));
      if (p.royal) continue;
      if (!p.minor) return false;
      ++minors;
      if (p.colour_bound) {
        ++bound;
        ++colours[(g.file_of(s) + g.rank_of(s)) & 1];
      }
    }
  // One minor piece cannot mate; nor can any number of bishops all on one colour.
  return minors <= 1 || (bound == minors && (colours[0] == 0 || colours[1] == 0));
}

}  // namespace

int Outcome::winner() const {
  if (!finished() || team_score[0] == team_score[1]) return -1;
  return team_score[0] > team_score[1] ? 0 : 1;
}

Outcome outcome(Position& pos) {
  const RuleSet& rules = pos.rules();
  if (rules.spec().royalty == Royalty::kCapture && royals_gone(pos)) {
    int royals[2] = {0, 0};
    for (int a = 0; a < rules.army_count(); ++a) royals[rules.team(a)] += pos.royal_count(a);
    if (royals[0] == royals[1]) return draw(Termination::kKingsCaptured);
    return win_for(royals[0] ? 0 : 1, Termination::kKingsCaptured);
  }
  if (int team = win_squares_team(pos); team >= 0) return win_for(team, Termination::kWinSquares);
  MoveList moves;
  generate_legal(pos, moves);
  if (moves.empty()) {
    const int loser = rules.team(pos.to_move());
    if (in_check(pos)) return win_for(1 - loser, Termination::kCheckmate);
    if (rules.spec().no_moves == NoMoveRule::kLoss)
      return win_for(1 - loser, Termination::kStalemate);
    return draw(Termination::kStalemate);
  }
  if (rules.options().no_progress_draw && pos.no_progress() >= rules.no_progress_limit())
    return draw(Termination::kNoProgress);
  if (rules.options().repetition_draw && pos.repetitions() >= 2)
    return draw(Termination::kRepetition);
  if (rules.spec().insufficient_material_draw && insufficient_material(pos))
    return draw(Termination::kInsufficientMaterial);
  return {};
}

std::string_view termination_name(Termination t) {
  switch (t) {
    case Termination::kNone:
      return "";
    case Termination::kCheckmate:
      return "checkmate";
    case Termination::kStalemate:
      return "stalemate";
    case Termination::kKingsCaptured:
      return "kings-captured";
    case Termination::kWinSquares:
      return "win-squares";
    case Termination::kRepetition:
      return "threefold-repetition";
    case Termination::kNoProgress:
      return "no-progress";
    case Termination::kInsufficientMaterial:
      return "insufficient-material";
  }
  return "";
}

std::string result_text(const Outcome& o) {
  if (!o.finished()) return "*";
  if (o.team_score[0] == o.team_score[1]) return "1/2-1/2";
  return o.team_score[0] > o.team_score[1] ? "1-0" : "0-1";
}

}  // namespace chatur::engine
