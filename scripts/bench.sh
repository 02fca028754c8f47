#!/usr/bin/env bash
# npm run bench: page weight of the built site in Chromium, Lighthouse's mobile figures of the public pages
# beside their static floor, API throughput and server render throughput with autocannon, against the real
# server on a throwaway database. Prints figures and asserts nothing timed (the machines are shared and
# noisy); fails only when it cannot measure.
source "$(dirname "$0")/lib.sh"
ensure_installed
bash scripts/ensure-chromium.sh

# Overridable because the machine is shared: another checkout's server may already hold 3200.
BENCH_PORT="${BENCH_PORT:-3200}"
BENCH_URL="http://127.0.0.1:$BENCH_PORT"

# The outputs the server serves, and the sources each is built from. Left out: tests, which never reach a
# bundle, and the compiled catalogs (locales/*/messages.ts), which every build rewrites from the .po files even
# when turbo then finds nothing to rebuild; the .po files themselves are compared.
build_is_stale() {
  local outputs=(shared-contracts/dist/index.js server/dist/main.js shell/dist/index.html
    mfe-public/dist/mf-manifest.json mfe-auth/dist/mf-manifest.json mfe-account/dist/mf-manifest.json)
  local output workspace
  for output in "${outputs[@]}"; do
    [[ -f $output ]] || { echo "No $output yet."; return 0; }
    workspace="${output%%/*}"
    if [[ -n $(find "$workspace/src" tooling package-lock.json -newer "$output" -type f \
      ! -name '*.test.ts' ! -name '*.test.tsx' ! -path '*/locales/*/messages.ts' -print -quit) ]]; then
      echo "$output is older than its sources."
      return 0
    fi
  done
  return 1
}

# BENCH_SKIP_BUILD=1 measures the built site as it is: on a machine where someone else is building the apps,
# a second build under theirs would only collide with it (and a changed lock file alone marks every app stale).
if [[ ${BENCH_SKIP_BUILD:-} == 1 ]]; then
  echo "BENCH_SKIP_BUILD=1: measuring the build as it is, stale or not."
elif build_is_stale; then
  echo "Building (npm run build)…"
  npm run build
fi

if curl -fsS -o /dev/null "$BENCH_URL/api/health" 2>/dev/null; then
  echo "Something already answers on $BENCH_URL: stop it, the bench starts its own server there." >&2
  exit 1
fi

WORK_DIR="$(mktemp -d)"
SERVER_LOG="$WORK_DIR/server.log"
SERVER_PID=
stop_server() {
  if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID"
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK_DIR"
}
trap stop_server EXIT

# 48 hex characters from the OS's random source: production refuses to start without both secrets, and they
# only need to outlive this run (the database is thrown away with them).
random_secret() { node -e "process.stdout.write(require('node:crypto').randomBytes(24).toString('hex'))"; }
# PAYMENT_DATA_KEYS: one key id and 32 random bytes (bank account numbers are sealed with it).
random_payment_key() { node -e "process.stdout.write('bench:' + require('node:crypto').randomBytes(32).toString('base64url'))"; }

# A fresh SQLite file per run in the temp folder, so the bench never touches data/ and leaves nothing behind.
# NODE_ENV=test: production refuses the demo borrowers the API bench signs in as and the bench's floor routes
# (docs/decisions/029). Everything else is set as in production: PUBLIC_URL (the host guard on), SMTP_URL, real
# secrets, and DEMO_SECOND_FACTOR=on, so the sign-in goes through the mailed code as a new browser's does there.
# No RATE_LIMIT_MULTIPLIER: the bench signs in once, and the calls it loads are not rate-limited. BENCH_FLOOR
# adds the floors: a same-sized JSON body from memory for each signed-in call (bench/api-throughput.ts), and the
# pages the bench saves, served back as static files (bench/lighthouse-figures.ts, bench/render-throughput.ts).
# PUBLIC_URL is the address the bench calls (production answers no other host). SMTP_URL is where the bench's
# sign-in opens an SMTP peer for the code a new browser needs in production (bench/sign-in.ts): the only mail.
# RENDER_THREADS passes through: RENDER_THREADS=0 measures pages rendered on the main thread, the path before the
# render pool (docs/decisions/047), for a run beside the pool's.
PORT=$BENCH_PORT HOST=127.0.0.1 DATABASE_URL="file:$WORK_DIR/bench.db" NODE_ENV=test DEMO_SECOND_FACTOR=on BENCH_FLOOR=true \
  PUBLIC_URL="$BENCH_URL" SMTP_URL="smtp://127.0.0.1:${BENCH_SMTP_PORT:-3201}" \
  SEED_DEMO_DATA=true IDENTITY_HASH_SECRET="$(random_secret)" SIGNING_SECRET="$(random_secret)" \
  PAYMENT_DATA_KEYS="$(random_payment_key)" node server/dist/main.js >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null "$BENCH_URL/api/health" 2>/dev/null; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "The server exited before answering; its log:" >&2
    tail -n 40 "$SERVER_LOG" >&2
    exit 1
  fi
  sleep 0.5
done
if ! curl -fsS -o /dev/null "$BENCH_URL/api/health" 2>/dev/null; then
  echo "The server did not answer $BENCH_URL/api/health within 30 seconds; its log:" >&2
  tail -n 40 "$SERVER_LOG" >&2
  exit 1
fi

# Every bench runs even when one cannot measure, so one broken page does not hide the other figures. The
# browser benches first, on a server nothing has loaded yet; the render throughput last, after the API's.
# BENCH_ONLY="page-weight lighthouse-figures" runs only those (the file names in bench/, without .ts): a
# question about one figure need not wait seven minutes for all of them.
status=0
# cluster-load starts a cluster of its own (two instances on PostgreSQL behind nginx, deploy/cluster/), so the
# bench's server above idles meanwhile.
bash scripts/ensure-nginx.sh >/dev/null
for bench in page-weight lighthouse-figures api-throughput render-throughput cluster-load; do
  if [[ -n ${BENCH_ONLY:-} && " $BENCH_ONLY " != *" $bench "* ]]; then continue; fi
  BENCH_BASE_URL="$BENCH_URL" npx tsx "bench/$bench.ts" || status=1
done
exit $status
