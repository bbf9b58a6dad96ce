import { metalQuoteSchema, type PriceCurrency } from "@gw/api-client/schemas";
import * as v from "valibot";
import type { ApiDatabase } from "../../database/openDatabase";
import { databaseLeases, soloLeases, type FeedLeases } from "../../priceFeeds/feedLeases";
import type { ProviderQuote } from "./priceProvider";

/** A quote some instance accepted, as every instance reads it back. */
interface SharedQuote extends ProviderQuote {
  source: string;
  receivedAt: number;
}

/**
 * How instances split the price work: a lease names the one that does a piece of it for a while
 * (`spot:AUD` for an interval, `backfill` for an hour), and the latest quote per currency is left
 * where the others read it.
 */
export interface PriceSharing extends FeedLeases {
  /** True when other instances read what this one writes (so it checks often for their quotes). */
  readonly shared: boolean;
  latest(currency: PriceCurrency): Promise<SharedQuote | undefined>;
  publish(currency: PriceCurrency, quote: SharedQuote): Promise<void>;
}

/** One instance alone (SQLite): leases in memory, nothing to publish to. */
export function soloSharing(): PriceSharing {
  return {
    shared: false,
    claim: soloLeases().claim,
    latest: async () => undefined,
    publish: async () => {},
  };
}

const metalsSchema = v.object({ gold: metalQuoteSchema, silver: metalQuoteSchema });

/**
 * Instances on one PostgreSQL database: one of them holds each interval's lease and makes its
 * provider call (`databaseLeases`); the quote it accepts is a row (`price_quotes`) the others
 * read, never replaced by an older one.
 */
export function databaseSharing(database: ApiDatabase, holder: string): PriceSharing {
  const { db } = database;
  return {
    shared: true,
    claim: databaseLeases(database, holder).claim,

    async latest(currency) {
      const row = await db
        .selectFrom("price_quotes")
        .selectAll()
        .where("currency", "=", currency)
        .executeTakeFirst();
      if (!row) return undefined;
      const metals = v.safeParse(metalsSchema, JSON.parse(row.metals));
      if (!metals.success) return undefined;
      return {
        source: row.source,
        asOf: Number(row.as_of),
        metals: metals.output,
        receivedAt: Number(row.received_at),
      };
    },

    async publish(currency, quote) {
      const row = {
        currency,
        source: quote.source,
        as_of: quote.asOf,
        metals: JSON.stringify(quote.metals),
        received_at: quote.receivedAt,
      };
      await db
        .insertInto("price_quotes")
        .values(row)
        .onConflict((conflict) =>
          conflict.column("currency").doUpdateSet(row).where("price_quotes.as_of", "<", quote.asOf),
        )
        .execute();
    },
  };
}
