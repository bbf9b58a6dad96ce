import { defineConfig } from "vitest/config";

// Real SMTP and HTTP over loopback: a loaded 2-core machine needs more than the default 5 s.
export default defineConfig({ test: { environment: "node", testTimeout: 60_000 } });
