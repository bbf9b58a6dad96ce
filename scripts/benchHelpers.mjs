// What the bench scripts share: serving an app's build, waiting for it, and running Lighthouse.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chromium from "../e2e/chromium.json" with { type: "json" };

export const basePorts = { main: 4173, vip: 4174, cny: 4175, register: 4176 };
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;
export const chromiumArgs = chromium.args;

/** The app's origin with GW_PORT_OFFSET applied, as serve.mjs listens on it. */
export function appOrigin(app) {
  return `http://localhost:${basePorts[app] + Number(process.env.GW_PORT_OFFSET ?? 0)}`;
}

/** Serves the app's production build until the returned server is killed. */
export async function serveApp(app) {
  const server = spawn(
    "node",
    ["../../packages/site/bin/serve.mjs", "--port", String(basePorts[app])],
    {
      cwd: `apps/${app}`,
      stdio: "ignore",
    },
  );
  process.on("exit", () => server.kill());
  await waitForServer(appOrigin(app));
  return server;
}

/** Lighthouse's four scores and three vitals for one address (mobile defaults), as one line. */
export function lighthouseSummary(url, { blockedUrlPatterns = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "gw-lighthouse-"));
  try {
    execFileSync(
      "pnpm",
      [
        "exec",
        "lighthouse",
        url,
        "--quiet",
        "--output=json",
        `--output-path=${join(dir, "report.json")}`,
        ...(blockedUrlPatterns.length
          ? [`--blocked-url-patterns=${blockedUrlPatterns.join(",")}`]
          : []),
        `--chrome-flags=${chromiumArgs.join(" ")} --user-data-dir=${join(dir, "profile")}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audits = report.audits;
    return (
      `performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
      `best practices ${score("best-practices")}, SEO ${score("seo")} ` +
      `(LCP ${audits["largest-contentful-paint"].displayValue}, CLS ${audits["cumulative-layout-shift"].displayValue}, TBT ${audits["total-blocking-time"].displayValue})`
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}

export function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
