# Shared by scripts/start.sh and scripts/test.sh (sourced, not run).
# Expects ROOT to be set to the repository root.

export PATH="$ROOT/node_modules/.bin:$PATH"

# The servers every script talks to, unless the environment names others.
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/farebox}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

# V8 flags of the API process (npm start, npm run dev, the e2e stack, npm run bench and npm run soak). 16 MB semi-spaces instead
# of V8's growth to 64 MB keep about 60 MB less resident at rest; a 512 MB old space (about six times what the API
# holds live) makes V8 collect before the heap balloons, so an export stays flat instead of growing by 200-350 MB. No
# allocation-site pretenuring: in about half of the API's starts V8 chose to allocate request objects straight in the
# old generation, which then needed a full collection every second under load (a third fewer requests a second). The
# figures are in the README's design notes (API memory, access check). API_NODE_OPTIONS='' runs with V8's defaults.
export API_NODE_OPTIONS="${API_NODE_OPTIONS---max-semi-space-size=16 --max-old-space-size=512 --no-allocation-site-pretenuring}"
# The worker's V8 flags: the API's with 4 MB semi-spaces. With V8's defaults a background export of 1,000,000 rows grew
# the worker by about 320 MB (a multi-gigabyte heap limit lets garbage pile up), with the API's flags by 19-39 MB, with
# these by 2-5 MB at the same speed and 18 MB less at rest (README, API memory). The API keeps 16 MB: its requests'
# objects would be promoted sooner.
export WORKER_NODE_OPTIONS="${WORKER_NODE_OPTIONS---max-semi-space-size=4 --max-old-space-size=512 --no-allocation-site-pretenuring}"

# database_url NAME: DATABASE_URL with another database (same server and credentials).
database_url() {
  node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$DATABASE_URL" "$1"
}

info() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }
warn() { printf '\033[1;33m!!\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31mxx\033[0m %s\n' "$*" >&2; exit 1; }

# Installs dependencies when node_modules is missing or older than the lockfile. `npm install` rather than
# `npm ci`: it keeps the locked versions and adds what is missing instead of wiping node_modules.
ensure_deps() {
  command -v npm >/dev/null 2>&1 || die "npm is missing: install Node.js (any version with npm; Node 24 itself comes from the npm registry as a devDependency)."
  if [ ! -d "$ROOT/node_modules" ] || [ ! -x "$ROOT/node_modules/.bin/node" ]; then
    info "Installing dependencies (npm install)"
    (cd "$ROOT" && npm install --prefer-offline --no-audit --no-fund)
  elif [ -f "$ROOT/package-lock.json" ] && [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    info "package-lock.json changed: updating dependencies (npm install)"
    (cd "$ROOT" && npm install --prefer-offline --no-audit --no-fund)
  fi
  hash -r
  local v
  v="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$v" -ge 24 ] || die "Node $v is on PATH, Node 24 expected from node_modules/.bin (run npm install)."
}

# tcp_open HOST PORT: true when something accepts a TCP connection there.
tcp_open() {
  timeout 2 bash -c "exec 3<>/dev/tcp/$1/$2" >/dev/null 2>&1
}

host_port() { node "$ROOT/scripts/stack-tools.mjs" host-port "$1" "$2"; }

docker_usable() { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; }

