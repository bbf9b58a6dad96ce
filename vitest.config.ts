import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Page, Request } from "@playwright/test";
import { defineConfig } from "vitest/config";
import { chromiumLaunch } from "@gw/e2e/playwrightConfig";
import { reactPlugins } from "@gw/vite-config";
import { visualResults } from "./.storybook/visualResults";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));
/** Each story's committed look, `<component>/<story>.png` (`pnpm test:visual:update` writes them). */
const baselines = join(configDir, "baselines");
/** Each test page's requests in flight: a story has settled when none is left. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Every story renders in Debian's Chromium as a test: smoke, play functions, accessibility, and
 * its screenshot against its baseline (.storybook/visualBaseline.ts, docs/storybook.md).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [...reactPlugins(), storybookTest({ configDir })],
        test: {
          name: "storybook",
          globalSetup: [".storybook/visualResults.ts"],
          // The Storybook plugin turns file writes off unless asked: baselines and diffs need them.
          api: { allowWrite: true },
          // Vitest keeps a failed screenshot's images here too (its report's attachments).
          attachmentsDir: join(visualResults, ".attachments"),
          // A story and its screenshot (a tall page: seconds to capture on a loaded 2-core runner).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // One CSS pixel per image pixel, and one time zone whatever the machine's.
            provider: playwright({
              launchOptions: chromiumLaunch,
              contextOptions: { deviceScaleFactor: 1, timezoneId: "Australia/Sydney" },
            }),
            instances: [{ browser: "chromium" }],
            expect: {
              toMatchScreenshot: {
                // Any pixel that differs at all fails (a token's colour one step off included).
                comparatorName: "pixelmatch",
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
                screenshotOptions: { animations: "disabled", caret: "hide", scale: "css" },
                // A tall page on a loaded 2-core runner takes seconds to capture.
                timeout: 30_000,
                resolveScreenshotPath: ({ arg, ext }) => join(baselines, `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) => join(visualResults, `${arg}${ext}`),
              },
            },
            commands: {
              async watchRequests({ page }) {
                if (inFlight.has(page)) return;
                const requests = new Set<Request>();
                page.on("request", (request) => requests.add(request));
                page.on("requestfinished", (request) => requests.delete(request));
                page.on("requestfailed", (request) => requests.delete(request));
                inFlight.set(page, requests);
              },
              async requestsSettled({ page }) {
                const requests = inFlight.get(page);
                // Two looks 20 ms apart with nothing in flight, within 10 s.
                for (let quiet = 0, looks = 0; requests && quiet < 2 && looks < 500; looks += 1) {
                  await delay(20);
                  quiet = requests.size === 0 ? quiet + 1 : 0;
                }
              },
              async keepExpectedScreenshot(_context, name: string) {
                const baseline = join(baselines, `${name}.png`);
                // A story without a baseline yet has nothing to compare with.
                if (!existsSync(baseline)) return;
                const expected = join(visualResults, `${name}-expected.png`);
                await mkdir(dirname(expected), { recursive: true });
                await copyFile(baseline, expected);
              },
            },
          },
          setupFiles: [".storybook/vitest.setup.ts"],
        },
      },
    ],
  },
});
