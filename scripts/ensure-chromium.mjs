#!/usr/bin/env node
// Browser tests use Debian's Chromium (never a downloaded browser). Installs it when this
// machine can (root with apt-get); otherwise stops at once and names the command.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const installCommand = "sudo apt-get update && sudo apt-get install -y chromium";

export function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync(chromium)) return;
  }
  console.error(`Chromium is needed for the browser tests and is not at ${chromium}.`);
  console.error(`Install it with: ${installCommand}`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
