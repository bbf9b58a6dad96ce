import type { SpotPrices } from "@gw/api-client/schemas";

/**
 * Today's quote as the calculators have it: its prices in the chosen currency, or why there are
 * none (`loading`: not yet here, as while the page is written or hydrated; `unavailable`: the
 * service has none fit to show).
 */
export type CalculatorQuote = { prices: SpotPrices } | "loading" | "unavailable";

export const quotePrices = (quote: CalculatorQuote) =>
  typeof quote === "string" ? undefined : quote.prices;
