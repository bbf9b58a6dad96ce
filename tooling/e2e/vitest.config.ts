import { defineConfig } from "vitest/config";

// Only the suite's own helpers have unit tests; the Playwright suites run under `e2e`.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], environment: "node" } });
