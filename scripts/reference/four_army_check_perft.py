#!/usr/bin/env python3
"""Independent reference perft for four-army chess with check on the 8x8 Chaturaji board:
ZM Machiavellian Chess (`zm-machiavellian`) and Chatanooga (`chatanooga`), free-for-all or teams.

Plain Python 3, standard library only, written from the rules alone and sharing nothing with
chatur's C++ core: every move copies the whole position and every question scans the board.

Usage:
  python3 four_army_check_perft.py [--rules zm|chatanooga] [--mode ffa|teams] [--fen FEN4]
                                   [--pieces "rKh8 gKh1 ..." [--kp 1,0,0,0]] [--moves "m1 m2"]
                                   [--divide] DEPTH
  python3 four_army_check_perft.py --check     (the rules' test situations, asserted)

FEN4 (fields separated by '-'): <army to move>-<defeated flags>-0,0,0,0-0,0,0,0-0,0,0,0-0-
<ranks from 8 down, cells joined by ',': army letter + piece letter, or a count of empty
squares>[-kp=1,1,1,1]. Army letters r g y b (Red, Green, Yellow, Black, the turn order).

The rules, as this script implements them:
- Armies move Red, Green, Yellow, Black; forward is down (Red), left (Green), up (Yellow), right
  (Black). Pawns step one square forward, two from their start line (Red rank 7, Green file g,
  Yellow rank 2, Black file b) over an empty square, and capture one square diagonally forward.
  Promotion on the last line is compulsory: zm to B, N or R; chatanooga to K, R, N or B (a pawn of
  a controlled army never to K).
- A piece's side is its controller's: in a free-for-all each live army is a side, in teams Red and
  Yellow against Green and Black. A live army controls its own pieces and those of the armies it
  defeated (and what they controlled). No piece captures a piece of its own side.
- Check: a royal attacked by an enemy piece. zm: a move may not leave the mover's king attacked,
  nor (teams) leave the partner's king attacked when it was not before. chatanooga: only an army
  with exactly one royal (after the move) is bound so; partners may be exposed.
- zm skip: after a ply the next army is the first live army after the mover, in turn order, whose
  king is in check, else the next live army. chatanooga: the next live army.
- At its turn an army in check without a legal move is mated: defeated, its king leaves, its
  pieces pass to the controller of the checking piece (several: the one whose army moved last),
  and play goes on as if it had moved. Without a legal move and not in check it passes ("--", a
  ply); as many passes in a row as there are live armies draw the game.
- Capturing an army's last royal defeats it; the capturer's controller takes its pieces.
- zm only: en passant on the very next ply after a double step, by a pawn of that ply's army;
  king promotion (once per army: the king's first step off the corner diagonally across from its
  home corner puts a queen of its army on that corner); castling (that king and queen swap if
  neither moved since, the king is not in check and the corner is not attacked).
- The game is over (no moves) when one side is left (ffa: one live army; teams: one team).
"""

import sys

RED, GREEN, YELLOW, BLACK = 0, 1, 2, 3
LETTERS = "rgyb"
FORWARD = {RED: (0, -1), GREEN: (-1, 0), YELLOW: (0, 1), BLACK: (1, 0)}
HOME_CORNER = {RED: (7, 7), GREEN: (7, 0), YELLOW: (0, 0), BLACK: (0, 7)}
OPPOSITE_CORNER = {a: (7 - f, 7 - r) for a, (f, r) in HOME_CORNER.items()}

KING_STEPS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
ROOK_DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP_DIRS = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
KNIGHT_JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]

ZM_START = ("R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-"
            "bK,bP,2,rB,rR,rN,rK/bN,bP,2,rP,rP,rP,rP/bR,bP,6/bB,bP,6/6,gP,gB/6,gP,gR/"
            "yP,yP,yP,yP,2,gP,gN/yK,yN,yR,yB,2,gP,gK-kp=1,1,1,1")


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def sq_name(s):
    return "abcdefgh"[s[0]] + str(s[1] + 1)


def parse_sq(text):
    return ("abcdefgh".index(text[0]), int(text[1:]) - 1)


def start_line(army, s):
    f, r = s
    return {RED: r == 6, GREEN: f == 6, YELLOW: r == 1, BLACK: f == 1}[army]


def last_line(army, s):
    f, r = s
    return {RED: r == 0, GREEN: f == 0, YELLOW: r == 7, BLACK: f == 7}[army]


