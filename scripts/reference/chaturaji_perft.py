#!/usr/bin/env python3
"""Independent reference perft for Chaturaji (docs/rules/chaturaji.md).

Plain Python 3, standard library only.  Deliberately simple: moves are generated
by scanning the whole board and every move makes a full copy of the position.

Usage:
  python3 chaturaji_perft.py FEN DEPTH [--divide]
  python3 chaturaji_perft.py FEN --play MOVE[,MOVE...]   (extra: apply moves, print board + FEN)
  python3 chaturaji_perft.py FEN --show                   (extra: print board + FEN)
FEN may be the word startpos.

Position format (fields separated by '-'):
  <turn>-<elim>-<castleK>-<castleQ>-<points>-<halfmove>-<rows>[-pool=<p>][-wait=<w>]
"""

import sys

ARMIES = "RGYB"                  # turn order: Red, Green, Yellow, Black
ARMY_LOWER = "rgyb"
NAMES = ["Red", "Green", "Yellow", "Black"]
RED, GREEN, YELLOW, BLACK = 0, 1, 2, 3

# Forward direction of each army as (file delta, rank delta).
FORWARD = {
    RED: (0, -1),      # toward rank 1
    GREEN: (-1, 0),    # toward file a
    YELLOW: (0, 1),    # toward rank 8
    BLACK: (1, 0),     # toward file h
}

STARTPOS = ("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-"
            "bB,bP,2,rK,rR,rN,rB/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bK,bP,6/"
            "6,gP,gK/6,gP,gR/yP,yP,yP,yP,2,gP,gN/yB,yN,yR,yK,2,gP,gB")

KING_STEPS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
KNIGHT_JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
BOAT_JUMPS = [(2, 2), (2, -2), (-2, 2), (-2, -2)]


def team(army):
    """Red(0)+Yellow(2) = team 0, Green(1)+Black(3) = team 1."""
    return army % 2


def sq_name(f, r):
    return "abcdefgh"[f] + str(r + 1)


def parse_sq(s):
    if len(s) != 2 or s[0] not in "abcdefgh" or s[1] not in "12345678":
        raise ValueError("bad square: %r" % s)
    return ("abcdefgh".index(s[0]), int(s[1]) - 1)


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def is_last_rank(army, f, r):
    if army == RED:
        return r == 0
    if army == YELLOW:
        return r == 7
    if army == GREEN:
        return f == 0
    if army == BLACK:
        return f == 7
    raise ValueError(army)


class Position:
    """board: dict (file, rank) -> (army int, piece letter); empty squares absent.
    turn: army int.  pools: list of 4 lists of letters (multiset).
    waits: list of 4 lists of (file, rank) squares, oldest first."""

    def __init__(self, board, turn, pools, waits):
        self.board = board
        self.turn = turn
        self.pools = pools
        self.waits = waits

    def copy(self):
        return Position(dict(self.board), self.turn,
                        [list(p) for p in self.pools],
                        [list(w) for w in self.waits])

    def game_over(self):
        """True if some team has no king on the board."""
        kings = [0, 0]
        for (army, piece) in self.board.values():
            if piece == "K":
                kings[team(army)] += 1
        return kings[0] == 0 or kings[1] == 0


def parse_fen(fen):
    if fen == "startpos":
        fen = STARTPOS
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
    if len(rows) != 8:
        raise ValueError("need 8 rows")
    board = {}
    for i, row in enumerate(rows):
        r = 7 - i
        f = 0
        for cell in row.split(","):
            if cell.isdigit():
                f += int(cell)
            else:
                if len(cell) != 2 or cell[0] not in ARMY_LOWER or cell[1] not in "KRNBP":
                    raise ValueError("bad cell %r" % cell)
                if f > 7:
                    raise ValueError("row too long: %r" % row)
                board[(f, r)] = (ARMY_LOWER.index(cell[0]), cell[1])
                f += 1
        if f != 8:
            raise ValueError("row %r does not have 8 squares" % row)
    pools = [[], [], [], []]
    waits = [[], [], [], []]
    for extra in fields[7:]:
        if extra.startswith("pool="):
            parts = extra[5:].split(",")
            if len(parts) != 4:
                raise ValueError("pool= needs four lists")
            for a in range(4):
                for ch in parts[a]:
                    if ch not in "RNB":
                        raise ValueError("bad pool letter %r" % ch)
                    pools[a].append(ch)
        elif extra.startswith("wait="):
            parts = extra[5:].split(",")
            if len(parts) != 4:
                raise ValueError("wait= needs four lists")
            for a in range(4):
                if parts[a] == "":
                    continue
                for s in parts[a].split("."):
                    sq = parse_sq(s)
                    if board.get(sq) != (a, "P") or not is_last_rank(a, *sq):
                        raise ValueError("wait square %s is not a %s pawn on its last rank"
                                         % (s, NAMES[a]))
                    if sq in waits[a]:
                        raise ValueError("duplicate wait square %s" % s)
                    waits[a].append(sq)
        else:
            raise ValueError("unknown extra field %r" % extra)
    # Pawns on their last rank that wait= does not list: waiting, after the listed
    # ones, in scan order a1,b1,..,h1,a2,...
    for r in range(8):
        for f in range(8):
            p = board.get((f, r))
            if p is not None and p[1] == "P" and is_last_rank(p[0], f, r):
                if (f, r) not in waits[p[0]]:
                    waits[p[0]].append((f, r))
    return Position(board, turn, pools, waits)


