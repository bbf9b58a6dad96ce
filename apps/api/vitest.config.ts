import { defineConfig } from "vitest/config";

/** The suites that touch storage run once per engine; pure unit tests run once. */
const engineSuites = [
  "src/createApp.test.ts",
  "src/features/contact/contactRequest.property.test.ts",
  "src/**/*.engines.test.ts",
];

// Property tests send hundreds of requests to a real database; a busy machine needs the time.
export default defineConfig({
  test: {
    environment: "node",
    // The logger's lines would bury the report; tests that read the log start a process.
    env: { LOG_LEVEL: "silent" },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "sqlite", include: ["src/**/*.test.ts"], env: { API_TEST_ENGINE: "sqlite" } },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: engineSuites,
          env: { API_TEST_ENGINE: "postgres" },
          // A real throwaway cluster (never a mock); fails the run loudly if none can start.
          globalSetup: ["src/testing/postgresGlobalSetup.ts"],
        },
      },
    ],
  },
});
