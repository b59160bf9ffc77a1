#!/usr/bin/env bash
# Times commands in turn, N rounds, so that the machine's drift falls on all of them alike; prints each one's
# median and minimum wall time and mean CPU time. Usage: bench/interleaved.sh N "command A" "command B" ...
set -euo pipefail
rounds=$1
shift
for _ in $(seq "$rounds"); do
  k=0
  for command in "$@"; do
    k=$((k + 1))
    /usr/bin/time -f "$k %e %U %S" bash -c "$command" 2>&1 >/dev/null | grep "^$k "
  done
done | python3 -c '
import statistics, sys
runs = {}
for line in sys.stdin:
    k, wall, user, system = line.split()
    runs.setdefault(int(k), []).append((float(wall), float(user) + float(system)))
for k in sorted(runs):
    walls = [w for w, _ in runs[k]]
    print(f"{k}: median {statistics.median(walls):.3f} s, min {min(walls):.3f} s, mean CPU {statistics.mean(c for _, c in runs[k]):.3f} s")
' 
