#!/usr/bin/env bash
# npm run dev: every remote's dev server (live reload) plus the server, which points /env.json at them.
# Shell on http://127.0.0.1:3001 (proxies the API to the server on :3000); remotes on :3002–:3004.
source "$(dirname "$0")/lib.sh"
ensure_installed
npx lingui compile --typescript >/dev/null
npx turbo run build --filter=shared-contracts --output-logs=errors-only
export MFE_PUBLIC_MANIFEST=http://127.0.0.1:3002/mf-manifest.json
export MFE_AUTH_MANIFEST=http://127.0.0.1:3003/mf-manifest.json
export MFE_ACCOUNT_MANIFEST=http://127.0.0.1:3004/mf-manifest.json
exec npx turbo run dev --concurrency=20 --filter=shell --filter=mfe-public --filter=mfe-auth --filter=mfe-account --filter=server --filter=shared-contracts
