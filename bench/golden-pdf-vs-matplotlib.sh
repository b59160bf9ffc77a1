#!/usr/bin/env bash
# figmark golden check against matplotlib's compare_images on the same PDF pairs, side by side.
#   bench/golden-pdf-vs-matplotlib.sh [PAIRS=300] [WORK=/tmp/golden-pdf]
# The pairs are figmark's example figures as PDF; each drawn copy is rewritten by qpdf (object streams: same drawing,
# other bytes, so both tools read every page), and every tenth is another figure. matplotlib converts both PDFs to
# PNG with Ghostscript (it caches the approved side's conversion, so hyperfine's warm-up fills that cache) and compares
# the pixels; figmark compares the drawing and text and renders the pages with PDFBox. Needs Debian's ghostscript,
# qpdf, python3-matplotlib and hyperfine.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-300}
work=${2:-/tmp/golden-pdf}
rm -rf "$work" && mkdir -p "$work/src" "$work/expected" "$work/actual"
for run in examples/llama8b-1gpu examples/llama70b-8gpu examples/vllm-8b examples/cpu-only examples/stress-16gpu; do
  ./figmark run "$run" --out "$work/src/$(basename "$run")" --formats pdf >/dev/null 2>&1
done
mapfile -t sources < <(ls "$work"/src/*/*.pdf | sort)
n=${#sources[@]}
for ((i = 0; i < pairs; i++)); do
  name=$(printf "%03d" "$i")
  cp "${sources[i % n]}" "$work/expected/$name.pdf"
  if ((i % 10 == 9)); then
    cp "${sources[(i + 1) % n]}" "$work/actual/$name.pdf"
  else
    qpdf --object-streams=generate "${sources[i % n]}" "$work/actual/$name.pdf"
  fi
done
cat > "$work/mpl_compare.py" <<'PY'
import glob, sys
from matplotlib.testing.compare import compare_images
from matplotlib.testing.exceptions import ImageComparisonFailure
work = sys.argv[1]
failed = 0
for expected in sorted(glob.glob(f"{work}/expected/*.pdf")):
    try:
        if compare_images(expected, expected.replace("/expected/", "/actual/"), tol=0) is not None:
            failed += 1
    except ImageComparisonFailure:  # pages of other sizes
        failed += 1
print(failed, "differ")
PY
# matplotlib writes its conversions beside both files (NNN_pdf.png): removed before every run, so that each tool sees
# the 300 pairs alone (hyperfine -N runs the preparation without a shell, hence find rather than a glob).
hyperfine -N -w 1 -r "${RUNS:-3}" -i --prepare "find $work/expected $work/actual -name *_pdf.png -delete" \
  "/usr/bin/python3 $work/mpl_compare.py $work" \
  "./figmark golden check $work/expected $work/actual --report $work/report/report.html"
