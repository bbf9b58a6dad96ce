import type { Locale } from "./locales";
import { storeLocale } from "./localePreference";

/** Stores the visitor's choice and reloads, so every page part (and the prerendered HTML's
 * language gate) starts again in the new language. */
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
  win.location.reload();
}
