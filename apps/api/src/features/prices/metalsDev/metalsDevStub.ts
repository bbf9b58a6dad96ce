import { startJsonStub, type StubAnswer } from "../../../testing/jsonStubServer";
import refusal from "./fixtures/error.json";
import spotGold from "./fixtures/spot-gold-AUD.json";
import spotSilver from "./fixtures/spot-silver-AUD.json";
import timeseries from "./fixtures/timeseries-AUD.json";

export interface MetalsDevStubOptions {
  /** Keys it accepts; anything else gets Metals.dev's refusal (401). */
  apiKeys: readonly string[];
  /** The stub's clock for `timestamp` (the test's clock). */
  now?: () => number;
}

/** Example currency factors from AUD, so USD and CNY answers differ plausibly. */
const fromAud: Record<string, number> = { AUD: 1, USD: 0.65, CNY: 4.64652 };
const scaled = (value: number, factor: number) => Math.round(value * factor * 100) / 100;
const dayMs = 86_400_000;

/**
 * A local HTTP server that answers like Metals.dev from the recorded fixtures (spot per metal,
 * timeseries per date range), so the adapter is tested without the internet. It counts every
 * call, with its key.
 */
export async function startMetalsDevStub({ apiKeys, now = Date.now }: MetalsDevStubOptions) {
  const calls: { key: string; path: string; query: URLSearchParams }[] = [];

  function recorded(path: string, query: URLSearchParams): StubAnswer {
    const factor = fromAud[query.get("currency") ?? "USD"];
    if (factor === undefined)
      return { status: 400, body: { ...refusal, error_message: "Unsupported currency" } };
    if (path === "/v1/metal/spot") {
      const template = query.get("metal") === "silver" ? spotSilver : spotGold;
      const rate = Object.fromEntries(
        Object.entries(template.rate).map(([field, value]) => [
          field,
          field === "change_percent" ? value : scaled(value, factor),
        ]),
      );
      const body = {
        ...template,
        currency: query.get("currency"),
        rate,
        timestamp: new Date(now()).toISOString(),
      };
      return { status: 200, body };
    }
    if (path === "/v1/timeseries") {
      const [first, second] = Object.values(timeseries.rates);
      const start = Date.parse(query.get("start_date") ?? "");
      const end = Date.parse(query.get("end_date") ?? "");
      const rates: Record<string, unknown> = {};
      // Each day alternates between the two recorded days' figures.
      for (let day = start, index = 0; day <= end; day += dayMs, index++) {
        const date = new Date(day).toISOString().slice(0, 10);
        const template = index % 2 ? second! : first!;
        rates[date] = {
          date,
          metals: {
            gold: scaled(template.metals.gold, factor),
            silver: scaled(template.metals.silver, factor),
          },
          currencies: template.currencies,
        };
      }
      return { status: 200, body: { ...timeseries, currency: query.get("currency"), rates } };
    }
    return { status: 404, body: { ...refusal, error_message: "Unknown endpoint" } };
  }

  const stub = await startJsonStub({
    basePath: "/v1",
    authorized(_, url) {
      const key = url.searchParams.get("api_key") ?? "";
      calls.push({ key, path: url.pathname, query: url.searchParams });
      return apiKeys.includes(key);
    },
    refusal: { status: 401, body: refusal },
    answer: (_, url) => recorded(url.pathname, url.searchParams),
  });
  return { ...stub, calls };
}

export type MetalsDevStub = Awaited<ReturnType<typeof startMetalsDevStub>>;
