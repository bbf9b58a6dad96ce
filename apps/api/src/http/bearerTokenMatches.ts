import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length whatever was sent. */
export function bearerTokenMatches(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? "");
  const given = match?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(expected)) && given.length > 0;
}
