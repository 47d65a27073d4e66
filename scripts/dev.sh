#!/usr/bin/env bash
# npm run dev: like npm start, but rebuilds and restarts on change. The server code is compiled by
# `tsc -b --watch`, the API and the worker run under `node --watch`, and the web app is served by Vite
# (http://localhost:5173, proxying /api to the API on 3000). Ctrl-C stops everything it started.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

export PORT=3000
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:1025}"
export APP_URL="${APP_URL:-http://localhost:5173}"
MAIL_HTTP_PORT="${MAIL_HTTP_PORT:-8025}"
LOG_DIR="$ROOT/var/log"
mkdir -p "$LOG_DIR"

trap 'stop_started' EXIT
trap 'echo; info "Stopping"; exit 0' INT TERM

ensure_deps
ensure_services
node scripts/stack-tools.mjs ensure-db "$DATABASE_URL"
tcp_open 127.0.0.1 "$PORT" && die "Port $PORT is already in use (is npm start running?)"

info "Compiling the server code"
npm run build:server
node apps/api/dist/cli/migrate.js
run_seed

read -r smtp_host smtp_port < <(host_port "$SMTP_URL" 25)
if ! tcp_open "$smtp_host" "$smtp_port"; then
  node scripts/mail-catcher.mjs --smtp-port "$smtp_port" --http-port "$MAIL_HTTP_PORT" >"$LOG_DIR/mail-catcher.log" 2>&1 &
  remember_pid $! mail-catcher
fi

start_local_integrations

tsc -b tsconfig.build.json --watch --preserveWatchOutput >"$LOG_DIR/tsc-watch.log" 2>&1 &
remember_pid $! tsc-watch
# shellcheck disable=SC2086 # API_NODE_OPTIONS holds several flags
node --watch $API_NODE_OPTIONS apps/api/dist/main.js >"$LOG_DIR/api.log" 2>&1 &
remember_pid $! api
# shellcheck disable=SC2086 # WORKER_NODE_OPTIONS holds several flags
node --watch $WORKER_NODE_OPTIONS apps/worker/dist/main.js >"$LOG_DIR/worker.log" 2>&1 &
remember_pid $! worker
vite apps/web --port 5173 --strictPort &
remember_pid $! vite

node scripts/stack-tools.mjs wait-http "http://127.0.0.1:$PORT/api/health" 300 || { warn "The API did not start: see var/log/api.log"; exit 1; }
info "Dev server: http://localhost:5173 (API http://localhost:$PORT/api/docs, mail http://localhost:$MAIL_HTTP_PORT, logs var/log). Ctrl-C stops."
wait
