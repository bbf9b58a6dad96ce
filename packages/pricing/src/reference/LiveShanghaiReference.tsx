import {
  pricesUnavailable,
  usePageReferencePrice,
  useReferencePrice,
  useSpotPrices,
} from "@gw/api-client";
import { usePageCurrency } from "@gw/api-client/page-answers";
import { useLocale } from "@gw/i18n";
import type { IslandRoot } from "../islandRoot";
import { useSpotCurrency } from "../spotCurrency";
import { useHydrated } from "../useHydrated";
import { ShanghaiReferencePanel } from "./ShanghaiReferencePanel";

/**
 * Whether a page shows the Shanghai reference: always where the page is for China (`always`), on
 * Chinese pages, and elsewhere while the visitor has chosen CNY.
 */
export const showsShanghaiReference = (always: boolean, locale: string, currency: string) =>
  always || locale === "zh" || currency === "CNY";

/**
 * The Shanghai reference with our CNY buy price beside it, refreshed while the tab is visible.
 * Where it is not shown it leaves an empty placeholder for the host's island, so a visitor who
 * chose CNY gets it in the first HTML and the app hydrates what the host wrote.
 */
export function LiveShanghaiReference({
  always = false,
  island,
}: {
  always?: boolean;
  /** Its root's attribute as the host's island, the placeholder's too (see `islands/`). */
  island?: IslandRoot;
}) {
  const locale = useLocale();
  const [currency] = useSpotCurrency(usePageCurrency());
  const hydrated = useHydrated();
  const shown = showsShanghaiReference(always, locale, currency);
  const reference = useReferencePrice({ enabled: hydrated && shown });
  const spot = useSpotPrices("CNY", { enabled: hydrated && shown });
  const fromPage = usePageReferencePrice();
  if (!shown) return <div hidden {...island} />;
  const unavailable =
    pricesUnavailable(reference.error) ||
    (!reference.data && (reference.error !== null || fromPage === "unavailable"));
  return (
    <ShanghaiReferencePanel
      island={island}
      reference={reference.data}
      // Our figure goes too when our prices are unavailable: never one out of date beside it.
      spot={pricesUnavailable(spot.error) ? undefined : spot.data?.prices}
      unavailable={unavailable}
    />
  );
}
