#!/usr/bin/env python3
"""Independent reference perft for Chess960 and double Fischer random chess
(docs/rules/chess960.md).

Plain Python 3, standard library only.  Shares nothing with the C++ core.
Deliberately simple: pseudo-legal moves on a 10x12 mailbox, each made on a
copy of the position, kept when the mover's king is not attacked afterwards.

Usage:
  python3 chess960_perft.py FEN DEPTH [--divide]
  python3 chess960_perft.py --check   hand-checked castlings and every 24th position of the
                                      published table (tests/data/chess960/fischer.epd) to depth 3

Castling field: Shredder-FEN (rook files, "HAha") or X-FEN ("KQkq": the
outermost rook on that side of the king).  Castling moves are printed as the
king taking its own rook (e1h1).
"""

import os
import sys

FILES = "abcdefgh"
N, S, E, W = -10, 10, 1, -1
KNIGHT = (-21, -19, -12, -8, 8, 12, 19, 21)
KING = (N, S, E, W, N + E, N + W, S + E, S + W)
ROOK_DIRS = (N, S, E, W)
BISHOP_DIRS = (N + E, N + W, S + E, S + W)


def sq(file, rank):  # rank 0 = rank 1
    return 21 + file + 10 * (7 - rank)


def name(s):
    return FILES[(s - 21) % 10] + str(8 - (s - 21) // 10)


def file_of(s):
    return (s - 21) % 10


def rank_of(s):
    return 7 - (s - 21) // 10


class Pos:
    def __init__(self):
        self.board = ["#"] * 120
        for r in range(8):
            for f in range(8):
                self.board[sq(f, r)] = "."
        self.white = True
        self.rights = set()  # (colour 'w'/'b', rook square)
        self.ep = None

    def copy(self):
        p = Pos.__new__(Pos)
        p.board = self.board[:]
        p.white = self.white
        p.rights = set(self.rights)
        p.ep = self.ep
        return p


def own(piece, white):
    return piece not in ".#" and piece.isupper() == white


def king_square(pos, white):
    k = "K" if white else "k"
    return pos.board.index(k)


def attacked(pos, s, by_white):
    b = pos.board
    pawn, knight, king = ("P", "N", "K") if by_white else ("p", "n", "k")
    rq, bq = ("RQ", "BQ") if by_white else ("rq", "bq")
    # A white pawn attacks from the rank below (larger index).
    for d in ((S + E, S + W) if by_white else (N + E, N + W)):
        if b[s + d] == pawn:
            return True
    for d in KNIGHT:
        if b[s + d] == knight:
            return True
    for d in KING:
        if b[s + d] == king:
            return True
    for dirs, pieces in ((ROOK_DIRS, rq), (BISHOP_DIRS, bq)):
        for d in dirs:
            t = s + d
            while b[t] == ".":
                t += d
            if b[t] in pieces:
                return True
    return False


def parse(fen):
    fields = fen.split()
    pos = Pos()
    for r, row in enumerate(fields[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                pos.board[sq(f, 7 - r)] = c
                f += 1
    pos.white = fields[1] == "w"
    for c in fields[2] if len(fields) > 2 and fields[2] != "-" else "":
        white = c.isupper()
        colour = "w" if white else "b"
        rank = 0 if white else 7
        king = king_square(pos, white)
        rook = "R" if white else "r"
        lower = c.lower()
        if lower in "kq":
            files = range(7, file_of(king), -1) if lower == "k" else range(0, file_of(king))
            rook_sq = next(sq(f, rank) for f in files if pos.board[sq(f, rank)] == rook)
        else:
            rook_sq = sq(FILES.index(lower), rank)
        pos.rights.add((colour, rook_sq))
    if len(fields) > 3 and fields[3] != "-":
        pos.ep = sq(FILES.index(fields[3][0]), int(fields[3][1]) - 1)
    return pos


def pseudo_moves(pos):
    """(from, to, promotion, kind) with kind None, 'ep', 'double' or 'castle'."""
    b, white, out = pos.board, pos.white, []
    fwd = N if white else S
    start_rank, last_rank = (1, 7) if white else (6, 0)
    for s in range(21, 99):
        p = b[s]
        if not own(p, white):
            continue
        up = p.upper()
        if up == "P":
            t = s + fwd
            if b[t] == ".":
                add_pawn(out, s, t, last_rank)
                if rank_of(s) == start_rank and b[t + fwd] == ".":
                    out.append((s, t + fwd, None, "double"))
            for d in (fwd + E, fwd + W):
                t = s + d
                if b[t] not in ".#" and not own(b[t], white):
                    add_pawn(out, s, t, last_rank)
                elif t == pos.ep:
                    out.append((s, t, None, "ep"))
        elif up in "NK":
            for d in KNIGHT if up == "N" else KING:
                t = s + d
                if b[t] == "." or (b[t] != "#" and not own(b[t], white)):
                    out.append((s, t, None, None))
        else:
            dirs = {"R": ROOK_DIRS, "B": BISHOP_DIRS, "Q": ROOK_DIRS + BISHOP_DIRS}[up]
            for d in dirs:
                t = s + d
                while b[t] == ".":
                    out.append((s, t, None, None))
                    t += d
                if b[t] != "#" and not own(b[t], white):
                    out.append((s, t, None, None))
    out.extend(castlings(pos))
    return out


def add_pawn(out, s, t, last_rank):
    if rank_of(t) == last_rank:
        for promo in "QRBN":
            out.append((s, t, promo, None))
    else:
        out.append((s, t, None, None))


def castlings(pos):
    white = pos.white
    colour = "w" if white else "b"
    rank = 0 if white else 7
    king = king_square(pos, white)
    out = []
    for c, rook in sorted(pos.rights):
        if c != colour:
            continue
        king_side = file_of(rook) > file_of(king)
        king_to = sq(6 if king_side else 2, rank)
        rook_to = sq(5 if king_side else 3, rank)
        squares = set()
        for a, z in ((king, king_to), (rook, rook_to)):
            lo, hi = min(file_of(a), file_of(z)), max(file_of(a), file_of(z))
            squares.update(sq(f, rank) for f in range(lo, hi + 1))
        if any(pos.board[s] != "." for s in squares - {king, rook}):
            continue
        # The king's squares may not be attacked; judged with the rook taken off the board.
        probe = pos.copy()
        probe.board[rook] = "."
        lo, hi = min(file_of(king), file_of(king_to)), max(file_of(king), file_of(king_to))
        if any(attacked(probe, sq(f, rank), not white) for f in range(lo, hi + 1)):
            continue
        out.append((king, rook, None, "castle"))
    return out


def make(pos, move):
    s, t, promo, kind = move
    p = pos.copy()
    b = p.board
    white = pos.white
    colour = "w" if white else "b"
    if kind == "castle":
        rank = 0 if white else 7
        king_side = file_of(t) > file_of(s)
        king, rook = b[s], b[t]
        b[s] = b[t] = "."
        b[sq(6 if king_side else 2, rank)] = king
        b[sq(5 if king_side else 3, rank)] = rook
        p.rights = {r for r in p.rights if r[0] != colour}
    else:
        piece = b[s]
        if kind == "ep":
            b[t + (S if white else N)] = "."
        b[t] = promo if promo and white else promo.lower() if promo else piece
        b[s] = "."
        if piece.upper() == "K":
            p.rights = {r for r in p.rights if r[0] != colour}
        p.rights = {r for r in p.rights if r[1] not in (s, t)}
    p.ep = (s + t) // 2 if kind == "double" else None
    p.white = not white
    return p


def legal_moves(pos):
    out = []
    for m in pseudo_moves(pos):
        after = make(pos, m)
        if not attacked(after, king_square(after, pos.white), not pos.white):
            out.append((m, after))
    return out


def perft(pos, depth):
    if depth == 0:
        return 1
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(after, depth - 1) for _, after in moves)


def castling_texts(fen):
    return sorted(name(m[0]) + name(m[1]) for m, _ in legal_moves(parse(fen)) if m[3] == "castle")


def check():
    # Hand-checked castlings: the king already on g1; king and rook swapping; a rook on b1 that
    # shields c1 from the queen on a1 (no castling), and the same without the queen; an inner rook.
    assert castling_texts("4k3/8/8/8/8/8/8/6KR w K - 0 1") == ["g1h1"]
    assert castling_texts("4k3/8/8/8/8/8/8/2RK4 w Q - 0 1") == ["d1c1"]
    assert castling_texts("4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1") == []
    assert castling_texts("4k3/8/8/8/8/8/8/1R1K4 w Q - 0 1") == ["d1b1"]
    assert castling_texts("4k3/8/8/8/8/8/8/R2K1R1R w F - 0 1") == ["d1f1"]
    assert castling_texts("4k3/8/8/8/8/8/8/R2K1R1R w KA - 0 1") == ["d1a1"]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    table = os.path.join(root, "tests", "data", "chess960", "fischer.epd")
    with open(table) as f:
        lines = f.read().splitlines()
    for i in range(0, len(lines), 24):
        fen, *depths = lines[i].split(" ;")
        expected = int(depths[2].split()[1])
        got = perft(parse(fen), 3)
        assert got == expected, f"table line {i + 1}: {fen} depth 3: {got}, table {expected}"
    print("ok")


def main():
    if "--check" in sys.argv:
        check()
        return
    if len(sys.argv) < 3:
        print(__doc__)
        sys.exit(2)
    pos = parse(sys.argv[1])
    depth = int(sys.argv[2])
    if "--divide" in sys.argv:
        total = 0
        def order(item):
            m = item[0]
            return name(m[0]), name(m[1]), m[2] or ""

        for m, after in sorted(legal_moves(pos), key=order):
            n = perft(after, depth - 1)
            total += n
            print(f"{name(m[0])}{name(m[1])}{(m[2] or '').lower()}: {n}")
        print(f"\nNodes searched: {total}")
    else:
        print(perft(pos, depth))


if __name__ == "__main__":
    main()
