import type { ContactRequest } from "@gw/api-client/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { siteOrigins } from "./config";
import { testAdminToken, testApi, type TestApi } from "./testing/testApi";

let api: TestApi;
beforeEach(async () => {
  api = await testApi();
});
afterEach(() => api.dispose());

describe("GET /healthz", () => {
  it("answers 200", async () => {
    const response = await api.app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("POST /v1/contact/request/", () => {
  it("stores a valid request and answers 201 with a message in the request's language", async () => {
    const response = await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ locale: "zh" }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: "success",
      message: "感谢您的联系，您的留言已发送。",
    });
    expect(await api.storedCount()).toBe(1);
  });

  it("stores the trimmed fields and the referral data, but not the captcha token", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({
        message: "  Hello from the test suite  ",
        referral_payload: { code: "GOLDFRIEND", n: 1 },
      }),
    );
    const [stored] = await api.listStored();
    expect(stored).toMatchObject({
      id: 1,
      created_at: "2026-01-01T00:00:00.000Z",
      message: "Hello from the test suite",
      referral_payload: { code: "GOLDFRIEND", n: 1 },
      full_name: "Ada Lovelace",
    });
    expect(stored).not.toHaveProperty("token");
  });

  it("gives referral data back key for key, even keys a prototype also has", async () => {
    const payload = JSON.parse('{"constructor": "x", "prototype": 1, "__proto__": {"a": 2}}');
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ referral_payload: payload }),
    );
    const [stored] = await api.listStored();
    expect(Object.keys(stored!.referral_payload!)).toEqual([
      "constructor",
      "prototype",
      "__proto__",
    ]);
  });

  const oversized = JSON.stringify({ padding: "x".repeat(40 * 1024) });

  it.each([
    ["malformed JSON", '{"email": ', 400, "Body is not valid JSON"],
    ["a JSON array", "[]", 400, "Body must be a JSON object"],
    ["a wrong-typed field", { source: 42 }, 400, "source must be a string"],
    ["an invalid e-mail", { email: "ada@example" }, 400, "email must be a valid e-mail address"],
    ["a short message", { message: "Too short" }, 400, "message must be at least 10 characters"],
    ["an unknown field", { is_admin: true }, 400, 'Unknown field "is_admin"'],
    [
      "a very long string",
      { full_name: "A".repeat(201) },
      400,
      "full_name must be at most 200 characters",
    ],
    ["an unsupported locale", { locale: "fr" }, 400, "locale must be one of en, zh"],
    ["an oversized body", oversized, 413, "Body is larger than 32768 bytes"],
  ])("refuses %s with a reason and stores nothing", async (_, input, status, message) => {
    const body =
      typeof input === "string"
        ? input
        : JSON.stringify({ ...(await api.validContact()), ...(input as object) });
    const response = await api.postJson("/v1/contact/request/", body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ status: "error", message });
    expect(await api.storedCount()).toBe(0);
  });

  it("refuses a missing field", async () => {
    const withoutEmail: Partial<ContactRequest> = await api.validContact();
    delete withoutEmail.email;
    const response = await api.postJson("/v1/contact/request/", withoutEmail);
    expect(await response.json()).toEqual({ status: "error", message: "email is required" });
    expect(await api.storedCount()).toBe(0);
  });

  it("refuses deeply nested referral data, which would exhaust the stack when stored", async () => {
    const nested = `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const body = JSON.stringify(
      await api.validContact({ referral_payload: { marker: true } }),
    ).replace('{"marker":true}', nested);
    const response = await api.postJson("/v1/contact/request/", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "error",
      message: "referral_payload must not be nested more than 8 levels deep",
    });
    expect(await api.storedCount()).toBe(0);
  });

  it("refuses a body that is not declared as JSON", async () => {
    const response = await api.app.request("/v1/contact/request/", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(await api.validContact()),
    });
    expect(response.status).toBe(415);
    expect(await api.storedCount()).toBe(0);
  });

  it.each([
    ["application/json-patch+json", "Content-Type must be application/json"],
    ["application/jsonx", "Content-Type must be application/json"],
    [
      "application/json; charset=utf-16",
      'JSON must be sent as UTF-8 (charset=utf-8), not "utf-16"',
    ],
    [
      "application/json; charset=iso-8859-1",
      'JSON must be sent as UTF-8 (charset=utf-8), not "iso-8859-1"',
    ],
  ])("refuses the Content-Type %j with 415 and a reason", async (contentType, message) => {
    const response = await api.app.request("/v1/contact/request/", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: JSON.stringify(await api.validContact()),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ status: "error", message });
    expect(await api.storedCount()).toBe(0);
  });

  it("reads application/json with charset=UTF-8, in any case", async () => {
    const response = await api.postJson("/v1/contact/request/", await api.validContact(), {
      "Content-Type": "Application/JSON; Charset=UTF-8",
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ["a field", { message: "Hello there \ud800 friend" }, "message"],
    ["a referral value", { referral_payload: { code: "a\udfffb" } }, "code"],
    ["a referral key", { referral_payload: { "k\ud83d": 1 } }, "k\ud83d"],
  ])("refuses a lone surrogate in %s with 400, and stores nothing", async (_, change, where) => {
    // JSON.stringify writes a lone surrogate as its escape (`"\\ud800"`), as a client sends it.
    const body = JSON.stringify({ ...(await api.validContact()), ...change });
    expect(body).toMatch(/\\ud[89a-f]/);
    const response = await api.postJson("/v1/contact/request/", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "error",
      message: `"${where}" holds a lone UTF-16 surrogate, which is no character`,
    });
    expect(await api.storedCount()).toBe(0);
  });

  it("refuses NUL, which PostgreSQL cannot store, on either engine alike", async () => {
    const response = await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ message: "Hello there\u0000 friend" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "error",
      message: '"message" holds a NUL character, which cannot be stored',
    });
    expect(await api.storedCount()).toBe(0);
  });

  it("stores characters outside the basic plane (surrogate pairs) exactly as sent", async () => {
    const message = "Gold bars 🪙 and 𠀋, as sent";
    await api.postJson("/v1/contact/request/", await api.validContact({ message }));
    expect((await api.listStored())[0]?.message).toBe(message);
  });

  it("refuses a body that is not valid UTF-8 with 400, rather than storing U+FFFD", async () => {
    const json = new TextEncoder().encode(
      JSON.stringify(await api.validContact({ message: "Hello XXthere friend" })),
    );
    const at = new TextDecoder().decode(json).indexOf("XX");
    json.set([0xff, 0xfe], at);
    const response = await api.app.request("/v1/contact/request/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: json,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", message: "Body is not valid UTF-8" });
    expect(await api.storedCount()).toBe(0);
  });

  it("refuses an expired captcha token", async () => {
    const payload = await api.validContact();
    api.clock.now += 31 * 60 * 1000;
    const response = await api.postJson("/v1/contact/request/", payload);
    expect(await response.json()).toEqual({
      status: "error",
      message: "Captcha challenge has expired; solve a new one",
      code: "captcha",
    });
    expect(response.status).toBe(400);
  });

  it("answers 429 once a client exceeds its limit, per client, until the minute has passed", async () => {
    await api.dispose();
    api = await testApi({ rateLimitPerMinute: 3 });
    const send = async (client: string) =>
      api.postJson("/v1/contact/request/", await api.validContact(), { "X-Test-Client": client });
    for (let i = 0; i < 3; i += 1) expect((await send("a")).status).toBe(201);
    const limited = await send("a");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ status: "error" });
    expect((await send("b")).status).toBe(201);
    api.clock.now += 60_000;
    expect((await send("a")).status).toBe(201);
    expect(await api.storedCount()).toBe(5);
  });
});

describe("GET /v1/contact/requests", () => {
  it("lists stored requests newest first, optionally for one e-mail", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ email: "first@example.com" }),
    );
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ email: "second@example.com" }),
    );
    const all = await api.listStored();
    expect(all.map((row) => row.email)).toEqual(["second@example.com", "first@example.com"]);
    const one = await api.listStored("?email=first@example.com");
    expect(one).toHaveLength(1);
  });

  it.each([
    ["no", undefined],
    ["a wrong", "Bearer nope"],
    ["a malformed", testAdminToken],
  ])("answers 401 to %s token", async (_, authorization) => {
    const response = await api.app.request("/v1/contact/requests", {
      headers: authorization ? { Authorization: authorization } : {},
    });
    expect(response.status).toBe(401);
  });

  it("takes limit and email together", async () => {
    for (const email of ["a@example.com", "b@example.com", "a@example.com"])
      await api.postJson("/v1/contact/request/", await api.validContact({ email }));
    expect(await api.listStored("?limit=1")).toHaveLength(1);
    expect(await api.listStored("?limit=1000&email=a%40example.com")).toHaveLength(2);
  });

  it.each([
    ["?limit=2.5", "limit must be a whole number from 1 to 1000"],
    ["?limit=0", "limit must be a whole number from 1 to 1000"],
    ["?limit=-1", "limit must be a whole number from 1 to 1000"],
    ["?limit=1001", "limit must be a whole number from 1 to 1000"],
    ["?limit=1e3", "limit must be a whole number from 1 to 1000"],
    ["?limit=", "limit must be a whole number from 1 to 1000"],
    ["?limit=abc", "limit must be a whole number from 1 to 1000"],
    ["?limit=99999999999999999999", "limit must be a whole number from 1 to 1000"],
    ["?email=not-an-address", "email must be a valid e-mail address"],
    ["?email=", "email must be a valid e-mail address"],
    [`?email=${"a".repeat(250)}%40example.com`, "email must be at most 254 characters"],
    ["?email=a%00b%40example.com", '"email" holds a NUL character, which cannot be stored'],
    ["?limit=1&limit=2", '"limit" is given more than once'],
    ["?offset=10", 'Unknown query parameter "offset"'],
    ["?limit=5&sort=asc", 'Unknown query parameter "sort"'],
  ])("refuses %s with 400 and a reason", async (query, message) => {
    const response = await api.listResponse(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: "error", message });
  });

  it("is rate limited per client, and wrong tokens count too", async () => {
    await api.dispose();
    api = await testApi({ rateLimitPerMinute: 3 });
    const list = (authorization: string, client = "guesser") =>
      api.app.request("/v1/contact/requests", {
        headers: { Authorization: authorization, "X-Test-Client": client },
      });
    for (let i = 0; i < 3; i += 1) expect((await list("Bearer guess")).status).toBe(401);
    const limited = await list(`Bearer ${testAdminToken}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ status: "error" });
    expect((await list(`Bearer ${testAdminToken}`, "admin")).status).toBe(200);
    api.clock.now += 60_000;
    expect((await list(`Bearer ${testAdminToken}`)).status).toBe(200);
  });

  it("is off (404) when no admin token is configured", async () => {
    await api.dispose();
    api = await testApi({ adminToken: undefined });
    expect((await api.listResponse()).status).toBe(404);
  });
});

