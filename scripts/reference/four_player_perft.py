#!/usr/bin/env python3
"""Independent reference perft for chess.com's four-player chess
(docs/rules/four-player-teams.md, docs/rules/four-player-ffa.md).

Plain Python 3, standard library only, written from the rules text alone.  Deliberately
simple: every move copies the whole position, and every check test scans outward from the
king square.

Usage:
  python3 four_player_perft.py teams|ffa FEN4 DEPTH [--classic] [--no-ep] [--divide]
  python3 four_player_perft.py teams|ffa FEN4 --play MOVE[,MOVE...]   (apply, print FEN4)
  python3 four_player_perft.py ffa --replay FILE.pgn4 PLY           (FEN4 after PLY plies of a
                                                                      chess.com export)
FEN4 may be the word startpos.

Positions are chess.com's FEN4: turn-eliminated-castleK-castleQ-points-halfmove
[-{'enPassant':(...)}]-rows, rows from rank 14 down, cells comma-separated, a number counts
empty or missing squares, 'x' is a missing corner square, a piece is army letter (r b y g) +
piece letter, 'd' + piece letter a dead piece.
"""

import re
import sys

ARMIES = "rbyg"                       # turn order: Red, Blue, Yellow, Green
SIZE = 14
# Forward (file delta, rank delta): Red up, Blue right, Yellow down, Green left.
FORWARD = [(0, 1), (1, 0), (0, -1), (-1, 0)]
KING = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
SLIDES = {"Q": ROOK + BISHOP, "D": ROOK + BISHOP, "R": ROOK, "B": BISHOP}


def on_board(f, r):
    if not (0 <= f < SIZE and 0 <= r < SIZE):
        return False
    corner_f = f < 3 or f > 10
    corner_r = r < 3 or r > 10
    return not (corner_f and corner_r)


def name(sq):
    return "abcdefghijklmn"[sq[0]] + str(sq[1] + 1)


def parse_square(text):
    return ("abcdefghijklmn".index(text[0]), int(text[1:]) - 1)


def line_of(army, sq):
    """How many lines the square is from the army's own back line (1 = back line)."""
    f, r = sq
    return [r + 1, f + 1, SIZE - r, SIZE - f][army]


def castlings(classic):
    """(army, side, king from, king to, rook from, rook to); side 0 = kingside (short)."""
    out = [(0, 0, "h1", "j1", "k1", "i1"), (0, 1, "h1", "f1", "d1", "g1"),
           (2, 0, "g14", "e14", "d14", "f14"), (2, 1, "g14", "i14", "k14", "h14")]
    if classic:
        out += [(1, 0, "a8", "a10", "a11", "a9"), (1, 1, "a8", "a6", "a4", "a7"),
                (3, 0, "n7", "n5", "n4", "n6"), (3, 1, "n7", "n9", "n11", "n8")]
    else:
        out += [(1, 0, "a7", "a5", "a4", "a6"), (1, 1, "a7", "a9", "a11", "a8"),
                (3, 0, "n8", "n10", "n11", "n9"), (3, 1, "n8", "n6", "n4", "n7")]
    return [(a, s, parse_square(k), parse_square(kt), parse_square(rf), parse_square(rt))
            for a, s, k, kt, rf, rt in out]


class Rules:
    def __init__(self, ffa, classic=False, ep=True):
        self.ffa = ffa
        self.classic = classic
        self.ep = ep
        self.castlings = castlings(classic)
        self.promotion_line = 8 if ffa else 11
        self.promotion_types = "D" if ffa else "QRBN"

    def enemies(self, a, b):
        if a == b:
            return False
        return True if self.ffa else (a % 2) != (b % 2)


