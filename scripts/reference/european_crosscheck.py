#!/usr/bin/env python3
"""Cross-checks chatur's `european` rule set against european_perft.py, the independent reference.

Plays seeded random games of random army combinations (an army may sit on several seats) with the
reference's own move generator and, at every K-th position, compares
`chatur perft -v european -o armies=... [-o mode=teams] --fen FEN -d D --divide` with the
reference's divide. The first disagreement is printed (armies, mode, the moves leading to it, the
FEN4, moves only one side has, counts that differ) and the script exits 1; 0 when all agree.
With --keep-going a disagreement ends only its game: every game is played and each game's first
disagreement printed.

Usage:
  python3 european_crosscheck.py CHATUR [--games N] [--seed S] [--every K] [--depth D]
                                 [--plies P] [--mode ffa|teams|mixed] [--armies a,b,c,d]
                                 [--captures P] [--groups G] [--pool a,b,...] [--fen FEN4]
                                 [--dice "3,2,5 6,5,1 ..."] [--keep-going]
  (defaults: 20 games, seed 1, every 3rd position, depth 2, 200 plies, mixed modes, random
  armies drawn from the pool, by default every army of the reference that chatur plays (as
  `chatur variants --armies` lists them); a capture is chosen with probability P = 0.7 when there
  is one, so games reach defeats, control and their ends; Germany's group move is chosen with
  probability G = 0.05 when there is one, so the power often stays unused deep into a game;
  armies whose setups are lost (austria, usa, holy-roman-empire, russia) may be named in --pool
  or --armies: their games start from the example setups of their paragraphs, as a FEN4; with
  --fen every game starts from that FEN4, its armies; with North Korea in a game, both divides
  are given the rolls --dice (default "3,2,5 6,5,1 1,2,6 5,3,4"), while the game's own rolls
  are drawn at random)
  python3 european_crosscheck.py CHATUR --situations [--depth D]
      (the reference's hand-checked situations, both modes, depths 1 to D; situations with an
      army chatur does not play yet are counted and left out; North Korea's with the rolls
      --dice)
  python3 european_crosscheck.py CHATUR --positions [--depth D] [--mode ffa|teams|both]
      (the given positions of the Ottoman Empire, Persia and Poland, european_perft.PLACER_POSITIONS:
      the paragraphs' example FEN4s and variations; divides at depths 1 to D, default 3, ffa by
      default; a position with an army chatur does not play from a FEN4 yet is left out and
      counted)

The Ottoman Empire, Persia and Poland play only from a FEN4 naming their placement squares
(sq=): random games with them start from the paragraphs' examples (european_perft.example_start:
the Ottoman hand KPPBBNNR on its deployment squares e8 f8 g7 h7, turned per seat, the red
squares e6-h6, turned per seat, for every other seat), e.g.
  python3 european_crosscheck.py CHATUR --games 4 --seed 7 --plies 120 \
      --pool ottoman,persia,poland,iraq,un-peacekeepers,switzerland,sweden,chatanooga
Their moves are compared as chatur's divide writes them: placements `N@e8`, Poland's gift
`e7>g`, the `--` that ends Persia's placements, declines a gift or gives up pawns to place.
"""

import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import european_perft as ref  # noqa: E402


def swiss_refusal(g):
    """The army to move has a piece that could take an enemy Swiss piece but for S1."""
    us = g.to_move
    side = g.side_of_army(us)
    for s, p in g.board.items():
        if g.controller[p[0]] != us:
            continue
        for t in g.attacked_squares(s):
            q = g.board.get(t)
            if q is not None and g.side_of(q) != side and not g.may_capture(us, q):
                return True
    return False


def wrapped_move(g):
    """The army to move has a Portuguese piece's move across an edge."""
    flat = g.copy()
    flat.armies = ["chatanooga" if a == "portugal" else a for a in g.armies]
    for s, p in g.board.items():
        if g.controller[p[0]] == g.to_move and g.armies[p[0]] == "portugal":
            if {m.to for m in g.piece_moves(s)} - {m.to for m in flat.piece_moves(s)}:
                return True
    return False


