import type { PriceCurrency } from "@gw/api-client/schemas";
import type { AcceptedQuote, QuoteListener } from "../features/prices/quoteAcceptance";

/**
 * A price service whose quotes the test hands out, as each instance's own service would: what
 * an alert watcher needs (`onQuote`, `refresh`, `updateIntervalMs`) and `emit` to send a quote.
 */
export function testQuotes(clock: { now: number }) {
  const listeners = new Set<QuoteListener>();
  return {
    updateIntervalMs: 60_000,
    refresh: async () => {},
    onQuote(listener: QuoteListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async emit(
      currency: PriceCurrency,
      goldAsk: number,
      silverAsk = 30,
      asOf = Date.parse("2026-01-02T00:00:00Z"),
    ) {
      const quote: AcceptedQuote = {
        currency,
        source: "development",
        asOf,
        receivedAt: clock.now,
        metals: {
          gold: { bid: goldAsk - 10, ask: goldAsk, previousClose: goldAsk },
          silver: { bid: silverAsk - 0.5, ask: silverAsk, previousClose: silverAsk },
        },
      };
      await Promise.all([...listeners].map((listener) => listener(quote)));
    },
  };
}
