#!/usr/bin/env bash
# npm run test:dates: proves the demo data and the date-sensitive API suites do not depend on the calendar day. For
# each day scripts/dates/check-dates.mjs lists (the next 1st, 15th, 16th and last day of a month, 29 February,
# 31 December, and the day after Asia/Jerusalem changes its clocks), it moves the process clock there with Debian's
# faketime (installed when missing) and runs: migrate + seed of a scratch database, then the API suites below.
# PostgreSQL keeps the real time: business time comes from the server's Clock, audit columns from the database.
#
# Options (environment): SKIP_BUILD=1 reuse the last build; DATE_CHECK_TIME (UTC time of day, default 09:00:00);
# DATE_CHECK_DAYS="2028-02-29 2026-12-31" instead of the computed list; DATE_CHECK_SUITES (jest paths).
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

TIME_OF_DAY="${DATE_CHECK_TIME:-09:00:00}"
# The suites whose rules read "today": the seed, supplier finance (cycles, balances, due dates, reports), product
# search and trips, the bookings list and reports by day, payments settlement, sign-in, sessions and password expiry.
SUITES="${DATE_CHECK_SUITES:-apps/api/test/seed.e2e-spec.ts libs/finance/test libs/inventory/test libs/bookings/test/(bookings-list|payments-seed|payments-settlement|mail-sales-report|mail-passenger-list) libs/identity/test/(login|sessions|password-reset)}"
LOG_DIR="$ROOT/var/log/dates"
mkdir -p "$LOG_DIR"

ensure_deps
ensure_services
if ! command -v faketime >/dev/null 2>&1; then
  command -v apt-get >/dev/null 2>&1 || die "faketime is missing and apt-get is not available: install libfaketime."
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  info "Installing Debian's faketime"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq faketime >/dev/null || die "apt-get install faketime failed"
fi
[ "${SKIP_BUILD:-}" = "1" ] || npm run build:server >/dev/null || die "Build failed"

PG_ADMIN_URL="$(database_url postgres)"
export TEST_ADMIN_DATABASE_URL="${TEST_ADMIN_DATABASE_URL:-$PG_ADMIN_URL}"
export TEST_TEMPLATE_DB="${TEST_TEMPLATE_DB:-farebox_dates_template}"
SCRATCH_DB_URL="$(database_url farebox_dates)"

if [ -n "${DATE_CHECK_DAYS:-}" ]; then
  mapfile -t DAYS < <(for d in $DATE_CHECK_DAYS; do echo "$d given"; done)
else
  mapfile -t DAYS < <(node scripts/dates/check-dates.mjs)
fi

# at DAY COMMAND...: runs COMMAND with the clock starting at DAY TIME_OF_DAY UTC and running on from there. Monotonic
# clocks stay real, so timers and timeouts behave.
at() {
  local day="$1"
  shift
  TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$day $TIME_OF_DAY" "$@"
}

failed=()
for entry in "${DAYS[@]}"; do
  read -r day label <<<"$entry"
  info "$day ($label) $TIME_OF_DAY UTC"
  log="$LOG_DIR/$day.log"
  if ! {
    node scripts/stack-tools.mjs recreate-db "$SCRATCH_DB_URL" \
      && DATABASE_URL="$SCRATCH_DB_URL" at "$day" node apps/api/dist/cli/migrate.js \
      && DATABASE_URL="$SCRATCH_DB_URL" at "$day" node apps/api/dist/cli/seed.js
  } >"$log" 2>&1; then
    warn "Seeding on $day failed (see $log)"
    failed+=("$day seed")
    continue
  fi
  tail -n 1 "$log"
  # shellcheck disable=SC2086
  if ! at "$day" node --experimental-vm-modules node_modules/jest/bin/jest.js --selectProjects api --maxWorkers=2 $SUITES >>"$log" 2>&1; then
    warn "API suites on $day failed (see $log)"
    grep -E '^(FAIL|Tests:)' "$log" | head -n 20 >&2
    failed+=("$day api")
  else
    grep -E '^Tests:' "$log"
  fi
done

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "Date check FAILED: ${failed[*]}"
  exit 1
fi
echo "Date check passed on ${#DAYS[@]} days"
