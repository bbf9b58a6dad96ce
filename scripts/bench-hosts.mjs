#!/usr/bin/env node
// Prints, for each built app, what its inline host check (the first script in every page's
// <head>) costs and what it does with sample hosts: served, or sent where. Run after a build:
//   node scripts/bench-hosts.mjs [host ...]
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const apps = ["main", "vip", "cny", "register"];
const hosts = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "localhost",
      "127.0.0.1",
      "goldwattle.com",
      "join.goldwattle.com",
      "gwtl.link",
      "goldwattleprivate.com",
      "app.goldwattleprivate.com",
      "goldwattle.com.evil.example",
      "evilgoldwattle.com",
      "test.example",
    ];

for (const app of apps) {
  const file = `apps/${app}/dist/index.html`;
  if (!existsSync(file)) {
    console.log(`${app}: not built (pnpm --filter ${app} build)`);
    continue;
  }
  // The host check is the first script in <head>, right after the charset.
  const script = readFileSync(file, "utf8").match(
    /<meta charset[^>]*>\s*<script>([\s\S]*?)<\/script>/,
  )?.[1];
  if (!script) {
    console.log(`${app}: no host check in ${file}`);
    continue;
  }
  const bytes = Buffer.byteLength(script);
  console.log(`\n${app}: host check ${bytes} B inline (${gzipSync(script).length} B gzipped)`);
  for (const host of hosts) {
    console.log(`  ${host.padEnd(30)} ${runOn(script, host)}`);
  }
}

/**
 * Runs the page's own script against a pretend location and reports the outcome.
 * @param {string} script
 * @param {string} hostname
 */
function runOn(script, hostname) {
  /** @type {string | null} */
  let target = null;
  const location = { hostname, replace: (/** @type {string} */ url) => (target = url) };
  const document = { documentElement: { setAttribute() {}, style: {} } };
  new Function("location", "document", script)(location, document);
  return target ? `-> ${target}` : "served";
}
