#!/usr/bin/env bash
# npm start: installs, checks PostgreSQL and Redis (docker compose when they are missing and Docker runs),
# creates the database, builds, migrates, seeds the demo data, starts a mail catcher when nothing listens
# on the SMTP port, then the API (serving the web app) and the worker. Ctrl-C stops everything it started.
#
# Options (environment): SKIP_BUILD=1 reuse the last build. Every app setting (PORT, DATABASE_URL, ...) is
# read from the environment as the README's configuration table says.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

export PORT="${PORT:-3000}"
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
export APP_URL="${APP_URL:-http://localhost:$PORT}"
MAIL_HTTP_PORT="${MAIL_HTTP_PORT:-8025}"
LOG_DIR="$ROOT/var/log"
mkdir -p "$LOG_DIR"

trap 'stop_started' EXIT
trap 'echo; info "Stopping"; exit 0' INT TERM

ensure_deps
ensure_services

info "Database: $DATABASE_URL"
node scripts/stack-tools.mjs ensure-db "$DATABASE_URL"

if [ "${SKIP_BUILD:-}" != "1" ]; then
  info "Building (npm run build)"
  npm run build
fi

info "Migrating"
node apps/api/dist/cli/migrate.js
info "Seeding the demo data"
run_seed

read -r smtp_host smtp_port < <(host_port "$SMTP_URL" 25)
MAIL_INBOX="(your SMTP server at $smtp_host:$smtp_port)"
if tcp_open "$smtp_host" "$smtp_port"; then
  if [ "$smtp_port" = 1025 ] && tcp_open 127.0.0.1 8025; then MAIL_INBOX="http://localhost:8025"; fi
  info "Something already listens on $smtp_host:$smtp_port: using it for mail"
else
  info "Starting the mail catcher (SMTP $smtp_port, inbox $MAIL_HTTP_PORT)"
  node scripts/mail-catcher.mjs --smtp-port "$smtp_port" --http-port "$MAIL_HTTP_PORT" >"$LOG_DIR/mail-catcher.log" 2>&1 &
  remember_pid $! mail-catcher
  MAIL_INBOX="http://localhost:$MAIL_HTTP_PORT"
fi

if tcp_open 127.0.0.1 "$PORT"; then
  die "Port $PORT is already in use: stop what listens there, or run with PORT=<another port>"
fi

start_local_integrations

info "Starting the API and the worker (logs in var/log)"
# shellcheck disable=SC2086 # API_NODE_OPTIONS holds several flags
node $API_NODE_OPTIONS apps/api/dist/main.js >"$LOG_DIR/api.log" 2>&1 &
remember_pid $! api
API_PID=$!
# shellcheck disable=SC2086 # WORKER_NODE_OPTIONS holds several flags
node $WORKER_NODE_OPTIONS apps/worker/dist/main.js >"$LOG_DIR/worker.log" 2>&1 &
remember_pid $! worker
WORKER_PID=$!

if ! node scripts/stack-tools.mjs wait-http "http://127.0.0.1:$PORT/api/health" 300 "$API_PID" "$WORKER_PID"; then
  warn "The API did not become healthy; last lines of var/log/api.log:"
  tail -n 40 "$LOG_DIR/api.log" >&2
  exit 1
fi

cat <<EOF

  Farebox back-office is running: http://localhost:$PORT
  API documentation:               http://localhost:$PORT/api/docs
  Mail sent by the app:            $MAIL_INBOX
  Payment gateway / supplier API:  $PAYMENT_GATEWAY_URL, $SUPPLIER_API_URL
  AI writer:                       $AI_WRITER_URL
  Geocoder (address search):       $GEOCODER_URL
  SERP (prospect searches):        $SERP_API_URL
  Logs:                            var/log/api.log, var/log/worker.log

  Demo accounts (password Demo-Passw0rd!)
  ┌───────────┬──────────────────────────────────────────────────────────┐
  │ username  │ role and flags                                           │
  ├───────────┼──────────────────────────────────────────────────────────┤
  │ admin     │ admin, full admin, scope-admin                           │
  │ support   │ support                                                  │
  │ readadmin │ read-admin (sees everything, saves nothing)              │
  │ agent     │ agent of a signed top-up supplier                        │
  │ newagent  │ agent of a supplier that has not signed the agreement    │
  │ scheduler │ agent of the scheduleAuthorized company                  │
  │ editor    │ content-editor                                           │
  │ finops    │ admin, full admin, finance-ops, upload-invoice           │
  │ supplymgr │ admin, full admin, supply-manager, invoice-approve-gap   │
  │ cco       │ admin, full admin, cco, invoice-approve-gap              │
  │ finadmin  │ admin, full admin, finance-admin                         │
  │ expired   │ support, password expired (must be changed at login)     │
  │ sandbox   │ supply-admin-sandbox: Supply configs only                │
  │ purchaser │ support of the Purchase Tickets company                  │
  └───────────┴──────────────────────────────────────────────────────────┘

  Press Ctrl-C to stop.
EOF

# Stay in the foreground until Ctrl-C, or until the API or the worker exits on its own.
while kill -0 "$API_PID" 2>/dev/null && kill -0 "$WORKER_PID" 2>/dev/null; do
  sleep 1 &
  wait $! || true
done
warn "The API or the worker stopped; see var/log/api.log and var/log/worker.log"
exit 1
