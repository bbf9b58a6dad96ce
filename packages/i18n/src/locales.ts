// Imports nothing: the API loads this file through @gw/api-client's schemas in plain Node, where
// Lingui and React must not be needed (package.json exports it alone as @gw/i18n/locales).
export const supportedLocales = ["en", "zh"] as const;
export type Locale = (typeof supportedLocales)[number];

/** The language every page is prerendered in and falls back to. */
export const defaultLocale: Locale = "en";

export interface LanguageOption {
  code: Locale;
  /** Each language's own name, so a visitor can find theirs whatever is showing. */
  name: string;
}

export const languageOptions: readonly LanguageOption[] = [
  { code: "en", name: "English" },
  { code: "zh", name: "中文" },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (supportedLocales as readonly string[]).includes(value);
}

/** The BCP 47 tag written into `<html lang>` and used for number formatting. */
export function htmlLang(locale: Locale): string {
  return locale === "zh" ? "zh-CN" : "en-AU";
}

/**
 * Sentences one after another as the language writes them: English puts a space between them,
 * Chinese none after its full stop.
 */
export function joinSentences(locale: Locale, sentences: readonly string[]): string {
  return sentences.join(locale === "zh" ? "" : " ");
}
