import { referralCodeMaxLength } from "@gw/api-client/limits";

/** A referral code as it is verified and sent: without surrounding spaces. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim();
}

/**
 * The code in a referral link `/referral/{code}`: the last path segment, unless that segment
 * is the word `referral` itself (the bare `/referral/` page has no code). Other paths that
 * show the referral page carry no code.
 */
export function referralCodeFromPath(pathname: string): string | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const last = segments.at(-1);
  if (segments[0] !== "referral" || !last || last === "referral") return undefined;
  let code: string;
  try {
    code = decodeURIComponent(last);
  } catch {
    code = last;
  }
  return normalizeReferralCode(code).slice(0, referralCodeMaxLength) || undefined;
}
