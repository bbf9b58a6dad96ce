#!/usr/bin/env node
// The API's alert rules (deploy/prometheus/): valid for Prometheus (`promtool check rules`) and
// firing exactly where their tests say (`promtool test rules`); and every query of its Grafana
// dashboard (deploy/grafana/api-dashboard.json) valid PromQL, checked as recording rules with
// the dashboard's variables filled in. promtool is in Debian's `prometheus` package, which
// `.ci/run` installs; without it this stops at once, naming it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const folder = "deploy/prometheus";
try {
  execFileSync("promtool", ["--version"], { stdio: "ignore" });
} catch {
  console.error("promtool is needed to check the alert rules and is not installed.");
  console.error("Install it with: sudo apt-get update && sudo apt-get install -y prometheus");
  process.exit(1);
}

/** @type {{ panels: { title: string, targets?: { expr: string }[] }[] }} */
const dashboard = JSON.parse(readFileSync("deploy/grafana/api-dashboard.json", "utf8"));
const queries = dashboard.panels.flatMap((panel, index) =>
  (panel.targets ?? []).map((target, n) => ({
    record: `dashboard:panel_${index}_${n}`,
    expr: target.expr.replaceAll("$__rate_interval", "5m").replaceAll("$instance", ".*"),
  })),
);
const scratch = mkdtempSync(join(tmpdir(), "gw-dashboard-"));
// JSON is YAML: promtool reads the generated rule file as it is.
writeFileSync(
  join(scratch, "dashboard.rules.yml"),
  JSON.stringify({ groups: [{ name: "dashboard", rules: queries }] }),
);
try {
  execFileSync("promtool", ["check", "rules", "rules.yml"], { cwd: folder, stdio: "inherit" });
  execFileSync("promtool", ["test", "rules", "rules.test.yml"], { cwd: folder, stdio: "inherit" });
  console.log(`The dashboard's ${queries.length} queries:`);
  execFileSync("promtool", ["check", "rules", join(scratch, "dashboard.rules.yml")], {
    stdio: "inherit",
  });
} catch {
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
