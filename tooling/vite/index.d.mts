import type { PluginOption } from "vite";
import type { UserConfig } from "vitest/config";

export declare function reactPlugins(): PluginOption[];
export declare function unitTestConfig(environment?: "jsdom" | "node"): UserConfig;
