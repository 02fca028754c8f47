#!/usr/bin/env bash
# npm start: from a fresh clone to the running site on http://127.0.0.1:3000 (embedded SQLite, demo data).
source "$(dirname "$0")/lib.sh"
ensure_installed
npm run build
# The server is production unless told otherwise (docs/decisions/029): this is the development start.
NODE_ENV="${NODE_ENV:-development}" exec node server/dist/main.js
