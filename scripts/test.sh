#!/usr/bin/env bash
# npm test: lint (the full type-aware ESLint with zero warnings, which includes the import boundaries, then Prettier,
# then the web's TypeScript check: Vite builds it without checking types),
# then unit, API (Jest + Supertest) and browser (Playwright) suites against the real PostgreSQL and Redis.
# Every suite runs even when an earlier one fails; the exit code is non-zero when any failed, or when the committed
# API contract (npm run contract) is stale.
# The API suite makes its own databases (apps/api/test/harness.ts); the browser suite uses farebox_e2e,
# recreated on every run, with its own ports (API 3100, SMTP 2525, mail inbox 8125, payment gateway and supplier API
# simulators 4110 and 4120, AI writer and geocoder simulators 4130 and 4140) and Redis prefix "e2e".
# The demo database (farebox) is never touched.
#
# Options (environment): SKIP_BUILD=1 reuse the last build; E2E_ONLY=1 run only the browser suite;
# E2E_ARGS="e2e/login.spec.ts" pass arguments to playwright.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"


E2E_DB_NAME="${E2E_DB_NAME:-farebox_e2e}"
E2E_API_PORT="${E2E_API_PORT:-3100}"
E2E_SMTP_PORT="${E2E_SMTP_PORT:-2525}"
E2E_MAIL_HTTP_PORT="${E2E_MAIL_HTTP_PORT:-8125}"
# Derived from the API port, so parallel runs with different E2E_API_PORTs do not collide.
E2E_GATEWAY_PORT="${E2E_GATEWAY_PORT:-$((E2E_API_PORT + 1010))}"
E2E_SUPPLIER_PORT="${E2E_SUPPLIER_PORT:-$((E2E_API_PORT + 1020))}"
E2E_AI_WRITER_PORT="${E2E_AI_WRITER_PORT:-$((E2E_API_PORT + 1030))}"
E2E_GEOCODER_PORT="${E2E_GEOCODER_PORT:-$((E2E_API_PORT + 1040))}"
E2E_SLACK_PORT="${E2E_SLACK_PORT:-$((E2E_API_PORT + 1060))}"
E2E_SERP_PORT="${E2E_SERP_PORT:-$((E2E_API_PORT + 1050))}"
LOG_DIR="$ROOT/var/log/test"
mkdir -p "$LOG_DIR"

trap 'stop_started' EXIT
trap 'warn "Interrupted"; exit 130' INT TERM

ensure_deps
ensure_chromium
ensure_services

# The admin database of the same server, for the API harness that creates one database per test file.
PG_ADMIN_URL="$(database_url postgres)"
export TEST_ADMIN_DATABASE_URL="${TEST_ADMIN_DATABASE_URL:-$PG_ADMIN_URL}"

declare -A RESULT COUNTS
SUITES=(lint unit api e2e)

# Lint first; a failure is reported like any suite's. Its counts are the three checks (ESLint, Prettier, the web's types), not tests.
# ESLint runs uncached: its type-aware rules read other files, which its cache does not track.
run_lint() {
  info "Suite: lint (type-aware ESLint with zero warnings, Prettier, the web's types)"
  local passed=0 failed=0 check
  for check in lint:eslint lint:format lint:types; do
    if npm run --silent "$check"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
  COUNTS[lint]="$passed $failed"
  [ "$failed" -eq 0 ]
}

if [ "${E2E_ONLY:-}" = "1" ]; then
  RESULT[lint]=skipped COUNTS[lint]="0 0"
elif run_lint; then RESULT[lint]=passed; else RESULT[lint]=FAILED; fi

if [ "${SKIP_BUILD:-}" != "1" ]; then
  info "Building"
  if ! npm run build; then
    warn "Build failed: the suites below may fail because of it"
    BUILD_FAILED=1
  fi
fi

# The committed OpenAPI document and the web's generated types must match the server code (built above).
info "Checking the API contract"
if ! node apps/api/dist/cli/openapi.js --check; then
  warn "The committed API contract is stale: run npm run contract and commit apps/api/openapi.json and apps/web/src/api/generated"
  CONTRACT_STALE=1
fi

JEST=(node --experimental-vm-modules --throw-deprecation "$ROOT/node_modules/jest/bin/jest.js" --passWithNoTests)

run_jest() { # run_jest NAME [extra args]
  local name="$1"
  shift
  info "Suite: $name"
  local json="$LOG_DIR/jest-$name.json"
  rm -f "$json"
  if "${JEST[@]}" --selectProjects "$name" --json --outputFile="$json" "$@"; then RESULT[$name]=passed; else RESULT[$name]=FAILED; fi
  COUNTS[$name]="$(node scripts/stack-tools.mjs jest-counts "$json")"
}

