import type { PriceHistory, SpotPrices } from "../priceSchemas";

/** A spot answer as the development provider gives it: market open, current, demonstration. */
export const exampleSpotPrices: SpotPrices = {
  currency: "AUD",
  asOf: "2026-11-23T23:10:00.000Z",
  source: "development",
  marketOpen: true,
  stale: false,
  metals: {
    gold: { bid: 5203.77, ask: 5235.09, previousClose: 5190.12 },
    silver: { bid: 59.11, ask: 60.91, previousClose: 60.42 },
  },
};

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
