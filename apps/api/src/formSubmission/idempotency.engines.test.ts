import type { PriceAlertRequest } from "@gw/api-client/schemas";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../testing/testApi";

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(() => api.dispose());

const contactCall = "/v1/contact/request/";
const alertCall = "/v1/price-alerts/";
const key = "7f1c2a9e-1b3d-4c5e-8f70-000000000001";
const withKey = (value = key) => ({ "Idempotency-Key": value });

async function alertRequest(change: Partial<PriceAlertRequest> = {}): Promise<PriceAlertRequest> {
  return {
    email: "alert-visitor@example.com",
    metal: "gold",
    currency: "AUD",
    direction: "above",
    target: 99_999,
    hostname: "localhost",
    locale: "en",
    token: await api.solvedToken(),
    ...change,
  };
}

const alertCount = async () =>
  Number(
    (
      await api.db.db
        .selectFrom("price_alerts")
        .select((select) => select.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow()
    ).total,
  );

/** Another instance's answer to a request, as a second server behind a load balancer gives it. */
async function postTo(
  app: Awaited<ReturnType<TestApi["secondInstance"]>>,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Makes every insert into contact requests fail, as a database fault after the captcha step. */
async function failContactInserts(fail: boolean) {
  const db = api.db.db;
  if (testEngine === "sqlite") {
    await sql`DROP TRIGGER IF EXISTS fail_contact`.execute(db);
    if (fail)
      await sql`CREATE TRIGGER fail_contact BEFORE INSERT ON contact_requests BEGIN SELECT RAISE(ABORT, 'failing on purpose'); END`.execute(
        db,
      );
    return;
  }
  await sql`DROP TRIGGER IF EXISTS fail_contact ON contact_requests`.execute(db);
  if (!fail) return;
  await sql`CREATE OR REPLACE FUNCTION fail_on_purpose() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'failing on purpose'; END $$`.execute(
    db,
  );
  await sql`CREATE TRIGGER fail_contact BEFORE INSERT ON contact_requests FOR EACH ROW EXECUTE FUNCTION fail_on_purpose()`.execute(
    db,
  );
}

describe(`Idempotency-Key on POST /v1/contact/request/ (${testEngine})`, () => {
  it("stores a request once per key and answers a repeat with the first answer", async () => {
    const contact = await api.validContact({ email: "once@example.com" });
    const first = await api.postJson(contactCall, contact, withKey());
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const repeat = await api.postJson(contactCall, contact, withKey());
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await first.json());
    expect(await api.storedCount()).toBe(1);
  });

  it("stores concurrent duplicates once", async () => {
    const contact = await api.validContact();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.postJson(contactCall, contact, withKey())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(await api.storedCount()).toBe(1);
  });

  it("stores requests with different keys (or none) separately", async () => {
    for (const headers of [withKey(`${key}-a`), withKey(`${key}-b`), {}])
      expect((await api.postJson(contactCall, await api.validContact(), headers)).status).toBe(201);
    expect(await api.storedCount()).toBe(3);
  });

  it("keeps the key across a restart", async () => {
    const contact = await api.validContact();
    await api.postJson(contactCall, contact, withKey());
    await api.restart();
    const repeat = await api.postJson(contactCall, contact, withKey());
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await api.storedCount()).toBe(1);
  });

  it("refuses a malformed key and stores nothing", async () => {
    const response = await api.postJson(
      contactCall,
      await api.validContact(),
      withKey("no spaces allowed"),
    );
    expect(response.status).toBe(400);
    expect(await api.storedCount()).toBe(0);
  });

  it("does not record a refused captcha under its key", async () => {
    const refused = await api.postJson(
      contactCall,
      await api.validContact({ token: "not-a-token" }),
      withKey(),
    );
    expect(refused.status).toBe(400);
    const retried = await api.postJson(contactCall, await api.validContact(), withKey());
    expect(retried.status).toBe(201);
    expect(await api.storedCount()).toBe(1);
  });
});

describe(`A key is bound to its call and body, across two instances (${testEngine})`, () => {
  it("answers the same request from the other instance with the first answer", async () => {
    const other = await api.secondInstance();
    const contact = await api.validContact();
    const first = await api.postJson(contactCall, contact, withKey());
    const repeat = await postTo(other, contactCall, contact, withKey());
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await first.json());
    expect(await api.storedCount()).toBe(1);
  });

  it("refuses the key on another call with 422, changing nothing there", async () => {
    const other = await api.secondInstance();
    expect((await api.postJson(contactCall, await api.validContact(), withKey())).status).toBe(201);
    const alert = await alertRequest();
    const reused = await postTo(other, alertCall, alert, withKey());
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      status: "error",
      message: "Idempotency-Key was already used for another call",
    });
    expect(await alertCount()).toBe(0);
    // Its captcha solution was not spent: the same alert under a key of its own is created.
    expect((await postTo(other, alertCall, alert, withKey(`${key}-alert`))).status).toBe(201);
    expect(await alertCount()).toBe(1);
  });

  it("refuses the key with another body with 422, storing nothing", async () => {
    const other = await api.secondInstance();
    expect((await api.postJson(contactCall, await api.validContact(), withKey())).status).toBe(201);
    const changed = await api.validContact({ message: "Another message entirely" });
    const reused = await postTo(other, contactCall, changed, withKey());
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({
      status: "error",
      message: "Idempotency-Key was already used with another request body",
    });
    expect(reused.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await api.storedCount()).toBe(1);
    expect((await postTo(other, contactCall, changed, withKey(`${key}-2`))).status).toBe(201);
  });

  it("binds a key whose request was refused after the captcha step to that request", async () => {
    const other = await api.secondInstance();
    await api.app.request("/v1/prices/spot?currency=AUD");
    const ask = api.prices[0]!.service.latest("AUD")!.metals.gold.ask;
    const token = await api.solvedToken();
    const met = await api.postJson(
      alertCall,
      await alertRequest({ target: Math.floor(ask) - 100, token }),
      withKey(),
    );
    expect(met.status).toBe(400);
    const another = await alertRequest({ target: Math.floor(ask) + 100, token });
    expect((await postTo(other, alertCall, another, withKey())).status).toBe(422);
    expect(await (await postTo(other, alertCall, another, withKey(`${key}-2`))).json()).toEqual({
      status: "error",
      message: "Captcha solution has already been used",
      code: "captcha",
    });
    expect(await alertCount()).toBe(0);
  });
});

describe(`A request failing after the captcha step (${testEngine})`, () => {
  it("keeps its captcha solution for the request sent again, with or without a key", async () => {
    for (const headers of [{}, withKey()]) {
      const contact = await api.validContact();
      await failContactInserts(true);
      expect((await api.postJson(contactCall, contact, headers)).status).toBe(500);
      await failContactInserts(false);
      const again = await api.postJson(contactCall, contact, headers);
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    }
    expect(await api.storedCount()).toBe(2);
  });
});

describe(`Rate limit (${testEngine})`, () => {
  it("counts one allowance for a client across two app instances on one database", async () => {
    await api.dispose();
    api = await testApi({ rateLimitPerMinute: 4 });
    const other = await api.secondInstance();
    const send = (app: typeof other) =>
      app.request("/v1/captcha/challenge", { headers: { "X-Test-Client": "flood" } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(i % 2 ? other : api.app)).status);
    const accepted = statuses.filter((status) => status === 200).length;
    // Postgres shares the count; SQLite keeps it per process (one instance per file).
    expect(accepted).toBe(testEngine === "postgres" ? 4 : 6);
  });
});
