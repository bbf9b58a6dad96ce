import { referralCodeMaxLength } from "@gw/api-client/limits";

/** A referral code as it is verified and sent: without surrounding spaces. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim();
}

/**
 * The code in a referral link, spec section 2: the last path segment, unless that segment is the
 * word `referral` itself (the bare `/referral/` page has no code). So `/referral/{code}` carries
 * one, and so does the register host's short link `/{code}` (a single segment; a deeper unknown
 * path is just the referral page). Callers pass the path their route matched, never a language
 * prefix.
 */
export function referralCodeFromPath(pathname: string): string | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const last = segments.at(-1);
  const shortLink = segments.length === 1;
  if (!last || last === "referral" || (segments[0] !== "referral" && !shortLink)) return undefined;
  let code: string;
  try {
    code = decodeURIComponent(last);
  } catch {
    code = last;
  }
  return normalizeReferralCode(code).slice(0, referralCodeMaxLength) || undefined;
}
