#!/usr/bin/env python3
"""Independent reference perft for European Chess (`european`): Chatanooga where each of the four
seats holds one army, with the armies chatanooga, britain, france, italy, carthage, egypt,
scotland, spain, mafia, prussia, gaul, rome, huns, athens, iraq, switzerland, sweden, japan,
portugal, israel, macedonia, barbarians, netherlands, germany, byzantium, un-peacekeepers,
china, north-korea, and the armies whose setups are lost, which play from a FEN4: austria, usa,
holy-roman-empire and russia; and the armies with a secret choice, soviet-union and terrorists
(on the truth: the choice is a ply); ottoman, persia and poland, which play from a FEN4 naming
their placement squares (sq=).
Free-for-all or teams.

Plain Python 3, standard library only, written from the rules text alone and sharing nothing with
chatur's C++ core (nor with four_army_check_perft.py): every move copies the whole position and
every question scans the board.

Perft with China (its decisions `censor` and `--` are plies, as in chatur's perft), from the
start, depths 1-6:
  china,chatanooga,chatanooga,chatanooga  ffa    13 166 332 3884 26775 331438
                                          teams  13 166 332 3882 49050 334787
  china,sweden,china,rome                 ffa    13 26 306 2121 5668 27087
                                          teams  13 166 332 2090 5516 24003
  china,byzantium,macedonia,japan         ffa    13 166 332 3884 26775 218814
                                          teams  13 166 332 3882 39405 417215

The armies of issue 21, depths 1-5 (the Holy Roman Empire and Russia from their paragraphs'
example FEN4s, Red holding the army, the others Chatanooga):
  holy-roman-empire (rooks e8, f8)                  13 168 2150 28464 366079
  russia (queen e8)                                 16 212 2715 36765 680139
  soviet-union,chatanooga,terrorists,chatanooga     8 64 832 10624 141200 (depth 6: 1772832)
The Ottoman Empire, Persia and Poland from their paragraphs' example FEN4s, depths 1-5:
  ottoman (e8 f8 g7 h7)                             20 280 3554 45270 829038
  persia (e6-h6)                                    13 166 2126 26601 397867
  poland (e6-h6, f1-f4, a3-d3, c5-c8)               13 169 1774 17004 144734
  (more positions in PLACER_POSITIONS)
  north-korea,chatanooga x3  --dice "1"             13 166 2126 26601 395134
                             --dice "6,5,1 2,3,4 5,6,2 1,4,6"   8 56 336 3234 24528
                             --dice "6,5 1,2,6"         8 56 336 1974 9000
                             --dice "6,3 5,2"           8 56 539 2757 35363
                             --dice "5,1 3 4 2"         8 32 413 5066 63060

Usage:
  python3 european_perft.py --armies britain,italy,chatanooga,egypt [--mode ffa|teams]
                            [--fen FEN4] [--moves "m1 m2 ..."] [--dice "3 6,5 1,2,6"]
                            [--divide] DEPTH
  python3 european_perft.py --check     (hand-checked situations, asserted; exit 1 on a failure)

Without --fen the game starts from the armies' setups; a FEN4 names its armies (`army=`) and
--armies is then not needed. With North Korea, --dice gives the rolls: every roll event on a path
(its insanity roll at its turn's start, its types roll after its last choice) reads the next entry,
the list starting over when it runs out; the rolls go on through --moves. Move text: `e7-e5`,
`h4xd8` (capture), `e2-e1=R` (promotion), `--` (pass); a capture in place is from-square, `x`, the
taken piece's square (`e8xb5` leaves the capturer on e8); Rome's two pawn moves are one token
`e7-e6&f7-f5`; a Hunnic placement `P@g7`; an Athenian sea move is written as any move (`e6-a4`);
Israel's mark ply `@d4`; Macedonia's removal `xd4` (the removed piece's square); a Dutch move with
its swap `e5-e4~d4` (the square of the piece it swaps owners with); Germany's group move `e7>e5`
(the group's first square, lowest rank then lowest file, `>`, where that square's piece goes); the
USA's detonation `!e5` (the bomb's square); China's decision `censor` or `--`.

FEN4: <army to move>-<defeated flags>-0,0,0,0-0,0,0,0-0,0,0,0-<clock>-<ranks from 8 down, cells
joined by ',': army letter + piece letter, or a count of empty squares>-army=a,b,c,d[-pool=NP,,,]
[-hand=KPPBBNNR,,,][-st=n,,,][-sq=e8f8g7h7,,,]
[-nr=,e4.f5,,][-ctl=,,r,][-out=,,1,][-pass=2][-censor=re7e5]. Army letters r g y b (Red, Green,
Yellow, Black, the turn order). Piece letters K R B N P, M minister, A advisor, I Italian bishop, E
elephant, F pharaoh, X bomb, Q queen, T Russian king without a queen. st= holds per army: `n` if it
made a minister knight leap on its last turn, `s` if it made a sea move (both: `ns`), `w` (Sweden)
if it made two moves, `o`/`k` for the army to move in Sweden's second ply, `j` and a square for the
army to move in Japan's second ply (the piece moving again), `m` for the army to move in Israel's
mark ply, `@` and a square in an Israeli army's slot for its mark, `r` for the army to move in
Macedonia's removal offer, `g` in its move after a removal, `f` in a Dutch army's slot until its
first turn ends, `u` in a German army's slot once it made its group move, `y` and a square for each
piece resting from a capture in the current turn of its mover, `z` and a square for each piece whose
rest is in effect (in the mover's slot), then, only with a Swiss army in the game, its count 1-3
(captures made plus pieces lost, capped) and, for a Swiss army, `x` and the colours it has captured
(`st=2xg,1,,`), `b` and the letter of the army whose turn ended for a Byzantine army offered a
retreat (`st=bg,,,`), `q` for a Chinese army that may not censor, `v` and a square for each censored
piece (in the slot of the army whose turn it is, as are k, o, j, m, r, g, l and t, also while China
decides); censor= for China deciding: the letter of the army that chose the pending move and the
move's text without '-' (`censor=re7e5`, the position the one before the move); nr= lists the
squares of M, F or K pieces that are not royal (promoted from a defeated army's pawn: they carry no
rule, as a defeated army has no royal, but say what the piece is); pass= counts the passes made in a
row.

The rules, as this script implements them (rulings 5.2, 5.3, 5.3.1, 5.5):
- Chatanooga: turns keep their order; check binds an army only while it has exactly one royal
  (counted after the move); checkmate (bound, in check, no legal move) is judged at the start of
  the army's turn: the royal leaves and its pieces pass to the controller of a checking piece (of
  several, the one whose last ply is latest); no legal move otherwise is the pass `--`; as many
  passes in a row as there are live armies draw. Capturing an army's last royal defeats it and the
  capturer controls its pieces and all it controlled. No castling, no en passant.
- A piece's powers go with its colour (the seat's army), under any controller.
- Setups on Red's area (rank 8 e B, f R, g N, h K; rank 7 pawns) with the army's substitutions,
  turned a quarter per seat ((file, rank) -> (rank, 9 - file)).
- Promotion (compulsory, on the last line): the types of the pawn's own army's setup but the pawn;
  a pawn of a defeated army never becomes K, and an M or F it becomes is not royal.
- britain: four royal ministers M (king + knight); after a turn with a minister knight leap, the
  army that made it may make none on its next turn (st=n). france: advisor A (king steps), not
  royal; France is never in check and is defeated when the last piece of its colour is captured.
  italy: I = bishop + alfil jump. carthage: E = rook up to 3 squares. egypt: pharaoh F = king +
  alfil jump, royal; Egyptian pieces are never displaced. scotland: R + dabbaba jump, B + alfil
  jump; never displaced. spain: its kings never move; they capture in place on the 16 squares 1-2
  off on a rank, file or diagonal, over anything. mafia: every capture leaves the capturer in
  place; B and R up to 3 squares. prussia: after a move, on each half-line of the landing square's
  rank and file, the first piece, if an enemy of the mover's side, of the same letter and not
  Egyptian or Scottish, is pulled min(3, distance - 1) squares toward it; gaul: pushed up to 2
  squares away, stopping before a piece or at the edge. Displacements are part of the move;
  legality is judged after them; a displaced pawn never promotes. rome: instead of one move, two
  pawn moves by different pawns it controls, each legal on its own, the second from the position
  after the first, no pair after a first move that ends the game.
- huns: the Hunnic army whose turn it is may, instead of a move, place a pawn of its own colour
  on an empty square of its own starting area (`P@g7`); a captor of the Huns never does. The
  pawn is an ordinary pawn (a double step from its start line).
- athens: an Athenian-coloured bishop (under any controller) may go to any empty square its
  slides do not reach (a sea move), if afterwards no royal of a live army enemy to the mover's
  side stands attacked that did not before; the army that made one may make none on its next
  turn (st=s).
- iraq: when the turn passes to an army that controls Iraqi-coloured pieces, the non-royal,
  non-Egyptian, non-Scottish enemies of its side orthogonally next to those pieces leave (no
  capture); a France so left without pieces is defeated under that army. A FEN4 is read with
  them made. After every move (within the move, before legality is judged), an Iraqi bishop
  and knight of one colour at most 2 orthogonal steps apart, one of which moved (by the move,
  a pull or push, or a promotion), both leave.
- sweden: on Sweden's own turn, after a first move of one of its royal pieces, a second ply of
  any other piece it moves that is not of a royal type (its army's royal letters); after a first
  move of a piece not of a royal type (a promoting pawn counts as the pawn), a second ply of one
  of Sweden's royal pieces; a first move of a royal-type piece that is not Sweden's royal (a
  controlled army's king) has none. The second ply is optional: its moves and `--`, each ply a
  perft level, each legal on its own; none after a first move that ends the game. The `--` is no
  pass (passes are reset by the first ply). A turn of two moves bars the second ply on Sweden's
  next turn (st=w); any other turn lifts it. Mates, the turn order and Iraq's removals come when
  the turn passes. FEN4 st= for the army to move: `o` (after its king), `k` (after another
  piece), in the order n s w k/o digit x.
- japan: after a first ply that is a board move of one piece of Japan's colour (under any
  controller; not a pass, a Roman pair, a placement or a sea move) that does not end the game, if
  that piece, where it now stands, is the only piece of its letter on the board (every colour,
  counted after the whole ply: capture, promotion, displacements, defeats), the army to move has
  a second ply: that piece's moves, each legal on its own, and `--` (no pass). No third ply. A
  turn whose first ply opens Sweden's second ply is Swedish only; a Japanese second ply opens
  no Swedish one and, not being Sweden's power, sets no Swedish bar (st=j<square>).
- portugal: Portuguese-coloured pieces move on a torus: a slide goes as usual (capturing before
  any crossing) and, leaving the board, goes on from the opposite edge through empty squares
  until a piece (not taken) or its start square; a knight's or king's step off the board lands on
  the wrapped square if it is empty; pawns as usual. A square reached both ways is one move.
  Attacks are the ordinary ones (nothing is attacked across an edge).
- israel: after the board plies of the Israeli army's own turn (its first ply, and Japan's
  second ply or its `--`), unless it passed or the game ended, a mark ply: `@sq` on any square
  with no piece and no mark, or `--` (no pass). A marked square is entered and crossed by
  nothing: slides stop before it (attack lines too), leaps, king steps, pawn steps, placements
  and sea moves never end on it, a double step never crosses it; for a pull or push it is the
  board's edge: the search for the piece ends before it and a push stops before it. The mark is
  lifted as the turn passes to that Israeli army (before Iraq's
  removals) and when it is defeated (st=m, st=@d4).
- macedonia: on the Macedonian army's own turn, after each board ply (the first one, a Japanese
  second ply or the `--` declining it, a move after a removal) that does not end the game, a
  removal offer: `x<square>` for any piece it moves of no royal type (K, M, F by letter) whose
  leaving does not leave its single royal attacked, or `--` (no pass), ending the turn. After a
  removal a move again: any legal move, as at a turn's start (`--` only without one, ending the
  turn), never followed by a Japanese second ply, then another offer. A removal is no capture
  (no count, no rest). Bars (n, s) read as the turn's earlier plies left them (st=r, st=g).
- barbarians: a Barbarian-coloured piece that captures (under any controller) rests for the army
  whose turn it is (its mover): no capture may take it (so a resting royal is never attacked)
  from the capture until the mover's next turn ends, and during that next turn it may not move.
  Within the turn of its capture it may still move. Its rest follows it when it is pulled,
  pushed or swapped, and ends when it leaves the board or its mover is defeated. When the
  mover's turn passes, its rests in effect end and those begun in the turn take effect (st=y,
  st=z).
- netherlands: on the Dutch army's own turn, once its first turn is over (st=f until then),
  after a board move by a piece of no royal type (its letter after the move), complete with its
  capture, defeats, pulls and pushes, the enemies of the Dutch side orthogonally next to the
  moved piece, of no royal type and not Egyptian or Scottish, are candidates: with any, the
  moved piece and one candidate exchange colours (each choice a move of its own, legal only if
  the mover's single royal is not attacked after the swap; with no legal choice the move is
  illegal). The swap applies to each board ply of the turn (a Japanese second ply too), and a
  Japanese second ply is judged with the colours after it (the piece must stay the mover's).
- germany: on the German army's own turn, while its group move is unused (st=u once made),
  instead of a move: a group (a maximal orthogonally connected set of two or more pieces it
  moves, none resting for it) moves by one translation onto squares of the board that are empty
  (no piece, no mark) or that a member leaves; one move per translation, legal when Germany's
  single royal is not attacked after it. It captures nothing and triggers nothing (no
  displacement, swap, rest, Iraqi pair, second ply, removal offer or mark), promotes nothing,
  and is no pass; the turn then passes.
- byzantium: when the turn of an army ends (its last ply, a pass or a `--`) and the game goes on,
  each live Byzantine army of another side, in turn order after it, that has a legal retreat is
  offered one ply: a piece of its own colour to an empty, unmarked square where its setup has
  that letter (a pawn to any of its pawn squares), not leaving its single royal attacked, or
  `--`. No retreat, no ply. A retreat moves the piece and nothing else (no capture, trigger or
  promotion) and changes no pass count; the Barbarian rests and the Dutch first turn end before
  it, the next army is chosen after it (mates judged then, Israel's mark lifted and Iraq's
  removals made then). No offer follows a mate at a turn's start (no turn was played).
- un-peacekeepers: its rooks and bishops reach 3 squares; its pawns also step to any empty
  neighbour (one move where that is the usual step; promoting on the last line), keeping the
  double step from the start line. Its area is its setup's 8 squares. A UN piece off its own
  area is never captured nor attacked; a UN piece captures and attacks only on its own area.
  At the end of every ply (before legality is judged; a Roman pair is one ply), every piece
  orthogonally next to a UN piece, enemy of that piece's controller's side and capturable by it
  (Switzerland), of no royal letter, not immune, not resting, not a UN piece off its area, whose
  own movement for its controller (bars ignored, no sea move) reaches no square, is captured by
  that controller (of several, the first in turn order from the mover); then a live UN army is
  defeated if one hostile live army moves 3 or more pieces on its area (captor the mover if it
  is one, else the first after it), its royals leaving the board.
- china: a board move (any move of pieces on the board, a Roman pair, a sea move, a group move,
  each ply of a turn of several on its own; not `--`, a placement, a mark, a removal or a
  retreat) chosen by an army of another side is pending while the first live Chinese army after
  the mover in turn order, of another side and not barred (st=q), decides, provided the mover
  has another legal move that is not `--` and moves none of the pieces the censor would bar:
  `censor` (nothing of the move happens; the mover chooses again at the same point of its turn,
  the censored pieces, st=v, barred until its turn ends: the moving piece, Rome's two pawns, the
  group move's first piece, and every move that moves one of them, a group with it too; China is
  barred until the end of its own next turn) or `--` (the next such Chinese army decides, or the
  move is made with all it brings). The chosen move is a ply of the mover, the decision a later
  ply of China (for the mate's captor; at its end come the UN Peacekeepers' captures, and after
  `--` the move's own end is that end); neither changes the count of passes. A removal or a
  detonation may take a censored piece (neither is a move of it); neither is censored.
- switzerland: the army to move may capture a Swiss-coloured piece only if that Swiss army took
  a piece of its colour on its own turns, or its count (captures made on its turns plus pieces
  of its colour captured) is 3 or more; attacks on Swiss pieces follow the same permission of
  the attacker's controller (a Swiss king is in check only from such armies).
- austria (from a FEN4): after a move that leaves a knight of Austria's colour on its landing
  square (a pawn promoting to one too, each pawn move of a Roman pair), every piece of another
  side than the army to move's, not Egyptian or Scottish, on a knight's leap from the landing
  square and on a knight's leap from another knight of that colour, leaves the board (royals too:
  an army left without a royal, or France without a piece, is defeated by the army to move). This
  comes after the capture, defeats and displacements, before Iraq's pair rule and the Dutch swap.
- usa (from a FEN4): the bomb X steps as a king onto free squares, never captures, attacks
  nothing. At the start of its turn (not in a later ply of it) the army to move may detonate a
  USA bomb it moves: the bomb and every piece on the eight squares around it leave, but Egyptian
  and Scottish pieces; armies left without a royal (France: without a piece) are defeated by the
  army to move; illegal if that defeats an army of its own side or leaves its single royal
  attacked. The detonation is the whole turn (no second ply, removal offer or mark follows).
- holy-roman-empire (from a FEN4): a German rook (an R of a Holy Roman colour, under any
  controller) that does not stand next to a royal of its colour before its move may not move if
  it moved in the last turn of the army moving it (st=h and its square), nor in a direction a
  German rook of its colour moved in that turn (st=d and arrows ^ v < >: toward rank 8, rank 1,
  file a, file h), nor capture a piece that captured a German rook of its colour by a move (st=p
  and its square) since the end of its mover's last turn. The rooks and directions of the turn
  going on (st=i, st=e) become the bars when the turn of the army moving the colour ends, and the
  protections end then. Bars and protections follow their pieces (pulls, pushes, moves) and end
  when the piece leaves the board or changes colour. Attacks ignore all three. The UN
  Peacekeepers' test of a piece that cannot move ignores them, as it ignores the other bars.
  Promotions: B, K, N, R.
- russia (from a FEN4): the queen Q; promotions Q, R, B, N, K. At the end of every ply (after the
  UN Peacekeepers' captures), every pawn of a Russian colour more than 5 orthogonal steps
  (|files| + |ranks|) from the nearest queen of its colour (none: king; neither: it stays) with
  a non-pawn piece of a hostile side nearer than that becomes a pawn of the nearest such piece's
  colour (ties: the first colour after the pawn's in turn order), all at once; then a Russian
  colour without a queen has its kings as T (a royal moving and attacking as a queen), with one
  as K (also when a FEN4 is read); then a live Russian army whose pieces are all royal is
  defeated as if mated (its royals leave), by the army that made the ply, or, if that is of its
  side, by the first live hostile army after it. Desertion is no capture and no move. A move is
  legal when the mover's single royal is not attacked after all this; a move after which the
  mover is defeated so is legal.
- soviet-union, terrorists: before any other ply, each live such army that has not chosen (in turn
  order from the army that would move, which FEN4's turn field names) chooses one piece of its own
  colour: a ply `@e8` (st=h and its square; st=e once the piece left the board or changed colour;
  neither: not chosen). The mark follows the piece (moves, displacements, group moves, retreats,
  promotion, control). The army that would move is judged (mate) when the last choice is made.
  soviet-union: no royal piece (never in check, its moves never refused for an attacked piece; its
  king keeps the letter K, a royal type for Sweden, Iraq's removals, the Dutch swap and the UN
  Peacekeepers); it is defeated when its marked piece leaves the board or changes colour, by the
  army that made the ply (the capturer; Iraq's removals at a turn's start: the army that moved
  last), or, if that is the Soviet Union itself (a UN Peacekeepers' capture at the end of its own
  ply), by the first live army after it in turn order. terrorists: the army moving the marked piece
  may detonate it as the USA's bomb (`!e8`); a detonation taking a partner's marked Soviet piece is
  legal and defeats the partner.
- north-korea: when its own turn begins (after the mate is judged, on its normal moves), the
  insanity roll: 1-4 a normal turn (st=d); 5-6 and a second die (1-2: 1, 3-4: 2, 5-6: 3 pieces)
  an insane turn: n = min(count, pieces it moves) ordered choice plies `@e8` of different pieces
  it moves (st=c and the choices left, p and each chosen square), then one die per chosen piece,
  in order, its type (1 P, 2 N, 3 B, 4 R, 5 Q, 6 K; st=p, square, type). Each chosen piece then
  moves at most once, in any order, with the movement of its type (chess; as a pawn its colour's
  way, the double step only for a pawn; only a pawn moving as a pawn promotes; a Mafia piece
  still captures in place), the board's rules of capture and the colour's effects after a move,
  legal when North Korea's single royal is not attacked; the first move is required, then `--`
  ends the turn (st=e); with no legal move `--` is a pass. No second ply of another power.
  Choices change no count and end no ply.
- placement squares (ottoman, persia, poland): sq= names each seat's squares (square names run
  together, `sq=e8f8g7h7,,,`), fixed for the game; a game with one of the three needs it (and
  writes it always). A placement `N@e8` puts a piece of the placing army's colour on a free
  (no piece, no mark) square of its own seat's list, a pawn never on its last line; it is no move
  of a piece (nothing triggered, no capture), is legal when the placer's single royal is not
  attacked at the end of the ply, and the end of a ply follows (UN captures, Russia). China does
  not censor it.
- ottoman: hand= KPPBBNNR; instead of a move, the Ottoman army's own turn drops a piece from its
  hand on its squares, when afterwards the K and P left in hand number at most max(0, 5 - (8 -
  pieces in hand)) (or none is left). A K in hand: check does not bind it, it is no royal on the
  board but counts as one (no defeat for lack of a royal, and a promoted K then makes two). Its
  first turn not over: st=f. Once over, losing its last piece of its colour on the board defeats
  it, the taker its captor (Iraq: the army whose turn begins; UN: the army moving the UN piece);
  a later turn that begins with no piece of its colour defeats it with no captor (what it
  controlled stays with it, moved by nobody). Defeated, its hand leaves. Promotions B K N R.
- persia: a piece of a live Persia's colour leaving the board (any capture or removal) goes to its
  pool as its letter, or, lost in Persia's own turn, waits (st=w) until that turn ends. After the
  board plies of a Persian turn (not after a pass, a detonation or when the game is over) Persia
  places pieces of its pool (pool=), one ply each, until `--` or no legal placement is left (no
  ply then) (st=r). When Persia's move comes with its single royal attacked, its moves are only
  those whose capture (onto or in place) takes a piece attacking it and leave it unattacked;
  none: mated as its turn begins.
- poland: after the board plies of its own turn (not after a pass or a detonation, the game going
  on, and only when one is legal) Poland gives a pawn of its colour to a live army of a hostile
  side, `e7>g` (the pawn leaves), or `--` (st=k). The ally gets a pawn to place (st=g and the
  count) and peace with Poland (st=a, Poland's letter, turns left: 2), counted down at the end of
  each of the ally's turns; from the gift on while it lasts the ally (the pieces it moves) neither
  captures nor attacks pieces of Poland's colour (nor takes them as UN immobile pieces), and each
  piece it captures by a move earns Poland a pawn to place. The peace ends when Poland or the ally
  is defeated. An army with pawns to place places them when its turn begins, after the mate is
  judged (on its moves without them), one ply each `P@e6`, or `--` giving up the rest; pawns that
  cannot be placed are lost. These plies change no count of passes.
- Attacks use each piece's full capture geometry (barred leaps included).
- The game is over (no moves) when one side is left (ffa: one live army; teams: one team).
"""

import sys

RED, GREEN, YELLOW, BLACK = 0, 1, 2, 3
LETTERS = "rgyb"
TURN_LETTERS = "RGYB"
FORWARD = {RED: (0, -1), GREEN: (-1, 0), YELLOW: (0, 1), BLACK: (1, 0)}

ARMIES = ["chatanooga", "britain", "france", "italy", "carthage", "egypt", "scotland", "spain",
          "mafia", "prussia", "gaul", "rome", "huns", "athens", "iraq", "switzerland", "sweden",
          "japan", "portugal", "israel", "macedonia", "barbarians", "netherlands", "germany",
          "byzantium", "un-peacekeepers", "china", "austria", "usa", "holy-roman-empire",
          "russia", "soviet-union", "terrorists", "north-korea", "ottoman", "persia", "poland"]
NK = "north-korea"
OTTOMAN = "ottoman"
# The armies that place pieces on the squares the position names (sq=).
PLACERS = {"ottoman", "persia", "poland"}
# North Korea's second die: how many pieces an insane turn chooses; its types die: what they move
# as.
INSANE_COUNT = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
TYPES = "PNBRQK"
UN = "un-peacekeepers"
# The armies that choose a piece in secret at the start (its square is the truth this script
# plays on).
SECRET = {"soviet-union", "terrorists"}
HRE = "holy-roman-empire"
# The four directions of a German rook's move, as FEN4 writes them: toward rank 8, rank 1, file a,
# file h.
ARROWS = {(0, 1): "^", (0, -1): "v", (-1, 0): "<", (1, 0): ">"}
# Red's area, before substitutions: file letter + rank -> piece letter.
BASE_SETUP = {"e8": "B", "f8": "R", "g8": "N", "h8": "K",
              "e7": "P", "f7": "P", "g7": "P", "h7": "P"}
SUBSTITUTIONS = {
    "britain": {"e8": "M", "f8": "M", "g8": "M", "h8": "M"},
    "france": {"h8": "A"},
    "italy": {"e8": "I"},
    "carthage": {"f8": "E"},
    "egypt": {"h8": "F"},
}
# Royal letters per army (the king is royal unless the army's rule says otherwise).
ROYAL = {name: {"K"} for name in ARMIES}
ROYAL["britain"] = {"K", "M"}
ROYAL["egypt"] = {"K", "F"}
ROYAL["france"] = set()
ROYAL["russia"] = {"K", "T"}
# The Soviet Union's only royal is its marked piece, which is no royal for check: it is never in
# check, and it is defeated when that piece leaves the board (fallen).
ROYAL["soviet-union"] = set()
# Promotions where the setup does not list them (a lost setup's further pieces).
PROMOTIONS = {"russia": ["B", "K", "N", "Q", "R"], "holy-roman-empire": ["B", "K", "N", "R"],
              "ottoman": ["B", "K", "N", "R"]}
# The example setups of the armies whose setups are lost (their paragraphs' FEN4 examples): only
# for starting the cross-check's games, as such an army has no start of its own.
EXAMPLES = {"austria": {"e8": "N"}, "usa": {"e8": "X"}, "holy-roman-empire": {"e8": "R"},
            "russia": {"e8": "Q"}}
IMMUNE = {"egypt", "scotland"}
# The rule set's royal types, by letter whatever the army (Macedonia's removals and the Dutch swap
# never take them).
ROYAL_TYPES = {"K", "M", "F", "T"}

KING = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ALFIL = [(2 * a, 2 * b) for a, b in DIAG]
DABBABA = [(2 * a, 2 * b) for a, b in ORTHO]
SPANISH = KING + ALFIL + DABBABA


def area_of(seat):
    """The seat's 2x4 starting area (Red's e7-h8 turned a quarter per seat)."""
    out = []
    for name in BASE_SETUP:
        s = parse_sq(name)
        for _ in range(seat):
            s = turn_quarter(s)
        out.append(s)
    return sorted(out)


def setup_of(army):
    """The army's setup on Red's area: {(file, rank) 0-based: letter}."""
    placed = dict(BASE_SETUP)
    placed.update(SUBSTITUTIONS.get(army, {}))
    return {parse_sq(s): k for s, k in placed.items()}


def promotions_of(army):
    if army in PROMOTIONS:
        return PROMOTIONS[army]
    return sorted(set(setup_of(army).values()) - {"P"})


def turn_quarter(s):
    """(file, rank) -> (rank, 9 - file) in 1-based terms: Red's area to the next seat's."""
    f, r = s[0] + 1, s[1] + 1
    return (r - 1, 9 - f - 1)


def geometry(army, kind):
    """(leaps, slides) of a piece: leaps are offsets jumping over anything; slides are
    (direction, most squares). Spanish kings and pawns are handled apart."""
    if kind in ("K", "A"):
        return KING, []
    if kind == "M":
        return KING + KNIGHT, []
    if kind == "F":
        return KING + ALFIL, []
    if kind == "N":
        return KNIGHT, []
    if kind in ("Q", "T"):
        return [], [(d, 7) for d in ORTHO + DIAG]
    if kind == "I":
        return ALFIL, [(d, 7) for d in DIAG]
    if kind == "E":
        return [], [(d, 3) for d in ORTHO]
    reach = 3 if army in ("mafia", UN) else 7
    if kind == "R":
        return (DABBABA if army == "scotland" else []), [(d, reach) for d in ORTHO]
    if kind == "B":
        return (ALFIL if army == "scotland" else []), [(d, reach) for d in DIAG]
    raise ValueError("no such piece letter: " + kind)


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def sq_name(s):
    return "abcdefgh"[s[0]] + str(s[1] + 1)


def direction(m):
    """The direction (df, dr), each -1, 0 or 1, of a move along a line."""
    df, dr = m.to[0] - m.frm[0], m.to[1] - m.frm[1]
    return ((df > 0) - (df < 0), (dr > 0) - (dr < 0))


def parse_sq(text):
    if len(text) != 2 or text[0] not in "abcdefgh" or text[1] not in "12345678":
        raise ValueError("not a square: " + repr(text))
    return ("abcdefgh".index(text[0]), int(text[1]) - 1)


def start_line(colour, s):
    f, r = s
    return {RED: r == 6, GREEN: f == 6, YELLOW: r == 1, BLACK: f == 1}[colour]


def last_line(colour, s):
    f, r = s
    return {RED: r == 0, GREEN: f == 0, YELLOW: r == 7, BLACK: f == 7}[colour]


# Each seat's starting area (the UN Peacekeepers' area).
AREAS = {seat: frozenset(area_of(seat)) for seat in range(4)}


class Move:
    """One move of the move list. A pair (Rome) holds two pawn moves in `pair`; a Hunnic
    placement has only `to` (and `drop`); an Athenian sea move has `sea`; Israel's mark ply has
    only `to` (and `mark`); Germany's group move has `shift` (the translation), `frm` the group's
    first square and `to` where its piece goes."""
    __slots__ = ("frm", "to", "promo", "capture", "in_place", "leap", "pair", "drop", "sea",
                 "mark", "remove", "swap", "shift", "blast", "censor", "kind", "gift")

    def __init__(self, frm=None, to=None, promo=None, capture=False, in_place=False, leap=False,
                 pair=None, drop=False, sea=False, mark=False, remove=False, swap=None,
                 shift=None, blast=False, censor=False, kind="P", gift=None):
        self.frm, self.to, self.promo = frm, to, promo
        self.capture, self.in_place, self.leap, self.pair = capture, in_place, leap, pair
        self.drop, self.sea, self.mark = drop, sea, mark
        self.remove, self.swap, self.shift = remove, swap, shift
        self.blast, self.censor = blast, censor
        # A placement's piece letter (drop); Poland's gift: the seat given the pawn on frm.
        self.kind, self.gift = kind, gift

    def swapping(self, t):
        """This move followed by the Dutch swap with the piece on t."""
        return Move(self.frm, self.to, self.promo, self.capture, self.in_place, self.leap,
                    sea=self.sea, swap=t)

    def is_pass(self):
        return (self.frm is None and self.to is None and not self.pair and not self.censor)

    def board_move(self):
        """A move of pieces on the board (China may censor it): not `--`, a placement, a mark, a
        removal or a detonation (a Byzantine retreat is told apart by the position's state)."""
        return bool(self.pair) or (self.frm is not None and not self.remove and not self.blast
                                   and self.gift is None)

    def pieces(self):
        """The squares of the pieces a censor of this move bars: the moving piece's (Rome's pair:
        both pawns; Germany's group move: the piece on its first square)."""
        if self.pair:
            return {self.pair[0].frm, self.pair[1].frm}
        return {self.frm}

    def text(self):
        if self.censor:
            return "censor"
        if self.pair:
            return self.pair[0].text() + "&" + self.pair[1].text()
        if self.drop:
            return self.kind + "@" + sq_name(self.to)
        if self.gift is not None:
            return sq_name(self.frm) + ">" + LETTERS[self.gift]
        if self.mark:
            return "@" + sq_name(self.to)
        if self.remove:
            return "x" + sq_name(self.to)
        if self.blast:
            return "!" + sq_name(self.frm)
        if self.frm is None:
            return "--"
        if self.shift:
            return sq_name(self.frm) + ">" + sq_name(self.to)
        return (sq_name(self.frm) + ("x" if self.capture else "-") + sq_name(self.to) +
                ("=" + self.promo if self.promo else "") +
                ("~" + sq_name(self.swap) if self.swap else ""))


PASS = Move()
CENSOR = Move(censor=True)


