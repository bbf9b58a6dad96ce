import type { ApiDatabase } from "../../database/openDatabase";
import type { ReferenceQuote } from "./referenceProvider";

/** A recorded reference price with its source. */
export interface StoredReference extends ReferenceQuote {
  source: string;
}

/** The recorded Shanghai reference prices (table `reference_prices`). */
export function referenceStore({ db }: ApiDatabase, now: () => number) {
  return {
    /** Records a quote once: the same source and time again (another instance) changes nothing. */
    async record(source: string, quote: ReferenceQuote): Promise<void> {
      await db
        .insertInto("reference_prices")
        .values({
          source,
          date: quote.date,
          as_of: quote.asOf,
          price: quote.price,
          recorded_at: new Date(now()).toISOString(),
        })
        .onConflict((conflict) => conflict.columns(["source", "as_of"]).doNothing())
        .execute();
    },

    /** The newest price of any of these sources, or undefined when none is recorded. */
    async latest(sources: readonly string[]): Promise<StoredReference | undefined> {
      if (!sources.length) return undefined;
      const row = await db
        .selectFrom("reference_prices")
        .select(["source", "date", "as_of", "price"])
        .where("source", "in", sources)
        .orderBy("as_of", "desc")
        .limit(1)
        .executeTakeFirst();
      return (
        row && {
          source: row.source,
          date: row.date,
          asOf: Number(row.as_of),
          price: Number(row.price),
        }
      );
    },
  };
}

export type ReferenceStore = ReturnType<typeof referenceStore>;
