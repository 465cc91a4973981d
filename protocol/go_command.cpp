#include "protocol/go_command.h"

#include "protocol/move_codec.h"
#include "protocol/words.h"

namespace chatur::protocol {
namespace {

// The dice of `go roll`: the roll token without its '#'.
std::string dice_text(const engine::DiceRoll& roll) {
  return encode_roll_token(roll).substr(1);
}

}  // namespace

std::string encode_go(const engine::RuleSet& rules, const GoCommand& go) {
  std::string out = "go";
  const int n = rules.army_count();
  for (int a = 0; a < n; ++a)
    if (go.time[a] >= 0)
      out.append(" ")
          .append(1, rules.army(a).letter)
          .append("time ")
          .append(std::to_string(go.time[a]));
  for (int a = 0; a < n; ++a)
    if (go.time[a] >= 0)
      out.append(" ")
          .append(1, rules.army(a).letter)
          .append("inc ")
          .append(std::to_string(go.inc[a]));
  if (go.moves_to_go > 0) out.append(" movestogo ").append(std::to_string(go.moves_to_go));
  if (go.movetime > 0) out.append(" movetime ").append(std::to_string(go.movetime));
  if (go.depth > 0) out.append(" depth ").append(std::to_string(go.depth));
  if (go.nodes > 0) out.append(" nodes ").append(std::to_string(go.nodes));
  if (go.infinite) out.append(" infinite");
  if (go.has_roll()) out.append(" roll ").append(dice_text(go.roll));
  return out;
}

GoCommand decode_go(const engine::RuleSet& rules, std::string_view args) {
  GoCommand go;
  Words words(args);
  for (std::string_view w = words.next(); !w.empty(); w = words.next()) {
    auto value = [&]() -> std::int64_t {
      const std::string_view v = words.next();
      const auto n = number<std::int64_t>(v);
      if (!n || *n < 0)
        throw WireError(
            WireError::Kind::kSyntax,
            "go " + std::string(w) + ": expected a number, got \"" + std::string(v) + "\"");
      return *n;
    };
    if (w == "infinite") {
      go.infinite = true;
    } else if (w == "ponder") {
      continue;  // never sent by chatur; accepted as a plain search
    } else if (w == "movetime") {
      go.movetime = value();
    } else if (w == "depth") {
      go.depth = static_cast<int>(value());
    } else if (w == "nodes") {
      go.nodes = static_cast<std::uint64_t>(value());
    } else if (w == "movestogo") {
      go.moves_to_go = static_cast<int>(value());
    } else if (w == "roll") {
      const std::string_view v = words.next();
      engine::DiceRoll r;
      try {
        r = engine::read_dice_roll(v);
      } catch (const engine::RollTextError&) {
        throw WireError(WireError::Kind::kSyntax,
                        "go roll: expected the dice (2,3 or 3; North Korea's 3, 6,4 or 1,4,6), "
                        "got \"" +
                            std::string(v) + "\"");
      }
      if (dice_text(r) != v)
        throw WireError(
            WireError::Kind::kSyntax,
            "go roll \"" + std::string(v) + "\" is not in the wire form: \"" + dice_text(r) + "\"");
      if (rules.has_dice()) {
        if (r.count > 2 || (r.count == 2 && r[0] > r[1]))
          throw WireError(
              WireError::Kind::kSyntax,
              "go roll \"" + std::string(v) +
                  "\" is not in the wire form: the unused dice, smaller first (2,3 or 3)");
        for (int i = 0; i < r.count; ++i)
          if (r[i] < rules.die_low() || r[i] > rules.die_high())
            throw WireError(WireError::Kind::kIllegal,
                            "go roll " + std::string(v) + ": not a face of the rule set's dice");
      }
      go.roll = r;
    } else if (const auto army = rules.army_by_letter(w[0]);
               army && (w.substr(1) == "time" || w.substr(1) == "inc")) {
      (w.substr(1) == "time" ? go.time : go.inc)[*army] = value();
    } else {
      throw WireError(WireError::Kind::kSyntax, "go: unknown parameter \"" + std::string(w) + "\"");
    }
  }
  return go;
}

}  // namespace chatur::protocol