# Finds PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); when either is down and Docker runs, starts
# docker-compose.yml and waits; otherwise stops with what is missing and how to get it.
ensure_services() {
  local pg_host pg_port redis_host redis_port missing=()
  read -r pg_host pg_port < <(host_port "$DATABASE_URL" 5432)
  read -r redis_host redis_port < <(host_port "$REDIS_URL" 6379)
  tcp_open "$pg_host" "$pg_port" || missing+=("PostgreSQL at $pg_host:$pg_port")
  tcp_open "$redis_host" "$redis_port" || missing+=("Redis at $redis_host:$redis_port")
  [ ${#missing[@]} -eq 0 ] && return 0

  if docker_usable; then
    info "Not reachable: ${missing[*]}. Starting them with docker compose"
    (cd "$ROOT" && docker compose up -d) || die "docker compose up failed"
    local i
    for i in $(seq 1 60); do
      if tcp_open "$pg_host" "$pg_port" && tcp_open "$redis_host" "$redis_port" \
        && (cd "$ROOT" && docker compose exec -T postgres pg_isready -U postgres >/dev/null 2>&1); then
        return 0
      fi
      sleep 1
    done
    die "PostgreSQL/Redis from docker compose did not come up within 60s (see: docker compose logs)"
  fi
  {
    echo "Cannot reach: ${missing[*]}."
    echo "Either start them yourself (PostgreSQL 16 with a 'postgres' superuser, Redis 7), e.g. on Debian/Ubuntu:"
    echo "    sudo apt-get install -y postgresql redis-server"
    echo "or install Docker (https://docs.docker.com/get-docker/) and run this again: it starts docker-compose.yml."
    echo "Or point DATABASE_URL / REDIS_URL at servers you already have."
  } >&2
  exit 1
}

# Installs Debian's Chromium for the browser tests when /usr/bin/chromium is missing.
ensure_chromium() {
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && return 0
  command -v apt-get >/dev/null 2>&1 || die "Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium} and apt-get is not available: install Chromium and set CHROMIUM_PATH."
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  info "Installing Debian's chromium for the browser tests"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null \
    || die "apt-get install chromium failed"
}

# Started background processes, stopped by stop_started (installed as the EXIT trap by the scripts).
STARTED_PIDS=()
STARTED_NAMES=()
remember_pid() { STARTED_PIDS+=("$1"); STARTED_NAMES+=("$2"); }

stop_started() {
  local i pid
  for ((i = ${#STARTED_PIDS[@]} - 1; i >= 0; i--)); do
    pid="${STARTED_PIDS[$i]}"
    if kill -0 "$pid" 2>/dev/null; then
      kill -TERM "$pid" 2>/dev/null || true
    fi
  done
  for ((i = ${#STARTED_PIDS[@]} - 1; i >= 0; i--)); do
    pid="${STARTED_PIDS[$i]}"
    local n=0
    while kill -0 "$pid" 2>/dev/null && [ $n -lt 50 ]; do sleep 0.2; n=$((n + 1)); done
    if kill -0 "$pid" 2>/dev/null; then
      warn "${STARTED_NAMES[$i]} (pid $pid) did not stop; killing it"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
  done
  STARTED_PIDS=()
  STARTED_NAMES=()
}

# start_simulator NAME SCRIPT PORT LOG: runs apps/simulators/SCRIPT on 127.0.0.1:PORT in the background (stopped by
# stop_started) and waits until it answers; fails when the port is taken or the simulator does not come up.
start_simulator() {
  local name="$1" script="$2" port="$3" log="$4"
  if tcp_open 127.0.0.1 "$port"; then
    warn "Port $port ($name simulator) is already in use: stop what listens there, or choose another port"
    return 1
  fi
  node "$ROOT/apps/simulators/$script" --port "$port" >"$log" 2>&1 &
  remember_pid $! "$name"
  node "$ROOT/scripts/stack-tools.mjs" wait-http "http://127.0.0.1:$port/_simulator/health" 15 "$!" || { tail -n 20 "$log" >&2; return 1; }
}

# Runs the compiled seed when it exists (it is idempotent).
run_seed() {
  if [ -f "$ROOT/apps/api/dist/cli/seed.js" ]; then
    node "$ROOT/apps/api/dist/cli/seed.js"
  else
    warn "apps/api/dist/cli/seed.js not found: no demo data seeded"
  fi
}

# start_local_integrations: the payment gateway and the supplier API simulators on loopback (ports
# GATEWAY_SIMULATOR_PORT, default 4010, and SUPPLIER_SIMULATOR_PORT, default 4020), unless PAYMENT_GATEWAY_URL or
# SUPPLIER_API_URL name real ones; exports the URLs for the API and the worker. Used by npm start and npm run dev.
start_local_integrations() {
  if [ -z "${PAYMENT_GATEWAY_URL:-}" ]; then
    local gateway_port="${GATEWAY_SIMULATOR_PORT:-4010}"
    info "Starting the payment gateway simulator (port $gateway_port)"
    start_simulator payment-gateway payment-gateway.mjs "$gateway_port" "$LOG_DIR/payment-gateway.log" || exit 1
    export PAYMENT_GATEWAY_URL="http://127.0.0.1:$gateway_port"
    node "$ROOT/apps/simulators/gateway-preload.mjs" "$DATABASE_URL" "$PAYMENT_GATEWAY_URL"
  fi
  if [ -z "${SUPPLIER_API_URL:-}" ]; then
    local supplier_port="${SUPPLIER_SIMULATOR_PORT:-4020}"
    info "Starting the supplier API simulator (port $supplier_port)"
    start_simulator supplier-api supplier-api.mjs "$supplier_port" "$LOG_DIR/supplier-api.log" || exit 1
    export SUPPLIER_API_URL="http://127.0.0.1:$supplier_port"
  fi
  # The AI writer simulator (AI_WRITER_SIMULATOR_PORT, default 4030) unless AI_WRITER_URL names a real one.
  if [ -z "${AI_WRITER_URL:-}" ]; then
    local ai_writer_port="${AI_WRITER_SIMULATOR_PORT:-4030}"
    info "Starting the AI writer simulator (port $ai_writer_port)"
    start_simulator ai-writer ai-writer.mjs "$ai_writer_port" "$LOG_DIR/ai-writer.log" || exit 1
    export AI_WRITER_URL="http://127.0.0.1:$ai_writer_port/v1"
  fi
  # The geocoder simulator (GEOCODER_SIMULATOR_PORT, default 4040) unless GEOCODER_URL names a real Nominatim.
  if [ -z "${GEOCODER_URL:-}" ]; then
    local geocoder_port="${GEOCODER_SIMULATOR_PORT:-4040}"
    info "Starting the geocoder simulator (port $geocoder_port)"
    start_simulator geocoder geocoder.mjs "$geocoder_port" "$LOG_DIR/geocoder.log" || exit 1
    export GEOCODER_URL="http://127.0.0.1:$geocoder_port"
  fi
  # The Slack simulator (SLACK_SIMULATOR_PORT, default 4060) unless SLACK_API_URL names the real Slack Web API.
  if [ -z "${SLACK_API_URL:-}" ]; then
    local slack_port="${SLACK_SIMULATOR_PORT:-4060}"
    info "Starting the Slack simulator (port $slack_port)"
    start_simulator slack slack.mjs "$slack_port" "$LOG_DIR/slack.log" || exit 1
    export SLACK_API_URL="http://127.0.0.1:$slack_port/api" SLACK_BOT_TOKEN="xoxb-simulator"
  fi
  # The SERP simulator (SERP_SIMULATOR_PORT, default 4050) unless SERP_API_URL names a real search-results API.
  if [ -z "${SERP_API_URL:-}" ]; then
    local serp_port="${SERP_SIMULATOR_PORT:-4050}"
    info "Starting the SERP simulator (port $serp_port)"
    start_simulator serp serp.mjs "$serp_port" "$LOG_DIR/serp.log" || exit 1
    export SERP_API_URL="http://127.0.0.1:$serp_port"
  fi
}
