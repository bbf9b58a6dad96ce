import type { PriceHistory, SpotPrices } from "../priceSchemas";
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
