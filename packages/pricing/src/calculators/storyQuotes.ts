import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import type { SpotPrices } from "@gw/api-client/schemas";
import type { CalculatorQuote } from "./calculatorQuote";

/** Storybook's example quote in a currency (the same rates as its price calls), for stories. */
export function storyQuote(
  currency: SpotPrices["currency"] = "AUD",
  changes: Partial<SpotPrices> = {},
): CalculatorQuote {
  const rate = { AUD: 1, USD: 0.65, CNY: 4.64652 }[currency];
  const scaled = (quote: SpotPrices["metals"]["gold"]) => ({
    bid: Math.round(quote.bid * rate * 100) / 100,
    ask: Math.round(quote.ask * rate * 100) / 100,
    previousClose: Math.round(quote.previousClose * rate * 100) / 100,
  });
  const { gold, silver } = exampleSpotPrices.metals;
  return {
    prices: {
      ...exampleSpotPrices,
      currency,
      metals: { gold: scaled(gold), silver: scaled(silver) },
      ...changes,
    },
  };
}

/** Answers the monthly history call with closes that begin in `since`'s month only. */
export function historyStartingIn(since: string) {
  const answering = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const response = await answering(input, init);
    if (url.searchParams.get("interval") !== "monthly") return response;
    const body = (await response.json()) as { points: { date: string }[] };
    const points = body.points.filter((point) => point.date >= since);
    return new Response(JSON.stringify({ ...body, points, since: points[0]?.date ?? null }), {
      headers: { "Content-Type": "application/json" },
    });
  };
  return () => {
    globalThis.fetch = answering;
  };
}
