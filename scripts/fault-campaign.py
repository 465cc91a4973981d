#!/usr/bin/env python3
"""The fault campaign's driver (scripts/fault-campaign.sh starts it in a mount namespace of its
own, docs/fuzzing.md "Fault campaign").

A tournament of real engines and faulty ones (tests/tools/fault_engine --mode random) is played
into an archive on a small tmpfs while the host is killed with SIGKILL, the disk under the
archive is filled and freed, and another process holds the archive's write lock; every time the
host stops it is resumed. Then an import of a large file is killed and restarted likewise. The
archives are checked at the end; the script exits non-zero on any failed check.

Every game of the archive is attributed to the host run that stored it (rows are appended, and
the largest game id is read after each run), and every fault the faulty engines logged to the
run whose host started them (the log carries the host's process id), so that each game ended by
a fault is matched with the fault committed in its last position."""

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

# The fault engines' fault names and the termination each must end its game with.
TERMINATION = {
    "crash": "engine-crash",
    "exit": "engine-crash",
    "stall": "engine-stall",
    "garbage": "garbage-move",
    "illegal": "illegal-move",
    "slow-start": "no-uciok",
}
ENGINE_FAULTS = {"engine-start-failed", "no-uciok", "no-readyok", "engine-crash",
                 "engine-stall", "garbage-move", "illegal-move", "time-forfeit"}


