import { defineConfig } from "vitest/config";

// Property tests send hundreds of requests to a real SQLite file; a busy machine needs the time.
export default defineConfig({
  test: { environment: "node", include: ["src/**/*.test.ts"], testTimeout: 120_000 },
});
