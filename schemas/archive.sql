-- The chatur game archive (SQLite). Versioned by PRAGMA user_version: each "-- migration N"
-- section below brings an archive from version N-1 to version N, and records/archive.cpp
-- applies, in one transaction, every section above the archive's version when it opens it. A new
-- archive runs what the build made of all of them at once (records/fresh_archive_schema.h).
-- Sections are never edited once released; a change of schema is a new section.
-- Position hashes are the rules core's 64-bit Zobrist hashes stored as signed integers.

-- migration 1
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  -- hash of (variant, start position, main-line moves): the same game is stored once
  content_hash INTEGER NOT NULL UNIQUE,
  variant TEXT NOT NULL,
  start_fen TEXT NOT NULL,
  result TEXT NOT NULL,           -- 1-0, 0-1, 1/2-1/2, *
  termination TEXT NOT NULL,      -- machine-readable reason, docs/records.md
  event_id INTEGER REFERENCES events(id),
  site TEXT,
  date TEXT,                      -- PGN form YYYY.MM.DD, '?' for unknown digits
  round TEXT,
  ply_count INTEGER NOT NULL,
  pgn TEXT NOT NULL               -- the game as chatur writes it, comments and variations kept
);
CREATE INDEX games_variant ON games(variant);
CREATE INDEX games_date ON games(date);
CREATE INDEX games_result ON games(result);
CREATE INDEX games_event ON games(event_id);

