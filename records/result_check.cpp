#include "records/result_check.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "records/army_values.h"
#include "records/chesscom_tags.h"
#include "records/variant.h"

namespace chatur::records {
namespace {

using Severity = Problem::Severity;

// Other programs' Termination tag values, and what they mean when the board does not decide.
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kTerminationAliases = {{
    {"time forfeit", "timeout"},
    {"abandoned", "abandoned"},
    {"rules infraction", "rules-infraction"},
    {"adjudication", "adjudication"},
}};

constexpr std::array<std::string_view, 6> kOwnTerminations = {
    "resignation", "timeout", "agreement", "abandoned", "adjudication", "rules-infraction"};

bool team_result(std::string_view r) {
  return r == "1-0" || r == "0-1" || r == "1/2-1/2";
}

// The team scores a two-sided Result text gives; nothing for "*".
std::optional<std::array<double, 2>> recorded_score(std::string_view result) {
  if (result == "1-0") return std::array<double, 2>{1, 0};
  if (result == "0-1") return std::array<double, 2>{0, 1};
  if (result == "1/2-1/2") return std::array<double, 2>{0.5, 0.5};
  return std::nullopt;
}

// Repetition and no-progress draws are claimed in over-the-board play, so a game may go on or
// end otherwise; the other endings are on the board for everyone to see.
bool forced(engine::Termination t) {
  return t != engine::Termination::kNone && t != engine::Termination::kRepetition &&
         t != engine::Termination::kNoProgress;
}

// A number per army claimed by the record, with what to call it in a message and where.
struct Claim {
  std::vector<int> values;
  std::string label;  // 'Placements tag "Red 1, ..."'
  SourcePos where;
};

class ResultCheck {
 public:
  ResultCheck(const Game& game, const engine::Position& pos, const engine::Outcome& board,
              EndMarker marker, std::vector<Problem>& problems)
      : game_(game),
        pos_(pos),
        rules_(pos.rules()),
        board_(board),
        marker_(marker),
        problems_(problems) {}

  GameEnd run() { return rules_.free_for_all() ? free_for_all() : team_game(); }

 private:
  void error(SourcePos where, std::string message) {
    problems_.push_back({Severity::kError, where, std::move(message), "", ""});
  }
  void warning(SourcePos where, std::string message) {
    problems_.push_back({Severity::kWarning, where, std::move(message), "", ""});
  }

  std::string marker_name() const {
    return marker_.node->marker == Marker::kResign ? "resignation" : "timeout";
  }

  // The problems of the Result tag and token that both kinds of game share; false if the result
  // cannot be read.
  bool read_result_tag_and_token(std::string_view expected_token) {
    const std::string* tag = game_.tag("Result");
    const std::string& token = game_.result;
    if (tag && !token.empty() && *tag != token && !(chesscom_ && token == expected_token)) {
      error(game_.result_where, "the moves end with " + token + " but the Result tag is " + *tag);
      return false;
    }
    if (!tag) warning(game_.where, "no Result tag");
    // chess.com writes none: its records end with the last ply.
    if (token.empty() && !chesscom_variant(game_))
      warning(game_.where, "the moves have no result token at their end");
    return true;
  }

