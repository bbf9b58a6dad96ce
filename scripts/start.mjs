#!/usr/bin/env node
// `pnpm start` (after the build): serves every app's production build and the local API,
// prints the addresses, and stops every child on Ctrl-C.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { localOrigin, portOf, siteApps } from "@gw/workspace";
import pretty from "pino-pretty";

const labels = {
  main: "main site",
  vip: "VIP site",
  cny: "China landing",
  register: "registration / short links",
};

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
/**
 * @param {string} command
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} options
 */
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

// Each host forwards the pages' API calls with the visitor's address and this token; the API
// believes the address only with it. A fresh one per run, so none is ever written down.
const proxyToken = randomBytes(32).toString("base64url");

for (const app of siteApps) {
  if (!existsSync(`apps/${app}/dist/index.html`)) {
    console.error(`apps/${app} has no build: run \`pnpm build\` first.`);
    process.exit(1);
  }
  run("node", ["../../packages/site/bin/serve.mjs", "--app", app], {
    cwd: `apps/${app}`,
    env: { ...process.env, API_PROXY_TOKEN: proxyToken },
  });
}
// The development mail catcher: the API sends every e-mail to it (SMTP_URL unset).
run("node", ["src/cli.ts"], { cwd: "tooling/mail-catcher" });
if (!existsSync("apps/api/dist/server.js")) {
  console.error("apps/api has no build: run `pnpm build` first.");
  process.exit(1);
}
// The compiled API, as in production; its JSON log lines are made readable here.
const api = run("node", ["--enable-source-maps", "dist/server.js"], {
  cwd: "apps/api",
  env: { ...process.env, PORT: String(portOf("api")), API_PROXY_TOKEN: proxyToken },
  stdio: ["ignore", "pipe", "inherit"],
});
api.stdout?.pipe(
  pretty({
    colorize: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,service",
  }),
);

console.log("\nGoldwattle is running:");
for (const app of siteApps) console.log(`  ${labels[app].padEnd(28)} ${localOrigin(app)}`);
console.log(`  ${"local API".padEnd(28)} ${localOrigin("api")}`);
console.log(`  ${"mail catcher (every e-mail)".padEnd(28)} ${localOrigin("mailCatcher")}`);
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