describe("POST /user/referral/verify/", () => {
  it.each([
    ["GOLDFRIEND", true],
    [" goldfriend ", true],
    ["NOTACODE", false],
  ])("says whether %j is valid", async (referral, valid) => {
    const response = await api.postJson("/user/referral/verify/", { referral });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid });
  });

  it.each([{}, { referral: "" }, { referral: "A".repeat(65) }, { referral: 7 }])(
    "refuses %j",
    async (body) => {
      const response = await api.postJson("/user/referral/verify/", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: "error" });
    },
  );
});

describe("CORS", () => {
  const [siteOrigin] = siteOrigins(process.env);

  it("allows the site origins", async () => {
    const response = await api.app.request("/v1/contact/request/", {
      method: "OPTIONS",
      headers: { Origin: siteOrigin!, "Access-Control-Request-Method": "POST" },
    });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe(siteOrigin);
  });

  it("lets the site send an Idempotency-Key", async () => {
    const response = await api.app.request("/v1/contact/request/", {
      method: "OPTIONS",
      headers: {
        Origin: siteOrigin!,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });
    expect(response.headers.get("Access-Control-Allow-Headers")).toMatch(/Idempotency-Key/i);
  });

  it("does not allow other origins", async () => {
    const response = await api.app.request("/healthz", {
      headers: { Origin: "https://evil.example" },
    });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("restart", () => {
  it("keeps stored requests", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({ email: "kept@example.com" }),
    );
    await api.restart();
    const [stored] = await api.listStored();
    expect(stored).toMatchObject({ email: "kept@example.com" });
    expect(await api.storedCount()).toBe(1);
  });
});