def start_fen(classic):
    blue = "RNBQKBNR" if classic else "RNBKQBNR"     # a4..a11
    green = "RNBKQBNR" if classic else "RNBQKBNR"    # n4..n11
    rows = []
    for r in range(SIZE - 1, -1, -1):
        cells = []
        for f in range(SIZE):
            piece = ""
            if not on_board(f, r):
                piece = "x"
            elif r == 0 and 3 <= f <= 10:
                piece = "r" + "RNBQKBNR"[f - 3]
            elif r == 1 and 3 <= f <= 10:
                piece = "rP"
            elif r == 13 and 3 <= f <= 10:
                piece = "y" + "RNBKQBNR"[f - 3]
            elif r == 12 and 3 <= f <= 10:
                piece = "yP"
            elif f == 0 and 3 <= r <= 10:
                piece = "b" + blue[r - 3]
            elif f == 1 and 3 <= r <= 10:
                piece = "bP"
            elif f == 13 and 3 <= r <= 10:
                piece = "g" + green[r - 3]
            elif f == 12 and 3 <= r <= 10:
                piece = "gP"
            cells.append(piece or "1")
        rows.append(",".join(cells))
    return "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-" + "/".join(rows)


class Pos:
    """board: dict square -> (army or 'd', type); out: eliminated flags; ep: per army
    (passed square, pawn square) or None; castle: set of (army, side)."""

    def copy(self):
        p = Pos()
        p.board = dict(self.board)
        p.turn = self.turn
        p.out = list(self.out)
        p.castle = set(self.castle)
        p.ep = list(self.ep)
        p.over = self.over
        return p


def parse_fen(rules, text):
    text = re.sub(r"\s+", "", text)
    if text == "startpos":
        text = start_fen(rules.classic)
    extra = None
    m = re.search(r"-(\{.*\})-", text)
    if m:
        extra = m.group(1)
        text = text[:m.start()] + text[m.end() - 1:]
    fields = text.split("-")
    # points may be negative: rejoin a field split at a minus sign.
    merged = []
    for f in fields:
        if merged and merged[-1].endswith(",") or (merged and f == "" and False):
            merged[-1] += "-" + f
        else:
            merged.append(f)
    fields = merged
    p = Pos()
    p.turn = "RBYG".index(fields[0])
    p.out = [v == "1" for v in fields[1].split(",")]
    p.castle = set()
    for side in (0, 1):
        for a, v in enumerate(fields[2 + side].split(",")):
            if v == "1":
                p.castle.add((a, side))
    rows = fields[6].split("/")
    p.board = {}
    for i, row in enumerate(rows):
        r = SIZE - 1 - i
        f = 0
        for cell in row.split(","):
            if cell.isdigit():
                f += int(cell)
            elif cell in ("x", "X"):
                f += 1
            else:
                if cell[0] == "d":
                    p.board[(f, r)] = ("d", cell[-1])
                else:
                    p.board[(f, r)] = (ARMIES.index(cell[0]), cell[1])
                f += 1
    p.ep = [None] * 4
    if extra and rules.ep:
        m = re.search(r"'enPassant':\(([^)]*)\)", extra)
        if m:
            for a, e in enumerate(m.group(1).split(",")):
                e = e.strip("'")
                if e:
                    passed = parse_square(e.split(":")[0])
                    fwd = FORWARD[a]
                    p.ep[a] = (passed, (passed[0] + fwd[0], passed[1] + fwd[1]))
    # a castling right needs king and rook at home
    for (a, side, kf, kt, rf, rt) in rules.castlings:
        if (a, side) in p.castle and (p.board.get(kf) != (a, "K") or p.board.get(rf) != (a, "R")):
            p.castle.discard((a, side))
    p.over = False
    return p


def to_fen(p):
    rows = []
    for r in range(SIZE - 1, -1, -1):
        cells, empty = [], 0
        for f in range(SIZE):
            piece = p.board.get((f, r))
            if piece is None:
                empty += 1
                continue
            if empty:
                cells.append(str(empty))
                empty = 0
            cells.append(("d" if piece[0] == "d" else ARMIES[piece[0]]) + piece[1])
        if empty:
            cells.append(str(empty))
        rows.append(",".join(cells))
    castle = ["".join(",".join("1" if (a, s) in p.castle else "0" for a in range(4)))
              for s in (0, 1)]
    return ("RBYG"[p.turn] + "-" + ",".join("1" if o else "0" for o in p.out) + "-" +
            castle[0] + "-" + castle[1] + "-0,0,0,0-0-" + "/".join(rows))


