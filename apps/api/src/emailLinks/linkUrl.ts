import type { Locale } from "@gw/i18n/locales";

/**
 * A confirm or cancel link: the API page at `path`, the token, and the visitor's language (so even
 * a link whose token is unknown answers in that language).
 */
export function linkUrl(
  publicUrl: string,
  path: string,
  token: string,
  locale: Locale,
  more: Record<string, string> = {},
): string {
  const url = new URL(`${publicUrl}${path}`);
  for (const [name, value] of Object.entries({ token, lang: locale, ...more }))
    url.searchParams.set(name, value);
  return url.toString();
}
