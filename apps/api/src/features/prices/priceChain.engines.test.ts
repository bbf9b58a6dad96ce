import type { SpotPrices } from "@gw/api-client/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { testApi, testEngine, type TestApi } from "../../testing/testApi";
import { goldApiProvider } from "./goldApi/goldApiProvider";
import { startGoldApiStub, type GoldApiStub } from "./goldApi/goldApiStub";
import { metalsDevProvider } from "./metalsDev/metalsDevProvider";
import { startMetalsDevStub, type MetalsDevStub } from "./metalsDev/metalsDevStub";

let api: TestApi;
let goldApi: GoldApiStub;
let metalsDev: MetalsDevStub;
afterEach(async () => {
  await api.dispose();
  await Promise.all([goldApi.close(), metalsDev.close()]);
});

const mondayNoon = Date.parse("2026-01-05T17:00:00Z");

/** GoldAPI first, Metals.dev second (PRICE_PROVIDERS=goldapi,metalsdev), each on its own stub. */
async function chain(env: NodeJS.ProcessEnv = {}, goldApiDelayMs = 0) {
  const clock = { now: mondayNoon };
  goldApi = await startGoldApiStub({
    apiKeys: ["g"],
    now: () => clock.now,
    delayMs: goldApiDelayMs,
  });
  metalsDev = await startMetalsDevStub({ apiKeys: ["m"], now: () => clock.now });
  const now = () => clock.now;
  api = await testApi(
    {},
    {
      providers: [
        goldApiProvider({ apiKey: "g", baseUrl: goldApi.baseUrl, now, timeoutMs: 300 }),
        metalsDevProvider({ apiKey: "m", baseUrl: metalsDev.baseUrl, now }),
      ],
      env: {
        PRICE_PROVIDERS: "goldapi,metalsdev",
        PRICE_GOLDAPI_KEY: "g",
        PRICE_METALSDEV_KEY: "m",
        ...env,
      },
    },
  );
  return {
    async at(instant: number) {
      api.clock.now = clock.now = instant;
      const response = await api.app.request("/v1/prices/spot");
      await api.prices[0]!.service.idle();
      return { status: response.status, body: (await response.json()) as SpotPrices };
    },
  };
}

describe(`a second provider (${testEngine})`, () => {
  it("is not asked while the first serves", async () => {
    const { at } = await chain();
    expect((await at(mondayNoon)).body.source).toBe("goldapi.io");
    expect(metalsDev.calls).toEqual([]);
  });

  it.each([
    ["a 500", { status: 500, body: { error: "Internal error" } }],
    [
      "a 429",
      { status: 429, body: { error: "Too many requests" }, headers: { "Retry-After": "600" } },
    ],
    ["garbage", { status: 200, body: { metal: "XAU" } }],
  ])("serves, named in `source`, when the first answers %s", async (_, answer) => {
    const { at } = await chain();
    goldApi.answerWith(() => answer);
    const { status, body } = await at(mondayNoon);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      source: "metals.dev",
      stale: false,
      asOf: "2026-01-05T17:00:00.000Z",
    });
    expect(body.metals.gold.bid).toBe(5103.5);
  });

  it("serves when the first does not answer in time", async () => {
    const { at } = await chain({ PRICE_TIMEOUT_SECONDS: "0.3" }, 1_000);
    expect((await at(mondayNoon)).body.source).toBe("metals.dev");
  });

  it("serves when the first's feed is frozen, and the first serves again once it moves", async () => {
    const { at } = await chain();
    await at(mondayNoon);
    const frozenAt = Math.floor(mondayNoon / 1000);
    // GoldAPI keeps answering noon's quote: six minutes on it is stale, so Metals.dev serves.
    goldApi.answerWith((path) => ({
      status: 200,
      body: frozenGoldApiAnswer(path.includes("XAG") ? "XAG" : "XAU", frozenAt),
    }));
    const frozen = await at(mondayNoon + 6 * 60_000);
    expect(frozen.body).toMatchObject({
      source: "metals.dev",
      stale: false,
      asOf: "2026-01-05T17:06:00.000Z",
    });
    goldApi.answerWith(undefined);
    expect((await at(mondayNoon + 7 * 60_000)).body.source).toBe("goldapi.io");
  });

  it("serves when the first has used its daily budget", async () => {
    const { at } = await chain({ PRICE_DAILY_BUDGET_GOLDAPI: "2" });
    expect((await at(mondayNoon)).body.source).toBe("goldapi.io");
    expect((await at(mondayNoon + 60_000)).body.source).toBe("metals.dev");
    expect(goldApi.calls).toHaveLength(2);
  });

  it("answers 503 naming both reasons when neither can serve", async () => {
    const { at } = await chain();
    goldApi.answerWith(() => ({ status: 500, body: { error: "Internal error" } }));
    metalsDev.answerWith(() => ({
      status: 503,
      body: { status: "failure", error_message: "Maintenance" },
    }));
    const { status, body } = await at(mondayNoon);
    expect(status).toBe(503);
    expect((body as unknown as { message: string }).message).toMatch(
      /goldapi\.io: GoldAPI XA[UG]\/AUD: answered 500: Internal error; metals\.dev: .*answered 503: Maintenance/,
    );
  });
});

/** GoldAPI's live answer shape with a fixed time: a feed stuck on one quote. */
function frozenGoldApiAnswer(metal: "XAU" | "XAG", timestamp: number) {
  const price = metal === "XAU" ? 5104.42 : 56.25;
  return {
    timestamp,
    metal,
    currency: "AUD",
    price,
    bid: price - 0.6,
    ask: price + 0.6,
    prev_close_price: price - 100 * (metal === "XAU" ? 1 : 0.01),
  };
}