class Game:
    """The position and the history the rules look at. Pieces are (army, type); the army is the
    piece's colour, which fixes its direction; its controller follows Game.controller."""

    def __init__(self, rules, mode):
        self.rules = rules
        self.teams = mode == "teams"
        self.board = {}
        self.to_move = RED
        self.live = [True] * 4
        self.controller = [RED, GREEN, YELLOW, BLACK]
        self.kp = [True] * 4                # king promotion unused
        self.castle = [None] * 4            # (king square, queen square) while castling is open
        self.ep = None                      # (passed square, pawn square, army that may take)
        self.passes = 0
        self.last_ply = [-1] * 4            # ply number of each army's latest ply
        self.ply = 0
        self.over = False

    def copy(self):
        g = Game.__new__(Game)
        g.rules, g.teams = self.rules, self.teams
        g.board = dict(self.board)
        g.to_move = self.to_move
        g.live = list(self.live)
        g.controller = list(self.controller)
        g.kp = list(self.kp)
        g.castle = list(self.castle)
        g.ep = self.ep
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

    def royals(self, army):
        return [s for s, p in self.board.items() if p == (army, "K") and self.live[army]]

    # Attacks -----------------------------------------------------------------------------------
    def attacks(self, s, t):
        """Whether the piece on s attacks square t (pawns attack diagonally forward)."""
        army, kind = self.board[s]
        df, dr = t[0] - s[0], t[1] - s[1]
        if kind == "P":
            fx, fy = FORWARD[army]
            return (df, dr) in [(fx + fy, fy + fx), (fx - fy, fy - fx)] and (df, dr) != (0, 0)
        if kind == "K":
            return max(abs(df), abs(dr)) == 1
        if kind == "N":
            return (df, dr) in KNIGHT_JUMPS
        dirs = {"R": ROOK_DIRS, "B": BISHOP_DIRS, "Q": ROOK_DIRS + BISHOP_DIRS}[kind]
        for ux, uy in dirs:
            f, r = s[0] + ux, s[1] + uy
            while on_board(f, r):
                if (f, r) == t:
                    return True
                if (f, r) in self.board:
                    break
                f, r = f + ux, r + uy
        return False

    def attackers(self, t, side):
        """Squares of pieces not of `side` attacking t."""
        return [s for s, p in self.board.items() if self.side_of(p) != side and self.attacks(s, t)]

    def in_check(self, army):
        """Some royal of the live army is attacked by an enemy."""
        side = self.side_of_army(army)
        return any(self.attackers(k, side) for k in self.royals(army))

    # Move generation -------------------------------------------------------------------------
    def pseudo_moves(self):
        """Moves (from, to, promotion or None, tag) of the pieces the army to move controls."""
        us = self.to_move
        side = self.side_of_army(us)
        moves = []

        def target_ok(t):
            return on_board(*t) and (t not in self.board or self.side_of(self.board[t]) != side)

        for s, (army, kind) in list(self.board.items()):
            if self.controller[army] != us:
                continue
            if kind == "P":
                fx, fy = FORWARD[army]
                one = (s[0] + fx, s[1] + fy)
                promos = self.promotions(army)

                def add(t, tag=None):
                    if last_line(army, t):
                        for p in promos:
                            moves.append((s, t, p, tag))
                    else:
                        moves.append((s, t, None, tag))
                if on_board(*one) and one not in self.board:
                    add(one)
                    two = (one[0] + fx, one[1] + fy)
                    if start_line(army, s) and on_board(*two) and two not in self.board:
                        add(two, "double")
                for t in [(one[0] + fy, one[1] + fx), (one[0] - fy, one[1] - fx)]:
                    if not on_board(*t):
                        continue
                    if t in self.board and self.side_of(self.board[t]) != side:
                        add(t)
                    elif (self.rules == "zm" and self.ep and self.ep[0] == t and
                          self.ep[2] == us and self.side_of(self.board[self.ep[1]]) != side):
                        add(t, "ep")
            elif kind in "KN":
                for df, dr in (KING_STEPS if kind == "K" else KNIGHT_JUMPS):
                    t = (s[0] + df, s[1] + dr)
                    if target_ok(t):
                        moves.append((s, t, None, None))
            else:
                dirs = {"R": ROOK_DIRS, "B": BISHOP_DIRS, "Q": ROOK_DIRS + BISHOP_DIRS}[kind]
                for ux, uy in dirs:
                    f, r = s[0] + ux, s[1] + uy
                    while on_board(f, r):
                        if (f, r) in self.board:
                            if self.side_of(self.board[(f, r)]) != side:
                                moves.append((s, (f, r), None, None))
                            break
                        moves.append((s, (f, r), None, None))
                        f, r = f + ux, r + uy
        if self.rules == "zm" and self.castle[us]:
            k, q = self.castle[us]
            if (self.board.get(k) == (us, "K") and self.board.get(q) == (us, "Q") and
                    not self.in_check(us) and not self.attackers(q, side)):
                moves.append((k, q, None, "castle"))
        return moves

    def promotions(self, army):
        if self.rules == "zm":
            return ["B", "N", "R"]
        if self.controller[army] != army:
            return ["R", "N", "B"]
        return ["K", "R", "N", "B"]

    def legal_moves(self):
        if self.over:
            return []
        us = self.to_move
        partner = (us + 2) % 4
        partner_checked = self.teams and self.live[partner] and self.in_check(partner)
        legal = []
        for m in self.pseudo_moves():
            after = self.copy()
            after.place(m)
            if self.rules == "zm":
                if after.live[us] and after.in_check(us):
                    continue
                if (self.teams and self.live[partner] and after.live[partner] and
                        not partner_checked and after.in_check(partner)):
                    continue
            elif after.live[us] and len(after.royals(us)) == 1 and after.in_check(us):
                continue
            legal.append(m)
        if not legal:
            return [None]  # the pass
        return legal

    # Making moves ------------------------------------------------------------------------------
    def place(self, m):
        """The board part of move m by the army to move, with the defeats its captures cause."""
        us = self.to_move
        s, t, promo, tag = m
        piece = self.board.pop(s)
        captured = self.board.pop(t, None)
        if tag == "castle":
            self.board[t] = piece
            self.board[s] = captured
            self.castle[us] = None
            return
        if tag == "ep":
            victim_sq = self.ep[1]
            captured = self.board.pop(victim_sq)
        if promo:
            piece = (piece[0], promo)
        self.board[t] = piece
        if self.castle[us] and s == self.castle[us][1]:
            self.castle[us] = None  # the queen moved
        if piece == (us, "K") and self.rules == "zm":
            if self.castle[us] and s == self.castle[us][0]:
                self.castle[us] = None
            if self.kp[us] and s == OPPOSITE_CORNER[us]:
                self.kp[us] = False
                self.board[s] = (us, "Q")
                self.castle[us] = (t, s)
        for a in range(4):
            if self.castle[a] and a != us and (self.castle[a][1] == t or self.castle[a][0] == t):
                self.castle[a] = None
        if captured and captured[1] == "K" and self.live[captured[0]]:
            victim = captured[0]
            if not self.royals(victim):
                self.defeat(victim, self.controller[us])

    def defeat(self, victim, captor):
        self.live[victim] = False
        for a in range(4):
            if self.controller[a] == victim or a == victim:
                self.controller[a] = captor
        self.passes = 0

    def make(self, m):
        g = self.copy()
        us = g.to_move
        g.ply += 1
        g.last_ply[us] = g.ply
        if m is None:
            g.passes += 1
        else:
            g.passes = 0
            g.place(m)
        s, t, _, tag = m if m else (None, None, None, None)
        g.ep = None
        if tag == "double":
            mid = ((s[0] + t[0]) // 2, (s[1] + t[1]) // 2)
            g.ep = (mid, t, None)
        g.advance(us)
        if g.ep:
            g.ep = (g.ep[0], g.ep[1], g.to_move)
        return g

    def sides_left(self):
        return {self.side_of_army(a) for a in range(4) if self.live[a]}

    def next_after(self, mover):
        order = [(mover + i) % 4 for i in range(1, 5)]
        order = [a for a in order if self.live[a]]
        if self.rules == "zm":
            for a in order:
                if self.in_check(a):
                    return a
        return order[0]

    def advance(self, mover):
        """Hands the turn on from `mover`, mating armies that cannot answer check at their turn."""
        while True:
            if len(self.sides_left()) <= 1:
                self.over = True
                return
            if self.passes >= sum(self.live):
                self.over = True
                return
            a = self.next_after(mover)
            self.to_move = a
            bound = self.rules == "zm" or len(self.royals(a)) == 1
            if not (bound and self.in_check(a)) or self.legal_moves() != [None]:
                return
            side = self.side_of_army(a)
            checkers = [sq for k in self.royals(a) for sq in self.attackers(k, side)]
            captor = max((self.controller[self.board[sq][0]] for sq in checkers),
                         key=lambda c: self.last_ply[c])
            for k in self.royals(a):
                del self.board[k]
            self.defeat(a, captor)
            mover = a


def parse_fen4(text, rules, mode):
    fields = text.split("-")
    g = Game(rules, mode)
    g.to_move = "RGYB".index(fields[0])
    flags = fields[1].split(",")
    rows = fields[6].split("/")
    for i, row in enumerate(rows):
        r = 7 - i
        f = 0
        for cell in row.split(","):
            if cell.isdigit():
                f += int(cell)
            else:
                g.board[(f, r)] = (LETTERS.index(cell[0]), cell[1])
                f += 1
    for a in range(4):
        if flags[a] == "1":
            g.live[a] = False
    for ext in fields[7:]:
        key, value = ext.split("=")
        if key == "kp":
            g.kp = [v == "1" for v in value.split(",")]
    return g


def from_pieces(rules, mode, to_move, pieces, kp=(False, False, False, False)):
    """A position from "rKh8 gKh1 ..." (army letter, piece letter, square)."""
    g = Game(rules, mode)
    g.to_move = to_move
    g.kp = list(kp)
    for word in pieces.split():
        g.board[parse_sq(word[2:])] = (LETTERS.index(word[0]), word[1])
    return g


def move_text(g, m):
    if m is None:
        return "--"
    s, t, promo, _ = m
    return sq_name(s) + "-" + sq_name(t) + ("=" + promo if promo else "")


def find(g, text):
    for m in g.legal_moves():
        if move_text(g, m) == text:
            return m
    raise AssertionError("%s is not legal for %s: %s" % (
        text, "RGYB"[g.to_move], sorted(move_text(g, m) for m in g.legal_moves())))


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
    return sum(perft(g.make(m), depth - 1) for m in moves)


def check_situations():
    """The test situations of the rules, asserted (Z1-Z5, C1-C3)."""
    def names(g):
        return sorted(move_text(g, m) for m in g.legal_moves())

    for rules in ("zm", "chatanooga"):
        g = parse_fen4(ZM_START, rules, "ffa")
        assert len(g.legal_moves()) == 13, names(g)
        for m in ["g8-f6", "g8-h6", "e8-d7", "e8-c6", "e8-b5"]:
            assert m in names(g), m
    # Z2: one move checks two kings: the nearer moves, then the other; Yellow loses its turn.
    g = from_pieces("zm", "ffa", RED, "rKh8 rBf7 gKh1 yKa1 bKa8")
    g = play(g, "f7-d5")
    assert g.to_move == GREEN and names(g) == ["h1-g1", "h1-h2"], names(g)
    g = play(g, "h1-g1")
    assert g.to_move == BLACK and names(g) == ["a8-a7", "a8-b8"], names(g)
    g = play(g, "a8-a7")
    assert g.to_move == RED
    # Z3: en passant at right angles, on the next ply only.
    g = from_pieces("zm", "ffa", RED, "rKh8 rPe7 gKh1 gPf5 gPf7 yKa1 yPd5 bKa8")
    g = play(g, "e7-e5")
    assert "f5-e6" in names(g) and "f7-e6" in names(g), names(g)
    after = play(g, "f5-e6")
    assert (4, 4) not in after.board
    g = play(g, "h1-g1")
    assert [m for m in names(g) if m.startswith("d5")] == ["d5-d6"], names(g)
    c = from_pieces("chatanooga", "ffa", RED, "rKh8 rPe7 gKh1 gPf5 gPf7 yKa1 yPd5 bKa8")
    c = play(c, "e7-e5")
    assert "f5-e6" not in names(c) and "f7-e6" not in names(c)
    # Z4: king promotion, its check, castling; a second visit makes no queen.
    g = from_pieces("zm", "ffa", RED, "rKa1 gKh1 yKe4 bKa8", kp=(True, False, False, False))
    g1 = play(g, "a1-b1")
    assert g1.board[(0, 0)] == (RED, "Q") and g1.to_move == BLACK, g1.to_move
    assert names(g1) == ["a8-b7", "a8-b8"], names(g1)
    g1 = play(g1, "a8-b8")
    assert g1.to_move == RED and "b1-a1" in names(g1), names(g1)
    g2 = play(g, "a1-b2")
    assert g2.to_move == GREEN, g2.to_move
    g2 = play(g2, "h1-h2")
    assert g2.to_move == BLACK
    g3 = play(g1, "b1-a1")
    assert g3.board[(1, 0)] == (RED, "Q") and g3.board[(0, 0)] == (RED, "K")
    # Z5: mate passes the pieces to the mater; the mated army places last.
    g = from_pieces("zm", "ffa", RED, "rKh8 rRc6 gKh1 gPg2 gPh2 yKa3 bKa8")
    g = play(g, "c6-c1")
    assert not g.live[GREEN] and g.controller[GREEN] == RED and g.to_move == YELLOW
    assert (7, 0) not in g.board and g.board[(6, 1)] == (GREEN, "P")
    # C1: a king left in check is captured by an army moving before its owner.
    for rules in ("chatanooga", "zm"):
        g = from_pieces(rules, "ffa", RED, "rKh8 rNa5 gKh1 gRa3 yKe2 bKa8")
        g = play(g, "a5-c6")
        if rules == "chatanooga":
            assert g.to_move == GREEN and "a3-a8" in names(g), names(g)
            g = play(g, "a3-a8")
            assert not g.live[BLACK] and g.controller[BLACK] == GREEN
        else:
            assert g.to_move == BLACK, g.to_move
    # C2 (teams): the partner may rescue; else Black is mated at its turn and Red takes over.
    g = from_pieces("chatanooga", "teams", RED, "rKh8 rRd3 gKh1 gBh4 yKe2 bKa8 bPa7 bPb7")
    g = play(g, "d3-d8")
    assert "h4-d8" in names(g)
    g = play(g, "h1-g1", "e2-e3")
    assert not g.live[BLACK] and g.controller[BLACK] == RED and g.to_move == RED
    z = from_pieces("zm", "teams", RED, "rKh8 rRd3 gKh1 gBh4 yKe2 bKa8 bPa7 bPb7")
    z = play(z, "d3-d8")
    assert not z.live[BLACK] and z.to_move == RED
    # C3: promotion to a king, which unbinds check; a king taken, the other bound again.
    g = from_pieces("chatanooga", "ffa", RED, "rKh8 rPe2 gKh1 gRg3 yKa1 bKa8")
    assert names(g) == ["e2-e1=B", "e2-e1=K", "e2-e1=N", "e2-e1=R", "h8-h7"], names(g)
    g = play(g, "e2-e1=K", "h1-h2", "a1-a2", "a8-a7")
    assert "h8-g8" in names(g)
    g = play(g, "h8-g8", "g3-g8")
    assert g.live[RED] and g.royals(RED) == [(4, 0)]
    g = play(g, "a2-a1", "a7-a6", "e1-d1", "g8-g1", "a1-a2", "a6-a5")
    assert g.in_check(RED) and names(g) == ["d1-c2", "d1-d2", "d1-e2"], names(g)
    print("all situations hold")


def main(argv):
    if "--check" in argv:
        check_situations()
        return
    rules, mode, fen, divide = "zm", "ffa", ZM_START, False
    pieces, kp, moves = None, "0,0,0,0", ""
    args = list(argv)
    depth = None
    while args:
        a = args.pop(0)
        if a == "--rules":
            rules = args.pop(0)
        elif a == "--mode":
            mode = args.pop(0)
        elif a == "--fen":
            fen = args.pop(0)
        elif a == "--divide":
            divide = True
        elif a == "--pieces":
            pieces = args.pop(0)
        elif a == "--kp":
            kp = args.pop(0)
        elif a == "--moves":
            moves = args.pop(0)
        else:
            depth = int(a)
    if pieces:
        g = from_pieces(rules, mode, RED, pieces, [v == "1" for v in kp.split(",")])
    else:
        g = parse_fen4(fen, rules, mode)
    g = play(g, *moves.split())
    if divide:
        for m in g.legal_moves():
            print(move_text(g, m), perft(g.make(m), depth - 1))
    for d in range(1, depth + 1):
        print(d, perft(g, d))


if __name__ == "__main__":
    main(sys.argv[1:])
