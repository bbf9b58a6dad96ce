import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess } from "../testing/apiProcess";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/throwawayPostgres";
import { openApiDatabase } from "../features";

// Its own cluster, so its log holds only what these tests caused.
let postgres: ThrowawayPostgres;
beforeAll(async () => {
  postgres = await startThrowawayPostgres();
});
afterAll(() => postgres?.stop());

async function emptyDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What PostgreSQL logged as an error (or worse) since `from` lines into its log. */
function loggedErrors(from = 0): string[] {
  return readFileSync(postgres.logFile, "utf8")
    .split("\n")
    .slice(from)
    .filter((line) => /\b(ERROR|FATAL|PANIC):/.test(line));
}
const logLength = () => readFileSync(postgres.logFile, "utf8").split("\n").length - 1;

describe("first start of several instances at once on an empty PostgreSQL database", () => {
  it("lets every migrator finish, and PostgreSQL logs no error", async () => {
    const url = await emptyDatabase("concurrent_migrators");
    const from = logLength();
    const databases = await Promise.all(
      Array.from({ length: 4 }, () => openApiDatabase({ url, path: ":memory:" })),
    );
    await Promise.all(databases.map((database) => database.close()));
    expect(loggedErrors(from)).toEqual([]);
  });

  it("brings up two API processes started at the same moment, and PostgreSQL logs no error", async () => {
    const url = await emptyDatabase("concurrent_servers");
    const from = logLength();
    const location = { location: { url, path: ":memory:" } };
    const servers = await Promise.all([startApiProcess(location), startApiProcess(location)]);
    try {
      for (const server of servers) {
        expect((await fetch(server.url("/healthz"))).status).toBe(200);
        const verified = await fetch(server.url("/user/referral/verify/"), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ referral: "GOLDFRIEND" }),
        });
        expect(await verified.json()).toEqual({ valid: true });
      }
      for (const server of servers) server.child.kill("SIGTERM");
      for (const server of servers) expect((await server.exited)[0]).toBe(0);
      for (const server of servers) expect(server.output()).not.toMatch(/error/i);
      expect(loggedErrors(from)).toEqual([]);
    } finally {
      servers.forEach((server) => server.kill());
    }
  });
});
