import { localizedPath } from "./localePath";
import type { Locale } from "./locales";
import { localeCookie } from "./visitorChoices.mjs";

/**
 * Stores the visitor's choice (its one store, the language cookie: the host answers the next
 * unprefixed address in it, the head script reads it where no host did) and loads the same page
 * at that language's address (the spec's "stores it and reloads"): every part of the page starts
 * again, prerendered in the language.
 */
export function chooseLanguage(
  locale: Locale,
  win: Pick<Window, "location"> & { document: Pick<Document, "cookie"> } = window,
) {
  win.document.cookie = localeCookie(locale, { secure: win.location.protocol === "https:" });
  const { pathname, search, hash } = win.location;
  win.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
}