-- who played which army (army = index in the rule set's turn order)
CREATE TABLE game_players (
  game_id INTEGER NOT NULL REFERENCES games(id),
  army INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  PRIMARY KEY (game_id, army)
) WITHOUT ROWID;
CREATE INDEX game_players_player ON game_players(player_id);

-- every tag of the game, in file order
CREATE TABLE tags (
  game_id INTEGER NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- one row per ply of the main line (ply 0: the start position, move NULL), with the hash of
-- the position after it
CREATE TABLE moves (
  game_id INTEGER NOT NULL REFERENCES games(id),
  ply INTEGER NOT NULL,
  move TEXT,
  hash INTEGER NOT NULL,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
CREATE INDEX moves_hash ON moves(hash);

-- migration 2
-- The position index (records/position_index.h) replaces the index on moves(hash): a random
-- B-tree insert per ply was most of an import's time. Each row holds, sorted by hash, the
-- (hash, game id, first ply) entries of one hash bucket for a run of games, as 20-byte
-- little-endian records; `first_game` is the smallest game id in the blob. Opening an archive
-- of version 1 fills this table from the moves table (records/archive.cpp).
DROP INDEX moves_hash;
CREATE TABLE positions (
  bucket INTEGER NOT NULL,        -- the top 8 bits of the hash; -1 for staged entries
  first_game INTEGER NOT NULL,
  entries BLOB NOT NULL,
  PRIMARY KEY (bucket, first_game)
) WITHOUT ROWID;

-- migration 3
-- A game's main line is one row: SQLite costs thousands of instructions per inserted row, and a
-- row per ply was most of an import's time. `moves` stays readable as a view with the columns
-- and rows of the old table. game_moves is a rowid table keyed by the game id, so a new game's
-- row is appended, and is kept out of `games` so that scans of games stay small. `moves` holds
-- a JSON array with one [move, hash] element per ply: ply 0 is [null, start hash].
CREATE TABLE game_moves (
  game_id INTEGER PRIMARY KEY REFERENCES games(id),
  moves TEXT NOT NULL
);
-- SQLite orders an aggregate's input only through a subquery's ORDER BY, which it keeps when
-- the outer query aggregates with anything but count(), min() or max() (here one query per
-- game, with no GROUP BY to sort the rows again).
INSERT INTO game_moves (game_id, moves)
SELECT ids.game_id,
       (SELECT json_group_array(json_array(m.move, m.hash))
          FROM (SELECT move, hash FROM moves WHERE game_id = ids.game_id ORDER BY ply) AS m)
  FROM (SELECT DISTINCT game_id FROM moves) AS ids;
DROP TABLE moves;
-- chatur's queries never use games_event (they match events by part of the name, through a
-- LEFT JOIN from games), and each index costs every stored game a B-tree insert and a page to
-- write.
DROP INDEX games_event;
-- A constraint on game_id is a rowid lookup in game_moves.
CREATE VIEW moves (game_id, ply, move, hash) AS
  SELECT g.game_id, j.key, j.value ->> 0, j.value ->> 1
    FROM game_moves AS g, json_each(g.moves) AS j;

-- migration 4
-- A game's PGN text gets its own table: it was most of a games row (about 1 KB of 1.1), so every
-- query listing games read ten times the pages it needed. Like game_moves it is keyed by the
-- game id, and a new game's row is appended.
CREATE TABLE game_pgn (
  game_id INTEGER PRIMARY KEY REFERENCES games(id),
  pgn TEXT NOT NULL               -- the game as chatur writes it, comments and variations kept
);
INSERT INTO game_pgn (game_id, pgn) SELECT id, pgn FROM games;
ALTER TABLE games DROP COLUMN pgn;
-- A game's tags are one row, as its moves are since migration 3: a JSON array with one
-- [name, value] element per tag, in the record's order. `tags` stays readable as a view with the
-- columns and rows of the old table (seq counts from 0). chatur's own queries never read tags:
-- the tags it filters on are columns of games.
CREATE TABLE game_tags (
  game_id INTEGER PRIMARY KEY REFERENCES games(id),
  tags TEXT NOT NULL
);
INSERT INTO game_tags (game_id, tags)
SELECT ids.game_id,
       (SELECT json_group_array(json_array(t.name, t.value))
          FROM (SELECT name, value FROM tags WHERE game_id = ids.game_id ORDER BY seq) AS t)
  FROM (SELECT DISTINCT game_id FROM tags) AS ids;
DROP TABLE tags;
CREATE VIEW tags (game_id, seq, name, value) AS
  SELECT g.game_id, j.key, j.value ->> 0, j.value ->> 1
    FROM game_tags AS g, json_each(g.tags) AS j;
-- The players of a game as `chatur games` lists them: in army order, joined by " - ", armies
-- without a player left out. Joining each listed game's players was half the time of listing
-- ten thousand games; game_players stays the index of who played which army.
ALTER TABLE games ADD COLUMN players TEXT NOT NULL DEFAULT '';
UPDATE games SET players = coalesce(
  (SELECT group_concat(name, ' - ')
     FROM (SELECT p.name AS name FROM game_players gp JOIN players p ON p.id = gp.player_id
            WHERE gp.game_id = games.id ORDER BY gp.army)), '');

-- migration 5
-- A game's end as numbers (records/game_end.h), what standings and ratings count, so that no
-- reader has to take it from the result text: each team's points for a two-sided result (1 and
-- 0, halves for a draw, 0.75 and 0.25 for a half-win; NULL for * and for a free-for-all); for a
-- finished free-for-all each army's place, a JSON array in turn order ([4,3,1,2]; NULL
-- otherwise); each army's points where the rule set scores them (a JSON array as placements).
-- rule_options is the RuleOptions tag (records/rule_options_text.h), '' for the defaults; the
-- content hash covers it where it is not ''.
ALTER TABLE games ADD COLUMN rule_options TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN team0_score REAL;
ALTER TABLE games ADD COLUMN team1_score REAL;
ALTER TABLE games ADD COLUMN placements TEXT;
ALTER TABLE games ADD COLUMN army_points TEXT;
-- Archives before this version hold team games only, scored as the result and termination said:
-- a half-win only where the board ended the game that way.
UPDATE games SET
  team0_score = CASE result
    WHEN '1-0' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.75 ELSE 1.0 END
    WHEN '0-1' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.25 ELSE 0.0 END
    WHEN '1/2-1/2' THEN 0.5 END,
  team1_score = CASE result
    WHEN '1-0' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.25 ELSE 0.0 END
    WHEN '0-1' THEN CASE termination WHEN 'stalemate-half-win' THEN 0.75 ELSE 1.0 END
    WHEN '1/2-1/2' THEN 0.5 END;

