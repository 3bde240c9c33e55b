#!/usr/bin/env bash
# Renders the PNG app icons from public/icon.svg (rounded, "any") and public/icon-maskable.svg (full bleed, the
# glyph inside the maskable safe zone) with headless Chromium, and public/favicon.ico (16 and 32 px) from icon.svg.
# Run after changing either SVG; the images are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
render() { # svg size out
  printf '<html><body style="margin:0;background:transparent"><img src="file://%s" width="%s" height="%s"></body></html>' \
    "$PWD/public/$1" "$2" "$2" >"$tmp/page.html"
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$2,$2" --screenshot="$3" "file://$tmp/page.html" >/dev/null 2>&1
}
render icon.svg 192 public/icon-192.png
render icon.svg 512 public/icon-512.png
render icon-maskable.svg 512 public/icon-maskable-512.png
render icon-maskable.svg 180 public/apple-touch-icon.png
render icon.svg 16 "$tmp/16.png"
render icon.svg 32 "$tmp/32.png"
node scripts/png-ico.ts public/favicon.ico "$tmp/16.png" "$tmp/32.png"
