import { defineApiFeature } from "../apiFeature";
import { priceRoutes } from "./priceRoutes";
import { priceMigrations } from "./priceTables";

/**
 * Live prices (`GET /v1/prices/spot`, `/v1/prices/history`) from this instance's price service,
 * which refreshes and backfills in the background once the database is migrated.
 */
export const pricesFeature = defineApiFeature({
  name: "prices",
  migrations: priceMigrations,
  routes: ({ prices, instanceRateLimit }) =>
    // Per instance, in memory: a shared (database) limit would cost a write per cached read.
    priceRoutes({ ...prices, historyGuard: instanceRateLimit("price-history") }),
  jobs({ prices }) {
    prices.start();
    return prices;
  },
});
