#!/usr/bin/env bash
# npm run bench: generated data on a database of its own (farebox_bench), never the demo data. See scripts/bench/run.mjs.
# Options: BENCH_BOOKINGS (1000000), BENCH_COMPANIES (2000, also the finance suppliers), BENCH_DURATION_MS per
# measurement (8000), FINANCE_BENCH_SCALE (1: 5,000,000 supplier transactions and a 1,000,000-row CSV), BENCH_ONLY
# (bookings | finance | auth | cities | lines | purchase | sync: measure one part; the bookings are generated for bookings
# and finance only; purchase runs the worker beside the API), BENCH_CITIES (5000) and BENCH_STATIONS (50000) for the cities
# and stations lists, BENCH_LINES (2000) for the lines list; sync: one Sync Line of a supplier line with 365 days of
# availability (scripts/bench/sync-measure.mjs),
# BENCH_DB_NAME (farebox_bench), BENCH_API_PORT (3300), BENCH_RAW_PORT (3399), BENCH_REDIS_PREFIX (bench), SKIP_BUILD=1.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
ensure_deps
case "${BENCH_ONLY:-}" in finance | auth | cities | lines | purchase | sync) ;; *) ensure_chromium ;; esac
ensure_services
[ "${SKIP_BUILD:-}" = "1" ] || npm run build
BENCH_DB_NAME="${BENCH_DB_NAME:-farebox_bench}"
BENCH_DATABASE_URL="$(database_url "$BENCH_DB_NAME")"
export BENCH_DATABASE_URL
export BENCH_REDIS_PREFIX="${BENCH_REDIS_PREFIX:-bench}"
mkdir -p var/log
info "Preparing $BENCH_DB_NAME (recreated, migrated, demo accounts seeded)"
node scripts/stack-tools.mjs recreate-db "$BENCH_DATABASE_URL"
node scripts/stack-tools.mjs flush-redis "$REDIS_URL" "$BENCH_REDIS_PREFIX"
DATABASE_URL="$BENCH_DATABASE_URL" node apps/api/dist/cli/migrate.js
DATABASE_URL="$BENCH_DATABASE_URL" node apps/api/dist/cli/seed.js >/dev/null
node scripts/bench/run.mjs
