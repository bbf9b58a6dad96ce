// The unit tests' setup registers jest-dom's matchers (vitest.setup.ts): their types, over the
// browser-mode ones Vitest 5 declares under the same names (its toHaveTextContent takes no RegExp).
/// <reference types="@testing-library/jest-dom/vitest" />
import type { PluginOption } from "vite";
import type { UserConfig } from "vitest/config";

export declare function reactPlugins(): PluginOption[];
export declare function unitTestConfig(environment?: "jsdom" | "node"): UserConfig;
