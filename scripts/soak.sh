#!/usr/bin/env bash
# npm run soak: the API's V8 flags (API_NODE_OPTIONS) and the servers' addresses from scripts/lib.sh, then
# scripts/soak/run.mjs (its options are described there).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
exec node scripts/soak/run.mjs
