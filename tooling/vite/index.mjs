// Plain JavaScript, so every config loader (vite's bundling loader, vitest's, Storybook's) can
// import it from node_modules without compiling it first.
import { createRequire } from "node:module";
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
// Resolved here, where it is a dependency, not from each app's folder.
const linguiMacro = createRequire(import.meta.url).resolve("@lingui/babel-plugin-lingui-macro");
const setupFile = fileURLToPath(new URL("./vitest.setup.ts", import.meta.url));

/** The React plugins every package and app compiles with: Lingui macros need Babel. */
export function reactPlugins() {
  return [react({ babel: { plugins: [linguiMacro] } }), lingui({ configPath: linguiConfig })];
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