# What the compared positions held, to show what the random games reached.
FEATURES = {
    "a defeated army": lambda g, moves: not all(g.live),
    "st=n": lambda g, moves: any("n" in st for st in g.st),
    "nr=": lambda g, moves: any(not p[2] for p in g.board.values()),
    "a Rome pair": lambda g, moves: any("&" in m for m in moves),
    "a capture in place": lambda g, moves: any(
        "x" in m and g.armies[g.board[ref.parse_sq(m[:2])][0]] in ("mafia", "spain")
        for m in moves if m[0] in "abcdefgh" and "&" not in m),
    "a pass": lambda g, moves: "--" in moves,
    "game over": lambda g, moves: not moves,
    "a placement": lambda g, moves: any(m.startswith("P@") for m in moves),
    "a sea move": lambda g, moves: any(m.sea for m in g.legal_moves()),
    "st=s": lambda g, moves: any("s" in st for st in g.st),
    "a removal": lambda g, moves: g.removed > 0,
    "a Swiss refusal": lambda g, moves: swiss_refusal(g),
    "a second ply": lambda g, moves: bool(g.second),
    "st=w": lambda g, moves: any("w" in st for st in g.st),
    "a Japanese second ply": lambda g, moves: g.again is not None,
    "a wrapped move": lambda g, moves: wrapped_move(g),
    "a mark ply": lambda g, moves: g.marking,
    "a mark": lambda g, moves: bool(g.blocks),
    "a removal offer": lambda g, moves: g.offer,
    "a move after a removal": lambda g, moves: g.moving_on,
    "a rest": lambda g, moves: any(g.rests) or any(g.fresh),
    "a Dutch swap": lambda g, moves: any("~" in m for m in moves),
    "st=f": lambda g, moves: any(g.first),
    "a group move": lambda g, moves: any(">" in m and m[-1].isdigit() for m in moves),
    "st=u": lambda g, moves: any(g.used),
    "a retreat offer": lambda g, moves: g.retreat_after is not None,
    "an immobile capture": lambda g, moves: g.stilled > 0,
    "a UN piece off its area": lambda g, moves: any(
        g.armies[p[0]] == ref.UN and s not in ref.AREAS[p[0]] for s, p in g.board.items()),
    "China deciding": lambda g, moves: g.pending is not None,
    "a censored piece": lambda g, moves: bool(g.censored),
    "st=q": lambda g, moves: any(g.nocensor),
    "a barred German rook or direction": lambda g, moves: any(g.hbar) or any(g.dbar),
    "a piece protected from German rooks": lambda g, moves: any(g.prot),
    "a Russian king as a queen": lambda g, moves: any(p[1] == "T" for p in g.board.values()),
    "a secret choice due": lambda g, moves: g.chooser() is not None,
    "a marked piece": lambda g, moves: any(isinstance(s, tuple) for s in g.secret),
    "an insane turn": lambda g, moves: g.nk_phase in ("choose", "move"),
    "an Ottoman drop": lambda g, moves: g.armies[g.to_move] == ref.OTTOMAN and any(
        "@" in m and m[0] != "P" for m in moves),
    "an Ottoman first turn": lambda g, moves: any(
        g.first[a] and g.armies[a] == ref.OTTOMAN for a in range(4)),
    "Persia placing": lambda g, moves: g.returning,
    "a Persian piece waiting": lambda g, moves: any(g.wait),
    "Persia in check": lambda g, moves: any(
        g.live[a] and g.armies[a] == "persia" and g.bound(a) and g.in_check(a)
        for a in range(4)),
    "a Polish gift": lambda g, moves: g.gifting,
    "pawns to place": lambda g, moves: g.placing_due(),
    "a peace": lambda g, moves: any(g.peace),
}


