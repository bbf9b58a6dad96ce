import type { Kysely } from "kysely";
import type { ApiDatabase } from "../database/openDatabase";
import type { ApiSchema } from "../database/schema";

export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * What an Idempotency-Key is bound to when first used (IETF draft-ietf-httpapi-idempotency-key
 * and Stripe): the call (method and route) and a fingerprint of the body.
 */
export interface KeyBinding {
  key: string;
  call: string;
  fingerprint: string;
}

/**
 * The first answer per Idempotency-Key, with the call and body it was given for. A key is claimed
 * inside the request's own transaction and answered in it: the key's primary key makes a
 * concurrent duplicate wait for that transaction, then find the answer (or, if it rolled back,
 * claim the key itself).
 */
export function idempotencyStore({ db }: ApiDatabase, now: () => Date = () => new Date()) {
  return {
    find: (key: string) =>
      db
        .selectFrom("idempotency_keys")
        .select(["call", "fingerprint", "status", "body"])
        .where("key", "=", key)
        .executeTakeFirst(),

    /** False when the key is already taken (by this call or another). */
    async claim(trx: Kysely<ApiSchema>, { key, call, fingerprint }: KeyBinding): Promise<boolean> {
      const claimed = await trx
        .insertInto("idempotency_keys")
        .values({ key, call, fingerprint, status: 0, body: "", created_at: now().toISOString() })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .returning("key")
        .executeTakeFirst();
      return claimed !== undefined;
    },

    async record(trx: Kysely<ApiSchema>, key: string, answer: StoredAnswer): Promise<void> {
      await trx
        .updateTable("idempotency_keys")
        .set({ status: answer.status, body: answer.body })
        .where("key", "=", key)
        .execute();
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
