import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  storedContactRequestSchema,
  type ContactRequest,
  type StoredContactRequest,
} from "@gw/api-client/schemas";
import * as v from "valibot";
import { exampleContactRequest } from "@gw/api-client/testing";
import pg from "pg";
import { inject } from "vitest";
import { siteOrigins } from "../config";
import type { CaptchaConfig } from "../features/captcha/captchaConfig";
import { composeFeatures } from "../composeFeatures";
import { createApp, type AppDependencies } from "../createApp";
import type { DatabaseEngine, DatabaseLocation } from "../database/openDatabase";
import { openApiDatabase } from "../features";
import type { MailConfig } from "../mail/mailConfig";
import { readMailConfig } from "../mail/mailConfig";
import { solvedCaptchaToken, testCaptchaConfig } from "./solveCaptcha";
import { testPrices, type TestPriceOptions } from "./testPrices";

export const testAdminToken = "test-admin-token";

/** Which engine this test project runs on (vitest.config.ts runs the suite once per engine). */
export const testEngine: DatabaseEngine =
  process.env.API_TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

let databasesMade = 0;

/** A fresh, empty database: a SQLite file in a temporary folder, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<{
  location: DatabaseLocation;
  remove(): Promise<void>;
}> {
  const folder = mkdtempSync(join(tmpdir(), "gw-api-"));
  const path = join(folder, "api.sqlite");
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (testEngine === "sqlite") return { location: { path }, remove: async () => removeFolder() };
  const adminUrl = inject("postgresUrl");
  const name = `gw_test_${process.pid}_${++databasesMade}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { path, url: url.toString() },
    async remove() {
      removeFolder();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/**
 * A fresh API on a real database (the project's engine), with a clock the test moves. Each built
 * instance has its own price service (development provider unless `prices` names another).
 */
export async function testApi(
  config: Partial<AppDependencies["config"] & { mail: MailConfig; captcha: CaptchaConfig }> = {},
  prices: TestPriceOptions = {},
  /** Dependencies a test sets itself (the process's readiness). */
  dependencies: Pick<AppDependencies, "readiness"> = {},
) {
  const { location, remove } = await freshDatabase();
  const clock = { now: Date.parse("2026-01-01T00:00:00Z") };
  let db = await openApiDatabase(location);
  const priceInstances: ReturnType<ReturnType<typeof testPrices>["observed"]>[] = [];
  const build = (database = db) => {
    const instancePrices = testPrices(prices);
    const appConfig = {
      adminToken: testAdminToken,
      rateLimitPerMinute: 10_000,
      bodyLimitBytes: 32 * 1024,
      corsOrigins: siteOrigins(process.env),
      trustProxy: false,
      proxyToken: undefined,
      mail: readMailConfig({}, 8787),
      captcha: testCaptchaConfig,
      prices: instancePrices.config,
      analytics: { flushEveryMs: 5_000 },
      ...config,
    };
    const features = composeFeatures({
      db: database,
      config: appConfig,
      now: () => clock.now,
      prices: instancePrices.overrides,
    });
    priceInstances.push(instancePrices.observed(features.prices));
    if (database === db) flushCounts = () => features.counts.flusher.flush();
    return createApp({
      db: database,
      config: appConfig,
      features,
      now: () => clock.now,
      clientKey: (c) => c.req.header("X-Test-Client") ?? "default",
      ...dependencies,
    });
  };
  /** Writes the counts `app`'s instance holds in memory, as its stop would. */
  let flushCounts!: () => Promise<void>;
  let app = build();
  const others: Awaited<ReturnType<typeof openApiDatabase>>[] = [];
  let tokensSolved = 0;

  return {
    clock,
    location,
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    flushCounts: () => flushCounts(),
    /** The price service, close store and recorder of each instance built, the first first. */
    prices: priceInstances,
    /** Closes the database and opens it again, as a restarted server would. */
    async restart() {
      await db.close();
      db = await openApiDatabase(location);
      app = build();
    },
    /** Another API instance on the same database, as a second server behind a load balancer. */
    async secondInstance() {
      const other = await openApiDatabase(location);
      others.push(other);
      return build(other);
    },
    postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
      return app.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    listResponse(query = "") {
      return app.request(`/v1/contact/requests${query}`, {
        headers: { Authorization: `Bearer ${testAdminToken}` },
      });
    },
    async listStored(query = ""): Promise<StoredContactRequest[]> {
      // Checked, not cast: the listing must keep the shape the schema promises.
      const body: unknown = await (await this.listResponse(query)).json();
      return v.parse(v.array(storedContactRequestSchema), body);
    },
    async storedCount(): Promise<number> {
      const row = await db.db
        .selectFrom("contact_requests")
        .select((select) => select.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    /**
     * A token as a browser would send it: a challenge from this API, solved. Each asks as a
     * client of its own, so a test's rate limits count only the calls it makes itself.
     */
    solvedToken: () =>
      solvedCaptchaToken((path) =>
        app.request(path, { headers: { "X-Test-Client": `solver-${++tokensSolved}` } }),
      ),
    async validContact(change: Partial<ContactRequest> = {}): Promise<ContactRequest> {
      return { ...exampleContactRequest, token: await this.solvedToken(), ...change };
    },
    async dispose() {
      await Promise.all(priceInstances.map((instance) => instance.stop()));
      await Promise.all(others.map((other) => other.close()));
      await db.close();
      await remove();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof testApi>>;
