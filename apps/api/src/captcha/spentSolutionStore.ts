import type { ApiDatabase } from "../database/openDatabase";

/** Expired rows are deleted at most this often per instance (they can never be accepted again). */
const pruneEveryMs = 60_000;

/**
 * The captcha solutions already accepted, shared by every instance on the database: a challenge's
 * id goes in once (its primary key), until the challenge expires and the row is pruned.
 */
export function spentSolutionStore({ db }: ApiDatabase, now: () => number) {
  let prunedAt = -Infinity;

  async function pruneExpired() {
    if (now() - prunedAt < pruneEveryMs) return;
    prunedAt = now();
    await db.deleteFrom("spent_captcha_solutions").where("expires_at", "<", now()).execute();
  }

  return {
    /**
     * Records the challenge as solved; false when it already was, unless by the same submission
     * (the same Idempotency-Key, a client's retry of one request, which then gets its first answer).
     */
    async spend(challengeId: string, expiresAt: number, idempotencyKey?: string): Promise<boolean> {
      await pruneExpired();
      const inserted = await db
        .insertInto("spent_captcha_solutions")
        .values({
          challenge_id: challengeId,
          expires_at: expiresAt,
          idempotency_key: idempotencyKey ?? null,
        })
        .onConflict((conflict) => conflict.column("challenge_id").doNothing())
        .returning("challenge_id")
        .executeTakeFirst();
      if (inserted) return true;
      if (idempotencyKey === undefined) return false;
      const spent = await db
        .selectFrom("spent_captcha_solutions")
        .select("idempotency_key")
        .where("challenge_id", "=", challengeId)
        .executeTakeFirst();
      return spent?.idempotency_key === idempotencyKey;
    },
  };
}

export type SpentSolutionStore = ReturnType<typeof spentSolutionStore>;