def played_armies(chatur, from_fen4=False):
    """The armies chatur plays, from `chatur variants --armies` (name, class, status, ...); with
    `from_fen4`, also those that play only from a given FEN4 (status "from a FEN4")."""
    run = subprocess.run([chatur, "variants", "--armies"], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError("chatur variants --armies: exit %d: %s" % (run.returncode,
                                                                      run.stderr.strip()))
    return {line.split()[0] for line in run.stdout.splitlines()
            if len(line.split()) > 2 and (line.split()[2] == "plays" or
                                          (from_fen4 and line.split()[2] == "from"))}


DICE = "3,2,5 6,5,1 1,2,6 5,3,4"


def ref_divide(g, depth, dice):
    """The reference's divide of g, its roll events (North Korea) reading `dice` from the
    start."""
    g = g.copy()
    g.dice, g.roll_at = ref.parse_dice(dice), 0
    return ref.divide(g, depth)


def chatur_divide(chatur, armies, mode, fen, depth, dice=DICE):
    """{move text: count} from chatur, or an error text."""
    cmd = [chatur, "perft", "-v", "european", "-o", "armies=" + ",".join(armies)]
    if ref.NK in armies:
        cmd += ["--dice", dice]
    if mode == "teams":
        cmd += ["-o", "mode=teams"]
    # chatur's FEN4 has no nr=: the pieces it lists belong to defeated armies, which have no
    # royal piece anyway, so leaving it out changes no rule.
    fen = "-".join(f for f in fen.split("-") if not f.startswith("nr="))
    cmd += ["--fen", fen, "-d", str(depth), "--divide"]
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode != 0:
        return "chatur exit %d: %s" % (run.returncode, (run.stderr or run.stdout).strip())
    rows = {}
    for line in run.stdout.splitlines():
        if ": " in line and not line.startswith("Nodes searched"):
            text, n = line.rsplit(": ", 1)
            rows[text] = int(n)
    return rows


def report(armies, mode, history, fen, ours, theirs):
    print("DISAGREEMENT")
    print("  armies: %s   mode: %s" % (",".join(armies), mode))
    print("  moves from the start: %s" % " ".join(history))
    print("  fen: %s" % fen)
    if isinstance(theirs, str):
        print("  " + theirs)
        return
    only_ours = sorted(set(ours) - set(theirs))
    only_theirs = sorted(set(theirs) - set(ours))
    if only_ours:
        print("  only the reference: %s" % " ".join(only_ours))
    if only_theirs:
        print("  only chatur: %s" % " ".join(only_theirs))
    for m in sorted(set(ours) & set(theirs)):
        if ours[m] != theirs[m]:
            print("  %s: reference %d, chatur %d" % (m, ours[m], theirs[m]))


def check_situations(chatur, depth, dice=DICE):
    """Every situation in both modes; each disagreement (the shallowest depth) is reported."""
    compared, disagreements, left_out = 0, 0, 0
    played = played_armies(chatur, True)
    for name, fen in ref.SITUATIONS.items():
        if not set(ref.parse_fen4(fen, "ffa").armies) <= played:
            left_out += 1
            continue
        for mode in ("ffa", "teams"):
            g = ref.parse_fen4(fen, mode, dice=ref.parse_dice(dice))
            for d in range(1, depth + 1):
                ours = ref_divide(g, d, dice)
                theirs = chatur_divide(chatur, g.armies, mode, fen, d, dice)
                compared += 1
                if theirs != ours:
                    report(g.armies, mode, ["(situation %s, depth %d)" % (name, d)], fen, ours,
                           theirs)
                    disagreements += 1
                    break
    print("%d situation divides compared (depths 1-%d), %d disagreements; %d situations left out "
          "(an army chatur does not play yet)" % (compared, depth, disagreements, left_out))
    return 1 if disagreements else 0


def check_positions(chatur, depth, modes):
    """The given positions of the Ottoman Empire, Persia and Poland; each disagreement (the
    shallowest depth) is reported."""
    compared, disagreements, left_out = 0, 0, 0
    played = played_armies(chatur, True)
    for name, fen, _ in ref.PLACER_POSITIONS:
        if not set(ref.parse_fen4(fen, "ffa").armies) <= played:
            left_out += 1
            continue
        for mode in modes:
            g = ref.parse_fen4(fen, mode)
            for d in range(1, depth + 1):
                ours = ref.divide(g, d)
                theirs = chatur_divide(chatur, g.armies, mode, fen, d)
                compared += 1
                if theirs != ours:
                    report(g.armies, mode, ["(position %s, depth %d)" % (name, d)], fen, ours,
                           theirs)
                    disagreements += 1
                    break
    print("%d position divides compared (depths 1-%d), %d disagreements; %d positions left out "
          "(an army chatur does not play yet)" % (compared, depth, disagreements, left_out))
    return 1 if disagreements else 0


def main(argv):
    if not argv or argv[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    chatur = argv[0]
    if "--positions" in argv:
        depth = int(argv[argv.index("--depth") + 1]) if "--depth" in argv else 3
        mode = argv[argv.index("--mode") + 1] if "--mode" in argv else "ffa"
        modes = ["ffa", "teams"] if mode == "both" else [mode]
        return check_positions(chatur, depth, modes)
    if "--situations" in argv:
        argv = [a for a in argv if a != "--situations"]
        depth = int(argv[argv.index("--depth") + 1]) if "--depth" in argv else 3
        dice = argv[argv.index("--dice") + 1] if "--dice" in argv else DICE
        return check_situations(chatur, depth, dice)
    keep_going = "--keep-going" in argv
    argv = [a for a in argv if a != "--keep-going"]
    opts = {"--games": "20", "--seed": "1", "--every": "3", "--depth": "2", "--plies": "200",
            "--mode": "mixed", "--armies": "", "--captures": "0.7", "--groups": "0.05",
            "--pool": ",".join(a for a in ref.ARMIES if a in played_armies(chatur)),
            "--fen": "", "--dice": DICE}
    args = argv[1:]
    while args:
        key = args.pop(0)
        if key not in opts or not args:
            print("european_crosscheck.py: unknown option or missing value: %s" % key,
                  file=sys.stderr)
            return 2
        opts[key] = args.pop(0)
    rng = random.Random(int(opts["--seed"]))
    # North Korea's rolls in the games come from a stream of their own, so the games of a seed
    # without it stay what they were.
    roller = random.Random(int(opts["--seed"]) + 1000003)
    games, every = int(opts["--games"]), int(opts["--every"])
    depth, plies = int(opts["--depth"]), int(opts["--plies"])
    bias, group_bias = float(opts["--captures"]), float(opts["--groups"])
    pool = opts["--pool"].split(",")
    unknown = [a for a in pool if a not in ref.ARMIES]
    if unknown:
        print("european_crosscheck.py: --pool: unknown army %s" % ", ".join(unknown),
              file=sys.stderr)
        return 2
    compared, nodes, disagreements = 0, 0, 0
    seen = dict.fromkeys(FEATURES, 0)
    for game in range(games):
        armies = (opts["--armies"].split(",") if opts["--armies"]
                  else [rng.choice(pool) for _ in range(4)])
        mode = opts["--mode"] if opts["--mode"] != "mixed" else rng.choice(["ffa", "teams"])
        # The game's own rolls (North Korea) are drawn at random, a fresh entry per roll event.
        rolls = [[roller.randint(1, 6) for _ in range(3)]]
        if opts["--fen"]:
            g = ref.parse_fen4(opts["--fen"], mode, dice=rolls)
            armies = g.armies
        else:
            g = ref.example_start(armies, mode, rolls)
        history = []
        for ply in range(plies + 1):
            if ply % every == 0:
                fen = g.fen4()
                ours = ref_divide(g, depth, opts["--dice"])
                theirs = chatur_divide(chatur, armies, mode, fen, depth, opts["--dice"])
                compared += 1
                nodes += sum(ours.values())
                for name, test in FEATURES.items():
                    seen[name] += bool(test(g, ours))
                if theirs != ours:
                    report(armies, mode, history, fen, ours, theirs)
                    disagreements += 1
                    if not keep_going:
                        return 1
                    break
            moves = g.legal_moves()
            if not moves:
                break
            shifts = [m for m in moves if m.shift]
            if shifts:
                others = [m for m in moves if not m.shift]
                moves = shifts if not others or rng.random() < group_bias else others
            captures = [m for m in moves if "x" in m.text()]
            m = rng.choice(captures if captures and rng.random() < bias else moves)
            history.append(m.text())
            g.dice, g.roll_at = [[roller.randint(1, 6) for _ in range(3)]], 0
            g = g.make(m)
        print("game %d (%s, %s): %d plies agree" % (game + 1, ",".join(armies), mode,
                                                      len(history)), flush=True)
    print("%d positions compared (depth %d, %d nodes), %d disagreements; positions with %s" % (
        compared, depth, nodes, disagreements,
        ", ".join("%s %d" % kv for kv in seen.items())))
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
