#!/usr/bin/env node
// The API's alert rules (deploy/prometheus/): valid for Prometheus (`promtool check rules`) and
// firing exactly where their tests say (`promtool test rules`). promtool is in Debian's
// `prometheus` package, which `.ci/run` installs; without it this stops at once, naming it.
import { execFileSync } from "node:child_process";

const folder = "deploy/prometheus";
try {
  execFileSync("promtool", ["--version"], { stdio: "ignore" });
} catch {
  console.error("promtool is needed to check the alert rules and is not installed.");
  console.error("Install it with: sudo apt-get update && sudo apt-get install -y prometheus");
  process.exit(1);
}
try {
  execFileSync("promtool", ["check", "rules", "rules.yml"], { cwd: folder, stdio: "inherit" });
  execFileSync("promtool", ["test", "rules", "rules.test.yml"], { cwd: folder, stdio: "inherit" });
} catch {
  process.exit(1);
}
