import { preregistrationTag } from "@gw/api-client/schemas";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiRetention, openApiDatabase } from "../features";
import { testApi, testEngine, type TestApi } from "../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../testing/testOutbox";
import {
  retentionLockKey,
  runRetention,
  startRetention,
  type RetentionCounts,
} from "./retentionJob";

let api: TestApi;
let outbox: TestOutbox;
beforeEach(async () => {
  api = await testApi();
  outbox = await testOutbox(api);
});
afterEach(async () => {
  await outbox.close();
  await api.dispose();
});

const start = Date.parse("2026-01-01T00:00:00Z");
const day = 24 * 60 * 60_000;
const none: RetentionCounts = {
  contactRequests: 0,
  endedMessages: 0,
  endedAlerts: 0,
  unconfirmedAlerts: 0,
  cancelledSubscriptions: 0,
  unconfirmedSubscriptions: 0,
  unconfirmedMailRecipients: 0,
  idempotencyKeys: 0,
  dailyCounts: 0,
  countBatches: 0,
};

function follow(link: string, form?: Record<string, string>) {
  const { pathname, search } = new URL(link);
  return api.app.request(`${pathname}${search}`, {
    method: "POST",
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

const preregister = async (email: string) =>
  api.postJson(
    "/v1/contact/request/",
    await api.validContact({
      email,
      full_name: preregistrationTag.fullName,
      message: preregistrationTag.message,
    }),
  );
const alert = async (email: string) =>
  api.postJson("/v1/price-alerts/", {
    email,
    metal: "gold",
    currency: "AUD",
    direction: "above",
    target: 9_999_999,
    hostname: "localhost",
    locale: "en",
    token: await api.solvedToken(),
  });

/** What each table holds, by the kind of row the periods speak of. */
async function left() {
  const db = api.db.db;
  return {
    contactRequests: (await db.selectFrom("contact_requests").select("email").execute()).length,
    messages: (await outbox.rows()).length,
    alerts: (
      await db.selectFrom("price_alerts").select(["email", "state"]).orderBy("id").execute()
    ).map((row) => `${row.email} ${row.state}`),
    subscriptions: (
      await db.selectFrom("email_subscriptions").select(["email", "state"]).orderBy("id").execute()
    ).map((row) => `${row.email} ${row.state}`),
  };
}

/** The retention job with the clock at `at` from the start. */
const runAt = (at: number) => runRetention(api.db, apiRetention, () => new Date(start + at));

describe(`retention (${testEngine})`, () => {
  it("deletes exactly what each period says, when it says", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ email: "ada@example.com" }),
    );
    for (const email of ["pending@example.com", "confirmed@example.com", "cancelled@example.com"])
      await preregister(email);
    for (const email of ["pending-alert@example.com", "active@example.com", "ended@example.com"])
      await alert(email);
    await outbox.deliverDue();
    const link = (to: string, path: string) => linkIn(outbox.mailTo(to)[0]!, path);
    const base = "http://localhost:8787/v1";
    await follow(link("confirmed@example.com", `${base}/preregistration/confirm`));
    await follow(link("cancelled@example.com", `${base}/preregistration/cancel`));
    await follow(link("active@example.com", `${base}/price-alerts/confirm`));
    await follow(link("ended@example.com", `${base}/price-alerts/confirm`));
    await follow(link("ended@example.com", `${base}/price-alerts/cancel`), { scope: "one" });

    const everything = {
      contactRequests: 4, // the preregistrations are contact requests too
      messages: 8,
      alerts: [
        "pending-alert@example.com pending",
        "active@example.com active",
        "ended@example.com cancelled",
      ],
      subscriptions: [
        "pending@example.com pending",
        "confirmed@example.com confirmed",
        "cancelled@example.com unsubscribed",
      ],
    };
    expect(await left()).toEqual(everything);

    expect(await runAt(day - 1)).toEqual(none);
    expect(await runAt(day + 1)).toEqual({ ...none, unconfirmedMailRecipients: 7 });
    expect(await runAt(7 * day)).toEqual(none);
    expect(await runAt(7 * day + 1)).toEqual({
      ...none,
      unconfirmedAlerts: 1,
      unconfirmedSubscriptions: 1,
    });
    expect(await runAt(30 * day)).toEqual(none);
    expect(await runAt(30 * day + 1)).toEqual({
      ...none,
      endedMessages: 8,
      endedAlerts: 1,
      cancelledSubscriptions: 1,
    });
    const twoYears = Date.parse("2028-01-01T00:00:00Z") - start;
    expect(await runAt(twoYears)).toEqual(none);
    expect(await runAt(twoYears + 1)).toEqual({ ...none, contactRequests: 4 });
    // What the visitors still want stays: the confirmed preregistration and the active alert.
    expect(await left()).toEqual({
      contactRequests: 0,
      messages: 0,
      alerts: ["active@example.com active"],
      subscriptions: ["confirmed@example.com confirmed"],
    });
  });

  it("runs in the API process on its own, now and then on its interval", async () => {
    await preregister("pending@example.com");
    const job = startRetention(api.db, apiRetention, {
      everyMs: 20,
      now: () => new Date(start + 8 * day),
    });
    for (let wait = 0; (await left()).subscriptions.length > 0 && wait < 100; wait++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await job.stop();
    expect((await left()).subscriptions).toEqual([]);
  });

  it.runIf(testEngine === "postgres")(
    "runs on one instance at a time: another that finds it running skips the round",
    async () => {
      await preregister("pending@example.com");
      const other = await openApiDatabase(api.location);
      try {
        await api.db.db.transaction().execute(async (trx) => {
          await sql`SELECT pg_advisory_xact_lock(${retentionLockKey})`.execute(trx);
          expect(
            await runRetention(other, apiRetention, () => new Date(start + 8 * day)),
          ).toBeUndefined();
        });
        expect(
          await runRetention(other, apiRetention, () => new Date(start + 8 * day)),
        ).toMatchObject({
          unconfirmedSubscriptions: 1,
        });
      } finally {
        await other.close();
      }
    },
  );
});
