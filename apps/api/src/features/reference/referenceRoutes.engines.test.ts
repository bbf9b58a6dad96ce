import type { ReferencePrice } from "@gw/api-client/schemas";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { readReferenceConfig } from "./referenceConfig";
import { createReference } from "./createReference";
import type { ReferenceProvider } from "./referenceProvider";
import { startTanshuStub, type TanshuStub } from "./tanshu/tanshuStub";

let api: TestApi;
let stub: TanshuStub | undefined;
afterEach(async () => {
  await api.dispose();
  await stub?.close();
  stub = undefined;
});

const tuesdayAfternoon = Date.parse("2026-01-06T07:00:00Z");
const url = "/v1/prices/reference/sge";

/** The feature alone on the test's database, with its own settings and provider. */
function featureApp(env: NodeJS.ProcessEnv, provider?: ReferenceProvider) {
  const feature = createReference({
    db: api.db,
    now: () => api.clock.now,
    config: readReferenceConfig(env),
    provider,
  });
  return new Hono().route("/", feature.routes());
}

describe(`GET /v1/prices/reference/sge (${testEngine})`, () => {
  it("answers the demonstration price, cached like spot, with an ETag a CDN can revalidate", async () => {
    api = await testApi();
    api.clock.now = tuesdayAfternoon;
    const response = await api.app.request(url);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReferencePrice;
    expect(body).toMatchObject({
      exchange: "SGE",
      contract: "Au99.99",
      currency: "CNY",
      unit: "g",
      date: "2026-01-06",
      asOf: "2026-01-06T06:15:00.000Z",
      source: "development",
      stale: false,
    });
    expect(body.price).toBeGreaterThan(100);
    expect(response.headers.get("Cache-Control")).toBe(
      "public, max-age=600, stale-while-revalidate=600",
    );
    const etag = response.headers.get("ETag")!;
    const again = await api.app.request(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    const rows = await api.db.db.selectFrom("reference_prices").selectAll().execute();
    expect(rows.map((row) => [row.source, row.date, Number(row.as_of), Number(row.price)])).toEqual(
      [["development", "2026-01-06", Date.parse("2026-01-06T06:15:00Z"), body.price]],
    );
  });

  it.runIf(testEngine === "postgres")(
    "asks the provider once an interval however many instances share the database, and both show its price",
    async () => {
      api = await testApi();
      api.clock.now = tuesdayAfternoon;
      let calls = 0;
      const provider: ReferenceProvider = {
        source: "counted",
        latest: async () => {
          calls++;
          return { date: "2026-01-06", asOf: Date.parse("2026-01-06T06:15:00Z"), price: 1001.5 };
        },
      };
      const env = { REFERENCE_PROVIDER: "import", REFERENCE_SOURCES: "counted" };
      const [first, second] = [featureApp(env, provider), featureApp(env, provider)];
      const answers = [await first.request(url), await second.request(url)];
      expect(calls).toBe(1);
      expect(answers[0]!.status).toBe(200);
      // The second instance did not call, yet reads what the first recorded.
      expect(await answers[1]!.json()).toMatchObject({ source: "counted", price: 1001.5 });
      api.clock.now += 600_000;
      await second.request(url);
      await first.request(url);
      expect(calls).toBe(2);
    },
  );

  it("refuses any query parameter as the other calls do", async () => {
    api = await testApi();
    const response = await api.app.request(`${url}?currency=AUD`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: "error" });
  });

  it("shows a price delayed after a missed day, then not at all after a week (503, no-store)", async () => {
    api = await testApi();
    api.clock.now = tuesdayAfternoon;
    const app = featureApp({ REFERENCE_PROVIDER: "import", REFERENCE_UPDATE_SECONDS: "1" });
    expect((await app.request(url)).status).toBe(503);
    await api.db.db
      .insertInto("reference_prices")
      .values({
        source: "sge.com.cn",
        date: "2026-01-06",
        as_of: Date.parse("2026-01-06T06:15:00Z"),
        price: 1000.5,
        recorded_at: "2026-01-06T07:00:00Z",
      })
      .execute();
    api.clock.now += 2000;
    const fresh = await app.request(url);
    expect(await fresh.json()).toMatchObject({ price: 1000.5, stale: false, source: "sge.com.cn" });
    // Wednesday noon: the next afternoon's price is not in after 24 h of open market.
    api.clock.now = Date.parse("2026-01-07T12:00:00Z");
    const delayed = await app.request(url);
    expect(await delayed.json()).toMatchObject({ price: 1000.5, stale: true });
    api.clock.now = Date.parse("2026-01-16T07:00:00Z");
    const gone = await app.request(url);
    expect(gone.status).toBe(503);
    expect(gone.headers.get("Cache-Control")).toBe("no-store");
    expect(gone.headers.get("Retry-After")).toBe("1");
    expect(await gone.json()).toMatchObject({ message: expect.stringMatching(/too old/) });
  });

  it("records TanShu's price under its source, asks at most once an interval, and keeps the last when it fails", async () => {
    api = await testApi();
    stub = await startTanshuStub({ apiKeys: ["key"] });
    api.clock.now = Date.parse("2025-04-17T09:30:00Z");
    const app = featureApp({
      REFERENCE_PROVIDER: "tanshu",
      REFERENCE_TANSHU_KEY: "key",
      REFERENCE_TANSHU_BASE_URL: stub.baseUrl,
    });
    const first = await app.request(url);
    expect(await first.json()).toMatchObject({
      price: 787,
      date: "2025-04-17",
      asOf: "2025-04-17T09:16:01.000Z",
      source: "sge.com.cn via tanshuapi.com",
    });
    await app.request(url);
    expect(stub.calls).toHaveLength(1);
    stub.answerWith(() => ({ status: 500, body: { code: 0, msg: "busy" } }));
    api.clock.now += 600_000;
    const after = await app.request(url);
    expect(stub.calls).toHaveLength(2);
    expect(await after.json()).toMatchObject({ price: 787 });
  });

  it("records no garbage: an implausible price is not shown", async () => {
    api = await testApi();
    api.clock.now = tuesdayAfternoon;
    const garbage: ReferenceProvider = {
      source: "garbage",
      latest: async () => ({ date: "2026-01-06", asOf: tuesdayAfternoon - 60_000, price: 0.01 }),
    };
    const response = await featureApp({ REFERENCE_SOURCES: "garbage" }, garbage).request(url);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/implausible/) });
  });
});
