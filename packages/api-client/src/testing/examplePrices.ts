import type { PriceHistory, SpotPrices } from "../priceSchemas";
import type { ReferencePrice } from "../reference/referencePriceSchema";
import spotPrices from "./exampleSpotPrices.json" with { type: "json" };

/**
 * A spot answer as the development provider gives it: market open, current, demonstration. A JSON
 * file, so the plain Node scripts' stand-in APIs answer the very same quote.
 */
export const exampleSpotPrices = spotPrices as SpotPrices;

/** A week of daily gold closes in AUD, oldest first. */
export const examplePriceHistory: PriceHistory = {
  metal: "gold",
  currency: "AUD",
  range: "1M",
  interval: "daily",
  points: [
    { date: "2026-11-16", close: 5120.5 },
    { date: "2026-11-17", close: 5098.25 },
    { date: "2026-11-18", close: 5140.0 },
    { date: "2026-11-19", close: 5187.4 },
    { date: "2026-11-20", close: 5175.9 },
    { date: "2026-11-23", close: 5219.39 },
  ],
};

/** The Shanghai reference price as the development provider gives it (demonstration, current). */
export const exampleReferencePrice: ReferencePrice = {
  exchange: "SGE",
  contract: "Au99.99",
  currency: "CNY",
  unit: "g",
  price: 786.4,
  date: "2026-11-24",
  asOf: "2026-11-24T06:15:00.000Z",
  source: "development",
  stale: false,
};

/** The same quote in CNY (the example AUD/CNY rate 4.64652), beside the Shanghai reference. */
export const exampleCnySpotPrices: SpotPrices = {
  ...exampleSpotPrices,
  currency: "CNY",
  metals: {
    gold: { bid: 24179.17, ask: 24324.69, previousClose: 24115.86 },
    silver: { bid: 274.65, ask: 283.02, previousClose: 280.74 },
  },
};
