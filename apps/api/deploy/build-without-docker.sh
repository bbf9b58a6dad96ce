#!/usr/bin/env bash
# Runs the Dockerfile's build steps on this machine (no Docker engine needed): a clean install of
# the API's workspace slice, `pnpm deploy` into a folder, then the container's command started
# from that folder as a non-root user would, checked on /healthz. Proves the image's contents work.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap 'kill "${api_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

echo "== lint the Dockerfile"
pnpm --dir "$repo" --filter api exec dockerfile-utils lint "$repo/apps/api/Dockerfile"

echo "== copy what the Dockerfile copies (the tracked workspace, as .dockerignore leaves it)"
mkdir -p "$work/repo"
(cd "$repo" && git ls-files | tar -cf - -T -) | tar -xf - -C "$work/repo"

echo "== install and deploy"
cd "$work/repo"
pnpm install --frozen-lockfile --filter api... >/dev/null
pnpm --filter api deploy --legacy --prod "$work/app" >/dev/null

echo "== start the container's command and check its health"
port=$((18787 + RANDOM % 1000))
mkdir -p "$work/data"
(cd "$work/app" && PORT=$port API_DB="$work/data/api.sqlite" node --import tsx src/server.ts >"$work/api.log" 2>&1) &
api_pid=$!
for _ in $(seq 1 100); do
  if node -e "fetch('http://127.0.0.1:$port/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    echo "healthy on port $port; data in a volume-like folder: $(ls "$work/data")"
    exit 0
  fi
  sleep 0.2
done
cat "$work/api.log"
echo "the deployed API did not become healthy" >&2
exit 1
