#!/usr/bin/env bash
# The test command's static checks (types, lint, format) side by side: each is single-threaded, so on two cores the
# three take about the time of the longest instead of their sum (decision 0098). Each one's output is printed whole,
# in a fixed order, after all have ended; the command fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
names=(typecheck lint format:check)
pids=()
for name in "${names[@]}"; do
  npm run -s "$name" >"$out/$name.log" 2>&1 &
  pids+=("$!")
done
failed=()
for i in "${!names[@]}"; do
  if wait "${pids[$i]}"; then status=passed; else status=failed; failed+=("${names[$i]}"); fi
  echo "> npm run ${names[$i]}: $status"
  cat "$out/${names[$i]}.log"
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "static checks failed: ${failed[*]}" >&2
  exit 1
fi
