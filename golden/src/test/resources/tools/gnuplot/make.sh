#!/bin/sh
# Draws the gnuplot fixtures of figmark's golden tests, once, with Debian's gnuplot (svg, pdfcairo and pngcairo).
#   sh make.sh OUT_DIR [label|point|colour]
# Two runs into two directories differ only in what the terminals stamp on a file (the PDF's date).
set -eu
out=$1; variant=${2:-}
label=throughput; colour='#0072b2'; six=1650
[ "$variant" = label ] && label='tokens/s'
[ "$variant" = colour ] && colour='#d55e00'
[ "$variant" = point ] && six=1500
printf '1 110\n2 205\n4 390\n8 720\n16 1210\n32 %s\n64 1800\n' "$six" > "$out/data.txt"
for t in "svg size 460,345 font 'Liberation Sans,10'|line.svg" "pdfcairo size 6.4in,4.8in font 'Liberation Sans,10'|line.pdf" \
         "pngcairo size 640,480 font 'Liberation Sans,10'|line.png"; do
  gnuplot -e "set terminal ${t%%|*}; set output '$out/${t#*|}'; set xlabel 'clients'; set ylabel '$label';
              plot '$out/data.txt' with linespoints lc rgb '$colour' pt 7 title 'vLLM'"
done
rm "$out/data.txt"
