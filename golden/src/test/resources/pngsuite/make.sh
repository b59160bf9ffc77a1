#!/usr/bin/env bash
# Makes pixels.tsv: each PngSuite file (http://www.schaik.com/pngsuite/, copied here from
# github.com/lunapaint/pngsuite under its licence, LICENSE) as libpng decodes it to 8-bit RGBA (rgba.c): its
# width, height and the SHA-256 of its pixels, or "refused" for the damaged files. Needs gcc and libpng-dev.
set -euo pipefail
cd "$(dirname "$0")"
tool="$(mktemp)"
gcc -O2 -o "$tool" rgba.c -lpng16
{
  printf 'file\twidth\theight\tsha256_rgba\n'
  for f in png/*.png; do
    name="$(basename "$f")"
    if size="$("$tool" "$f" 2>&1 >/tmp/pngsuite.rgba)"; then
      printf '%s\t%s\t%s\t%s\n' "$name" ${size% *} ${size#* } "$(sha256sum < /tmp/pngsuite.rgba | cut -d' ' -f1)"
    else
      printf '%s\t-\t-\trefused\n' "$name"
    fi
  done
} > pixels.tsv
rm -f "$tool" /tmp/pngsuite.rgba
