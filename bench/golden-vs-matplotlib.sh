#!/usr/bin/env bash
# figmark golden check against matplotlib's compare_images on the same PNG pairs at 300 dpi, side by side.
#   bench/golden-vs-matplotlib.sh [PAIRS=300] [WORK=/tmp/golden-bench]
# The pairs are figmark's example figures at 300 dpi; each drawn copy is re-encoded by PIL as matplotlib saves PNGs
# (same pixels, other bytes, so both tools decode and compare every pixel), and every tenth has a small region
# changed. ENCODE=optimize makes PIL compress hardest (slower to inflate, for both tools); ENCODE=rgba writes the
# drawn copies as RGBA against the approved RGB; ENCODE=copy keeps the unchanged figures byte for byte, as a
# deterministic tool redraws them. Needs Debian's
# python3-matplotlib and hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-300}
work=${2:-/tmp/golden-bench}
rm -rf "$work" && mkdir -p "$work/src" "$work/expected" "$work/actual"
for run in examples/llama8b-1gpu examples/llama70b-8gpu examples/vllm-8b examples/cpu-only examples/stress-16gpu; do
  ./figmark run "$run" --out "$work/src/$(basename "$run")" --formats png --dpi 300 >/dev/null 2>&1
done
/usr/bin/python3 - "$work" "$pairs" ${ENCODE:-} <<'PY'
import glob, shutil, sys
from PIL import Image
work, pairs = sys.argv[1], int(sys.argv[2])
sources = sorted(glob.glob(f"{work}/src/*/*.png"))
for i in range(pairs):
    src = sources[i % len(sources)]
    shutil.copy(src, f"{work}/expected/{i:03d}.png")
    if "copy" in sys.argv[3:] and i % 10 != 9:
        shutil.copy(src, f"{work}/actual/{i:03d}.png")  # a deterministic tool: unchanged figures keep their bytes
        continue
    image = Image.open(src)
    if "rgba" in sys.argv[3:]:
        image = image.convert("RGBA")  # another colour type than the approved file's: every row is widened to compare
    if i % 10 == 9:
        image.paste((255, 0, 0), (40, 40, 80, 60))
    image.save(f"{work}/actual/{i:03d}.png", **({"optimize": True} if "optimize" in sys.argv[3:] else {}))
PY
cat > "$work/mpl_compare.py" <<'PY'
import glob, sys
from matplotlib.testing.compare import compare_images
work = sys.argv[1]
failed = 0
for expected in sorted(glob.glob(f"{work}/expected/*.png")):
    if compare_images(expected, expected.replace("/expected/", "/actual/"), tol=0) is not None:
        failed += 1
print(failed, "differ")
PY
echo "pairs: $(ls "$work/expected" | wc -l), pixels of the first: $(/usr/bin/python3 -c "from PIL import Image; print(Image.open('$work/expected/000.png').size)")"
# matplotlib writes NNN-failed-diff.png beside a differing drawn file: removed before every run (hyperfine -N runs the
# preparation without a shell, so a glob would not be expanded: find instead).
hyperfine -N -w 1 -r "${RUNS:-5}" -i --prepare "find $work/actual -name *-failed-diff.png -delete" \
  "/usr/bin/python3 $work/mpl_compare.py $work" \
  "./figmark golden check $work/expected $work/actual --report $work/report/report.html"
