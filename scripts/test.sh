#!/usr/bin/env bash
# npm test: translations, lint, type check, unit tests, build, then Playwright against the real server.
source "$(dirname "$0")/lib.sh"
ensure_installed
bash scripts/ensure-chromium.sh

echo "== translations: extract, then compile --strict (fails on any missing es-US / pt-BR message)"
npx lingui extract --clean >/dev/null
npx lingui compile --strict --typescript

echo "== lint and type check of the root tooling and the bench (the packages are linted by turbo below)"
npx eslint tooling bench playwright.config.ts lingui.config.js eslint.config.mjs --max-warnings=0
npx tsc --noEmit -p bench

echo "== lint, type check, unit tests, build (turbo, cached)"
npx turbo run lint typecheck test build --output-logs=errors-only --concurrency=2

echo "== end-to-end (Playwright, Debian's Chromium, real server on a fresh database)"
npx playwright test
