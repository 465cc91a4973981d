// Times chess.js validating the games of a PGN file, for comparison with `chatur validate`
// (docs/records.md, "Performance"). chess.js is not a dependency of chatur: install it anywhere
// (npm install chess.js) and point CHESSJS_DIR at the directory holding node_modules.
//   CHESSJS_DIR=/tmp/chessjs node bench/chessjs_validate.mjs /tmp/bench-records-chess.pgn
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(path.join(process.env.CHESSJS_DIR ?? process.cwd(), 'noop.js'));
const { Chess } = require('chess.js');

const text = readFileSync(process.argv[2], 'utf8');
// Games start at a tag line that follows movetext; chatur writes "[Event" first.
const games = text.split(/\n(?=\[Event )/);
const start = process.hrtime.bigint();
let good = 0, bad = 0, plies = 0;
for (const pgn of games) {
  try {
    const chess = new Chess();
    chess.loadPgn(pgn);
    plies += chess.history().length;
    ++good;
  } catch (e) {
    ++bad;
  }
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(`chess.js: ${games.length} games, ${plies} plies, good ${good}, bad ${bad}, ` +
            `${seconds.toFixed(2)} s, ${(games.length / seconds).toFixed(1)} games/s`);
