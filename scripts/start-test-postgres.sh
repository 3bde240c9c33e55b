#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the server suite and prints its URL (for TEST_DATABASE_URL).
# Needs Debian's postgresql package; runs the server as the postgres user because it refuses to run as root.
# With TEST_PG_DATA_FILE set, the data directory's path is written there, for scripts/stop-test-postgres.sh.
set -euo pipefail
port="${PGPORT_TEST:-54329}"
# A port still held (another run's server, say) is skipped: the next free one is used.
for candidate in $(seq "$port" $((port + 20))); do
  if ! (echo >"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then port=$candidate; break; fi
done
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
data="$(mktemp -d /tmp/inspect-pg.XXXXXX)"
chown postgres "$data" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
as_pg "'$bin/initdb' -D '$data' -A trust -U postgres >/dev/null"
as_pg "'$bin/pg_ctl' -D '$data' -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off\" -l '$data/log' -w start >/dev/null"
as_pg "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres inspect_test"
if [ -n "${TEST_PG_DATA_FILE:-}" ]; then echo "$data" >"$TEST_PG_DATA_FILE"; fi
echo "postgres://postgres@127.0.0.1:$port/inspect_test"
