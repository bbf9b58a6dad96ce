import type { Kysely } from "kysely";
import type { ApiSchema } from "../../database/schema";

declare module "../../database/schema" {
  interface ApiSchema {
    /** The referral codes that verify (made by contact's migration 0001, contactTables.ts). */
    referral_codes: { code: string };
  }
}

/** Codes that are valid out of the box, so the referral flow works on a fresh checkout. */
const seededReferralCodes = ["GOLDFRIEND", "WATTLE2025", "VIPGOLD", "FRIENDS10"];

/** Makes sure of the seeded codes, at every start (a code already there stays as it is). */
export async function seedReferralCodes(db: Kysely<ApiSchema>) {
  await db
    .insertInto("referral_codes")
    .values(seededReferralCodes.map((code) => ({ code })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
