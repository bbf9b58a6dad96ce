import { historyIntervalOf, isPriceCurrency, type HistoryRange } from "@gw/api-client/prices";
import {
  examplePriceHistory,
  exampleReferencePrice,
  exampleSpotPrices,
} from "@gw/api-client/testing/prices";

/** Example rates from AUD, as the development provider uses. */
const perAud = { AUD: 1, USD: 0.65, CNY: 4.64652 } as const;
const rangeDays: Record<HistoryRange, number> = {
  "1M": 30,
  "3M": 91,
  "6M": 182,
  "1Y": 365,
  "5Y": 1826,
  // Twenty years: the made-up closes fall with age, and further back they would reach nothing
  // (a close of 0 or less, which the schema refuses: every history story would fail to load).
  ALL: 7305,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=3600" },
  });

/**
 * Storybook has no API: price calls answer with example prices (a spot quote per currency, and
 * a smooth made-up history ending at the example's last close), so every story draws offline.
 */
export function answerPriceCalls(url: URL): Response | null {
  if (url.pathname.endsWith("/v1/prices/reference/sge")) return json(exampleReferencePrice);
  const currency = url.searchParams.get("currency") ?? "AUD";
  if (!isPriceCurrency(currency)) return null;
  const rate = perAud[currency];
  const scaled = (price: number) => Math.round(price * rate * 100) / 100;
  if (url.pathname.endsWith("/v1/prices/spot")) {
    const { gold, silver } = exampleSpotPrices.metals;
    const quote = (q: typeof gold) => ({
      bid: scaled(q.bid),
      ask: scaled(q.ask),
      previousClose: scaled(q.previousClose),
    });
    return json({
      ...exampleSpotPrices,
      currency,
      metals: { gold: quote(gold), silver: quote(silver) },
    });
  }
  if (url.pathname.endsWith("/v1/prices/history")) {
    const metal = url.searchParams.get("metal") === "silver" ? "silver" : "gold";
    const range = (url.searchParams.get("range") ?? "1M") as HistoryRange;
    const monthly = url.searchParams.get("interval") === "monthly";
    const weekly = !monthly && historyIntervalOf[range] === "weekly";
    const step = weekly ? 7 : 1;
    const last = Date.parse(`${examplePriceHistory.points.at(-1)!.date}T00:00:00Z`);
    const end = metal === "gold" ? 5219.39 : 60.01;
    const points: { date: string; close: number }[] = [];
    for (let day = rangeDays[range]; day >= 0; day -= step) {
      const date = new Date(last - day * 86_400_000);
      if (!weekly && (date.getUTCDay() === 0 || date.getUTCDay() === 6)) continue;
      const wave = Math.sin(day / 9) * 0.03 + Math.sin(day / 47) * 0.05 - day / 9000;
      points.push({ date: date.toISOString().slice(0, 10), close: scaled(end * (1 + wave)) });
    }
    const firstOfMonth = points.filter(
      (point, index) =>
        index === 0 || points[index - 1]!.date.slice(0, 7) !== point.date.slice(0, 7),
    );
    return json({
      metal,
      currency,
      range,
      interval: monthly ? "monthly" : weekly ? "weekly" : "daily",
      points: monthly ? firstOfMonth : points,
      since: points[0]?.date ?? null,
    });
  }
  return null;
}
