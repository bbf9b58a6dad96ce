// Plain JavaScript, so every config loader (vite's bundling loader, vitest's, Storybook's) can
// import it from node_modules without compiling it first.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import { workspaceRoot } from "@gw/workspace";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// One Lingui configuration for the whole workspace: it lists every package's catalog.
const linguiConfig = join(
  workspaceRoot(fileURLToPath(new URL(".", import.meta.url))),
  "lingui.config.ts",
);
const setupFile = fileURLToPath(new URL("./vitest.setup.ts", import.meta.url));

/**
 * The React plugins every package and app compiles with. Lingui's macros are compiled by its
 * native transform (Babel is no longer in the build; plugin-react 6 compiles JSX with Oxc).
 */
export function reactPlugins() {
  return [react(), lingui({ configPath: linguiConfig, macroTransform: true })];
}

/** Unit tests for one package: jsdom (or node), tests beside the code. */
export function unitTestConfig(environment = "jsdom") {
  return defineConfig({
    plugins: reactPlugins(),
    test: {
      environment,
      include: ["src/**/*.test.{ts,tsx}", "{bin,scripts}/**/*.test.{ts,mjs}"],
      setupFiles: [setupFile],
      restoreMocks: true,
      // turbo runs several packages' suites at once on a 2-core runner; a jsdom test that types
      // into a form can need more than the default 5 s there without anything being wrong.
      testTimeout: 20_000,
    },
  });
}
