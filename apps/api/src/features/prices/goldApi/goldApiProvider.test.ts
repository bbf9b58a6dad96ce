import { afterEach, beforeEach, describe, expect, it } from "vitest";
import spotGold from "./fixtures/spot-XAU-AUD.json";
import spotSilver from "./fixtures/spot-XAG-AUD.json";
import { goldApiProvider, goldApiSource } from "./goldApiProvider";
import { startGoldApiStub, type GoldApiStub } from "./goldApiStub";

const apiKey = "goldapi-test-key";
const clock = { now: Date.parse("2026-01-05T17:00:00Z") };
let stub: GoldApiStub;
beforeEach(async () => {
  stub = await startGoldApiStub({ apiKeys: [apiKey], now: () => clock.now });
});
afterEach(() => stub.close());

const provider = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  goldApiProvider({ apiKey, baseUrl: stub.baseUrl, ...options });

describe("GoldAPI.io adapter (against a local stub answering in GoldAPI's format)", () => {
  it("reads bid, ask, previous close and the quote's time for both metals", async () => {
    const quote = await provider().spot("AUD");
    expect(quote).toEqual({
      asOf: clock.now,
      metals: {
        gold: { bid: spotGold.bid, ask: spotGold.ask, previousClose: spotGold.prev_close_price },
        silver: {
          bid: spotSilver.bid,
          ask: spotSilver.ask,
          previousClose: spotSilver.prev_close_price,
        },
      },
    });
    expect(provider().source).toBe(goldApiSource);
  });

  it("asks /XAU/{currency} and /XAG/{currency} with the key in x-access-token", async () => {
    await provider().spot("CNY");
    expect(stub.calls.map((call) => call.path).sort()).toEqual(["/api/XAG/CNY", "/api/XAU/CNY"]);
    expect(stub.calls.every((call) => call.key === apiKey)).toBe(true);
  });

  it("fails with GoldAPI's reason, and never the key, when it refuses", async () => {
    const refused = provider({ apiKey: "wrong-key" }).spot("AUD");
    await expect(refused).rejects.toThrow(/^GoldAPI XA[UG]\/AUD: answered 403: Invalid API Key$/);
    await expect(refused).rejects.not.toThrow(/wrong-key/);
  });

  it.each([
    [
      "prices as strings",
      { ...spotGold, bid: "5103.82" },
      /malformed: Invalid type: Expected number/,
    ],
    ["a missing bid", { ...spotGold, bid: undefined }, /malformed/],
    ["an HTML error page", "<html>Bad gateway</html>", /not JSON|malformed/],
    [
      "another pair than asked",
      { ...spotGold, currency: "USD" },
      /answered XAU\/USD when asked for XAU\/AUD/,
    ],
  ])("fails on %s", async (_, body, reason) => {
    stub.answerWith((path) => (path === "/api/XAU/AUD" ? { status: 200, body } : undefined));
    await expect(provider().spot("AUD")).rejects.toThrow(reason);
  });

  it("fails when GoldAPI does not answer in time", async () => {
    await stub.close();
    stub = await startGoldApiStub({ apiKeys: [apiKey], delayMs: 500 });
    await expect(provider({ timeoutMs: 100 }).spot("AUD")).rejects.toThrow(
      /no answer within 100 ms/,
    );
  });

  it("passes numbers through unchecked, for the price service to judge", async () => {
    stub.answerWith((path) =>
      path === "/api/XAU/AUD"
        ? { status: 200, body: { ...spotGold, bid: 6000, ask: 5000 } }
        : undefined,
    );
    expect((await provider().spot("AUD")).metals.gold).toMatchObject({ bid: 6000, ask: 5000 });
  });

  it("reads a past day's close, one call per trading day", async () => {
    const closes = await provider().dailyCloses("gold", "AUD", "2026-01-01", "2026-01-05");
    // 1 January is a holiday and 3-4 January a weekend: only the 2nd and the 5th are asked for.
    expect(stub.calls.map((call) => call.path)).toEqual([
      "/api/XAU/AUD/20260102",
      "/api/XAU/AUD/20260105",
    ]);
    expect(closes).toEqual([
      { date: "2026-01-02", close: 4987.21 },
      { date: "2026-01-05", close: 4987.21 },
    ]);
  });
});
