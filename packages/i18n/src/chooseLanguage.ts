import { localizedPath } from "./localePath";
import type { Locale } from "./locales";
import { storeLocale } from "./localePreference";

/**
 * Stores the visitor's choice and loads the same page at that language's address (the spec's
 * "stores it and reloads"): every part of the page starts again, prerendered in the language.
 */
export function chooseLanguage(
  locale: Locale,
  win: Pick<Window, "localStorage" | "location"> = window,
) {
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined;
  }
  storeLocale(storage, locale);
  const { pathname, search, hash } = win.location;
  win.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
}