class Game:
    """The position and the history the rules look at. Pieces are (colour, letter, royal?):
    the colour is the seat whose army the piece belongs to (its powers and direction); the
    third field is False only for an M or F promoted from a defeated army's pawn."""

    def __init__(self, armies, mode):
        if len(armies) != 4 or any(a not in ARMIES for a in armies):
            raise ValueError("armies must be four of: " + ", ".join(ARMIES))
        self.armies = list(armies)
        self.teams = mode == "teams"
        self.board = {}
        self.to_move = RED
        self.live = [True] * 4
        self.controller = [RED, GREEN, YELLOW, BLACK]
        self.st = [""] * 4                  # bars: "n" minister knight leap, "s" sea move,
        #                                     "w" Sweden's two moves
        self.bar_used = [""] * 4            # "n", "s" used in the turn going on: its next bars
        self.second = ""                    # Sweden mid-turn: "o" other piece, "k" king next
        self.again = None                   # Japan mid-turn: the square of the piece moving again
        self.marking = False                # Israel mid-turn: the mark ply is next
        self.marks = [None] * 4             # Israel: each army's marked square
        self.blocks = frozenset()           # the marked squares, which nothing enters or crosses
        self.offer = False                  # Macedonia mid-turn: the removal offer is next (st=r)
        self.moving_on = False              # Macedonia mid-turn: the move after a removal (st=g)
        self.first = [False] * 4            # the Netherlands: its first turn not over (st=f)
        self.used = [False] * 4             # Germany: its group move made (st=u)
        self.retreat_after = None           # Byzantium's retreat offer: the army whose turn
        #                                     ended (st=b and its letter)
        self.pending = None                 # China deciding: (the army that chose it, the move)
        self.censored = frozenset()         # China: the pieces barred for the rest of the turn (v)
        self.nocensor = [False] * 4         # China: may not censor until its next turn ends (q)
        self.rests = [frozenset()] * 4      # Barbarians: resting pieces in effect, by mover (z)
        self.fresh = [frozenset()] * 4      # rests begun in the mover's current turn (y)
        # The Holy Roman Empire, per colour: rooks barred now (h), barred directions (d), pieces
        # its rooks may not capture (p), rooks and directions of the turn going on (i, e).
        self.hbar = [frozenset()] * 4
        self.dbar = [""] * 4
        self.prot = [frozenset()] * 4
        self.hmoved = [frozenset()] * 4
        self.hdirs = [""] * 4
        # The Soviet Union and the Terrorists: each army's marked square (h), None before its
        # choice, "gone" once the piece left the board or its colour (e); `fallen` the Soviet
        # armies whose marked piece left in the ply going on, to be defeated.
        self.secret = [None] * 4
        self.fallen = set()
        # North Korea's turn: its phase (None: the insanity die is due; "d" a normal turn,
        # "choose", "move"), the choices still to make (c), the chosen pieces that have not moved,
        # in order, as [square, rolled type or None] (p), whether an insane move was made (e);
        # the rolls perft is given, and how many roll events the path from the root has used.
        self.nk_phase = None
        self.nk_left = 0
        self.nk_chosen = []
        self.nk_moved = False
        self.dice = None
        self.roll_at = 0
        # The Ottoman Empire, Persia, Poland: each seat's placement squares (sq=), the Ottoman
        # hand (hand=), Persia's pool (pool=) and the pieces lost in its turn going on (st=w),
        # Persia placing at the end of its turn (st=r), the pawns each army has to place (st=g),
        # the peace of each ally: Polish letters and turns left, "r2" (st=a), Poland's gift ply
        # next (st=k). The Ottoman's first turn not over is `first` (st=f), as the Dutch one.
        self.placers = bool(PLACERS & set(self.armies))
        self.sq = [()] * 4
        self.hand = [""] * 4
        self.pool = [""] * 4
        self.wait = [""] * 4
        self.returning = False
        self.topl = [0] * 4
        self.peace = [""] * 4
        self.gifting = False
        self.swiss = "switzerland" in self.armies
        self.tally = [0] * 4                # captures made plus pieces lost (Switzerland's count)
        self.took = [""] * 4                # a Swiss army's captured colours, as letters
        self.removed = 0                    # pieces removed (Iraq) by the ply that led here
        self.stilled = 0                    # immobile pieces captured (UN) by that ply
        self.out = [0] * 4                  # order of defeat, 0 while live
        self.passes = 0
        self.last_ply = [-4, -3, -2, -1]    # ply number of each army's latest ply
        self.ply = 0
        self.over = False

    def copy(self):
        g = Game.__new__(Game)
        g.armies, g.teams = self.armies, self.teams
        g.board = dict(self.board)
        g.to_move = self.to_move
        g.live = list(self.live)
        g.controller = list(self.controller)
        g.st = list(self.st)
        g.bar_used = list(self.bar_used)
        g.second = self.second
        g.again = self.again
        g.marking = self.marking
        g.marks = list(self.marks)
        g.blocks = self.blocks
        g.offer = self.offer
        g.moving_on = self.moving_on
        g.first = list(self.first)
        g.used = list(self.used)
        g.retreat_after = self.retreat_after
        g.pending = self.pending
        g.censored = self.censored
        g.nocensor = list(self.nocensor)
        g.rests = list(self.rests)
        g.fresh = list(self.fresh)
        g.hbar, g.dbar, g.prot = list(self.hbar), list(self.dbar), list(self.prot)
        g.hmoved, g.hdirs = list(self.hmoved), list(self.hdirs)
        g.secret, g.fallen = list(self.secret), set(self.fallen)
        g.nk_phase, g.nk_left, g.nk_moved = self.nk_phase, self.nk_left, self.nk_moved
        g.nk_chosen = [list(c) for c in self.nk_chosen]
        g.dice, g.roll_at = self.dice, self.roll_at
        g.placers, g.sq = self.placers, self.sq
        g.hand, g.pool, g.wait = list(self.hand), list(self.pool), list(self.wait)
        g.returning, g.topl, g.peace = self.returning, list(self.topl), list(self.peace)
        g.gifting = self.gifting
        g.swiss = self.swiss
        g.tally = list(self.tally)
        g.took = list(self.took)
        g.removed = self.removed
        g.stilled = self.stilled
        g.out = list(self.out)
        g.passes = self.passes
        g.last_ply = list(self.last_ply)
        g.ply = self.ply
        g.over = self.over
        return g

    # Sides and royals ------------------------------------------------------------------------
    def side_of_army(self, army):
        c = self.controller[army]
        return c % 2 if self.teams else c

    def side_of(self, piece):
        return self.side_of_army(piece[0])

    def is_royal(self, piece):
        colour, kind, royal = piece
        return royal and self.live[colour] and kind in ROYAL[self.armies[colour]]

    def royals(self, army):
        return [s for s, p in self.board.items() if p[0] == army and self.is_royal(p)]

    # Attacks -----------------------------------------------------------------------------------
    def attacked_squares(self, s):
        """Squares the piece on s could capture on, turn restrictions ignored. A marked square
        stops a line as a piece would, without being attacked itself; nothing attacks across an
        edge (Portugal's captures never cross one)."""
        colour, kind, _ = self.board[s]
        army = self.armies[colour]
        if kind == "X":
            return set()
        if kind == "P":
            fx, fy = FORWARD[colour]
            out = [(s[0] + fx + fy, s[1] + fy + fx), (s[0] + fx - fy, s[1] + fy - fx)]
            return [t for t in out if on_board(*t) and (army != UN or t in AREAS[colour])]
        if kind == "K" and army == "spain":
            leaps, slides = SPANISH, []
        else:
            leaps, slides = geometry(army, kind)
        out = set()
        for df, dr in leaps:
            t = (s[0] + df, s[1] + dr)
            if on_board(*t):
                out.add(t)
        for (ux, uy), reach in slides:
            f, r = s[0], s[1]
            for _ in range(reach):
                f, r = f + ux, r + uy
                if not on_board(f, r) or (f, r) in self.blocks:
                    break
                out.add((f, r))
                if (f, r) in self.board:
                    break
        if army == UN:
            return out & AREAS[colour]
        return out

    def capturable(self, colour, t):
        """The UN Peacekeepers' limits on a capture by a piece of `colour` on t: a UN piece is
        taken only on its own area, and a UN piece takes only on its own area."""
        p = self.board[t]
        if self.armies[p[0]] == UN and t not in AREAS[p[0]]:
            return False
        return self.armies[colour] != UN or t in AREAS[colour]

    def may_capture(self, army, piece):
        """Switzerland's permission, and Poland's peace: may `army` capture `piece` (when an
        enemy) now?"""
        if self.peace[army] and LETTERS[piece[0]] in self.peace[army]:
            return False
        if not self.swiss or self.armies[piece[0]] != "switzerland":
            return True
        return LETTERS[army] in self.took[piece[0]] or self.tally[army] >= 3

    def attackers(self, t, side):
        """Squares of pieces not of `side` attacking t (a Swiss piece on t only by pieces whose
        controller may capture it)."""
        target = self.board.get(t)
        if target is not None and (self.resting(t) or (self.armies[target[0]] == UN and
                                                         t not in AREAS[target[0]])):
            return []
        return [s for s, p in self.board.items()
                if self.side_of(p) != side and t in self.attacked_squares(s)
                and (target is None or self.may_capture(self.controller[p[0]], target))]

    def resting(self, t):
        """The piece on t rests (Barbarians): no capture takes it, so nothing attacks it."""
        return any(t in self.rests[a] or t in self.fresh[a] for a in range(4))

    def follow(self, frm, to):
        """A piece went from frm to to: its rests and its censor go with it."""
        for sets in (self.rests, self.fresh):
            for a in range(4):
                if frm in sets[a]:
                    sets[a] = (sets[a] - {frm}) | {to}
        if frm in self.censored:
            self.censored = (self.censored - {frm}) | {to}
        for sets in (self.hbar, self.prot, self.hmoved):
            for a in range(4):
                if frm in sets[a]:
                    sets[a] = (sets[a] - {frm}) | {to}
        self.secret = [to if s == frm else s for s in self.secret]
        for c in self.nk_chosen:
            if c[0] == frm:
                c[0] = to

    def lift(self, t):
        """The piece on t left the board: its rests and its censor end."""
        for sets in (self.rests, self.fresh):
            for a in range(4):
                if t in sets[a]:
                    sets[a] = sets[a] - {t}
        self.censored = self.censored - {t}
        self.recolour(t)

    def recolour(self, t):
        """The piece on t left the board or changed colour: the Holy Roman bars and protections
        on it end, and so does a secret mark (a Soviet army is then defeated: fell)."""
        for sets in (self.hbar, self.prot, self.hmoved):
            for a in range(4):
                if t in sets[a]:
                    sets[a] = sets[a] - {t}
        self.nk_chosen = [c for c in self.nk_chosen if c[0] != t]
        for a in range(4):
            if self.secret[a] == t:
                self.secret[a] = "gone"
                if self.armies[a] == "soviet-union" and self.live[a]:
                    self.fallen.add(a)

    def fell(self, captor):
        """The Soviet armies whose marked piece left the board are defeated by `captor` (the army
        that made the ply, or moved last), or, when that is the Soviet army itself, by the first
        live army after it in turn order."""
        for a in sorted(self.fallen):
            if self.live[a]:
                self.defeat(a, captor if captor != a else next(
                    (a + i) % 4 for i in range(1, 4) if self.live[(a + i) % 4]))
        self.fallen = set()

    def chooser(self):
        """The army making its secret choice now: the first live army with a secret not chosen,
        in turn order from the army that would move; None once all have chosen."""
        return next((a for a in ((self.to_move + i) % 4 for i in range(4))
                     if self.live[a] and self.armies[a] in SECRET and self.secret[a] is None),
                    None)

    def in_check(self, army):
        side = self.side_of_army(army)
        return any(self.attackers(k, side) for k in self.royals(army))

    def bound(self, army):
        """Check binds the army: it has exactly one royal (an Ottoman king in hand counts as one,
        on no square)."""
        return "K" not in self.hand[army] and len(self.royals(army)) == 1

    def no_royal_left(self, army):
        """The army had royals and has none now, an Ottoman king in hand counting as royal."""
        return not self.royals(army) and "K" not in self.hand[army]

    def bare(self, army):
        """A live army defeated by the loss of its last piece: France, and the Ottoman Empire once
        its first turn is over, with no piece of its colour on the board."""
        return (self.live[army] and (self.armies[army] == "france" or
                                     (self.armies[army] == OTTOMAN and not self.first[army]))
                and not any(p[0] == army for p in self.board.values()))

    def lost(self, piece):
        """A piece left the board: one of a live Persia goes to its pool (lost in Persia's own turn:
        it waits, st=w, until that turn ends)."""
        a = piece[0]
        if self.armies[a] == "persia" and self.live[a]:
            if self.turn_army() == a:
                self.wait[a] += piece[1]
            else:
                self.pool[a] += piece[1]

    # Move generation -------------------------------------------------------------------------
    def promotions(self, colour):
        types = promotions_of(self.armies[colour])
        if self.controller[colour] != colour:
            types = [t for t in types if t != "K"]
        return types

    def piece_moves(self, s, pawns_only=False, us=None, own=False):
        """Pseudo-legal single moves of the piece on s, controlled by `us` (the army to move by
        default). With `own`, only the piece's own movement, whatever its bars (the UN
        Peacekeepers' test of a piece that cannot move)."""
        if us is None:
            us = self.to_move
        side = self.side_of_army(us)
        colour, kind, _ = self.board[s]
        army = self.armies[colour]
        moves = []

        def enemy_on(t):
            p = self.board.get(t)
            return (p is not None and self.side_of(p) != side and self.may_capture(us, p)
                    and not self.resting(t) and self.capturable(colour, t))

        if kind == "P":
            fx, fy = FORWARD[colour]

            def add(t, capture, double=False):
                if capture and army == "mafia":
                    moves.append(Move(s, t, None, True, True))
                elif last_line(colour, t):
                    for p in self.promotions(colour):
                        moves.append(Move(s, t, p, capture))
                else:
                    moves.append(Move(s, t, None, capture))
            one = (s[0] + fx, s[1] + fy)
            if on_board(*one) and self.free(one):
                add(one, False)
                two = (one[0] + fx, one[1] + fy)
                if start_line(colour, s) and on_board(*two) and self.free(two):
                    add(two, False)
            if army == UN:
                for df, dr in KING:
                    t = (s[0] + df, s[1] + dr)
                    if t != one and on_board(*t) and self.free(t):
                        add(t, False)
            for t in self.attacked_squares(s):
                if enemy_on(t):
                    add(t, True)
            return moves
        if pawns_only:
            return moves
        if kind == "K" and army == "spain":
            return [Move(s, t, None, True, True) for t in self.attacked_squares(s) if enemy_on(t)]
        if kind == "X":
            return [Move(s, (s[0] + df, s[1] + dr)) for df, dr in sorted(KING)
                    if on_board(s[0] + df, s[1] + dr) and self.free((s[0] + df, s[1] + dr))]
        leaps, slides = geometry(army, kind)
        in_place = army == "mafia"
        barred = kind == "M" and "n" in self.st[us] and not own
        wraps = army == "portugal"
        targets = {}
        for df, dr in leaps:
            t = (s[0] + df, s[1] + dr)
            is_leap = kind == "M" and (df, dr) in KNIGHT
            if barred and is_leap:
                continue
            if on_board(*t):
                if t not in self.blocks and (t not in self.board or enemy_on(t)):
                    targets[t] = is_leap
            elif wraps and self.free((t[0] % 8, t[1] % 8)):
                targets.setdefault((t[0] % 8, t[1] % 8), is_leap)
        for (ux, uy), reach in slides:
            f, r = s[0], s[1]
            crossed = False
            for _ in range(reach):
                f, r = f + ux, r + uy
                if not on_board(f, r):
                    if not wraps:
                        break
                    f, r, crossed = f % 8, r % 8, True
                if (f, r) == s or (f, r) in self.blocks:
                    break
                if (f, r) in self.board:
                    if not crossed and enemy_on((f, r)):
                        targets[(f, r)] = False
                    break
                targets[(f, r)] = False
        for t in sorted(targets):
            capture = t in self.board
            moves.append(Move(s, t, None, capture, capture and in_place, targets[t]))
        if kind == "R" and army == HRE and not own and not self.beside_royal(s, colour):
            if s in self.hbar[colour]:
                return []
            moves = [m for m in moves if ARROWS[direction(m)] not in self.dbar[colour] and
                     not (m.capture and m.to in self.prot[colour])]
        if kind == "B" and army == "athens" and "s" not in self.st[us] and not own:
            for t in sorted((f, r) for f in range(8) for r in range(8)):
                if t != s and self.free(t) and t not in targets:
                    moves.append(Move(s, t, sea=True))
        return moves

    def insane_moves(self, s, kind):
        """North Korea's insane turn: the moves of the piece on s as the rolled type `kind`
        (chess movement; as a pawn its colour's way, the double step only for a pawn; only a
        pawn moving as a pawn promotes), with the board's rules of capture."""
        us = self.to_move
        side = self.side_of_army(us)
        colour, own, _ = self.board[s]
        in_place = self.armies[colour] == "mafia"

        def enemy_on(t):
            p = self.board.get(t)
            return (p is not None and self.side_of(p) != side and self.may_capture(us, p)
                    and not self.resting(t) and self.capturable(colour, t))

        def add(t, capture):
            if own == "P" and kind == "P" and last_line(colour, t) and not (capture and in_place):
                moves.extend(Move(s, t, p, capture) for p in self.promotions(colour))
            else:
                moves.append(Move(s, t, None, capture, capture and in_place))
        moves = []
        if kind == "P":
            fx, fy = FORWARD[colour]
            one = (s[0] + fx, s[1] + fy)
            if on_board(*one) and self.free(one):
                add(one, False)
                two = (one[0] + fx, one[1] + fy)
                if own == "P" and start_line(colour, s) and on_board(*two) and self.free(two):
                    add(two, False)
            for t in ((s[0] + fx + fy, s[1] + fy + fx), (s[0] + fx - fy, s[1] + fy - fx)):
                if on_board(*t) and t not in self.blocks and enemy_on(t):
                    add(t, True)
            return moves
        leaps = {"N": KNIGHT, "K": KING}.get(kind, [])
        slides = {"B": DIAG, "R": ORTHO, "Q": ORTHO + DIAG}.get(kind, [])
        targets = set()
        for df, dr in leaps:
            t = (s[0] + df, s[1] + dr)
            if on_board(*t) and t not in self.blocks and (t not in self.board or enemy_on(t)):
                targets.add(t)
        for ux, uy in slides:
            f, r = s
            while True:
                f, r = f + ux, r + uy
                if not on_board(f, r) or (f, r) in self.blocks:
                    break
                if (f, r) in self.board:
                    if enemy_on((f, r)):
                        targets.add((f, r))
                    break
                targets.add((f, r))
        for t in sorted(targets):
            add(t, t in self.board)
        return moves

    def roll(self):
        """The next roll event's entry of the rolls (the list starts over when it runs out)."""
        if not self.dice:
            raise ValueError("North Korea rolls: the rolls must be given (--dice)")
        entry = self.dice[self.roll_at % len(self.dice)]
        self.roll_at += 1
        return entry

    @staticmethod
    def dice_needed(entry, dice):
        if len(entry) < dice:
            raise ValueError("North Korea rolls %d dice, the entry %s has %d" % (
                dice, ",".join(map(str, entry)), len(entry)))

    def roll_insanity(self):
        """North Korea's turn begins (judged already): the insanity die, and the count."""
        entry = self.roll()
        self.dice_needed(entry, 1)
        self.nk_chosen, self.nk_moved, self.nk_left = [], False, 0
        if entry[0] <= 4:
            self.nk_phase = "d"
            return
        self.dice_needed(entry, 2)
        count = INSANE_COUNT[entry[1]]
        pieces = sum(1 for p in self.board.values() if self.controller[p[0]] == self.to_move)
        self.nk_phase, self.nk_left = "choose", min(count, pieces)
        self.nk_chosen, self.nk_moved = [], False

    def roll_types(self):
        """After North Korea's last choice: one die per chosen piece, in the order chosen."""
        entry = self.roll()
        self.dice_needed(entry, len(self.nk_chosen))
        for c, d in zip(self.nk_chosen, entry):
            c[1] = TYPES[d - 1]
        self.nk_phase = "move"

    def beside_royal(self, s, colour):
        """A German rook on s stands on one of the eight squares around a royal piece of its
        colour: none of the three restrictions binds its move."""
        for df, dr in KING:
            p = self.board.get((s[0] + df, s[1] + dr))
            if p is not None and p[0] == colour and self.is_royal(p):
                return True
        return False

    def free(self, t):
        """No piece stands on t and no mark lies there."""
        return t not in self.board and t not in self.blocks

    def set_mark(self, army, t):
        """Israel's mark of `army` on t (None lifts it)."""
        self.marks[army] = t
        self.blocks = frozenset(m for m in self.marks if m is not None)

    def pseudo_moves(self, pawns_only=False):
        us = self.to_move
        moves = []
        for s, p in list(self.board.items()):
            if (self.controller[p[0]] == us and s not in self.rests[us] and
                    s not in self.censored):
                moves.extend(self.piece_moves(s, pawns_only))
        if self.armies[us] == "huns" and not pawns_only:
            moves.extend(Move(None, t, drop=True) for t in area_of(us) if self.free(t))
        if self.armies[us] == OTTOMAN and self.hand[us] and not pawns_only:
            moves.extend(self.placement_squares(self.ottoman_drops()))
        return moves

    def ottoman_drops(self):
        """The letters the Ottoman army to move may drop: three of its first five drops are its
        king and both pawns (the drops made are eight less the pieces in hand)."""
        us = self.to_move
        hand = self.hand[us]
        out = ""
        for k in dict.fromkeys(hand):
            rest = hand.replace(k, "", 1)
            left = max(0, 5 - (8 - len(rest)))
            if sum(1 for c in rest if c in "KP") <= left or not any(c in "KP" for c in rest):
                out += k
        return out

    def placement_squares(self, letters):
        """Pseudo-legal placements by the army to move of each letter of `letters` on its free
        placement squares (a pawn never on its last line)."""
        us = self.to_move
        return [Move(None, t, drop=True, kind=k) for k in dict.fromkeys(letters)
                for t in self.sq[us] if self.free(t) and not (k == "P" and last_line(us, t))]

    def placements(self, letters):
        """The legal placements (not leaving the placer's single royal attacked, judged at the
        end of the ply)."""
        return [m for p in self.placement_squares(letters) for m, _ in self.expand(p)]

    def placing_due(self):
        """Pawns received or earned from Poland: the army to move places them before its move."""
        return (self.topl[self.to_move] > 0 and self.pending is None and
                self.retreat_after is None and not self.gifting and not self.returning)

    def gift_moves(self):
        """Poland's gift: a pawn of its own colour off the board, to a live opponent; each legal
        when Poland's single royal is not attacked after it (end of the ply included)."""
        us = self.to_move
        side = self.side_of_army(us)
        out = []
        for s, p in sorted(self.board.items()):
            if p[0] != us or p[1] != "P":
                continue
            for a in range(4):
                if a == us or not self.live[a] or self.side_of_army(a) == side:
                    continue
                m = Move(s, None, gift=a)
                after = self.copy()
                after.give(m)
                after.settle(us)
                if self.allowed(m, after):
                    out.append(m)
        return out

    def give(self, m):
        """The pawn on m.frm leaves; the ally receives a pawn to place and two turns of peace."""
        del self.board[m.frm]
        self.lift(m.frm)
        a, letter = m.gift, LETTERS[self.to_move]
        self.topl[a] += 1
        if letter in self.peace[a]:
            i = self.peace[a].index(letter)
            self.peace[a] = self.peace[a][:i] + self.peace[a][i + 2:]
        self.peace[a] = "".join(sorted([self.peace[a][i:i + 2] for i in
                                        range(0, len(self.peace[a]), 2)] + [letter + "2"],
                                       key=lambda x: LETTERS.index(x[0])))

    def legal_after(self, m):
        """The position after the board part of single move m, or None if m is illegal."""
        us = self.to_move
        after = self.copy()
        after.place(m)
        after.settle(us)
        return after if self.allowed(m, after) else None

    def allowed(self, m, after):
        """Move m, which led to `after`, leaves the mover's single royal unattacked (and a sea
        move checks no enemy royal anew)."""
        us = self.to_move
        if after.live[us] and after.bound(us) and after.in_check(us):
            return False
        if m.sea:
            side = self.side_of_army(us)
            if not after.attacked_enemy_royals(side) <= self.attacked_enemy_royals(side):
                return False
        return True

    def expand(self, m):
        """[(move, position after)] for the legal forms of single move m: m itself, or, when the
        Dutch swap is due after it, m with each candidate whose swap leaves it legal."""
        us = self.to_move
        after = self.copy()
        after.place(m)
        landing = m.frm if m.in_place else m.to
        candidates = after.swap_candidates(landing) if m.frm is not None else []
        if not candidates:
            after.settle(us)
            return [(m, after)] if self.allowed(m, after) else []
        out = []
        for t in candidates:
            swapped = after.copy()
            swapped.swap_colours(landing, t)
            swapped.settle(us)
            mv = m.swapping(t)
            if self.allowed(mv, swapped):
                out.append((mv, swapped))
        return out

    def swap_candidates(self, landing):
        """The Netherlands (its own turn, after its first): the pieces next to the moved piece
        on `landing` it must swap owners with: enemies of the Dutch side, of no royal type, not
        immune."""
        us = self.to_move
        moved = self.board.get(landing)
        if (self.armies[us] != "netherlands" or self.first[us] or moved is None or
                moved[1] in ROYAL_TYPES):
            return []
        side = self.side_of_army(us)
        out = []
        for df, dr in ORTHO:
            t = (landing[0] + df, landing[1] + dr)
            p = self.board.get(t)
            if (p is not None and self.side_of(p) != side and p[1] not in ROYAL_TYPES and
                    self.armies[p[0]] not in IMMUNE):
                out.append(t)
        return sorted(out)

    def swap_colours(self, a, b):
        """The pieces on a and b exchange colours; letters (and rests) stay."""
        p, q = self.board[a], self.board[b]
        self.recolour(a)
        self.recolour(b)
        self.board[a] = (q[0], p[1], p[2])
        self.board[b] = (p[0], q[1], q[2])

    def removal_moves(self):
        """Macedonia's removal offer: remove a piece it moves of no royal type (not uncovering
        its single royal), or `--`, which ends the turn."""
        us = self.to_move
        out = []
        for s, p in sorted(self.board.items()):
            if self.controller[p[0]] != us or p[1] in ROYAL_TYPES:
                continue
            after = self.copy()
            del after.board[s]
            after.lift(s)
            after.settle(us)
            if not (after.live[us] and after.bound(us) and after.in_check(us)):
                out.append(Move(to=s, remove=True))
        return out + [PASS]

    def attacked_enemy_royals(self, side):
        """Squares of the attacked royals of the live armies that are enemies of `side`."""
        return {k for a in range(4) if self.live[a] and self.side_of_army(a) != side
                for k in self.royals(a) if self.attackers(k, self.side_of_army(a))}

    def royal_type(self, piece):
        """Of a royal type of its army (the Soviet king, no royal, is still of a royal type)."""
        army = self.armies[piece[0]]
        return piece[1] in ROYAL[army] or (army == "soviet-union" and piece[1] == "K")

    def second_ply_moves(self):
        """Sweden's second ply: after its king, any piece it moves but of a royal type; after
        another piece, its royal pieces; each legal on its own, and `--` ends the turn."""
        us = self.to_move
        legal = []
        for m in self.pseudo_moves():
            piece = self.board[m.frm]
            if self.second == "o":
                wanted = not self.royal_type(piece)
            else:
                wanted = piece[0] == us and self.is_royal(piece)
            if wanted:
                legal.extend(mv for mv, _ in self.expand(m))
        return legal + [PASS]

    def again_moves(self):
        """Japan's second ply: the moves of the piece on `again`, each legal on its own, and
        `--`, which ends the turn."""
        if self.again in self.censored:
            return [PASS]
        return [mv for m in self.piece_moves(self.again) for mv, _ in self.expand(m)] + [PASS]

    def mark_moves(self):
        """Israel's mark ply: a mark on any square with no piece and no mark, or `--`."""
        return [Move(to=(f, r), mark=True) for f in range(8) for r in range(8)
                if self.free((f, r))] + [PASS]

    def retreat_moves(self, army):
        """Byzantium's retreats: a piece of its own colour to an empty square (no piece, no mark)
        of its setup where that type stands, not leaving its single royal attacked."""
        homes = {}
        for s, kind in setup_of(self.armies[army]).items():
            for _ in range(army):
                s = turn_quarter(s)
            homes.setdefault(kind, []).append(s)
        out = []
        for s, p in sorted(self.board.items()):
            if p[0] != army:
                continue
            for t in sorted(homes.get(p[1], [])):
                if not self.free(t):
                    continue
                after = self.copy()
                after.board[t] = after.board.pop(s)
                after.follow(s, t)
                after.settle(army)
                if not (after.live[army] and after.bound(army) and after.in_check(army)):
                    out.append(Move(s, t))
        return out

    def legal_moves(self):
        """The legal moves: the secret choices while one is due (one per piece of the choosing
        army's own colour), else the moves of the turn."""
        if self.over:
            return []
        a = self.chooser()
        if a is not None:
            return [Move(to=s, mark=True) for s in sorted(self.board)
                    if self.board[s][0] == a]
        return self.turn_moves()

    def turn_moves(self, placing=True):
        """The moves of the turn; without `placing`, those of the move that follows the pawns
        received from Poland (the mate is judged on them)."""
        if self.over:
            return []
        if self.pending is not None:
            return [CENSOR, PASS]
        if self.nk_phase == "choose":
            chosen = {c[0] for c in self.nk_chosen}
            return [Move(to=s, mark=True) for s, p in sorted(self.board.items())
                    if self.controller[p[0]] == self.to_move and s not in chosen]
        if self.nk_phase == "move":
            legal = [mv for s, kind in self.nk_chosen if s not in self.censored
                     for m in self.insane_moves(s, kind) for mv, _ in self.expand(m)]
            return legal + [PASS] if self.nk_moved or not legal else legal
        if self.retreat_after is not None:
            return self.retreat_moves(self.to_move) + [PASS]
        if placing and self.placing_due():
            return self.placements("P") + [PASS]
        if self.returning:
            return self.placements(self.pool[self.to_move]) + [PASS]
        if self.gifting:
            return self.gift_moves() + [PASS]
        if self.marking:
            return self.mark_moves()
        if self.offer:
            return self.removal_moves()
        if self.again is not None:
            return self.again_moves()
        if self.second:
            return self.second_ply_moves()
        legal = self.group_moves()
        if not self.moving_on:
            legal += self.detonations()
        for m in self.pseudo_moves():
            for mv, after in self.expand(m):
                legal.append(mv)
                if self.armies[self.to_move] == "rome" and self.board[m.frm][1] == "P":
                    # The pair is one ply: the second pawn moves from the position after the
                    # first's board part, and the end of the ply (settle) comes once, after both.
                    raw = self.copy()
                    raw.place(m)
                    legal.extend(raw.second_pawn_moves(mv))
        us = self.to_move
        if (self.armies[us] == "persia" and not self.moving_on and self.bound(us) and
                self.in_check(us)):
            # Persia in check: only the moves capturing a piece that attacks its royal.
            side = self.side_of_army(us)
            checkers = {t for k in self.royals(us) for t in self.attackers(k, side)}
            legal = [m for m in legal if m.capture and not m.pair and m.to in checkers]
        if not legal:
            return [PASS]
        return legal

    def detonations(self):
        """The USA's detonations at the army to move's turn start: of each bomb of a USA colour it
        moves, unless an army of its side would be defeated or its single royal left attacked."""
        us = self.to_move
        if not self.live[us]:
            return []
        side = self.side_of_army(us)
        out = []
        for s, p in sorted(self.board.items()):
            bomb = ((p[1] == "X" and self.armies[p[0]] == "usa") or
                    (self.armies[p[0]] == "terrorists" and self.secret[p[0]] == s))
            if not bomb or self.controller[p[0]] != us:
                continue
            after = self.copy()
            after.blast(s)
            # A partner's marked Soviet piece may go: the detonator does not know it.
            if any(self.live[a] and not after.live[a] and self.side_of_army(a) == side and
                   (a == us or self.armies[a] != "soviet-union") for a in range(4)):
                continue
            after.settle(us)
            m = Move(s, s, blast=True)
            if self.allowed(m, after):
                out.append(m)
        return out

    def blast(self, s):
        """The bomb on s and the pieces around it leave, but Egyptian and Scottish ones."""
        gone = [(s[0] + df, s[1] + dr) for df, dr in KING + [(0, 0)]]
        self.leave([t for t in gone if t in self.board
                    and self.armies[self.board[t][0]] not in IMMUNE])

    def pincer(self, landing):
        """Austria: the moved knight on `landing` and another knight of its colour attack an
        enemy of the army to move's side: it leaves, but Egyptian and Scottish ones."""
        knight = self.board.get(landing)
        if knight is None or knight[1] != "N" or self.armies[knight[0]] != "austria":
            return
        side = self.side_of_army(self.to_move)
        hits = []
        for df, dr in KNIGHT:
            t = (landing[0] + df, landing[1] + dr)
            p = self.board.get(t)
            if p is None or self.side_of(p) == side or self.armies[p[0]] in IMMUNE:
                continue
            for ef, er in KNIGHT:
                o = (t[0] + ef, t[1] + er)
                q = self.board.get(o)
                if o != landing and q is not None and q[0] == knight[0] and q[1] == "N":
                    hits.append(t)
                    break
        self.leave(hits)

    def leave(self, squares):
        """Pieces leave by a power (no capture); an army left without its royals (France:
        without a piece) is defeated by the army to move."""
        victims = {self.board[t][0] for t in squares}
        had = {a: bool(self.royals(a)) for a in victims}
        for t in squares:
            self.lost(self.board.pop(t))
            self.lift(t)
        self.removed += len(squares)
        for a in sorted(victims):
            if not self.live[a]:
                continue
            if ROYAL[self.armies[a]] and had[a] and self.no_royal_left(a):
                self.defeat(a, self.to_move)
            elif self.bare(a):
                self.defeat(a, self.to_move)
        self.fell(self.to_move)

    def groups(self):
        """Germany: the maximal orthogonally connected sets of two or more pieces the army to move
        moves, leaving out every set holding a piece that rests for it."""
        us = self.to_move
        ours = {s for s, p in self.board.items() if self.controller[p[0]] == us}
        out = []
        while ours:
            todo = [ours.pop()]
            group = set(todo)
            while todo:
                s = todo.pop()
                for df, dr in ORTHO:
                    t = (s[0] + df, s[1] + dr)
                    if t in ours:
                        ours.discard(t)
                        group.add(t)
                        todo.append(t)
            if len(group) >= 2 and not any(
                    t in self.rests[us] or t in self.fresh[us] or t in self.censored
                    for t in group):
                out.append(group)
        return out

    def group_moves(self):
        """Germany's group move, on its own turn while unused: each translation of a group onto
        squares of the board that are empty (no piece, no mark) or left by the group, leaving
        Germany's single royal unattacked."""
        us = self.to_move
        if self.armies[us] != "germany" or self.used[us]:
            return []
        legal = []
        for group in self.groups():
            first = min(group, key=lambda t: (t[1], t[0]))
            for df in range(-7, 8):
                for dr in range(-7, 8):
                    if (df, dr) == (0, 0):
                        continue
                    dest = [(t[0] + df, t[1] + dr) for t in group]
                    if not all(on_board(*d) and d not in self.blocks and
                               (d in group or d not in self.board) for d in dest):
                        continue
                    m = Move(first, (first[0] + df, first[1] + dr), shift=(df, dr))
                    after = self.copy()
                    after.shift_group(group, (df, dr))
                    after.settle(us)
                    if self.allowed(m, after):
                        legal.append(m)
        return legal

    def shift_group(self, group, shift):
        """Moves every piece on a square of `group` by `shift` at once, its rests with it; nothing
        else happens (no capture, no ability, no promotion)."""
        df, dr = shift
        moved = {(t[0] + df, t[1] + dr): self.board.pop(t) for t in group}
        self.board.update(moved)
        to = {t: (t[0] + df, t[1] + dr) for t in group}
        self.secret = [to.get(s, s) if isinstance(s, tuple) else s for s in self.secret]
        for sets in (self.rests, self.fresh):
            for a in range(4):
                sets[a] = frozenset(to.get(t, t) for t in sets[a])

    def group_of(self, t):
        return next(g for g in self.groups() if t in g)

    def second_pawn_moves(self, first):
        """Rome's pairs starting with `first`, self being the position after it."""
        if len(self.sides_left()) <= 1:
            return []
        first_pawn = first.frm if first.in_place else first.to
        pairs = []
        for m in self.pseudo_moves(pawns_only=True):
            if m.frm == first_pawn:
                continue
            if self.legal_after(m) is not None:
                pairs.append(Move(pair=(first, m)))
        return pairs

    # Making moves ------------------------------------------------------------------------------
    def place(self, m):
        """The board part of single move m by the army to move: the capture, the defeat it
        causes, the displacements, the Iraqi pair leaving, the mover's turn state."""
        us = self.to_move
        if m.drop:
            self.board[m.to] = (us, m.kind, True)
            if self.armies[us] == OTTOMAN and not self.placing_due() and not self.returning:
                self.hand[us] = self.hand[us].replace(m.kind, "", 1)
            return
        piece = self.board[m.frm]
        german = piece[1] == "R" and self.armies[piece[0]] == HRE
        captured = self.board.get(m.to) if m.capture else None
        if captured is not None:
            self.lift(m.to)
            self.lost(captured)
            # Poland's peace: each piece its ally captures by a move earns Poland a pawn.
            for c in self.peace[us][::2]:
                self.topl[LETTERS.index(c)] += 1
        if m.in_place:
            del self.board[m.to]
            landing = m.frm
        else:
            del self.board[m.frm]
            if m.promo:
                royal = (self.controller[piece[0]] == piece[0] or
                         m.promo not in ROYAL[self.armies[piece[0]]])
                piece = (piece[0], m.promo, royal)
            self.board[m.to] = piece
            self.follow(m.frm, m.to)
            landing = m.to
        if german:
            self.hmoved[piece[0]] = self.hmoved[piece[0]] | {landing}
            arrow = ARROWS[direction(m)]
            if arrow not in self.hdirs[piece[0]]:
                self.hdirs[piece[0]] += arrow
        if (captured is not None and captured[1] == "R" and
                self.armies[captured[0]] == HRE):
            self.prot[captured[0]] = self.prot[captured[0]] | {landing}
        if captured is not None and self.armies[piece[0]] == "barbarians":
            self.fresh[us] = self.fresh[us] | {landing}
        if captured is not None and self.swiss:
            self.tally[us] += 1
            self.tally[captured[0]] += 1
            if self.armies[us] == "switzerland" and LETTERS[captured[0]] not in self.took[us]:
                self.took[us] = "".join(sorted(self.took[us] + LETTERS[captured[0]],
                                               key=LETTERS.index))
        if captured is not None and self.live[captured[0]]:
            victim = captured[0]
            if ROYAL[self.armies[victim]] and self.is_royal(captured) and \
                    self.no_royal_left(victim):
                self.defeat(victim, us)
            elif self.bare(victim):
                self.defeat(victim, us)
        self.fell(us)
        moved = self.displace(landing)
        if not m.in_place:
            moved.add(landing)
        self.pincer(landing)
        self.iraqi_pairs(moved)
        if m.swap and landing in self.board:
            self.swap_colours(landing, m.swap)
        if m.leap and "n" not in self.bar_used[us]:
            self.bar_used[us] += "n"
        if m.sea and "s" not in self.bar_used[us]:
            self.bar_used[us] += "s"

    def iraqi_pairs(self, moved):
        """Iraq's bishop and knight of one colour at most 2 orthogonal steps apart both leave, if
        one of them moved (stands on a square of `moved`) during the ply."""
        leaving = set()
        for b, bp in self.board.items():
            if bp[1] != "B" or self.armies[bp[0]] != "iraq":
                continue
            for n, np in self.board.items():
                if (np[1] == "N" and np[0] == bp[0] and (b in moved or n in moved) and
                        abs(b[0] - n[0]) + abs(b[1] - n[1]) <= 2):
                    leaving |= {b, n}
        for t in leaving:
            del self.board[t]
            self.lift(t)
        self.removed += len(leaving)

    def iraqi_removals(self, army, last):
        """At the start of `army`'s turn: the non-royal, non-immune enemies of its side standing
        orthogonally next to an Iraqi-coloured piece it moves leave; a France left without a piece
        is defeated, its pieces going to `army`."""
        iraqi = [s for s, p in self.board.items()
                 if self.armies[p[0]] == "iraq" and self.controller[p[0]] == army]
        if not iraqi:
            return
        side = self.side_of_army(army)
        # Iraq's rule spares royal types: a defeated army's king and the Soviet king, no royals.
        leaving = [t for t, p in self.board.items()
                   if self.side_of(p) != side and not self.royal_type(p)
                   and self.armies[p[0]] not in IMMUNE
                   and any(abs(t[0] - s[0]) + abs(t[1] - s[1]) == 1 for s in iraqi)]
        victims = {self.board[t][0] for t in leaving}
        for t in leaving:
            self.lost(self.board.pop(t))
            self.lift(t)
        self.removed += len(leaving)
        self.fell(last)
        for a in range(4):
            if (self.live[a] and self.armies[a] == "france" and
                    not any(p[0] == a for p in self.board.values())):
                self.defeat(a, army)
            elif a in victims and self.armies[a] == OTTOMAN and self.bare(a):
                self.defeat(a, army)

    def displace(self, landing):
        """Prussia's pulls and Gaul's pushes; returns the squares the displaced pieces reached
        (a piece pulled or pushed 0 squares, next to the puller or blocked, has not moved)."""
        moved = set()
        colour, kind, _ = self.board[landing]
        power = self.armies[colour]
        if power not in ("prussia", "gaul"):
            return moved
        side = self.side_of(self.board[landing])
        for ux, uy in ORTHO:
            f, r = landing
            d = 0
            while True:
                f, r, d = f + ux, r + uy, d + 1
                if not on_board(f, r) or (f, r) in self.board or (f, r) in self.blocks:
                    break
            # The edge and a mark end the half-line (IS2): nothing behind a mark moves.
            if not on_board(f, r) or (f, r) in self.blocks:
                continue
            p = self.board[(f, r)]
            if self.side_of(p) == side or p[1] != kind or self.armies[p[0]] in IMMUNE:
                continue
            t = (f, r)
            if power == "prussia":
                for _ in range(min(3, d - 1)):
                    n = (t[0] - ux, t[1] - uy)
                    if n in self.blocks:
                        break
                    t = n
            else:
                for _ in range(2):
                    n = (t[0] + ux, t[1] + uy)
                    if not on_board(*n) or not self.free(n):
                        break
                    t = n
            if t != (f, r):
                del self.board[(f, r)]
                self.board[t] = p
                self.follow((f, r), t)
                moved.add(t)
        return moved

    def defeat(self, victim, captor):
        """`captor` None: nobody (an Ottoman army beginning a turn without a piece); what it
        controlled stays with it, moved by nobody."""
        if captor is None:
            captor = victim
        # The Ottoman hand, Persia's pool and the pawns to place leave the game; a peace with
        # the army ends (a peace with a defeated Poland too).
        self.hand[victim] = self.pool[victim] = self.wait[victim] = ""
        self.topl[victim] = 0
        self.peace[victim] = ""
        if self.armies[victim] == "poland":
            letter = LETTERS[victim]
            self.peace = [p if letter not in p else p.replace(letter + p[p.index(letter) + 1], "")
                          for p in self.peace]
        self.set_mark(victim, None)
        self.nocensor[victim] = False
        self.rests[victim] = self.fresh[victim] = frozenset()
        self.first[victim] = False
        self.live[victim] = False
        self.out[victim] = 1 + max(self.out)
        for a in range(4):
            if self.controller[a] == victim or a == victim:
                self.controller[a] = captor
        self.passes = 0

    def make(self, m, moves=None):
        """The position after m, one of `moves` (the legal moves, computed when not given): a
        board move China may censor is pending first."""
        chooser = self.chooser()
        if chooser is not None and not self.over:
            # A secret choice changes nothing on the board and no count; once all are made, the
            # army that would move is judged as its turn begins.
            g = self.copy()
            g.secret[chooser] = m.to
            if g.chooser() is None:
                to = g.to_move
                g.next_turn(next((to - i) % 4 for i in range(1, 5) if g.live[(to - i) % 4]),
                            removals=False)
            return g
        if self.pending is not None:
            return self.decide(m)
        china = self.censor_offer(m, moves)
        if china is None:
            return self.carry_out(m)
        g = self.copy()
        g.ply += 1
        g.last_ply[g.to_move] = g.ply
        g.removed = g.stilled = 0
        g.pending = (g.to_move, m)
        g.to_move = china
        return g

    def censor_offer(self, m, moves=None, after=None):
        """China's offer of board move m chosen by the army to move: the first live Chinese army
        after seat `after` (the mover by default) in turn order, before the mover comes round,
        of another side, that may censor, provided the mover has another legal move that is not
        `--` and moves none of the pieces the censor would bar; None if there is none."""
        us = self.to_move
        if (self.retreat_after is not None or self.marking or self.offer or
                not m.board_move()):
            return None
        if after is None:
            after = us
        side = self.side_of_army(us)
        chinas = [(us + i) % 4 for i in range((after - us) % 4 + 1, 4)]
        chinas = [c for c in chinas if self.live[c] and self.armies[c] == "china" and
                  not self.nocensor[c] and self.side_of_army(c) != side]
        if not chinas:
            return None
        barred = self.censored | m.pieces()
        if moves is None:
            moves = self.legal_moves()
        if not any(not x.is_pass() and not self.moves_any(x, barred) for x in moves):
            return None
        return chinas[0]

    def moves_any(self, m, squares):
        """Legal move m moves a piece standing on one of `squares`."""
        if m.shift:
            return bool(self.group_of(m.frm) & squares)
        return m.board_move() and bool(m.pieces() & squares)

    def decide(self, m):
        """China's decision on the pending move: `censor` (nothing of the move happens, the
        mover chooses again without the censored pieces, China is barred) or `--` (the next
        Chinese army is asked, or the move is made as it was chosen)."""
        mover, chosen = self.pending
        china = self.to_move
        g = self.copy()
        g.ply += 1
        g.last_ply[china] = g.ply
        g.removed = g.stilled = 0
        g.pending = None
        g.to_move = mover
        if m.censor:
            g.nocensor[china] = True
            g.censored = g.censored | chosen.pieces()
            g.settle(china)
            return g
        later = g.censor_offer(chosen, after=china)
        if later is not None:
            g.pending = (mover, chosen)
            g.to_move = later
            return g
        return g.carry_out(chosen, count=False)

    def carry_out(self, m, count=True):
        """The position after m made at once; `count` false when its ply was counted as it was
        chosen (China decided in between)."""
        g = self.copy()
        us = g.to_move
        if count:
            g.ply += 1
            g.last_ply[us] = g.ply
        g.removed = g.stilled = 0
        if g.retreat_after is not None:
            # Byzantium's retreat or the `--` declining it: no turn, no pass, no trigger; further
            # Byzantine armies are offered, then the turn passes on from the army whose turn
            # ended.
            ender, g.retreat_after = g.retreat_after, None
            if m.frm is not None:
                g.board[m.to] = g.board.pop(m.frm)
                g.follow(m.frm, m.to)
            g.settle(us)
            if not g.offer_retreat(ender, us):
                g.next_turn(ender)
            return g
        if g.placing_due():
            # The pawns received or earned from Poland, placed before the move; `--` gives up
            # the rest. Neither changes the count of passes; the move follows.
            if m.drop:
                g.place(m)
                g.topl[us] -= 1
            else:
                g.topl[us] = 0
            g.settle(us)
            g.begin_move()
            return g
        if g.returning:
            # Persia's placements from its pool at the end of its turn, until `--` or none is
            # left that may come back.
            g.returning = False
            if m.drop:
                g.place(m)
                g.pool[us] = g.pool[us].replace(m.kind, "", 1)
            g.settle(us)
            if m.drop and len(g.sides_left()) > 1 and g.placements(g.pool[us]):
                g.returning = True
            else:
                g.advance(us)
            return g
        if g.gifting:
            # Poland's gift or the `--` declining it: the turn's last ply.
            g.gifting = False
            if m.gift is not None:
                g.give(m)
            g.settle(us)
            g.advance(us)
            return g
        if g.marking:
            # Israel's mark ply: `--` leaves no mark and is no pass.
            g.marking = False
            if m.mark:
                g.set_mark(us, m.to)
            g.settle(us)
            g.advance(us)
            return g
        if g.offer:
            # Macedonia's removal offer: a removal lets it move again; `--` ends the turn (no
            # pass).
            g.offer = False
            if m.remove:
                del g.board[m.to]
                g.lift(m.to)
                g.settle(us)
                g.moving_on = True
            else:
                g.settle(us)
                g.end_turn(us)
            return g
        if g.moving_on:
            # Macedonia's move after a removal (`--` only without a legal move, ending the turn):
            # no Japanese second ply follows it, another removal offer does.
            g.moving_on = False
            if m.frm is not None:
                g.place(m)
            g.settle(us)
            if m.frm is None:
                g.end_turn(us)
            else:
                g.after_plies(us)
            return g
        if g.nk_phase == "choose":
            # North Korea's choice: no move, no pass, nothing on the board; after the last one
            # the types are rolled.
            g.nk_chosen.append([m.to, None])
            g.nk_left -= 1
            if not g.nk_left:
                g.roll_types()
            return g
        if g.nk_phase == "move":
            # An insane turn's move; `--` ends the turn after a move, or is its pass without one.
            if m.frm is None:
                if not g.nk_moved:
                    g.passes += 1
                g.settle(us)
                g.advance(us)
                return g
            g.passes = 0
            g.nk_chosen = [c for c in g.nk_chosen if c[0] != m.frm]
            g.nk_moved = True
            g.place(m)
            g.settle(us)
            if not g.nk_chosen or len(g.sides_left()) <= 1:
                g.after_plies(us)
            return g
        if g.second or g.again is not None:
            # A second ply (Sweden's or Japan's): `--` only ends the board plies (no pass);
            # Sweden's real second move sets its bar; neither opens another second ply.
            swedish = g.second
            g.second, g.again = "", None
            if m.frm is not None:
                g.place(m)
                if swedish:
                    g.st[us] += "w"
            g.settle(us)
            g.after_plies(us)
            return g
        barred = "w" in g.st[us]
        g.st[us] = g.st[us].replace("w", "")  # the bars n and s hold through the whole turn
        g.bar_used[us] = ""
        if m.frm is None and not m.pair and not m.drop:
            g.passes += 1
            g.settle(us)
            g.advance(us)
            return g
        g.passes = 0
        if m.blast:
            # The USA's detonation: the whole turn, triggering nothing.
            g.blast(m.frm)
            g.settle(us)
            g.advance(us)
            return g
        if m.shift:
            # Germany's group move: the whole turn, triggering nothing; the power is spent.
            g.shift_group(self.group_of(m.frm), m.shift)
            g.used[us] = True
            g.settle(us)
            g.advance(us)
            return g
        for part in (m.pair or (m,)):
            g.place(part)
        g.settle(us)
        if len(g.sides_left()) <= 1:
            g.advance(us)
            return g
        if self.armies[us] == "sweden" and not barred and not m.pair and not m.drop:
            piece = self.board[m.frm]
            if piece[0] == us and self.is_royal(piece):
                g.second = "o"
            elif not self.royal_type(piece):
                g.second = "k"
            if g.second:
                return g
        if not m.pair and not m.drop and not m.sea:
            g.again = g.moving_again(m.frm if m.in_place else m.to)
            if g.again is not None:
                return g
        g.after_plies(us)
        return g

    def settle(self, mover):
        """The end of a ply by `mover` with a UN army in the game: the capture of immobile
        pieces, then the defeat by occupation."""
        if UN in self.armies:
            self.immobile_captures(mover)
            self.occupation(mover)
        self.fell(mover)
        if "russia" in self.armies:
            self.desertions()
            self.tsars()
            self.lone_tsars(mover)

    def desertions(self):
        """Russia: every pawn of a Russian colour farther than 5 steps from its queen (the nearest
        queen of its colour, else king) with a hostile non-pawn nearer than that joins the
        nearest such piece's colour (ties: the first colour after the pawn's in turn order); all
        judged at once."""
        def steps(a, b):
            return abs(a[0] - b[0]) + abs(a[1] - b[1])
        turned = {}
        for s, p in self.board.items():
            if p[1] != "P" or self.armies[p[0]] != "russia":
                continue
            queens = [t for t, q in self.board.items() if q[0] == p[0] and q[1] == "Q"]
            if not queens:
                queens = [t for t, q in self.board.items() if q[0] == p[0] and q[1] in "KT"]
            if not queens:
                continue
            far = min(steps(s, t) for t in queens)
            if far <= 5:
                continue
            near = [(steps(s, t), (q[0] - p[0]) % 4, q[0]) for t, q in self.board.items()
                    if q[1] != "P" and self.side_of(q) != self.side_of(p) and steps(s, t) < far]
            if near:
                turned[s] = (min(near)[2], "P", True)
        for s, p in turned.items():
            self.recolour(s)
            self.board[s] = p

    def tsars(self):
        """Russia: a Russian colour without a queen on the board has its kings move as queens
        (T); with one, they are kings (K) again."""
        for a in range(4):
            if self.armies[a] != "russia":
                continue
            queen = any(p[0] == a and p[1] == "Q" for p in self.board.values())
            old, new = ("T", "K") if queen else ("K", "T")
            for s, p in list(self.board.items()):
                if p[0] == a and p[1] == old:
                    self.board[s] = (a, new, p[2])

    def lone_tsars(self, mover):
        """Russia: a live Russian army whose only pieces are royal is defeated as if mated, by
        `mover`, or when `mover` is of its side by the first live hostile army after it."""
        for a in range(4):
            if not self.live[a] or self.armies[a] != "russia":
                continue
            own = [s for s, p in self.board.items() if p[0] == a]
            if not own or not all(self.is_royal(self.board[s]) for s in own):
                continue
            side = self.side_of_army(a)
            captor = next((c for c in ((mover + i) % 4 for i in range(4))
                           if self.live[c] and self.side_of_army(c) != side), None)
            if captor is None:
                continue
            for s in own:
                del self.board[s]
                self.lift(s)
            self.defeat(a, captor)

    def immobile_captures(self, mover):
        """Every piece orthogonally next to a UN piece, an enemy of the side of the army that
        moves that piece and allowed to be taken by it, of no royal type, not immune, not resting,
        not a UN piece outside its area, whose own movement reaches no square, is captured by
        that army (of several, the first in turn order from `mover`); all leave together."""
        order = [(mover + i) % 4 for i in range(4)]
        taken = {}
        for t, q in self.board.items():
            if (q[1] in ROYAL_TYPES or self.armies[q[0]] in IMMUNE or self.resting(t) or
                    (self.armies[q[0]] == UN and t not in AREAS[q[0]])):
                continue
            captors = set()
            for df, dr in ORTHO:
                u = self.board.get((t[0] + df, t[1] + dr))
                if u is None or self.armies[u[0]] != UN:
                    continue
                x = self.controller[u[0]]
                if self.side_of(q) != self.side_of_army(x) and self.may_capture(x, q):
                    captors.add(x)
            if captors and not self.piece_moves(t, us=self.controller[q[0]], own=True):
                taken[t] = next(a for a in order if a in captors)
        captors = {}
        for t, x in sorted(taken.items()):
            victim = self.board.pop(t)
            self.lift(t)
            self.lost(victim)
            self.fell(mover)
            captors.setdefault(victim[0], x)
            if self.swiss:
                self.tally[x] += 1
                self.tally[victim[0]] += 1
                if self.armies[x] == "switzerland" and LETTERS[victim[0]] not in self.took[x]:
                    self.took[x] = "".join(sorted(self.took[x] + LETTERS[victim[0]],
                                                  key=LETTERS.index))
        self.stilled += len(taken)
        # A live army without a royal type (France) that lost its last piece so is defeated.
        for a, x in sorted(captors.items()):
            if self.bare(a):
                self.defeat(a, x)

    def occupation(self, mover):
        """A live UN army is defeated when one player of a hostile side moves three or more
        pieces standing on its area; the captor is `mover` if it is such a player, else the first
        after it in turn order. Its royal pieces leave the board."""
        order = [(mover + i) % 4 for i in range(4)]
        for un in order:
            if not (self.live[un] and self.armies[un] == UN):
                continue
            side = self.side_of_army(un)
            occupiers = [a for a in order if self.live[a] and self.side_of_army(a) != side and
                         sum(1 for t in AREAS[un] if t in self.board and
                             self.controller[self.board[t][0]] == a) >= 3]
            if occupiers:
                for k in self.royals(un):
                    del self.board[k]
                    self.lift(k)
                self.defeat(un, occupiers[0])

    def moving_again(self, landing):
        """Japan: `landing` if the piece that made the first ply stands there, of Japan's colour
        (after any Dutch swap) and moved by the army to move, alone of its kind (its letter) on
        the board after the ply; else None."""
        piece = self.board.get(landing)
        if (piece is None or self.armies[piece[0]] != "japan" or
                self.controller[piece[0]] != self.to_move):
            return None
        if sum(1 for p in self.board.values() if p[1] == piece[1]) != 1:
            return None
        return landing

    def after_plies(self, us):
        """After a board ply of the turn (or the `--` declining a second ply): Macedonia's
        removal offer while the game goes on, else the end of the turn."""
        if self.armies[us] == "macedonia" and len(self.sides_left()) > 1:
            self.offer = True
            return
        self.end_turn(us)

    def end_turn(self, us):
        """After the board plies of a turn (a move was made): Israel's mark ply, Persia's
        placements from its pool, Poland's gift, unless the game has ended; then the turn
        passes."""
        if len(self.sides_left()) > 1:
            if self.armies[us] == "israel":
                self.marking = True
                return
            if self.armies[us] == "persia" and self.pool[us] and self.placements(self.pool[us]):
                self.returning = True
                return
            if self.armies[us] == "poland" and self.gift_moves():
                self.gifting = True
                return
        self.advance(us)

    def begin_move(self):
        """After a placement of pawns from Poland: pawns that cannot be placed are lost; once
        none is left, the move of the turn (North Korea rolls for it)."""
        us = self.to_move
        if self.topl[us] and not self.placements("P"):
            self.topl[us] = 0
        if not self.topl[us] and self.armies[us] == NK and self.nk_phase is None:
            self.roll_insanity()

    def sides_left(self):
        return {self.side_of_army(a) for a in range(4) if self.live[a]}

    def game_ends(self):
        if len(self.sides_left()) <= 1 or self.passes >= sum(self.live):
            self.over = True
        return self.over

    def advance(self, mover, removals=True):
        """Hands the turn on from `mover`. As the mover's turn ends, its rests in effect end and
        those its turn began take effect, and a Dutch first turn is over; then, while the game
        goes on, the Byzantine armies of other sides are offered their retreats; then the next
        army's turn (next_turn). When `removals` is false (a FEN4 read at the start of a turn)
        only the next army is judged."""
        if removals:
            # The censored pieces are barred for the rest of the turn only; China's bar lasts
            # until the end of its own next turn.
            self.censored = frozenset()
            if self.armies[mover] == "china":
                self.nocensor[mover] = False
            # What the turn used of leaps and sea moves bars the next turn, and only that.
            self.st[mover] = "".join(c for c in self.st[mover] if c not in "ns") + self.bar_used[mover]
            self.bar_used[mover] = ""
            self.rests[mover], self.fresh[mover] = self.fresh[mover], frozenset()
            self.first[mover] = False
            self.nk_phase, self.nk_left, self.nk_chosen, self.nk_moved = None, 0, [], False
            # Persia's pieces lost in this turn may come back from the end of its next turn; a
            # peace counts the ally's turns.
            if self.wait[mover]:
                self.pool[mover] += self.wait[mover]
                self.wait[mover] = ""
            if self.peace[mover]:
                pairs = [(self.peace[mover][i], int(self.peace[mover][i + 1]) - 1)
                         for i in range(0, len(self.peace[mover]), 2)]
                self.peace[mover] = "".join(c + str(n) for c, n in pairs if n > 0)
            for a in range(4):
                if self.armies[a] == HRE and self.controller[a] == mover:
                    # The rooks and directions of this turn bind the next one, and only them.
                    self.hbar[a], self.hmoved[a] = self.hmoved[a], frozenset()
                    self.dbar[a], self.hdirs[a] = self.hdirs[a], ""
                    self.prot[a] = frozenset()
            if self.game_ends() or self.offer_retreat(mover, mover):
                return
        self.next_turn(mover, removals)

    def offer_retreat(self, ender, after):
        """Byzantium's interrupt after `ender`'s turn: the first live Byzantine army after seat
        `after` in turn order (before `ender` comes round again) of a side other than `ender`'s
        that has a legal retreat is made the army to move; False if there is none."""
        side = self.side_of_army(ender)
        for i in range((after - ender) % 4 + 1, 4):
            b = (ender + i) % 4
            if (self.live[b] and self.armies[b] == "byzantium" and
                    self.side_of_army(b) != side and self.retreat_moves(b)):
                self.to_move = b
                self.retreat_after = ender
                return True
        return False

    def next_turn(self, mover, removals=True):
        """The turn passes from `mover`: Iraq's removals at the start of each turn (not the first
        one when `removals` is false: a FEN4 is read with them made), then armies that cannot
        answer check at their turn are mated."""
        while True:
            if self.game_ends():
                return
            a = next((mover + i) % 4 for i in range(1, 5) if self.live[(mover + i) % 4])
            self.to_move = a
            if removals and self.armies[a] == "israel":
                self.set_mark(a, None)
            if removals:
                self.iraqi_removals(a, mover)
                if self.game_ends():
                    return
            removals = True
            if (self.armies[a] == OTTOMAN and not self.first[a] and
                    not any(p[0] == a for p in self.board.values())):
                # A turn other than its first begins without a piece of its colour: defeated,
                # nobody its captor.
                self.defeat(a, None)
                mover = a
                continue
            if (not (self.bound(a) and self.in_check(a)) or
                    self.turn_moves(placing=False) != [PASS]):
                if self.topl[a]:
                    self.begin_move()
                elif self.armies[a] == NK and self.nk_phase is None:
                    self.roll_insanity()
                return
            side = self.side_of_army(a)
            checkers = [sq for k in self.royals(a) for sq in self.attackers(k, side)]
            captor = max((self.controller[self.board[sq][0]] for sq in checkers),
                         key=lambda c: self.last_ply[c])
            for k in self.royals(a):
                del self.board[k]
                self.lift(k)
            self.defeat(a, captor)
            mover = a

    def turn_army(self):
        """The army whose turn it is: the army to move, or while China decides the army that
        chose the pending move."""
        return self.to_move if self.pending is None else self.pending[0]

    # Text --------------------------------------------------------------------------------------
    def fen4(self):
        rows = []
        for r in range(7, -1, -1):
            cells, empty = [], 0
            for f in range(8):
                p = self.board.get((f, r))
                if p is None:
                    empty += 1
                    continue
                if empty:
                    cells.append(str(empty))
                    empty = 0
                cells.append(LETTERS[p[0]] + p[1])
            if empty:
                cells.append(str(empty))
            rows.append(",".join(cells))
        fields = [TURN_LETTERS[self.to_move], ",".join("0" if l else "1" for l in self.live),
                  "0,0,0,0", "0,0,0,0", "0,0,0,0", "0", "/".join(rows),
                  "army=" + ",".join(self.armies)]
        if any(self.pool):
            fields.append("pool=" + ",".join(self.pool))
        if any(self.hand):
            fields.append("hand=" + ",".join(self.hand))
        st = ["".join(sorted(self.st[a])) + self.bar_used[a].replace("n", "l").replace("s", "t")
              for a in range(4)]
        # The state of the turn going on is in the slot of the army whose turn it is, also while
        # China decides.
        turn = self.turn_army()
        st[turn] += self.second
        if self.again is not None:
            st[turn] += "j" + sq_name(self.again)
        if self.marking:
            st[turn] += "m"
        if self.offer:
            st[turn] += "r"
        if self.moving_on:
            st[turn] += "g"
        if self.retreat_after is not None:
            st[self.to_move] += "b" + LETTERS[self.retreat_after]
        for a in range(4):
            if self.first[a]:
                st[a] += "f"
            if self.used[a]:
                st[a] += "u"
            if self.nocensor[a]:
                st[a] += "q"
            for letter, sets in (("y", self.fresh), ("z", self.rests)):
                for t in sorted(sets[a], key=lambda t: (t[1], t[0])):
                    st[a] += letter + sq_name(t)
            if isinstance(self.secret[a], tuple):
                st[a] += "h" + sq_name(self.secret[a])
            elif self.secret[a] == "gone":
                st[a] += "e"
            for letter, squares, arrows in (("h", self.hbar[a], self.dbar[a]),
                                            ("p", self.prot[a], ""),
                                            ("i", self.hmoved[a], self.hdirs[a])):
                for t in sorted(squares, key=lambda t: (t[1], t[0])):
                    st[a] += letter + sq_name(t)
                if arrows:
                    st[a] += "de"[letter == "i"] + "".join(c for c in "^v<>" if c in arrows)
        for t in sorted(self.censored, key=lambda t: (t[1], t[0])):
            st[turn] += "v" + sq_name(t)
        for a in range(4):
            if self.marks[a] is not None:
                st[a] += "@" + sq_name(self.marks[a])
        for a in range(4):
            if self.topl[a]:
                st[a] += "g%d" % self.topl[a]
            for i in range(0, len(self.peace[a]), 2):
                st[a] += "a" + self.peace[a][i:i + 2]
            if self.wait[a]:
                st[a] += "w" + self.wait[a]
        if self.gifting:
            st[turn] += "k"
        if self.returning:
            st[turn] += "r"
        if self.swiss:
            # With Poland in the game the capture count leads its slot (docs: `g` and `a` take
            # digits of their own).
            polish = "poland" in self.armies
            for a in range(4):
                count = str(min(3, self.tally[a])) if self.tally[a] else ""
                st[a] = count + st[a] if polish else st[a] + count
                st[a] += ("x" + self.took[a] if self.took[a] else "")
        if self.nk_phase == "d":
            st[turn] += "d"
        elif self.nk_phase is not None:
            st[turn] += ("e" if self.nk_moved else "") + ("c%d" % self.nk_left if self.nk_left
                                                          else "")
            st[turn] += "".join("p" + sq_name(s) + (k or "") for s, k in self.nk_chosen)
        if any(st):
            fields.append("st=" + ",".join(st))
        if self.placers or any(self.sq):
            fields.append("sq=" + ",".join("".join(sq_name(t) for t in self.sq[a])
                                           for a in range(4)))
        by_square = sorted(self.board.items(), key=lambda i: (i[0][1], i[0][0]))
        nr = [".".join(sq_name(s) for s, p in by_square if p[0] == a and not p[2])
              for a in range(4)]
        if any(nr):
            fields.append("nr=" + ",".join(nr))
        if any(self.controller[a] != a for a in range(4)):
            fields.append("ctl=" + ",".join("" if self.controller[a] == a else
                                            LETTERS[self.controller[a]] for a in range(4)))
        if any(self.out):
            fields.append("out=" + ",".join(str(o) if o else "" for o in self.out))
        if self.passes:
            fields.append("pass=%d" % self.passes)
        if self.pending is not None:
            mover, chosen = self.pending
            fields.append("censor=" + LETTERS[mover] + chosen.text().replace("-", ""))
        return "-".join(fields)


