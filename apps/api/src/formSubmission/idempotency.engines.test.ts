import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "./testing/testApi";

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(() => api.dispose());

describe(`Idempotency-Key on POST /v1/contact/request/ (${testEngine})`, () => {
  const key = "7f1c2a9e-1b3d-4c5e-8f70-000000000001";

  it("stores a request once per key and answers a repeat with the first answer", async () => {
    const contact = await api.validContact({ email: "once@example.com" });
    const first = await api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const repeat = await api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await repeat.json()).toEqual(await first.json());
    expect(await api.storedCount()).toBe(1);
  });

  it("stores concurrent duplicates once", async () => {
    const contact = await api.validContact();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(await api.storedCount()).toBe(1);
  });

  it("stores requests with different keys (or none) separately", async () => {
    for (const headers of [
      { "Idempotency-Key": `${key}-a` } as Record<string, string>,
      { "Idempotency-Key": `${key}-b` },
      {},
    ])
      expect(
        (await api.postJson("/v1/contact/request/", await api.validContact(), headers)).status,
      ).toBe(201);
    expect(await api.storedCount()).toBe(3);
  });

  it("keeps the key across a restart", async () => {
    const contact = await api.validContact();
    await api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key });
    await api.restart();
    const repeat = await api.postJson("/v1/contact/request/", contact, { "Idempotency-Key": key });
    expect(repeat.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await api.storedCount()).toBe(1);
  });

  it("refuses a malformed key and stores nothing", async () => {
    const response = await api.postJson("/v1/contact/request/", await api.validContact(), {
      "Idempotency-Key": "no spaces allowed",
    });
    expect(response.status).toBe(400);
    expect(await api.storedCount()).toBe(0);
  });

  it("does not record a refused request under its key", async () => {
    const refused = await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ token: "not-a-token" }),
      { "Idempotency-Key": key },
    );
    expect(refused.status).toBe(400);
    const retried = await api.postJson("/v1/contact/request/", await api.validContact(), {
      "Idempotency-Key": key,
    });
    expect(retried.status).toBe(201);
    expect(await api.storedCount()).toBe(1);
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
