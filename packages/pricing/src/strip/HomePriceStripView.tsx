import type { SpotPrices } from "@gw/api-client/schemas";
import { useLocale } from "@gw/i18n";
import type { PriceStripLabels } from "@gw/ui";
import { useMemo } from "react";
import type { IslandRoot } from "../islandRoot";
import { spotView } from "../spot/spotView";
import { HomePriceStripFigures } from "./HomePriceStripFigures";

/** The strip's figures for prices (or word that there are none, or placeholders until some come). */
export function HomePriceStripView({
  labels,
  prices,
  unavailable,
  island,
}: {
  labels: PriceStripLabels;
  prices: SpotPrices | undefined;
  unavailable: boolean;
  island?: IslandRoot;
}) {
  const locale = useLocale();
  const view = useMemo(() => prices && spotView(prices, locale), [prices, locale]);
  return (
    <HomePriceStripFigures
      labels={labels}
      island={island}
      shown={view ? { view } : unavailable ? "unavailable" : "loading"}
    />
  );
}