-- migration 6
-- A game's record in compact form (records/game_encoding.h, docs/records.md "Archive") replaces
-- its PGN text and its main line as JSON: each move one byte, its index among the ordered legal
-- moves of its position, then only what the record adds to the moves (comments, NAGs, rolls,
-- variations). chatur writes the PGN from it when it is read. Opening an older archive encodes
-- every stored PGN text (records/archive.cpp); `pgn` keeps the text of a game whose record
-- would not write it back byte for byte, NULL otherwise.
CREATE TABLE game_records (
  game_id INTEGER PRIMARY KEY REFERENCES games(id),
  record BLOB NOT NULL,
  pgn TEXT
);

-- migration 7
-- The PGN texts and main lines are in game_records now. The moves cannot be listed by SQL alone
-- any more (they are indexes into move lists only the rules core makes); `chatur export` writes
-- them.
DROP VIEW moves;
DROP TABLE game_moves;
DROP TABLE game_pgn;
-- Views that list the games and who played them for any SQLite reader, without chatur: a row
-- per game with the names joined in (game_list), a row per player and game (player_games, army:
-- the index in the rule set's turn order).
CREATE VIEW game_list (id, date, variant, rule_options, result, termination, plies, event, site,
                       round, players) AS
  SELECT g.id, g.date, g.variant, g.rule_options, g.result, g.termination, g.ply_count, e.name,
         g.site, g.round, g.players
    FROM games AS g LEFT JOIN events AS e ON e.id = g.event_id;
CREATE VIEW player_games (player, game_id, army) AS
  SELECT p.name, gp.game_id, gp.army
    FROM game_players AS gp JOIN players AS p ON p.id = gp.player_id;

-- migration 8
-- Position index entries of 10 bytes instead of 20 (records/position_index.h): the top 40 bits of
-- the hash, the game as its distance from the blob's first_game (24 bits), the first ply (16
-- bits). `find` confirms each game found by replaying it, which also tells apart the rare
-- positions that share the 40 bits. Opening an older archive rewrites its blobs
-- (records/archive.cpp); the table keeps its columns.

-- migration 9
-- The tournament tables (tournament/tournament_store.h) under the archive's versions: a new
-- archive has them from the start, in their present shape. An archive whose tables a chatur
-- before this version made keeps them (IF NOT EXISTS); the store adds the columns such tables
-- lack when it opens them.
CREATE TABLE IF NOT EXISTS tournaments (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  config TEXT NOT NULL,            -- JSON as config_json() writes it; resume reads it
  created TEXT NOT NULL,
  finished INTEGER NOT NULL DEFAULT 0,
  sprt_llr REAL,                   -- when an SPRT stopped the match: its LLR and decision
  sprt_decision TEXT,              -- 'H0' or 'H1'
  planned INTEGER                  -- the most games the format can hand out (progress's total)
);
CREATE TABLE IF NOT EXISTS tournament_games (
  tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
  idx INTEGER NOT NULL,            -- the order the scheduler handed the games out in
  round INTEGER NOT NULL,
  seats TEXT NOT NULL,             -- engine index per army, comma-separated
  opening INTEGER NOT NULL,        -- -1: the start position
  pair INTEGER NOT NULL DEFAULT 0, -- games of one opening with the sides swapped share it
  state TEXT NOT NULL,             -- 'scheduled' or 'played'
  result TEXT,
  termination TEXT,
  content_hash INTEGER,            -- the archive's identity of the game
  team0_score REAL,                -- each team's points (records::GameEnd::team_score)
  team1_score REAL,
  armies TEXT,                     -- European Chess: each seat's army ("britain,italy,..."), or NULL
  PRIMARY KEY (tournament_id, idx)
) WITHOUT ROWID;

-- migration 10
-- A record's moves coded by their piece (records/game_encoding.h, MoveCoding::kPieceIndex): a
-- code names one of the pieces of the army to move and one of that piece's legal moves, so that
-- reading a move generates that piece's moves only, where the index among all the legal moves
-- of versions 6 to 9 generated every move of the position. Opening an older archive codes its
-- records anew (records/archive.cpp); the tables keep their columns.

-- migration 11
-- Position index entries of 7 bytes instead of 10 (records/position_index.h): the top 40 bits of
-- the hash and the game as its distance from the blob's first_game (16 bits; a run of games
-- farther apart is split into blobs). The first ply is no longer stored: `find` replays each game
-- it finds anyway, which gives the ply. Opening an older archive rewrites its blobs, a bucket at a
-- time (records/archive.cpp); the table keeps its columns.

