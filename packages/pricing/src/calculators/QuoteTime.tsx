import type { SpotPrices } from "@gw/api-client/schemas";
import { useLocale } from "@gw/i18n";
import { Trans } from "@lingui/react/macro";
import { spotView } from "../spot/spotView";
import { useHydrated } from "../spot/useHydrated";
import styles from "./Calculators.module.css";

/** When a figure's price is from, and whether it is delayed or a demonstration price. */
export function QuoteTime({ prices }: { prices: SpotPrices }) {
  const view = spotView(prices, useLocale());
  return (
    <p className={styles.asOf}>
      <span>
        <Trans>As of</Trans> <strong>{view.asOf}</strong>
      </span>
      {view.delayed && (
        <span className={styles.badge}>
          <Trans>Delayed</Trans>
        </span>
      )}
      {view.demonstration && (
        <span className={styles.badge}>
          <Trans>Demonstration prices</Trans>
        </span>
      )}
    </p>
  );
}

/**
 * What a region says in place of a figure while today's quote is not here or cannot be had. The
 * page as built (a static host's, with no price written in) says only, to a browser with scripts
 * off, that the calculator needs them: "on its way" would never come true there.
 */
export function QuoteMissing({ unavailable }: { unavailable: boolean }) {
  const hydrated = useHydrated();
  if (!unavailable && !hydrated) {
    return (
      <noscript>
        <p className={styles.result}>
          <Trans>This calculator needs JavaScript, which is turned off in this browser.</Trans>
        </p>
      </noscript>
    );
  }
  return (
    <p role="status" className={styles.result}>
      {unavailable ? (
        <Trans>Prices are unavailable just now.</Trans>
      ) : (
        <Trans>Today's sell price is on its way.</Trans>
      )}
    </p>
  );
}
