#!/usr/bin/env bash
# Runs the Dockerfile's build steps on this machine (no Docker engine needed): a clean install of
# the API's workspace slice, the compiled build, `pnpm deploy` into a folder, then the container's
# own CMD (read from the Dockerfile) started from that folder, checked on /healthz and /readyz.
# Proves the image's contents work.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap 'kill "${api_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

echo "== lint the Dockerfile"
pnpm --dir "$repo" --filter api exec dockerfile-utils lint "$repo/apps/api/Dockerfile"

echo "== copy what the Dockerfile copies (the tracked workspace, as .dockerignore leaves it)"
mkdir -p "$work/repo"
(cd "$repo" && git ls-files | tar -cf - -T -) | tar -xf - -C "$work/repo"

echo "== install, build and deploy"
cd "$work/repo"
pnpm install --frozen-lockfile --filter api... >/dev/null
pnpm --filter api build >/dev/null
pnpm --filter api deploy --legacy --prod "$work/app" >/dev/null
if [ -e "$work/app/src" ] || [ -e "$work/app/node_modules/tsx" ]; then
  echo "the deployed folder should hold the compiled server only, not the sources or tsx" >&2
  exit 1
fi
for runtime in locales consent/digests.json; do
  [ -e "$work/app/dist/$runtime" ] || { echo "the deployed folder lacks dist/$runtime" >&2; exit 1; }
done

echo "== start the container's CMD and check its liveness and readiness"
mapfile -t command < <(node -e '
  const cmd = /^CMD (.*)$/m.exec(require("fs").readFileSync(0, "utf8"))[1];
  console.log(JSON.parse(cmd).join("\n"));
' <"$repo/apps/api/Dockerfile")
echo "CMD: ${command[*]}"
port=$((18787 + RANDOM % 1000))
mkdir -p "$work/data"
# exec: the PID the trap stops is the server itself.
(cd "$work/app" && PORT=$port API_DB="$work/data/api.sqlite" exec "${command[@]}" >"$work/api.log" 2>&1) &
api_pid=$!
probe() {
  node -e "fetch('http://127.0.0.1:$port$1').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}
for _ in $(seq 1 100); do
  if probe /healthz && probe /readyz; then
    echo "live and ready on port $port; data in a volume-like folder: $(ls "$work/data")"
    exit 0
  fi
  sleep 0.2
done
cat "$work/api.log"
echo "the deployed API did not become ready" >&2
exit 1