def to_fen(pos):
    rows = []
    for r in range(7, -1, -1):
        cells = []
        empty = 0
        for f in range(8):
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
    if any(pos.waits):
        s += "-wait=" + ",".join(".".join(sq_name(*sq) for sq in w) for w in pos.waits)
    return s


def board_text(pos):
    lines = []
    for r in range(7, -1, -1):
        cells = []
        for f in range(8):
            p = pos.board.get((f, r))
            cells.append(".." if p is None else ARMY_LOWER[p[0]] + p[1])
        lines.append("%d  %s" % (r + 1, " ".join(cells)))
    lines.append("   " + " ".join(" " + c for c in "abcdefgh"))
    lines.append("to move: %s" % NAMES[pos.turn])
    lines.append("pools: " + ", ".join("%s=%s" % (NAMES[a], "".join(sorted(pos.pools[a])) or "-")
                                       for a in range(4)))
    lines.append("waiting: " + ", ".join("%s=%s" % (NAMES[a], ".".join(sq_name(*s) for s in pos.waits[a]) or "-")
                                         for a in range(4)))
    lines.append("game over: %s" % pos.game_over())
    return "\n".join(lines)


# A move is a tuple (from_sq, to_sq, promo_letter_or_None); the pass is None.

def gen_moves(pos):
    if pos.game_over():
        return []
    army = pos.turn
    my_team = team(army)
    moves = []

    def target_ok(t):
        """Square t on board and empty or holding an enemy piece."""
        if not on_board(*t):
            return False
        occ = pos.board.get(t)
        return occ is None or team(occ[0]) != my_team

    for r in range(8):
        for f in range(8):
            p = pos.board.get((f, r))
            if p is None or p[0] != army:
                continue
            kind = p[1]
            fr = (f, r)
            if kind == "K":
                for df, dr in KING_STEPS:
                    t = (f + df, r + dr)
                    if target_ok(t):
                        moves.append((fr, t, None))
            elif kind == "N":
                for df, dr in KNIGHT_JUMPS:
                    t = (f + df, r + dr)
                    if target_ok(t):
                        moves.append((fr, t, None))
            elif kind == "B":
                for df, dr in BOAT_JUMPS:      # leaps over anything
                    t = (f + df, r + dr)
                    if target_ok(t):
                        moves.append((fr, t, None))
            elif kind == "R":
                for df, dr in ROOK_DIRS:
                    tf, tr = f + df, r + dr
                    while on_board(tf, tr):
                        occ = pos.board.get((tf, tr))
                        if occ is None:
                            moves.append((fr, (tf, tr), None))
                        else:
                            if team(occ[0]) != my_team:
                                moves.append((fr, (tf, tr), None))
                            break
                        tf += df
                        tr += dr
            elif kind == "P":
                df, dr = FORWARD[army]
                targets = []
                t = (f + df, r + dr)
                if on_board(*t) and pos.board.get(t) is None:
                    targets.append(t)
                # diagonal forward: forward plus one step sideways (perpendicular)
                sides = [(1, 0), (-1, 0)] if df == 0 else [(0, 1), (0, -1)]
                for sf, sr in sides:
                    t = (f + df + sf, r + dr + sr)
                    if on_board(*t):
                        occ = pos.board.get(t)
                        if occ is not None and team(occ[0]) != my_team:
                            targets.append(t)
                for t in targets:
                    if is_last_rank(army, *t):
                        types = sorted(set(pos.pools[army]))
                        if types:
                            for k in types:
                                moves.append((fr, t, k))
                        else:
                            moves.append((fr, t, None))   # pawn waits there
                    else:
                        moves.append((fr, t, None))
            else:
                raise ValueError("unknown piece %r" % kind)
    if not moves:
        moves.append(None)    # pass
    return moves


def make_move(pos, mv):
    new = pos.copy()
    army = pos.turn
    new.turn = (army + 1) % 4
    if mv is None:
        return new
    fr, to, promo = mv
    piece = new.board.pop(fr)
    assert piece[0] == army
    captured = new.board.get(to)
    if captured is not None:
        ca, ck = captured
        assert team(ca) != team(army)
        if ck == "P":
            if to in new.waits[ca]:
                new.waits[ca].remove(to)     # a captured waiting pawn just disappears
        elif ck in "RNB":
            if new.waits[ca]:
                w = new.waits[ca].pop(0)      # longest-waiting pawn promotes at once
                assert new.board.get(w) == (ca, "P")
                new.board[w] = (ca, ck)
            else:
                new.pools[ca].append(ck)
        # kings never enter the pool
    if piece[1] == "P" and is_last_rank(army, *to):
        if promo is not None:
            new.pools[army].remove(promo)
            new.board[to] = (army, promo)
        else:
            assert not new.pools[army]
            new.board[to] = piece
            new.waits[army].append(to)
    else:
        assert promo is None
        new.board[to] = piece
    return new


def move_text(pos, mv):
    if mv is None:
        return "--"
    fr, to, promo = mv
    sep = "x" if pos.board.get(to) is not None else "-"
    s = sq_name(*fr) + sep + sq_name(*to)
    if promo:
        s += "=" + promo
    return s


def perft(pos, depth):
    if depth == 0:
        return 1
    total = 0
    for mv in gen_moves(pos):
        total += perft(make_move(pos, mv), depth - 1)
    return total


def divide(pos, depth):
    rows = []
    for mv in gen_moves(pos):
        rows.append((move_text(pos, mv), perft(make_move(pos, mv), depth - 1)))
    rows.sort()
    return rows


def find_move(pos, text):
    t = text.strip()
    for mv in gen_moves(pos):
        mt = move_text(pos, mv)
        if mt == t or mt.replace("x", "-") == t.replace("x", "-"):
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
