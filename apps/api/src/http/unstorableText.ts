/** A UTF-16 surrogate standing alone (`"\ud800"` in JSON): no character, so not storable as sent. */
const loneSurrogate = /\p{Surrogate}/u;

/**
 * Why text cannot be kept exactly as sent, or null when it can: a lone surrogate is no character
 * (a database would store U+FFFD in its place), and PostgreSQL text cannot hold NUL (U+0000).
 * Both engines refuse the same text, so the API answers alike on either.
 */
export function unstorableText(where: string, text: string): string | null {
  if (loneSurrogate.test(text))
    return `"${where}" holds a lone UTF-16 surrogate, which is no character`;
  if (text.includes("\0")) return `"${where}" holds a NUL character, which cannot be stored`;
  return null;
}
