import { defineApiFeature } from "../apiFeature";
import { referralCodeStore } from "./referralCodeStore";
import { referralRoutes } from "./referralRoutes";
import { seedReferralCodes } from "./referralTables";

/** Referral code verification (`POST /v1/referral/verify/`), with codes seeded at every start. */
export const referralFeature = defineApiFeature({
  name: "referral",
  seed: seedReferralCodes,
  routes: ({ db, rateLimit }) => referralRoutes(referralCodeStore(db), rateLimit("referral")),
});
