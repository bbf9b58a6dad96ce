import type { PriceCurrency } from "@gw/api-client/prices";
import type { ReferencePrice, SpotPrices } from "@gw/api-client/schemas";
import type { CatalogLoader, Locale } from "@gw/i18n";
import { loadUiCatalog, priceStripLabels } from "@gw/ui";
import type { ReactElement } from "react";
import { HoldingsValue } from "../calculators/HoldingsValue";
import { loadPricingCatalog } from "../loadPricingCatalog";
import { SpotPricesPanel } from "../spot/SpotPricesPanel";
import { spotView } from "../spot/spotView";
import { HomePriceStripFigures } from "../strip/HomePriceStripFigures";
import { showsShanghaiReference } from "../reference/LiveShanghaiReference";
import { ShanghaiReferencePanel } from "../reference/ShanghaiReferencePanel";
import { islandRoot, type IslandName } from "./islandNames";

export { ISLAND_ATTRIBUTE, type IslandName } from "./islandNames";

/** What the host renders a page's islands from: the visitor's currency and the API's prices. */
export interface IslandData {
  currency: PriceCurrency;
  /** Null when the API has none fit to show (it said so, or its answer was no answer). */
  prices: SpotPrices | null;
  /**
   * For the Shanghai reference: the API's reference price (null when it had none fit to show) and
   * our CNY prices beside it (null likewise). Absent when the host had no answer in time: the
   * island is then written as the app starts it, waiting for its figures.
   */
  reference?: { price: ReferencePrice | null; cnyPrices: SpotPrices | null };
}

/** The islands' words: the host loads these catalogs before it renders any. */
export const islandCatalogs: readonly CatalogLoader[] = [loadUiCatalog, loadPricingCatalog];

// The host renders no handlers: the app adds its own as it hydrates.
const ignore = () => {};

/**
 * An island as the host renders it into the page in a language: the same component, with the
 * same props, that the app renders there (`LiveSpotPrices` and `HomePriceStrip` hydrate them from
 * the page spot answer), so the two match.
 */
export function islandElement(
  name: IslandName,
  { currency, prices, reference }: IslandData,
  locale: Locale,
): ReactElement {
  switch (name) {
    case "spotPanel":
      return (
        <SpotPricesPanel
          currency={currency}
          onChooseCurrency={ignore}
          prices={prices ?? undefined}
          failure={prices ? undefined : "unavailable"}
          onRetry={ignore}
        />
      );
    case "homeStrip":
      return (
        <HomePriceStripFigures
          labels={priceStripLabels}
          shown={prices ? { view: spotView(prices, locale) } : "unavailable"}
        />
      );
    case "holdingsValue":
      // The calculators' value of the default holding (10 oz of silver) at today's sell price.
      return <HoldingsValue currency={currency} quote={prices ? { prices } : "unavailable"} />;
    case "shanghaiReference":
    case "chinaShanghaiReference":
      // Where the page shows none for this visitor, the app's placeholder, as it hydrates it.
      if (!showsShanghaiReference(name === "chinaShanghaiReference", locale, currency))
        return <div hidden {...islandRoot(name)} />;
      return (
        <ShanghaiReferencePanel
          island={name}
          reference={reference?.price ?? undefined}
          spot={reference?.cnyPrices ?? undefined}
          unavailable={reference !== undefined && reference.price === null}
        />
      );
  }
}
