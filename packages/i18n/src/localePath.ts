import { defaultLocale, supportedLocales, type Locale } from "./locales";

/**
 * The address decides a page's language: English at the spec's own paths, every other
 * language under its code (`/zh/contact-us`). These are the only places that know the shape.
 */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** The language of an address (a pathname, without query or hash). */
export function localeFromPath(pathname: string): Locale {
  for (const locale of supportedLocales) {
    const prefix = localePrefix(locale);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/** The address without its language prefix: the path the routes know. */
export function unprefixedPath(pathname: string): string {
  const prefix = localePrefix(localeFromPath(pathname));
  return pathname.slice(prefix.length) || "/";
}

/** The same page in another language (`/contact-us` -> `/zh/contact-us`, `/` -> `/zh/`). */
export function localizedPath(pathname: string, locale: Locale): string {
  return `${localePrefix(locale)}${unprefixedPath(pathname)}`;
}
