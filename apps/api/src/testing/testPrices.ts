import type { ApiDatabase } from "../database/openDatabase";
import { createPrices } from "../prices/createPrices";
import { developmentProvider } from "../prices/developmentProvider";
import { readPriceConfig } from "../prices/priceConfig";
import type { PriceProvider } from "../prices/priceProvider";

export interface TestPriceOptions {
  /** Replaces the development provider (a GoldAPI adapter on a stub, a failing provider). */
  provider?: PriceProvider;
  /** Price settings as environment variables (PRICE_UPDATE_SECONDS, ...). */
  env?: NodeJS.ProcessEnv;
}

/** One instance's prices on the test clock; failures are collected, not printed. */
export function testPrices(db: ApiDatabase, now: () => number, options: TestPriceOptions = {}) {
  const log: string[] = [];
  const prices = createPrices({
    db,
    config: readPriceConfig(options.env ?? {}),
    provider: options.provider ?? developmentProvider(now),
    now,
    log: (message) => log.push(message),
  });
  return { ...prices, log };
}
