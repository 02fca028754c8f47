#!/usr/bin/env bash
# npm run build: compile the message catalogs (the apps import them), then turbo builds what is stale.
source "$(dirname "$0")/lib.sh"
npx lingui compile --typescript >/dev/null
npx turbo run build --output-logs=errors-only
