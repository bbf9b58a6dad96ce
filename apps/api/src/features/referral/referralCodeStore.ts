import { sql } from "kysely";
import type { ApiDatabase } from "../../database/openDatabase";

/** Referral codes, compared without regard to case (codes are stored in capitals). */
export function referralCodeStore({ db }: ApiDatabase) {
  return {
    isValid: async (code: string): Promise<boolean> =>
      (await db
        .selectFrom("referral_codes")
        .select("code")
        .where(sql<string>`upper(code)`, "=", code.toUpperCase())
        .executeTakeFirst()) !== undefined,
  };
}

export type ReferralCodeStore = ReturnType<typeof referralCodeStore>;
