import type { Locale } from "@gw/i18n/locales";

/**
 * A confirm or cancel link: the API page at `path`, the token, and the visitor's language (so even
 * a link whose token is unknown answers in that language).
 */
export function linkUrl(publicUrl: string, path: string, token: string, locale: Locale): string {
  const url = new URL(`${publicUrl}${path}`);
  url.searchParams.set("token", token);
  url.searchParams.set("lang", locale);
  return url.toString();
}
