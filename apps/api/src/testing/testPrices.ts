import type { ComposeOptions } from "../composeFeatures";
import type { Prices } from "../features/prices/createPrices";
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

/**
 * One instance's price settings for `composeFeatures`, on the test clock; its warnings are
 * collected, not printed, and `observed` shows them beside the prices it built.
 */
export function testPrices(options: TestPriceOptions = {}) {
  const captured = capturingLogger();
  return {
    config: readPriceConfig(options.env ?? {}),
    overrides: {
      providers: options.providers,
      random: options.random,
      logger: captured.logger,
    } satisfies ComposeOptions["prices"],
    observed: (prices: Prices) => ({
      ...prices,
      /** The warnings and errors logged so far. */
      get log() {
        return captured.problems();
      },
      logLines: captured.lines,
    }),
  };
}
