#!/usr/bin/env bash
# npm test: translations, lint (and the docs' paths), type check, unit tests, build, then Playwright against the real server.
# Each stage prints its time when it ends, so a slow stage shows in CI's log before it becomes a timeout.
source "$(dirname "$0")/lib.sh"

started=$SECONDS
stage_start=$SECONDS
stage_name=""
begin() {
  stage_name=$1
  stage_start=$SECONDS
  echo "== $1"
}
end() {
  local took=$((SECONDS - stage_start))
  printf -- '-- %s: %dm%02ds (total %dm%02ds)\n' "$stage_name" $((took / 60)) $((took % 60)) $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60))
}

# A failing stage stops the run (set -e): say which, and after how long.
trap 'status=$?; if ((status != 0)); then echo "!! failed in: $stage_name"; end; fi' EXIT

begin "install (npm packages when the lock file changed, Debian's chromium when missing, Debian's nginx unpacked)"
ensure_installed
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh >/dev/null
end

begin "translations: extract, compile --strict (fails on any missing es-US / pt-BR message), one translation per message"
npx lingui extract --clean >/dev/null
npx lingui compile --strict --typescript
node tooling/check-translation-conflicts.cjs
end

begin "lint of the root tooling, the bench and deploy/ (the packages are linted by turbo below); every path the README and docs/ name exists"
npx eslint tooling bench deploy playwright.config.ts lingui.config.js eslint.config.mjs --max-warnings=0
node tooling/check-doc-paths.cjs
end

begin "contracts: shared-contracts' and shared-ui's surface matches their recorded version (docs/decisions/062)"
node tooling/contract-version.cjs check
end

begin "lint, type check, unit tests, build (turbo, cached)"
npx turbo run lint typecheck test build --output-logs=errors-only --concurrency=2
end

begin "type check of the bench (it imports the built shared-contracts) and of deploy/"
npx tsc --noEmit -p bench
npx tsc --noEmit -p deploy
end

begin "end-to-end (Playwright, Debian's Chromium, real server on a fresh database)"
npx playwright test
end
