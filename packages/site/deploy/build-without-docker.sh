#!/usr/bin/env bash
# Runs packages/site/Dockerfile's build steps on this machine (no Docker engine needed) for one
# app (default cny): a clean install of the app's workspace slice from a copy of the tracked
# files, its production build, the Node adapter bundled (deploy/bundleServe.mjs), then the container's own CMD
# (read from the Dockerfile) started from those folders and checked: /healthz, a page in each
# language with the production headers. Prints the two folders' sizes (the image adds them to
# node:24-bookworm-slim). Proves the image's contents work.
#   bash packages/site/deploy/build-without-docker.sh [app]
set -euo pipefail
app=${1:-cny}
repo=$(cd "$(dirname "$0")/../../.." && pwd)
work=$(mktemp -d)
trap 'kill "${host_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

echo "== lint the Dockerfile"
pnpm --dir "$repo" --filter api exec dockerfile-utils lint "$repo/packages/site/Dockerfile"

echo "== copy what the Dockerfile copies (the tracked workspace, as .dockerignore leaves it)"
mkdir -p "$work/repo"
(cd "$repo" && git ls-files | tar -cf - -T -) | tar -xf - -C "$work/repo"

echo "== install, build $app and deploy the adapter"
cd "$work/repo"
pnpm install --frozen-lockfile --filter "$app..." >/dev/null
pnpm --filter "$app" build >/dev/null
node packages/site/deploy/bundleServe.mjs "$work/host" >/dev/null
cp -r "apps/$app/dist" "$work/site"
# The run stage has no workspace: the adapter must start from its own folder alone.
cd "$work" && rm -rf "$work/repo"
echo "sizes: adapter $(du -sh "$work/host" | cut -f1), site $(du -sh "$work/site" | cut -f1)"

echo "== start the container's CMD and check the host"
port=$((18080 + RANDOM % 1000))
mapfile -t command < <(node -e '
  const cmd = /^CMD (.*)$/m.exec(require("fs").readFileSync(0, "utf8"))[1];
  const args = JSON.parse(cmd).map((arg) => (arg === "/srv/site" ? process.argv[1] : arg));
  args[args.indexOf("--port") + 1] = process.argv[2];
  console.log(args.join("\n"));
' "$work/site" "$port" <"$repo/packages/site/Dockerfile")
echo "CMD: ${command[*]}"
# exec: the PID the trap stops is the server itself.
(cd "$work/host" && NODE_ENV=production exec "${command[@]}" >"$work/host.log" 2>&1) &
host_pid=$!
check() {
  node -e '
    const [url, ...headers] = process.argv.slice(1);
    fetch(url).then(async (response) => {
      const missing = headers.filter((name) => !response.headers.has(name));
      if (!response.ok || missing.length) {
        console.error(`${url}: ${response.status}, missing ${missing.join(", ")}`);
        process.exit(1);
      }
    }, () => process.exit(1));
  ' "http://127.0.0.1:$port$1" "${@:2}"
}
for _ in $(seq 1 100); do
  if check /healthz 2>/dev/null; then
    check / content-security-policy strict-transport-security x-content-type-options
    check /zh/ content-security-policy strict-transport-security x-content-type-options
    echo "the host answers on port $port: /healthz, / and /zh/ with the production headers"
    exit 0
  fi
  sleep 0.2
done
cat "$work/host.log"
echo "the deployed host did not answer" >&2
exit 1
