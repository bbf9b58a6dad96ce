import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "./throwawayPostgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway cluster for the "postgres" test project; each test API gets its own database. */
export default async function setup(project: TestProject) {
  try {
    const postgres = await startThrowawayPostgres();
    project.provide("postgresUrl", postgres.url);
    return () => postgres.stop();
  } catch (error) {
    // Fail loudly (in CI and locally): the suite must run on both engines, never on a mock.
    throw new Error(
      `The API's PostgreSQL tests need a real PostgreSQL and none could be started.\n${String(error)}`,
    );
  }
}
