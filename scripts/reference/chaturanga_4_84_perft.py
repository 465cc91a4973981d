#!/usr/bin/env python3
"""Independent reference perft for Chaturanga 4-84 (docs/rules/chaturanga-4-84.md).

Plain Python 3, standard library only.  Deliberately simple: moves are generated
by scanning the whole board and every move makes a full copy of the position.

Usage:
  python3 chaturanga_4_84_perft.py FEN DEPTH [--divide]
  python3 chaturanga_4_84_perft.py FEN --play MOVE[,MOVE...]  (extra: apply moves, print board + FEN)
  python3 chaturanga_4_84_perft.py FEN --show                  (extra: print board + FEN)
FEN may be the word startpos.

Position format (fields separated by '-'):
  <turn>-<elim>-<castleK>-<castleQ>-<points>-<halfmove>-<rows>[-pool=<p>][-hand=<h>]
  rows: 10 rows, rank 10 first; cells a..j comma-separated; a number counts
  squares that are empty or missing; a piece is army letter (r g y b) + piece
  letter (K Q R B N W P).  pool= / hand=: four comma-separated letter lists
  (Red,Green,Yellow,Black).
"""

import sys

ARMIES = "RGYB"                  # turn order: Red, Green, Yellow, Black
ARMY_LOWER = "rgyb"
NAMES = ["Red", "Green", "Yellow", "Black"]
RED, GREEN, YELLOW, BLACK = 0, 1, 2, 3
FILES = "abcdefghij"
PIECES = "KQRBNWP"
POOL_TYPES = "QRBNW"             # kings and pawns never enter a pool

# Forward direction of each army as (file delta, rank delta).
FORWARD = {
    RED: (0, -1),      # down, toward rank 1
    GREEN: (-1, 0),    # left, toward file a
    YELLOW: (0, 1),    # up, toward rank 10
    BLACK: (1, 0),     # right, toward file j
}

KING_STEPS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT_JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
DABBABA_JUMPS = [(2, 0), (-2, 0), (0, 2), (0, -2)]
ALFIL_JUMPS = [(2, 2), (2, -2), (-2, 2), (-2, -2)]


def sq_name(f, r):
    return FILES[f] + str(r + 1)


def parse_sq(s):
    if len(s) < 2 or s[0] not in FILES or not s[1:].isdigit():
        raise ValueError("bad square: %r" % s)
    f, r = FILES.index(s[0]), int(s[1:]) - 1
    if not (0 <= r < 10):
        raise ValueError("bad square: %r" % s)
    return (f, r)


MISSING = set(parse_sq(s) for s in
              "a10 b10 c10 d10 j10 j9 j8 j7 a1 a2 a3 a4 g1 h1 i1 j1".split())
OLD_SQUARES = set(parse_sq(s) for s in "e5 f5 e6 f6".split())


def exists(f, r):
    """True if (f, r) is one of the 84 squares of the board."""
    return 0 <= f < 10 and 0 <= r < 10 and (f, r) not in MISSING


ALL_SQUARES = [(f, r) for r in range(10) for f in range(10) if exists(f, r)]
assert len(ALL_SQUARES) == 84

# Setup, as docs/rules/chaturanga-4-84.md gives it.
SETUP_TEXT = {
    RED: "K g10 Q h10 R i10 B f10 N e10 P e9 P f9 P g9 P h9 P i9",
    GREEN: "K j4 Q j3 R j2 B j5 N j6 P i2 P i3 P i4 P i5 P i6",
    YELLOW: "K d1 Q c1 R b1 B e1 N f1 P b2 P c2 P d2 P e2 P f2",
    BLACK: "K a7 Q a8 R a9 B a6 N a5 P b5 P b6 P b7 P b8 P b9",
}
SETUP = {}
for _army, _text in SETUP_TEXT.items():
    _w = _text.split()
    for _i in range(0, len(_w), 2):
        SETUP[parse_sq(_w[_i + 1])] = (_army, _w[_i])


def team(army):
    """Red(0)+Yellow(2) = team 0, Green(1)+Black(3) = team 1."""
    return army % 2