-- migration 12
-- A game's tags beside its record, compactly: most of a game's tags repeat what the games row
-- and its event already hold, and the JSON of migration 4 spelt every name and value again
-- (about 150 bytes a game, more than its moves). `tags` in game_records is a JSON array in the
-- record's order; an element is a tag name's id (tag_names) where the tag's value is the one its
-- column holds (Event: the event's name, Site, Date, Round, Result, Variant: the games columns of
-- those names), else [id, value]. The view `tags` keeps its columns and rows.
CREATE TABLE tag_names (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);
INSERT OR IGNORE INTO tag_names (name)
  SELECT j.value ->> 0 FROM game_tags AS t, json_each(t.tags) AS j ORDER BY t.game_id, j.key;
ALTER TABLE game_records ADD COLUMN tags TEXT;
UPDATE game_records SET tags = (
  SELECT json_group_array(CASE WHEN x.kept THEN x.id ELSE json_array(x.id, x.value) END)
    FROM (SELECT n.id AS id, j.value ->> 1 AS value,
                 coalesce(j.value ->> 1 = CASE j.value ->> 0 WHEN 'Event' THEN e.name
                   WHEN 'Site' THEN g.site WHEN 'Date' THEN g.date WHEN 'Round' THEN g.round
                   WHEN 'Result' THEN g.result WHEN 'Variant' THEN g.variant END, 0) AS kept
            FROM game_tags AS t JOIN games AS g ON g.id = t.game_id
            LEFT JOIN events AS e ON e.id = g.event_id, json_each(t.tags) AS j
            JOIN tag_names AS n ON n.name = j.value ->> 0
           WHERE t.game_id = game_records.game_id ORDER BY j.key) AS x)
  WHERE game_id IN (SELECT game_id FROM game_tags);
DROP VIEW tags;
DROP TABLE game_tags;
CREATE VIEW tags (game_id, seq, name, value) AS
  SELECT r.game_id, j.key, n.name,
         CASE WHEN j.type = 'integer' THEN
           CASE n.name WHEN 'Event' THEN e.name WHEN 'Site' THEN g.site WHEN 'Date' THEN g.date
             WHEN 'Round' THEN g.round WHEN 'Result' THEN g.result WHEN 'Variant' THEN g.variant
           END
         ELSE j.value ->> 1 END
    FROM game_records AS r JOIN games AS g ON g.id = r.game_id
    LEFT JOIN events AS e ON e.id = g.event_id, json_each(r.tags) AS j
    JOIN tag_names AS n ON n.id = CASE WHEN j.type = 'integer' THEN j.value ELSE j.value ->> 0 END;
-- Position index blobs packed (records/position_index.h): the gaps between an entry's 40 hash
-- bits and the previous entry's in a Rice code, the game in as few bits as the blob needs, about
-- 4.5 bytes an entry where version 11 took 7. Opening an older archive rewrites its blobs, a
-- bucket at a time (records/archive.cpp); the table keeps its columns.
-- Games stored without position index entries (import --no-index), as runs of ids; `find`
-- refuses an archive with any until `chatur index` has written their entries.
CREATE TABLE unindexed_games (
  first_game INTEGER PRIMARY KEY,
  last_game INTEGER NOT NULL
);