def start_position(armies, mode, dice=None, given=False):
    g = Game(armies, mode)
    if g.placers and not given:
        raise ValueError("the Ottoman Empire, Persia and Poland play from a FEN4 that names "
                         "their placement squares (sq=), not from the start")
    g.dice = dice
    for seat, army in enumerate(armies):
        for s, kind in setup_of(army).items():
            for _ in range(seat):
                s = turn_quarter(s)
            g.board[s] = (seat, kind, True)
        g.first[seat] = army == "netherlands"
    if g.chooser() is None and g.armies[g.to_move] == NK:
        g.roll_insanity()
    return g


def example_start(armies, mode, dice=None):
    """The start with the example setups of the armies whose setups are lost, as a FEN4 would
    give it (its mate and end judged as the FEN4's would be)."""
    g = start_position(armies, mode, dice, given=True)
    if not any(a in EXAMPLES or a in PLACERS for a in armies):
        return g
    for seat, army in enumerate(armies):
        for s, kind in EXAMPLES.get(army, {}).items():
            s = parse_sq(s)
            for _ in range(seat):
                s = turn_quarter(s)
            g.board[s] = (seat, kind, True)
        if g.placers:
            # The paragraphs' example squares: the Ottoman deployment squares e8 f8 g7 h7, the
            # red squares e6-h6 of every other seat (turned per seat).
            names = ["e8", "f8", "g7", "h7"] if army == OTTOMAN else ["e6", "f6", "g6", "h6"]
            squares = []
            for name in names:
                t = parse_sq(name)
                for _ in range(seat):
                    t = turn_quarter(t)
                squares.append(t)
            g.sq[seat] = tuple(squares)
        if army == OTTOMAN:
            for t in area_of(seat):
                del g.board[t]
            g.hand[seat] = "KPPBBNNR"
            g.first[seat] = True
    g.nk_phase = None
    g.roll_at = 0
    return parse_fen4(g.fen4(), mode, dice=dice)


def parse_fen4(text, mode, armies=None, dice=None):
    text = "".join(text.split())
    fields = text.split("-")
    if len(fields) < 7:
        raise ValueError("FEN4: expected at least 7 fields separated by '-', got %d" % len(fields))
    if len(fields[0]) != 1 or fields[0] not in TURN_LETTERS:
        raise ValueError("FEN4 field 1 (army to move): expected R, G, Y or B, got %r" % fields[0])
    i = 6
    if fields[i].startswith("{"):
        i += 1
    placement, extensions = fields[i], []
    # An army's name may hold a '-' (un-peacekeepers): a piece without '=' continues the field
    # before it.
    for ext in fields[i + 1:]:
        if "=" not in ext and extensions:
            extensions[-1] += "-" + ext
        else:
            extensions.append(ext)
    values = {}
    for ext in extensions:
        if "=" not in ext:
            raise ValueError("FEN4 extension: expected key=value, got %r" % ext)
        key, value = ext.split("=", 1)
        values[key] = value.split(",")
    if "army" in values:
        armies = values["army"]
    if armies is None:
        raise ValueError("FEN4 names no armies (army=) and none were given")
    g = Game(armies, mode)
    g.dice = dice
    g.to_move = TURN_LETTERS.index(fields[0])
    flags = fields[1].split(",")
    rows = placement.split("/")
    if len(rows) != 8:
        raise ValueError("FEN4 placement: expected 8 ranks, got %d" % len(rows))
    for i, row in enumerate(rows):
        r = 7 - i
        f = 0
        for cell in row.split(","):
            if cell.isdigit():
                f += int(cell)
            else:
                if len(cell) != 2 or cell[0] not in LETTERS:
                    raise ValueError("FEN4 placement: bad cell %r on rank %d" % (cell, r + 1))
                g.board[(f, r)] = (LETTERS.index(cell[0]), cell[1], True)
                f += 1
        if f != 8:
            raise ValueError("FEN4 placement: rank %d has %d squares" % (r + 1, f))
    for a in range(4):
        g.live[a] = flags[a] != "1"
    if "censor" in values:
        text = ",".join(values["censor"])
        if len(text) < 2 or text[0] not in LETTERS:
            raise ValueError("FEN4 censor=: expected an army letter and a move, got %r" % text)
        g.pending = (LETTERS.index(text[0]), text[1:])
    for key, store in (("sq", g.sq), ("hand", g.hand), ("pool", g.pool)):
        if key not in values:
            continue
        if len(values[key]) != 4:
            raise ValueError("FEN4 %s=: expected 4 values, got %d" % (key, len(values[key])))
        for a, v in enumerate(values[key]):
            if key == "sq":
                if len(v) % 2:
                    raise ValueError("FEN4 sq=: %r is no list of squares" % v)
                store[a] = tuple(parse_sq(v[i:i + 2]) for i in range(0, len(v), 2))
            elif v and g.armies[a] != {"hand": OTTOMAN, "pool": "persia"}[key]:
                raise ValueError("FEN4 %s=: army %s (%s) holds none" % (key, LETTERS[a],
                                                                      g.armies[a]))
            elif any(k not in "KRBNP" for k in v):
                raise ValueError("FEN4 %s=: %r holds no piece letters" % (key, v))
            else:
                store[a] = v
    if g.placers and "sq" not in values:
        raise ValueError("FEN4: a game with the Ottoman Empire, Persia or Poland needs sq= "
                         "(their placement squares)")
    if "st" in values:
        read_state(g, values["st"])
    if "nr" in values:
        for v in values["nr"]:
            for name in filter(None, v.split(".")):
                s = parse_sq(name)
                c, k, _ = g.board[s]
                g.board[s] = (c, k, False)
    if "ctl" in values:
        for a, v in enumerate(values["ctl"]):
            if v:
                g.controller[a] = LETTERS.index(v)
    if "out" in values:
        g.out = [int(v) if v else 0 for v in values["out"]]
    if "pass" in values:
        g.passes = int(values["pass"][0])
    read_phase(g)
    if not any(g.live):
        raise ValueError("FEN4 field 2 (defeated armies): no army is live")
    g.tsars()
    for a in range(4):
        if (g.live[a] and g.armies[a] in SECRET and g.secret[a] is None and
                not any(p[0] == a for p in g.board.values())):
            raise ValueError("FEN4: army %s has no piece to choose in secret" % LETTERS[a])
    if g.pending is not None:
        resolve_pending(g)
        return g
    if g.chooser() is not None:
        # The turn begins once the choices are made (make judges it then).
        g.last_ply = [-((g.to_move - a) % 4 or 4) for a in range(4)]
        return g
    to = g.to_move
    g.last_ply = [-((to - a) % 4 or 4) for a in range(4)]
    # The turn of the army to move starts here: a mate (or the end of the game) is judged now,
    # as after any ply. The ply before was the nearest live army's before it in turn order.
    # Mid-turn (Sweden's second ply) the turn has started already: nothing is judged.
    if not (g.second or g.again is not None or g.marking or g.offer or g.moving_on or
            g.retreat_after is not None or g.nk_phase in ("choose", "move") or g.gifting or
            g.returning):
        g.advance(next((to - i) % 4 for i in range(1, 5) if g.live[(to - i) % 4]),
                  removals=False)
    return g


def read_state(g, slots):
    """FEN4 st=: per army the bars (n, s, w), for the army whose turn it is (while China decides,
    the army that chose the pending move) Sweden's second ply (k, o), Japan's (j and the square of
    the piece), Israel's mark ply (m), Macedonia's removal offer and move after a removal (r, g),
    the bars its turn used (l, t) and China's censored pieces (v and a square each), an Israeli
    army's mark (@ and its square), Byzantium's offer (b and an army's letter), China's bar (q),
    then with a Swiss army in the game the count 1-3 and x followed by the colours a Swiss army
    has captured."""
    if len(slots) != 4:
        raise ValueError("FEN4 st=: expected 4 values, got %d" % len(slots))
    tokens = []
    for a, v in enumerate(slots):
        i = 0
        while i < len(v):
            c = v[i]
            if g.armies[a] == HRE and c in "de":
                j = i + 1
                while j < len(v) and v[j] in "^v<>" and not (
                        v[j] == "v" and v[j + 1:j + 2] in tuple("abcdefgh") and
                        v[j + 2:j + 3] in tuple("12345678")):
                    j += 1
                arg, i = v[i + 1:j], j
            elif g.armies[a] == NK and c == "c":
                arg, i = v[i + 1:i + 2], i + 2
            elif g.armies[a] == NK and c == "p":
                j = i + 3
                if v[j:j + 1] in tuple(TYPES):
                    j += 1
                arg, i = v[i + 1:j], j
            elif c == "g" and v[i + 1:i + 2].isdigit():
                j = i + 1
                while j < len(v) and v[j].isdigit() and not (g.swiss and j > i + 1):
                    j += 1
                arg, i, c = v[i + 1:j], j, "g#"
            elif c == "a" and v[i + 1:i + 2] in tuple(LETTERS):
                arg, i = v[i + 1:i + 3], i + 3
            elif c == "w" and g.armies[a] == "persia":
                j = i + 1
                while j < len(v) and v[j].isupper():
                    j += 1
                arg, i = v[i + 1:j], j
            elif c == "h" and g.armies[a] in SECRET:
                if v[i + 1:i + 2] == "?":
                    raise ValueError("FEN4 st=: h? is a view hiding a secret choice; the "
                                     "reference plays the truth only")
                arg, i = v[i + 1:i + 3], i + 3
            elif c in "jvyz@" or (g.armies[a] == HRE and c in "hpi"):
                arg, i = v[i + 1:i + 3], i + 3
            elif c == "b":
                arg, i = v[i + 1:i + 2], i + 2
            elif c == "x":
                j = i + 1
                while j < len(v) and v[j] in LETTERS:
                    j += 1
                arg, i = v[i + 1:j], j
            else:
                arg, i = "", i + 1
            tokens.append((a, c, arg))
    turn = g.to_move if g.pending is None else g.pending[0]
    for a, c, arg in tokens:
        if c in "ns" and c not in g.st[a]:
            g.st[a] += c
        elif c in "lt" and a == turn and "ns"["lt".index(c)] not in g.bar_used[a]:
            g.bar_used[a] += "ns"["lt".index(c)]
        elif c == "w" and g.armies[a] == "sweden" and c not in g.st[a]:
            g.st[a] += c
        elif c in "ko" and g.armies[a] == "sweden" and a == turn and not g.second:
            g.second = c
        elif c == "j" and a == turn and g.again is None:
            g.again = parse_sq(arg)
            if g.board.get(g.again, (None,))[0] is None:
                raise ValueError("FEN4 st=: j%s names an empty square" % sq_name(g.again))
        elif c == "m" and g.armies[a] == "israel" and a == turn:
            g.marking = True
        elif c == "r" and g.armies[a] == "macedonia" and a == turn:
            g.offer = True
        elif c == "g" and g.armies[a] == "macedonia" and a == turn:
            g.moving_on = True
        elif c == "f" and g.armies[a] in ("netherlands", OTTOMAN):
            g.first[a] = True
        elif c == "g#":
            g.topl[a] = int(arg)
        elif c == "a" and len(arg) == 2 and arg[1] in "12" and g.armies[LETTERS.index(arg[0])] \
                == "poland" and arg[0] not in g.peace[a]:
            g.peace[a] = "".join(sorted([g.peace[a][i:i + 2] for i in
                                         range(0, len(g.peace[a]), 2)] + [arg],
                                        key=lambda x: LETTERS.index(x[0])))
        elif c == "k" and g.armies[a] == "poland" and a == turn:
            g.gifting = True
        elif c == "w" and g.armies[a] == "persia":
            g.wait[a] += arg
        elif c == "r" and g.armies[a] == "persia" and a == turn:
            g.returning = True
        elif c == "u" and g.armies[a] == "germany":
            g.used[a] = True
        elif c == "q" and g.armies[a] == "china":
            g.nocensor[a] = True
        elif c == "v" and a == turn:
            t = parse_sq(arg)
            if t not in g.board:
                raise ValueError("FEN4 st=: v%s names an empty square" % sq_name(t))
            g.censored = g.censored | {t}
        elif (c == "b" and g.armies[a] == "byzantium" and a == g.to_move and
              arg in LETTERS and len(arg) == 1 and g.retreat_after is None):
            g.retreat_after = LETTERS.index(arg)
        elif c in "yz":
            t = parse_sq(arg)
            if t not in g.board:
                raise ValueError("FEN4 st=: %s%s names an empty square" % (c, sq_name(t)))
            if c == "y":
                g.fresh[a] = g.fresh[a] | {t}
            else:
                g.rests[a] = g.rests[a] | {t}
        elif g.armies[a] == NK and a == turn and c in "dcpe" and not (c == "p" and len(arg) < 2):
            if c == "d":
                g.nk_phase = "d"
            elif c == "e":
                g.nk_moved = True
            elif c == "c":
                if not arg.isdigit() or not 1 <= int(arg) <= 3:
                    raise ValueError("FEN4 st=: c%s is no count of pieces to choose" % arg)
                g.nk_left = int(arg)
            else:
                g.nk_chosen.append([parse_sq(arg[:2]), arg[2:] or None])
        elif c == "h" and g.armies[a] in SECRET and g.secret[a] is None:
            t = parse_sq(arg)
            if g.board.get(t, (None,))[0] != a:
                raise ValueError("FEN4 st=: h%s holds no piece of army %s" % (arg, LETTERS[a]))
            g.secret[a] = t
        elif c == "e" and g.armies[a] in SECRET and g.secret[a] is None:
            g.secret[a] = "gone"
        elif c in "hpi" and g.armies[a] == HRE:
            t = parse_sq(arg)
            if t not in g.board:
                raise ValueError("FEN4 st=: %s%s names an empty square" % (c, sq_name(t)))
            sets = {"h": g.hbar, "p": g.prot, "i": g.hmoved}[c]
            sets[a] = sets[a] | {t}
        elif c in "de" and g.armies[a] == HRE and arg:
            if c == "d":
                g.dbar[a] = "".join(sorted(set(g.dbar[a] + arg), key="^v<>".index))
            else:
                g.hdirs[a] = "".join(sorted(set(g.hdirs[a] + arg), key="^v<>".index))
        elif c == "@" and g.armies[a] == "israel" and g.marks[a] is None:
            g.set_mark(a, parse_sq(arg))
        elif c in "123" and g.swiss:
            g.tally[a] = int(c)
        elif c == "x" and g.swiss and g.armies[a] == "switzerland":
            g.took[a] = "".join(sorted(set(g.took[a] + arg), key=LETTERS.index))
        else:
            raise ValueError("FEN4 st=: unexpected %r%s (army %s)" % (c, arg, LETTERS[a]))
    for a in range(4):
        g.st[a] = "".join(sorted(g.st[a]))


