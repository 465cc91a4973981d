#!/usr/bin/env python3
"""Independent reference for Chess960's start positions (docs/rules/chess960.md).

Plain Python 3, standard library only.  Shares nothing with the C++ core.

The 960 back ranks are found by brute force: every distinct arrangement of
RNBQKBNR with the bishops on squares of both colours and the king between the
rooks.  Their standard numbers follow from the rule that a number's digits in
bases 4, 4, 6 and 10 give the light-squared bishop's file (b, d, f, h), the
dark-squared bishop's (a, c, e, g), the queen's place among the six squares left
and the knights' pair among the five left (pairs in the order ab, ac, ad, ae,
bc, bd, be, cd, ce, de); each brute-force arrangement is numbered by reading
those digits back from it.

Usage:
  python3 chess960_starts.py            EPD of the 960 starts, in number order
  python3 chess960_starts.py --check    asserts 960 arrangements and known numbers
"""

import itertools
import sys

PAIRS = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def valid(rank):
    bishops = [i for i, p in enumerate(rank) if p == "B"]
    rooks = [i for i, p in enumerate(rank) if p == "R"]
    king = rank.index("K")
    return bishops[0] % 2 != bishops[1] % 2 and rooks[0] < king < rooks[1]


def number(rank):
    light = next(i for i, p in enumerate(rank) if p == "B" and i % 2 == 1)
    dark = next(i for i, p in enumerate(rank) if p == "B" and i % 2 == 0)
    rest = [p for p in rank if p != "B"]
    queen = rest.index("Q")
    rest = [p for p in rest if p != "Q"]
    knights = tuple(i for i, p in enumerate(rest) if p == "N")
    return light // 2 + 4 * (dark // 2) + 16 * queen + 96 * PAIRS.index(knights)


def all_starts():
    ranks = {"".join(p) for p in itertools.permutations("RNBQKBNR")}
    return sorted((r for r in ranks if valid(r)), key=number)


def main():
    starts = all_starts()
    if "--check" in sys.argv:
        assert len(starts) == 960
        assert sorted(number(r) for r in starts) == list(range(960))
        assert starts[518] == "RNBQKBNR" and starts[0] == "BBQNNRKR" and starts[959] == "RKRNNQBB"
        print("ok")
        return
    for i, r in enumerate(starts):
        print(f"{r.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{r} w KQkq - id \"chess960 {i}\";")


if __name__ == "__main__":
    main()
