#!/usr/bin/env bash
# npm run release -w <remote> [-- --from <build folder> --version <name>] and npm run rollback -w <remote>:
# one remote released or rolled back on its own (docs/decisions/035-independent-releases.md). The catalogs, the
# contracts and the server (which holds the command) are built first, from turbo's cache when unchanged; the remote
# itself is built by the command, stamped with its new version, and smoke-tested in Chromium before it goes live.
INIT_CWD="${INIT_CWD:-$PWD}"
export INIT_CWD
source "$(dirname "$0")/lib.sh"
ensure_installed
# The smoke run before the switch loads the candidate in Debian's Chromium.
bash scripts/ensure-chromium.sh
npx lingui compile --typescript >/dev/null
npx turbo run build --output-logs=errors-only --filter=server... --filter="$2^..."
node server/dist/releases/release-command.js "$@"