def king_square(p, a):
    for sq, pc in p.board.items():
        if pc == (a, "K"):
            return sq
    return None


def live(p, a):
    """The army takes turns: not eliminated, or eliminated with its king still live."""
    return not p.out[a] or king_square(p, a) is not None


def attacked_by(rules, p, sq, victim):
    """True if a live piece of an enemy army of `victim` attacks sq."""
    def hostile(pc):
        return pc is not None and pc[0] != "d" and rules.enemies(victim, pc[0])
    f, r = sq
    for df, dr in KNIGHT:
        pc = p.board.get((f + df, r + dr))
        if hostile(pc) and pc[1] == "N":
            return True
    for df, dr in KING:
        pc = p.board.get((f + df, r + dr))
        if hostile(pc) and pc[1] == "K":
            return True
    for df, dr in ROOK + BISHOP:
        x, y = f + df, r + dr
        while on_board(x, y):
            pc = p.board.get((x, y))
            if pc is not None:
                if hostile(pc):
                    t = pc[1]
                    diagonal = df != 0 and dr != 0
                    if t in "QD" or (t == "R" and not diagonal) or (t == "B" and diagonal):
                        return True
                    if t == "P" and diagonal and (x - f, y - r) == (df, dr) and \
                            (f - x, r - y) in pawn_captures(pc[0]):
                        return True
                break
            x, y = x + df, y + dr
    return False


def pawn_captures(a):
    fx, fy = FORWARD[a]
    if fx == 0:
        return [(-1, fy), (1, fy)]
    return [(fx, -1), (fx, 1)]


def can_take(rules, p, mover, target):
    pc = p.board.get(target)
    if pc is None:
        return False
    if pc[0] == "d":
        return True
    return rules.enemies(mover, pc[0])


def pseudo_moves(rules, p, a):
    """Moves as (from, to, kind, extra): kind n = normal, p = promotion (extra type),
    e = en passant (extra army), c = castling (extra index)."""
    out = []
    for sq, pc in list(p.board.items()):
        if pc[0] != a:
            continue
        t = pc[1]
        f, r = sq
        if t == "P":
            fx, fy = FORWARD[a]
            targets = []
            one = (f + fx, r + fy)
            if on_board(*one) and one not in p.board:
                targets.append(one)
                two = (f + 2 * fx, r + 2 * fy)
                if line_of(a, sq) == 2 and on_board(*two) and two not in p.board:
                    targets.append(two)
            for df, dr in pawn_captures(a):
                tgt = (f + df, r + dr)
                if on_board(*tgt) and can_take(rules, p, a, tgt):
                    targets.append(tgt)
            for tgt in targets:
                if line_of(a, tgt) == rules.promotion_line:
                    for promo in rules.promotion_types:
                        out.append((sq, tgt, "p", promo))
                else:
                    out.append((sq, tgt, "n", None))
            for e in range(4):
                if p.ep[e] is None or not rules.enemies(a, e):
                    continue
                passed, pawn = p.ep[e]
                if passed in p.board or p.board.get(pawn) != (e, "P"):
                    continue
                for df, dr in pawn_captures(a):
                    if (f + df, r + dr) == passed:
                        out.append((sq, passed, "e", e))
        elif t == "N" or t == "K":
            for df, dr in (KNIGHT if t == "N" else KING):
                tgt = (f + df, r + dr)
                if on_board(*tgt) and (tgt not in p.board or can_take(rules, p, a, tgt)):
                    out.append((sq, tgt, "n", None))
        elif t in SLIDES:
            for df, dr in SLIDES[t]:
                x, y = f + df, r + dr
                while on_board(x, y):
                    if (x, y) in p.board:
                        if can_take(rules, p, a, (x, y)):
                            out.append((sq, (x, y), "n", None))
                        break
                    out.append((sq, (x, y), "n", None))
                    x, y = x + df, y + dr
    for i, (ca, side, kf, kt, rf, rt) in enumerate(rules.castlings):
        if ca != a or (a, side) not in p.castle or p.board.get(kf) != (a, "K") or \
                p.board.get(rf) != (a, "R"):
            continue
        between = squares_between(kf, rf) | squares_between(kf, kt) | squares_between(rf, rt) | \
            {kt, rt}
        between -= {kf, rf}
        if any(s in p.board for s in between):
            continue
        path = squares_between(kf, kt) | {kf, kt}
        if any(attacked_by(rules, p, s, a) for s in path):
            continue
        out.append((kf, kt, "c", i))
    return out