def read_phase(g):
    """North Korea's phase from st= (control known): choosing, or moving (the types rolled now if
    they are due)."""
    for s, _ in g.nk_chosen:
        if s not in g.board or g.controller[g.board[s][0]] != g.to_move:
            raise ValueError("FEN4 st=: p%s holds no piece North Korea moves" % sq_name(s))
    if g.nk_left:
        g.nk_phase = "choose"
    elif g.nk_chosen:
        g.nk_phase = "move"
        if not all(k for _, k in g.nk_chosen):
            if any(k for _, k in g.nk_chosen):
                raise ValueError("FEN4 st=: some chosen pieces have types, some not")
            g.roll_types()


def resolve_pending(g):
    """China deciding (censor=): the pending move is the legal move of the army that chose it,
    in the position as read, whose text without '-' is the one given, and China must be the
    Chinese army it is offered to."""
    mover, text = g.pending
    china = g.to_move
    g.pending = None
    g.to_move = mover
    chosen = next((m for m in g.legal_moves() if m.text().replace("-", "") == text), None)
    if chosen is None:
        raise ValueError("FEN4 censor=%s%s: no legal move of %s" % (LETTERS[mover], text,
                                                                   TURN_LETTERS[mover]))
    if g.censor_offer(chosen, after=(china - 1) % 4) != china:
        raise ValueError("FEN4 censor=: %s is not offered to decide on %s" % (
            TURN_LETTERS[china], chosen.text()))
    g.pending = (mover, chosen)
    g.to_move = china
    # The latest plies: the mover's choice, then the decisions (--) of the Chinese armies asked
    # before this one.
    g.last_ply = [-((mover + 1 - a) % 4 or 4) for a in range(4)]
    for i in range(1, (china - mover) % 4):
        c = (mover + i) % 4
        if (g.live[c] and g.armies[c] == "china" and not g.nocensor[c] and
                g.side_of_army(c) != g.side_of_army(mover)):
            g.last_ply[c] = 1 + max(g.last_ply)


def find(g, text):
    moves = g.legal_moves()
    for m in moves:
        if m.text() == text:
            return m
    raise AssertionError("%s is not legal for %s: %s" % (
        text, TURN_LETTERS[g.to_move], sorted(m.text() for m in moves)))


def play(g, *texts):
    for text in texts:
        g = g.make(find(g, text))
    return g


def perft(g, depth):
    if depth == 0:
        return 1
    moves = g.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(g.make(m, moves), depth - 1) for m in moves)


def divide(g, depth):
    """{move text: perft(depth - 1) below it}."""
    moves = g.legal_moves()
    return {m.text(): perft(g.make(m, moves), depth - 1) for m in moves}


