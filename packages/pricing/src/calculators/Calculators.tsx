import { priceCurrencies } from "@gw/api-client/prices";
import { useLocale } from "@gw/i18n";
import { joinSentences } from "@gw/i18n/locales";
import { Trans, useLingui } from "@lingui/react/macro";
import { ToggleGroup } from "../live/ToggleGroup";
import { priceWording } from "../priceWording";
import { useHydrated } from "../useHydrated";
import { useLiveSpotPrices } from "../spot/useLiveSpotPrices";
import type { CalculatorQuote } from "./calculatorQuote";
import { GoldSilverRatio } from "./GoldSilverRatio";
import { HoldingsValue } from "./HoldingsValue";
import { RegularBuying } from "./RegularBuying";
import styles from "./Calculators.module.css";

/**
 * The calculators of `/calculators`, every figure in the visitor's currency (the live pricing
 * page's toggles and cookie). Today's prices are the spot query's: the answer the host embedded in
 * the page, then the same refreshes live pricing makes; nothing here asks for them another way.
 */
export function Calculators() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { currency, chooseCurrency, prices, failure } = useLiveSpotPrices();
  const hydrated = useHydrated();
  // While hydrating, what the page was written with: no prices (the host writes no calculator).
  const quote: CalculatorQuote = !hydrated
    ? "loading"
    : failure === "unavailable"
      ? "unavailable"
      : prices
        ? { prices }
        : "loading";

  return (
    <div className={styles.calculators}>
      <div className={styles.controls}>
        <ToggleGroup
          label={t`Currency`}
          options={priceCurrencies}
          selected={currency}
          onSelect={chooseCurrency}
          optionKey={(option) => option}
          optionLabel={(option) => option}
        />
        <p className={styles.note}>
          {joinSentences(locale, [
            i18n._(priceWording.indicative),
            t`The calculators show what past prices and today's sell price give; they are not advice.`,
            i18n._(priceWording.confirmed),
          ])}
        </p>
        <noscript>
          <p className={styles.note}>
            <Trans>Today's prices need JavaScript to show.</Trans>
          </p>
        </noscript>
      </div>
      <RegularBuying currency={currency} quote={quote} />
      <HoldingsValue currency={currency} quote={quote} />
      <GoldSilverRatio currency={currency} quote={quote} />
    </div>
  );
}
