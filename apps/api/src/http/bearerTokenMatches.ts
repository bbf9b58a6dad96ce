import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a secret a caller sent is the expected one, compared in constant time: hashing first
 * makes both sides the same length whatever was sent. Nothing sent never matches.
 */
export function secretMatches(given: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(given ?? ""), digest(expected)) && Boolean(given);
}

export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  return secretMatches(/^Bearer (.+)$/.exec(authorization ?? "")?.[1], expected);
}
