#!/usr/bin/env bash
# Times commands in turn, N rounds, so that the machine's drift falls on all of them alike; prints each one's
# median and minimum wall time (to the millisecond) and mean CPU time. Usage: bench/interleaved.sh N "command A" ...
set -euo pipefail
rounds=$1
shift
for _ in $(seq "$rounds"); do
  k=0
  for command in "$@"; do
    k=$((k + 1))
    start=$(date +%s%N)
    cpu=$(/usr/bin/time -f "%U %S" bash -c "$command" 2>&1 >/dev/null | tail -n 1)
    end=$(date +%s%N)
    echo "$k $(( (end - start) / 1000 )) $cpu"
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