def compute_zone(army):
    """Promotion squares of an army: squares with no existing square directly
    ahead, plus setup squares of K/Q/R/B/N of the opposing (enemy) armies."""
    df, dr = FORWARD[army]
    zone = set()
    for (f, r) in ALL_SQUARES:
        if not exists(f + df, r + dr):
            zone.add((f, r))
    for sq, (a, k) in SETUP.items():
        if team(a) != team(army) and k in "KQRBN":
            zone.add(sq)
    return zone


ZONE = {a: compute_zone(a) for a in range(4)}


class Position:
    """board: dict (file, rank) -> (army int, piece letter); empty squares absent.
    turn: army int.  pools, hands: lists of 4 lists of letters (multisets)."""

    def __init__(self, board, turn, pools, hands):
        self.board = board
        self.turn = turn
        self.pools = pools
        self.hands = hands

    def copy(self):
        return Position(dict(self.board), self.turn,
                        [list(p) for p in self.pools],
                        [list(h) for h in self.hands])

    def game_over(self):
        """Game over: a team has no king left, or one team holds all four old squares.
        (A stalemated army simply has no moves, which gen_moves shows by itself.)"""
        kings = [0, 0]
        for (army, piece) in self.board.values():
            if piece == "K":
                kings[team(army)] += 1
        if kings[0] == 0 or kings[1] == 0:
            return True
        holders = set()
        for sq in OLD_SQUARES:
            occ = self.board.get(sq)
            if occ is None:
                return False
            holders.add(team(occ[0]))
        return len(holders) == 1


def start_position():
    return Position(dict(SETUP), RED, [[], [], [], []], [["W"], ["W"], ["W"], ["W"]])


def parse_fen(fen):
    if fen == "startpos":
        return start_position()
    fields = fen.strip().split("-")
    if len(fields) < 7:
        raise ValueError("too few fields in FEN")
    turn_s = fields[0]
    if turn_s not in ARMIES:
        raise ValueError("bad turn field %r" % turn_s)
    turn = ARMIES.index(turn_s)
    for i in range(1, 5):       # eliminated, castleK, castleQ, points: parse and ignore
        parts = fields[i].split(",")
        if len(parts) != 4:
            raise ValueError("field %d must have four values" % i)
        [int(x) for x in parts]
    int(fields[5])               # halfmove: ignore
    rows = fields[6].split("/")
    if len(rows) != 10:
        raise ValueError("need 10 rows")
    board = {}
    for i, row in enumerate(rows):
        r = 9 - i
        f = 0
        for cell in row.split(","):
            if cell.isdigit():
                if int(cell) <= 0:
                    raise ValueError("bad count %r" % cell)
                f += int(cell)
            else:
                if len(cell) != 2 or cell[0] not in ARMY_LOWER or cell[1] not in PIECES:
                    raise ValueError("bad cell %r" % cell)
                if f > 9:
                    raise ValueError("row too long: %r" % row)
                if not exists(f, r):
                    raise ValueError("piece %r on missing square %s" % (cell, sq_name(f, r)))
                board[(f, r)] = (ARMY_LOWER.index(cell[0]), cell[1])
                f += 1
        if f != 10:
            raise ValueError("row %r does not have 10 squares" % row)
    pools = [[], [], [], []]
    hands = [[], [], [], []]
    for extra in fields[7:]:
        if extra.startswith("pool=") or extra.startswith("hand="):
            target = pools if extra.startswith("pool=") else hands
            parts = extra[5:].split(",")
            if len(parts) != 4:
                raise ValueError("%s needs four lists" % extra[:5])
            for a in range(4):
                for ch in parts[a]:
                    if ch not in POOL_TYPES:
                        raise ValueError("bad letter %r in %s" % (ch, extra))
                    target[a].append(ch)
        else:
            raise ValueError("unknown extra field %r" % extra)
    return Position(board, turn, pools, hands)


def to_fen(pos):
    rows = []
    for r in range(9, -1, -1):
        cells = []
        empty = 0
        for f in range(10):
            p = pos.board.get((f, r))
            if p is None:
                empty += 1
            else:
                if empty:
                    cells.append(str(empty))
                    empty = 0
                cells.append(ARMY_LOWER[p[0]] + p[1])
        if empty:
            cells.append(str(empty))
        rows.append(",".join(cells))
    s = ARMIES[pos.turn] + "-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + "/".join(rows)
    if any(pos.pools):
        s += "-pool=" + ",".join("".join(sorted(p)) for p in pos.pools)
    if any(pos.hands):
        s += "-hand=" + ",".join("".join(sorted(h)) for h in pos.hands)
    return s


