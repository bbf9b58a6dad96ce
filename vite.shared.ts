import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";

const linguiConfig = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));
const setupFile = fileURLToPath(new URL("./vitest.setup.ts", import.meta.url));

/** The React plugins every package and app compiles with: Lingui macros need Babel. */
export function reactPlugins() {
  return [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui({ configPath: linguiConfig }),
  ];
}

/** Unit tests for one package: jsdom, tests beside the code. */
export function unitTestConfig(environment: "jsdom" | "node" = "jsdom") {
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
