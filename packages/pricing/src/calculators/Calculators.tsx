import { usePageSpotPrices } from "@gw/api-client";
import { priceCurrencies } from "@gw/api-client/prices";
import { useLocale } from "@gw/i18n";
import { joinSentences } from "@gw/i18n/locales";
import { PartBoundary } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { ToggleGroup } from "../live/ToggleGroup";
import { priceWording } from "../priceWording";
import { useHydrated } from "../spot/useHydrated";
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
  const live: CalculatorQuote =
    failure === "unavailable" ? "unavailable" : prices ? { prices } : "loading";
  // While hydrating, what the page was written with: the value of the holding as the host wrote
  // it (its island, from the page spot answer), the rest without prices.
  const fromPage = usePageSpotPrices(currency);
  const writtenHoldings: CalculatorQuote =
    typeof fromPage === "object"
      ? { prices: fromPage.prices }
      : fromPage === "unavailable"
        ? "unavailable"
        : "loading";
  const quote = hydrated ? live : "loading";

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
            <Trans>
              Choosing another currency, and every figure but today's value of your holdings, need
              JavaScript, which is turned off in this browser.
            </Trans>
          </p>
        </noscript>
      </div>
      <PartBoundary part="calculators.regularBuying" label={t`Regular buying`}>
        <RegularBuying currency={currency} quote={quote} />
      </PartBoundary>
      <PartBoundary part="calculators.holdingsValue" label={t`Value of your holdings`}>
        <HoldingsValue currency={currency} quote={hydrated ? live : writtenHoldings} />
      </PartBoundary>
      <PartBoundary part="calculators.ratio" label={t`Gold/silver ratio`}>
        <GoldSilverRatio currency={currency} quote={quote} />
      </PartBoundary>
    </div>
  );
}