def board_text(pos):
    lines = []
    for r in range(9, -1, -1):
        cells = []
        for f in range(10):
            if not exists(f, r):
                cells.append("  ")
            else:
                p = pos.board.get((f, r))
                if p is None:
                    cells.append("::" if (f, r) in OLD_SQUARES else "..")
                else:
                    cells.append(ARMY_LOWER[p[0]] + p[1])
        lines.append("%2d  %s" % (r + 1, " ".join(cells)))
    lines.append("    " + " ".join(" " + c for c in FILES))
    lines.append("to move: %s" % NAMES[pos.turn])
    lines.append("pools: " + ", ".join("%s=%s" % (NAMES[a], "".join(sorted(pos.pools[a])) or "-")
                                       for a in range(4)))
    lines.append("hands: " + ", ".join("%s=%s" % (NAMES[a], "".join(sorted(pos.hands[a])) or "-")
                                       for a in range(4)))
    lines.append("game over: %s" % pos.game_over())
    return "\n".join(lines)


# Moves are tuples:
#   ("move", from_sq, to_sq, promo_or_None)   ordinary move or capture
#   ("swap", from_sq, to_sq)                   king swaps with a friendly piece
#   ("drop", letter, to_sq)                    drop from hand
#   ("inplace", sq, letter)                    pawn promotes where it stands

def gen_moves(pos):
    if pos.game_over():
        return []
    army = pos.turn
    my_team = team(army)
    moves = []

    def target_ok(t):
        """Square t exists and is empty or holds an enemy piece."""
        if not exists(*t):
            return False
        occ = pos.board.get(t)
        return occ is None or team(occ[0]) != my_team

    def leaps(fr, jumps):
        f, r = fr
        for df, dr in jumps:
            t = (f + df, r + dr)
            if target_ok(t):
                moves.append(("move", fr, t, None))

    def slides(fr, dirs):
        f, r = fr
        for df, dr in dirs:
            tf, tr = f + df, r + dr
            while exists(tf, tr):
                occ = pos.board.get((tf, tr))
                if occ is None:
                    moves.append(("move", fr, (tf, tr), None))
                else:
                    if team(occ[0]) != my_team:
                        moves.append(("move", fr, (tf, tr), None))
                    break
                tf += df
                tr += dr

    promo_types = sorted(set(pos.pools[army]))

    for (f, r) in ALL_SQUARES:
        p = pos.board.get((f, r))
        if p is None or p[0] != army:
            continue
        kind = p[1]
        fr = (f, r)
        on_old = fr in OLD_SQUARES
        if kind == "K":
            for df, dr in KING_STEPS:
                t = (f + df, r + dr)
                if not exists(*t):
                    continue
                occ = pos.board.get(t)
                if occ is None or team(occ[0]) != my_team:
                    moves.append(("move", fr, t, None))
                else:
                    moves.append(("swap", fr, t))
        elif kind == "Q":
            if on_old:
                leaps(fr, DIAG)                 # ferz
            else:
                slides(fr, ORTHO + DIAG)
        elif kind == "R":
            if on_old:
                leaps(fr, DABBABA_JUMPS)        # dabbaba
            else:
                slides(fr, ORTHO)
        elif kind == "B":
            if on_old:
                leaps(fr, ALFIL_JUMPS)          # alfil
            else:
                slides(fr, DIAG)
        elif kind == "N":
            leaps(fr, KNIGHT_JUMPS)
        elif kind == "W":
            leaps(fr, ORTHO)
        elif kind == "P":
            df, dr = FORWARD[army]
            targets = []     # (to_sq, captures_king_or_queen)
            ahead = (f + df, r + dr)
            if exists(*ahead):
                occ = pos.board.get(ahead)
                if occ is None:
                    targets.append((ahead, False))
                else:
                    behind = (f + 2 * df, r + 2 * dr)
                    if exists(*behind) and pos.board.get(behind) is None:
                        targets.append((behind, False))     # leap, never captures
            sides = [(1, 0), (-1, 0)] if df == 0 else [(0, 1), (0, -1)]
            for sf, sr in sides:
                t = (f + df + sf, r + dr + sr)
                if exists(*t):
                    occ = pos.board.get(t)
                    if occ is not None and team(occ[0]) != my_team:
                        targets.append((t, occ[1] in "KQ"))
            for t, kq in targets:
                moves.append(("move", fr, t, None))
                if t in ZONE[army] or kq:
                    for k in promo_types:
                        moves.append(("move", fr, t, k))
            if fr in ZONE[army]:
                for k in promo_types:
                    moves.append(("inplace", fr, k))
        else:
            raise ValueError("unknown piece %r" % kind)

    for k in sorted(set(pos.hands[army])):
        for sq in ALL_SQUARES:
            if sq not in OLD_SQUARES and pos.board.get(sq) is None:
                moves.append(("drop", k, sq))
    return moves


