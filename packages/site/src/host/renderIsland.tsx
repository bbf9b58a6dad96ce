import type { BrandConfig } from "@gw/ui";
import { activateLocale, i18n, I18nProvider, type Locale } from "@gw/i18n";
import {
  islandCatalogs,
  islandElement,
  type IslandData,
  type IslandName,
} from "@gw/pricing/islands";
import { BrandProvider } from "@gw/ui";
import { renderToString } from "react-dom/server";

/** Loads the islands' words in a language (once per language; later calls cost nothing). */
export const loadIslandWords = (locale: Locale) => activateLocale(locale, islandCatalogs);

/**
 * An island's HTML as the host writes it into a page: the very component the app hydrates there,
 * rendered with the page's language and brand. Call `loadIslandWords` first: this renders at once,
 * so no other request can switch the language while it does.
 */
export function renderIsland(
  name: IslandName,
  data: IslandData,
  { locale, brand }: { locale: Locale; brand: BrandConfig },
): string {
  i18n.activate(locale);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <BrandProvider brand={brand}>{islandElement(name, data, locale)}</BrandProvider>
    </I18nProvider>,
  );
}
