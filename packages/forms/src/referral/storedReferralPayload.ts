import { readReferralData } from "@gw/consent";

export { REFERRAL_STORAGE_KEY } from "@gw/consent";

/**
 * The referral data a request sends as `referral_payload`: what the attribution service answered
 * for this visitor's link (see @gw/consent's startReferralAttribution), or null when there is
 * none, it is unreadable or it is older than seven days.
 */
export function storedReferralPayload(
  storage: Pick<Storage, "getItem" | "removeItem"> | undefined = globalThis.localStorage,
  now = Date.now(),
) {
  return readReferralData(now, storage);
}
