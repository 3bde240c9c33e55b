#!/usr/bin/env sh
# A self-signed certificate for https://localhost, for the browser tests of sign-in (MSAL only talks to an https
# authority). Usage: scripts/dev-cert.sh DIR — writes DIR/localhost.crt and DIR/localhost.key once.
set -eu
dir="${1:?usage: scripts/dev-cert.sh DIR}"
mkdir -p "$dir"
if [ ! -s "$dir/localhost.crt" ] || [ ! -s "$dir/localhost.key" ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 825 \
    -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
    -keyout "$dir/localhost.key" -out "$dir/localhost.crt" >/dev/null 2>&1
fi