def squares_between(x, y):
    """Squares on the line from x to y, both ends included."""
    out = set()
    df = (y[0] > x[0]) - (y[0] < x[0])
    dr = (y[1] > x[1]) - (y[1] < x[1])
    s = x
    out.add(s)
    while s != y:
        s = (s[0] + df, s[1] + dr)
        out.add(s)
    return out


def kill(p, a, keep_king):
    for sq, pc in list(p.board.items()):
        if pc[0] == a and not (keep_king and pc[1] == "K"):
            p.board[sq] = ("d", pc[1])
    p.out[a] = True
    p.castle = {c for c in p.castle if c[0] != a}
    p.ep[a] = None


def apply_board(rules, p, a, move):
    """The move and its consequences on the board; no judging of other armies."""
    q = p.copy()
    frm, to, kind, extra = move
    q.ep[a] = None
    pc = q.board.pop(frm)
    if kind == "c":
        _, _, kf, kt, rf, rt = rules.castlings[extra]
        rook = q.board.pop(rf)
        q.board[kt] = pc
        q.board[rt] = rook
    else:
        victim = q.board.get(to)
        if kind == "e":
            victim = q.board.pop(q.ep[extra][1])
            q.ep[extra] = None
        q.board[to] = (a, extra) if kind == "p" else pc
        if victim is not None and victim[0] != "d":
            v = victim[0]
            if q.ep[v] is not None and q.ep[v][1] == to:
                q.ep[v] = None
            if victim[1] == "K":
                if rules.ffa:
                    kill(q, v, False)
                else:
                    q.out[v] = True
                    q.over = True
        if pc[1] == "P" and victim is None and kind == "n" and \
                abs(to[0] - frm[0]) + abs(to[1] - frm[1]) == 2 and rules.ep:
            passed = ((to[0] + frm[0]) // 2, (to[1] + frm[1]) // 2)
            # recorded only where an enemy pawn attacks the passed square
            for e in range(4):
                if not rules.enemies(a, e) or not live(q, e):
                    continue
                for df, dr in pawn_captures(e):
                    if q.board.get((passed[0] - df, passed[1] - dr)) == (e, "P"):
                        q.ep[a] = (passed, to)
    for c in list(q.castle):
        ca, side = c
        for (xa, xs, kf, kt, rf, rt) in rules.castlings:
            if (xa, xs) == c and (frm in (kf, rf) or to in (kf, rf)):
                q.castle.discard(c)
    return q


def legal_moves(rules, p, a):
    out = []
    for m in pseudo_moves(rules, p, a):
        q = apply_board(rules, p, a, m)
        k = king_square(q, a)
        if k is not None and not attacked_by(rules, q, k, a):
            out.append(m)
    return out


def players_left(p):
    return sum(1 for o in p.out if not o)


def game_over(rules, p):
    if p.over:
        return True
    if rules.ffa:
        return players_left(p) <= 1
    return any(p.out)


def advance(p, a):
    n = a
    for _ in range(4):
        n = (n + 1) % 4
        if live(p, n):
            break
    p.turn = n


def make(rules, p, move):
    a = p.turn
    if move == "pass":
        q = p.copy()
        kill(q, a, False)            # stalemated at its turn (or mated, set up so)
    else:
        q = apply_board(rules, p, a, move)
    if rules.ffa:
        for i in range(1, 4):
            b = (a + i) % 4
            if not live(q, b):
                continue
            k = king_square(q, b)
            if k is not None and attacked_by(rules, q, k, b) and not legal_moves(rules, q, b):
                kill(q, b, False)
    advance(q, a)
    return q


def moves_of(rules, p):
    if game_over(rules, p):
        return []
    ms = legal_moves(rules, p, p.turn)
    if not ms and rules.ffa:
        return ["pass"]
    return ms


def perft(rules, p, depth):
    if depth == 0:
        return 1
    ms = moves_of(rules, p)
    if depth == 1:
        return len(ms)
    return sum(perft(rules, make(rules, p, m), depth - 1) for m in ms)


def move_text(m):
    if m == "pass":
        return "--"
    frm, to, kind, extra = m
    return name(frm) + "-" + name(to) + ("=" + extra if kind == "p" else "")


def find_move(rules, p, text):
    """A legal move from chess.com or long algebraic text: piece letters dropped."""
    if text == "--":
        return "pass"
    t = re.sub(r"[+#!?]", "", text)
    m = re.fullmatch(r"[KQRBNPD]?([a-n]\d+)[-x][KQRBNPD]?([a-n]\d+)(?:=([QRBND]))?", t)
    if not m:
        if t in ("O-O", "O-O-O"):
            side = 0 if t == "O-O" else 1
            for mv in moves_of(rules, p):
                if mv != "pass" and mv[2] == "c" and rules.castlings[mv[3]][1] == side:
                    return mv
        raise ValueError("cannot read " + text)
    frm, to, promo = parse_square(m.group(1)), parse_square(m.group(2)), m.group(3)
    for mv in moves_of(rules, p):
        if mv != "pass" and mv[0] == frm and mv[1] == to and \
                (mv[2] != "p" or mv[3] == promo or (promo == "Q" and mv[3] == "D")):
            return mv
    raise ValueError("illegal " + text + " in " + to_fen(p))


def replay(rules, path, plies):
    """The position after `plies` board moves of a chess.com export (resignations applied)."""
    text = open(path, encoding="utf-8").read()
    tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', text))
    body = re.sub(r"\[[^\]]*\]", "", text)
    body = re.sub(r"\{[^}]*\}", "", body)
    tokens = [t for t in body.split() if not re.fullmatch(r"\d+\.|\.\.|\*|.*:.*", t)]
    p = parse_fen(rules, "startpos")
    done = 0
    for tok in tokens:
        if done == plies:
            break
        if tok in ("#", "S"):
            continue
        if tok in ("R", "T"):
            kill(p, p.turn, True)
            advance(p, p.turn)
            continue
        glued = tok.endswith(("R", "T")) and len(tok) > 2 and tok[-2].isdigit()
        if glued:
            kill(p, p.turn, True)
            tok = tok[:-1]
        p = make(rules, p, find_move(rules, p, tok))
        done += 1
    return tags, p


def main(argv):
    flags = {a for a in argv if a.startswith("--")}
    args = [a for a in argv if not a.startswith("--") or a in ("--play", "--replay")]
    ffa = args[0] == "ffa"
    rules = Rules(ffa, "--classic" in flags, "--no-ep" not in flags)
    if args[1] == "--replay":
        tags, p = replay(rules, args[2], int(args[3]))
        print(to_fen(p))
        return
    p = parse_fen(rules, args[1])
    if args[2] == "--play":
        for t in args[3].split(","):
            p = make(rules, p, find_move(rules, p, t))
        print(to_fen(p))
        return
    depth = int(args[2])
    if "--divide" in flags:
        total = 0
        for m in moves_of(rules, p):
            n = perft(rules, make(rules, p, m), depth - 1)
            total += n
            print(move_text(m), n)
        print("total", total)
    else:
        print(perft(rules, p, depth))


if __name__ == "__main__":
    main(sys.argv[1:])
