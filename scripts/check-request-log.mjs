#!/usr/bin/env node
// Fails if any request the static servers saw during the e2e run carried a form field in its
// address: a form submitted natively, leaking what a visitor typed. Run by `pnpm test` after e2e.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { leakedFormFields } from "@gw/site/request-log";

const dir = new URL("../tooling/e2e/request-logs/", import.meta.url).pathname;
const logs = readdirSync(dir).filter((file) => file.endsWith(".log"));
if (logs.length === 0) {
  console.error(`No request logs in ${dir}: did the e2e servers run with GW_SERVE_LOG?`);
  process.exit(1);
}

let leaks = 0;
let requests = 0;
for (const file of logs) {
  const log = readFileSync(join(dir, file), "utf8");
  requests += log.split("\n").filter(Boolean).length;
  for (const line of leakedFormFields(log)) {
    leaks++;
    console.error(`${file}: ${line}`);
  }
}
if (leaks > 0) {
  console.error(`${leaks} request(s) carried a form field in the address`);
  process.exit(1);
}
console.log(`${requests} requests in ${logs.length} logs: no form field in any address`);
