import { createHash, randomBytes } from "node:crypto";

/** 256 random bits as base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A token for a confirm or cancel link. Only its SHA-256 is stored, so the database alone cannot
 * confirm or cancel anything; a link is looked up by the hash of the token it carries (an index
 * lookup on a hash reveals nothing about other tokens, so no constant-time compare is needed).
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a query value could be one of our tokens at all (anything else is not looked up). */
export function isLinkToken(value: string | undefined): value is string {
  return value !== undefined && tokenPattern.test(value);
}