if [ "${E2E_ONLY:-}" = "1" ]; then
  RESULT[unit]=skipped RESULT[api]=skipped COUNTS[unit]="0 0" COUNTS[api]="0 0"
else
  run_jest unit
  run_jest api --maxWorkers=2
fi

# ----------------------------------------------------------------------------------------------------------
# Browser suite: its own stack.
# ----------------------------------------------------------------------------------------------------------
run_e2e() {
  info "Suite: e2e (Playwright)"
  local port
  for port in "$E2E_API_PORT" "$E2E_SMTP_PORT" "$E2E_MAIL_HTTP_PORT" "$E2E_GATEWAY_PORT" "$E2E_SUPPLIER_PORT"; do
    if tcp_open 127.0.0.1 "$port"; then
      warn "Port $port is already in use: stop what listens there (a previous run?) and try again"
      return 1
    fi
  done

  local e2e_db_url
  e2e_db_url="$(database_url "$E2E_DB_NAME")"
  (
    export DATABASE_URL="$e2e_db_url"
    # The seed writes demo files (images, invoices) here; they move into the stack's storage below.
    export STORAGE_DIR="$ROOT/var/e2e-$E2E_API_PORT-seeded"
    rm -rf "$STORAGE_DIR"
    node scripts/stack-tools.mjs recreate-db "$e2e_db_url" \
      && node scripts/stack-tools.mjs flush-redis "$REDIS_URL" "${E2E_REDIS_PREFIX:-e2e}" \
      && node apps/api/dist/cli/migrate.js \
      && run_seed
  ) >"$LOG_DIR/e2e-setup.log" 2>&1 || { cat "$LOG_DIR/e2e-setup.log"; warn "Preparing the e2e database failed"; return 1; }
  tail -n 3 "$LOG_DIR/e2e-setup.log"

  local app_url="http://localhost:$E2E_API_PORT"
  local -a stack_env=(
    PORT="$E2E_API_PORT" APP_URL="$app_url" DATABASE_URL="$e2e_db_url" REDIS_URL="$REDIS_URL" REDIS_PREFIX="${E2E_REDIS_PREFIX:-e2e}"
    SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT" CAPTCHA_MAX_NUMBER="${E2E_CAPTCHA_MAX_NUMBER:-5000}"
    STORAGE_DIR="$ROOT/var/e2e-$E2E_API_PORT/storage" WEB_DIST_DIR="$ROOT/var/e2e-$E2E_API_PORT/web" LOG_LEVEL="${LOG_LEVEL:-warn}"
    PAYMENT_GATEWAY_URL="http://127.0.0.1:$E2E_GATEWAY_PORT" SUPPLIER_API_URL="http://127.0.0.1:$E2E_SUPPLIER_PORT"
    AI_WRITER_URL="http://127.0.0.1:$E2E_AI_WRITER_PORT/v1"
    GEOCODER_URL="http://127.0.0.1:$E2E_GEOCODER_PORT"
    SLACK_API_URL="http://127.0.0.1:$E2E_SLACK_PORT/api" SLACK_BOT_TOKEN="xoxb-simulator" USER_EVENTS_API_KEY="e2e-user-events-key"
    SERP_API_URL="http://127.0.0.1:$E2E_SERP_PORT"
    # The specs sign in hundreds of times from one address; the API suite proves the real limits.
    RATE_LIMIT_LOGIN_PER_IP=100000/60 RATE_LIMIT_LOGIN_PER_ACCOUNT=100000/60 RATE_LIMIT_CAPTCHA_PER_IP=100000/60
    RATE_LIMIT_FORGOT_PASSWORD_PER_IP=100000/60 RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT=100000/60
    RATE_LIMIT_RESET_PASSWORD_PER_IP=100000/60 RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT=100000/60
  )
  # The stack serves its own copy of the built web app, so a rebuild during the run cannot pull it away.
  rm -rf "$ROOT/var/e2e-$E2E_API_PORT"
  mkdir -p "$ROOT/var/e2e-$E2E_API_PORT"
  cp -r "$ROOT/apps/web/dist" "$ROOT/var/e2e-$E2E_API_PORT/web"
  if [ -d "$ROOT/var/e2e-$E2E_API_PORT-seeded" ]; then mv "$ROOT/var/e2e-$E2E_API_PORT-seeded" "$ROOT/var/e2e-$E2E_API_PORT/storage"; fi

  node scripts/mail-catcher.mjs --smtp-port "$E2E_SMTP_PORT" --http-port "$E2E_MAIL_HTTP_PORT" >"$LOG_DIR/e2e-mail.log" 2>&1 &
  remember_pid $! mail-catcher
  start_simulator payment-gateway payment-gateway.mjs "$E2E_GATEWAY_PORT" "$LOG_DIR/e2e-payment-gateway.log" || return 1
  start_simulator supplier-api supplier-api.mjs "$E2E_SUPPLIER_PORT" "$LOG_DIR/e2e-supplier-api.log" || return 1
  start_simulator ai-writer ai-writer.mjs "$E2E_AI_WRITER_PORT" "$LOG_DIR/e2e-ai-writer.log" || return 1
  start_simulator geocoder geocoder.mjs "$E2E_GEOCODER_PORT" "$LOG_DIR/e2e-geocoder.log" || return 1
  start_simulator slack slack.mjs "$E2E_SLACK_PORT" "$LOG_DIR/e2e-slack.log" || return 1
  start_simulator serp serp.mjs "$E2E_SERP_PORT" "$LOG_DIR/e2e-serp.log" || return 1
  node apps/simulators/gateway-preload.mjs "$e2e_db_url" "http://127.0.0.1:$E2E_GATEWAY_PORT" >>"$LOG_DIR/e2e-setup.log" 2>&1 || { warn "Preloading the gateway simulator failed"; return 1; }
  # shellcheck disable=SC2086 # API_NODE_OPTIONS holds several flags
  env "${stack_env[@]}" node $API_NODE_OPTIONS apps/api/dist/main.js >"$LOG_DIR/e2e-api.log" 2>&1 &
  remember_pid $! api
  local api_pid=$!
  # shellcheck disable=SC2086 # WORKER_NODE_OPTIONS holds several flags
  env "${stack_env[@]}" node $WORKER_NODE_OPTIONS apps/worker/dist/main.js >"$LOG_DIR/e2e-worker.log" 2>&1 &
  remember_pid $! worker
  local worker_pid=$!

  if ! node scripts/stack-tools.mjs wait-http "http://127.0.0.1:$E2E_API_PORT/api/health" 300 "$api_pid" "$worker_pid" \
    || ! node scripts/stack-tools.mjs wait-http "http://127.0.0.1:$E2E_MAIL_HTTP_PORT/health" 10; then
    warn "The e2e stack did not start; last lines of its logs:"
    tail -n 40 "$LOG_DIR/e2e-api.log" "$LOG_DIR/e2e-worker.log" "$LOG_DIR/e2e-mail.log" >&2
    return 1
  fi

  local rc=0
  # shellcheck disable=SC2086
  E2E_BASE_URL="$app_url" E2E_MAIL_URL="http://127.0.0.1:$E2E_MAIL_HTTP_PORT" E2E_DATABASE_URL="$e2e_db_url" \
    E2E_SUPPLIER_URL="http://127.0.0.1:$E2E_SUPPLIER_PORT" \
    E2E_SLACK_URL="http://127.0.0.1:$E2E_SLACK_PORT" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="$LOG_DIR/playwright.json" \
    playwright test --reporter=list,json --pass-with-no-tests ${E2E_ARGS:-} || rc=$?
  if [ $rc -ne 0 ]; then
    warn "Browser suite failed; logs in $LOG_DIR (e2e-api.log, e2e-worker.log, e2e-mail.log), traces in test-results/e2e"
  fi
  return $rc
}

rm -f "$LOG_DIR/playwright.json"
if run_e2e; then RESULT[e2e]=passed; else RESULT[e2e]=FAILED; fi
COUNTS[e2e]="$(node scripts/stack-tools.mjs pw-counts "$LOG_DIR/playwright.json")"
stop_started

# ----------------------------------------------------------------------------------------------------------
echo
echo "Summary"
failed=0
total_passed=0
total_failed=0
for s in "${SUITES[@]}"; do
  read -r p f <<<"${COUNTS[$s]:-0 0}"
  printf '  %-5s %-8s %s passed, %s failed\n' "$s" "${RESULT[$s]}" "$p" "$f"
  [ "${RESULT[$s]}" = FAILED ] && failed=1
  [ "$s" = lint ] && continue
  total_passed=$((total_passed + p))
  total_failed=$((total_failed + f))
done
[ -n "${BUILD_FAILED:-}" ] && { echo "  build FAILED"; failed=1; }
[ -n "${CONTRACT_STALE:-}" ] && { echo "  contract STALE (run npm run contract)"; failed=1; }
echo "Tests: $total_passed passed, $total_failed failed"
exit $failed
