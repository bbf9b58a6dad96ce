import type { Locale } from "@gw/i18n/locales";
import { setupI18n, type I18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const po = formatter({ lineNumbers: false });

function translations(locale: Locale, poText: string): Record<string, string> {
  const catalog = po.parse(poText, {
    locale,
    sourceLocale: "en",
    filename: `${locale}.po`,
  }) as Record<string, { translation?: string }>;
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([, entry]) => entry.translation)
      .map(([id, entry]) => [id, entry.translation!]),
  );
}

/**
 * A Lingui instance active in `locale`, from the text of the API's `.po` catalog for it (English
 * needs none: the ids are the English text). The API reads the file (mailI18n.ts); Storybook
 * imports it as text, so both compile the catalog the same way.
 */
export function i18nFromCatalog(locale: Locale, poText: string | undefined): I18n {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, locale === "en" || poText === undefined ? {} : translations(locale, poText));
  i18n.activate(locale);
  return i18n;
}