  GameEnd team_game() {
    const std::string* tag = game_.tag("Result");
    if (tag && !team_result(*tag) && *tag != "*") {
      error(game_.tag_where("Result"),
            tag->find(':') == std::string::npos
                ? "Result tag \"" + *tag + "\" is not one of 1-0, 0-1, 1/2-1/2, *"
                : "Result tag \"" + *tag + "\" is a free-for-all's, but " + rules_.id() +
                      " is a team game");
      return {};
    }
    if (!read_result_tag_and_token("")) return {};
    if (game_.tag("Placements"))
      error(game_.tag_where("Placements"),
            "Placements tag in a team game: " + rules_.id() + "'s result is the Result tag");
    const std::string result = tag ? *tag : (game_.result.empty() ? "*" : game_.result);
    const SourcePos at = tag ? game_.tag_where("Result") : game_.result_where;

    const engine::Termination t = board_.termination;
    if (forced(t)) {
      GameEnd end = board_end(board_, rules_);
      const std::string expected = result_text(end);
      if (result == "*") {
        // The record's "*" stands: it gives no result.
        warning(at, "Result is * but the game ended on the board: " + end.termination + ", " +
                        expected);
        end.team_score.reset();
      } else if (result != expected) {
        error(at, "Result " + result + " contradicts the final position: " + end.termination +
                      ", " + expected);
      }
      if (marker_.node)
        error(marker_.node->where,
              "\"" + marker_.node->text + "\" after the game ended: " + end.termination);
      check_points(end, true);
      return end;
    }
    // A draw rule the board allows ended the game where the record gives the board's result: a
    // draw, or where points decide, the side with more.
    if (t != engine::Termination::kNone && !marker_.node &&
        result == result_text(board_end(board_, rules_))) {
      GameEnd end = board_end(board_, rules_);
      check_points(end, true);
      return end;
    }
    GameEnd end;
    end.team_score = recorded_score(result);
    if (marker_.node) {
      const GameEnd expected = won_by(1 - rules_.team(marker_.army), marker_name());
      if (result != result_text(expected) && result != "*")
        error(at, "Result " + result + " contradicts the " + marker_name() + " of " +
                      rules_.army(marker_.army).name + ": " + result_text(expected));
      end.termination = marker_name();
    } else {
      end.termination = termination_from_tag(end.team_score.has_value(), result == "1/2-1/2");
    }
    check_points(end, false);
    return end;
  }

  GameEnd free_for_all() {
    const std::string* tag = game_.tag("Result");
    const SourcePos result_at = tag ? game_.tag_where("Result") : game_.where;
    if (tag && team_result(*tag)) {
      error(result_at, "Result " + *tag + " in a free-for-all (" + rules_.id() +
                           "): its Result is * and its outcome the Placements tag");
      return {};
    }
    if (tag && *tag != "*") {
      try {
        chesscom_ = read_chesscom_points(rules_, *tag, player_names(game_, rules_));
      } catch (const std::invalid_argument& e) {
        error(result_at, "Result tag \"" + *tag + "\": " + e.what());
        return {};
      }
    }
    if (!game_.result.empty() && game_.result != "*") {
      error(game_.result_where,
            "the moves end with " + game_.result + " but a free-for-all's result is *");
      return {};
    }
    if (!read_result_tag_and_token("*")) return {};

    // The record's places: its Placements tag, else those of chess.com's points.
    std::optional<Claim> places;
    if (const std::string* p = game_.tag("Placements")) {
      const SourcePos at = game_.tag_where("Placements");
      try {
        places = Claim{read_army_values(rules_, *p), "Placements tag \"" + *p + "\"", at};
      } catch (const std::invalid_argument& e) {
        error(at, "Placements tag \"" + *p + "\": " + e.what());
        return {};
      }
      if (!is_ranking(places->values)) {
        error(at, "Placements tag \"" + *p +
                      "\": not a ranking (each army's place is 1 + the number of armies "
                      "placed ahead of it)");
        return {};
      }
      if (chesscom_ && places_by_points(*chesscom_) != places->values) {
        error(result_at, "Result tag \"" + *tag + "\" (" +
                             army_values_text(rules_, places_by_points(*chesscom_)) +
                             ") contradicts the Placements tag");
        return {};
      }
    } else if (chesscom_) {
      const std::vector<int> derived = places_by_points(*chesscom_);
      places =
          Claim{derived, "Result tag \"" + *tag + "\" (" + army_values_text(rules_, derived) + ")",
                result_at};
    }

    const engine::Termination t = board_.termination;
    if (forced(t) || (t != engine::Termination::kNone && places &&
                      places->values == board_end(board_, rules_).placements)) {
      GameEnd end = board_end(board_, rules_);
      const std::string ending = end.termination + ", " + army_values_text(rules_, end.placements);
      if (!places)
        error(result_at, "Placements tag missing: the game ended on the board: " + ending);
      else if (places->values != end.placements)
        error(places->where, places->label + " contradicts the final position: " + ending);
      if (marker_.node)
        error(marker_.node->where,
              "\"" + marker_.node->text + "\" after the game ended: " + end.termination);
      check_points(end, true);
      return end;
    }
    GameEnd end;
    if (places) {
      check_out_order(*places);
      end.placements = places->values;
    }
    const bool all_first = places && std::all_of(places->values.begin(), places->values.end(),
                                                 [](int p) { return p == 1; });
    end.termination =
        marker_.node ? marker_name() : termination_from_tag(places.has_value(), all_first);
    check_points(end, false);
    return end;
  }

