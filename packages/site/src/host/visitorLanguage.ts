import { defaultLocale, localePrefix, supportedLocales } from "@gw/i18n/choice";
import { requestLocale } from "@gw/i18n/visitor";

/** Headers every answer to an unprefixed page address varies on, so caches keep one per language. */
export const LANGUAGE_VARY = "Cookie, Accept-Language";

/** Pages are folders (`/docs/fees`); every file the build writes has an extension. */
export function isPageAddress(pathname: string): boolean {
  return !pathname.slice(pathname.lastIndexOf("/") + 1).includes(".");
}

const prefixes = supportedLocales.map(localePrefix).filter(Boolean);

const isPrefixed = (pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The path to answer a page address with, in the visitor's language: an unprefixed address gets
 * the twin of the language the visitor chose (the language cookie), else their browser's
 * (`Accept-Language`), else English, served in place (no redirect, no English page first);
 * `chosen` says the language was the host's to choose, so caches must keep one per language. A
 * prefixed address is always its own language.
 */
export function inVisitorLanguage(
  pathname: string,
  visitor: { cookie?: string | null; acceptLanguage?: string | null },
): { path: string; chosen: boolean } {
  if (isPrefixed(pathname)) return { path: pathname, chosen: false };
  const locale = requestLocale(visitor, supportedLocales, defaultLocale);
  return { path: `${localePrefix(locale)}${pathname}`, chosen: true };
}
