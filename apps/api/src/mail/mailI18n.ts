import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locale } from "@gw/i18n/locales";
import { setupI18n, type I18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * Lingui for the API's own text (e-mails and the pages their links open), without a build step:
 * the text is written as `i18n._("English text", values)`, which `pnpm i18n:extract` collects
 * into `src/locales/{locale}.po` like every other catalog; here the catalogs are read and their
 * ICU messages compiled when first needed. English needs no catalog: the ids are the English text.
 */
const catalogPath = (locale: Locale) =>
  // Beside the sources (src/mail/ to src/locales/), or the compiled server (dist/locales/).
  fileURLToPath(
    new URL(
      `${import.meta.url.endsWith(".ts") ? "../" : "./"}locales/${locale}.po`,
      import.meta.url,
    ),
  );

const po = formatter({ lineNumbers: false });

function readCatalog(locale: Locale): Record<string, string> {
  const catalog = po.parse(readFileSync(catalogPath(locale), "utf8"), {
    locale,
    sourceLocale: "en",
    filename: catalogPath(locale),
  }) as Record<string, { translation?: string }>;
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([, entry]) => entry.translation)
      .map(([id, entry]) => [id, entry.translation!]),
  );
}

const instances = new Map<Locale, I18n>();

/** A Lingui instance active in `locale`, with the API's catalog for it. */
export function mailI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(locale, locale === "en" ? {} : readCatalog(locale));
    i18n.activate(locale);
    instances.set(locale, i18n);
  }
  return i18n;
}
