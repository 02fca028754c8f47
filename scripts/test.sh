#!/usr/bin/env bash
# npm test: translations, lint, type check, unit tests, build, then Playwright against the real server.
source "$(dirname "$0")/lib.sh"
ensure_installed
bash scripts/ensure-chromium.sh

echo "== translations: extract, then compile --strict (fails on any missing es-US / pt-BR message)"
npx lingui extract --clean >/dev/null
npx lingui compile --strict --typescript

echo "== lint of the root tooling and the bench (the packages are linted by turbo below)"
npx eslint tooling bench playwright.config.ts lingui.config.js eslint.config.mjs --max-warnings=0

echo "== lint, type check, unit tests, build (turbo, cached)"
npx turbo run lint typecheck test build --output-logs=errors-only --concurrency=2

echo "== type check of the bench (it imports the built shared-contracts)"
npx tsc --noEmit -p bench

echo "== end-to-end (Playwright, Debian's Chromium, real server on a fresh database)"
npx playwright test
