#!/usr/bin/env bash
# Builds this example against the figmark artifacts `mvn install` put in the local Maven repository, then draws its
# figure into OUT_DIR as PDF, SVG, PNG and CSV. Usage: examples/embed/run.sh OUT_DIR
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 OUT_DIR" >&2
  exit 2
fi
out="$(mkdir -p "$1" && cd "$1" && pwd)"
cd "$(dirname "$0")"
mvn -B -q compile exec:java -Dexec.args="$out"
for f in decode.pdf decode.svg decode.png decode.csv; do
  [ -s "$out/$f" ] || { echo "error: $out/$f was not written" >&2; exit 1; }
done
