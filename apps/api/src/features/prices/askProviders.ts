import type { PriceCurrency } from "@gw/api-client/schemas";
import type { Logger } from "pino";
import type { PriceProvider, ProviderQuote } from "./priceProvider";
import { ProviderFailure } from "../../priceFeeds/providerFailure";
import type { ProviderQuota } from "./providerQuota";
import type { AcceptedQuote, QuoteAcceptance } from "./quoteAcceptance";
import { judgeFreshness, type FreshnessLimits } from "../../priceFeeds/quoteFreshness";
import { malformation, type QuoteBounds } from "./quoteProblems";

/** One provider of the chain and the quota every call to it goes through. */
export interface MeteredProvider {
  provider: PriceProvider;
  quota: Pick<ProviderQuota, "call">;
}

export interface ProviderChainOptions {
  /** Asked in order: the next serves when one fails, is held back or answers a stale quote. */
  providers: readonly MeteredProvider[];
  quotes: QuoteAcceptance;
  freshness: FreshnessLimits;
  /** A provider call still unanswered after this long counts as failed. */
  timeoutMs: number;
  bounds: QuoteBounds;
  now: () => number;
  logger: Logger;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timeout = setTimeout(
      () => reject(new ProviderFailure("timeout", `no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timeout));
}

/**
 * The provider chain: asks each provider in order for a currency's quote through its quota, and
 * keeps the first sound, current one (quote acceptance decides what is sound and newer).
 */
export function providerChain({
  providers,
  quotes,
  freshness,
  timeoutMs,
  bounds,
  now,
  logger,
}: ProviderChainOptions) {
  /** One provider's quote, checked; undefined (with the reason noted) when it cannot serve. */
  async function askOne(
    { provider, quota }: MeteredProvider,
    currency: PriceCurrency,
    problems: string[],
  ): Promise<ProviderQuote | undefined> {
    const started = performance.now();
    const fields = { provider: provider.source, currency };
    try {
      const quote = await quota.call(
        provider.callsPerSpot,
        () => withTimeout(provider.spot(currency), timeoutMs),
        (answer) => {
          const garbage = malformation(answer, now(), bounds);
          return garbage && `the answer is garbage: ${garbage}`;
        },
      );
      const jump = quotes.unbelievable(currency, quote);
      if (jump) throw new Error(`the answer is implausible: ${jump}`);
      logger.info(
        { event: "price.fetch", ...fields, ms: Math.round(performance.now() - started) },
        "Price fetched",
      );
      return quote;
    } catch (error) {
      problems.push(`${provider.source}: ${messageOf(error)}`);
      logger.warn(
        { event: "price.fetch_failed", ...fields, reason: messageOf(error) },
        `Price from ${provider.source} not used: ${messageOf(error)}`,
      );
      return undefined;
    }
  }

  /**
   * Asks the chain in order. A quote already stale (a frozen feed) lets the next provider try; the
   * newest of those serves only if no provider has a current one. Resolves to the quote kept.
   */
  return async function ask(currency: PriceCurrency): Promise<AcceptedQuote | undefined> {
    const problems: string[] = [];
    let stale: { source: string; quote: ProviderQuote } | undefined;
    let served: AcceptedQuote | undefined;
    for (const metered of providers) {
      const quote = await askOne(metered, currency, problems);
      if (!quote) continue;
      const source = metered.provider.source;
      if (!judgeFreshness(quote.asOf, now(), freshness).stale) {
        served = quotes.accept(currency, source, quote);
        stale = undefined;
        break;
      }
      problems.push(`${source}: its quote (${new Date(quote.asOf).toISOString()}) is stale`);
      if (!stale || quote.asOf > stale.quote.asOf) stale = { source, quote };
    }
    if (stale) served = quotes.accept(currency, stale.source, stale.quote);
    else if (!served && problems.length) quotes.fail(currency, problems.join("; "));
    return served;
  };
}
