#!/usr/bin/env python3
"""Independent reference for chatur's free-for-all ratings (Plackett-Luce with ties).

Plain Python 3, standard library only.  Fits a small table of four-player games by maximum
likelihood and prints each player's rating on the Elo scale, centred on 0.

The model: a game's finishing order arises by drawing first place among all players with
probability proportional to gamma = 10^(rating/400), then second place among the rest, and so on.
Tied players finished in some order the record does not tell, so a game's likelihood is the
probability that the drawn order is any order compatible with the places: here the sum over all
24 orders of the four players, keeping those that put nobody behind a player with a worse place.

The maximisation is EM on the unknown orders of the tied players (E-step: the compatible orders
weighted by their probability; M-step: one step of Hunter's MM algorithm for Plackett-Luce on the
weighted orders, "MM algorithms for generalized Bradley-Terry models", Ann. Statist. 2004), run
until no rating moves by more than 1e-10 Elo.

Usage:  python3 plackett_luce.py        (prints one "name rating" line per player)
"""

import itertools
import math

PLAYERS = ["A", "B", "C", "D", "E"]

# (players in seat order, their places); tied players share the better place.
GAMES = [
    ("ABCD", (1, 2, 3, 4)),
    ("BCDE", (2, 1, 4, 3)),
    ("ACDE", (2, 3, 1, 4)),
    ("ABDE", (1, 3, 2, 4)),
    ("ABCE", (3, 1, 2, 4)),
    ("ABCD", (1, 1, 3, 4)),
    ("BCDE", (1, 2, 2, 4)),
    ("ACDE", (4, 1, 3, 2)),
    ("ABDE", (2, 1, 4, 3)),
    ("ABCE", (1, 1, 1, 4)),
    ("ABCD", (2, 4, 1, 3)),
    ("BCDE", (3, 4, 2, 1)),
]


def compatible_orders(names, places):
    """Every order (first to last) of the game's players that agrees with the places."""
    place_of = dict(zip(names, places))
    for order in itertools.permutations(names):
        if all(place_of[order[k]] <= place_of[order[k + 1]] for k in range(len(order) - 1)):
            yield order


def order_probability(order, gamma):
    p = 1.0
    for k in range(len(order)):
        p *= gamma[order[k]] / sum(gamma[x] for x in order[k:])
    return p


def log_likelihood(gamma):
    return sum(
        math.log(sum(order_probability(o, gamma) for o in compatible_orders(n, pl)))
        for n, pl in GAMES
    )


def fit():
    orders = [list(compatible_orders(n, pl)) for n, pl in GAMES]
    gamma = {p: 1.0 for p in PLAYERS}
    for _ in range(1000000):
        wins = {p: 0.0 for p in PLAYERS}
        exposure = {p: 0.0 for p in PLAYERS}
        for game in orders:
            probs = [order_probability(o, gamma) for o in game]
            total = sum(probs)
            for o, p in zip(game, probs):
                weight = p / total
                # The last draw is certain and says nothing: stages 0 .. n-2.
                for k in range(len(o) - 1):
                    wins[o[k]] += weight
                    remaining = sum(gamma[x] for x in o[k:])
                    for x in o[k:]:
                        exposure[x] += weight / remaining
        new = {p: wins[p] / exposure[p] for p in PLAYERS}
        scale = math.exp(sum(math.log(g) for g in new.values()) / len(new))
        new = {p: g / scale for p, g in new.items()}
        change = max(abs(400 * math.log10(new[p] / gamma[p])) for p in PLAYERS)
        gamma = new
        if change < 1e-10:
            break
    return {p: 400 * math.log10(g) for p, g in gamma.items()}


def main():
    ratings = fit()
    mean = sum(ratings.values()) / len(ratings)
    gamma = {p: 10 ** (r / 400) for p, r in ratings.items()}
    print(f"log-likelihood {log_likelihood(gamma):.9f}")
    for p in PLAYERS:
        print(f"{p} {ratings[p] - mean:+.4f}")


if __name__ == "__main__":
    main()
