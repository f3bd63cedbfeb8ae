#!/usr/bin/env bash
# Runs N `next start` instances of this checkout on 127.0.0.1:3000, 3001, … for nginx
# (deploy/nginx/scuta.conf) to stand in front of; without systemd. Needs `npm run build` first and
# the settings of deploy/README.md in the environment (PostgreSQL's DATABASE_URL when N > 1).
# Usage: deploy/run-instances.sh [N] [first port]. Ctrl-C stops them all.
set -euo pipefail
n="${1:-1}"
first="${2:-3000}"
cd "$(dirname "$0")/.."
[ -f .next/BUILD_ID ] || { echo "No production build: run npm run build first." >&2; exit 1; }
if [ "$n" -gt 1 ] && [ -z "${DATABASE_URL:-}" ]; then echo "More than one instance needs PostgreSQL (DATABASE_URL)." >&2; exit 1; fi
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
for ((i = 0; i < n; i++)); do
  port=$((first + i))
  NODE_ENV=production TRUSTED_PROXY_COUNT=1 PORT="$port" npx next start -H 127.0.0.1 -p "$port" &
  pids+=("$!")
  echo "instance $((i + 1)) on 127.0.0.1:$port (pid $!)"
done
wait
