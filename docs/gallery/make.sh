#!/bin/sh
# Draws every description of examples/plots/ into docs/gallery/NAME.png at 150 dpi: the pictures docs/gallery.md
# shows. GalleryTest fails when one of them is not what the description draws today.
set -e
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for spec in examples/plots/*.json; do
    name=$(basename "$spec" .json)
    ./figmark plot "$spec" --out "$work" --formats png --dpi 150 --quiet >/dev/null
    mv "$work/$name.png" "docs/gallery/$name.png"
done
