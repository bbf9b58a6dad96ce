import { startJsonStub, type StubAnswer } from "../../../testing/jsonStubServer";
import historicalGold from "./fixtures/historical-XAU-AUD-20251231.json";
import refusal from "./fixtures/error.json";
import spotSilver from "./fixtures/spot-XAG-AUD.json";
import spotGold from "./fixtures/spot-XAU-AUD.json";

export interface GoldApiStubOptions {
  /** Keys it accepts; anything else gets GoldAPI's refusal (403). */
  apiKeys: readonly string[];
  /** The stub's clock for `timestamp` (the test's clock). */
  now?: () => number;
  /** Holds each answer this long, as a distant provider would. */
  delayMs?: number;
}

/** Example currency factors from AUD, so USD and CNY answers differ plausibly. */
const fromAud: Record<string, number> = { AUD: 1, USD: 0.65, CNY: 4.64652 };
const priceFields = [
  "price",
  "bid",
  "ask",
  "prev_close_price",
  "open_price",
  "low_price",
  "high_price",
];

function inCurrency(template: Record<string, unknown>, currency: string, factor: number) {
  const answer: Record<string, unknown> = { ...template, currency };
  for (const field of priceFields)
    if (typeof answer[field] === "number")
      answer[field] = Math.round((answer[field] as number) * factor * 100) / 100;
  if (typeof answer.symbol === "string") answer.symbol = answer.symbol.replace(/AUD$/, currency);
  return answer;
}

/**
 * A local HTTP server that answers like GoldAPI.io from the recorded fixtures, so the adapter is
 * tested (and benchmarked) without the internet. It counts every call per key.
 */
export async function startGoldApiStub({
  apiKeys,
  now = Date.now,
  delayMs = 0,
}: GoldApiStubOptions) {
  /** Every call received: the key it carried, its path and when it arrived (real time, ms). */
  const calls: { key: string; path: string; at: number }[] = [];

  function recorded(path: string): StubAnswer {
    const match = /^\/api\/(XAU|XAG)\/([A-Z]{3})(?:\/(\d{8}))?$/.exec(path);
    const factor = match ? fromAud[match[2]!] : undefined;
    if (!match || factor === undefined)
      return { status: 400, body: { error: "Unsupported symbol or currency" } };
    const [, symbol, currency, day] = match as unknown as [string, string, string, string?];
    if (day) {
      // One recorded day (gold); silver's is scaled from it by the recorded spot ratio.
      const date = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
      const template = { ...historicalGold, metal: symbol, date: `${date}T10:30:00.000Z` };
      const silverFactor = symbol === "XAG" ? spotSilver.price / spotGold.price : 1;
      return { status: 200, body: inCurrency(template, currency, factor * silverFactor) };
    }
    const template = symbol === "XAU" ? spotGold : spotSilver;
    return {
      status: 200,
      body: { ...inCurrency(template, currency, factor), timestamp: Math.floor(now() / 1000) },
    };
  }

  const stub = await startJsonStub({
    basePath: "/api",
    authorized(request, url) {
      const key = String(request.headers["x-access-token"] ?? "");
      calls.push({ key, path: url.pathname, at: Date.now() });
      return apiKeys.includes(key);
    },
    refusal: { status: 403, body: refusal },
    async answer(_, url) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return recorded(url.pathname);
    },
  });
  return { ...stub, calls };
}

export type GoldApiStub = Awaited<ReturnType<typeof startGoldApiStub>>;
