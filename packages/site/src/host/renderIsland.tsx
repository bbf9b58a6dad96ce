import type { BrandConfig } from "@gw/ui";
import { activateLocale, i18n, I18nProvider, type Locale } from "@gw/i18n";
import { islandCatalogs } from "@gw/pricing/islands";
import { BrandProvider } from "@gw/ui";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/** Loads the islands' words in a language (once per language; later calls cost nothing). */
export const loadIslandWords = (locale: Locale) => activateLocale(locale, islandCatalogs);

/**
 * An island's HTML as the host writes it into a page: the element its definition rendered (the
 * very component the app hydrates there), with the page's language and brand. Call
 * `loadIslandWords` first: this renders at once, so no other request can switch the language
 * while it does.
 */
export function renderIsland(
  island: ReactElement,
  { locale, brand }: { locale: Locale; brand: BrandConfig },
): string {
  i18n.activate(locale);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={brand}>{island}</BrandProvider>
    </I18nProvider>,
  );
}
