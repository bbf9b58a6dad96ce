import { localOrigin, portOf, portOffset, workspaceRoot, type SiteAppName } from "@gw/workspace";
import { defineConfig, devices } from "@playwright/test";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import chromium from "../chromium.json" with { type: "json" };

const repoRoot = workspaceRoot(fileURLToPath(new URL(".", import.meta.url)));

/** Where each app's static server logs its requests during e2e (checked after the run). */
const requestLogDir = fileURLToPath(new URL("../request-logs", import.meta.url));

/** This checkout's ports (GW_PORT_OFFSET applied), for tests that open another host. */
export const ports = {
  main: portOf("main"),
  vip: portOf("vip"),
  cny: portOf("cny"),
  register: portOf("register"),
  api: portOf("api"),
  mailCatcher: portOf("mailCatcher"),
};

/** The admin token the e2e API runs with, so tests can read back what forms stored. */
export const E2E_ADMIN_TOKEN = "e2e-admin-token";
/** The token the e2e hosts forward the API's calls with, and the e2e API believes them by. */
const E2E_PROXY_TOKEN = "e2e-proxy-token";
export const apiUrl = localOrigin("api");
/** The development mail catcher every e2e API sends to; specs read the mail it received. */
export const mailCatcherUrl = localOrigin("mailCatcher");

/** Debian's Chromium; Playwright never downloads a browser here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: chromium.args,
};

/**
 * One app's end-to-end suite against its production build, served the way `pnpm start` serves
 * it, with the local API beside it on a fresh database.
 */
export function sitePlaywrightConfig(app: SiteAppName) {
  const port = portOf(app);
  const requestLog = join(requestLogDir, `${app}.log`);
  // Read by the teardown, which runs in this process once every test is done.
  process.env.GW_E2E_REQUEST_LOG = requestLog;
  return defineConfig({
    globalTeardown: fileURLToPath(new URL("./requestLogCheck.ts", import.meta.url)),
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
        // The app's own bin (a dependency of every site app), on the app's port.
        command: `gw-serve --app ${app}`,
        url: `http://localhost:${port}/`,
        reuseExistingServer: !process.env.CI,
        stdout: "ignore",
        env: { GW_SERVE_LOG: requestLog, API_PROXY_TOKEN: E2E_PROXY_TOKEN },
      },
      {
        // node itself (not pnpm) so stopping the server stops the API, not just a wrapper.
        command: `node --import tsx src/server.ts`,
        cwd: join(repoRoot, "apps/api"),
        // Ready: migrated and its database answering (/healthz answers while it migrates).
        url: `${apiUrl}/readyz`,
        reuseExistingServer: !process.env.CI,
        stdout: "ignore",
        env: {
          PORT: String(portOf("api")),
          API_DB: join(repoRoot, `apps/api/data/e2e-${app}.sqlite`),
          API_ADMIN_TOKEN: E2E_ADMIN_TOKEN,
          API_PROXY_TOKEN: E2E_PROXY_TOKEN,
          // CORS allows the site origins on these offset ports (and SMTP goes to this catcher).
          GW_PORT_OFFSET: String(portOffset()),
          OUTBOX_POLL_MS: "200",
        },
      },
      {
        command: `node src/cli.ts`,
        cwd: join(repoRoot, "tooling/mail-catcher"),
        url: `${mailCatcherUrl}/healthz`,
        reuseExistingServer: !process.env.CI,
        stdout: "ignore",
        env: { GW_PORT_OFFSET: String(portOffset()) },
      },
    ],
  });
}
