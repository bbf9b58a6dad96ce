import { defaultLocale, localePrefix, supportedLocales } from "@gw/i18n/choice";
import { requestLocale } from "@gw/i18n/visitor";
import { createMiddleware } from "hono/factory";
import type { HostEnv } from "./hostEnv";
import { vary } from "./vary";

/** Headers every answer to an unprefixed page address varies on, so caches keep one per language. */
const LANGUAGE_VARY = "Cookie, Accept-Language";

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

/**
 * The address answered (`path`): a page address in the visitor's language, any other as it is.
 * An unprefixed page's answer then varies on what chose its language.
 */
export const visitorLanguage = createMiddleware<HostEnv>(async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (!isPageAddress(pathname)) {
    c.set("path", pathname);
    return next();
  }
  const { path, chosen } = inVisitorLanguage(pathname, {
    cookie: c.req.header("Cookie"),
    acceptLanguage: c.req.header("Accept-Language"),
  });
  c.set("path", path);
  await next();
  if (chosen) vary(c.res.headers, LANGUAGE_VARY);
});
