import { metalQuoteSchema, type PriceCurrency } from "@gw/api-client/schemas";
import * as v from "valibot";
import type { ApiDatabase } from "../../database/openDatabase";
import type { ProviderQuote } from "./priceProvider";

/** A quote some instance accepted, as every instance reads it back. */
interface SharedQuote extends ProviderQuote {
  source: string;
  receivedAt: number;
}

/** Whether this instance holds a piece of work now, and until when someone does. */
interface Lease {
  held: boolean;
  expiresAt: number;
}

/**
 * How instances split the price work: a lease names the one that does a piece of it for a while
 * (`spot:AUD` for an interval, `backfill` for an hour), and the latest quote per currency is left
 * where the others read it.
 */
export interface PriceSharing {
  /** True when other instances read what this one writes (so it checks often for their quotes). */
  readonly shared: boolean;
  claim(name: string, now: number, forMs: number): Promise<Lease>;
  latest(currency: PriceCurrency): Promise<SharedQuote | undefined>;
  publish(currency: PriceCurrency, quote: SharedQuote): Promise<void>;
}

/** One instance alone (SQLite): leases in memory, nothing to publish to. */
export function soloSharing(): PriceSharing {
  const leases = new Map<string, number>();
  return {
    shared: false,
    async claim(name, now, forMs) {
      const expiresAt = leases.get(name);
      if (expiresAt !== undefined && expiresAt > now) return { held: false, expiresAt };
      leases.set(name, now + forMs);
      return { held: true, expiresAt: now + forMs };
    },
    latest: async () => undefined,
    publish: async () => {},
  };
}

const metalsSchema = v.object({ gold: metalQuoteSchema, silver: metalQuoteSchema });

/**
 * Instances on one PostgreSQL database: a lease is a row taken by a conditional upsert (only once
 * it has expired), so one instance makes each interval's provider call; the quote it accepts is a
 * row (`price_quotes`) the others read, never replaced by an older one.
 */
export function databaseSharing({ db }: ApiDatabase, holder: string): PriceSharing {
  return {
    shared: true,
    async claim(name, now, forMs) {
      const expiresAt = now + forMs;
      const taken = await db
        .insertInto("price_leases")
        .values({ name, holder, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict
            .column("name")
            .doUpdateSet({ holder, expires_at: expiresAt })
            .where("price_leases.expires_at", "<=", now),
        )
        .returning("expires_at")
        .executeTakeFirst();
      if (taken) return { held: true, expiresAt };
      const current = await db
        .selectFrom("price_leases")
        .select("expires_at")
        .where("name", "=", name)
        .executeTakeFirst();
      return { held: false, expiresAt: Number(current?.expires_at ?? now) };
    },

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
