#include "records/chesscom_tags.h"

#include <array>
#include <cctype>
#include <charconv>

#include "records/variant.h"

namespace chatur::records {
namespace {

constexpr std::string_view kFfa = "four-player-ffa";
constexpr std::string_view kTeams = "four-player-teams";

bool same_letters(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

bool four_player(std::string_view id) {
  return id == kFfa || id == kTeams;
}

// The rank (counted from the army's own side) on which a pawn of the rule set promotes, as
// chess.com's Prom=N says it.
int promotion_rank(std::string_view id) {
  return id == kFfa ? 8 : 11;
}

// The flags of chess.com's records that chatur reads, for the message refusing another.
constexpr std::string_view kKnownFlags =
    "EnPassant, DeadKingWalking, PromoteTo=D (FFA), Prom=8 (FFA), Prom=11 (Teams), Anonymous, "
    "SemiAnonymous";

class TagReader {
 public:
  TagReader(const Game& game, const std::string& id, engine::RuleOptions& options)
      : game_(game), id_(id), options_(options) {}

  void run() {
    const std::string* flags = game_.tag("RuleVariants");
    if (flags || chesscom_variant(game_)) {
      // chess.com names the rules it adds: a record without a flag was played without it.
      if (four_player(id_)) options_.en_passant = false;
      if (id_ == kFfa) options_.dead_king_walking = false;
      if (flags) read_flags(*flags);
    }
    const std::string* start = game_.tag("StartFen4");
    if (start && named_start(*start)) {
      read_setup(*start);
    } else if (!start && chesscom_variant(game_) && four_player(id_)) {
      options_.classic_setup = true;  // exports older than the 4PC setup have no StartFen4
    }
  }

 private:
  [[noreturn]] void refuse(std::string_view tag, const std::string& value,
                           const std::string& why) const {
    throw SetupError{game_.tag_where(tag), std::string(tag) + " tag \"" + value + "\": " + why};
  }

  void read_flags(const std::string& flags) {
    constexpr std::string_view kSpace = " \t\r\n";
    const std::string_view text = flags;
    size_t at = text.find_first_not_of(kSpace);
    while (at != std::string_view::npos) {
      const size_t end = text.find_first_of(kSpace, at);
      read_flag(flags, text.substr(at, end - at));
      at = text.find_first_not_of(kSpace, end);
    }
  }

  void read_flag(const std::string& flags, std::string_view flag) {
    if (flag == "Anonymous" || flag == "SemiAnonymous") return;  // who sees the names
    const auto not_here = [&](std::string_view what) {
      refuse(
          "RuleVariants", flags,
          "flag \"" + std::string(flag) + "\" (" + std::string(what) + ") is not a rule of " + id_);
    };
    if (flag == "EnPassant") {
      if (!four_player(id_)) not_here("en passant");
      options_.en_passant = true;
    } else if (flag == "DeadKingWalking") {
      if (id_ != kFfa) not_here("walking kings");
      options_.dead_king_walking = true;
    } else if (flag == "PromoteTo=D") {
      if (id_ != kFfa) not_here("promotion to a 1-point queen");
    } else if (flag.starts_with("Prom=")) {
      int rank = 0;
      const std::string_view digits = flag.substr(5);
      const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), rank);
      if (error != std::errc() || end != digits.data() + digits.size()) unknown(flags, flag);
      if (!four_player(id_) || rank != promotion_rank(id_))
        not_here("promotion on rank " + std::string(digits));
    } else {
      unknown(flags, flag);
    }
  }

  [[noreturn]] void unknown(const std::string& flags, std::string_view flag) const {
    refuse("RuleVariants", flags,
           "flag \"" + std::string(flag) +
               "\" changes chess.com's rules in a way chatur does not play (known: " +
               std::string(kKnownFlags) + ")");
  }

  void read_setup(const std::string& start) {
    if (!four_player(id_))
      refuse("StartFen4", start,
             "the setup " + start + " is chess.com's four-player chess, not " + id_);
    options_.classic_setup = same_letters(start, "4PCo");
  }

  const Game& game_;
  const std::string& id_;
  engine::RuleOptions& options_;
};

constexpr std::array<std::string_view, 12> kMonths = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

bool digits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

bool chesscom_variant(const Game& game) {
  const std::string* v = game.tag("Variant");
  return v && (same_letters(*v, "Teams") || same_letters(*v, "FFA") || same_letters(*v, "Solo"));
}

bool named_start(std::string_view start_fen4) {
  return same_letters(start_fen4, "4PC") || same_letters(start_fen4, "4PCo");
}

void apply_chesscom_tags(const Game& game, const std::string& id, engine::RuleOptions& options) {
  TagReader(game, id, options).run();
}

std::optional<std::string> pgn_date(std::string_view date) {
  // "Mon Feb 25 2019 ...": weekday, month, day, year.
  if (date.size() < 15 || date[3] != ' ' || date[7] != ' ' || date[10] != ' ') return std::nullopt;
  const std::string_view month = date.substr(4, 3), day = date.substr(8, 2),
                         year = date.substr(11, 4);
  if (!digits(day) || !digits(year) || (date.size() > 15 && date[15] != ' ')) return std::nullopt;
  for (size_t m = 0; m < kMonths.size(); ++m) {
    if (kMonths[m] != month) continue;
    std::string out(year);
    out += m < 9 ? ".0" : ".";
    out += std::to_string(m + 1);
    out += '.';
    out += day;
    return out;
  }
  return std::nullopt;
}

}  // namespace chatur::records
