import { defineConfig, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";
import chromium from "./chromium.json" with { type: "json" };

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const offset = Number(process.env.GW_PORT_OFFSET ?? 0);

export const ports = {
  main: 4173 + offset,
  vip: 4174 + offset,
  cny: 4175 + offset,
  register: 4176 + offset,
  api: 8787 + offset,
};

export type AppName = Exclude<keyof typeof ports, "api">;

/** Where each app's static server logs its requests during e2e (checked after the run). */
const requestLogDir = `${repoRoot}e2e/request-logs`;

/** The admin token the e2e API runs with, so tests can read back what forms stored. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token";
export const apiUrl = `http://localhost:${ports.api}`;

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: chromium.args,
};

/**
 * One app's end-to-end suite against its production build, served the way `pnpm start` serves
 * it, with the local API beside it on a fresh database.
 */
export function sitePlaywrightConfig(app: AppName) {
  const port = ports[app];
  return defineConfig({
    testDir: "./e2e",
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    // One retry in CI so a scheduling hiccup on a loaded 2-core runner does not sink the run;
    // the list reporter still names every test that needed it as flaky, so none goes unseen.
    retries: process.env.CI ? 1 : 0,
    reporter: [["list"]],
    timeout: 30_000,
    expect: { timeout: 7_000 },
    use: {
      baseURL: `http://localhost:${port}`,
      trace: "retain-on-failure",
      launchOptions: chromiumLaunch,
    },
    projects: [
      {
        name: "desktop",
        use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch },
        testIgnore: /mobile\.spec\.ts/,
      },
      {
        name: "mobile",
        use: { ...devices["Pixel 7"], launchOptions: chromiumLaunch },
        testMatch: /mobile\.spec\.ts/,
      },
    ],
    webServer: [
      {
        // serve.mjs adds GW_PORT_OFFSET itself, so it gets the base port.
        command: `node ${repoRoot}packages/site/bin/serve.mjs --port ${port - offset}`,
        url: `http://localhost:${port}/`,
        reuseExistingServer: !process.env.CI,
        stdout: "ignore",
        env: { GW_SERVE_LOG: `${requestLogDir}/${app}.log` },
      },
      {
        // node itself (not pnpm) so stopping the server stops the API, not just a wrapper.
        command: `node --import tsx src/server.ts`,
        cwd: `${repoRoot}apps/api`,
        url: `${apiUrl}/healthz`,
        reuseExistingServer: !process.env.CI,
        stdout: "ignore",
        env: {
          PORT: String(ports.api),
          API_DB: `${repoRoot}apps/api/data/e2e-${app}.sqlite`,
          API_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
          // CORS allows the site origins on these offset ports.
          GW_PORT_OFFSET: String(offset),
        },
      },
    ],
  });
}
