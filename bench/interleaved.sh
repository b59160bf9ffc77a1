#!/usr/bin/env bash
# Times commands in turn, N rounds, so that the machine's drift falls on all of them alike; prints each one's
# median and minimum wall time (to the millisecond) and mean CPU time. Each round starts one command later than the
# one before, so that each command follows each other equally often: a command run right after the seed (seconds of
# heavy Python) was measured up to 7 % slower than the same command run later in the round.
# Usage: bench/interleaved.sh N "command A" "command B" ...
set -euo pipefail
rounds=$1
shift
commands=("$@")
n=${#commands[@]}
for round in $(seq 0 $((rounds - 1))); do
  for i in $(seq 0 $((n - 1))); do
    k=$(( (round + i) % n ))
    start=$(date +%s%N)
    cpu=$(/usr/bin/time -f "%U %S" bash -c "${commands[$k]}" 2>&1 >/dev/null | tail -n 1)
    end=$(date +%s%N)
    echo "$((k + 1)) $(( (end - start) / 1000 )) $cpu"
  done
done | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    k, micros, user, system = line.split()
    runs.setdefault(int(k), []).append((int(micros) / 1e6, float(user) + float(system)))
for k in sorted(runs):
    walls = [w for w, _ in runs[k]]
    print(f"{k}: median {statistics.median(walls):.3f} s, min {min(walls):.3f} s, mean CPU {statistics.mean(c for _, c in runs[k]):.3f} s")
'