# Hand-checked situations (rulings 5.3, 5.3.1; only the pieces named). Each is a FEN4, the mode and
# the exact sorted move list of the army to move; `after` follow-ups check what moves did.
H = "0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-"
SITUATIONS = {
    # Prussia pulls Yellow's h4 rook 3 squares (not 4) to e4; the c6 pawn shields the c7 rook;
    # Egypt's c1 rook and Scotland's a4 rook are immune.
    "prussia-pull": "R-" + H + "bK,7/2,yR,5/2,yP,2,rK,2/8/bR,6,yR/8/2,rR,5/yK,1,gR,4,gF"
                    "-army=prussia,egypt,chatanooga,scotland",
    # Gaul pushes e4's rook 2 to g4 and c6's rook 1 to c7 (c8 blocks); Egypt's and Scotland's
    # rooks stay.
    "gaul-push": "R-" + H + "bK,1,yP,4,rK/8/2,yR,5/8/bR,3,yR,3/8/2,rR,5/yK,1,gR,4,gF"
                 "-army=gaul,egypt,chatanooga,scotland",
    # Gaul's pawn takes on d5 and pushes Yellow's d6 pawn onto its last line: it stays a pawn.
    "gaul-pawn": "R-" + H + "bK,6,rK/8/2,rP,yP,4/3,gN,4/8/8/8/yK,6,gK"
                 "-army=gaul,chatanooga,chatanooga,chatanooga",
    # The lone Prussian king may not go to e4: it would pull Yellow's king from e1 to e3, next to
    # itself; e5-e6 pulls it 3 squares to e4, not adjacent.
    "prussia-king": "R-" + H + "bK,7/8/8/4,rK,3/8/8/8/4,yK,2,gK"
                    "-army=prussia,chatanooga,chatanooga,chatanooga",
    # With a second king check does not bind: e5-e4 is legal.
    "prussia-two-kings": "R-" + H + "bK,6,rK/8/8/4,rK,3/8/8/8/4,yK,2,gK"
                         "-army=prussia,chatanooga,chatanooga,chatanooga",
    # The Spanish king captures in place 1-2 squares off, over pieces: xd4 (the c3 bishop would
    # check), xe6 (the e7 rook would) and f5-f4 (opens g5's rook) are illegal.
    "spain": "R-" + H + "bK,7/4,gR,1,bN,1/4,gN,3/4,rK,rP,bR,1/3,yN,4/2,yB,5/8/yK,6,gK"
             "-army=spain,chatanooga,chatanooga,chatanooga",
    # A Spanish king alone never moves: Red passes.
    "spain-alone": "R-" + H + "bK,7/8/8/8/3,rK,4/8/8/yK,6,gK"
                              "-army=spain,chatanooga,chatanooga,chatanooga",
    # Mafia: the rook reaches 3 squares (not e4) and takes a7 in place; b2 takes c1 in place and
    # does not promote; b2-b1 promotes.
    "mafia": "R-" + H + "bK,6,rK/gB,7/8/8/rR,3,gN,3/8/1,rP,1,yK,4/2,yR,4,gK"
             "-army=mafia,chatanooga,chatanooga,chatanooga",
    # Rome: g7 may not move first (Green's d4 bishop pins it) but may follow f7-f6; c7 moves only
    # after c6-c5; f7-f5 leaves g7 pinned.
    "rome": "R-" + H + "7,rK/2,rP,2,rP,rP,1/2,rP,5/bK,7/3,gB,4/8/8/yK,6,gK"
            "-army=rome,chatanooga,chatanooga,chatanooga",
    # Rome against Black alone: taking Black's king ends the game, so no pair follows it; as a
    # second move it may.
    "rome-end": "R-0,1,1,0-" + H[8:] + "7,rK/3,rP,1,rP,2/4,bK,3/8/8/8/8/8"
                "-army=rome,chatanooga,chatanooga,chatanooga-ctl=,r,b,-out=,1,2,",
    # Two ministers: check does not bind (e5-e4 into the rook's file is legal); 16 + 5 moves.
    "britain": "R-" + H + "bK,6,rM/8/8/4,rM,3/8/8/8/yK,3,gR,2,gK"
               "-army=britain,chatanooga,chatanooga,chatanooga",
    # One minister: bound; its king steps and knight leaps into the g-file are illegal.
    "britain-one": "R-" + H + "bK,6,rM/8/8/8/8/8/8/yK,5,gR,gK"
                   "-army=britain,chatanooga,chatanooga,chatanooga",
    # France is never in check: the advisor may stay on or step along the e-file.
    "france": "R-" + H + "bK,7/7,rP/8/4,rA,3/8/8/8/yK,3,gR,2,gK"
              "-army=france,chatanooga,chatanooga,chatanooga",
    # France without a legal move passes.
    "france-pass": "R-" + H + "bK,7/8/8/4,rP,3/4,gP,3/8/8/yK,6,gK"
                   "-army=france,chatanooga,chatanooga,chatanooga",
    # Green takes France's last piece: France falls, Green controls it and Black's pawn.
    "france-last": "G-0,0,0,1-" + H[8:] + "8/8/8/1,bP,2,rA,3/8/8/8/yK,3,gR,2,gK"
                   "-army=france,chatanooga,chatanooga,chatanooga-ctl=,,,r-out=,,,1",
    # Carthage: the elephant reaches 3 squares, is blocked by its d2 pawn, takes d6; promotion
    # to Carthage's types.
    "carthage": "R-" + H + "bK,6,rK/8/3,gP,4/8/3,rE,4/8/3,rP,4/yK,6,gK"
                "-army=carthage,chatanooga,chatanooga,chatanooga",
    # Italy: the I slides as a bishop and jumps 2 diagonally over e5 and c3; b6, f2 (slide and
    # jump) count once.
    "italy": "R-" + H + "bK,6,rK/8/8/4,rP,3/3,rI,4/2,gP,5/8/yK,6,gK"
             "-army=italy,chatanooga,chatanooga,chatanooga",
    # Scotland's Pict bishop: the same squares as Italy's I.
    "scotland-bishop": "R-" + H + "bK,6,rK/8/8/4,rP,3/3,rB,4/2,gP,5/8/yK,6,gK"
                       "-army=scotland,chatanooga,chatanooga,chatanooga",
    # Scotland's Pict rook jumps 2 orthogonally over d5 and d3; b4, f4 count once.
    "scotland-rook": "R-" + H + "7,rK/8/8/bK,2,rP,4/3,rR,4/3,gN,4/8/yK,6,gK"
                     "-army=scotland,chatanooga,chatanooga,chatanooga",
    # Egypt: the pharaoh is royal (the d-file is barred) and jumps 2 diagonally.
    "egypt": "R-" + H + "bK,7/8/8/4,rF,3/8/8/8/yK,2,gR,3,gK"
                        "-army=egypt,chatanooga,chatanooga,chatanooga",
    # Taking the pharaoh defeats Egypt.
    "egypt-taken": "G-" + H + "bK,7/7,rP/8/4,rF,3/8/8/8/yK,3,gR,2,gK"
                   "-army=egypt,chatanooga,chatanooga,chatanooga",
    # Red controls defeated Britain and a defeated chatanooga army: their pawns promote to M (not
    # royal) and to R N B (never K).
    "controlled-promotion": "R-0,1,0,1-" + H[8:] + "7,rK/8/8/6,bP,1/1,gP,6/8/8/yK,7"
                            "-army=chatanooga,britain,chatanooga,chatanooga-ctl=,r,,r-out=,1,,2",
    # Rome's pawn takes Green's king and promotes; Green's g4 pawn, now Rome's, may follow.
    "rome-control": "R-" + H + "bK,6,rK/8/8/yK,7/6,gP,1/8/2,rP,5/3,gK,4"
                    "-army=rome,chatanooga,chatanooga,chatanooga",
    # A Prussian pawn promoting to R pulls rooks (a1 to b1, c5 to c2); h8-h7 would pull Green's
    # king from h4 to h6, next to Red's single king.
    "prussia-promote": "R-" + H + "bK,6,rK/8/8/2,gR,5/7,gK/yK,7/2,rP,5/yR,7"
                       "-army=prussia,chatanooga,chatanooga,chatanooga",
    # Taking Green's last king makes h5's rook Red's: it is not pulled; a5's is, to c5.
    "prussia-defeat": "R-" + H + "bK,6,rK/8/8/yR,2,gK,3,gR/8/8/3,rR,4/yK,7"
                      "-army=prussia,chatanooga,chatanooga,chatanooga",
    # A Prussian king may not pull a Spanish king to 2 squares off (it attacks there), nor the
    # kings of rank 1 next to itself.
    "prussia-spain": "R-" + H + "3,yK,4/8/8/8/8/8/3,rK,4/bK,6,gK"
                                "-army=prussia,chatanooga,spain,chatanooga",
    # Gaul pushes Black's c4 pawn to its start line b4 (a4 blocks): it may double-step.
    "gaul-startline": "R-" + H + "bK,6,rK/8/8/4,rP,3/yK,1,bP,5/8/8/7,gK"
                      "-army=gaul,chatanooga,chatanooga,chatanooga",
    # Red moves defeated Britain's minister: Red's own bar (st=n in Red's slot) stops its leaps;
    # Green's slot does not.
    "controlled-bar": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gM,4/8/8/yK,7"
                      "-army=chatanooga,britain,chatanooga,chatanooga-st=n,,,-ctl=,r,,-out=,1,,",
    "controlled-bar-green": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gM,4/8/8/yK,7"
                            "-army=chatanooga,britain,chatanooga,chatanooga"
                            "-st=,n,,-ctl=,r,,-out=,1,,",
    # A controlled Egyptian pawn may become F, not royal.
    "egypt-controlled": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/1,gP,6/8/8/yK,7"
                        "-army=chatanooga,egypt,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Two lone Spanish kings pass in turn: a cycle of passes draws.
    "spain-cycle": "R-0,1,0,1-" + H[8:] + "8/8/8/8/3,rK,4/8/8/yK,7"
                   "-army=spain,chatanooga,spain,chatanooga-ctl=,r,,y-out=,1,,2",
    # a3-a2 mates Green (h1 attacked by Black's rook and, over g2, by the Spanish king): Green's
    # pieces go to Red, the checker whose ply is latest.
    "spain-mate": "R-" + H + "1,bK,1,yK,4/8/8/8/6,yP,gP/rR,4,rK,2/8/bR,6,gK"
                  "-army=spain,chatanooga,chatanooga,chatanooga",
    # Green to move is mated before it moves (h1 attacked by Black's rook and Red's Spanish king,
    # every flight square covered): its king leaves, Red (the checker that moved last) takes
    # control, Yellow moves.
    "mated-to-move": "G-" + H + "1,bK,1,yK,4/8/8/8/6,yP,gP/5,rK,2/rR,7/bR,6,gK"
                     "-army=spain,chatanooga,chatanooga,chatanooga",
    # Red moves defeated Prussia's rook: it pulls Yellow's rook for Red; Egypt's, under Yellow,
    # stays immune.
    "controlled-prussian": "R-0,1,0,1-" + H[8:] + "3,bR,4/8/6,rK,1/8/7,yR/8/3,gR,4/yK,7"
                           "-army=chatanooga,prussia,chatanooga,egypt-ctl=,r,,y-out=,1,,2",
    # Huns: 3 king steps, 2 pawn moves, a pawn placed on each of the 6 empty squares of e7-h8.
    "huns-place": "R-" + H + "bK,6,rK/5,rP,2/8/8/8/8/8/yK,6,gK"
                  "-army=huns,chatanooga,chatanooga,chatanooga",
    # The h3 rook checks h8: of the placements only P@h7 blocks; h8-h7 stays on the file.
    "huns-check": "R-" + H + "bK,6,rK/8/8/8/8/7,gR/8/yK,6,gK"
                  "-army=huns,chatanooga,chatanooga,chatanooga",
    # Green's Huns place on Green's area, g1-h4: 7 placements, 3 king steps.
    "huns-green": "G-" + H + "bK,6,rK/8/8/8/8/8/8/yK,6,gK"
                  "-army=chatanooga,huns,chatanooga,chatanooga",
    # Red moves defeated Huns' g4 pawn: a captor never places pawns.
    "huns-captor": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/6,gP,1/8/8/yK,7"
                   "-army=chatanooga,huns,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # The Huns controlling Green place Red pawns on their own area only (7 squares).
    "huns-controls": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/6,gP,1/8/8/yK,7"
                     "-army=huns,chatanooga,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Athens: 59 empty squares, 11 reached by the e6 bishop's slides; of the other 48, the 6 on
    # a1's diagonal (b2-g7) and the 5 on a8-h1's (g2 f3 e4 c6 b7; d5 is a slide) would check:
    # 37 sea moves, 11 slides, 3 king steps.
    "athens-sea": "R-" + H + "bK,6,rK/8/4,rB,3/8/8/8/8/yK,6,gK"
                  "-army=athens,chatanooga,chatanooga,chatanooga",
    # Green's h1 king already stands attacked (c1's rook), b7 shields a8: of the 46 squares the
    # slides miss only a1's diagonal (6) is refused: 40 sea moves, 11 slides, 3 king steps.
    "athens-already": "R-" + H + "bK,6,rK/1,bP,6/4,rB,3/8/8/8/8/yK,1,yR,4,gK"
                      "-army=athens,chatanooga,chatanooga,chatanooga",
    # Green is Swiss and Red may not take its pieces, so the bishop does not attack h1: of the 47
    # squares the slides miss only a1's diagonal (6) is refused (b7 shields a8): 41 sea moves,
    # 11 slides, 3 king steps. With Red's count at 3, g2 f3 e4 c6 check h1 too: 37 sea moves.
    "athens-swiss": "R-" + H + "bK,6,rK/1,bP,6/4,rB,3/8/8/8/8/yK,6,gK"
                    "-army=athens,switzerland,chatanooga,chatanooga",
    "athens-swiss-three": "R-" + H + "bK,6,rK/1,bP,6/4,rB,3/8/8/8/8/yK,6,gK"
                          "-army=athens,switzerland,chatanooga,chatanooga-st=3,,,",
    # Red moves defeated Athens' d4 bishop; Red's own bar (s in Red's slot) stops its sea moves:
    # 12 slides (a1 taken), 3 king steps.
    "athens-controlled-bar": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gB,4/8/8/yK,7"
                             "-army=chatanooga,athens,chatanooga,chatanooga-st=s,,,-ctl=,r,,"
                             "-out=,1,,",
    # Green's slot does not bar Red: 60 empty squares, 11 slides, the 7 on a8's diagonal refused
    # (a1 stood attacked before): 42 sea moves, 12 slides, 3 king steps.
    "athens-controlled": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gB,4/8/8/yK,7"
                         "-army=chatanooga,athens,chatanooga,chatanooga-st=,s,,-ctl=,r,,"
                         "-out=,1,,",
    # c6 shields a8 from the a8-h1 diagonal: sea moves to d5, e4, f3 and h1 give no check when
    # made, though at Green's turn c6 (next to Green's Iraqi pawn) leaves; g2 checks h3.
    "athens-iraq": "R-" + H + "bK,6,rK/8/2,yP,5/2,gP,5/8/rB,6,gK/8/yK,7"
                   "-army=athens,iraq,chatanooga,chatanooga",
    # Iraq: Black moves, then at Red's turn Green's e4 knight and Yellow's e6 pawn, next to the
    # e5 rook, leave; Yellow's d5 king (royal) and Egypt's f5 rook (immune) stay.
    "iraq-removal": "B-" + H + "bF,6,rK/8/4,yP,3/3,yK,rR,bR,2/4,gN,3/8/8/7,gK"
                    "-army=iraq,chatanooga,chatanooga,egypt",
    # Red's king stands in check from h5 with no answer, but h5 is next to Red's g5 pawn: the
    # rook leaves as Red's turn starts and Red is not mated.
    "iraq-mate-saved": "B-" + H + "bK,5,rR,rK/6,rP,1/8/6,rP,gR/8/8/8/yK,6,gK"
                       "-army=iraq,chatanooga,chatanooga,chatanooga",
    "iraq-mate-plain": "B-" + H + "bK,5,rR,rK/6,rP,1/8/6,rP,gR/8/8/8/yK,6,gK"
                       "-army=chatanooga,chatanooga,chatanooga,chatanooga",
    # France's last piece, the d5 pawn, is blocked (France passes) and then leaves next to Red's
    # e5 rook: France is defeated, under Red.
    "iraq-france": "B-" + H + "7,rK/8/8/3,bP,rR,3/8/8/8/yK,6,gK"
                   "-army=iraq,chatanooga,chatanooga,france",
    # France moves defeated Green's pawn g4-e4, next to Red's rook: as Red's turn starts, e4 and
    # France's d5 pawn are both enemies of Red next to Red's pieces and leave together; France,
    # without pieces, is defeated under Red. Red: 14 rook moves, 3 king steps.
    "iraq-france-controlled": "B-0,1,0,0-" + H[8:] + "7,rK/8/8/3,bP,rR,3/6,gP,1/8/8/yK,7"
                              "-army=iraq,chatanooga,chatanooga,france-ctl=,b,,-out=,1,,",
    # Red against France alone: France passes, its last pawn leaves as Red's turn starts and the
    # game is over (perft 1, 0).
    "iraq-game-over": "B-0,1,1,0-" + H[8:] + "7,rK/8/8/3,bP,rR,3/8/8/8/8"
                      "-army=iraq,chatanooga,chatanooga,france-ctl=,r,r,-out=,1,2,",
    # The bishop and knight 2 apart stay until one moves: g8-e7, e8-f7, e8-g6 end 1 or 2 from the
    # other and both leave.
    "iraq-pair": "R-" + H + "bK,3,rB,1,rN,rK/8/8/8/8/8/8/yK,6,gK"
                 "-army=iraq,chatanooga,chatanooga,chatanooga",
    # Prussia's knight lands on d4 and pulls Iraq's h4 knight 3 squares to e4, 2 from Iraq's e2
    # bishop: pulled, it moved, and both leave.
    "iraq-pulled": "R-" + H + "bK,6,rK/8/2,rN,5/8/7,gN/8/4,gB,3/yK,6,gK"
                   "-army=prussia,iraq,chatanooga,chatanooga",
    # Gaul's bishop lands on e5 and pushes Iraq's b5 bishop to a5, 2 from Iraq's a7 knight: both
    # leave. With the bishop already on a5 the push moves it 0 squares: it has not moved, both
    # stay.
    "iraq-pushed": "R-" + H + "bK,6,rK/bN,1,rB,5/8/1,bB,6/8/8/8/yK,6,gK"
                   "-army=gaul,chatanooga,chatanooga,iraq",
    "iraq-push-edge": "R-" + H + "bK,6,rK/bN,1,rB,5/8/bB,7/8/8/8/yK,6,gK"
                      "-army=gaul,chatanooga,chatanooga,iraq",
    # The pair leaves within the move, before legality is judged: f3-g5 and f3-h4 would take the
    # h6 bishop off the h-file with the knight and bare h8 to h2's rook.
    # Sweden's king and knight: 3 king steps and 8 knight moves; after a king step the knight's 8
    # and --, after a knight move the king's 3 and --: perft 11, 3 * 9 + 8 * 4 = 59.
    "sweden-turn": "R-" + H + "bK,6,rK/8/8/3,rN,4/8/8/8/yK,6,gK"
                   "-army=sweden,chatanooga,chatanooga,chatanooga",
    # Green's king on h1 has no move (g1, g2 the g8 rook's, h2 the a2 rook's): it passes; Sweden's
    # -- after its king step is no pass, so Green's next pass makes 1, not 2.
    "sweden-passes": "G-0,0,1,1-" + H[8:] + "2,rK,3,rR,1/8/8/8/8/8/rR,7/7,gK"
                     "-army=sweden,chatanooga,chatanooga,chatanooga-ctl=,,r,r-out=,,1,2",
    # a3-a1 checks Green's h1 king with no escape (g1, g2 the g8 rook's, h2 the e5 bishop's); the
    # mate is judged when Sweden's turn ends: after -- Green is mated, after c2-d1 (blocking) it is
    # not. Sweden's second ply is then its king's 8 steps and --.
    "sweden-check": "R-" + H + "6,rR,1/1,bK,6/8/2,yK,1,rB,3/8/rR,7/2,rK,5/7,gK"
                    "-army=sweden,chatanooga,chatanooga,chatanooga",
    # Sweden moves defeated Yellow's king, promoted after Yellow's defeat and so not royal: a
    # royal type that is not Sweden's king, so neither "its king" nor "another piece".
    "sweden-controlled": "R-0,0,1,0-" + H[8:] + "bK,6,rK/8/8/3,rN,4/8/2,yK,5/8/7,gK"
                         "-army=sweden,chatanooga,chatanooga,chatanooga-ctl=,,r,-out=,,1,-nr=,,c3,",
    "iraq-pair-legal": "R-" + H + "bK,6,rK/8/7,rB/8/8/5,rN,2/7,gR/yK,5,gK,1"
                       "-army=iraq,chatanooga,chatanooga,chatanooga",
    # Two Iraqs: c3-e5 puts Red's bishop next to Green's knight; a pair is of one colour, so
    # nothing leaves with the move; at Green's turn the bishop (next to Green's knight) leaves.
    "iraq-colours": "R-" + H + "bK,6,rK/8/4,gN,3/8/8/2,rB,5/8/yK,6,gK"
                    "-army=iraq,iraq,chatanooga,chatanooga",
    # Legality is judged before the next turn's removals: e7-e6 is legal though Green's turn
    # then removes the h4 knight and opens the h-file; the knight itself is pinned.
    "iraq-legal": "R-" + H + "bK,6,rK/4,rP,3/8/8/6,gP,rN/8/7,yR/yK,3,gK,3"
                  "-army=chatanooga,iraq,chatanooga,chatanooga",
    # Red's count is 2; c6-c1 mates Green at its turn. A mate takes no piece: the count stays 2
    # and Red still may not take Switzerland's b1 bishop.
    "swiss-mate": "R-" + H + "bK,6,rK/8/2,rR,5/8/8/yK,7/6,gP,gP/1,bB,5,gK"
                  "-army=chatanooga,chatanooga,chatanooga,switzerland-st=2,,,",
    # Rome's count is 2: c7xd6 makes it 3, so a second pawn move may take Switzerland's e6
    # knight; alone f7xe6 is refused (and g7, attacked by the knight, is barred to the king).
    "swiss-rome": "R-" + H + "bK,6,rK/2,rP,2,rP,2/3,gN,bN,3/8/8/8/8/yK,6,gK"
                  "-army=rome,chatanooga,chatanooga,switzerland-st=2,,,",
    # Switzerland moves defeated Yellow's c2 pawn and takes Red's d3 pawn with it: a capture on
    # Switzerland's own turn, so Red may then take the e2 knight.
    "swiss-controlled": "G-0,0,1,0-" + H[8:] + "bK,6,rK/8/8/4,rR,3/8/3,rP,4/2,yP,1,gN,3/7,gK"
                        "-army=chatanooga,switzerland,chatanooga,chatanooga-ctl=,,g,-out=,,1,",
    # Switzerland: the e2 knight is Swiss; Red has neither lost to Switzerland nor 3 in its count:
    # e5xe2 is refused and e2 blocks.
    "swiss-refused": "R-" + H + "bK,6,rK/8/8/4,rR,3/8/8/4,gN,3/yK,6,gK"
                     "-army=chatanooga,switzerland,chatanooga,chatanooga",
    # Switzerland took a Yellow piece, not a Red one: still refused.
    "swiss-took-other": "R-" + H + "bK,6,rK/8/8/4,rR,3/8/8/4,gN,3/yK,6,gK"
                        "-army=chatanooga,switzerland,chatanooga,chatanooga-st=,1xy,1,",
    # Switzerland took a Red piece: e5xe2 is allowed.
    "swiss-took": "R-" + H + "bK,6,rK/8/8/4,rR,3/8/8/4,gN,3/yK,6,gK"
                  "-army=chatanooga,switzerland,chatanooga,chatanooga-st=1,1xr,,",
    # Red has captured or lost 3: e5xe2 is allowed.
    "swiss-three": "R-" + H + "bK,6,rK/8/8/4,rR,3/8/8/4,gN,3/yK,6,gK"
                   "-army=chatanooga,switzerland,chatanooga,chatanooga-st=3,,,",
    # The h5 rook's army may not capture Swiss pieces: Green's king is not in check and may step
    # onto the h-file.
    "swiss-check": "G-" + H + "bK,6,rK/8/8/7,rR/8/8/8/yK,6,gK"
                   "-army=chatanooga,switzerland,chatanooga,chatanooga",
    # With Red's count at 3 the rook checks: h1-h2 is illegal.
    "swiss-check-three": "G-" + H + "bK,6,rK/8/8/7,rR/8/8/8/yK,6,gK"
                         "-army=chatanooga,switzerland,chatanooga,chatanooga-st=3,,,",
    # Switzerland takes Red's c3 pawn, then Red's a3 rook may take the knight; Yellow may not.
    "swiss-dynamic": "R-" + H + "bK,6,rK/8/8/8/8/rR,1,rP,5/3,yK,gN,3/7,gK"
                     "-army=chatanooga,switzerland,chatanooga,chatanooga",
    # Japan's d4 rook is the only rook: after its move it moves again from where it stands
    # (st=j), each of its 14 squares then giving 14 or 13 moves (a4 takes a1 and a8; h4 and d8
    # are shut by Red's own king) and --: 17 moves, perft 2 = 208 + 3 king steps * 3 = 217.
    "japan-rook": "R-" + H + "bK,6,rK/8/8/8/3,rR,4/8/8/yK,6,gK"
                  "-army=japan,chatanooga,chatanooga,chatanooga",
    # Green's d2 rook makes two rooks: one ply; d4xd2 leaves Japan's rook alone: a second ply.
    "japan-two-rooks": "R-" + H + "bK,6,rK/8/8/8/3,rR,4/8/3,gR,4/yK,6,gK"
                       "-army=japan,chatanooga,chatanooga,chatanooga",
    # A Japanese pawn promotes: =R, =N and =B are alone of their kind and move again (14, 4, 7
    # moves and --); =K makes a fifth king: 7 moves, perft 2 = 15 + 5 + 8 + 3 + 3 * 3 = 40.
    "japan-promotion": "R-" + H + "bK,6,rK/8/8/8/8/8/2,rP,5/yK,6,gK"
                       "-army=japan,chatanooga,chatanooga,chatanooga",
    # Red moves defeated Japan's rook, alone of its kind: the ability goes with the colour.
    "japan-controlled": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                        "-army=chatanooga,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Japan moves defeated Green's rook, alone of its kind but not Japan's colour: one ply.
    "japan-controls": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                      "-army=japan,chatanooga,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Sweden moves defeated Japan's rook: the Swedish rule gives the king's second ply (st=k),
    # not the rook's.
    "japan-sweden": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                    "-army=sweden,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Sweden barred (st=w): its turn gives no second ply, so the Japanese rule gives the rook's.
    "japan-sweden-barred": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                           "-army=sweden,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,-st=w,,,",
    # Red against Black alone: a4xa8 ends the game (no second ply); a4-a5 gives one, a5xa8 in it.
    "japan-end": "R-0,1,1,0-" + H[8:] + "bK,6,rK/8/8/8/rR,7/8/8/8"
                 "-army=japan,chatanooga,chatanooga,chatanooga-ctl=,b,b,-out=,1,2,",
    # Israel moves defeated Japan's rook: its second ply, then the mark ply (st=jd6, then m).
    "japan-israel": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                    "-army=israel,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Portugal's c4 rook: d4, e4 and a direct capture on f4; leftwards b4, a4, then across the
    # edge h4, g4, stopped by f4, which it may not take across the edge; the c-file's 7 squares
    # both ways (one move each). The king on h6 steps across the edge to a5, a6 (a7 is the a8
    # king's); g6 and h5 are the knight's.
    "portugal-rook": "R-" + H + "bK,7/8/7,rK/8/2,rR,2,bN,2/8/8/yK,6,gK"
                     "-army=portugal,chatanooga,chatanooga,chatanooga",
    # Portugal's h8 knight: f7, g6 directly; across the corner a2 (b1, Yellow's knight, may not
    # be taken across it); across one edge a6, b7, g2, f1. The h5 pawn does not take a4 across
    # the edge: h5-h4 only.
    "portugal-knight": "R-" + H + "bK,6,rN/8/8/4,rK,2,rP/gB,7/8/8/yK,yN,5,gK"
                       "-army=portugal,chatanooga,chatanooga,chatanooga",
    # Portugal's d4 rook: rank 4 reached both ways, 7 moves; d5 and d6 taken directly; downwards
    # d3-d1, then d8, d7 across the edge, stopped by d6. The h8 king's steps across the edges
    # land on kings or next to them.
    "portugal-file": "R-" + H + "bK,6,rK/8/3,bP,4/8/3,rR,4/8/8/yK,6,gK"
                     "-army=portugal,chatanooga,chatanooga,chatanooga",
    # Nothing is attacked across an edge: the h5 rook reaches a5 and b5 only across it (d5
    # blocks), so Black's king may step there.
    "portugal-attack": "B-" + H + "7,rK/8/bK,7/3,yP,3,rR/8/8/8/yK,3,gK,3"
                       "-army=portugal,chatanooga,chatanooga,chatanooga",
    # Israel's mark on d4 stops the b4 rook at c4 and Black's d7 rook at d5: Green's d1 king is
    # not in check and may go to d2.
    "israel-mark": "G-" + H + "bK,6,rK/3,bR,4/8/8/1,gR,6/8/8/yK,2,gK,4"
                   "-army=israel,chatanooga,chatanooga,chatanooga-st=@d4,,,",
    "israel-no-mark": "G-" + H + "bK,6,rK/3,bR,4/8/8/1,gR,6/8/8/yK,2,gK,4"
                      "-army=israel,chatanooga,chatanooga,chatanooga",
    # The mark on d5 is lifted when Israel's turn comes: its d8 rook then goes down to d1.
    "israel-lift": "B-" + H + "bK,2,rR,3,rK/8/8/8/8/8/8/yK,6,gK"
                   "-army=israel,chatanooga,chatanooga,chatanooga-st=@d5,,,",
    # Israel's king has no move and passes: no mark ply follows.
    "israel-pass": "R-" + H + "bK,6,rK/bR,7/8/8/8/8/8/yK,5,gR,gK"
                   "-army=israel,chatanooga,chatanooga,chatanooga",
    # Green's mark on e6, the only square of the e7 pawn's paths: no pawn move. On e5 only the
    # double step is barred, and the g6 knight may not land there.
    "israel-pawn": "R-" + H + "bK,6,rK/4,rP,3/8/8/8/8/8/yK,6,gK"
                   "-army=chatanooga,israel,chatanooga,chatanooga-st=,@e6,,",
    "israel-pawn-double": "R-" + H + "bK,6,rK/4,rP,3/6,rN,1/8/8/8/8/yK,6,gK"
                          "-army=chatanooga,israel,chatanooga,chatanooga-st=,@e5,,",
    # Macedonia: 18 moves; after each its removal offer (the rook, the pawn, never the king, or
    # --); after a removal any move again, then another offer.
    "macedonia": "R-" + H + "bK,6,rK/8/2,rP,5/8/3,rR,4/8/8/yK,6,gK"
                 "-army=macedonia,chatanooga,chatanooga,chatanooga",
    # Green's c3 bishop pins the g7 knight to h8: after a4-a5 the offer is xa5 or --, not xg7.
    "macedonia-pin": "R-" + H + "bK,6,rK/6,rN,1/8/8/rR,7/2,gB,5/8/yK,6,gK"
                     "-army=macedonia,chatanooga,chatanooga,chatanooga",
    # Red against Black alone: a4xa8 ends the game, no offer follows; a4-a5 has one.
    "macedonia-end": "R-0,1,1,0-" + H[8:] + "bK,6,rK/8/8/8/rR,7/8/8/8"
                     "-army=macedonia,chatanooga,chatanooga,chatanooga-ctl=,b,b,-out=,1,2,",
    # Macedonia moves defeated Japan's rook, alone of its kind: the Japanese second ply (or its
    # --) comes first, then the offer; after a removal no Japanese ply.
    "macedonia-japan": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                       "-army=macedonia,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Macedonia moves defeated Barbarians' rook: d4xd6 rests it (st=ryd6); removable; after --
    # the rest is in effect (st=zd6).
    "macedonia-barbarian": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/3,yN,4/8/3,gR,4/8/8/yK,7"
                           "-army=macedonia,barbarians,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Barbarians: d4xd6 rests the rook: Black's a6 rook may not take it, Red's next turn has
    # only king steps, the turn after the rook moves again.
    "barbarians-rest": "R-" + H + "bK,6,rK/8/bR,2,gN,4/8/3,rR,4/8/8/yK,6,gK"
                       "-army=barbarians,chatanooga,chatanooga,chatanooga",
    # h8xg7 takes the knight onto the g1 rook's file: the resting king is not attacked. Red's next
    # turn it may not move (Red passes, not mated); then its rest ends and g1xg7 takes it.
    "barbarians-king": "R-" + H + "bK,6,rK/6,gN,1/8/8/8/8/8/yK,5,gR,gK"
                       "-army=barbarians,chatanooga,chatanooga,chatanooga",
    # Red's rook rests on d6 (st=zd6): Prussia's a2-d2 pulls it to d3, still resting (zd3).
    "barbarians-pulled": "G-" + H + "bK,6,rK/8/3,rR,4/8/8/8/gR,7/yK,6,gK"
                         "-army=barbarians,prussia,chatanooga,chatanooga-st=zd6,,,",
    # The Netherlands after its first turn: a5-d5 must swap with d6 or e5 (two moves); c4 is
    # Egyptian, so a5-c5 swaps with nothing. With st=f (its first turn) no swap at all.
    "netherlands": "R-" + H + "bF,6,rK/8/3,gN,4/rR,3,yN,3/2,bB,5/8/8/yK,6,gK"
                   "-army=netherlands,chatanooga,chatanooga,egypt",
    "netherlands-first": "R-" + H + "bF,6,rK/8/3,gN,4/rR,3,yN,3/2,bB,5/8/8/yK,6,gK"
                         "-army=netherlands,chatanooga,chatanooga,egypt-st=f,,,",
    # f7's knight checks h8: a6-f6 swapping with f7 makes the knight Red's (legal); swapping with
    # Yellow's f5 pawn leaves the check (not a move); other rook moves do not answer it.
    "netherlands-check": "R-" + H + "bK,6,rK/5,gN,2/rR,7/5,yP,2/8/8/8/yK,6,gK"
                         "-army=netherlands,chatanooga,chatanooga,chatanooga",
    # g6-g5 must swap with Green's g4 pawn: g5 becomes Green's (on its start line: g5-e5 double
    # step), g4 Red's (moving down).
    "netherlands-pawn": "R-" + H + "bK,6,rK/8/6,rP,1/8/6,gP,1/8/8/yK,6,gK"
                        "-army=netherlands,chatanooga,chatanooga,chatanooga",
    # Green's d5 rook rests (captured on Green's last turn): a4-d4 must swap with it. The d5 rook
    # is then Red's and still rests for Green: Green's d4 rook may not take it; Green's turn
    # ends the rest, and Yellow's a5 rook may.
    "barbarians-swapped": "R-" + H + "bK,6,rK/8/8/yR,2,gR,4/rR,7/8/8/yK,6,gK"
                          "-army=netherlands,barbarians,chatanooga,chatanooga-st=,zd5,,",
    # The Dutch move defeated Barbarians' rook: d4xd6 rests it for Red and must swap it with
    # Black's d7 pawn. Black then moves the rook: the rest bars only its mover's (Red's) turn.
    "netherlands-barbarian": "R-0,1,0,0-" + H[8:] + "bK,6,rK/3,bP,4/3,yN,4/8/3,gR,4/8/8/yK,7"
                             "-army=netherlands,barbarians,chatanooga,chatanooga-ctl=,r,,"
                             "-out=,1,,",
    # b5-d4 must swap with Green's Iraqi d3 knight: d4 becomes an Iraqi knight 2 steps from
    # Green's Iraqi f4 bishop. The swap triggers nothing (NL3), and the pair check belongs to the
    # move, made before the swap (the knight was Red's then): both stay.
    "netherlands-iraq": "R-" + H + "bK,6,rK/8/8/1,rN,6/5,gB,2/3,gN,4/8/yK,6,gK"
                        "-army=netherlands,iraq,chatanooga,chatanooga",
    # The Dutch move defeated Iraq's knight b5-d4, 2 steps from Iraq's f4 bishop: both leave with
    # the move, so no moved piece is left to swap with Yellow's d3 pawn.
    "netherlands-iraqi-knight": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/1,gN,6/5,gB,2/3,yP,4/8/yK,7"
                                "-army=netherlands,iraq,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # The position after a4-d4~d5, as FEN4: a Red rook resting for Green (BA2).
    "barbarians-swapped-after": "G-" + H + "bK,6,rK/8/8/yR,2,rR,4/3,gR,4/8/8/yK,6,gK"
                                "-army=netherlands,barbarians,chatanooga,chatanooga-st=,zd5,,",
    # Mid-game positions from seeded random games where the powers act at once: the Dutch to
    # move with swaps (perft 12, 177, 1776); the Barbarians to move with a rest in effect and
    # captures (10, 336, 3665); Macedonia's removal offer with Red's rest in effect (4, 32, 174).
    "mid-dutch": "Y-" + H + "bK,bP,6/2,bP,1,gB,rK,2/bR,bP,bN,4,rN/bB,7/rB,5,gP,1/"
                 "1,yP,2,yP,gN,1,gR/yP,1,yP,3,gP,1/yK,yN,yR,yB,2,gP,gK"
                 "-army=macedonia,barbarians,netherlands,chatanooga",
    "mid-barbarians": "R-" + H + "bK,bP,3,rR,rN,rK/bN,2,rB,gB,rP,rP,1/bR,1,bP,5/1,bP,6/7,rP/"
                      "2,gB,bP,3,gR/2,yP,3,gP,gN/1,yK,3,yR,gP,gK"
                      "-army=barbarians,netherlands,macedonia,japan-st=zd7,,,",
    "mid-macedonia": "Y-" + H + "bK,bP,3,rR,rN,rK/bN,2,rB,gB,rP,rP,1/bR,bP,6/1,bP,6/yP,6,rP/"
                     "2,gB,bP,3,gR/2,yP,3,gP,gN/1,yK,yR,3,gP,gK"
                     "-army=barbarians,netherlands,macedonia,japan-st=zd7,,r,",
    # The Netherlands moves defeated Japan's rook: after d4-d5~c5 the rook is Yellow's (no second
    # ply); after d4-d6 (no neighbour) the rook moves again, swapping in its second ply too.
    "netherlands-japan": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/2,yN,5/3,gR,4/8/8/yK,7"
                         "-army=netherlands,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Germany's group move. d4 and e4 are a group (h8 stands alone): of its 55 translations on
    # the board, a8, h8, a1, h1, Yellow's f6 knight (2) and Green's mark on d6 (2) block 8: 47;
    # with the rook's 7 moves (d6 marked), the bishop's 13 and h8-g7: 68.
    "germany-blocked": "R-" + H + "bK,6,rK/8/5,yN,2/8/3,rR,rB,3/8/8/yK,6,gK"
                       "-army=germany,israel,chatanooga,chatanooga-st=,@d6,,",
    # Neither a single piece nor a diagonal neighbour makes a group: no group move.
    "germany-single": "R-" + H + "bK,6,rK/8/8/4,rB,3/3,rR,3,rN/8/8/yK,6,gK"
                      "-army=germany,chatanooga,chatanooga,chatanooga",
    # g6 and h6 are a group; h6's rook shields the king from Green's h1 rook, so the group moves
    # only along the h-file: up 1, down 1-4 (down 5 lands on h1).
    "germany-pin": "R-" + H + "bK,6,rK/8/6,rN,rR/8/8/8/8/yK,3,gK,2,gR"
                   "-army=germany,chatanooga,chatanooga,chatanooga",
    # Red controls Green: its d4 rook and Green's d5 knight are one group, Yellow's e4 pawn no
    # member. Of 55 translations e4 blocks 2, a1, a8 and h8 one each: 50; with the rook's 7
    # moves, the knight's 8 and the king's 3: 68.
    "germany-controlled": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/3,gN,4/3,rR,yP,3/8/8/yK,7"
                          "-army=germany,chatanooga,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # The same group with Green's d5 rook resting for Red (a Barbarian capture): it does not move.
    "germany-rest": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/3,gR,4/3,rR,4/8/8/yK,7"
                    "-army=germany,barbarians,chatanooga,chatanooga-ctl=,r,,-out=,1,,-st=zd5,,,",
    # Green's h1 rook checks h8, its g1 rook holds g7: only the group g8-h8 answers. Of its 55
    # translations 6 are blocked; the king stays on the h- or g-file (13), or goes next to a
    # king (f2, e2, d2, d1, b2, b7): 30 moves. With st=u Red is mated.
    "germany-check": "R-" + H + "bK,5,rR,rK/8/8/8/8/8/8/yK,3,gK,1,gR,gR"
                     "-army=germany,chatanooga,chatanooga,chatanooga",
    # Mid-game positions from seeded random games, Germany to move with group moves: Red (Germany)
    # controlling Israel's pieces with Yellow's Barbarian rest in effect (16 moves, 12 of them
    # group moves; perft 16, 544, 4207); Green, one of two Germanies, after Macedonia's removals
    # (26 moves, 12 group moves; perft 26, 331, 6410).
    "mid-germany-israel": "R-0,1,0,0-" + H[8:] + "1,bK,5,rK/3,bP,gB,rP,1,rP/1,bP,3,yR,2/6,rP,1/"
                          "6,yB,1/6,gP,gR/yK,yP,yP,yP,2,gP,gN/1,yN,6"
                          "-army=germany,israel,barbarians,iraq-st=,,zf6,-ctl=,y,,-out=,1,,",
    "mid-germany-two": "G-" + H + "bK,7/bN,bP,3,rK,2/bR,bP,6/bB,7/6,gP,gB/6,gP,gR/"
                       "yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK"
                       "-army=macedonia,germany,japan,germany",
    # germany-pin with a second Red king on e5: check does not bind, so every one of the 47
    # unblocked translations (55 less h8, a8, e5 2, e1 2, h1, a1) is a move.
    "germany-two-kings": "R-" + H + "bK,6,rK/8/6,rN,rR/4,rK,3/8/8/8/yK,3,gK,2,gR"
                         "-army=germany,chatanooga,chatanooga,chatanooga",
    # The group move triggers nothing: Red's group brings Iraq's d4 bishop two steps from Iraq's
    # g4 knight (both stay); lands Prussia's rook on the e-file of Yellow's e7 rook (no pull);
    # moves Japan's rook, the only rook, without a second ply.
    "germany-iraq": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/2,rR,gB,2,gN,1/8/8/yK,7"
                    "-army=germany,iraq,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    "germany-prussia": "R-0,1,0,0-" + H[8:] + "bK,6,rK/4,yR,3/8/8/1,rN,gR,5/8/8/yK,7"
                       "-army=germany,prussia,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    "germany-japan": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/3,rN,4/3,gR,4/8/8/yK,7"
                     "-army=germany,japan,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # A pawn and a rook: the group may take the pawn onto its last line or its start line.
    "germany-pawn": "R-" + H + "bK,6,rK/8/8/8/8/3,rP,rR,3/8/yK,6,gK"
                    "-army=germany,chatanooga,chatanooga,chatanooga",
    # Byzantium (Red) after Green's turn: the c5 rook back to f8, the e5 pawn to any of e7-h7;
    # the bishop and king stand on their squares.
    "byz-offer": "G-" + H + "bK,3,rB,2,rK/8/8/2,rR,1,rP,3/8/8/8/yK,6,gK"
                 "-army=byzantium,chatanooga,chatanooga,chatanooga",
    # Israel (Green) marks after its move: e7 marked, f7 and f8 held by Yellow's bishops, g7 and
    # h7 by Red's pawns: no retreat, no ply. Marked d4, e7 is free for the three pawns.
    "byz-israel": "G-" + H + "bK,4,yB,1,rK/5,yB,rP,rP/8/2,rR,1,rP,3/8/8/8/yK,6,gK"
                  "-army=byzantium,israel,chatanooga,chatanooga",
    # Red's turn ends; Yellow (Byzantium) retreats while Green's mark on c2 stands; it is lifted
    # at Green's turn.
    "byz-israel-next": "R-" + H + "bK,6,rK/8/8/8/3,yP,4/8/8/yK,6,gK"
                       "-army=chatanooga,israel,byzantium,chatanooga-st=,@c2,,",
    # After Black's turn: d6-f8 would bare Red's king to the d8 rook and d5-h8 stands on the h1
    # rook's file: no legal retreat, no ply, Red moves. With the b4 pawn its four retreats are
    # offered; with a second king check binds no more and all are.
    "byz-pinned": "B-" + H + "bK,2,bR,4/8/3,rR,4/3,rK,4/8/8/8/yK,3,gK,2,gR"
                  "-army=byzantium,chatanooga,chatanooga,chatanooga",
    "byz-pinned-pawn": "B-" + H + "bK,2,bR,4/8/3,rR,4/3,rK,4/1,rP,6/8/8/yK,3,gK,2,gR"
                       "-army=byzantium,chatanooga,chatanooga,chatanooga",
    "byz-two-kings": "B-" + H + "bK,2,bR,4/8/3,rR,4/3,rK,4/8/2,rK,5/8/yK,3,gK,2,gR"
                     "-army=byzantium,chatanooga,chatanooga,chatanooga",
    # Red and Yellow both Byzantium: after Green's turn Yellow is offered first, then Red.
    "byz-two": "G-" + H + "bK,6,rK/8/8/4,rP,3/2,yP,5/8/8/yK,6,gK"
               "-army=byzantium,chatanooga,byzantium,chatanooga",
    # The knight's retreat a3-g8 opens the a6 rook on Yellow's king, whose flights b1 and b2
    # the b7 rook holds: Yellow is mated and Black moves next.
    "byz-check": "G-" + H + "3,bK,3,rK/1,rR,6/rR,7/8/8/rN,7/8/yK,6,gK"
                 "-army=byzantium,chatanooga,chatanooga,chatanooga",
    # Red controls defeated Green (Byzantium): no retreat for its captor. And Red (Byzantium)
    # controlling Green: Green's pieces are not Byzantium's own.
    "byz-captor": "Y-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/2,gR,5/3,gP,4/8/8/yK,7"
                  "-army=chatanooga,byzantium,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    "byz-controls": "Y-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/2,gR,5/3,gP,4/8/8/yK,7"
                    "-army=byzantium,chatanooga,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # Green has no move and passes (g1, g2, h2 attacked); Red's retreat or -- leaves pass=1.
    "byz-pass": "G-" + H + "bK,6,rK/8/8/6,rR,1/8/8/2,rR,5/yK,6,gK"
                "-army=byzantium,chatanooga,chatanooga,chatanooga",
    # After Black's turn Green (Byzantium) may take its d4 rook home before Red's turn begins
    # with Iraq's removal of it (next to Red's d5 pawn).
    "byz-iraq": "B-" + H + "bK,6,rK/8/8/3,rP,4/3,gR,4/8/8/yK,6,gK"
                "-army=iraq,byzantium,chatanooga,chatanooga",
    # b3-b1 mates Green (g1, g2, h2 covered): Black (Byzantium) is offered its c5 pawn's retreat
    # after Red's turn, then Green is mated as its turn comes and Yellow moves: a mate is no turn
    # played, so no second offer.
    "byz-mate": "R-" + H + "bK,6,rK/8/8/2,bP,5/3,yK,4/1,rR,6/2,rR,5/7,gK"
                "-army=chatanooga,chatanooga,chatanooga,byzantium",
    # b3-b1 and Black's a8 bishop mate Green; Black (Byzantium) declines its retreat with --,
    # a ply later than Red's move, so Black's is the checker that moved last: it takes Green.
    "byz-mate-captor": "R-" + H + "bB,2,bK,3,rK/8/8/8/3,yK,2,gP,1/1,rR,6/2,rR,5/7,gK"
                       "-army=chatanooga,chatanooga,chatanooga,byzantium",
    # The UN Peacekeepers (Red; its area e7-h8). The d5 pawn steps to its 7 empty neighbours
    # (e4 holds Green's pawn, which it may not take off the area); the b2 rook reaches 3 squares.
    "un-moves": "R-" + H + "7,rK/8/8/3,rP,4/4,gP,3/8/1,rR,6/yK,6,gK"
                "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # Red's d5 pawn stands off its area: Green's pawn and rook may not take it.
    "un-untouchable": "G-" + H + "bK,6,rK/8/8/3,rP,4/4,gP,3/yK,7/8/3,gR,3,gK"
                      "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # The UN king off its area is never in check: it steps onto the c- and e-files of Green's
    # rooks, and may not take d3's pawn.
    "un-king": "R-" + H + "bK,7/8/8/8/3,rK,4/3,gP,4/8/yK,1,gR,1,gR,2,gK"
               "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # The UN rook takes e7 (its area), not b5; the knight on e7 keeps the king off g8.
    "un-area": "R-" + H + "bK,6,rK/4,gN,3/8/1,gN,2,rR,3/8/8/8/yK,6,gK"
               "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # Yellow's c4 pawn cannot move (c5 held, nothing to take): b7-b4 sets the UN rook beside it
    # and it is captured at the end of the ply; b7-b5 does not.
    "un-still": "R-" + H + "bK,6,rK/1,rR,6/8/2,bP,5/2,yP,5/8/8/yK,6,gK"
                "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # Yellow's d2 pawn (d3 held by the UN pawn) moves only by taking Green's e3 knight: when the
    # knight leaves, at the end of Green's ply, Red captures the pawn.
    "un-still-other": "G-" + H + "bK,6,rK/8/8/8/8/3,rP,gN,3/3,yP,4/yK,6,gK"
                      "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # Green is UN (d5 pawn, off its area). e8xe5 would leave Red's d6 pawn nothing to take
    # (d5 held): captured at the end of the ply, it bares the a6 king to h6's rook. Illegal.
    "un-bare": "R-" + H + "bK,3,rR,3/8/rK,2,rP,3,yR/3,gP,bN,3/8/8/8/yK,6,gK"
               "-army=chatanooga,un-peacekeepers,chatanooga,chatanooga",
    # Green's third piece on Red's area (e1-e7 or e1-e8) defeats the UN army.
    "un-occupy": "G-" + H + "bK,4,gB,gN,1/8/8/8/3,rK,4/8/8/yK,3,gR,2,gK"
                 "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # Black's Prussian rook lands on h7 and pulls Green's d7 rook to g7: Green's third piece on
    # the area; Black (one piece there) is no occupier, so Green is the captor.
    "un-occupy-pull": "B-" + H + "bK,4,gB,gN,1/3,gR,4/8/7,bR/3,rK,4/8/8/yK,6,gK"
                      "-army=un-peacekeepers,chatanooga,chatanooga,prussia",
    # Red and Yellow both UN: Red's rooks take neither f7 (Yellow's, off its area) nor c2 (on
    # Yellow's area, not Red's). The c2 pawn, blocked ahead, still steps sideways: it stays.
    "un-two": "R-" + H + "bK,6,rK/5,yP,1,rR/8/8/8/2,rR,5/2,yP,5/yK,6,gK"
              "-army=un-peacekeepers,chatanooga,un-peacekeepers,chatanooga",
    # a5-a2 leaves Yellow's a1 king no move (b1, b2 its own, a2 not to be taken): a royal piece
    # stays. c7-c5 sets the rook beside France's last piece, the c4 pawn (d4 held, nothing to
    # take): it is captured and France falls to Red.
    "un-royal-france": "R-" + H + "7,rK/2,rR,5/8/rR,7/2,bP,yN,4/8/1,yP,6/yK,yN,5,gK"
                       "-army=un-peacekeepers,chatanooga,chatanooga,france",
    # The Dutch g6-g5 ends beside Green's UN knight on g4 and must swap with it; the swap comes
    # before the capture of immobile pieces (the pawn on g5, blocked, would be one), so the
    # move is g6-g5~g4, and the pawn, now a UN pawn off its area, stays.
    "un-dutch": "R-" + H + "bK,6,rK/8/6,rP,1/8/6,gN,rR/8/8/yK,6,gK"
                "-army=netherlands,un-peacekeepers,chatanooga,chatanooga",
    # Yellow's c3 pawn, beside Red's UN rook, may step only to c4, which Green (Israel) marked:
    # it cannot move, and at the end of Black's ply Red captures it.
    "un-mark": "B-" + H + "bK,6,rK/8/8/8/8/1,rR,yP,5/8/yK,6,gK"
               "-army=un-peacekeepers,israel,chatanooga,chatanooga-st=,@c4,,",
    # Green's king on g7 (Red's area) is checked by the UN rook on g5, which attacks no square off
    # the area (g7-g6 is legal). e2-e7 and e2-e8 are Green's third piece on the area: Red falls
    # within the ply, before legality is judged, and the check with it.
    "un-occupy-check": "G-" + H + "bK,4,gN,2/6,gK,1/8/6,rR,1/3,rK,4/8/4,gR,3/yK,7"
                       "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # The UN pawn on f2 steps to e1, f1 or g1 and promotes; g6 steps 8 ways.
    "un-pawn": "R-" + H + "bK,6,rK/8/6,rP,1/8/8/8/5,rP,2/yK,7"
               "-army=un-peacekeepers,chatanooga,chatanooga,chatanooga",
    # China (Black). Red's d4 rook and h8 king: 17 moves, each pending for Black's decision;
    # in teams Green's moves are a partner's and are not.
    "china": "R-" + H + "bK,6,rK/8/8/6,gP,1/3,rR,4/8/8/yK,6,gK"
             "-army=chatanooga,chatanooga,chatanooga,china",
    # Red's king has no move (g8, g7 the g1 rook's, h7 the c7 rook's): the rook's moves have no
    # other legal move beside them and are made at once. As the Huns, Red may place a pawn on
    # e7, f7, g7, h7, e8, f8 or g8 instead: an alternative, so the rook's moves are offered.
    "china-alone": "R-" + H + "bK,6,rK/2,yR,5/8/8/3,rR,4/8/8/yK,5,gR,gK"
                   "-army=chatanooga,chatanooga,chatanooga,china",
    # Green's h2 rook checks Red's king: d4-h4 blocks, h8-g8 and h8-g7 step away; each is
    # offered, as another answers the check. With Yellow's g3 rook holding g8 and g7 only d4-h4
    # answers: it is made at once.
    "china-check": "R-" + H + "bK,6,rK/8/8/8/3,rR,4/8/7,gR/yK,5,gK,1"
                   "-army=chatanooga,chatanooga,chatanooga,china",
    "china-check-only": "R-" + H + "bK,6,rK/8/8/8/3,rR,4/6,yR,1/7,gR/yK,5,gK,1"
                        "-army=chatanooga,chatanooga,chatanooga,china",
    # Red and Yellow both China: Green's move is offered to Yellow first, then to Red.
    "china-two": "G-" + H + "bK,6,rK/4,rP,3/8/6,gP,1/3,gR,4/8/8/yK,6,gK"
                 "-army=china,chatanooga,china,chatanooga",
    # Rome (Red) with four pawns: 8 single moves, 48 pairs, 2 king steps.
    "china-rome": "R-" + H + "bK,6,rK/2,rP,1,rP,rP,rP,1/8/8/8/8/8/yK,6,gK"
                  "-army=rome,china,chatanooga,chatanooga",
    # Sweden (Red): its king, a knight and a rook.
    "china-sweden": "R-" + H + "bK,6,rK/8/8/3,rN,4/8/1,rR,6/8/yK,6,gK"
                    "-army=sweden,china,chatanooga,chatanooga",
    # Green's king steps to g1 or its pawn to d6 (g2, h2 the c2 rook's). Yellow's a1 king is shut
    # in (a2, b2 the c2 rook's, b1 the b7 rook's) while Red (Byzantium) does not take its b7
    # rook home to f8 after Green's turn: Yellow's rook moves are then offered to China (Black)
    # only after that retreat.
    "china-byzantium": "G-" + H + "bK,6,rK/1,rR,6/4,gP,3/8/8/3,yR,4/2,rR,5/yK,6,gK"
                       "-army=byzantium,chatanooga,chatanooga,china",
    # Japan's d4 rook (Red), the only rook: its second ply has nothing else beside it.
    "china-japan": "R-" + H + "bK,6,rK/8/8/8/3,rR,4/8/8/yK,6,gK"
                   "-army=japan,china,chatanooga,chatanooga",
    "china-macedonia": "R-" + H + "bK,6,rK/8/2,rP,5/8/3,rR,4/8/8/yK,6,gK"
                       "-army=macedonia,china,chatanooga,chatanooga",
    # Germany (Red): the d4 rook and e4 bishop are a group.
    "china-germany": "R-" + H + "bK,6,rK/8/8/8/3,rR,rB,3/8/8/yK,6,gK"
                     "-army=germany,china,chatanooga,chatanooga",
    # b3-b1 and Black's a8 bishop mate Green. China (Black) lets the move be made with --, a
    # ply after Red's choice: Black's is the checker that moved last, and takes Green.
    "china-mate-captor": "R-" + H + "bB,2,bK,3,rK/8/8/8/3,yK,2,gP,1/1,rR,6/2,rR,5/7,gK"
                         "-army=chatanooga,chatanooga,chatanooga,china",
    # Positions while China decides and after a censor, as FEN4: Black deciding on Red's
    # d4-d5; Red after the censor of d4-d5 (its rook barred, Black barred); Green deciding on
    # Sweden's second ply d5-f6 (st=o, Red's); Red deciding on Green's d4-d5 after Yellow's --.
    "china-pending": "B-" + H + "bK,6,rK/8/8/6,gP,1/3,rR,4/8/8/yK,6,gK"
                     "-army=chatanooga,chatanooga,chatanooga,china-censor=rd4d5",
    "china-censored": "R-" + H + "bK,6,rK/8/8/6,gP,1/3,rR,4/8/8/yK,6,gK"
                      "-army=chatanooga,chatanooga,chatanooga,china-st=vd4,,,q",
    "china-sweden-pending": "G-" + H + "bK,7/6,rK,1/8/3,rN,4/8/1,rR,6/8/yK,6,gK"
                            "-army=sweden,china,chatanooga,chatanooga-st=o,,,-censor=rd5f6",
    "china-two-pending": "R-" + H + "bK,6,rK/4,rP,3/8/6,gP,1/3,gR,4/8/8/yK,6,gK"
                         "-army=china,chatanooga,china,chatanooga-censor=gd4d5",
    # A decision is a ply of China's: at its end the UN Peacekeepers capture what cannot move.
    # Red's b4-e4 shuts Green's e3 rook in beside the UN pieces: it is captured at the end of the
    # ply (china-un), and Yellow's d2 pawn, which could move only by taking it, cannot move from
    # then on: it waits for the end of the next ply. After China's censor of Green's f3-e3 it is
    # taken (Green's king then steps to d2 or e3); after -- the pawn on e3 is its way out.
    "china-un-before": "R-" + H + "bK,6,rK/8/8/8/1,rR,6/3,rP,gR,gP,2/3,yP,gK,3/yK,7"
                       "-army=un-peacekeepers,chatanooga,chatanooga,china",
    "china-un": "G-" + H + "bK,6,rK/8/8/8/4,rR,3/3,rP,1,gP,2/3,yP,gK,3/yK,7"
                "-army=un-peacekeepers,chatanooga,chatanooga,china",
    # China (Green) defeated, its rook moved by Red: no offer.
    "china-captor": "R-0,1,0,0-" + H[8:] + "bK,6,rK/8/8/8/3,gR,4/8/8/yK,7"
                    "-army=chatanooga,china,chatanooga,chatanooga-ctl=,r,,-out=,1,,",
    # The e5 bomb shields Red's king from the Yellow bishop: it only steps to f6 or detonates
    # (taking the bishop and the Black rook); the c6 bomb steps 8 ways or detonates.
    "usa-shield": "R-" + H + "bK,6,rK/5,rP,2/2,rX,5/4,rX,3/1,gN,1,yB,bR,3/2,yR,2,gN,2/3,gN,4/"
                  "yK,6,gK-army=usa,austria,chatanooga,chatanooga",
    # !e5 takes e5, e6, f4, f6 and d5 (Red's own pawn, the Swiss knight and bishop, which need no
    # leave, the Black rook); Egypt's e4 bishop is immune; c5 is two squares off.
    "usa-blast": "R-" + H + "bK,6,rK/8/4,rP,yB,2/2,bR,bR,rX,3/4,gB,yN,2/8/8/yK,6,gF"
                 "-army=usa,egypt,switzerland,chatanooga",
    # Red's king beside its own bomb: no detonation; Green's beside it: the detonation defeats it.
    "usa-kings": "R-" + H + "bK,7/8/5,rK,2/4,rX,3/4,gK,3/8/8/yK,6,gR"
                 "-army=usa,chatanooga,chatanooga,chatanooga",
    # h5-f4 attacks d5 and e6; c3 attacks d5 too: d5 leaves, e6 stays.
    "austria-pincer": "R-" + H + "bK,6,rK/8/4,gP,3/3,gB,3,rN/8/2,rN,5/8/yK,6,gK"
                      "-army=austria,chatanooga,chatanooga,chatanooga",
    # Checked by the h4 rook, which f3 attacks: e7-f5 and e7-g6 remove it, as f3xh4 takes it.
    "austria-check": "R-" + H + "bK,6,rK/4,rN,3/8/8/7,gR/5,rN,2/8/yK,6,gK"
                     "-army=austria,chatanooga,chatanooga,chatanooga",
    # The Holy Roman Empire: e5 is barred (h), and so is g7, but g7 stands beside the king and
    # is bound by nothing; c3 may go neither toward rank 1 nor toward file a (d), nor take the
    # protected knight on c6 (p).
    "hre-bars": "R-" + H + "bK,6,rK/6,rR,1/2,gN,5/4,rR,3/8/yN,1,rR,5/8/yK,1,gB,4,gK"
                "-army=holy-roman-empire,chatanooga,chatanooga,chatanooga-st=he5hg7dv<pc6,,,",
    # A barred rook in every direction still checks Green's king along rank 1.
    "hre-check": "G-" + H + "bK,6,rK/8/8/8/8/yK,7/8/4,rR,2,gK"
                 "-army=holy-roman-empire,chatanooga,chatanooga,chatanooga-st=he1d^v<>,,,",
    # Green's knight takes the rook on c5: Red's c1 rook may not take it back on Red's next
    # turn, its c6 rook beside the king may.
    "hre-protect": "G-" + H + "bK,7/8/1,rK,rR,5/2,rR,5/8/1,gN,3,yK,2/7,gK/2,rR,5"
                   "-army=holy-roman-empire,chatanooga,chatanooga,chatanooga",
    # Russia: the pawn on b3 is 11 steps from its queen; Green's bishop (3 steps) is the nearest
    # enemy piece, so at the end of the ply it deserts to Green and attacks a4 and a2, unless
    # the queen comes within 5 steps of it or it steps to b2 first.
    "russia-desert": "R-" + H + "bK,6,rQ/8/8/8/rK,7/1,rP,6/3,gB,4/5,yK,1,gK"
                     "-army=russia,chatanooga,chatanooga,chatanooga",
    # Without a queen the king (read as T) moves as a queen; a pawn 6 steps from it deserts to
    # the Black king, 5 steps away, and Red, left with its king alone, is defeated.
    "russia-tsar": "R-" + H + "bK,7/8/6,rK,1/2,rP,5/8/8/8/yK,6,gK"
                   "-army=russia,chatanooga,chatanooga,chatanooga",
    # A queen by promotion makes the tsar a king again.
    "russia-crown": "R-" + H + "7,rT/8/bK,7/8/yK,7/6,gK,1/3,rP,4/8"
                    "-army=russia,chatanooga,chatanooga,chatanooga",
    # The Soviet Union's king on h8 is no royal: Red may leave it attacked by the rook on h1;
    # its marked knight (st=h) is its royal.
    # North Korea chooses the second of two pieces after `#6,4` (the paragraph's example).
    "nk-choose": "R-" + H + "bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bB,bP,6/6,gP,gB/"
                 "6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK"
                 "-army=north-korea,chatanooga,chatanooga,chatanooga-st=c1pe8,,,",
    # A knight moving as a pawn reaches rank 1 and stays a knight; the pawn promotes.
    "nk-pawns": "R-" + H + "bK,6,rK/8/8/8/8/yK,7/1,rN,rP,5/7,gK"
                "-army=north-korea,chatanooga,chatanooga,chatanooga-st=pb2Ppc2P,,,",
    # A pawn moving as a rook onto its last line stays a pawn, as a pushed pawn does.
    "nk-pawn-rook": "R-" + H + "bK,6,rK/8/8/8/2,rP,5/8/8/yK,6,gK"
                    "-army=north-korea,chatanooga,chatanooga,chatanooga-st=pc4R,,,",
    # North Korea's king moves as a queen, never onto a square Green's rook attacks.
    "nk-king": "R-" + H + "7,rK/gR,7/8/8/8/bK,7/8/yK,1,gK,5"
               "-army=north-korea,chatanooga,chatanooga,chatanooga-st=ph8Q,,,",
    "soviet-exposed": "R-" + H + "bK,6,rK/8/8/4,rN,3/8/2,gB,5/8/yK,2,gK,3,gR"
                      "-army=soviet-union,chatanooga,chatanooga,chatanooga-st=he5,,,",
    # The defeated Soviet Union's king, moved by Black, stops beside Green's Iraqi king: Iraq's
    # removal spares it as a royal type.
    "soviet-iraq": "B-1,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,7/4,yB,3/2,rK,5/8/2,gK,3,rP,1/8/8/"
                   "3,yK,4-army=soviet-union,iraq,usa,chatanooga-st=e,,,-ctl=b,,,-out=1,,,",
    # The Soviet king's step to c1 leaves its marked rook on d1 without a move beside Green's UN
    # pawn on e1 (off Green's area, so not to be taken): Green captures it at the end of the
    # Soviet Union's own ply, which goes to the next army in turn order, Black.
    "soviet-un": "Y-" + H + "6,rK,1/1,rB,6/4,bK,2,gR/5,rP,2/2,yP,4,gP/yP,yP,4,gK,1/3,yN,4/"
                 "1,yK,1,yR,gP,gP,2-army=germany,un-peacekeepers,soviet-union,byzantium-st=,,hd1,",
    # The Terrorists' marked pawn on e5 may detonate: it, its own knight and the two enemies
    # around it leave.
    "terrorists-blast": "R-" + H + "bK,6,rK/8/4,rN,3/4,rP,3/3,gN,1,yB,2/8/8/yK,6,gK"
                        "-army=terrorists,chatanooga,chatanooga,chatanooga-st=he5,,,",
    # Red's marked bishop beside its own king may not detonate.
    "terrorists-king": "R-" + H + "bK,7/8/5,rK,2/4,rB,3/3,yN,4/8/8/yK,6,gK"
                       "-army=terrorists,chatanooga,soviet-union,chatanooga-st=he5,,hd4,",
    # Yellow's marked knight, a partner's in teams, may go in Red's detonation.
    "terrorists-partner": "R-" + H + "bK,6,rK/8/8/4,rB,3/3,yN,4/8/8/yK,6,gK"
                          "-army=terrorists,chatanooga,soviet-union,chatanooga-st=he5,,hd4,",
}

# The Ottoman Empire, Persia and Poland (placement squares named by sq=).
SQ_POLAND = "-sq=e6f6g6h6,f1f2f3f4,a3b3c3d3,c5c6c7c8"
SITUATIONS.update({
    # Three drops made (8 less 5 in hand), the king and a pawn still in hand: only they may
    # come now (two of the first five drops left); h7 is the one free deployment square.
    "ottoman-hand": "R-" + H + "bK,3,rB,rB,2/6,rP,1/8/8/8/8/8/yK,6,gK"
                    "-army=ottoman,chatanooga,chatanooga,chatanooga-hand=KPNNR,,,"
                    "-sq=e8f8g7h7,,,",
    # The first turn: the king may not be dropped on e8, which Green's rook attacks.
    "ottoman-king-drop": "R-" + H + "bK,7/8/8/8/8/8/8/yK,3,gR,2,gK"
                         "-army=ottoman,chatanooga,chatanooga,chatanooga-hand=KPPBBNNR,,,"
                         "-st=f,,,-sq=e8f8g7h7,,,",
    # Iraq's removal at Red's turn start takes the Ottoman knight, Green's last piece on the
    # board: Green is defeated (its hand is no help), Red its captor.
    "ottoman-iraq": "B-" + H + "bK,6,rK/8/8/3,gN,4/3,rR,4/8/8/yK,7"
                    "-army=iraq,ottoman,chatanooga,chatanooga-hand=,KPPBBNR,,-sq=,h4h3g2g1,,",
    # The first drop, a pawn on e5 that cannot move beside the UN bishop, is captured at the end
    # of the ply: in the first turn no defeat; Red's next turn begins without a piece, and Red
    # is defeated with no captor.
    "ottoman-un": "R-" + H + "bK,7/8/8/8/4,gB,3/8/8/yK,6,gK"
                  "-army=ottoman,un-peacekeepers,chatanooga,chatanooga-hand=KPPBBNNR,,,"
                  "-st=f,,,-sq=e5f8g7h7,,,",
    # Persia in check from h4: only the capture of the checker (not h8-g8, a6-h6, f5-h6).
    "persia-check": "R-" + H + "bK,6,rK/8/rR,7/5,rN,2/7,gR/8/8/yK,5,gK,1"
                    "-army=persia,chatanooga,chatanooga,chatanooga-sq=e6f6g6h6,,,",
    # Without a piece that can take the checker Persia is mated, though its king could step.
    "persia-check-none": "R-" + H + "bK,6,rK/8/rR,7/8/7,gR/8/8/yK,5,gK,1"
                         "-army=persia,chatanooga,chatanooga,chatanooga-sq=e6f6g6h6,,,",
    # The pawn on e5 is captured by the UN at the end of Persia's own ply: it waits (st=wP);
    # only the knight of the pool comes back now.
    "persia-un": "R-" + H + "bK,6,rK/8/4,rP,3/8/4,gB,3/8/8/yK,6,gK"
                 "-army=persia,un-peacekeepers,chatanooga,chatanooga-pool=N,,,-sq=e6f6g6h6,,,",
    # Poland's gift after e7-e6: h7 shields its king from h2, so it may go only to Green, whose
    # rook is at peace with Poland as soon as the gift is made.
    "poland-gift": "R-" + H + "bK,6,rK/4,rP,2,rP/8/8/8/8/1,yP,5,gR/yK,5,gK,1"
                   "-army=poland,chatanooga,chatanooga,chatanooga" + SQ_POLAND,
    # Green at peace with Poland: its h1 rook does not check Red's king on the h-file.
    "poland-peace-king": "R-" + H + "bK,6,rK/4,rP,3/8/8/8/8/8/yK,4,gK,1,gR"
                         "-army=poland,chatanooga,chatanooga,chatanooga-st=,ar2,,"
                         + SQ_POLAND,
})

