import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { chromiumLaunch } from "@gw/e2e/playwrightConfig";
import { reactPlugins } from "@gw/vite-config";

const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/** Every story renders in Debian's Chromium as a test: smoke, play functions, accessibility. */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [...reactPlugins(), storybookTest({ configDir })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: "chromium" }],
          },
          setupFiles: [".storybook/vitest.setup.ts"],
        },
      },
    ],
  },
});
