import type { Kysely } from "kysely";
import type { ApiDatabase } from "../../database/openDatabase";
import type { ApiSchema } from "../../database/schema";

/** Expired rows are deleted at most this often per instance (they can never be accepted again). */
const pruneEveryMs = 60_000;

/**
 * The captcha solutions already accepted, shared by every instance on the database: a challenge's
 * id goes in once (its primary key), until the challenge expires and the row is pruned.
 */
export function spentSolutionStore({ db }: ApiDatabase, now: () => number) {
  let prunedAt = -Infinity;

  async function pruneExpired(within: Kysely<ApiSchema>) {
    if (now() - prunedAt < pruneEveryMs) return;
    prunedAt = now();
    await within.deleteFrom("spent_captcha_solutions").where("expires_at", "<", now()).execute();
  }

  return {
    /**
     * Records the challenge as solved; false when it already was. `within`: the request's
     * transaction, so a request that fails afterwards has not spent it.
     */
    async spend(
      challengeId: string,
      expiresAt: number,
      within: Kysely<ApiSchema> = db,
    ): Promise<boolean> {
      await pruneExpired(within);
      const inserted = await within
        .insertInto("spent_captcha_solutions")
        .values({ challenge_id: challengeId, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column("challenge_id").doNothing())
        .returning("challenge_id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

export type SpentSolutionStore = ReturnType<typeof spentSolutionStore>;
