import { localizedPath } from "./localePath";
import type { Locale } from "./locales";
import { storeLocale } from "./localePreference";
import { localeCookie } from "./requestLocale.mjs";

/**
 * Stores the visitor's choice and loads the same page at that language's address (the spec's
 * "stores it and reloads"): every part of the page starts again, prerendered in the language.
 * The choice also goes into a cookie, so the server answers the next unprefixed address in it.
 */
export function chooseLanguage(
  locale: Locale,
  win: Pick<Window, "localStorage" | "location"> & { document: Pick<Document, "cookie"> } = window,
) {
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined;
  }
  storeLocale(storage, locale);
  win.document.cookie = localeCookie(locale, { secure: win.location.protocol === "https:" });
  const { pathname, search, hash } = win.location;
  win.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
}