-- migration 13
-- Each fact of a game once, in as few bytes as it takes (docs/records.md "What the bytes are"):
-- the rule set, result and termination as ids of one table each (the texts chatur writes are
-- those tables' names); the start position NULL for a game from its rule set's own start
-- (records/archive.cpp fills it in as it reads, and the content hash keeps hashing the text);
-- the players' names in game_players alone (games.players is gone: the views and chatur join
-- them in army order). The views keep their columns and texts.
CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE        -- the rule set's id
);
CREATE TABLE results (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE        -- 1-0, 0-1, 1/2-1/2, *
);
CREATE TABLE terminations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE        -- machine-readable reason, docs/records.md
);
INSERT INTO variants (name) SELECT DISTINCT variant FROM games ORDER BY variant;
INSERT INTO results (name) SELECT DISTINCT result FROM games ORDER BY result;
INSERT INTO terminations (name) SELECT DISTINCT termination FROM games ORDER BY termination;
DROP VIEW game_list;
DROP VIEW tags;
CREATE TABLE games_13 (
  id INTEGER PRIMARY KEY,
  -- hash of (variant, rule options, start position, main-line moves): the same game is stored once
  content_hash INTEGER NOT NULL UNIQUE,
  variant_id INTEGER NOT NULL REFERENCES variants(id),
  rule_options TEXT NOT NULL DEFAULT '',
  start_fen TEXT,                  -- NULL: the rule set's own start position
  result_id INTEGER NOT NULL REFERENCES results(id),
  termination_id INTEGER NOT NULL REFERENCES terminations(id),
  event_id INTEGER REFERENCES events(id),
  site TEXT,
  date TEXT,                       -- PGN form YYYY.MM.DD, '?' for unknown digits
  round TEXT,
  ply_count INTEGER NOT NULL,
  team0_score REAL,
  team1_score REAL,
  placements TEXT,
  army_points TEXT
);
INSERT INTO games_13 (id, content_hash, variant_id, rule_options, start_fen, result_id,
                      termination_id, event_id, site, date, round, ply_count, team0_score,
                      team1_score, placements, army_points)
  SELECT g.id, g.content_hash, v.id, g.rule_options, g.start_fen, r.id, t.id, g.event_id, g.site,
         g.date, g.round, g.ply_count, g.team0_score, g.team1_score, g.placements, g.army_points
    FROM games AS g JOIN variants AS v ON v.name = g.variant JOIN results AS r ON r.name = g.result
    JOIN terminations AS t ON t.name = g.termination;
DROP TABLE games;
ALTER TABLE games_13 RENAME TO games;
-- What `games --since` and `--variant` look up (the content hash's index is its UNIQUE, which
-- deduplication uses); an index on the variant alone lists its games in id order, as `games`
-- does, where one on (variant, result) had them sorted again. `--result` reads games in id
-- order until its page is full: a result is rarely rare, and an index of its own cost 10 bytes
-- a game.
CREATE INDEX games_date ON games(date);
CREATE INDEX games_variant ON games(variant_id);
-- A tag whose value is the name of one of the game's players is stored as [id, army], the
-- army's player read back from game_players (the first such army where two have the name).
UPDATE game_records SET tags = (
  SELECT json_group_array(CASE WHEN x.army IS NOT NULL THEN json_array(x.id, x.army)
                               ELSE json(x.element) END)
    FROM (SELECT j.value AS element, j.value ->> 0 AS id,
                 CASE WHEN j.type = 'array' THEN
                   (SELECT min(gp.army) FROM game_players AS gp JOIN players AS p
                       ON p.id = gp.player_id
                     WHERE gp.game_id = game_records.game_id AND p.name = j.value ->> 1) END AS army
            FROM json_each(game_records.tags) AS j ORDER BY j.key) AS x)
  WHERE tags IS NOT NULL;
-- The players of a game as `chatur games` lists them: in army order, joined by " - ".
CREATE VIEW game_list (id, date, variant, rule_options, result, termination, plies, event, site,
                       round, players) AS
  SELECT g.id, g.date, v.name, g.rule_options, r.name, t.name, g.ply_count, e.name, g.site,
         g.round,
         coalesce((SELECT group_concat(name, ' - ')
                     FROM (SELECT p.name AS name FROM game_players AS gp
                             JOIN players AS p ON p.id = gp.player_id
                            WHERE gp.game_id = g.id ORDER BY gp.army)), '')
    FROM games AS g JOIN variants AS v ON v.id = g.variant_id
    JOIN results AS r ON r.id = g.result_id JOIN terminations AS t ON t.id = g.termination_id
    LEFT JOIN events AS e ON e.id = g.event_id;