def make_move(pos, mv):
    new = pos.copy()
    army = pos.turn
    new.turn = (army + 1) % 4
    kind = mv[0]
    if kind == "move":
        _, fr, to, promo = mv
        piece = new.board.pop(fr)
        assert piece[0] == army
        captured = new.board.get(to)
        if captured is not None:
            ca, ck = captured
            assert team(ca) != team(army)
            if ck in POOL_TYPES:
                new.pools[ca].append(ck)
        if promo is not None:
            assert piece[1] == "P"
            new.pools[army].remove(promo)
            new.board[to] = (army, promo)
        else:
            new.board[to] = piece
    elif kind == "swap":
        _, fr, to = mv
        a, b = new.board[fr], new.board[to]
        assert a[0] == army and a[1] == "K" and team(b[0]) == team(army)
        new.board[fr], new.board[to] = b, a
    elif kind == "drop":
        _, k, to = mv
        assert to not in new.board and to not in OLD_SQUARES
        new.hands[army].remove(k)
        new.board[to] = (army, k)
    elif kind == "inplace":
        _, sq, k = mv
        assert new.board[sq] == (army, "P")
        new.pools[army].remove(k)
        new.board[sq] = (army, k)
    else:
        raise ValueError(mv)
    return new


def move_text(pos, mv):
    kind = mv[0]
    if kind == "move":
        _, fr, to, promo = mv
        sep = "x" if pos.board.get(to) is not None else "-"
        s = sq_name(*fr) + sep + sq_name(*to)
        if promo:
            s += "=" + promo
        return s
    if kind == "swap":
        return sq_name(*mv[1]) + "-" + sq_name(*mv[2])
    if kind == "drop":
        return mv[1] + "@" + sq_name(*mv[2])
    if kind == "inplace":
        return sq_name(*mv[1]) + "=" + mv[2]
    raise ValueError(mv)


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = gen_moves(pos)
    if depth == 1:
        return len(moves)     # every generated move is legal (no check rule)
    total = 0
    for mv in moves:
        total += perft(make_move(pos, mv), depth - 1)
    return total


def divide(pos, depth):
    rows = []
    for mv in gen_moves(pos):
        rows.append((move_text(pos, mv), perft(make_move(pos, mv), depth - 1)))
    rows.sort()
    return rows


def find_move(pos, text):
    t = text.strip().replace("x", "-")
    for mv in gen_moves(pos):
        if move_text(pos, mv).replace("x", "-") == t:
            return mv
    raise ValueError("illegal move %r in position %s" % (text, to_fen(pos)))


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    pos = parse_fen(argv[1])
    if argv[2] == "--show":
        print(board_text(pos))
        print(to_fen(pos))
        return 0
    if argv[2] == "--play":
        for m in argv[3].split(","):
            mv = find_move(pos, m)
            print("play %s" % move_text(pos, mv))
            pos = make_move(pos, mv)
        print(board_text(pos))
        print(to_fen(pos))
        return 0
    depth = int(argv[2])
    if "--divide" in argv[3:] and depth >= 1:
        total = 0
        for text, n in divide(pos, depth):
            print("%s: %d" % (text, n))
            total += n
        print("Nodes searched: %d" % total)
    else:
        print("Nodes searched: %d" % perft(pos, depth))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
