#!/usr/bin/env bash
# Run by `npm test` before anything else: makes sure the programs the suite drives are on this machine.
# Chromium and its headless shell (Playwright cannot download a browser here), Firefox ESR (the cross-engine run,
# tests/firefox), LibreOffice and poppler (the Word report is rendered to PDF and read back) and openssl (the https
# sign-in tests). As root with apt it installs what is missing; otherwise it stops at once with one sentence naming
# what to install.
set -uo pipefail

missing=()
# The browser suite runs in Chromium's headless shell (a third less CPU than the full browser headless); the
# benchmarks and the icons use the full browser, as a tablet's Chrome is.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$chromium" ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
[ -x "$firefox" ] || missing+=(firefox-esr)
command -v soffice >/dev/null || missing+=(libreoffice-writer-nogui)
command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null || missing+=(poppler-utils)
command -v openssl >/dev/null || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} for the test suite (apt-get)…" >&2
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1; then
    # CHROMIUM_PATH may point nowhere: the suite then uses Debian's.
    [ -x "$chromium" ] || [ -x /usr/bin/chromium-headless-shell ] || { echo "npm test: apt-get installed chromium-headless-shell but /usr/bin/chromium-headless-shell is missing." >&2; exit 1; }
    [ -x "$firefox" ] || [ -x /usr/bin/firefox-esr ] || { echo "npm test: apt-get installed firefox-esr but /usr/bin/firefox-esr is missing." >&2; exit 1; }
    exit 0
  fi
  echo "npm test: apt-get could not install ${missing[*]}; install them (Debian packages) and run npm test again." >&2
  exit 1
fi
echo "npm test needs ${missing[*]} (Debian packages; or set CHROMIUM_PATH to a Chromium, FIREFOX_PATH to a Firefox): install them and run npm test again." >&2
exit 1
