import { randomUUID } from "node:crypto";
import type { ApiDatabase } from "../database/openDatabase";

declare module "../database/schema" {
  interface ApiSchema {
    /**
     * Who may do a piece of a feed's work until when (`spot:AUD`, `backfill`,
     * `reference:<provider>`), ms since the epoch. Made by prices' migration 0006
     * (features/prices/priceTables.ts).
     */
    price_leases: { name: string; holder: string; expires_at: number };
  }
}

/** Whether this instance holds a piece of work now, and until when someone does. */
interface Lease {
  held: boolean;
  expiresAt: number;
}

/**
 * How instances take turns at a feed's work: a lease names the one that does a piece of it for a
 * while (one provider call an interval however many instances there are, a paid provider's quota
 * counted once).
 */
export interface FeedLeases {
  claim(name: string, now: number, forMs: number): Promise<Lease>;
}

/** One instance alone (SQLite): leases in memory. */
export function soloLeases(): FeedLeases {
  const leases = new Map<string, number>();
  return {
    async claim(name, now, forMs) {
      const expiresAt = leases.get(name);
      if (expiresAt !== undefined && expiresAt > now) return { held: false, expiresAt };
      leases.set(name, now + forMs);
      return { held: true, expiresAt: now + forMs };
    },
  };
}

/**
 * Instances on one PostgreSQL database: a lease is a row taken by a conditional upsert (only once
 * it has expired), so one instance holds it at a time.
 */
export function databaseLeases({ db }: ApiDatabase, holder: string): FeedLeases {
  return {
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
  };
}

/**
 * This instance's leases, under a holder name of its own: in the database on PostgreSQL, where
 * instances share it; in memory on SQLite, whose file serves one instance.
 */
export const instanceLeases = (database: ApiDatabase): FeedLeases =>
  database.engine === "postgres" ? databaseLeases(database, randomUUID()) : soloLeases();