  // Places of a game the board did not end: an army that lost its king is placed behind every
  // army that lost it later or kept it.
  void check_out_order(const Claim& places) {
    for (int a = 0; a < rules_.army_count(); ++a)
      for (int b = 0; b < rules_.army_count(); ++b) {
        const int out_a = pos_.out_order(a), out_b = pos_.out_order(b);
        if (out_a == 0 || (out_b != 0 && out_b < out_a) || a == b) continue;
        if (places.values[a] > places.values[b]) continue;
        error(places.where,
              places.label + " contradicts the final position: " + rules_.army(a).name +
                  " lost its king " + (out_b ? "before " : "and ") + rules_.army(b).name +
                  (out_b ? "" : " did not") + ", but is not placed behind it");
        return;
      }
  }

  // The record's points (its ArmyPoints tag, else chess.com's Result) where the rule set scores
  // them: checked against the board when it ended the game (`end` holds its points), else
  // taken as the record gives them.
  void check_points(GameEnd& end, bool board_decides) {
    std::optional<Claim> points;
    if (const std::string* p = game_.tag("ArmyPoints")) {
      const SourcePos at = game_.tag_where("ArmyPoints");
      if (!rules_.scores_points())
        return error(at, "ArmyPoints tag: " + rules_.id() + " scores no points");
      try {
        points = Claim{read_army_values(rules_, *p), "ArmyPoints tag \"" + *p + "\"", at};
      } catch (const std::invalid_argument& e) {
        return error(at, "ArmyPoints tag \"" + *p + "\": " + e.what());
      }
    } else if (chesscom_ && rules_.scores_points()) {
      points = Claim{*chesscom_, "Result tag \"" + *game_.tag("Result") + "\"",
                     game_.tag_where("Result")};
    }
    if (!points) return;
    if (!board_decides) {
      end.points = points->values;
    } else if (points->values != end.points) {
      error(points->where, points->label + " contradicts the final position: " + end.termination +
                               ", " + army_values_text(rules_, end.points));
    }
  }

  // The reason of a game the board did not end: the Termination tag's where it names one,
  // else a resignation, or an agreement for a draw; "unterminated" for a game without a result.
  std::string termination_from_tag(bool decided, bool draw) const {
    if (!decided) return "unterminated";
    const std::string* tag = game_.tag("Termination");
    std::string value;
    if (tag)
      for (char c : *tag) value += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (auto own : kOwnTerminations)
      if (value == own) return value;
    for (auto [alias, name] : kTerminationAliases)
      if (value == alias) return std::string(name);
    return draw ? "agreement" : "resignation";
  }

  const Game& game_;
  const engine::Position& pos_;
  const engine::RuleSet& rules_;
  const engine::Outcome& board_;
  const EndMarker marker_;
  std::vector<Problem>& problems_;
  // Each army's points from chess.com's free-for-all Result, when the record has one.
  std::optional<std::vector<int>> chesscom_;
};

}  // namespace

GameEnd check_result(const Game& game, const engine::Position& final_position,
                     const engine::Outcome& board, EndMarker marker,
                     std::vector<Problem>& problems) {
  return ResultCheck(game, final_position, board, marker, problems).run();
}

}  // namespace chatur::records