# Given positions of the Ottoman Empire, Persia and Poland and their perft counts (ffa, depths
# from 1), for european_crosscheck.py --positions.
PLACER_POSITIONS = [
    # the Ottoman paragraph's example
    ("ottoman-example",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,6/bN,bP,6/bR,bP,6/bB,bP,6/6,gP,gB/6,gP,gR/yP,y"
     "P,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=ottoman,chatanooga,chatanooga,chatanooga-hand=K"
     "PPBBNNR,,,-st=f,,,-sq=e8f8g7h7,,,",
     [20, 280, 3554, 45270, 829038]),
    # the Persia paragraph's example
    ("persia-example",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bB,b"
     "P,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=persia,chatanooga,chata"
     "nooga,chatanooga-sq=e6f6g6h6,,,",
     [13, 166, 2126, 26601, 397867]),
    # the Poland paragraph's example
    ("poland-example",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bB,b"
     "P,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=poland,chatanooga,chata"
     "nooga,chatanooga-sq=e6f6g6h6,f1f2f3f4,a3b3c3d3,c5c6c7c8",
     [13, 169, 1774, 17004, 144734]),
    # Red Ottoman, its knight f6 beside Green Iraq's rook e6; Yellow UN
    ("ottoman-iraq-un",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,5,rK/bN,bP,4,rP,1/bR,bP,2,gR,rN,2/bB,bP,6/6,gP"
     ",gB/6,gP,1/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=ottoman,iraq,un-peacekeepers,cha"
     "tanooga-hand=PBBNR,,,-sq=e8f8g7h7,,,",
     [24, 642, 13194, 164888]),
    # the Ottoman's first turn, deployment squares e5-h5 beside Green UN's g4, h4
    ("ottoman-un-start",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,6/bN,bP,6/bR,bP,6/bB,bP,6/6,gP,gB/6,gP,gR/yP,y"
     "P,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=ottoman,un-peacekeepers,chatanooga,chatanooga-h"
     "and=KPPBBNNR,,,-st=f,,,-sq=e5f5g5h5,,,",
     [20, 410, 5136, 65782]),
    # Persia in check from h5, its knight f6 takes the rook
    ("persia-check-capture",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,1,rK/bN,bP,2,rP,rP,rP,1/bR,bP,3,rN,2/b"
     "B,bP,5,gR/6,gP,gB/6,gP,1/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=persia,chatanooga,"
     "chatanooga,chatanooga-sq=e6f6g6h6,,,",
     [1, 13, 166, 2126, 30635]),
    # Persia in check from h5, no capture: mated as the FEN4 is read
    ("persia-check-none",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,1,rK/bN,bP,2,rP,rP,rP,1/bR,bP,6/bB,bP,"
     "1,rN,3,gR/6,gP,gB/6,gP,1/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=persia,chatanooga,"
     "chatanooga,chatanooga-sq=e6f6g6h6,,,",
     [36, 465, 5270, 189168]),
    # Green at peace with Poland (ar2) and a pawn to place (g1)
    ("poland-peace",
     "G-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,3,rP,rP,rP/bR,bP,6/bB,bP,6"
     "/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=poland,chatanooga,chatanoo"
     "ga,chatanooga-st=,g1ar2,,-sq=e6f6g6h6,f1f2f3f4,a3b3c3d3,c5c6c7c8",
     [5, 64, 805, 10244, 118686]),
    # Persia with a knight and a pawn in its pool
    ("persia-pool",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,1,rK/bN,bP,2,rP,rP,rP,1/bR,bP,6/bB,bP,"
     "6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-army=persia,chatanooga,chatano"
     "oga,chatanooga-pool=NP,,,-sq=e6f6g6h6,,,",
     [12, 102, 496, 6199, 78777]),
    # poland,persia,ottoman,un-peacekeepers from the examples
    ("placers-mix",
     "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bB,b"
     "P,6/6,gP,gB/6,gP,gR/6,gP,gN/6,gP,gK-army=poland,persia,ottoman,un-peacekeepers-hand=,,KP"
     "PBBNNR,-st=,,f,-sq=e6f6g6h6,f4f3f2f1,d1c1b2a2,c5c6c7c8",
     [13, 169, 1774, 22867, 248337]),
]

EXPECTED = {
    "prussia-king": "e5-d4 e5-d5 e5-d6 e5-e6 e5-f4 e5-f5 e5-f6",
    "hre-bars": "c3-c4 c3-c5 c3-d3 c3-e3 c3-f3 c3-g3 c3-h3 g7-a7 g7-b7 g7-c7 g7-d7 g7-e7 g7-f7 "
                "g7-g1 g7-g2 g7-g3 g7-g4 g7-g5 g7-g6 g7-g8 g7-h7 h8-g8 h8-h7",
    "hre-check": "h1-g2 h1-h2",
    "nk-pawns": "b2-b1 c2-c1=B c2-c1=K c2-c1=N c2-c1=R",
    "nk-pawn-rook": "c4-a4 c4-b4 c4-c1 c4-c2 c4-c3 c4-c5 c4-c6 c4-c7 c4-c8 c4-d4 c4-e4 c4-f4 "
                    "c4-g4 c4-h4",
    "nk-king": "h8-b8 h8-c3 h8-c8 h8-d4 h8-d8 h8-e5 h8-e8 h8-f6 h8-f8 h8-g8 h8-h1 h8-h2 h8-h3 "
               "h8-h4 h8-h5 h8-h6 h8xa1",
    "soviet-exposed": "e5-c4 e5-c6 e5-d3 e5-d7 e5-f3 e5-f7 e5-g4 e5-g6 h8-g7 h8-g8 h8-h7",
    "terrorists-blast": "!e5 e5-e4 e5xd4 e5xf4 e6-c5 e6-c7 e6-d8 e6-f8 e6-g5 e6-g7 e6xd4 "
                        "e6xf4 h8-g7 h8-g8 h8-h7",
    "russia-desert": "a4-a3 a4-b5 b3-b2 h8-a1 h8-b2 h8-b8 h8-c3 h8-d4 h8-e5",
    "prussia-two-kings": "e5-d4 e5-d5 e5-d6 e5-e4 e5-e6 e5-f4 e5-f5 e5-f6 h8-g7 h8-g8 h8-h7",
    "spain": "e5xc3 e5xe7 e5xg5 e5xg7",
    "spain-alone": "--",
    "mafia": "a4-a1 a4-a2 a4-a3 a4-a5 a4-a6 a4-b4 a4-c4 a4-d4 a4xa7 b2-b1=B b2-b1=K b2-b1=N "
             "b2-b1=R b2xc1 h8-g7 h8-g8 h8-h7",
    "rome": "c6-c5 c6-c5&c7-c6 c6-c5&f7-f5 c6-c5&f7-f6 f7-f5 f7-f5&c6-c5 f7-f6 f7-f6&c6-c5 "
            "f7-f6&g7-g5 f7-f6&g7-g6 h8-g8 h8-h7",
    "rome-end": "d7-d5 d7-d5&f7-f5 d7-d5&f7-f6 d7-d5&f7xe6 d7-d6 d7-d6&f7-f5 d7-d6&f7-f6 "
                "d7-d6&f7xe6 d7xe6 f7-f5 f7-f5&d7-d5 f7-f5&d7-d6 f7-f5&d7xe6 f7-f6 f7-f6&d7-d5 "
                "f7-f6&d7-d6 f7-f6&d7xe6 f7xe6 h8-g7 h8-g8 h8-h7",
    "britain": "e5-c4 e5-c6 e5-d3 e5-d4 e5-d5 e5-d6 e5-d7 e5-e4 e5-e6 e5-f3 e5-f4 e5-f5 e5-f6 "
               "e5-f7 e5-g4 e5-g6 h8-f7 h8-g6 h8-g7 h8-g8 h8-h7",
    "britain-one": "h8-f7 h8-h7",
    "france": "e5-d4 e5-d5 e5-d6 e5-e4 e5-e6 e5-f4 e5-f5 e5-f6 h7-h5 h7-h6",
    "france-pass": "--",
    "carthage": "d2-d1=B d2-d1=E d2-d1=K d2-d1=N d4-a4 d4-b4 d4-c4 d4-d3 d4-d5 d4-e4 d4-f4 d4-g4 "
                "d4xd6 h8-g7 h8-g8 h8-h7",
    "italy": "d4-a7 d4-b2 d4-b6 d4-c5 d4-e3 d4-f2 d4-f6 d4-g1 d4xc3 e5-e4 h8-g7 h8-g8 h8-h7",
    "scotland-bishop": "d4-a7 d4-b2 d4-b6 d4-c5 d4-e3 d4-f2 d4-f6 d4-g1 d4xc3 e5-e4 h8-g7 h8-g8 "
                       "h8-h7",
    "scotland-rook": "d4-a4 d4-b4 d4-c4 d4-d2 d4-d6 d4-e4 d4-f4 d4-g4 d4-h4 d4xd3 h8-g7 h8-g8 "
                     "h8-h7",
    "egypt": "e5-c3 e5-c7 e5-e4 e5-e6 e5-f4 e5-f5 e5-f6 e5-g3 e5-g7",
    "controlled-promotion": "b4-a4=M g5-h5=B g5-h5=N g5-h5=R h8-g7 h8-g8 h8-h7",
    "rome-control": "c2-c1=B c2-c1=K c2-c1=N c2-c1=R c2xd1=B c2xd1=B&g4-e4 c2xd1=B&g4-f4 c2xd1=K "
                    "c2xd1=K&g4-e4 c2xd1=K&g4-f4 c2xd1=N c2xd1=N&g4-e4 c2xd1=N&g4-f4 c2xd1=R "
                    "c2xd1=R&g4-e4 c2xd1=R&g4-f4 h8-g7 h8-g8 h8-h7",
    "prussia-promote": "c2-c1=B c2-c1=K c2-c1=N c2-c1=R h8-g7 h8-g8",
    "prussia-spain": "d2-c2 d2-c3 d2-e2 d2-e3",
    "controlled-bar": "d4-c3 d4-c4 d4-c5 d4-d3 d4-d5 d4-e3 d4-e4 d4-e5 h8-g7 h8-g8 h8-h7",
    "controlled-bar-green": "d4-b3 d4-b5 d4-c2 d4-c3 d4-c4 d4-c5 d4-c6 d4-d3 d4-d5 d4-e2 d4-e3 "
                            "d4-e4 d4-e5 d4-e6 d4-f3 d4-f5 h8-g7 h8-g8 h8-h7",
    "egypt-controlled": "b4-a4=B b4-a4=F b4-a4=N b4-a4=R h8-g7 h8-g8 h8-h7",
    "spain-cycle": "--",
    "mated-to-move": "d8-d7 d8-e7 d8-e8 g4-g5",
    "huns-place": "P@e7 P@e8 P@f8 P@g7 P@g8 P@h7 f7-f5 f7-f6 h8-g7 h8-g8 h8-h7",
    "huns-check": "P@h7 h8-g7 h8-g8",
    "huns-green": "P@g1 P@g2 P@g3 P@g4 P@h2 P@h3 P@h4 h1-g1 h1-g2 h1-h2",
    "huns-captor": "g4-e4 g4-f4 h8-g7 h8-g8 h8-h7",
    "huns-controls": "P@e7 P@e8 P@f7 P@f8 P@g7 P@g8 P@h7 g4-e4 g4-f4 h8-g7 h8-g8 h8-h7",
    "athens-controlled-bar": "d4-a7 d4-b2 d4-b6 d4-c3 d4-c5 d4-e3 d4-e5 d4-f2 d4-f6 d4-g1 "
                             "d4-g7 d4xa1 h8-g7 h8-g8 h8-h7",
    "iraq-pair": "e8-a4 e8-b5 e8-c6 e8-d7 e8-f7 e8-g6 e8-h5 g8-e7 g8-f6 g8-h6 h8-g7 h8-h7",
    "iraq-france": "--",
    "iraq-pair-legal": "f3-d2 f3-d4 f3-e1 f3-e5 f3xg1 f3xh2 h8-g7 h8-g8 h8-h7",
    "iraq-legal": "e7-e5 e7-e6 h8-g7 h8-g8 h8-h7",
    "swiss-refused": "e5-a5 e5-b5 e5-c5 e5-d5 e5-e3 e5-e4 e5-e6 e5-e7 e5-e8 e5-f5 e5-g5 e5-h5 "
                     "h8-g7 h8-g8 h8-h7",
    "swiss-took-other": "e5-a5 e5-b5 e5-c5 e5-d5 e5-e3 e5-e4 e5-e6 e5-e7 e5-e8 e5-f5 e5-g5 "
                        "e5-h5 h8-g7 h8-g8 h8-h7",
    "swiss-took": "e5-a5 e5-b5 e5-c5 e5-d5 e5-e3 e5-e4 e5-e6 e5-e7 e5-e8 e5-f5 e5-g5 e5-h5 "
                  "e5xe2 h8-g7 h8-g8 h8-h7",
    "swiss-three": "e5-a5 e5-b5 e5-c5 e5-d5 e5-e3 e5-e4 e5-e6 e5-e7 e5-e8 e5-f5 e5-g5 e5-h5 "
                   "e5xe2 h8-g7 h8-g8 h8-h7",
    "swiss-rome": "c7-c5 c7-c5&f7-f5 c7-c5&f7-f6 c7-c6 c7-c6&f7-f5 c7-c6&f7-f6 c7xd6 "
                  "c7xd6&f7-f5 c7xd6&f7-f6 c7xd6&f7xe6 f7-f5 f7-f5&c7-c5 f7-f5&c7-c6 "
                  "f7-f5&c7xd6 f7-f6 f7-f6&c7-c5 f7-f6&c7-c6 f7-f6&c7xd6 h8-g8 h8-h7",
    "swiss-check": "h1-g1 h1-g2 h1-h2",
    "swiss-check-three": "h1-g1 h1-g2",
    "japan-end": "a4-a1 a4-a2 a4-a3 a4-a5 a4-a6 a4-a7 a4-b4 a4-c4 a4-d4 a4-e4 a4-f4 a4-g4 a4-h4 "
                 "a4xa8 h8-g7 h8-g8 h8-h7",
    "portugal-rook": "c4-a4 c4-b4 c4-c1 c4-c2 c4-c3 c4-c5 c4-c6 c4-c7 c4-c8 c4-d4 c4-e4 c4-g4 "
                     "c4-h4 c4xf4 h6-a5 h6-a6 h6-g5 h6-g7 h6-h7",
    "portugal-knight": "e5-d4 e5-d5 e5-d6 e5-e4 e5-e6 e5-f4 e5-f5 e5-f6 h5-h4 h8-a2 h8-a6 h8-b7 "
                       "h8-f1 h8-f7 h8-g2 h8-g6",
    "portugal-file": "d4-a4 d4-b4 d4-c4 d4-d1 d4-d2 d4-d3 d4-d5 d4-d7 d4-d8 d4-e4 d4-f4 d4-g4 "
                     "d4-h4 d4xd6 h8-g7 h8-g8 h8-h7",
    "portugal-attack": "a6-a5 a6-a7 a6-b5 a6-b6 a6-b7",
    "israel-mark": "b4-a4 b4-b1 b4-b2 b4-b3 b4-b5 b4-b6 b4-b7 b4-b8 b4-c4 d1-c1 d1-c2 d1-d2 d1-e1 "
                   "d1-e2",
    "israel-no-mark": "b4-d4 d1-c1 d1-c2 d1-e1 d1-e2",
    "israel-lift": "a8-a7 a8-b7",
    "israel-pass": "--",
    "israel-pawn": "h8-g7 h8-g8 h8-h7",
    "israel-pawn-double": "e7-e6 g6-f4 g6-f8 g6-h4 h8-g7 h8-g8 h8-h7",
    "macedonia": "c6-c5 d4-a4 d4-b4 d4-c4 d4-d1 d4-d2 d4-d3 d4-d5 d4-d6 d4-d7 d4-d8 d4-e4 d4-f4 "
                 "d4-g4 d4-h4 h8-g7 h8-g8 h8-h7",
    "barbarians-rest": "d4-a4 d4-b4 d4-c4 d4-d1 d4-d2 d4-d3 d4-d5 d4-e4 d4-f4 d4-g4 d4-h4 d4xd6 "
                       "h8-g7 h8-g8 h8-h7",
    "barbarians-king": "h8-g8 h8-h7 h8xg7",
    "barbarians-swapped-after": "d4-a4 d4-b4 d4-c4 d4-d1 d4-d2 d4-d3 d4-e4 d4-f4 d4-g4 d4-h4 "
                                "h1-g1 h1-g2 h1-h2",
    "barbarians-swapped": "a4-a2 a4-a3 a4-b4 a4-c4 a4-d4~d5 a4-e4 a4-f4 a4-g4 a4-h4 a4xa1 a4xa5 "
                          "h8-g7 h8-g8 h8-h7",
    "netherlands": "a5-a2 a5-a3 a5-a4 a5-a6 a5-a7 a5-b5 a5-c5 a5-d5~d6 a5-d5~e5 a5xa1 a5xa8 "
                   "a5xe5 h8-g7 h8-h7",
    "netherlands-first": "a5-a2 a5-a3 a5-a4 a5-a6 a5-a7 a5-b5 a5-c5 a5-d5 a5xa1 a5xa8 a5xe5 "
                         "h8-g7 h8-h7",
    "netherlands-check": "a6-f6~f7 h8-g7 h8-g8 h8-h7",
    "netherlands-pawn": "g6-g5~g4 h8-g7 h8-g8 h8-h7",
    "netherlands-iraq": "b5-a3 b5-a7 b5-c3~d3 b5-c7 b5-d4~d3 b5-d6 h8-g7 h8-g8 h8-h7",
    "germany-single": "d4-a4 d4-b4 d4-c4 d4-d1 d4-d2 d4-d3 d4-d5 d4-d6 d4-d7 d4-d8 d4-e4 "
                      "d4-f4 d4-g4 e5-b8 e5-c7 e5-d6 e5-f4 e5-f6 e5-g3 e5-g7 e5-h2 h4-f3 h4-f5 "
                      "h4-g2 h4-g6 h8-g7 h8-g8 h8-h7",
    "germany-pin": "g6-e5 g6-e7 g6-f4 g6-f8 g6-h4 g6>g2 g6>g3 g6>g4 g6>g5 g6>g7 h6-h2 h6-h3 "
                   "h6-h4 h6-h5 h6-h7 h6xh1 h8-g7 h8-g8 h8-h7",
    "un-moves": "b2-a2 b2-b1 b2-b3 b2-b4 b2-b5 b2-c2 b2-d2 b2-e2 d5-c4 d5-c5 d5-c6 d5-d4 d5-d6 "
                "d5-e5 d5-e6 h8-g7 h8-g8 h8-h7",
    "un-untouchable": "d1-a1 d1-b1 d1-c1 d1-d2 d1-d3 d1-d4 d1-e1 d1-f1 d1-g1 e4-d4 h1-g1 h1-g2 "
                      "h1-h2",
    "un-king": "d4-c3 d4-c4 d4-c5 d4-d5 d4-e3 d4-e4 d4-e5",
    "un-area": "e5-c5 e5-d5 e5-e2 e5-e3 e5-e4 e5-e6 e5-f5 e5-g5 e5-h5 e5xe7 h8-g7 h8-h7",
    "un-bare": "a6-a5 a6-b5 a6-b6 e8-b8 e8-c8 e8-d8 e8-e6 e8-e7 e8-f8 e8-g8 e8-h8",
    "un-two": "c3-a3 c3-b3 c3-c4 c3-c5 c3-c6 c3-d3 c3-e3 c3-f3 h7-g7 h7-h4 h7-h5 h7-h6 h8-g7 "
              "h8-g8",
    "un-dutch": "g6-g5~g4 h4-h2 h4-h3 h4-h5 h4-h6 h4-h7 h4xg4 h4xh1 h8-g7 h8-g8 h8-h7",
    "un-occupy-check": "e2-e7 e2-e8 f8-g6 g7-f6 g7-f7 g7-g6 g7-h6 g7-h7 g7-h8",
    "un-pawn": "f2-e1=B f2-e1=K f2-e1=N f2-e1=R f2-e2 f2-e3 f2-f1=B f2-f1=K f2-f1=N f2-f1=R "
               "f2-f3 f2-g1=B f2-g1=K f2-g1=N f2-g1=R f2-g2 f2-g3 g6-f5 g6-f6 g6-f7 g6-g5 g6-g7 "
               "g6-h5 g6-h6 g6-h7 h8-g7 h8-g8 h8-h7",
    "netherlands-japan": "d4-a4 d4-b4 d4-c4~c5 d4-d1 d4-d2 d4-d3 d4-d5~c5 d4-d6 d4-d7 d4-d8 "
                         "d4-e4 d4-f4 d4-g4 d4-h4 h8-g7 h8-g8 h8-h7",
}

# Counts of moves where the list is long (hand-counted in the situations' comments).
COUNTS = {"athens-sea": 51, "athens-already": 54, "athens-controlled": 57, "athens-swiss": 55,
          "athens-swiss-three": 51, "sweden-turn": 11, "germany-blocked": 68, "germany-check": 30,
          "germany-controlled": 68}

# Positions after one move: (situation, mode, move, placement and extensions of the FEN4 after).
AFTER = [
    ("prussia-pull", "ffa", "c2-c4",
     "bK,7/2,yR,5/2,yP,2,rK,2/8/bR,1,rR,1,yR,3/8/8/yK,1,gR,4,gF"
     "-army=prussia,egypt,chatanooga,scotland"),
    # Teams: Yellow is Red's partner, so nothing is pulled.
    ("prussia-pull", "teams", "c2-c4",
     "bK,7/2,yR,5/2,yP,2,rK,2/8/bR,1,rR,4,yR/8/8/yK,1,gR,4,gF"
     "-army=prussia,egypt,chatanooga,scotland"),
    ("gaul-push", "ffa", "c2-c4",
     "bK,1,yP,4,rK/2,yR,5/8/8/bR,1,rR,3,yR,1/8/8/yK,1,gR,4,gF-army=gaul,egypt,chatanooga,scotland"),
    ("gaul-pawn", "ffa", "c6xd5",
     "bK,2,yP,3,rK/8/8/3,rP,4/8/8/8/yK,6,gK-army=gaul,chatanooga,chatanooga,chatanooga"),
    ("prussia-king", "ffa", "e5-e6",
     "bK,7/8/4,rK,3/8/4,yK,3/8/8/7,gK-army=prussia,chatanooga,chatanooga,chatanooga"),
    ("spain", "ffa", "e5xg7",
     "bK,7/4,gR,3/4,gN,3/4,rK,rP,bR,1/3,yN,4/2,yB,5/8/yK,6,gK"
     "-army=spain,chatanooga,chatanooga,chatanooga"),
    ("mafia", "ffa", "a4xa7",
     "bK,6,rK/8/8/8/rR,3,gN,3/8/1,rP,1,yK,4/2,yR,4,gK-army=mafia,chatanooga,chatanooga,chatanooga"),
    ("mafia", "ffa", "b2xc1",
     "bK,6,rK/gB,7/8/8/rR,3,gN,3/8/1,rP,1,yK,4/7,gK-army=mafia,chatanooga,chatanooga,chatanooga"),
    ("britain", "ffa", "e5-c6",
     "bK,6,rM/8/2,rM,5/8/8/8/8/yK,3,gR,2,gK-army=britain,chatanooga,chatanooga,chatanooga-st=n,,,"),
    ("france-last", "ffa", "e1xe5",
     "8/8/8/1,bP,2,gR,3/8/8/8/yK,6,gK"
     "-army=france,chatanooga,chatanooga,chatanooga-ctl=g,,,g-out=2,,,1"),
    ("egypt-taken", "ffa", "e1xe5",
     "bK,7/7,rP/8/4,gR,3/8/8/8/yK,6,gK"
     "-army=egypt,chatanooga,chatanooga,chatanooga-ctl=g,,,-out=1,,,"),
    ("controlled-promotion", "ffa", "b4-a4=M",
     "7,rK/8/8/6,bP,1/gM,7/8/8/yK,7-army=chatanooga,britain,chatanooga,chatanooga-nr=,a4,,"
     "-ctl=,r,,r-out=,1,,2"),
    ("prussia-promote", "ffa", "c2-c1=R",
     "bK,6,rK/8/8/8/7,gK/yK,7/2,gR,5/1,yR,rR,5-army=prussia,chatanooga,chatanooga,chatanooga"),
    ("prussia-defeat", "ffa", "d2xd5",
     "bK,6,rK/8/8/2,yR,rR,3,gR/8/8/8/yK,7-army=prussia,chatanooga,chatanooga,chatanooga"
     "-ctl=,r,,-out=,1,,"),
    ("egypt-controlled", "ffa", "b4-a4=F",
     "bK,6,rK/8/8/8/gF,7/8/8/yK,7-army=chatanooga,egypt,chatanooga,chatanooga-nr=,a4,,"
     "-ctl=,r,,-out=,1,,"),
    ("spain-mate", "ffa", "a3-a2",
     "1,bK,1,yK,4/8/8/8/6,yP,gP/5,rK,2/rR,7/bR,7-army=spain,chatanooga,chatanooga,chatanooga"
     "-ctl=,r,,-out=,1,,"),
    ("controlled-prussian", "ffa", "d2-d4",
     "3,bR,4/8/6,rK,1/8/3,gR,yR,3/8/8/yK,7-army=chatanooga,prussia,chatanooga,egypt"
     "-ctl=,r,,y-out=,1,,2"),
    ("huns-place", "ffa", "P@g7",
     "bK,6,rK/5,rP,rP,1/8/8/8/8/8/yK,6,gK-army=huns,chatanooga,chatanooga,chatanooga"),
    ("athens-sea", "ffa", "e6-a4",
     "bK,6,rK/8/8/8/rB,7/8/8/yK,6,gK-army=athens,chatanooga,chatanooga,chatanooga-st=s,,,"),
    ("iraq-removal", "ffa", "a8-a7",
     "7,rK/bF,7/8/3,yK,rR,bR,2/8/8/8/7,gK-army=iraq,chatanooga,chatanooga,egypt"),
    ("iraq-france", "ffa", "--",
     "7,rK/8/8/4,rR,3/8/8/8/yK,6,gK-army=iraq,chatanooga,chatanooga,france-ctl=,,,r-out=,,,1"),
    ("iraq-france-controlled", "ffa", "g4-e4", "7,rK/8/8/4,rR,3/8/8/8/yK,7"
     "-army=iraq,chatanooga,chatanooga,france-ctl=,r,,r-out=,1,,2"),
    ("iraq-pair", "ffa", "g8-e7", "bK,6,rK/8/8/8/8/8/8/yK,6,gK"
     "-army=iraq,chatanooga,chatanooga,chatanooga"),
    ("iraq-pair", "ffa", "e8-f7", "bK,6,rK/8/8/8/8/8/8/yK,6,gK"
     "-army=iraq,chatanooga,chatanooga,chatanooga"),
    ("iraq-pair", "ffa", "e8-g6", "bK,6,rK/8/8/8/8/8/8/yK,6,gK"
     "-army=iraq,chatanooga,chatanooga,chatanooga"),
    ("iraq-pair", "ffa", "g8-f6", "bK,3,rB,2,rK/8/5,rN,2/8/8/8/8/yK,6,gK"
     "-army=iraq,chatanooga,chatanooga,chatanooga"),
    ("iraq-pair", "ffa", "e8-h5", "bK,5,rN,rK/8/8/7,rB/8/8/8/yK,6,gK"
     "-army=iraq,chatanooga,chatanooga,chatanooga"),
    ("iraq-pulled", "ffa", "c6-d4", "bK,6,rK/8/8/8/3,rN,4/8/8/yK,6,gK"
     "-army=prussia,iraq,chatanooga,chatanooga"),
    ("iraq-pushed", "ffa", "c7-e5", "bK,6,rK/8/8/4,rB,3/8/8/8/yK,6,gK"
     "-army=gaul,chatanooga,chatanooga,iraq"),
    ("iraq-push-edge", "ffa", "c7-e5", "bK,6,rK/bN,7/8/bB,3,rB,3/8/8/8/yK,6,gK"
     "-army=gaul,chatanooga,chatanooga,iraq"),
    ("iraq-colours", "ffa", "c3-e5", "bK,6,rK/8/4,gN,3/8/8/8/8/yK,6,gK"
     "-army=iraq,iraq,chatanooga,chatanooga"),
    ("iraq-legal", "ffa", "e7-e6", "bK,6,rK/8/4,rP,3/8/6,gP,1/8/7,yR/yK,3,gK,3"
     "-army=chatanooga,iraq,chatanooga,chatanooga"),
    ("swiss-took", "ffa", "e5xe2", "bK,6,rK/8/8/8/8/8/4,rR,3/yK,6,gK"
     "-army=chatanooga,switzerland,chatanooga,chatanooga-st=2,2xr,,"),
    ("japan-rook", "ffa", "d4-d6", "bK,6,rK/8/3,rR,4/8/8/8/8/yK,6,gK"
     "-army=japan,chatanooga,chatanooga,chatanooga-st=jd6,,,"),
    ("japan-controlled", "ffa", "d4-d6", "bK,6,rK/8/3,gR,4/8/8/8/8/yK,7"
     "-army=chatanooga,japan,chatanooga,chatanooga-st=jd6,,,-ctl=,r,,-out=,1,,"),
    ("japan-sweden", "ffa", "d4-d6", "bK,6,rK/8/3,gR,4/8/8/8/8/yK,7"
     "-army=sweden,japan,chatanooga,chatanooga-st=k,,,-ctl=,r,,-out=,1,,"),
    ("japan-sweden-barred", "ffa", "d4-d6", "bK,6,rK/8/3,gR,4/8/8/8/8/yK,7"
     "-army=sweden,japan,chatanooga,chatanooga-st=jd6,,,-ctl=,r,,-out=,1,,"),
    ("japan-israel", "ffa", "d4-d6", "bK,6,rK/8/3,gR,4/8/8/8/8/yK,7"
     "-army=israel,japan,chatanooga,chatanooga-st=jd6,,,-ctl=,r,,-out=,1,,"),
    ("macedonia", "ffa", "d4-d6", "bK,6,rK/8/2,rP,rR,4/8/8/8/8/yK,6,gK"
     "-army=macedonia,chatanooga,chatanooga,chatanooga-st=r,,,"),
    ("macedonia-barbarian", "ffa", "d4xd6", "bK,6,rK/8/3,gR,4/8/8/8/8/yK,7"
     "-army=macedonia,barbarians,chatanooga,chatanooga-st=ryd6,,,-ctl=,r,,-out=,1,,"),
    ("barbarians-rest", "ffa", "d4xd6", "bK,6,rK/8/bR,2,rR,4/8/8/8/8/yK,6,gK"
     "-army=barbarians,chatanooga,chatanooga,chatanooga-st=zd6,,,"),
    ("barbarians-pulled", "ffa", "a2-d2", "bK,6,rK/8/8/8/8/3,rR,4/3,gR,4/yK,6,gK"
     "-army=barbarians,prussia,chatanooga,chatanooga-st=zd3,,,"),
    ("netherlands", "ffa", "a5-d5~d6", "bF,6,rK/8/3,rN,4/3,gR,yN,3/2,bB,5/8/8/yK,6,gK"
     "-army=netherlands,chatanooga,chatanooga,egypt"),
    ("netherlands-first", "ffa", "a5-d5", "bF,6,rK/8/3,gN,4/3,rR,yN,3/2,bB,5/8/8/yK,6,gK"
     "-army=netherlands,chatanooga,chatanooga,egypt"),
    ("netherlands-iraq", "ffa", "b5-d4~d3", "bK,6,rK/8/8/8/3,gN,1,gB,2/8/8/yK,6,gK"
     "-army=netherlands,iraq,chatanooga,chatanooga"),
    ("netherlands-iraqi-knight", "ffa", "b5-d4", "bK,6,rK/8/8/8/8/3,yP,4/8/yK,7"
     "-army=netherlands,iraq,chatanooga,chatanooga-ctl=,r,,-out=,1,,"),
    ("netherlands-pawn", "ffa", "g6-g5~g4", "bK,6,rK/8/8/6,gP,1/6,rP,1/8/8/yK,6,gK"
     "-army=netherlands,chatanooga,chatanooga,chatanooga"),
]


def check_situations():
    """Asserts every hand-checked situation; returns the exit code."""
    failures = []

    checked = []

    def expect(name, got, want):
        checked.append(name)
        if got != want:
            failures.append("%s:\n  got  %s\n  want %s" % (name, got, want))

    def moves(g):
        return " ".join(sorted(m.text() for m in g.legal_moves()))

    for name, want in EXPECTED.items():
        expect(name, moves(parse_fen4(SITUATIONS[name], "ffa")), want)
    for name, want in COUNTS.items():
        expect(name + " count", len(parse_fen4(SITUATIONS[name], "ffa").legal_moves()), want)
    for name, mode, move, want in AFTER:
        g = play(parse_fen4(SITUATIONS[name], mode), move)
        expect("%s (%s) after %s" % (name, mode, move), g.fen4().split("-", 6)[6], want)
    # A pawn pushed onto its last line never moves: Yellow has only its king steps.
    g = play(parse_fen4(SITUATIONS["gaul-pawn"], "ffa"), "c6xd5", "h1-g1")
    expect("gaul-pawn, Yellow's turn", moves(g), "a1-a2 a1-b1 a1-b2")
    # Britain's bar: no minister knight leap on the turn after one; a king step clears it.
    g = play(parse_fen4(SITUATIONS["britain"], "ffa"), "e5-c6", "h1-h2", "a1-a2", "--")
    expect("britain, the turn after a leap", moves(g),
           "c6-b5 c6-b6 c6-b7 c6-c5 c6-c7 c6-d5 c6-d6 c6-d7 h8-g7 h8-g8 h8-h7")
    g = play(g, "h8-h7", "h2-h1", "a2-a3", "--")
    expect("britain, the bar cleared", "c6-a5" in moves(g) and not any(g.st), True)
    # Capturing one of two ministers leaves Britain live and bound by check.
    g = play(parse_fen4(SITUATIONS["britain"], "ffa"), "h8-h7", "e1xe5")
    expect("britain, one minister taken", (g.live[RED], g.bound(RED)), (True, True))
    # France and Egypt defeated: their pieces pass to the capturer.
    g = play(parse_fen4(SITUATIONS["egypt-taken"], "ffa"), "e1xe5")
    expect("egypt-taken", (g.live[RED], g.controller[RED], g.to_move), (False, GREEN, YELLOW))
    # The game is over after Rome takes the last enemy king.
    g = play(parse_fen4(SITUATIONS["rome-end"], "ffa"), "d7xe6")
    expect("rome-end over", (g.over, g.legal_moves()), (True, []))
    # A non-royal minister does not unbind Red: still one royal.
    g = play(parse_fen4(SITUATIONS["controlled-promotion"], "ffa"), "b4-a4=M")
    expect("controlled-promotion royals", g.royals(RED), [(7, 7)])
    # The Spanish king attacks exactly its 16 squares.
    g = parse_fen4(SITUATIONS["spain-alone"], "ffa")
    expect("spain-alone reach", len(g.attacked_squares((3, 3))), 16)
    # Four chatanooga armies start as the plain Chatanooga start (rulings 5.4 Z1).
    expect("chatanooga start", start_position(["chatanooga"] * 4, "ffa").fen4().split("-")[6],
           "bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bB,bP,6/6,gP,gB/6,gP,gR/"
           "yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK")
    # The pushed pawn on b4 double-steps on Black's turn.
    g = play(parse_fen4(SITUATIONS["gaul-startline"], "ffa"), "e5-e4", "h1-g1", "a4-a3")
    expect("gaul-startline, Black's turn", moves(g), "a8-a7 a8-b7 a8-b8 b4-c4 b4-d4")
    g = parse_fen4(SITUATIONS["mated-to-move"], "ffa")
    expect("mated-to-move control", (g.live[GREEN], g.controller[GREEN], g.to_move),
           (False, RED, YELLOW))
    # Two passes draw: perft 1, 1, 0; after one pass (pass=1), 1, 0.
    g = parse_fen4(SITUATIONS["spain-cycle"], "ffa")
    expect("spain-cycle perft", [perft(g, d) for d in (1, 2, 3)], [1, 1, 0])
    g = play(g, "--")
    expect("spain-cycle pass=", g.fen4().endswith("-pass=1"), True)
    g = parse_fen4(g.fen4(), "ffa")
    expect("spain-cycle perft after a pass", [perft(g, d) for d in (1, 2)], [1, 0])
    check_new_armies(expect, moves)
    check_germany(expect, moves)
    check_byzantium(expect, moves)
    check_peacekeepers(expect, moves)
    check_china(expect, moves)
    check_lost_setups(expect, moves)
    check_empire_and_russia(expect, moves)
    check_secrets(expect, moves)
    check_north_korea(expect, moves)
    check_placers(expect, moves)
    for f in failures:
        print("FAIL " + f)
    if failures:
        return 1
    print("all %d situations hold" % len(checked))
    return 0


