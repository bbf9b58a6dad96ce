import type { PriceCurrency } from "@gw/api-client/schemas";
import type { Logger } from "pino";
import type { PriceSharing } from "./priceSharing";
import type { AcceptedQuote, QuoteAcceptance } from "./quoteAcceptance";

/** When this instance last looked for a currency's quote, and what it is waiting on. */
interface FeedState {
  /** When this instance last looked for a newer quote (and for the lease to fetch one). */
  lastCheckAt?: number;
  /** When the current lease on this currency's provider call runs out: the next call at the earliest. */
  nextCallAt?: number;
  inFlight?: Promise<void>;
}

export interface SharedFeedOptions {
  quotes: QuoteAcceptance;
  /** Asks the provider chain and keeps what it serves (`providerChain`). */
  askProviders: (currency: PriceCurrency) => Promise<AcceptedQuote | undefined>;
  /** Who makes each interval's call, and where the quote is left for the other instances. */
  sharing: PriceSharing;
  /** At most one provider call per currency per this many ms, however many visitors (or instances). */
  updateIntervalMs: number;
  /** How long an instance without a quote waits for a peer's call. */
  timeoutMs: number;
  now: () => number;
  logger: Logger;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The shared feed: how an instance gets a newer quote. It takes what another instance left in
 * the database, and makes the provider call itself only while it holds the interval's lease; a
 * caller arriving while a look is under way shares it.
 */
export function sharedFeed({
  quotes,
  askProviders,
  sharing,
  updateIntervalMs,
  timeoutMs,
  now,
  logger,
}: SharedFeedOptions) {
  const feeds = new Map<PriceCurrency, FeedState>();
  // Shared quotes are looked for often (a database read); a lone instance only asks when due.
  const checkEveryMs = sharing.shared ? Math.min(updateIntervalMs, 5_000) : updateIntervalMs;

  const feedOf = (currency: PriceCurrency) => {
    let feed = feeds.get(currency);
    if (!feed) feeds.set(currency, (feed = {}));
    return feed;
  };

  async function takeShared(currency: PriceCurrency) {
    const shared = await sharing.latest(currency);
    if (shared) quotes.accept(currency, shared.source, shared, shared.receivedAt);
  }

  /**
   * An instance with no quote yet whose peer holds the call (a new instance, its first visitor)
   * waits for the peer's answer, as long as a provider call may take, rather than answer 503.
   */
  async function awaitLeadersQuote(currency: PriceCurrency) {
    const giveUpAt = Date.now() + timeoutMs;
    while (!quotes.good(currency) && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await takeShared(currency);
    }
  }

  /** Takes a newer quote another instance left, then makes the provider call if it is ours. */
  async function check(currency: PriceCurrency, feed: FeedState) {
    await takeShared(currency);
    const lease = await sharing.claim(`spot:${currency}`, now(), updateIntervalMs);
    feed.nextCallAt = lease.expiresAt;
    if (lease.held) {
      const served = await askProviders(currency);
      if (served) await sharing.publish(currency, served);
    } else if (!quotes.good(currency)) await awaitLeadersQuote(currency);
  }

  return {
    /**
     * Looks for a newer quote and asks the providers if this instance holds this interval's lease
     * (alone, whenever an interval has passed), unless it looked too recently.
     */
    refresh(currency: PriceCurrency): Promise<void> {
      const feed = feedOf(currency);
      if (feed.inFlight) return feed.inFlight;
      if (feed.lastCheckAt !== undefined && now() - feed.lastCheckAt < checkEveryMs)
        return Promise.resolve();
      feed.lastCheckAt = now();
      feed.inFlight = check(currency, feed)
        .catch((error: unknown) => {
          const reason = `the shared price state could not be read: ${messageOf(error)}`;
          quotes.fail(currency, reason);
          logger.error({ event: "price.sharing_failed", currency, err: error }, reason);
        })
        .finally(() => (feed.inFlight = undefined));
      return feed.inFlight;
    },

    /** When a visitor's refresh can next bring a newer quote (for `Cache-Control`). */
    nextRefreshAt(currency: PriceCurrency, time: number): number {
      const feed = feedOf(currency);
      return Math.max(feed.nextCallAt ?? time, (feed.lastCheckAt ?? time) + checkEveryMs);
    },

    /** Resolves once no look for a quote is under way. */
    settled: () => Promise.all([...feeds.values()].map((feed) => feed.inFlight)),
  };
}
