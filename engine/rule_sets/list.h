// Every rule set chatur plays, in the order `chatur variants` lists them: its id and the function
// (in this folder, one file per rule set or family) that builds its specification. Adding a rule
// set is adding its file and its line here; registry.h declares the functions from this list.
#pragma once

#define CHATUR_RULE_SETS(X)                 \
  X("chaturaji", chaturaji)                 \
  X("chaturaji-classic", chaturaji_classic) \
  X("chaturaji-dice", chaturaji_dice)       \
  X("chaturaji-biruni", chaturaji_biruni)   \
  X("chaturaji-indian", chaturaji_indian)   \
  X("chaturanga-4-84", chaturanga_4_84)     \
  X("chaturanga-modern", chaturanga_modern) \
  X("chess", chess)                         \
  X("chess960", chess960)                   \
  X("four-player-teams", four_player_teams) \
  X("four-player-ffa", four_player_ffa)     \
  X("zm-machiavellian", zm_machiavellian)   \
  X("chatanooga", chatanooga)               \
  X("european", european)                   \
  X("kaiserspiel-a", kaiserspiel_a)         \
  X("kaiserspiel-b", kaiserspiel_b)         \
  X("sultanspiel-a", sultanspiel_a)         \
  X("sultanspiel-b", sultanspiel_b)         \
  X("hyderabad", hyderabad)