def check_new_armies(expect, moves):
    """Follow-ups of the huns, athens, iraq and switzerland situations."""
    # A placed pawn is an ordinary pawn: on its start line it may double-step.
    g = play(parse_fen4(SITUATIONS["huns-place"], "ffa"), "P@g7", "h1-g1", "a1-a2", "a8-b8")
    expect("huns, a placed pawn", moves(g),
           "P@e7 P@e8 P@f8 P@g8 P@h7 f7-f5 f7-f6 g7-g5 g7-g6 h8-g8 h8-h7")
    # A sea move can check nothing and is a move like any other: e6-b2 (a1's diagonal) and
    # e6-e4 (a8's and h1's) are refused, e6-a4 allowed; slides may check (e6-d5).
    g = parse_fen4(SITUATIONS["athens-sea"], "ffa")
    got = moves(g).split()
    expect("athens-sea, refused and allowed", [m in got for m in
                                               ("e6-b2", "e6-e4", "e6-g2", "e6-a4", "e6-d5")],
           [False, False, False, True, True])
    g = parse_fen4(SITUATIONS["athens-already"], "ffa")
    got = moves(g).split()
    expect("athens-already, h1 already attacked", [m in got for m in ("e6-g2", "e6-c6", "e6-f6")],
           [True, True, False])
    # The bar: after e6-a4 no sea move on Red's next turn; a king step clears it.
    g = play(parse_fen4(SITUATIONS["athens-sea"], "ffa"), "e6-a4", "h1-h2", "a1-b1", "a8-a7")
    expect("athens, the turn after a sea move", moves(g),
           "a4-b3 a4-b5 a4-c2 a4-c6 a4-d1 a4-d7 a4-e8 h8-g7 h8-g8 h8-h7")
    g = play(g, "h8-g8", "h2-h1", "b1-a1", "a7-a8")
    expect("athens, the bar cleared", ("a4-e6" in moves(g).split(), g.st[RED]), (True, ""))
    # A bar holds through the whole next turn, and what a turn uses bars only the next one:
    # Macedonia moving captured Athens' bishop may not sail after a removal in the turn after a
    # sea move, and may sail twice in one turn.
    board = ("R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,3,rR,1,rN,rK/8/8/8/4,gB,3/8/8/yK,7-"
             "army=macedonia,athens,chatanooga,chatanooga-ctl=,r,,-out=,1,,")
    g = play(parse_fen4(board + "-st=s,,,", "ffa"), "e8-e5", "xg8")
    expect("macedonia-athens, the bar holds after a removal", "e4-a4" in moves(g).split(), False)
    g = play(parse_fen4(board, "ffa"), "e4-a4", "xg8")
    expect("macedonia-athens, a second sea move in one turn", "a4-h4" in moves(g).split(), True)
    g = play(g, "h8-g8", "--")
    expect("macedonia-athens, the next turn barred", g.st[RED], "s")
    got = moves(parse_fen4(SITUATIONS["athens-iraq"], "ffa")).split()
    expect("athens-iraq, sea moves", [m in got for m in
                                      ("a3-d5", "a3-e4", "a3-f3", "a3-h1", "a3-g2")],
           [True, True, True, True, False])
    g = play(parse_fen4(SITUATIONS["athens-iraq"], "ffa"), "a3-e4")
    expect("athens-iraq, Green's turn", (g.fen4().split("-")[6], g.in_check(BLACK)),
           ("bK,6,rK/8/8/2,gP,5/4,rB,3/7,gK/8/yK,7", True))
    g = play(parse_fen4(SITUATIONS["swiss-controlled"], "ffa"), "c2xd3")
    expect("swiss-controlled, the state", g.fen4().split("-")[8], "st=1,1xr,,")
    g = play(g, "a8-b8")
    expect("swiss-controlled, e2 allowed", "e5xe2" in moves(g).split(), True)
    g = play(parse_fen4(SITUATIONS["swiss-mate"], "ffa"), "c6-c1")
    expect("swiss-mate, the count", (g.live[GREEN], g.fen4().split("-")[8]), (False, "st=2,,,"))
    g = play(g, "a3-a4", "a8-b8")
    expect("swiss-mate, b1 refused", "c1xb1" in moves(g).split(), False)
    # Iraq's removals come with the ply that hands Red the turn; they count for no one.
    g = play(parse_fen4(SITUATIONS["iraq-removal"], "ffa"), "a8-a7")
    expect("iraq-removal, Red's moves", moves(g),
           "e5-e1 e5-e2 e5-e3 e5-e4 e5-e6 e5-e7 e5-e8 e5xd5 e5xf5 h8-g7 h8-g8 h8-h7")
    expect("iraq-removal, pieces removed", g.removed, 2)
    g = parse_fen4(SITUATIONS["iraq-game-over"], "ffa")
    expect("iraq-game-over perft", [perft(g, d) for d in (1, 2)], [1, 0])
    g = play(parse_fen4(SITUATIONS["iraq-france-controlled"], "ffa"), "g4-e4")
    expect("iraq-france-controlled, Red's moves", len(g.legal_moves()), 17)
    g = play(parse_fen4(SITUATIONS["iraq-mate-saved"], "ffa"), "a8-a7")
    expect("iraq-mate-saved", (g.live[RED], g.to_move, moves(g)),
           (True, RED, "g5-g4 g7-g6 g8-a8 g8-b8 g8-c8 g8-d8 g8-e8 g8-f8 h8-h7"))
    g = play(parse_fen4(SITUATIONS["iraq-mate-plain"], "ffa"), "a8-a7")
    expect("iraq-mate-plain, mated", (g.live[RED], g.controller[RED], g.to_move),
           (False, GREEN, GREEN))
    # A position read from FEN4 is taken as it stands: Red's turn has started, h5 stays.
    g = parse_fen4(SITUATIONS["iraq-mate-saved"].replace("B-", "R-", 1), "ffa")
    expect("iraq, a FEN4 read as it stands", (g.live[RED], g.controller[RED]), (False, GREEN))
    # The start has the bishop and knight 2 apart and nothing moved: the plain counts.
    g = start_position(["iraq", "chatanooga", "chatanooga", "chatanooga"], "ffa")
    expect("iraq start perft", [perft(g, d) for d in (1, 2, 3)], [13, 166, 2126])
    # Switzerland, as play goes: Green's knight takes c3, Yellow still may not take it, Red may.
    g = play(parse_fen4(SITUATIONS["swiss-dynamic"], "ffa"), "h8-g8", "e2xc3")
    expect("swiss-dynamic, Yellow", (moves(g), g.fen4().split("-")[-1]),
           ("d2-c1 d2-c2 d2-d3 d2-e1 d2-e3", "st=1,1xr,,"))
    g = play(g, "d2-e3", "a8-b8")
    expect("swiss-dynamic, Red", "a3xc3" in moves(g).split(), True)
    check_sweden(expect, moves)
    check_japan(expect, moves)
    check_israel(expect, moves)
    check_macedonia(expect, moves)
    check_barbarians(expect, moves)
    check_netherlands(expect, moves)
    # st= letters read and written back.
    fen = ("R-" + H + "bK,6,rK/8/8/8/8/8/8/yK,6,gK-army=athens,switzerland,britain,chatanooga"
           "-st=s2,1xry,n3,")
    expect("st= round trip", parse_fen4(fen, "ffa").fen4(), fen)
    fen = ("R-" + H + "bK,6,rK/8/8/8/3,rR,4/2,gN,5/8/yK,6,gK"
           "-army=macedonia,barbarians,netherlands,chatanooga-st=gyd4,zc3,f,")
    expect("st= round trip (r g f y z)", parse_fen4(fen, "ffa").fen4(), fen)


def check_sweden(expect, moves):
    """Sweden's turn of two plies (its king and another piece), its bar and its --."""
    g = parse_fen4(SITUATIONS["sweden-turn"], "ffa")
    expect("sweden-turn perft", [perft(g, d) for d in (1, 2)], [11, 59])
    g = play(g, "h8-g7")
    expect("sweden, after its king", (moves(g), g.to_move, g.fen4().split("-")[8]),
           ("-- d5-b4 d5-b6 d5-c3 d5-c7 d5-e3 d5-e7 d5-f4 d5-f6", RED, "st=o,,,"))
    expect("sweden, st=o read back", moves(parse_fen4(g.fen4(), "ffa")), moves(g))
    g = play(parse_fen4(SITUATIONS["sweden-turn"], "ffa"), "d5-f6")
    expect("sweden, after its knight", (moves(g), g.fen4().split("-")[8]),
           ("-- h8-g7 h8-g8 h8-h7", "st=k,,,"))
    expect("sweden, st=k read back", moves(parse_fen4(g.fen4(), "ffa")), moves(g))
    # Two moves bar the next turn's second ply: g8's 5 steps and f6's 7 moves, each ending it.
    g = play(g, "h8-g8")
    expect("sweden, two moves made", (g.to_move, g.fen4().split("-")[8]), (GREEN, "st=w,,,"))
    g = play(g, "h1-h2", "a1-a2", "a8-a7")
    expect("sweden, barred", moves(g), "f6-d5 f6-d7 f6-e4 f6-e8 f6-g4 f6-h5 f6-h7 "
                                       "g8-f7 g8-f8 g8-g7 g8-h7 g8-h8")
    expect("sweden, barred st= read back", moves(parse_fen4(g.fen4(), "ffa")), moves(g))
    g = play(g, "g8-h8")
    expect("sweden, a barred turn is one move", (g.to_move, any(g.st)), (GREEN, False))
    g = play(g, "h2-h1", "a2-a1", "a7-a8", "f6-d5")
    expect("sweden, the bar lifted by a one-move turn", moves(g), "-- h8-g7 h8-g8 h8-h7")
    # A declined second ply sets no bar.
    g = play(parse_fen4(SITUATIONS["sweden-turn"], "ffa"), "h8-g8", "--")
    expect("sweden, declined", (g.to_move, any(g.st), g.passes), (GREEN, False, 0))
    g = play(g, "h1-h2", "a1-a2", "a8-a7", "g8-h8")
    expect("sweden, after a declined second", moves(g).split()[:2], ["--", "d5-b4"])
    # -- is no pass: Green passes, Sweden moves its king and declines, Green passes: 1 in a row.
    g = parse_fen4(SITUATIONS["sweden-passes"], "ffa")
    expect("sweden-passes, Green", moves(g), "--")
    g = play(g, "--", "c8-d8", "--", "--")
    expect("sweden-passes, one pass", (g.passes, g.over, g.to_move), (1, False, RED))
    # Sweden moves Yellow's pieces, among them a king promoted after Yellow's defeat (no royal):
    # a royal type but not Sweden's royal, so neither "its king" nor "another piece" (SW1). Its
    # move is the whole turn; after the d5 knight only Sweden's own king moves.
    g = parse_fen4(SITUATIONS["sweden-controlled"], "ffa")
    expect("sweden-controlled, the c3 king's move ends the turn", play(g, "c3-c4").to_move, GREEN)
    expect("sweden-controlled, after the knight", moves(play(g, "d5-e3")), "-- h8-g7 h8-g8 h8-h7")
    expect("sweden-controlled, after the king", moves(play(g, "h8-g8")),
           "-- d5-b4 d5-b6 d5-c7 d5-e3 d5-e7 d5-f4 d5-f6")
    # The turn order is judged after the second ply.
    g = play(parse_fen4(SITUATIONS["sweden-check"], "ffa"), "a3-a1")
    expect("sweden-check, second ply", (moves(g), g.live[GREEN]),
           ("-- c2-b1 c2-b2 c2-b3 c2-c1 c2-c3 c2-d1 c2-d2 c2-d3", True))
    mated = play(g, "--")
    expect("sweden-check, mated after --", (mated.live[GREEN], mated.controller[GREEN],
                                            mated.to_move), (False, RED, YELLOW))
    blocked = play(g, "c2-d1")
    expect("sweden-check, saved by the block", (blocked.live[GREEN], blocked.to_move,
                                                moves(blocked)), (True, GREEN, "--"))


def check_japan(expect, moves):
    """Japan's second ply by a piece alone of its kind."""
    g = parse_fen4(SITUATIONS["japan-rook"], "ffa")
    expect("japan-rook perft", [perft(g, d) for d in (1, 2)], [17, 217])
    g = play(g, "d4-d6")
    second = ("-- d6-a6 d6-b6 d6-c6 d6-d1 d6-d2 d6-d3 d6-d4 d6-d5 d6-d7 d6-d8 d6-e6 d6-f6 d6-g6 "
              "d6-h6")
    expect("japan-rook, the second ply", (moves(g), g.to_move), (second, RED))
    expect("japan-rook, st=j read back", moves(parse_fen4(g.fen4(), "ffa")), second)
    expect("japan-rook, no third ply", play(g, "d6-d5").to_move, GREEN)
    g = play(g, "--")
    expect("japan-rook, -- ends the turn", (g.to_move, g.passes, any(g.st)), (GREEN, 0, False))
    g = play(parse_fen4(SITUATIONS["japan-rook"], "ffa"), "h8-g8")
    expect("japan-rook, a king is not alone", g.to_move, GREEN)
    g = parse_fen4(SITUATIONS["japan-two-rooks"], "ffa")
    expect("japan-two-rooks, one ply", play(g, "d4-d5").to_move, GREEN)
    expect("japan-two-rooks, alone by its capture", moves(play(g, "d4xd2")),
           "-- d2-a2 d2-b2 d2-c2 d2-d1 d2-d3 d2-d4 d2-d5 d2-d6 d2-d7 d2-d8 d2-e2 d2-f2 d2-g2 "
           "d2-h2")
    g = parse_fen4(SITUATIONS["japan-promotion"], "ffa")
    expect("japan-promotion perft", [perft(g, d) for d in (1, 2)], [7, 40])
    expect("japan-promotion, =N", moves(play(g, "c2-c1=N")), "-- c1-a2 c1-b3 c1-d3 c1-e2")
    expect("japan-promotion, =K", play(g, "c2-c1=K").to_move, GREEN)
    g = parse_fen4(SITUATIONS["japan-controls"], "ffa")
    expect("japan-controls, one ply", play(g, "d4-d6").to_move, YELLOW)
    g = play(parse_fen4(SITUATIONS["japan-sweden"], "ffa"), "d4-d6")
    expect("japan-sweden, Sweden's king", moves(g), "-- h8-g7 h8-g8 h8-h7")
    expect("japan-sweden, no third ply", play(g, "h8-g8").to_move, YELLOW)
    # A Japanese second ply opens no Swedish one, and is not Sweden's power: no bar (st=w).
    g = play(parse_fen4(SITUATIONS["japan-sweden-barred"], "ffa"), "d4-d6", "d6-d5")
    expect("japan-sweden-barred, after the second ply", (g.to_move, any(g.st)), (YELLOW, False))
    g = parse_fen4(SITUATIONS["japan-end"], "ffa")
    expect("japan-end, no second ply after the last king", play(g, "a4xa8").over, True)
    expect("japan-end, a second ply", moves(play(g, "a4-a5")),
           "-- a5-a1 a5-a2 a5-a3 a5-a4 a5-a6 a5-a7 a5-b5 a5-c5 a5-d5 a5-e5 a5-f5 a5-g5 a5-h5 "
           "a5xa8")
    expect("japan-end, the game ends in the second ply", play(g, "a4-a5", "a5xa8").over, True)


def check_israel(expect, moves):
    """Israel's mark: the mark ply, what it blocks, its lifting."""
    g = play(parse_fen4(SITUATIONS["israel-lift"], "ffa"), "a8-a7")
    expect("israel-lift, the mark lifted", (moves(g), g.marks[RED]),
           ("d8-a8 d8-b8 d8-c8 d8-d1 d8-d2 d8-d3 d8-d4 d8-d5 d8-d6 d8-d7 d8-e8 d8-f8 d8-g8 "
            "h8-g7 h8-g8 h8-h7", None))
    g = play(g, "h8-g8")
    expect("israel, the mark ply", (len(g.legal_moves()), g.to_move, g.fen4().split("-")[8]),
           (60, RED, "st=m,,,"))
    expect("israel, st=m read back", len(parse_fen4(g.fen4(), "ffa").legal_moves()), 60)
    marked = play(g, "@e5")
    expect("israel, marked", (marked.to_move, marked.fen4().split("-")[8], marked.passes),
           (GREEN, "st=@e5,,,", 0))
    expect("israel, st=@ read back", parse_fen4(marked.fen4(), "ffa").blocks,
           frozenset([(4, 4)]))
    declined = play(g, "--")
    expect("israel, no mark", (declined.to_move, declined.passes, any(declined.marks)),
           (GREEN, 0, False))
    g = play(parse_fen4(SITUATIONS["israel-pass"], "ffa"), "--")
    expect("israel-pass, no mark ply", (g.to_move, g.marking, g.passes), (GREEN, False, 1))
    g = play(parse_fen4(SITUATIONS["japan-israel"], "ffa"), "d4-d6", "--")
    expect("japan-israel, the mark ply after --", (g.to_move, g.fen4().split("-")[8]),
           (RED, "st=m,,,"))
    g = play(g, "@e5")
    expect("japan-israel, marked", (g.to_move, g.fen4().split("-")[8]), (YELLOW, "st=@e5,,,"))
    # The mark blocks a Portuguese slide as any line: marked b4 stops the e4 rook going left at
    # c4, but going right it comes round the edge to a4; marked h4 it reaches only across the
    # edge from the left, which the mark stops too.
    fen = ("R-" + H + "bK,6,rK/8/8/8/4,rR,3/8/8/yK,6,gK"
           "-army=portugal,israel,chatanooga,chatanooga-st=,@%s,,")
    got = moves(parse_fen4(fen % "b4", "ffa")).split()
    expect("israel, a Portuguese slide round the edge",
           [m in got for m in ("e4-a4", "e4-b4", "e4-c4", "e4-h4")], [True, False, True, True])
    got = moves(parse_fen4(fen % "h4", "ffa")).split()
    expect("israel, a Portuguese slide stopped", [m in got for m in ("e4-g4", "e4-h4", "e4-a4")],
           [True, False, True])
    # Prussia's rook lands on c4: the f4 mark ends the half-line as the edge would, so Yellow's
    # h4 rook behind it is not pulled and still checks h8: c2-c4 is illegal.
    g = parse_fen4("R-" + H + "bK,6,rK/8/8/8/7,yR/8/2,rR,5/yK,6,gK"
                   "-army=prussia,israel,chatanooga,chatanooga-st=,@f4,,", "ffa")
    expect("israel, a mark shields from a pull", moves(g), "h8-g7 h8-g8")
    # Two Israels: Red's marked d4 is not free, so Green may not mark it again: 31 squares
    # and --.
    g = play(start_position(["israel", "israel", "portugal", "portugal"], "ffa"),
             "e7-e6", "@d4", "g2-f2")
    expect("israel, two marks on one square", ("@d4" in moves(g).split(), len(g.legal_moves())),
           (False, 32))
    # Israel's board ply that takes the last enemy king ends the game: no mark ply.
    g = parse_fen4("R-0,1,1,0-" + H[8:] + "bK,6,rK/8/8/8/rR,7/8/8/8"
                   "-army=israel,chatanooga,chatanooga,chatanooga-ctl=,b,b,-out=,1,2,", "ffa")
    expect("israel, no mark after the end", play(g, "a4xa8").over, True)
    # The mark is lifted when Israel is defeated: Red takes Green's king.
    g = parse_fen4("R-" + H + "bK,6,rK/8/8/8/8/8/8/yK,rR,5,gK"
                   "-army=chatanooga,israel,chatanooga,chatanooga-st=,@d5,,", "ffa")
    expect("israel, the mark lifted by defeat", play(g, "b1xh1").blocks, frozenset())


def check_macedonia(expect, moves):
    """Macedonia's removal offer and its move after a removal."""
    g = play(parse_fen4(SITUATIONS["macedonia"], "ffa"), "d4-d6")
    expect("macedonia, the offer", (moves(g), g.to_move), ("-- xc6 xd6", RED))
    expect("macedonia, st=r read back", moves(parse_fen4(g.fen4(), "ffa")), "-- xc6 xd6")
    declined = play(g, "--")
    expect("macedonia, -- ends the turn", (declined.to_move, declined.passes, any(declined.st)),
           (GREEN, 0, False))
    g = play(g, "xc6")
    again = ("d6-a6 d6-b6 d6-c6 d6-d1 d6-d2 d6-d3 d6-d4 d6-d5 d6-d7 d6-d8 d6-e6 d6-f6 d6-g6 "
             "d6-h6 h8-g7 h8-g8 h8-h7")
    expect("macedonia, the move after a removal", (moves(g), g.fen4().split("-")[8]),
           (again, "st=g,,,"))
    expect("macedonia, st=g read back", moves(parse_fen4(g.fen4(), "ffa")), again)
    # A second removal, a third move, and an offer with nothing left to remove.
    g = play(g, "d6-d5", "xd5")
    expect("macedonia, a second removal", (moves(g), g.to_move), ("h8-g7 h8-g8 h8-h7", RED))
    g = play(g, "h8-g8")
    expect("macedonia, only the king left", moves(g), "--")
    expect("macedonia, the turn ends", play(g, "--").to_move, GREEN)
    # Perft: each of the 18 moves has 3 offers; below d4-d6, -- gives Green's 3 king steps, xc6
    # the rook's 14 moves and 3 king steps, xd6 c6-c5 and 3 king steps: 24.
    g = parse_fen4(SITUATIONS["macedonia"], "ffa")
    expect("macedonia perft", ([perft(g, d) for d in (1, 2)], divide(g, 3)["d4-d6"]),
           ([18, 54], 24))
    g = play(parse_fen4(SITUATIONS["macedonia-pin"], "ffa"), "a4-a5")
    expect("macedonia-pin, xg7 refused", moves(g), "-- xa5")
    g = parse_fen4(SITUATIONS["macedonia-end"], "ffa")
    expect("macedonia-end, no offer after the end", play(g, "a4xa8").over, True)
    expect("macedonia-end, an offer", moves(play(g, "a4-a5")), "-- xa5")
    g = play(parse_fen4(SITUATIONS["macedonia-japan"], "ffa"), "d4-d6")
    expect("macedonia-japan, the Japanese second ply first", g.fen4().split("-")[8], "st=jd6,,,")
    expect("macedonia-japan, the offer after --", moves(play(g, "--")), "-- xd6")
    expect("macedonia-japan, the offer after the second ply", moves(play(g, "d6-d5")),
           "-- xd5")
    g = play(parse_fen4(SITUATIONS["macedonia-japan"], "ffa"), "h8-h7", "xd4")
    expect("macedonia-japan, no Japanese ply after a removal", play(g, "h7-g7").offer, True)
    g = play(parse_fen4(SITUATIONS["macedonia-barbarian"], "ffa"), "d4xd6")
    expect("macedonia-barbarian, the resting rook removable", moves(g), "-- xd6")
    g = play(parse_fen4(SITUATIONS["macedonia-barbarian"], "ffa"), "d4xd6", "--")
    expect("macedonia-barbarian, the rest in effect", g.fen4().split("-")[8], "st=zd6,,,")


def check_barbarians(expect, moves):
    """The Barbarians' resting capturer."""
    g = play(parse_fen4(SITUATIONS["barbarians-rest"], "ffa"), "d4xd6", "h1-h2", "a1-b1")
    expect("barbarians-rest, Black may not take d6", moves(g),
           "a6-a1 a6-a2 a6-a3 a6-a4 a6-a5 a6-a7 a6-b6 a6-c6 a8-a7 a8-b7 a8-b8")
    g = play(g, "a6-b6")
    expect("barbarians-rest, the rook may not move", moves(g), "h8-g7 h8-g8 h8-h7")
    expect("barbarians-rest, st=z read back", moves(parse_fen4(g.fen4(), "ffa")), moves(g))
    g = play(g, "h8-g8")
    expect("barbarians-rest, the rest ended", any(g.rests), False)
    g = play(g, "h2-h1", "b1-a1", "b6-a6")
    expect("barbarians-rest, the rook moves again", "d6xa6" in moves(g).split(), True)
    g = play(parse_fen4(SITUATIONS["barbarians-king"], "ffa"), "h8xg7")
    expect("barbarians-king, g7 not taken", "g1xg7" in moves(g).split(), False)
    g = play(g, "h1-h2", "a1-a2", "a8-b8")
    expect("barbarians-king, the resting king", (moves(g), g.live[RED], g.in_check(RED)),
           ("--", True, False))
    g = play(g, "--")
    expect("barbarians-king, the rest over", "g1xg7" in moves(g).split(), True)
    expect("barbarians-king, the king taken", play(g, "g1xg7").live[RED], False)
    g = play(parse_fen4(SITUATIONS["barbarians-swapped"], "ffa"), "a4-d4~d5")
    expect("barbarians-swapped, still resting", (g.fen4().split("-")[6:9:2], "d4xd5" in
                                                 moves(g).split()),
           (["bK,6,rK/8/8/yR,2,rR,4/3,gR,4/8/8/yK,6,gK", "st=,zd5,,"], False))
    expect("barbarians-swapped, st=z read back", moves(parse_fen4(g.fen4(), "ffa")), moves(g))
    g = play(g, "h1-g1")
    expect("barbarians-swapped, the rest over", (any(g.rests), "a5xd5" in moves(g).split()),
           (False, True))
    g = play(parse_fen4(SITUATIONS["netherlands-barbarian"], "ffa"), "d4xd6~d7", "a1-a2")
    expect("netherlands-barbarian, Black moves the resting rook",
           (g.fen4().split("-")[8], moves(g)),
           ("st=zd6,,,", "a8-a7 a8-b7 a8-b8 d6-a6 d6-b6 d6-c6 d6-d1 d6-d2 d6-d3 d6-d4 d6-d5 "
                         "d6-e6 d6-f6 d6-g6 d6-h6 d6xd7"))
    for name, counts in (("mid-dutch", [12, 177, 1776]), ("mid-barbarians", [10, 336, 3665]),
                         ("mid-macedonia", [4, 32, 174])):
        g = parse_fen4(SITUATIONS[name], "ffa")
        expect(name + " perft", [perft(g, d) for d in (1, 2, 3)], counts)


def check_netherlands(expect, moves):
    """The Dutch swap of owners."""
    g = play(parse_fen4(SITUATIONS["netherlands-pawn"], "ffa"), "g6-g5~g4")
    expect("netherlands-pawn, Green's new pawn", moves(g), "g5-e5 g5-f5 h1-g1 h1-g2 h1-h2")
    g = play(g, "g5-e5", "a1-a2", "a8-b8")
    expect("netherlands-pawn, Red's new pawn", moves(g), "g4-g3 h8-g7 h8-g8 h8-h7")
    # The start has st=f in the Dutch slot; it goes when the Dutch turn passes.
    g = start_position(["netherlands", "chatanooga", "netherlands", "chatanooga"], "ffa")
    expect("netherlands, the start", g.fen4().split("-")[8], "st=f,,f,")
    expect("netherlands, the first turn over", play(g, "e7-e6").fen4().split("-")[8],
           "st=,,f,")
    g = play(parse_fen4(SITUATIONS["netherlands-japan"], "ffa"), "d4-d5~c5")
    expect("netherlands-japan, no second ply for a Yellow rook", g.to_move, YELLOW)
    g = play(parse_fen4(SITUATIONS["netherlands-japan"], "ffa"), "d4-d6")
    expect("netherlands-japan, the second ply swaps", moves(g),
           "-- d6-a6 d6-b6 d6-c6~c5 d6-d1 d6-d2 d6-d3 d6-d4 d6-d5~c5 d6-d7 d6-d8 d6-e6 d6-f6 "
           "d6-g6 d6-h6")


def check_germany(expect, moves):
    """Germany's group move."""

    def groups(g):
        return [m for m in moves(g).split() if ">" in m]

    # The start: the 2x4 army is one group. Of the 34 translations on the board, Black's area
    # blocks 8, Green's 8 and Yellow's 8, two of them Green's and Yellow's both: 12; the king on
    # f6 (Green's h4 bishop), f5 and f4 (Green's g4 and g3 pawns) would be attacked: 9.
    start = start_position(["germany", "chatanooga", "chatanooga", "chatanooga"], "ffa")
    expect("germany, the start", (len(start.legal_moves()), groups(start)),
           (22, ["e7>a3", "e7>b3", "e7>c6", "e7>c7", "e7>d5", "e7>d6", "e7>d7", "e7>e5",
                 "e7>e6"]))
    g = play(start, "e7>a3")
    expect("germany, after the group move", g.fen4().split("-")[6:9:2],
           ["bK,bP,6/bN,bP,6/bR,bP,6/bB,bP,6/rB,rR,rN,rK,2,gP,gB/rP,rP,rP,rP,2,gP,gR/"
            "yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK", "st=u,,,"])
    g = play(g, "g4-f4", "d1-e2", "b5-c5")
    expect("germany, used: no second group move", groups(g), [])
    expect("germany, st=u read back", groups(parse_fen4(g.fen4(), "ffa")), [])
    used = parse_fen4(start.fen4() + "-st=u,,,", "ffa")
    expect("germany, the start with st=u", len(used.legal_moves()), 13)
    g = parse_fen4(SITUATIONS["germany-blocked"], "ffa")
    blocked = groups(g)
    expect("germany-blocked", (len(blocked), [t for t in ("d4>d6", "d4>c6", "d4>e6", "d4>f6",
                                                         "d4>g6", "d4>g4") if t in blocked]),
           (47, ["d4>g6", "d4>g4"]))
    g = parse_fen4(SITUATIONS["germany-controlled"], "ffa")
    expect("germany-controlled", len(groups(g)), 50)
    g = play(g, "d4>d3")
    expect("germany-controlled, Green's knight moved", g.fen4().split("-")[6:9:2],
           ["bK,6,rK/8/8/8/3,gN,yP,3/3,rR,4/8/yK,7", "st=u,,,"])
    expect("germany-rest, the group holds a resting rook",
           groups(parse_fen4(SITUATIONS["germany-rest"], "ffa")), [])
    for name, counts, shifts in (("mid-germany-israel", [16, 544, 4207], 12),
                                 ("mid-germany-two", [26, 331, 6410], 12)):
        g = parse_fen4(SITUATIONS[name], "ffa")
        expect(name + " perft", ([perft(g, d) for d in (1, 2, 3)], len(groups(g))),
               (counts, shifts))
    expect("germany-two-kings", len(groups(parse_fen4(SITUATIONS["germany-two-kings"], "ffa"))),
           47)
    g = play(parse_fen4(SITUATIONS["germany-iraq"], "ffa"), "c4>d4")
    expect("germany-iraq, the pair stays", g.fen4().split("-")[6],
           "bK,6,rK/8/8/8/3,rR,gB,1,gN,1/8/8/yK,7")
    g = play(parse_fen4(SITUATIONS["germany-prussia"], "ffa"), "b4>d4")
    expect("germany-prussia, no pull", g.fen4().split("-")[6],
           "bK,6,rK/4,yR,3/8/8/3,rN,gR,3/8/8/yK,7")
    g = parse_fen4(SITUATIONS["germany-japan"], "ffa")
    expect("germany-japan, no second ply", (play(g, "d4>d3").to_move, play(g, "d4-d3").again),
           (YELLOW, (3, 2)))
    g = parse_fen4(SITUATIONS["germany-check"], "ffa")
    expect("germany-check, only group moves", len(groups(g)), 30)
    g = parse_fen4(SITUATIONS["germany-check"] + "-st=u,,,", "ffa")
    expect("germany-check, used: mated", (g.live[RED], g.controller[RED], g.to_move),
           (False, GREEN, GREEN))
    # The pawn taken to d1, its last line, stays a pawn without moves; taken to d7, its start
    # line, it may double-step.
    g = play(parse_fen4(SITUATIONS["germany-pawn"], "ffa"), "d3>d1", "h1-g2", "a1-a2",
             "a8-b8")
    expect("germany-pawn, on its last line", [m for m in moves(g).split() if m[:2] == "d1"],
           [])
    g = play(parse_fen4(SITUATIONS["germany-pawn"], "ffa"), "d3>d7", "h1-g1", "a1-a2",
             "a8-b8")
    expect("germany-pawn, on its start line",
           [m for m in moves(g).split() if m[:2] == "d7"], ["d7-d5", "d7-d6"])


def check_byzantium(expect, moves):
    """Byzantium's retreat between other armies' turns."""

    def state(g):
        return g.fen4().split("-")[8] if len(g.fen4().split("-")) > 8 else ""

    for mode in ("ffa", "teams"):
        g = play(parse_fen4(SITUATIONS["byz-offer"], mode), "h1-g1")
        expect("byz-offer (%s), after Green's turn" % mode, (g.to_move, moves(g), state(g)),
               (RED, "-- c5-f8 e5-e7 e5-f7 e5-g7 e5-h7", "st=bg,,,"))
        expect("byz-offer (%s), st=bg read back" % mode,
               parse_fen4(g.fen4(), mode).fen4(), g.fen4())
        g = play(g, "e5-e7")
        expect("byz-offer (%s), the retreat" % mode, (g.to_move, g.fen4().split("-")[6]),
               (YELLOW, "bK,3,rB,2,rK/4,rP,3/8/2,rR,5/8/8/8/yK,5,gK,1"))
        # The pawn back on e7 may also go to f7, g7 or h7: any empty pawn square.
        g = play(g, "a1-a2")
        if mode == "ffa":
            expect("byz-offer, after Yellow's turn", (g.to_move, moves(g), state(g)),
                   (RED, "-- c5-f8 e7-f7 e7-g7 e7-h7", "st=by,,,"))
            g = play(g, "--")
        else:
            expect("byz-offer (teams), none after the partner's turn", (g.to_move, state(g)),
                   (BLACK, ""))
        g = play(g, "a8-b8")
        expect("byz-offer (%s), after Black's turn" % mode, (g.to_move, moves(g), state(g)),
               (RED, "-- c5-f8 e7-f7 e7-g7 e7-h7", "st=bb,,,"))
        g = play(g, "--")
        expect("byz-offer (%s), Red's turn: the pawn steps two again" % mode,
               (g.to_move, g.retreat_after, "e7-e5" in moves(g).split()), (RED, None, True))
        expect("byz-offer (%s), none after its own turn" % mode,
               (play(g, "h8-g8").to_move, play(g, "h8-g8").retreat_after), (GREEN, None))
    g = parse_fen4(SITUATIONS["byz-israel"], "ffa")
    expect("byz-israel, no retreat after the mark on e7",
           (play(g, "h1-g1", "@e7").to_move, play(g, "h1-g1", "@e7").retreat_after),
           (YELLOW, None))
    g = play(g, "h1-g1", "@d4")
    expect("byz-israel, a pawn to any empty pawn square", (g.to_move, moves(g)),
           (RED, "-- e5-e7 g7-e7 h7-e7"))
    g = play(parse_fen4(SITUATIONS["byz-israel-next"], "ffa"), "h8-g8")
    expect("byz-israel-next, the mark stands", (g.to_move, moves(g), state(g)),
           (YELLOW, "-- d4-a2 d4-b2 d4-d2", "st=,@c2,br,"))
    g = play(g, "--")
    expect("byz-israel-next, lifted at Green's turn", (g.to_move, g.blocks), (GREEN, frozenset()))
    g = play(parse_fen4(SITUATIONS["byz-pinned"], "ffa"), "a8-a7")
    expect("byz-pinned, no legal retreat: no ply", (g.to_move, g.retreat_after, g.ply),
           (RED, None, 1))
    g = play(parse_fen4(SITUATIONS["byz-pinned-pawn"], "ffa"), "a8-a7")
    expect("byz-pinned-pawn", (g.to_move, moves(g)), (RED, "-- b4-e7 b4-f7 b4-g7 b4-h7"))
    g = play(parse_fen4(SITUATIONS["byz-two-kings"], "ffa"), "a8-a7")
    expect("byz-two-kings", (g.to_move, moves(g)), (RED, "-- c3-h8 d5-h8 d6-f8"))
    for mode in ("ffa", "teams"):
        g = play(parse_fen4(SITUATIONS["byz-two"], mode), "h1-g1")
        expect("byz-two (%s), Yellow first" % mode, (g.to_move, moves(g), state(g)),
               (YELLOW, "-- c4-a2 c4-b2 c4-c2 c4-d2", "st=,,bg,"))
        g = play(g, "c4-c2")
        expect("byz-two (%s), then Red" % mode, (g.to_move, moves(g), state(g)),
               (RED, "-- e5-e7 e5-f7 e5-g7 e5-h7", "st=bg,,,"))
        g = play(g, "--")
        expect("byz-two (%s), Yellow's turn" % mode,
               (g.to_move, g.retreat_after, "c2-c4" in moves(g).split()), (YELLOW, None, True))
        g = play(g, "c2-c4")
        if mode == "ffa":
            expect("byz-two, after Yellow's turn", (g.to_move, state(g)), (RED, "st=by,,,"))
            g = play(g, "--")
        else:
            expect("byz-two (teams), none after the partner's turn", g.to_move, BLACK)
        g = play(g, "a8-b8")
        expect("byz-two (%s), after Black's turn: Red first" % mode, (g.to_move, state(g)),
               (RED, "st=bb,,,"))
        g = play(g, "--")
        expect("byz-two (%s), after Black's turn: then Yellow" % mode, (g.to_move, state(g)),
               (YELLOW, "st=,,bb,"))
        expect("byz-two (%s), then Red's turn" % mode,
               (play(g, "--").to_move, play(g, "--").retreat_after), (RED, None))
    g = play(parse_fen4(SITUATIONS["byz-check"], "ffa"), "h1-g1")
    expect("byz-check, the offer", moves(g), "-- a3-g8 a6-f8 b7-f8")
    declined = play(g, "--")
    expect("byz-check, declined: Yellow moves", (declined.to_move, moves(declined)),
           (YELLOW, "a1-a2"))
    g = play(g, "a3-g8")
    expect("byz-check, the retreat mates Yellow", (g.live[YELLOW], g.controller[YELLOW],
                                                   g.to_move), (False, RED, BLACK))
    for name in ("byz-captor", "byz-controls"):
        g = play(parse_fen4(SITUATIONS[name], "ffa"), "a1-a2")
        expect(name + ", no offer", (g.to_move, g.retreat_after), (BLACK, None))
    g = play(parse_fen4(SITUATIONS["byz-pass"], "ffa"), "--")
    expect("byz-pass, the offer after a pass", (moves(g), g.fen4().split("-")[8:]),
           ("-- c2-f8 g5-f8", ["st=bg,,,", "pass=1"]))
    for reply in ("--", "g5-f8"):
        after = play(g, reply)
        expect("byz-pass, %s is no pass and resets none" % reply, (after.to_move, after.passes),
               (YELLOW, 1))
    g = play(parse_fen4(SITUATIONS["byz-iraq"], "ffa"), "a8-b8")
    expect("byz-iraq, the offer before Red's turn", (g.to_move, moves(g)), (GREEN, "-- d4-h3"))
    expect("byz-iraq, declined: the rook leaves at Red's turn",
           (play(g, "--").to_move, (3, 3) in play(g, "--").board), (RED, False))
    expect("byz-iraq, retreated: the rook stays",
           (play(g, "d4-h3").to_move, (7, 2) in play(g, "d4-h3").board), (RED, True))
    g = play(parse_fen4(SITUATIONS["byz-mate"], "ffa"), "b3-b1")
    expect("byz-mate, the offer after Red's turn", (g.to_move, moves(g)),
           (BLACK, "-- c5-b5 c5-b6 c5-b7 c5-b8"))
    g = play(g, "--")
    expect("byz-mate, Green mated, no second offer",
           (g.live[GREEN], g.controller[GREEN], g.to_move), (False, RED, YELLOW))
    g = play(parse_fen4(SITUATIONS["byz-mate-captor"], "ffa"), "b3-b1", "--")
    expect("byz-mate-captor, the -- counts as Black's latest ply",
           (g.live[GREEN], g.controller[GREEN], g.to_move), (False, BLACK, YELLOW))
    # Perft of mixed starts.
    for armies, counts in ((["byzantium", "chatanooga", "chatanooga", "chatanooga"],
                            [13, 166, 641, 8226]),):
        expect("perft " + ",".join(armies),
               [perft(start_position(armies, "ffa"), d) for d in range(1, len(counts) + 1)],
               counts)


