import { referralCodeMaxLength } from "@gw/api-client/limits";

/** A referral code as it is verified and sent: without surrounding spaces. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim();
}

/**
 * The code in a referral link, spec section 2: the last path segment, unless that segment is the
 * word `referral` itself (the bare `/referral/` page has no code). So `/referral/{code}` and, on
 * the register host whose fallback is the referral page, the short link `/{code}` both carry one.
 * Callers pass the path the referral route matched (its splat), never a locale prefix.
 */
export function referralCodeFromPath(pathname: string): string | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const last = segments.at(-1);
  if (!last || last === "referral") return undefined;
  let code: string;
  try {
    code = decodeURIComponent(last);
  } catch {
    code = last;
  }
  return normalizeReferralCode(code).slice(0, referralCodeMaxLength) || undefined;
}
