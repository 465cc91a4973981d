#!/usr/bin/env python3
"""Cross-checks chatur's `european` rule set against european_perft.py, the independent reference.

Plays seeded random games of random army combinations (an army may sit on several seats) with the
reference's own move generator and, at every K-th position, compares
`chatur perft -v european -o armies=... [-o mode=teams] --fen FEN -d D --divide` with the
reference's divide. The first disagreement is printed (armies, mode, the moves leading to it, the
FEN4, moves only one side has, counts that differ) and the script exits 1; 0 when all agree.

Usage:
  python3 european_crosscheck.py CHATUR [--games N] [--seed S] [--every K] [--depth D]
                                 [--plies P] [--mode ffa|teams|mixed] [--armies a,b,c,d]
"""

import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import european_perft as ref  # noqa: E402


def chatur_divide(chatur, armies, mode, fen, depth):
    """{move text: count} from chatur, or an error text."""
    cmd = [chatur, "perft", "-v", "european", "-o", "armies=" + ",".join(armies)]
    if mode == "teams":
        cmd += ["-o", "mode=teams"]
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


def main(argv):
    if not argv or argv[0].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    chatur = argv[0]
    opts = {"--games": "20", "--seed": "1", "--every": "4", "--depth": "2", "--plies": "200",
            "--mode": "mixed", "--armies": ""}
    args = argv[1:]
    while args:
        key = args.pop(0)
        if key not in opts or not args:
            print("european_crosscheck.py: unknown option or missing value: %s" % key,
                  file=sys.stderr)
            return 2
        opts[key] = args.pop(0)
    rng = random.Random(int(opts["--seed"]))
    games, every = int(opts["--games"]), int(opts["--every"])
    depth, plies = int(opts["--depth"]), int(opts["--plies"])
    compared = 0
    for game in range(games):
        armies = (opts["--armies"].split(",") if opts["--armies"]
                  else [rng.choice(ref.ARMIES) for _ in range(4)])
        mode = opts["--mode"] if opts["--mode"] != "mixed" else rng.choice(["ffa", "teams"])
        g = ref.start_position(armies, mode)
        history = []
        for ply in range(plies + 1):
            if ply % every == 0:
                fen = g.fen4()
                ours = ref.divide(g, depth)
                theirs = chatur_divide(chatur, armies, mode, fen, depth)
                compared += 1
                if theirs != ours:
                    report(armies, mode, history, fen, ours, theirs)
                    return 1
            moves = g.legal_moves()
            if not moves:
                break
            m = rng.choice(moves)
            history.append(m.text())
            g = g.make(m)
        print("game %d (%s, %s): %d plies agree" % (game + 1, ",".join(armies), mode,
                                                      len(history)), flush=True)
    print("all %d positions agree (depth %d)" % (compared, depth))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
