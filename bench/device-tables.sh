#!/usr/bin/env bash
# Tables at scale (issue #46) side by side on a many-core machine with no Java and no Maven: figmark with its own
# runtimes (made by jlink, carried in bench/target/device, see bench/README.md), the build before it, pandas +
# matplotlib + scipy drawing the same figure (bench/million.py), the reader alone and cat. Prints one line per
# measurement and writes them to $OUT/results.txt. Usage: bench/device-tables.sh [ROWS_LARGE]
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
out="${OUT:-/tmp/figmark-device}"
mkdir -p "$out"
exec > >(tee "$out/results.txt") 2>&1
large="${1:-10000000}"
work=/tmp/figmark-tables
carried=bench/target/device
mkdir -p "$work"
runtimes=()
for rt in rt25u rt17u; do
  [ -d "$work/$rt" ] || [ ! -f "$carried/$rt.tar.xz" ] || tar -C "$work" -xJf "$carried/$rt.tar.xz"
  [ -d "$work/$rt" ] && runtimes+=("$rt")
done
echo "cores $(nproc); $(grep -m1 'model name' /proc/cpuinfo); $(grep MemTotal /proc/meminfo)"
${PYTHON:-python3} -c "import pandas, numpy; print('pandas', pandas.__version__, 'numpy', numpy.__version__)"
${PYTHON:-python3} -c "import matplotlib, scipy; print('matplotlib', matplotlib.__version__, 'scipy', scipy.__version__)" || echo "no matplotlib or scipy"
start=$(date +%s)
[ -f "$work/large.csv" ] || ${PYTHON:-python3} bench/make_trials.py "$work/large.csv" "$large"
head -n 1000001 "$work/large.csv" > "$work/million.csv"
echo "files made in $(( $(date +%s) - start )) s: $(stat -c %s "$work/million.csv") and $(stat -c %s "$work/large.csv") bytes"
sed 's/trials.csv/million.csv/' bench/million.json > "$work/million.json"
sed 's/trials.csv/large.csv/' bench/million.json > "$work/large.json"
mkdir -p "$work/out" "$work/old" "$work/py"
touch cli/target/figmark.jar
t() { ${PYTHON:-python3} bench/timed.py "$@"; }
cp=cli/target/figmark.jar
if [ -n "${PROFILE:-}" ] && [ -f "$carried/libasyncProfiler.so" ]; then   # where a 10M run's time goes, per thread
  export JAVA_HOME="$work/rt25u"
  ./figmark plot "$work/million.json" --out "$work/out" > /dev/null 2>&1
  JAVA_TOOL_OPTIONS="-agentpath:$here/$carried/libasyncProfiler.so=start,event=wall,interval=5ms,threads,file=$out/wall.collapsed" \
    t 1 "figmark rt25u large, profiled" ./figmark plot "$work/large.json" --out "$work/out"
  t 2 "figmark rt25u large" ./figmark plot "$work/large.json" --out "$work/out"
  exit 0
fi
if [ -n "${QUICK:-}" ]; then   # figmark and pandas on the large file only, side by side
  export JAVA_HOME="$work/rt25u"
  ./figmark plot "$work/million.json" --out "$work/out" > /dev/null 2>&1
  for round in 1 2; do
    t 2 "figmark rt25u large" ./figmark plot "$work/large.json" --out "$work/out"
    t 1 "pandas+matplotlib+scipy large" ${PYTHON:-python3} bench/million.py "$work/large.csv" "$work/py"
  done
  exit 0
fi
# The build before (97d24c0) as its launcher ran it: the client compiler alone, the serial collector, a 240 MB young generation.
old=(-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:C1MaxInlineSize=20 -Xmn240m -Djava.awt.headless=true
  -cp "$carried/old-core.jar:$cp" dev.figmark.cli.Figmark)
for java in "${runtimes[@]}"; do
  export JAVA_HOME="$work/$java"
  ./figmark plot "$work/million.json" --out "$work/out" > /dev/null 2>&1   # makes the launcher's class archive
  t 3 "figmark $java 1M" ./figmark plot "$work/million.json" --out "$work/out"
  t 3 "figmark $java large" ./figmark plot "$work/large.json" --out "$work/out"
  t 3 "reader alone $java large (in-process, 3 reads)" "$JAVA_HOME/bin/java" -XX:+UseG1GC -cp "bench/target/figmark-bench-0.1.0.jar:cli/target/lib/*" dev.figmark.bench.TableRead "$work/large.csv" 1
  "$JAVA_HOME/bin/java" -XX:+UseG1GC -cp "bench/target/figmark-bench-0.1.0.jar:cli/target/lib/*" dev.figmark.bench.TableRead "$work/large.csv" 4
done
export JAVA_HOME="$work/rt25u"
t 1 "before (97d24c0) rt25u 1M" "$JAVA_HOME/bin/java" "${old[@]}" plot "$work/million.json" --out "$work/old"
t 1 "before (97d24c0) rt25u large" "$JAVA_HOME/bin/java" "${old[@]}" plot "$work/large.json" --out "$work/old"
t 3 "cat large" cat "$work/large.csv"
t 3 "pandas+matplotlib+scipy 1M" ${PYTHON:-python3} bench/million.py "$work/million.csv" "$work/py"
t 3 "pandas+matplotlib+scipy large" ${PYTHON:-python3} bench/million.py "$work/large.csv" "$work/py"
t 3 "pandas read_csv alone large" ${PYTHON:-python3} -c "import pandas, sys; pandas.read_csv(sys.argv[1])" "$work/large.csv"
t 3 "figmark rt25u large, heap capped at 700 MB" env JAVA_TOOL_OPTIONS=-Xmx700m ./figmark plot "$work/large.json" --out "$work/out"
cmp "$work/out/large.svg" "$work/old/large.svg" && echo "large.svg: the same bytes as the build before's"
cp "$work/out/large.png" "$work/py/million.png" "$out/" 2>/dev/null
echo "done in $(( $(date +%s) - start )) s"
