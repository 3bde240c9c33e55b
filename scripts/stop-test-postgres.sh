#!/usr/bin/env bash
# Stops a PostgreSQL started by scripts/start-test-postgres.sh and deletes its data: stop-test-postgres.sh DATA_DIR.
set -euo pipefail
data="${1:?usage: stop-test-postgres.sh DATA_DIR}"
case "$data" in /tmp/inspect-pg.*) ;; *) echo "not a test database directory: $data" >&2; exit 2 ;; esac
[ -f "$data/postmaster.pid" ] || { rm -rf "$data"; exit 0; }
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [ "$(id -u)" = 0 ]; then
  su postgres -s /bin/bash -c "'$bin/pg_ctl' -D '$data' -m fast -w stop >/dev/null"
else
  "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null
fi
rm -rf "$data"
