import { afterEach, beforeEach, describe, expect, it } from "vitest";
import spotGold from "./fixtures/spot-gold-AUD.json";
import spotSilver from "./fixtures/spot-silver-AUD.json";
import { metalsDevProvider, metalsDevSource } from "./metalsDevProvider";
import { startMetalsDevStub, type MetalsDevStub } from "./metalsDevStub";

const apiKey = "metalsdev-test-key";
const clock = { now: Date.parse("2026-01-05T17:00:00Z") };
let stub: MetalsDevStub;
beforeEach(async () => {
  stub = await startMetalsDevStub({ apiKeys: [apiKey], now: () => clock.now });
});
afterEach(() => stub.close());

const provider = (key = apiKey) => metalsDevProvider({ apiKey: key, baseUrl: stub.baseUrl });

describe("Metals.dev adapter (against a local stub answering in Metals.dev's format)", () => {
  it("reads bid, ask, the previous close (price less change) and the quote's time", async () => {
    expect(await provider().spot("AUD")).toEqual({
      asOf: clock.now,
      metals: {
        gold: { bid: spotGold.rate.bid, ask: spotGold.rate.ask, previousClose: 4995.62 },
        silver: { bid: spotSilver.rate.bid, ask: spotSilver.rate.ask, previousClose: 54.97 },
      },
    });
    expect(provider().source).toBe(metalsDevSource);
    expect(
      stub.calls
        .map((call) => `${call.path} ${call.query.get("metal")} ${call.query.get("currency")}`)
        .sort(),
    ).toEqual(["/v1/metal/spot gold AUD", "/v1/metal/spot silver AUD"]);
  });

  it("fails with Metals.dev's reason, and never the key, when it refuses", async () => {
    const refused = provider("wrong-key").spot("USD");
    await expect(refused).rejects.toThrow(/answered 401: Invalid API Key$/);
    await expect(refused).rejects.not.toThrow(/wrong-key/);
  });

  it.each([
    [
      "a failure with status 200",
      { status: "failure", error_code: 1202, error_message: "Quota exhausted" },
      /refused: Quota exhausted/,
    ],
    [
      "a price as a string",
      { ...spotGold, rate: { ...spotGold.rate, bid: "5103.5" } },
      /malformed/,
    ],
    [
      "another currency than asked",
      { ...spotGold, currency: "USD" },
      /answered gold\/USD when asked for gold\/AUD/,
    ],
  ])("fails on %s", async (_, body, reason) => {
    stub.answerWith(() => ({ status: 200, body }));
    await expect(provider().spot("AUD")).rejects.toThrow(reason);
  });

  it("reads a range's trading-day closes, 30 days a call", async () => {
    const closes = await provider().dailyCloses("silver", "CNY", "2025-11-20", "2026-01-05");
    expect(
      stub.calls.map((call) => `${call.query.get("start_date")}..${call.query.get("end_date")}`),
    ).toEqual(["2025-11-20..2025-12-19", "2025-12-20..2026-01-05"]);
    expect(closes.map((close) => close.date)).not.toContain("2025-12-25");
    expect(closes.every((close) => close.close > 200)).toBe(true);
    expect(provider().callsForCloses("2025-11-20", "2026-01-05")).toBe(2);
  });

  it("refuses history answered in another currency rather than convert it", async () => {
    stub.answerWith((path) =>
      path === "/v1/timeseries"
        ? { status: 200, body: { status: "success", currency: "USD", unit: "toz", rates: {} } }
        : undefined,
    );
    await expect(provider().dailyCloses("gold", "AUD", "2026-01-02", "2026-01-05")).rejects.toThrow(
      /in USD when asked for AUD/,
    );
  });
});
