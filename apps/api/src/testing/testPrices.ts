import type { ApiDatabase } from "../database/openDatabase";
import { createPrices, priceProvidersFor } from "../features/prices/createPrices";
import { readPriceConfig } from "../features/prices/priceConfig";
import type { PriceProvider } from "../features/prices/priceProvider";
import { capturingLogger } from "./capturingLogger";

export interface TestPriceOptions {
  /** Replace the development provider (a GoldAPI adapter on a stub, a failing provider). */
  providers?: PriceProvider[];
  /** Price settings as environment variables (PRICE_UPDATE_SECONDS, ...). */
  env?: NodeJS.ProcessEnv;
  /** The backoff's jitter (0 to 1); random unless a test fixes it. */
  random?: () => number;
}

/** One instance's prices on the test clock; its warnings are collected in `log`, not printed. */
export function testPrices(db: ApiDatabase, now: () => number, options: TestPriceOptions = {}) {
  const captured = capturingLogger();
  const config = readPriceConfig(options.env ?? {});
  const prices = createPrices({
    db,
    config,
    providers: options.providers ?? priceProvidersFor(config, now),
    now,
    random: options.random,
    logger: captured.logger,
  });
  return {
    ...prices,
    /** The warnings and errors logged so far. */
    get log() {
      return captured.problems();
    },
    logLines: captured.lines,
  };
}
