# Shared by the project scripts: repo root, quiet turbo, and an install only when the lock file changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1
export SWC_NATIVE_BINDING_CACHE="${SWC_NATIVE_BINDING_CACHE:-$ROOT/node_modules/.cache/swc}"

# `npm install` rather than `npm ci`: the registry reachable here has no packuments for other platforms'
# optional binaries (@swc/core-darwin-*, turbo's windows build…), so the lock file cannot list them and
# `npm ci` refuses it as out of sync. `npm install` follows the lock file for everything it does list.
ensure_installed() {
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    echo "Installing npm packages…"
    npm install --no-audit --no-fund
  fi
}
