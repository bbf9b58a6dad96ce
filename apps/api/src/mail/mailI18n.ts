import { readFileSync } from "node:fs";
import type { Locale } from "@gw/i18n/locales";
import type { I18n } from "@lingui/core";
import { i18nFromCatalog } from "./mailCatalog";

/**
 * Lingui for the API's own text (e-mails and the pages their links open), without a build step:
 * the text is written as `i18n._("English text", values)`, which `pnpm i18n:extract` collects
 * into `src/locales/{locale}.po` like every other catalog; here the catalogs are read and their
 * ICU messages compiled when first needed.
 */
const catalogText = (locale: Locale) =>
  locale === "en"
    ? undefined
    : readFileSync(
        // Beside the sources (src/mail/ to src/locales/), or the compiled server (dist/locales/).
        new URL(
          `${import.meta.url.endsWith(".ts") ? "../" : "./"}locales/${locale}.po`,
          import.meta.url,
        ),
        "utf8",
      );

const instances = new Map<Locale, I18n>();

/** A Lingui instance active in `locale`, with the API's catalog for it. */
export function mailI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = i18nFromCatalog(locale, catalogText(locale));
    instances.set(locale, i18n);
  }
  return i18n;
}