class Campaign:
    def __init__(self, args):
        self.a = args
        self.rng = random.Random(args.seed)
        self.failures = []
        self.deadline = time.monotonic() + args.minutes * 60
        self.disk = os.path.join(args.dir, "disk")
        self.engine_exes = {os.path.realpath(p) for p in (args.fault_engine, args.stockfish) if p}
        self.chatur = os.path.realpath(args.chatur)

    def fail(self, what):
        print("FAILED: " + what, flush=True)
        self.failures.append(what)

    def say(self, what):
        print(what, flush=True)

    # The disk: a tmpfs in this process's own mount namespace, gone when the campaign ends.
    def mount_disk(self):
        os.makedirs(self.disk, exist_ok=True)
        subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={self.a.disk_mb}m", "tmpfs",
                        self.disk], check=True)

    def fill_disk(self):
        """Fills the disk to the last byte it has."""
        fd = os.open(os.path.join(self.disk, "filler"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        try:
            for size in (1 << 20, 4096, 1):
                try:
                    while True:
                        os.write(fd, b"\0" * size)
                except OSError:
                    pass
        finally:
            os.close(fd)

    def free_disk(self):
        try:
            os.remove(os.path.join(self.disk, "filler"))
        except FileNotFoundError:
            pass

    def hold_lock(self, db, seconds):
        """Another process takes the archive's write lock and keeps it for `seconds`."""
        code = ("import sqlite3, sys, time\n"
                "c = sqlite3.connect(sys.argv[1], timeout=60, isolation_level=None)\n"
                "c.execute('BEGIN EXCLUSIVE')\n"
                "print('locked', flush=True)\n"
                "time.sleep(float(sys.argv[2]))\n"
                "c.execute('COMMIT')\n")
        p = subprocess.Popen([sys.executable, "-c", code, db, str(seconds)],
                             stdout=subprocess.PIPE, text=True)
        p.stdout.readline()
        return p

    def engine_processes(self):
        """Processes running one of the campaign's engine programs, `chatur engine` included."""
        found = []
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                exe = os.readlink(f"/proc/{pid}/exe")
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    argv = f.read().split(b"\0")
            except OSError:
                continue
            if exe in self.engine_exes or (exe == self.chatur and b"engine" in argv[1:2]):
                found.append(int(pid))
        return found

    def check_no_engines_left(self, when):
        # Engines read the end of their input when the host dies and leave: a fault engine in a
        # slow start-up only when it wakes (a host killed with SIGKILL cannot stop it first).
        wait_s = self.a.slow_ms / 1000 + 5
        started = time.monotonic()
        while time.monotonic() - started < wait_s:
            left = self.engine_processes()
            if not left:
                return
            time.sleep(0.1)
        self.fail(f"engine processes left behind {when}: {left}")
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def max_game_id(self, db):
        if not os.path.exists(db):
            return 0
        c = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=60)
        try:
            return c.execute("SELECT coalesce(max(id), 0) FROM games").fetchone()[0]
        except sqlite3.OperationalError:
            return 0
        finally:
            c.close()

    def run_host(self, argv, events, db, log, max_s):
        """Runs one host until it ends, committing events on it meanwhile, each a random time
        up to max_s after the one before: ("kill",), ("disk",) or ("lock", seconds). An event the
        host survives (a short lock, a full disk it did not need) is followed by the next.
        Returns (pid, returncode, stderr, what happened, whether an event ended it)."""
        # Its progress lines go to a file: a pipe nobody reads during an event would fill up.
        err_path = log + ".stderr"
        with open(log, "a") as out, open(err_path, "w") as err_file:
            out.write("$ " + " ".join(argv) + "\n")
            out.flush()
            p = subprocess.Popen(["nice", "-n", str(self.a.nice)] + argv, stdout=out,
                                 stderr=err_file)
        kinds = []
        ended_by_event = False
        while events:
            try:
                p.wait(timeout=self.rng.uniform(0.3, max_s))
                break
            except subprocess.TimeoutExpired:
                pass
            event = events.pop()
            if event[0] == "kill":
                p.send_signal(signal.SIGKILL)
                kinds.append("killed")
                ended_by_event = True
                break
            if event[0] == "disk":
                self.fill_disk()
                # A host that needs no new space may go on: the disk stays full a while.
                try:
                    p.wait(timeout=self.a.full_s)
                    kinds.append("disk full")
                except subprocess.TimeoutExpired:
                    kinds.append("disk full, survived")
                self.free_disk()
            elif event[0] == "lock":
                self.hold_lock(db, event[1]).wait()
                kinds.append(f"lock held {event[1]} s")
            # A host that ended while an event was under way ended by it.
            if p.poll() is not None:
                ended_by_event = True
                break
        kind = ", ".join(kinds) or "completed"
        remaining = max(1.0, self.deadline - time.monotonic())
        try:
            p.wait(timeout=remaining)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
            self.fail(f"{' '.join(argv[:3])} ran past the campaign's time limit")
        with open(err_path) as f:
            err = f.read()
        return p.pid, p.returncode, err, kind, ended_by_event

    # ---- the tournament ----

    def tournament_config(self, openings):
        faulty = lambda name: {
            "name": name, "command": self.a.fault_engine,
            "args": ["--mode", "random", "--rate", str(self.a.rate), "--slow",
                     str(self.a.slow_ms), "--seed", "0", "--log",
                     os.path.join(self.a.dir, f"faults-{name}.log")]}
        engines = []
        if self.a.stockfish:
            engines.append({"name": "stockfish", "command": self.a.stockfish,
                            "options": {"Threads": 1, "Hash": 16}})
        for level in self.a.levels:
            engines.append({"name": level, "command": "chatur", "args": ["engine", "--level",
                                                                       level]})
        engines += [faulty("faulty1"), faulty("faulty2")]
        pairings = len(engines) * (len(engines) - 1) // 2
        return {
            "name": "fault campaign",
            "variant": "chess",
            "format": "round-robin",
            "games_per_pairing": max(2, self.a.games // pairings),
            "engines": engines,
            "openings": {"file": openings, "plies": 8},
            "time_control": self.a.tc,
            "concurrency": 2,
            "standings_every": 0,
            "timeouts": {"handshake_ms": self.a.handshake_ms, "ready_ms": self.a.handshake_ms,
                         "stall_ms": self.a.stall_ms},
            "adjudication": {"max_plies": 200},
        }

    def tournament(self):
        a = self.a
        db = os.path.join(self.disk, "tournament.db")
        log = os.path.join(a.dir, "tournament.log")
        openings_dir = os.path.join(a.dir, "openings")
        os.makedirs(openings_dir, exist_ok=True)
        subprocess.run([a.chatur, "bench-records", "-n", "300", "--variant", "chess",
                        "--max-plies", "16", "--dir", openings_dir],
                       check=True, stdout=subprocess.DEVNULL)
        openings = next(os.path.join(openings_dir, f) for f in sorted(os.listdir(openings_dir))
                        if f.endswith(".pgn"))
        config = self.tournament_config(openings)
        config_path = os.path.join(a.dir, "tournament.json")
        with open(config_path, "w") as f:
            json.dump(config, f, indent=2)
        planned = config["games_per_pairing"] * len(config["engines"]) * (
            len(config["engines"]) - 1) // 2
        events = [("kill",)] * a.kills + [("disk",), ("lock", 4), ("lock", 25)]
        self.rng.shuffle(events)
        runs = []  # (pid, kind, first game id, last game id)
        self.say(f"tournament: {planned} games of {len(config['engines'])} engines, "
                 f"{len(events)} events")
        while True:
            if time.monotonic() > self.deadline:
                self.fail("the tournament did not finish in the campaign's time")
                break
            has_tournament = self.has_tournament(db)
            argv = ([a.chatur, "tournament", "resume", "--db", db] if has_tournament else
                    [a.chatur, "tournament", "run", config_path, "--db", db])
            first = self.max_game_id(db) + 1
            pid, rc, err, kind, ended = self.run_host(argv, events, db, log, a.max_kill_s)
            last = self.max_game_id(db)
            runs.append({"pid": pid, "kind": kind, "rc": rc, "first": first, "last": last,
                         "stderr": err.strip()})
            self.say(f"  host {pid}: {kind}, exit {rc}, games {first}..{last}"
                     + (f", says: {err.strip().splitlines()[-1]}" if err.strip() else ""))
            self.check_no_engines_left(f"after host {pid} ({kind})")
            if rc != 0 and not ended:
                self.fail(f"host {pid} failed with nothing done to it: {err.strip()}")
                break
            if rc == 0 and self.finished(db):
                if events:
                    self.say(f"  the tournament finished before {len(events)} events")
                break
        self.check_tournament(db, config, planned, runs, log)
        return runs

    def has_tournament(self, db):
        if not os.path.exists(db):
            return False
        c = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=60)
        try:
            return c.execute("SELECT count(*) FROM tournaments").fetchone()[0] > 0
        except sqlite3.OperationalError:
            return False
        finally:
            c.close()

    def finished(self, db):
        c = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=60)
        try:
            return c.execute("SELECT finished FROM tournaments").fetchone()[0] == 1
        finally:
            c.close()

    def fault_logs(self):
        logs = []
        for name in ("faulty1", "faulty2"):
            path = os.path.join(self.a.dir, f"faults-{name}.log")
            if not os.path.exists(path):
                continue
            with open(path) as f:
                for line in f:
                    ppid, fault, army, fen = (line.rstrip("\n").split(" ", 3) + [""])[:4]
                    logs.append({"engine": name, "host": int(ppid), "fault": fault,
                                 "army": int(army), "fen": fen, "used": False})
        return logs

    def check_tournament(self, db, config, planned, runs, log):
        c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        ok = c.execute("PRAGMA integrity_check").fetchone()[0]
        if ok != "ok":
            self.fail(f"tournament archive integrity_check: {ok}")
        rows = c.execute("SELECT idx, state, content_hash, result, termination "
                         "FROM tournament_games ORDER BY idx").fetchall()
        if len(rows) != planned:
            self.fail(f"{len(rows)} games scheduled, {planned} planned")
        if [r[0] for r in rows] != list(range(len(rows))):
            self.fail("scheduled games are not numbered 0 to n-1")
        unplayed = [r[0] for r in rows if r[1] != "played"]
        if unplayed:
            self.fail(f"games scheduled and not played: {unplayed[:10]}")
        games = {}
        # Schema 13: the result and termination as ids of their tables; a row whose id names
        # nothing reads as None and fails the comparison with the schedule below.
        for gid, h, result, term in c.execute(
                "SELECT g.id, g.content_hash, (SELECT name FROM results WHERE id = g.result_id), "
                "(SELECT name FROM terminations WHERE id = g.termination_id) FROM games g"):
            games[h] = {"id": gid, "result": result, "termination": term}
        hashes = [r[2] for r in rows if r[1] == "played"]
        # The archive's design: games with the same moves from the same start are one game
        # there (docs/tournament.md, "Storage and resume"); the schedule keeps a row for each.
        shared = {h for h in hashes if hashes.count(h) > 1}
        missing = [r[0] for r in rows if r[1] == "played" and r[2] not in games]
        if missing:
            self.fail(f"games marked played and not stored: {missing[:10]}")
        orphans = set(games) - set(hashes)
        if orphans:
            self.fail(f"{len(orphans)} stored games no scheduled game points to")
        for r in rows:
            g = games.get(r[2])
            if g and r[2] not in shared and (g["result"], g["termination"]) != (r[3], r[4]):
                self.fail(f"game {r[0]}: schedule says {r[3]} {r[4]}, archive "
                          f"{g['result']} {g['termination']}")
        # Whole games: every part of each stored row is there, and every game reads back.
        players = {}
        for gid, army, name in c.execute(
                "SELECT gp.game_id, gp.army, p.name FROM game_players gp "
                "JOIN players p ON p.id = gp.player_id"):
            players.setdefault(gid, {})[army] = name
        records = {r[0] for r in c.execute("SELECT game_id FROM game_records")}
        # Schema 14: a game's leading tags may be all in its shared roster, its own list empty.
        tags = {r[0] for r in c.execute("SELECT game_id FROM game_records "
                                        "WHERE json_array_length(tags) > 0 "
                                        "OR tag_roster IS NOT NULL")}
        for g in games.values():
            if g["id"] not in records or g["id"] not in tags or len(players.get(g["id"], {})) != 2:
                self.fail(f"game id {g['id']} is stored in part")
        exported = subprocess.run([self.a.chatur, "export", "--db", db], capture_output=True,
                                  text=True)
        read_back = exported.stdout.count("\n[Event ") + exported.stdout.startswith("[Event ")
        if exported.returncode != 0 or read_back != len(games):
            self.fail(f"export read {read_back} of {len(games)} games back: {exported.stderr}")
        # Standings from the stored games, against those the last host printed.
        points = {e["name"]: 0.0 for e in config["engines"]}
        counted = {e["name"]: 0 for e in config["engines"]}
        score = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "1/2-1/2": (0.5, 0.5)}
        names = [e["name"] for e in config["engines"]]
        seats = dict(c.execute("SELECT idx, seats FROM tournament_games"))
        for r in rows:
            # A game the archive holds once with another counts with its own seats and result.
            if r[2] in shared:
                result = r[3]
                p = dict(enumerate(names[int(i)] for i in seats[r[0]].split(",")))
            elif r[2] in games:
                result = games[r[2]]["result"]
                p = players.get(games[r[2]]["id"], {})
            else:
                continue
            for army in (0, 1):
                if army in p and result in score:
                    points[p[army]] += score[result][army]
                    counted[p[army]] += 1
        printed = self.printed_standings(log)
        computed = {n: (counted[n], points[n]) for n in points}
        if printed != computed:
            self.fail(f"standings printed {printed}, computed from the archive {computed}")
        # Faults: each game a fault ended against the fault its loser committed in its last
        # position, in the run that stored it.
        logs = self.fault_logs()
        by_term = {}
        fault_games = 0
        for g in sorted(games.values(), key=lambda g: g["id"]):
            term = g["termination"]
            by_term[term] = by_term.get(term, 0) + 1
            if term not in ENGINE_FAULTS:
                continue
            fault_games += 1
            run = next((r for r in runs if r["first"] <= g["id"] <= r["last"]), None)
            loser_army = {"1-0": 1, "0-1": 0}.get(g["result"])
            loser = players.get(g["id"], {}).get(loser_army)
            fen = self.final_fen(db, g["id"])
            match = None
            for f in logs:
                if (f["used"] or run is None or f["host"] != run["pid"] or f["engine"] != loser
                        or TERMINATION[f["fault"]] != term):
                    continue
                if f["fault"] == "slow-start" or (f["fen"] == fen and f["army"] == loser_army):
                    match = f
                    break
            if match is None:
                self.fail(f"game id {g['id']} ended {g['result']} {term} with no fault of "
                          f"{loser} to match it")
            else:
                match["used"] = True
        completed = {r["pid"] for r in runs if r["rc"] == 0}
        unmatched = [f for f in logs if not f["used"] and f["host"] in completed]
        # A fault that ended a game the archive holds once with another has no row of its own.
        if len(unmatched) > len(hashes) - len(set(hashes)):
            for f in unmatched:
                self.fail(f"{f['engine']} committed {f['fault']} under host {f['host']}, "
                          "which finished, and no stored game ended by it")
        self.figures["tournament"] = {
            "games scheduled": len(rows), "games stored": len(games),
            "scheduled games sharing their moves with another": sum(h in shared for h in hashes),
            "host runs": len(runs),
            "kills": sum(r["kind"].endswith("killed") for r in runs),
            "runs": [f"{r['kind']}: exit {r['rc']}" for r in runs if r["kind"] != "killed"],
            "faults committed": self.count(logs, lambda f: f["fault"]),
            "faults that ended a stored game": self.count(
                [f for f in logs if f["used"]], lambda f: f["fault"]),
            "faults in games a host failure cut short": sum(not f["used"] for f in logs),
            "terminations": by_term,
            "standings": computed,
        }
        c.close()

    def final_fen(self, db, game_id):
        shown = subprocess.run([self.a.chatur, "show", "--db", db, str(game_id), "--plain"],
                               capture_output=True, text=True, check=True)
        return [l for l in shown.stdout.splitlines() if l.strip()][-1]

    @staticmethod
    def count(items, key):
        out = {}
        for i in items:
            out[key(i)] = out.get(key(i), 0) + 1
        return out

    def printed_standings(self, log):
        """The final standings of the host's last run: each engine's games and points."""
        with open(log) as f:
            lines = f.read().splitlines()
        start = max(i for i, l in enumerate(lines) if l.startswith("final standings"))
        out = {}
        names = {e["name"] for e in json.load(open(os.path.join(self.a.dir,
                                                                 "tournament.json")))["engines"]}
        for line in lines[start + 1:]:
            cells = line.split()
            for i, cell in enumerate(cells):
                if cell in names and i + 2 < len(cells) and cell not in out:
                    try:
                        out[cell] = (int(cells[i + 1]), float(cells[i + 2]))
                    except ValueError:
                        pass
        return out

    # ---- the import ----

    def importing(self):
        a = self.a
        db = os.path.join(self.disk, "import.db")
        src_dir = os.path.join(a.dir, "import")
        os.makedirs(src_dir, exist_ok=True)
        subprocess.run([a.chatur, "bench-records", "-n", str(a.import_games), "--variant",
                        "chess", "--max-plies", "120", "--dir", src_dir],
                       check=True, stdout=subprocess.DEVNULL)
        pgn = next(os.path.join(src_dir, f) for f in sorted(os.listdir(src_dir))
                   if f.endswith(".pgn"))
        log = os.path.join(a.dir, "import.log")
        events = [("kill",)] * a.import_kills + [("disk",), ("lock", 70)]
        self.rng.shuffle(events)
        runs = []
        self.say(f"import: {a.import_games} games, {len(events)} events")
        while True:
            if time.monotonic() > self.deadline:
                self.fail("the import did not finish in the campaign's time")
                break
            argv = [a.chatur, "import", pgn, "--db", db, "--batch", "500", "--threads", "1"]
            pid, rc, err, kind, ended = self.run_host(argv, events, db, log,
                                                      a.max_import_kill_s)
            summary = [l for l in open(log).read().splitlines() if l.startswith("games read")]
            runs.append({"pid": pid, "kind": kind, "rc": rc, "stderr": err.strip()})
            self.say(f"  import {pid}: {kind}, exit {rc}"
                     + (f", says: {err.strip().splitlines()[-1]}" if err.strip() else "")
                     + (f", {summary[-1]}" if rc == 0 and summary else ""))
            if rc != 0 and not ended:
                self.fail(f"import {pid} failed with nothing done to it: {err.strip()}")
                break
            if rc == 0:
                if events:
                    self.say(f"  the import finished before {len(events)} events")
                break
        c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        ok = c.execute("PRAGMA integrity_check").fetchone()[0]
        if ok != "ok":
            self.fail(f"import archive integrity_check: {ok}")
        stored = c.execute("SELECT count(*) FROM games").fetchone()[0]
        parts = c.execute(
            "SELECT count(*) FROM games g WHERE NOT EXISTS (SELECT 1 FROM game_records r "
            "WHERE r.game_id = g.id AND (json_array_length(r.tags) > 0 "
            "OR r.tag_roster IS NOT NULL))").fetchone()[0]
        c.close()
        last = [l for l in open(log).read().splitlines() if l.startswith("games read")][-1]
        # games read: N, stored: S, already stored: D, bad (skipped): B
        fields = dict(part.rsplit(": ", 1) for part in last.split(", "))
        read = int(fields["games read"])
        if read != a.import_games or int(fields["bad (skipped)"]) != 0:
            self.fail(f"the last import says: {last}")
        if stored != a.import_games:
            self.fail(f"{stored} games stored of the file's {a.import_games}")
        if parts:
            self.fail(f"{parts} imported games stored in part")
        self.figures["import"] = {
            "games in file": a.import_games, "games stored": stored, "runs": len(runs),
            "kills": sum(r["kind"].endswith("killed") for r in runs),
            "runs": [f"{r['kind']}: exit {r['rc']}" for r in runs if r["kind"] != "killed"],
            "last run": last,
        }

    def main(self):
        os.makedirs(self.a.dir, exist_ok=True)
        self.mount_disk()
        self.figures = {}
        started = time.monotonic()
        self.tournament()
        self.importing()
        self.figures["minutes"] = round((time.monotonic() - started) / 60, 1)
        # The archives outlive the tmpfs, for a look after the campaign.
        for name in ("tournament.db", "import.db"):
            subprocess.run(["sqlite3", os.path.join(self.disk, name),
                            f".backup {os.path.join(self.a.dir, name)}"], check=False)
        self.figures["failures"] = self.failures
        with open(os.path.join(self.a.dir, "figures.json"), "w") as f:
            json.dump(self.figures, f, indent=2)
        print(json.dumps(self.figures, indent=2))
        print("fault campaign: " + ("all checks passed" if not self.failures else
                                    f"{len(self.failures)} checks failed"))
        return 0 if not self.failures else 1


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dir", required=True)
    p.add_argument("--chatur", required=True)
    p.add_argument("--fault-engine", required=True)
    p.add_argument("--stockfish", default="")
    p.add_argument("--levels", nargs="*", default=["level1", "level2"])
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--kills", type=int, default=20)
    p.add_argument("--import-games", type=int, default=20000)
    p.add_argument("--import-kills", type=int, default=10)
    p.add_argument("--rate", type=float, default=0.05)
    # Real engines start and answer within these on a loaded machine; a slow start-up is
    # slower than the handshake's deadline.
    p.add_argument("--handshake-ms", type=int, default=8000)
    p.add_argument("--stall-ms", type=int, default=4000)
    p.add_argument("--slow-ms", type=int, default=12000)
    p.add_argument("--tc", default="nodes=2000")
    p.add_argument("--disk-mb", type=int, default=64)
    p.add_argument("--full-s", type=float, default=20.0)
    p.add_argument("--max-kill-s", type=float, default=8.0)
    p.add_argument("--max-import-kill-s", type=float, default=4.0)
    p.add_argument("--minutes", type=float, default=25)
    p.add_argument("--nice", type=int, default=10)
    p.add_argument("--seed", type=int, default=int(time.time()))
    args = p.parse_args()
    print(f"fault campaign, seed {args.seed}", flush=True)
    return Campaign(args).main()


if __name__ == "__main__":
    sys.exit(main())
