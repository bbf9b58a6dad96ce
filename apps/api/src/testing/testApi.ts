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
import { developmentCaptcha } from "../captcha/developmentCaptcha";
import { siteOrigins } from "../config";
import { createApp, type AppDependencies } from "../createApp";
import { openDatabase } from "../database/openDatabase";

export const testAdminToken = "test-admin-token";

/** A fresh API on a real SQLite file in a temporary folder, with a clock the test moves. */
export function testApi(config: Partial<AppDependencies["config"]> = {}) {
  const folder = mkdtempSync(join(tmpdir(), "gw-api-"));
  const databasePath = join(folder, "api.sqlite");
  const clock = { now: Date.parse("2026-01-01T00:00:00Z") };
  const captcha = developmentCaptcha("test-secret", () => clock.now);
  let db = openDatabase(databasePath);
  const build = () =>
    createApp({
      db,
      config: {
        adminToken: testAdminToken,
        rateLimitPerMinute: 10_000,
        bodyLimitBytes: 32 * 1024,
        corsOrigins: siteOrigins(0),
        trustProxy: false,
        ...config,
      },
      captcha: { verifier: captcha, development: captcha },
      now: () => clock.now,
      clientKey: (c) => c.req.header("X-Test-Client") ?? "default",
    });
  let app = build();

  return {
    clock,
    captcha,
    get app() {
      return app;
    },
    get db() {
      return db;
    },
    /** Closes the database and opens the same file again, as a restarted server would. */
    restart() {
      db.close();
      db = openDatabase(databasePath);
      app = build();
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
    storedCount(): number {
      return (
        db.prepare("SELECT COUNT(*) AS total FROM contact_requests").get() as { total: number }
      ).total;
    },
    validContact(change: Partial<ContactRequest> = {}): ContactRequest {
      return { ...exampleContactRequest, token: captcha.issue().token, ...change };
    },
    dispose() {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type TestApi = ReturnType<typeof testApi>;
