#!/usr/bin/env bash
# Builds this example against the figmark artifacts `mvn install` put in the local Maven repository, then draws its
# figure into OUT_DIR as PDF, SVG, PNG and CSV twice: on the class path, and on the module path as a named module
# (java -p ... -m), where figmark must work as well and print nothing on standard error; its tests, from the
# library user's side, run first.
# Usage: examples/embed/run.sh OUT_DIR
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 OUT_DIR" >&2
  exit 2
fi
out="$(mkdir -p "$1" && cd "$1" && pwd)"
cd "$(dirname "$0")"
mvn -B -q test dependency:build-classpath -Dmdep.outputFile=target/dependencies.txt
deps="$(cat target/dependencies.txt)"
for how in class-path module-path; do
  mkdir -p "$out/$how"
  if [ "$how" = class-path ]; then
    java -cp "target/classes:$deps" org.example.figures.Decode "$out/$how" 2> target/stderr.txt
  else
    java -p "target/classes:$deps" -m org.example.figures/org.example.figures.Decode "$out/$how" 2> target/stderr.txt
  fi
  if [ -s target/stderr.txt ]; then
    echo "error: on the $how, figmark wrote to standard error:" >&2
    cat target/stderr.txt >&2
    exit 1
  fi
  for f in decode.pdf decode.svg decode.png decode.csv; do
    [ -s "$out/$how/$f" ] || { echo "error: $out/$how/$f was not written" >&2; exit 1; }
  done
  cmp -s "$out/class-path/decode.pdf" "$out/$how/decode.pdf" || { echo "error: the $how drew another PDF" >&2; exit 1; }
done
