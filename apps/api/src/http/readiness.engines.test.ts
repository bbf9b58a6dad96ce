import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { rawConnection, startApiProcess } from "../testing/apiProcess";
import { sample } from "../testing/metricsText";
import { testAdminToken, testApi, testEngine, type TestApi } from "../testing/testApi";
import { startThrowawayPostgres } from "../testing/throwawayPostgres";
import { readinessState } from "./readiness";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function api(...args: Parameters<typeof testApi>): Promise<TestApi> {
  const made = await testApi(...args);
  cleanups.push(() => made.dispose());
  return made;
}

async function apiProcess(...args: Parameters<typeof startApiProcess>) {
  const started = await startApiProcess(...args);
  cleanups.push(() => void started.kill());
  return started;
}

const admin = { Authorization: `Bearer ${testAdminToken}` };

async function readyzUntil(url: string, status: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetch(url)).status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered ${status}`);
}

describe(`/healthz and /readyz in the app (${testEngine})`, () => {
  it("is not ready until migrated and from the shutdown on; live all along", async () => {
    const readiness = readinessState("starting");
    const { app } = await api({}, {}, { readiness });
    const readyz = () => app.request("/readyz");

    expect((await readyz()).status).toBe(503);
    expect(await (await readyz()).json()).toEqual({
      status: "error",
      message: "Starting: the database migrations are not done yet",
    });
    expect((await app.request("/healthz")).status).toBe(200);
    // Nothing else is served before the tables are there; a client is told to come back.
    const early = await app.request("/user/referral/verify/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ referral: "GOLDFRIEND" }),
    });
    expect(early.status).toBe(503);
    expect(early.headers.get("Retry-After")).toBe("1");
    const metrics = await app.request("/metrics", { headers: admin });
    expect(sample(await metrics.text(), "gw_ready")).toBe(0);

    readiness.migrated();
    expect((await readyz()).status).toBe(200);
    expect(await (await readyz()).json()).toEqual({ status: "ok" });
    expect((await readyz()).headers.get("Cache-Control")).toBe("no-store");
    expect(
      sample(await (await app.request("/metrics", { headers: admin })).text(), "gw_ready"),
    ).toBe(1);

    readiness.stopping();
    expect((await readyz()).status).toBe(503);
    expect(await (await readyz()).json()).toMatchObject({ message: "Shutting down" });
    expect((await app.request("/healthz")).status).toBe(200);
  });
});

describe(`/readyz in the server process (${testEngine})`, () => {
  it("answers 503 to a probe that arrives during the shutdown", async () => {
    const server = await apiProcess(await api());
    expect((await fetch(server.url("/readyz"))).status).toBe(200);
    // A probe whose request has begun (a connection in use) when the signal comes.
    const probe = rawConnection(server.port);
    probe.send("GET /readyz HTTP/1.1\r\nHost: api\r\n");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    while (!server.output().includes("finishing requests in flight"))
      await new Promise((resolve) => setTimeout(resolve, 20));
    probe.send("\r\n");
    const answer = await probe.receivedMatching(/Shutting down/);
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    const [code] = await server.exited;
    expect(code).toBe(0);
  });

  it.runIf(testEngine === "postgres")(
    "answers 503 until its migrations are done (another instance holds the migration lock)",
    async () => {
      const fresh = await api();
      await fresh.db.close();
      const migrator = new pg.Client({ connectionString: fresh.location.url });
      await migrator.connect();
      cleanups.push(() => migrator.end());
      // migrationLock.ts's key: an instance migrating elsewhere.
      await migrator.query("SELECT pg_advisory_lock(4711018)");

      const server = await apiProcess(fresh, { API_ADMIN_TOKEN: testAdminToken }, "Listening on");
      expect((await fetch(server.url("/healthz"))).status).toBe(200);
      const readyz = await fetch(server.url("/readyz"));
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({ message: /migrations are not done/ });
      const metrics = await fetch(server.url("/metrics"), { headers: admin });
      expect(sample(await metrics.text(), "gw_ready")).toBe(0);

      await migrator.query("SELECT pg_advisory_unlock(4711018)");
      await readyzUntil(server.url("/readyz"), 200);
      expect(server.output()).toContain("API on");
    },
  );

  it.runIf(testEngine === "postgres")(
    "answers 503 while the database does not answer, and still serves /healthz and /metrics",
    async () => {
      const postgres = await startThrowawayPostgres();
      let stopped = false;
      cleanups.push(() => void (stopped || postgres.stop()));
      const folder = mkdtempSync(join(tmpdir(), "gw-readyz-"));
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
      const server = await apiProcess(
        { location: { url: postgres.url, path: join(folder, "unused.sqlite") } },
        { API_ADMIN_TOKEN: testAdminToken },
      );
      expect((await fetch(server.url("/readyz"))).status).toBe(200);

      postgres.stop();
      stopped = true;
      // Whatever queries were under way fail; the process goes on.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const readyz = await fetch(server.url("/readyz"));
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({ message: "The database does not answer" });
      expect((await fetch(server.url("/healthz"))).status).toBe(200);
      const metrics = await fetch(server.url("/metrics"), { headers: admin });
      expect(metrics.status).toBe(200);
      expect(sample(await metrics.text(), "gw_ready")).toBe(0);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
