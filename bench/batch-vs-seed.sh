#!/usr/bin/env bash
# One `figmark run` over N runs against the seed's figures.py over the same runs one after another, side by side.
#   bench/batch-vs-seed.sh [N=20] [WORK=/tmp/batch-bench]
# The runs are figmark's examples and variants made with the seed reference's generator (bench/make_batch_runs.py);
# every figure, all formats (PDF, PNG at 300 dpi, SVG, CSV, captions). Needs Debian's python3-matplotlib and hyperfine.
# SKIP_SEED=1 times figmark again on the runs and seed timing already in WORK.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-20}
work=${2:-/tmp/batch-bench}
if [ -z "${SKIP_SEED:-}" ]; then
  rm -rf "$work" && mkdir -p "$work"
  /usr/bin/python3 bench/make_batch_runs.py "$work/runs" "$n"
fi
cat > "$work/seed.sh" <<SH
#!/usr/bin/env bash
set -e
for run in $work/runs/*/; do /usr/bin/python3 $PWD/../shared/seedref/seed_figures.py run "\$run" "$work/seed/\$(basename "\$run")" >/dev/null 2>&1; done
SH
chmod +x "$work/seed.sh"
./figmark --version >/dev/null
runs=$(echo "$work"/runs/*/)
[ -n "${SKIP_SEED:-}" ] || hyperfine -N -w 0 -r "${SEED_RUNS:-1}" "$work/seed.sh" --export-json "$work/seed.json"
hyperfine -N -w 1 -r "${RUNS:-5}" "./figmark run $runs --out $work/figmark --quiet" --export-json "$work/figmark.json"
/usr/bin/python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
seed = json.load(open(f"{work}/seed.json"))["results"][0]["median"]
fm = json.load(open(f"{work}/figmark.json"))["results"][0]["median"]
print(f"seed {seed:.2f} s, figmark {fm:.3f} s: {seed / fm:.1f} x")
PY
/usr/bin/time -f "figmark peak RSS: %M KB" ./figmark run "$work"/runs/*/ --out "$work/figmark" --quiet
for run in "$work"/runs/*/; do /usr/bin/time -f "%M $(basename "$run")" ./figmark run "$run" --out "$work/single" >/dev/null 2>>"$work/single-rss.txt"; done
sort -n "$work/single-rss.txt" | tail -1 | awk '{print "largest single run peak RSS: " $1 " KB (" $2 ")"}'
