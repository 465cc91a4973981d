// chess.com's PGN4 tags (docs/records.md, "PGN4 as chess.com writes it"): its Variant names, the
// RuleVariants flags and named StartFen4 setups as chatur's rule options, and its JavaScript Date.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/rule_spec.h"
#include "records/game.h"

namespace chatur::records {

// The Variant tag names one of chess.com's four-player modes (Teams, FFA, Solo; any case). Such a
// record takes chess.com's meaning of a missing tag: no RuleVariants is no en passant and no
// walking kings, no StartFen4 the classic setup.
bool chesscom_variant(const Game& game);

// The StartFen4 tag names a setup ("4PC", "4PCo") rather than giving a position.
bool named_start(std::string_view start_fen4);

// What chess.com's tags say about the rules of a record of rule set `id`, set over `options`:
// each RuleVariants flag (EnPassant, DeadKingWalking on; PromoteTo=D and Prom=N where they are
// the rule set's own promotion; Anonymous and SemiAnonymous change nothing) and a named
// StartFen4 (4PCo: setup=classic). Throws SetupError (records/variant.h), at the tag, naming a
// flag or setup that changes the rules in a way the rule set does not play.
void apply_chesscom_tags(const Game& game, const std::string& id, engine::RuleOptions& options);

// A JavaScript Date as chess.com writes it ("Mon Feb 25 2019 14:48:25 GMT+0000 (UTC)") as PGN's
// date "2019.02.25"; nothing for another form.
std::optional<std::string> pgn_date(std::string_view javascript_date);

}  // namespace chatur::records
