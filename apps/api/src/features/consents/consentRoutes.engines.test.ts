import { preregistrationTag } from "@gw/api-client/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testAdminToken, testApi, testEngine, type TestApi } from "../../testing/testApi";
import { linkIn, testOutbox, type TestOutbox } from "../../testing/testOutbox";

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

const consents = (query: string, token = testAdminToken) =>
  api.app.request(`/v1/consents${query}`, { headers: { Authorization: `Bearer ${token}` } });

describe(`what an address agreed to (${testEngine})`, () => {
  it("shows the admin each consent with the text of the wording it names", async () => {
    await api.postJson(
      "/v1/contact/request/",
      await api.validContact({
        email: "Wang@Example.com",
        locale: "zh",
        full_name: preregistrationTag.fullName,
        message: preregistrationTag.message,
      }),
    );
    await outbox.deliverDue();
    const confirm = linkIn(
      outbox.mailTo("wang@example.com")[0]!,
      "http://localhost:8787/v1/preregistration/confirm",
    );
    const { pathname, search } = new URL(confirm);
    api.clock.now += 60_000;
    await api.app.request(`${pathname}${search}`, { method: "POST" });

    const response = await consents("?email=WANG@example.com");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      consents: Record<string, unknown>[];
      wordings: Record<string, { en: string; zh: string }>;
    };
    expect(body.consents).toEqual([
      {
        kind: "preregistration",
        brand: "main",
        purpose: "cny_launch",
        state: "confirmed",
        locale: "zh",
        source: "https://goldwattle.com",
        wording: "cny-preregistration-v2",
        requestedAt: "2026-01-01T00:00:00.000Z",
        confirmedAt: "2026-01-01T00:01:00.000Z",
        endedAt: null,
      },
    ]);
    expect(body.wordings["cny-preregistration-v2"]!.en).toContain(
      "> Preregister with your e-mail address and get a 3-month fee discount coupon when we launch.",
    );
    expect(body.wordings["cny-preregistration-v2"]!.zh).toContain("> 确认我的邮箱地址");
  });

  it("answers only the admin, and only about one valid address", async () => {
    expect((await consents("?email=a@example.com", "wrong")).status).toBe(401);
    expect((await consents("")).status).toBe(400);
    expect((await consents("?email=not-an-address")).status).toBe(400);
    expect(await (await consents("?email=nobody@example.com")).json()).toEqual({
      email: "nobody@example.com",
      consents: [],
      wordings: {},
    });
  });
});
