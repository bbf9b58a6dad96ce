import type { Kysely } from "kysely";
import type { ApiDatabase } from "./openDatabase";
import type { ApiSchema } from "./schema";

export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * The first answer per Idempotency-Key. `once` runs the work and records its answer in one
 * transaction; the key's primary key makes a concurrent duplicate wait for that transaction and
 * then find the answer instead of doing the work again.
 */
export function idempotencyStore({ db }: ApiDatabase, now: () => Date = () => new Date()) {
  const find = (key: string) =>
    db
      .selectFrom("idempotency_keys")
      .select(["status", "body"])
      .where("key", "=", key)
      .executeTakeFirst();

  return {
    find,
    /** `replayed` says the answer is the stored first one, not a fresh result of `work`. */
    async once(
      key: string,
      work: (trx: Kysely<ApiSchema>) => Promise<StoredAnswer>,
    ): Promise<StoredAnswer & { replayed: boolean }> {
      const fresh = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("idempotency_keys")
          .values({ key, status: 0, body: "", created_at: now().toISOString() })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .returning("key")
          .executeTakeFirst();
        if (!claimed) return undefined;
        const answer = await work(trx);
        await trx
          .updateTable("idempotency_keys")
          .set({ status: answer.status, body: answer.body })
          .where("key", "=", key)
          .execute();
        return answer;
      });
      if (fresh) return { ...fresh, replayed: false };
      const first = await find(key);
      if (!first) throw new Error(`Idempotency-Key ${key} was claimed but holds no answer`);
      return { ...first, replayed: true };
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
