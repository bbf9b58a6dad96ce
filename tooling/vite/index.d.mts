import type { PluginOption } from "vite";
import type { UserConfig } from "vitest/config";

export declare function reactPlugins(): PluginOption[];
export declare function unitTestConfig(environment?: "jsdom" | "node"): UserConfig;

// Vitest 5's types bring in its browser mode's matchers, whose `toHaveTextContent` takes no
// RegExp and hides jest-dom's (vitest.setup.ts installs jest-dom for the jsdom suites, which
// match text with patterns): declared here, on the interface itself, so both signatures stand.
declare module "vitest" {
  interface Assertion<T = any> {
    toHaveTextContent(
      text?: string | number | RegExp,
      options?: { normalizeWhitespace: boolean },
    ): T extends Promise<unknown> ? Promise<void> : void;
  }
}
