"""Runs a command N times and prints its median, fastest and slowest wall time and its largest peak RSS, each run's
taken from the kernel (os.wait4), for the side-by-side timings of bench/README.md on machines without hyperfine or
GNU time. Usage: python3 bench/timed.py N LABEL COMMAND [ARG...]"""
import os
import statistics
import subprocess
import sys
import tempfile
import time

n, label, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
walls, peaks = [], []
for _ in range(n):
    start = time.monotonic()
    with tempfile.TemporaryFile() as err:
        p = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(p.pid, 0)
        walls.append(time.monotonic() - start)
        peaks.append(usage.ru_maxrss / 1024)
        if status != 0:
            err.seek(0)
            print(f"{label}: exit {status}: {err.read().decode(errors='replace')[-2000:]}")
            sys.exit(1)
print(f"{label}: median {statistics.median(walls):.3f} s (min {min(walls):.3f}, max {max(walls):.3f}, {n} runs), "
      f"peak RSS {max(peaks):.0f} MB")