def check_peacekeepers(expect, moves):
    """The UN Peacekeepers: the area, the capture of immobile pieces, the defeat by
    occupation."""

    def placement(g):
        return g.fen4().split("-")[6]

    expect("un-king, never in check", parse_fen4(SITUATIONS["un-king"], "ffa").in_check(RED),
           False)
    g = parse_fen4(SITUATIONS["un-still"], "ffa")
    expect("un-still, b7-b4 captures c4", (placement(play(g, "b7-b4")), play(g, "b7-b4").stilled),
           ("bK,6,rK/8/8/2,bP,5/1,rR,6/8/8/yK,6,gK", 1))
    expect("un-still, b7-b5 does not", placement(play(g, "b7-b5")),
           "bK,6,rK/8/8/1,rR,bP,5/2,yP,5/8/8/yK,6,gK")
    g = parse_fen4(SITUATIONS["un-still-other"], "ffa")
    expect("un-still-other, captured at the end of Green's ply",
           placement(play(g, "e3-c4")), "bK,6,rK/8/8/8/2,gN,5/3,rP,4/8/yK,6,gK")
    expect("un-still-other, kept while the knight stays", placement(play(g, "h1-g1")),
           "bK,6,rK/8/8/8/8/3,rP,gN,3/3,yP,4/yK,5,gK,1")
    plain = parse_fen4(SITUATIONS["un-bare"].replace("un-peacekeepers", "chatanooga"), "ffa")
    expect("un-bare, legal without the UN", "e8xe5" in moves(plain).split(), True)
    g = parse_fen4(SITUATIONS["un-occupy"], "ffa")
    for move in ("e1-e7", "e1-e8"):
        after = play(g, move)
        expect("un-occupy, " + move, (after.live[RED], after.controller[RED], after.royals(RED),
                                      (3, 3) in after.board, after.to_move),
               (False, GREEN, [], False, YELLOW))
    expect("un-occupy, f8-e7 keeps two", play(g, "f8-e7").live[RED], True)
    g = play(parse_fen4(SITUATIONS["un-occupy-pull"], "ffa"), "h5-h7")
    expect("un-occupy-pull, Green the captor",
           (g.live[RED], g.controller[RED], placement(g)),
           (False, GREEN, "bK,4,gB,gN,1/6,gR,bR/8/8/8/8/8/yK,6,gK"))
    expect("un-dutch, after the swap", placement(play(parse_fen4(SITUATIONS["un-dutch"], "ffa"),
                                                      "g6-g5~g4")),
           "bK,6,rK/8/8/6,gP,1/6,rN,rR/8/8/yK,6,gK")
    expect("un-mark, a marked square is no way out",
           placement(play(parse_fen4(SITUATIONS["un-mark"], "ffa"), "a8-a7")),
           "7,rK/bK,7/8/8/8/1,rR,6/8/yK,6,gK")
    g = parse_fen4(SITUATIONS["un-royal-france"], "ffa")
    expect("un-royal-france, the boxed king stays", (0, 0) in play(g, "a5-a2").board, True)
    g = play(g, "c7-c5")
    expect("un-royal-france, France's last piece", (g.live[BLACK], g.controller[BLACK],
                                                    (2, 3) in g.board), (False, RED, False))
    g = parse_fen4(SITUATIONS["un-two"], "ffa")
    expect("un-two, the UN pawn on c2 steps aside: not captured",
           (2, 1) in play(g, "h8-g8").board, True)
    g = play(parse_fen4(SITUATIONS["un-pawn"], "ffa"), "g6-g7", "--", "a1-b1", "a8-b8")
    expect("un-pawn, back on its start line", [m for m in moves(g).split() if m[:2] == "g7"],
           ["g7-f6", "g7-f7", "g7-f8", "g7-g5", "g7-g6", "g7-g8", "g7-h6", "g7-h7"])
    for armies, counts in ((["un-peacekeepers", "chatanooga", "chatanooga", "chatanooga"],
                            [21, 266, 3405]),):
        expect("perft " + ",".join(armies),
               [perft(start_position(armies, "ffa"), d) for d in range(1, len(counts) + 1)],
               counts)


def check_china(expect, moves):
    """China's censor: the pending move, the decision ply, the censored pieces, the offer's
    conditions, China's bar, several Chinese armies, FEN4."""

    def state(g):
        return [f for f in g.fen4().split("-") if f.startswith(("st=", "pass=", "censor="))]

    def seen(g):
        """The army to move, its moves and the st= and pass= fields; the FEN4 reads back."""
        expect("china, %s read back" % g.fen4(), parse_fen4(g.fen4(), mode).fen4(), g.fen4())
        return TURN_LETTERS[g.to_move], moves(g), state(g)

    rook = "d4-a4 d4-b4 d4-c4 d4-d1 d4-d2 d4-d3 d4-d5 d4-d6 d4-d7 d4-d8 d4-e4 d4-f4 d4-g4 d4-h4"
    for mode in ("ffa", "teams"):
        start = parse_fen4(SITUATIONS["china"], mode)
        g = play(start, "d4-d5")
        expect("china (%s), an enemy's move is pending" % mode, seen(g),
               ("B", "-- censor", ["censor=rd4d5"]))
        expect("china (%s), the pending position is the one before the move" % mode,
               g.fen4().split("-")[6], start.fen4().split("-")[6])
        expect("china (%s), -- lets it be made" % mode, (seen(play(g, "--")),
                                                         play(g, "--").fen4().split("-")[6]),
               (("G", "g5-e5 g5-f5 h1-g1 h1-g2 h1-h2", []),
                "bK,6,rK/8/8/3,rR,2,gP,1/8/8/8/yK,6,gK"))
        g = play(g, "censor")
        expect("china (%s), censored: Red again without its rook" % mode, seen(g),
               ("R", "h8-g7 h8-g8 h8-h7", ["st=vd4,,,q"]))
        g = play(g, "h8-g8")
        expect("china (%s), barred: the redo is made at once" % mode, seen(g),
               ("G", "g5-e5 g5-f5 h1-g1 h1-g2 h1-h2", ["st=,,,q"]))
        g = play(g, "h1-g1", "a1-a2")
        expect("china (%s), the bar holds until China's turn" % mode, seen(g),
               ("B", "a8-a7 a8-b7 a8-b8", ["st=,,,q"]))
        g = play(g, "a8-b8")
        expect("china (%s), China's turn over: the bar is lifted" % mode,
               (seen(g)[2], seen(play(g, "d4-d5"))), ([], ("B", "-- censor", ["censor=rd4d5"])))
        # Green's move: an enemy's in free-for-all, the partner's in teams.
        g = play(start, "h8-g8", "--", "h1-g1")
        expect("china (%s), Green's move" % mode, seen(g)[0], "B" if mode == "ffa" else "Y")
        g = play(start, "h8-g8", "--", "g5-f5", "--" if mode == "ffa" else "a1-a2")
        expect("china (%s), Yellow's move" % mode, seen(play(g, "a1-a2") if mode == "ffa"
                                                       else g)[0], "B")
    mode = "ffa"
    g = parse_fen4(SITUATIONS["china-alone"], mode)
    expect("china-alone, the rook's move is made at once", seen(play(g, "d4-d5"))[0], "G")
    g = parse_fen4(SITUATIONS["china-alone"].replace("army=chatanooga", "army=huns"), mode)
    g = play(g, "d4-d5")
    expect("china-alone, a placement is another move", seen(g), ("B", "-- censor",
                                                                ["censor=rd4d5"]))
    expect("china-alone, placements after the censor", seen(play(g, "censor")),
           ("R", "P@e7 P@e8 P@f7 P@f8 P@g7 P@g8 P@h7", ["st=vd4,,,q"]))
    g = play(parse_fen4(SITUATIONS["china-alone"].replace("army=chatanooga", "army=huns"), mode),
             "P@e7")
    expect("china-alone, a placement is not censored", seen(g)[0], "G")
    g = parse_fen4(SITUATIONS["china-check"], mode)
    expect("china-check, Red's answers", moves(g), "d4-h4 h8-g7 h8-g8")
    expect("china-check, the block censored", seen(play(g, "d4-h4", "censor")),
           ("R", "h8-g7 h8-g8", ["st=vd4,,,q"]))
    expect("china-check, the king's step censored", seen(play(g, "h8-g8", "censor")),
           ("R", "d4-h4", ["st=vh8,,,q"]))
    g = parse_fen4(SITUATIONS["china-check-only"], mode)
    expect("china-check-only, the one answer is made at once", (moves(g), seen(play(g, "d4-h4"))),
           ("d4-h4", ("G", "g1-f1 g1-f2 g1-h1 h2-g2", [])))
    for mode in ("ffa", "teams"):
        start = parse_fen4(SITUATIONS["china-two"], mode)
        g = play(start, "d4-d5")
        expect("china-two (%s), Yellow first" % mode, seen(g), ("Y", "-- censor",
                                                                ["censor=gd4d5"]))
        g = play(g, "--")
        expect("china-two (%s), then Red" % mode, seen(g), ("R", "-- censor", ["censor=gd4d5"]))
        expect("china-two (%s), made" % mode, seen(play(g, "--")),
               ("Y", "a1-a2 a1-b1 a1-b2", []))
        g = play(start, "d4-d5", "censor", "h1-g1")
        expect("china-two (%s), the move in its place is offered to Red" % mode, seen(g),
               ("R", "-- censor", ["st=,vd4,q,", "censor=gh1g1"]))
        expect("china-two (%s), Red censors too" % mode, seen(play(g, "censor")),
               ("G", "g5-e5 g5-f5", ["st=q,vh1vd4,q,"]))
        g = play(parse_fen4(SITUATIONS["china-two"].replace("G-", "R-", 1), mode), "h8-g8")
        expect("china-two (%s), Red's own move" % mode, seen(g)[::2],
               ("Y", ["censor=rh8g8"]) if mode == "ffa" else ("G", []))
    mode = "ffa"
    g = play(parse_fen4(SITUATIONS["china-rome"], mode), "e7-e6&f7-f6")
    expect("china-rome, the pair pending", seen(g), ("G", "-- censor", ["censor=re7e6&f7f6"]))
    expect("china-rome, both pawns barred", seen(play(g, "censor")),
           ("R", "c7-c5 c7-c5&g7-g5 c7-c5&g7-g6 c7-c6 c7-c6&g7-g5 c7-c6&g7-g6 g7-g5 "
                 "g7-g5&c7-c5 g7-g5&c7-c6 g7-g6 g7-g6&c7-c5 g7-g6&c7-c6 h8-g8 h8-h7",
            ["st=ve7vf7,q,,"]))
    knight = "d5-b4 d5-b6 d5-c3 d5-c7 d5-e3 d5-e7 d5-f4 d5-f6"
    rook = ("b3-a3 b3-b1 b3-b2 b3-b4 b3-b5 b3-b6 b3-b7 b3-b8 b3-c3 b3-d3 b3-e3 b3-f3 b3-g3 "
            "b3-h3")
    g = play(parse_fen4(SITUATIONS["china-sweden"], mode), "h8-g7", "--", "d5-f6")
    expect("china-sweden, the second ply pending", seen(g), ("G", "-- censor",
                                                             ["st=o,,,", "censor=rd5f6"]))
    g = play(g, "censor")
    expect("china-sweden, the second ply again without the knight", seen(g),
           ("R", "-- " + rook, ["st=ovd5,q,,"]))
    expect("china-sweden, two moves made", seen(play(g, "b3-b4")),
           ("G", "h1-g1 h1-g2 h1-h2", ["st=w,q,,"]))
    g = play(parse_fen4(SITUATIONS["china-sweden"], mode), "h8-g7", "censor")
    expect("china-sweden, the king censored", seen(g), ("R", rook + " " + knight,
                                                        ["st=vh8,q,,"]))
    expect("china-sweden, no king for the second ply", seen(play(g, "d5-f6")),
           ("R", "--", ["st=kvh8,q,,"]))
    g = play(parse_fen4(SITUATIONS["china-japan"], mode), "d4-d6", "--")
    expect("china-japan, the second ply", seen(g)[::2], ("R", ["st=jd6,,,"]))
    expect("china-japan, nothing else beside it: made at once", seen(play(g, "d6-d7"))[0], "G")
    g = play(parse_fen4(SITUATIONS["china-macedonia"], mode), "d4-d5", "--")
    expect("china-macedonia, the removal", seen(g), ("R", "-- xc6 xd5", ["st=r,,,"]))
    g = play(g, "xc6", "d5-d6")
    expect("china-macedonia, the move after a removal pending", seen(g),
           ("G", "-- censor", ["st=g,,,", "censor=rd5d6"]))
    g = play(g, "censor")
    expect("china-macedonia, censored", seen(g), ("R", "h8-g7 h8-g8 h8-h7", ["st=gvd5,q,,"]))
    expect("china-macedonia, the next offer", seen(play(g, "h8-g8")),
           ("R", "-- xd5", ["st=rvd5,q,,"]))
    g = play(parse_fen4(SITUATIONS["china-germany"], mode), "d4>d3")
    expect("china-germany, the group move pending", seen(g), ("G", "-- censor",
                                                              ["censor=rd4>d3"]))
    expect("china-germany, the group and its first piece barred", seen(play(g, "censor")),
           ("R", "e4-b1 e4-b7 e4-c2 e4-c6 e4-d3 e4-d5 e4-f3 e4-f5 e4-g2 e4-g6 e4-h7 e4xa8 e4xh1 "
                 "h8-g7 h8-g8 h8-h7", ["st=vd4,q,,"]))
    for name, before, chosen, decisions in (("china-pending", "china", "d4-d5", ()),
                                            ("china-censored", "china", "d4-d5", ("censor",)),
                                            ("china-sweden-pending", "china-sweden",
                                             "h8-g7 -- d5-f6", ()),
                                            ("china-two-pending", "china-two", "d4-d5", ("--",))):
        g = play(parse_fen4(SITUATIONS[before], mode), *(chosen.split() + list(decisions)))
        expect(name + ", as play leaves it", parse_fen4(SITUATIONS[name], mode).fen4(), g.fen4())
    g = play(parse_fen4(SITUATIONS["china-un-before"], mode), "b4-e4", "--")
    expect("china-un, the rook taken, the pawn kept", (moves(g), g.fen4()),
           ("e2-d1 e2-e1 e2-f1 e2-f2 e2xd2 f3-e3", SITUATIONS["china-un"]))
    expect("china-un, the pawn taken at the end of the censor", moves(play(g, "f3-e3", "censor")),
           "e2-d1 e2-d2 e2-e1 e2-e3 e2-f1 e2-f2")
    expect("china-un, the pawn kept after -- and f3-e3 (it may take e3)",
           moves(play(g, "f3-e3", "--")), "a1-a2 a1-b1 a1-b2 d2xe3")
    g = play(parse_fen4(SITUATIONS["china-mate-captor"], mode), "b3-b1", "--")
    expect("china-mate-captor, Black's -- is the latest ply",
           (g.live[GREEN], g.controller[GREEN], g.to_move), (False, BLACK, YELLOW))
    g = parse_fen4(play(parse_fen4(SITUATIONS["china-mate-captor"], mode), "b3-b1").fen4(), mode)
    expect("china-mate-captor, read while Black decides", play(g, "--").controller[GREEN], BLACK)
    expect("china-captor, no offer", seen(play(parse_fen4(SITUATIONS["china-captor"], mode),
                                                "d4-d5"))[0], "Y")
    # Byzantium (Red) after Green's turn, China (Black) deciding on Green's and Yellow's moves.
    start = parse_fen4(SITUATIONS["china-byzantium"], mode)
    g = play(start, "h1-g1")
    expect("china-byzantium, Green's move pending", seen(g), ("B", "-- censor",
                                                              ["censor=gh1g1"]))
    g = play(g, "--")
    expect("china-byzantium, then the retreat", seen(g), ("R", "-- b7-f8 c2-f8", ["st=bg,,,"]))
    expect("china-byzantium, the retreat frees b1: Yellow's move is offered",
           seen(play(g, "b7-f8", "d3-d4")), ("B", "-- censor", ["censor=yd3d4"]))
    expect("china-byzantium, no retreat: Yellow's rook alone moves, at once",
           seen(play(g, "--", "d3-d4")), ("R", "-- b7-f8 c2-f8", ["st=by,,,"]))
    g = play(start, "h1-g1", "censor")
    expect("china-byzantium, Green censored", seen(g), ("G", "e6-d6", ["st=,vh1,,q"]))
    expect("china-byzantium, the retreat after the move in its place", seen(play(g, "e6-d6")),
           ("R", "-- b7-f8 c2-f8", ["st=bg,,,q"]))
    g = parse_fen4(SITUATIONS["china-byzantium"], "teams")
    expect("china-byzantium (teams), Green's move is a partner's", seen(play(g, "h1-g1"))[::2],
           ("R", ["st=bg,,,"]))
    # Neither the decision nor the censored move changes the count of passes.
    g = play(parse_fen4(SITUATIONS["china"] + "-pass=2", mode), "d4-d5")
    expect("china, the passes kept", (g.passes, play(g, "censor").passes,
                                      play(g, "censor", "h8-g8").passes), (2, 2, 0))
    # FEN4 errors: c only for China to move, with a legal move it is offered.
    for st, why in (("censor=rd4d9", "no move"), ("censor=rd4e5", "an illegal move"),
                    ("censor=xd4d5", "no army"), ("censor=rd4d5-st=,,,q", "barred"),
                    ("censor=gh1g1", "a partner's move")):
        try:
            parse_fen4(SITUATIONS["china"].replace("R-", "B-", 1) + "-" + st, "teams")
            got = "read"
        except ValueError:
            got = "refused"
        expect("china, FEN4 with %s (%s)" % (st, why), got, "refused")
    # Perft of mixed starts (the deeper counts are in the module's text).
    for armies, mode, counts in (("china,chatanooga,chatanooga,chatanooga", "ffa",
                                  [13, 166, 332, 3884]),
                                 ("china,chatanooga,chatanooga,chatanooga", "teams",
                                  [13, 166, 332, 3882]),
                                 ("china,sweden,china,rome", "ffa", [13, 26, 306, 2121]),
                                 ("china,sweden,china,rome", "teams", [13, 166, 332, 2090]),
                                 ("china,byzantium,macedonia,japan", "teams",
                                  [13, 166, 332, 3882, 39405])):
        g = start_position(armies.split(","), mode)
        expect("perft %s (%s)" % (armies, mode),
               [perft(g, d) for d in range(1, len(counts) + 1)], counts)


def parse_dice(text):
    """Perft's rolls: entries separated by spaces, the dice of an entry by commas."""
    out = []
    for entry in text.split():
        dice = entry.split(",")
        if not all(d in tuple("123456") for d in dice):
            raise ValueError("--dice: %r is no list of dice 1-6" % entry)
        out.append([int(d) for d in dice])
    if not out:
        raise ValueError("--dice: no rolls")
    return out


def main(argv):
    if "--check" in argv:
        return check_situations()
    armies, mode, fen, show_divide, moves, depth = None, "ffa", None, False, "", None
    dice = None
    args = list(argv)
    try:
        while args:
            a = args.pop(0)
            if a == "--armies":
                armies = args.pop(0).split(",")
            elif a == "--mode":
                mode = args.pop(0)
                if mode not in ("ffa", "teams"):
                    raise ValueError("--mode: expected ffa or teams, got %r" % mode)
            elif a == "--fen":
                fen = args.pop(0)
            elif a == "--divide":
                show_divide = True
            elif a == "--moves":
                moves = args.pop(0)
            elif a == "--dice":
                dice = parse_dice(args.pop(0))
            else:
                depth = int(a)
        if depth is None:
            raise ValueError("expected a DEPTH")
        if fen:
            g = parse_fen4(fen, mode, armies, dice)
        elif armies is None:
            raise ValueError("--armies is required without --fen")
        else:
            g = start_position(armies, mode, dice)
        g = play(g, *moves.split())
    except (ValueError, IndexError, AssertionError) as e:
        print("european_perft.py: %s" % e, file=sys.stderr)
        return 2
    try:
        if show_divide:
            rows = divide(g, depth)
            for text in sorted(rows):
                print("%s: %d" % (text, rows[text]))
            print()
            print("Nodes searched: %d" % sum(rows.values()))
            return 0
        for d in range(1, depth + 1):
            print(d, perft(g, d))
    except ValueError as e:
        print("european_perft.py: %s" % e, file=sys.stderr)
        return 2
    return 0



def check_lost_setups(expect, moves):
    """Austria's knights and the USA's bomb, from given positions."""

    def placement(g):
        return g.fen4().split("-")[6]

    g = parse_fen4(SITUATIONS["usa-shield"], "ffa")
    expect("usa-shield", moves(g), "!c6 !e5 c6-b5 c6-b6 c6-b7 c6-c5 c6-c7 c6-d5 c6-d6 c6-d7 "
           "e5-f6 f7-f5 f7-f6 h8-g7 h8-g8 h8-h7")
    expect("usa-shield, teams: the bishop is a partner's",
           sorted(m for m in moves(parse_fen4(SITUATIONS["usa-shield"], "teams")).split()
                  if m.startswith("e5")),
           ["e5-d5", "e5-d6", "e5-e6", "e5-f4", "e5-f5", "e5-f6"])
    g = play(parse_fen4(SITUATIONS["usa-blast"], "ffa"), "!e5")
    expect("usa-blast", (placement(g), g.tally[RED], g.tally[YELLOW]),
           ("bK,6,rK/8/8/2,bR,5/4,gB,3/8/8/yK,6,gF", 0, 0))
    g = parse_fen4(SITUATIONS["usa-kings"], "ffa")
    expect("usa-kings, beside Red's own king", "!e5" in moves(g).split(), False)
    g = play(g, "f6-g7")
    g = play(g, "h1-h2")
    g = play(g, "a1-b1", "a8-b8", "!e5")
    expect("usa-kings, Green's king taken", (g.live[GREEN], g.controller[GREEN], g.to_move),
           (False, RED, YELLOW))
    g = play(parse_fen4(SITUATIONS["austria-pincer"], "ffa"), "h5-f4")
    expect("austria-pincer", placement(g), "bK,6,rK/8/4,gP,3/8/5,rN,2/2,rN,5/8/yK,6,gK")
    expect("austria-check", moves(parse_fen4(SITUATIONS["austria-check"], "ffa")),
           "e7-f5 e7-g6 f3xh4 h8-g7 h8-g8")



def check_empire_and_russia(expect, moves):
    """The Holy Roman Empire's bars and protections, Russia's desertions and tsar."""

    def rest(g):
        return g.fen4().split("-", 6)[6]

    g = play(parse_fen4(SITUATIONS["hre-bars"], "ffa"), "c3-f3")
    expect("hre-bars, this turn's rook and direction bind the next",
           rest(g).split("-")[0:1] + [f for f in rest(g).split("-") if f.startswith("st=")],
           ["bK,6,rK/6,rR,1/2,gN,5/4,rR,3/8/yN,4,rR,2/8/yK,1,gB,4,gK", "st=hf3d>,,,"])
    g = play(g, "c6-d4", "a1-a2", "a8-b8")
    expect("hre-bars, e5 free again, f3 barred, toward file h barred",
           " ".join(m for m in moves(g).split() if m[:2] in ("e5", "f3")),
           "e5-a5 e5-b5 e5-c5 e5-d5 e5-e1 e5-e2 e5-e3 e5-e4 e5-e6 e5-e7 e5-e8")
    g = play(parse_fen4(SITUATIONS["hre-protect"], "ffa"), "b3xc5")
    expect("hre-protect, the knight protected", g.fen4().split("-st=")[1].split("-")[0],
           "pc5,,,")
    g = play(g, "f3-e3", "a8-b8")
    red = moves(g).split()
    expect("hre-protect, Red's captures of c5", [m for m in red if m.endswith("xc5")],
           ["b6xc5", "c6xc5"])
    g = play(g, "c1-c2")
    expect("hre-protect, the protection ends with Red's turn",
           g.fen4().split("-st=")[1].split("-")[0], "hc2d^,,,")
    g = play(parse_fen4(SITUATIONS["russia-desert"], "ffa"), "b3-b2")
    expect("russia-desert, the pawn deserts to Green", rest(g),
           "bK,6,rQ/8/8/8/rK,7/8/1,gP,1,gB,4/5,yK,1,gK-army=russia,chatanooga,chatanooga,"
           "chatanooga")
    # Green, in check from the queen on h8, blocks it or makes a second royal: the deserted pawn
    # promotes toward file a as Green's.
    expect("russia-desert, it moves as Green's pawn", moves(g), "b2-a2=K d2-h6")
    g = parse_fen4(SITUATIONS["russia-tsar"], "ffa")
    expect("russia-tsar, read as T", rest(g).split("-")[0], "bK,7/8/6,rT,1/2,rP,5/8/8/8/yK,6,gK")
    expect("russia-tsar moves", moves(g),
           "c5-c4 g6-a6 g6-b6 g6-c2 g6-c6 g6-d3 g6-d6 g6-e4 g6-e6 g6-e8 g6-f5 g6-f6 g6-f7 "
           "g6-g1 g6-g2 g6-g3 g6-g4 g6-g5 g6-g7 g6-g8 g6-h5 g6-h6 g6-h7")
    g = play(g, "g6-h6")
    expect("russia-tsar, deserted and defeated",
           (rest(g).split("-")[0], g.live[RED], g.controller[RED], g.to_move),
           ("bK,7/8/8/2,bP,5/8/8/8/yK,6,gK", False, GREEN, GREEN))
    g = play(parse_fen4(SITUATIONS["russia-crown"], "ffa"), "d2-d1=Q")
    expect("russia-crown, a king again", rest(g).split("-")[0],
           "7,rK/8/bK,7/8/yK,7/6,gK,1/8/3,rQ,4")
    # Its only pieces then royal, Red is defeated by its own promotion to a second king; the
    # captor is the first hostile army after it.
    g = play(parse_fen4(SITUATIONS["russia-crown"], "ffa"), "d2-d1=K")
    expect("russia-crown, two tsars alone", (rest(g).split("-")[0], g.controller[RED]),
           ("8/8/bK,7/8/yK,7/6,gK,1/8/8", GREEN))



def check_secrets(expect, moves):
    """The Soviet Union's and the Terrorists' secret choices, marks, defeats and detonations."""
    g = start_position(["soviet-union", "chatanooga", "terrorists", "chatanooga"], "ffa")
    expect("secret choices, Red first", moves(g), "@e7 @e8 @f7 @f8 @g7 @g8 @h7 @h8")
    g = play(g, "@g8")
    expect("secret choices, then Yellow (the paragraph's example FEN4)", (moves(g), g.fen4()),
           ("@a1 @a2 @b1 @b2 @c1 @c2 @d1 @d2",
            "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/"
            "bB,bP,6/6,gP,gB/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-"
            "army=soviet-union,chatanooga,terrorists,chatanooga-st=hg8,,,"))
    g = play(g, "@c1")
    expect("secret choices made, Red moves", (len(g.legal_moves()), g.fen4().split("-")[-1]),
           (13, "st=hg8,,hc1,"))
    g = play(g, "g8-f6")
    expect("the mark follows its piece", g.fen4().split("-")[-1], "st=hf6,,hc1,")
    g = play(parse_fen4(SITUATIONS["soviet-exposed"], "ffa"), "h8-h7", "h1xh7")
    expect("soviet-exposed, its king taken, Red plays on", (g.live[RED], g.to_move),
           (True, YELLOW))
    g = play(parse_fen4(SITUATIONS["soviet-exposed"], "ffa"), "h8-g8", "c3xe5")
    expect("soviet-exposed, its marked knight taken", (g.live[RED], g.controller[RED],
                                                      "-st=e,,,-" in g.fen4()),
           (False, GREEN, True))
    g = play(parse_fen4(SITUATIONS["soviet-iraq"], "ffa"), "c6-c5")
    expect("soviet-iraq, the Soviet king stays", moves(g), "c4-b3 c4-c3 c4-d3")
    for mode in ("ffa", "teams"):
        g = play(parse_fen4(SITUATIONS["soviet-un"], mode), "b1-c1")
        expect("soviet-un (%s), the marked rook captured by the UN" % mode,
               (g.live[YELLOW], g.controller[YELLOW], g.board.get((3, 0))), (False, BLACK, None))
    g = play(parse_fen4(SITUATIONS["terrorists-blast"], "ffa"), "!e5")
    expect("terrorists-blast", g.fen4().split("-", 6)[6],
           "bK,6,rK/8/8/8/8/8/8/yK,6,gK-army=terrorists,chatanooga,chatanooga,chatanooga-"
           "st=e,,,")
    g = play(parse_fen4(SITUATIONS["terrorists-blast"], "ffa"), "e5xd4")
    expect("terrorists-blast, the marked pawn moved", [m for m in g.fen4().split("-")
                                                       if m.startswith("st=")], ["st=hd4,,,"])
    expect("terrorists-king", "!e5" in moves(parse_fen4(SITUATIONS["terrorists-king"], "ffa")),
           False)
    for mode in ("ffa", "teams"):
        g = play(parse_fen4(SITUATIONS["terrorists-partner"], mode), "!e5")
        expect("terrorists-partner (%s), Yellow's marked knight blown up" % mode,
               (g.live[YELLOW], g.controller[YELLOW]), (False, RED))



def check_north_korea(expect, moves):
    """North Korea's rolls, choices, types and insane moves."""

    def slot(g):
        return next(f for f in g.fen4().split("-") if f.startswith("st=")).split(",")[0]

    start = ["north-korea", "chatanooga", "chatanooga", "chatanooga"]
    expect("north-korea, a normal roll: Chatanooga's counts",
           [perft(start_position(start, "ffa", [[4]]), d) for d in (1, 2, 3)], [13, 166, 2126])
    g = start_position(start, "ffa", [[5, 4], [1, 4]])
    expect("north-korea, #5,4: two of eight pieces to choose", (moves(g), slot(g)),
           ("@e7 @e8 @f7 @f8 @g7 @g8 @h7 @h8", "st=c2"))
    g = parse_fen4(SITUATIONS["nk-choose"], "ffa", dice=[[1, 4]])
    expect("nk-choose, e8 chosen, not again", moves(g), "@e7 @f7 @f8 @g7 @g8 @h7 @h8")
    g = play(g, "@g8")
    # The bishop as a pawn and the knight as a rook are blocked: the turn passes.
    expect("nk-choose, #1,4: nothing moves", (slot(g), moves(g)), ("st=pe8Ppg8R", "--"))
    g = play(g, "--")
    expect("nk-choose, the pass", (g.passes, g.to_move), (1, GREEN))
    g = play(parse_fen4(SITUATIONS["nk-choose"], "ffa", dice=[[2, 5]]), "@g8")
    expect("nk-choose, #2,5: the bishop as a knight", moves(g), "e8-c7 e8-d6 e8-f6")
    g = play(g, "e8-d6")
    expect("nk-choose, after the first move the queen-knight is blocked: `--` ends the turn",
           (slot(g), moves(g)), ("st=epg8Q", "--"))
    g = play(g, "--")
    expect("nk-choose, no pass", (g.passes, g.to_move), (0, GREEN))
    g = play(parse_fen4(SITUATIONS["nk-pawns"], "ffa"), "b2-b1")
    expect("nk-pawns, the knight stays a knight, the pawn still to move",
           (g.fen4().split("-")[6], slot(g)),
           ("bK,6,rK/8/8/8/8/yK,7/2,rP,5/1,rN,5,gK", "st=epc2P"))


def check_placers(expect, moves):
    """The Ottoman Empire's drops and defeats, Persia's returns and checks, Poland's gift, peace
    and placements."""

    def field(g, key):
        return next((f for f in g.fen4().split("-") if f.startswith(key + "=")), "")

    def rest(g):
        return g.fen4().split("-")[6]

    g = parse_fen4(SITUATIONS["ottoman-hand"], "ffa")
    expect("ottoman-hand: only the king or a pawn may be dropped", moves(g),
           "K@h7 P@h7 e8-a4 e8-b5 e8-c6 e8-d7 e8-f7 e8-g6 e8-h5 f8-a3 f8-b4 f8-c5 f8-d6 f8-e7 "
           "g7-g5 g7-g6")
    g = parse_fen4(SITUATIONS["ottoman-king-drop"], "ffa")
    got = moves(g).split()
    expect("ottoman-king-drop", (len(got), "K@e8" in got, "N@e8" in got), (19, False, True))
    g = play(g, "K@g7")
    expect("ottoman-king-drop, after K@g7", (field(g, "hand"), field(g, "st"), g.bound(RED)),
           ("hand=PPBBNNR,,,", "", True))
    g = play(parse_fen4(SITUATIONS["ottoman-iraq"], "ffa"), "a8-b8")
    expect("ottoman-iraq, Green defeated by Red at Red's turn",
           (g.live[GREEN], g.controller[GREEN], field(g, "hand"), g.to_move),
           (False, RED, "", RED))
    g = play(parse_fen4(SITUATIONS["ottoman-un"], "ffa"), "P@e5")
    expect("ottoman-un, the first drop captured, no defeat in the first turn",
           (g.live[RED], rest(g), field(g, "hand"), g.to_move),
           (True, "bK,7/8/8/8/4,gB,3/8/8/yK,6,gK", "hand=KPBBNNR,,,", GREEN))
    g = play(g, "h1-h2", "a1-a2", "a8-a7")
    expect("ottoman-un, its next turn begins without a piece: nobody's captive",
           (g.live[RED], g.controller[RED], g.to_move, field(g, "hand")),
           (False, RED, GREEN, ""))
    expect("persia-check, only the capture", moves(parse_fen4(SITUATIONS["persia-check"],
                                                             "ffa")), "f5xh4")
    g = parse_fen4(SITUATIONS["persia-check-none"], "ffa")
    expect("persia-check-none, mated as its turn begins",
           (g.live[RED], g.controller[RED], g.to_move, rest(g)),
           (False, GREEN, GREEN, "bK,7/8/rR,7/8/7,gR/8/8/yK,5,gK,1"))
    g = play(parse_fen4(SITUATIONS["persia-un"], "ffa"), "e6-e5")
    expect("persia-un, the pawn waits, the knight may come back",
           (moves(g), field(g, "st"), field(g, "pool"), rest(g)),
           ("-- N@e6 N@f6 N@g6 N@h6", "st=wPr,,,", "pool=N,,,",
            "bK,6,rK/8/8/8/4,gB,3/8/8/yK,6,gK"))
    g = play(g, "N@f6")
    expect("persia-un, after N@f6 nothing more may come back: the turn ends",
           (g.to_move, field(g, "pool"), field(g, "st")), (GREEN, "pool=P,,,", ""))
    g = play(g, "h1-h2", "a1-a2", "a8-a7", "f6-g8")
    expect("persia-un, the pawn comes back at the end of the next turn", moves(g),
           "-- P@e6 P@f6 P@g6 P@h6")
    g = play(parse_fen4(SITUATIONS["poland-gift"], "ffa"), "e7-e6")
    expect("poland-gift, the gift ply", (moves(g), field(g, "st")),
           ("-- e6>b e6>g e6>y h7>g", "st=k,,,"))
    g = play(g, "e6>g")
    expect("poland-gift, Green places its pawn first", (moves(g), field(g, "st")),
           ("-- P@f1 P@f2 P@f3 P@f4", "st=,g1ar2,,"))
    g = play(g, "P@f3")
    got = moves(g).split()
    expect("poland-gift, at peace: no capture of h7, b2 taken",
           ("h2xh7" in got, "h2xb2" in got, "f3-e3" in got), (False, True, True))
    g = play(g, "h2xb2")
    expect("poland-gift, a capture in peace earns Poland a pawn", field(g, "st"),
           "st=g1,ar1,,")
    g = play(g, "a1xb2", "a8-b8")
    expect("poland-gift, Red places its earned pawn", moves(g), "-- P@e6 P@f6 P@g6 P@h6")
    g = play(g, "P@g6", "h7-h6", "--", "g1-h1")
    expect("poland-gift, the peace is over after Green's second turn", field(g, "st"), "")
    g = parse_fen4(SITUATIONS["poland-peace-king"], "ffa")
    expect("poland-peace-king", moves(g), "e7-e5 e7-e6 h8-g7 h8-g8 h8-h7")
    expect("poland-peace-king, without the peace",
           moves(parse_fen4(SITUATIONS["poland-peace-king"].replace("-st=,ar2,,", ""), "ffa")),
           "h8-g7 h8-g8")
    for name in ("ottoman-hand", "ottoman-king-drop", "persia-un", "poland-gift",
                 "poland-peace-king"):
        fen = "".join(SITUATIONS[name].split())
        expect(name + ", FEN4 round trip", parse_fen4(fen, "ffa").fen4(), fen)
    fen = ("R-" + H + "bK,6,rK/8/8/8/8/8/8/yK,6,gK-army=persia,poland,switzerland,macedonia"
           "-pool=NP,,,-st=2g2ag1wB,k,1xr,g1ag2-sq=e6,f1,a3,c5")
    expect("st= round trip (w g a k with Switzerland's count)",
           (parse_fen4(fen.replace("R-", "G-", 1), "ffa").fen4()), fen.replace("R-", "G-", 1))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
