#!/usr/bin/env bash
# Times commands in turn, N rounds, so that the machine's drift falls on all of them alike; prints each one's
# median and minimum wall time (to the millisecond) and mean CPU time. What runs just before a command matters: a
# command run right after the seed (seconds of heavy Python, after which the virtual machine's memory is cold) was
# measured 10 to 15 % slower than the same command after another. So the rounds follow a Williams design (balanced
# Latin squares): over every n rounds (2n for an odd number of commands) each command follows each other exactly
# once. Before 2026-12-03 the rounds were rotations of one order, where the second command always followed the first.
# Usage: bench/interleaved.sh N "command A" "command B" ...
set -euo pipefail
rounds=$1
shift
commands=("$@")
n=${#commands[@]}
order=$(python3 - "$n" "$rounds" <<'PY'
import sys
n, rounds = int(sys.argv[1]), int(sys.argv[2])
first, lo, hi = [0], 1, n - 1
while len(first) < n:
    first.append(lo); lo += 1
    if len(first) < n:
        first.append(hi); hi -= 1
rows = [[(k + r) % n for k in first] for r in range(n)]
if n % 2:
    rows += [row[::-1] for row in rows]
print(" ".join(" ".join(map(str, rows[r % len(rows)])) for r in range(rounds)))
PY
)
for k in $order; do
  start=$(date +%s%N)
  cpu=$(/usr/bin/time -f "%U %S" bash -c "${commands[$k]}" 2>&1 >/dev/null | tail -n 1)
  end=$(date +%s%N)
  echo "$((k + 1)) $(( (end - start) / 1000 )) $cpu"
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
