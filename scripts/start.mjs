#!/usr/bin/env node
// `pnpm start` (after the build): serves every app's production build and the local API,
// prints the addresses, and stops every child on Ctrl-C.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const offset = Number(process.env.GW_PORT_OFFSET ?? 0);
const apps = [
  { name: "main", port: 4173, label: "main site" },
  { name: "vip", port: 4174, label: "VIP site" },
  { name: "cny", port: 4175, label: "China landing" },
  { name: "register", port: 4176, label: "registration / short links" },
];

const children = [];
function run(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${args.join(" ")} stopped (${signal ?? code}); stopping everything.`);
      stop(1);
    }
  });
  return child;
}

for (const app of apps) {
  if (!existsSync(`apps/${app.name}/dist/index.html`)) {
    console.error(`apps/${app.name} has no build: run \`pnpm build\` first.`);
    process.exit(1);
  }
  run("node", ["../../packages/site/bin/serve.mjs", "--port", String(app.port)], {
    cwd: `apps/${app.name}`,
  });
}
run("node", ["--import", "tsx", "src/server.ts"], {
  cwd: "apps/api",
  env: { ...process.env, PORT: String(8787 + offset) },
});

console.log("\nGoldwattle is running:");
for (const app of apps)
  console.log(`  ${app.label.padEnd(28)} http://localhost:${app.port + offset}`);
console.log(`  ${"local API".padEnd(28)} http://localhost:${8787 + offset}`);
console.log("Press Ctrl-C to stop.\n");

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