CREATE VIEW tags (game_id, seq, name, value) AS
  SELECT r.game_id, j.key, n.name,
         CASE WHEN j.type = 'integer' THEN
           CASE n.name WHEN 'Event' THEN e.name WHEN 'Site' THEN g.site WHEN 'Date' THEN g.date
             WHEN 'Round' THEN g.round
             WHEN 'Result' THEN (SELECT name FROM results WHERE id = g.result_id)
             WHEN 'Variant' THEN (SELECT name FROM variants WHERE id = g.variant_id)
           END
         WHEN j.value ->> 1 IS NOT NULL AND typeof(j.value ->> 1) = 'integer' THEN
           (SELECT p.name FROM game_players AS gp JOIN players AS p ON p.id = gp.player_id
             WHERE gp.game_id = r.game_id AND gp.army = j.value ->> 1)
         ELSE j.value ->> 1 END
    FROM game_records AS r JOIN games AS g ON g.id = r.game_id
    LEFT JOIN events AS e ON e.id = g.event_id, json_each(r.tags) AS j
    JOIN tag_names AS n ON n.id = CASE WHEN j.type = 'integer' THEN j.value ELSE j.value ->> 0 END;
-- Position index entries keep 22 bits of the hash where version 12 kept 40 (records/
-- position_index.h): the replay that confirms each game found tells apart the positions that
-- share them. Opening an older archive rewrites its blobs (records/archive.cpp).

