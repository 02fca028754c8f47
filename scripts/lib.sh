# Shared by the project scripts: repo root, quiet turbo, and an install only when the lock file changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1
export SWC_NATIVE_BINDING_CACHE="${SWC_NATIVE_BINDING_CACHE:-$ROOT/node_modules/.cache/swc}"

ensure_installed() {
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    echo "Installing npm packages (npm ci)…"
    npm ci --no-audit --no-fund
  fi
}
