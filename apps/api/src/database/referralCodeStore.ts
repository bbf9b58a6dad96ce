import type { ApiDatabase } from "./openDatabase";

/** Referral codes, compared without regard to case. */
export function referralCodeStore(db: ApiDatabase) {
  const find = db.prepare("SELECT 1 FROM referral_codes WHERE code = ?");
  return {
    isValid: (code: string): boolean => find.get(code) !== undefined,
  };
}

export type ReferralCodeStore = ReturnType<typeof referralCodeStore>;