-- migration 14
-- The tags that repeat what the archive holds elsewhere are left out of each game's row (docs/
-- records.md "Tags"): the run of elements that begin a game's tags array and carry no value of
-- their own (a name's id whose value is its column's, [id, army] for an army's player) is a
-- roster, stored once in tag_rosters and named by game_records.tag_roster; game_records.tags
-- keeps what follows it (NULL for nothing). A game of `chatur bench-records` stores no tags at
-- all: its eight are one roster. Reading a game joins the roster and the rest into the array of
-- version 13; the view `tags` does the same and keeps its columns and rows.
DROP VIEW game_list;
DROP VIEW player_games;
DROP VIEW tags;
CREATE TABLE tag_rosters (
  id INTEGER PRIMARY KEY,
  tags TEXT NOT NULL UNIQUE        -- a JSON array of tags array elements without values
);
ALTER TABLE game_records ADD COLUMN tag_roster INTEGER REFERENCES tag_rosters(id);
CREATE TEMP TABLE tag_parts (
  game_id INTEGER PRIMARY KEY,
  roster TEXT NOT NULL,
  rest TEXT NOT NULL
);
INSERT INTO tag_parts (game_id, roster, rest)
  SELECT s.game_id,
         (SELECT json_group_array(json(x.value)) FROM
            (SELECT j.value AS value FROM json_each(r.tags) AS j WHERE j.key < s.k ORDER BY j.key)
            AS x),
         (SELECT json_group_array(json(x.value)) FROM
            (SELECT j.value AS value FROM json_each(r.tags) AS j WHERE j.key >= s.k ORDER BY j.key)
            AS x)
    FROM (SELECT t.game_id AS game_id,
                 coalesce((SELECT min(j.key) FROM json_each(t.tags) AS j
                            WHERE j.type = 'array' AND typeof(j.value ->> 1) = 'text'),
                          json_array_length(t.tags)) AS k
            FROM game_records AS t WHERE t.tags IS NOT NULL) AS s
    JOIN game_records AS r ON r.game_id = s.game_id;
INSERT OR IGNORE INTO tag_rosters (tags)
  SELECT roster FROM tag_parts WHERE roster <> '[]' ORDER BY game_id;
UPDATE game_records SET
  tag_roster = (SELECT o.id FROM tag_parts AS p JOIN tag_rosters AS o ON o.tags = p.roster
                 WHERE p.game_id = game_records.game_id),
  tags = (SELECT nullif(p.rest, '[]') FROM tag_parts AS p WHERE p.game_id = game_records.game_id)
  WHERE tags IS NOT NULL;
DROP TABLE temp.tag_parts;
-- A game's players in its games row: `player_ids`, the ids of their names by army (a JSON array,
-- null for an army without a player, up to the last army with one; NULL for a game without
-- players), so that listing a game reads its row and the names, where version 13 looked up
-- game_players for each game listed. game_players stays, with its columns, as what finds a
-- player's games: keyed by the player, where it was a table by game and an index by player.
ALTER TABLE games ADD COLUMN player_ids TEXT;
UPDATE games SET player_ids = (
  SELECT json_group_array(x.player_id)
    FROM (SELECT (SELECT gp.player_id FROM game_players AS gp
                   WHERE gp.game_id = games.id AND gp.army = a.army) AS player_id
            FROM (SELECT 0 AS army UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS a
           WHERE a.army <= (SELECT max(gp.army) FROM game_players AS gp
                             WHERE gp.game_id = games.id)
           ORDER BY a.army) AS x)
  WHERE id IN (SELECT game_id FROM game_players);
CREATE TABLE game_players_14 (
  game_id INTEGER NOT NULL REFERENCES games(id),
  army INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  PRIMARY KEY (player_id, game_id, army)
) WITHOUT ROWID;
INSERT INTO game_players_14 (game_id, army, player_id)
  SELECT game_id, army, player_id FROM game_players ORDER BY player_id, game_id, army;
DROP TABLE game_players;
ALTER TABLE game_players_14 RENAME TO game_players;
CREATE VIEW game_list (id, date, variant, rule_options, result, termination, plies, event, site,
                       round, players) AS
  SELECT g.id, g.date, v.name, g.rule_options, r.name, t.name, g.ply_count, e.name, g.site,
         g.round,
         coalesce((SELECT group_concat(x.name, ' - ')
                     FROM (SELECT p.name AS name FROM json_each(g.player_ids) AS j
                             JOIN players AS p ON p.id = j.value ORDER BY j.key) AS x), '')
    FROM games AS g JOIN variants AS v ON v.id = g.variant_id
    JOIN results AS r ON r.id = g.result_id JOIN terminations AS t ON t.id = g.termination_id
    LEFT JOIN events AS e ON e.id = g.event_id;
CREATE VIEW player_games (player, game_id, army) AS
  SELECT p.name, gp.game_id, gp.army
    FROM game_players AS gp JOIN players AS p ON p.id = gp.player_id;
CREATE VIEW tags (game_id, seq, name, value) AS
  SELECT r.game_id, j.key, n.name,
         CASE WHEN j.type = 'integer' THEN
           CASE n.name WHEN 'Event' THEN e.name WHEN 'Site' THEN g.site WHEN 'Date' THEN g.date
             WHEN 'Round' THEN g.round
             WHEN 'Result' THEN (SELECT name FROM results WHERE id = g.result_id)
             WHEN 'Variant' THEN (SELECT name FROM variants WHERE id = g.variant_id)
           END
         WHEN j.value ->> 1 IS NOT NULL AND typeof(j.value ->> 1) = 'integer' THEN
           (SELECT p.name FROM players AS p WHERE p.id = g.player_ids ->> (j.value ->> 1))
         ELSE j.value ->> 1 END
    FROM game_records AS r JOIN games AS g ON g.id = r.game_id
    LEFT JOIN events AS e ON e.id = g.event_id
    LEFT JOIN tag_rosters AS o ON o.id = r.tag_roster,
    json_each(CASE WHEN o.tags IS NULL THEN r.tags WHEN r.tags IS NULL THEN o.tags
                   ELSE substr(o.tags, 1, length(o.tags) - 1) || ',' || substr(r.tags, 2) END) AS j
    JOIN tag_names AS n ON n.id = CASE WHEN j.type = 'integer' THEN j.value ELSE j.value ->> 0 END;

-- migration 15
-- Each game's main line is range-coded (records/game_encoding.h, MoveCoding::kPacked): a move
-- takes about as many bits as its position leaves choices, where version 14 gave it a byte. The
-- tables do not change; opening an older archive codes its records anew (records/archive.cpp).
