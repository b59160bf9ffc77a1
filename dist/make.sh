#!/usr/bin/env bash
# Makes the release archives from the built command line (cli/target/figmark.jar and its lib/), into dist/target/:
#   figmark-VERSION.zip               figmark for any machine with Java 17 or later
#   figmark-VERSION-linux-x64.tar.gz  the same with its own Java runtime, made by jlink: no Java needed
#   figmark_VERSION_amd64.deb         the image as a Debian package (/opt/figmark, /usr/bin/figmark), where dpkg-deb is
# Each holds bin/figmark, figmark.jar, lib/, README.md and LICENSE, with files in name order, one fixed time, no owner
# names and gzip without a time stamp: the zip is the same bytes on every build of the same jars; the image and the
# .deb differ only in the JDK's class-data archives (runtime/lib/server/*.jsa), which jlink makes anew each time.
set -euo pipefail
version="$1"
target="$2"
java_home="${3:-${JAVA_HOME:-}}"
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ ! -f "$root/cli/target/figmark.jar" ]; then
  echo "dist: cli/target/figmark.jar is not built: run mvn -B install from the top folder" >&2
  exit 1
fi
jlink="$java_home/bin/jlink"
[ -x "$jlink" ] || jlink="$(command -v jlink)"
name="figmark-$version"
stage="$target/stage"
rm -rf "$stage" "$target/$name.zip" "$target/$name-linux-x64.tar.gz" "$target/figmark_${version}_amd64.deb"
mkdir -p "$stage/$name/bin" "$stage/$name/lib"
cp "$root/cli/target/figmark.jar" "$stage/$name/"
# The jars the jar's manifest names (lib/ may keep a jar an older build copied there).
classpath="$(unzip -p "$root/cli/target/figmark.jar" META-INF/MANIFEST.MF | tr -d '\r' \
  | awk '/^Class-Path:/ { on = 1; sub(/^Class-Path: /, ""); printf "%s", $0; next } on && /^ / { sub(/^ /, ""); printf "%s", $0; next } { on = 0 }')"
for entry in $classpath; do
  cp "$root/cli/target/$entry" "$stage/$name/lib/"
done
cp "$root/dist/src/bin/figmark" "$stage/$name/bin/figmark"
cp "$root/README.md" "$root/LICENSE" "$stage/$name/"
chmod 755 "$stage/$name/bin/figmark"
# 2026-01-01, the reproducible jars' time (project.build.outputTimestamp).
epoch=1767225600
stamp() { find "$1" -exec touch -h -d "@$epoch" {} +; }
stamp "$stage/$name"
(cd "$stage" && find "$name" | LC_ALL=C sort | TZ=UTC zip -X -q -9 "$target/$name.zip" -@)
# The image: the zip's files and a runtime of the modules figmark uses (jdeps on its jars, the HTTP server of
# --preview, the extra character sets for tables in legacy encodings), with the JDK's class-data archive. The
# modules are left uncompressed: classes load without inflating them, and gzip makes the archive smaller than jlink's
# own compression did (45 MB against 51 MB).
image="$stage/image/$name"
mkdir -p "$stage/image"
cp -a "$stage/$name" "$image"
modules=java.base,java.desktop,java.logging,java.xml,jdk.xml.dom,jdk.httpserver,jdk.charsets,jdk.unsupported
# A JDK whose jlink cannot make the class-data archive makes the runtime without it (each start then loads classes).
if ! "$jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --generate-cds-archive --output "$image/runtime" >/dev/null 2>&1; then
  rm -rf "$image/runtime"
  "$jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --output "$image/runtime"
fi
stamp "$image"
(cd "$stage/image" && LC_ALL=C tar --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner -cf - "$name" | gzip -n -9 > "$target/$name-linux-x64.tar.gz")
# The Debian package, where dpkg-deb is: the image under /opt/figmark, bin/figmark linked from /usr/bin.
if command -v dpkg-deb >/dev/null 2>&1; then
  deb="$stage/deb"
  mkdir -p "$deb/DEBIAN" "$deb/opt" "$deb/usr/bin"
  cp -a "$image" "$deb/opt/figmark"
  ln -s /opt/figmark/bin/figmark "$deb/usr/bin/figmark"
  size="$(du -sk "$deb/opt" | cut -f 1)"
  cat > "$deb/DEBIAN/control" <<CONTROL
Package: figmark
Version: $version
Architecture: amd64
Maintainer: figmark <figmark@users.noreply.github.com>
Installed-Size: $size
Section: science
Priority: optional
Homepage: https://github.com/figmark/figmark
Description: paper-ready figures from performance measurements
 figmark draws figures that go into a paper as they are: vector PDF and SVG,
 PNG, the data behind each figure as CSV, a caption, a LaTeX snippet and a
 text alternative. It brings its own Java runtime.
CONTROL
  stamp "$deb"
  SOURCE_DATE_EPOCH="$epoch" dpkg-deb --root-owner-group -Zgzip --build "$deb" "$target/figmark_${version}_amd64.deb" >/dev/null
fi
rm -rf "$stage"
ls -l "$target"/*.zip "$target"/*.tar.gz "$target"/*.deb 2>/dev/null | awk '{print $5, $9}'
