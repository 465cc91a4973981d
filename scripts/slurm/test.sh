#!/usr/bin/env bash
# The Slurm test: a one-node Slurm cluster on this machine (munged, slurmctld and slurmd on
# localhost, their configuration generated in a temporary directory), a small sharded
# tournament of built-in engines submitted with scripts/slurm/tournament.sbatch, merged by its
# dependent job, and the merged standings checked against the same tournament played here in one
# process. Everything it starts is stopped at the end. It needs root and Debian's slurm-wlm and
# munge (installed with apt-get when missing); without them it says why and skips (exit 0).
#
#   scripts/slurm/test.sh [BUILD_DIR]
# SHARDS (4) shards, GAMES (16) games of level1 against LEVEL (level2) at NODES (300) nodes a
# move, TIMEOUT (300) seconds for the jobs.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=$(realpath "${1:-build}")
shards=${SHARDS:-4}
games=${GAMES:-16}
nodes=${NODES:-300}
level=${LEVEL:-level2}
timeout=${TIMEOUT:-300}
chatur="$build/cli/chatur"
[[ -x $chatur ]] || chatur="$build/chatur"
if [[ ! -x $chatur ]]; then
  echo "slurm test: no chatur in $build: build it first" >&2
  exit 1
fi

skip() {
  echo "slurm test skipped: $*"
  exit 0
}
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  [[ $(id -u) == 0 ]] || skip "slurm-wlm and munge are not installed and this is not root"
  command -v apt-get >/dev/null || skip "slurm-wlm and munge are not installed and there is no apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null 2>&1 ||
    skip "apt-get could not install slurm-wlm and munge"
fi
[[ $(id -u) == 0 ]] || skip "the daemons run as root here, and this is not root"

tmp=$(mktemp -d /tmp/chatur-slurm.XXXXXX)
chmod 700 "$tmp"
pids=()
stop_all() {
  local status=$?
  # Only what this script started, by pid.
  command -v scancel >/dev/null && SLURM_CONF=$tmp/slurm.conf scancel --user=root >/dev/null 2>&1 || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  rm -rf "$tmp"
  exit $status
}
trap stop_all EXIT INT TERM

fail() {
  echo "slurm test FAILED: $*" >&2
  for log in "$tmp"/*.log "$tmp"/out/*.out; do
    [[ -f $log ]] && { echo "--- $log" >&2; tail -n 40 "$log" >&2; }
  done
  exit 1
}

# Two free ports on localhost for the controller and the node daemon.
read -r ctl_port node_port < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*[x.getsockname()[1] for x in s])')
host=$(hostname -s)
cpus=$(nproc)
mkdir -p "$tmp/state" "$tmp/spool" "$tmp/out"

dd if=/dev/urandom of="$tmp/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge.key"
cat >"$tmp/slurm.conf" <<CONF
ClusterName=chaturtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctl_port
SlurmdPort=$node_port
AuthType=auth/munge
AuthInfo=socket=$tmp/munge.sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
MinJobAge=600
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
# No cgroups: processes are tracked through /proc, which a container allows too.
cat >"$tmp/cgroup.conf" <<CONF
CgroupAutomount=no
ConstrainCores=no
ConstrainRAMSpace=no
CONF
export SLURM_CONF=$tmp/slurm.conf

munged --force --foreground --socket="$tmp/munge.sock" --key-file="$tmp/munge.key" \
  --pid-file="$tmp/munged.pid" --seed-file="$tmp/munged.seed" --log-file="$tmp/munged.log" \
  >"$tmp/munged.stdout.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do [[ -S $tmp/munge.sock ]] && break; sleep 0.1; done
[[ -S $tmp/munge.sock ]] || fail "munged did not start"
slurmctld -D -i >"$tmp/slurmctld.stdout.log" 2>&1 &
pids+=($!)
slurmd -D -N "$host" >"$tmp/slurmd.stdout.log" 2>&1 &
pids+=($!)
ready=
for _ in $(seq 60); do
  state=$(sinfo -h -n "$host" -o %T 2>/dev/null || true)
  if [[ $state == idle* || $state == mixed* ]]; then ready=1; break; fi
  sleep 0.5
done
[[ -n $ready ]] || fail "the node did not become idle (state '${state:-none}')"

# A small tournament of built-in engines at fixed nodes: deterministic, so the shards merged must
# give exactly the standings of the same games played here.
cat >"$tmp/config.json" <<CONF
{"name": "slurm test", "variant": "chess", "games_per_pairing": $games,
 "engines": [
   {"name": "one", "command": "chatur", "args": ["engine", "--level", "level1"]},
   {"name": "two", "command": "chatur", "args": ["engine", "--level", "$level"]}],
 "openings": {"file": "$root/examples/openings/chess-8.epd", "order": "random", "seed": 3},
 "time_control": "nodes=$nodes", "standings_every": 0, "adjudication": {"max_plies": 60}}
CONF

started=$(date +%s.%N)
array=$(CHATUR=$chatur sbatch --parsable --array=0-$((shards - 1)) --cpus-per-task=1 \
  --chdir="$tmp/out" "$root/scripts/slurm/tournament.sbatch" "$tmp/config.json" "$tmp/out") ||
  fail "sbatch refused the job"
array=${array%%;*}
deadline=$((SECONDS + timeout))
while [[ ! -s $tmp/out/merge-job-id ]] || squeue -h 2>/dev/null | grep -q .; do
  ((SECONDS < deadline)) || fail "the jobs did not end within $timeout s"
  sleep 1
done
wall=$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")
[[ -f $tmp/out/all.db ]] || fail "no merged archive (job $array)"

"$chatur" tournament run "$tmp/config.json" --db "$tmp/single.db" >/dev/null 2>&1 ||
  fail "the single-machine run failed"
# Equal standings of games that all ended by an engine fault would prove nothing.
faults=$(python3 -c 'import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM games g JOIN terminations t "
      "ON t.id = g.termination_id WHERE t.name LIKE ?", ("engine-%",)).fetchone()[0])' \
  "$tmp/out/all.db")
[[ $faults == 0 ]] || fail "$faults games ended by an engine fault"
report() { "$chatur" ratings --db "$1" --tournament "slurm test" --sprt 0,20,0.1,0.1; }
if ! diff <(report "$tmp/single.db") <(report "$tmp/out/all.db") >"$tmp/diff.log"; then
  cat "$tmp/diff.log" >&2
  fail "the merged standings differ from one machine's"
fi
report "$tmp/out/all.db" | sed -n '1,4p'
echo "slurm test passed: $games games in $shards shard(s), submitted to merged in $wall s"
