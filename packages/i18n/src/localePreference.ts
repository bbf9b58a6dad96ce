import { defaultLocale, isLocale, supportedLocales, type Locale } from "./locales";
import { pickLocale } from "./pickLocale";

/** The browser-storage entry holding the visitor's chosen language. */
export const LOCALE_STORAGE_KEY = "gw.preferred-language";

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

export function readStoredLocale(storage: ReadableStorage | undefined): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage can throw (privacy modes, disabled cookies); the visitor simply has no preference.
    return null;
  }
}

export function storeLocale(storage: WritableStorage | undefined, locale: Locale): boolean {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}

export function detectLocale(
  storage: ReadableStorage | undefined,
  browserLanguage: string | undefined,
): Locale {
  const picked = pickLocale(
    readStoredLocale(storage),
    browserLanguage,
    supportedLocales,
    defaultLocale,
  );
  return isLocale(picked) ? picked : defaultLocale;
}
