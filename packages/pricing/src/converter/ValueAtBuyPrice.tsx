import { numberFormat } from "@gw/i18n/formats";
import { useSpotPrices } from "@gw/api-client";
import { formatMoney, htmlLang, useLocale } from "@gw/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useSpotCurrency } from "../spotCurrency";
import { useHydrated } from "../useHydrated";
import { costOfGrams, gramsForAmount } from "./buyPriceValue";
import { fromGrams, parseLocaleNumber } from "./weightUnits";
import { WeightField } from "./WeightField";
import styles from "./WeightConverter.module.css";

/**
 * Beside the weight converter: what a weight of gold and of silver costs at today's buy price,
 * and how much of each an amount buys, in the visitor's currency (the spot prices' own answer,
 * so no extra request). Text typed before the page was live counts as soon as it is.
 */
export function ValueAtBuyPrice() {
  const { t } = useLingui();
  const locale = useLocale();
  const lang = htmlLang(locale);
  const id = useId();
  const [currency] = useSpotCurrency();
  // Its text was built without prices: it takes the page's (the host's answer) once hydrated.
  const hydrated = useHydrated();
  const spot = useSpotPrices(currency, { enabled: hydrated });
  const [gramsText, setGramsText] = useState("10");
  const [amountText, setAmountText] = useState("500");

  const number = (value: number, digits: number) =>
    numberFormat(lang, { maximumFractionDigits: digits }).format(value);
  const money = (value: number) => formatMoney(locale, currency, value);
  const prices = hydrated && spot.data?.prices.currency === currency ? spot.data.prices : undefined;
  const grams = parseLocaleNumber(gramsText, lang);
  const amount = parseLocaleNumber(amountText, lang);

  let weightResult: string;
  let amountResult: string;
  if (!prices) {
    weightResult = amountResult =
      hydrated && spot.error
        ? t`Today's buy price could not be loaded just now.`
        : t`Today's buy price is on its way.`;
  } else {
    const { gold, silver } = prices.metals;
    if (grams === null) {
      weightResult = t`Enter a weight as a number, for example 2.5.`;
    } else {
      const weight = number(grams, 4);
      const goldCost = money(costOfGrams(grams, gold.ask));
      const silverCost = money(costOfGrams(grams, silver.ask));
      weightResult = t`At today's buy price, ${weight} g of gold costs ${goldCost} and ${weight} g of silver ${silverCost}.`;
    }
    if (amount === null) {
      amountResult = t`Enter an amount as a number, for example 500.`;
    } else {
      const spend = money(amount);
      const goldGrams = gramsForAmount(amount, gold.ask);
      const silverGrams = gramsForAmount(amount, silver.ask);
      const goldWeight = number(goldGrams, 3);
      const goldOunces = number(fromGrams(goldGrams, "troyOunce"), 4);
      const silverWeight = number(silverGrams, 2);
      const silverOunces = number(fromGrams(silverGrams, "troyOunce"), 3);
      amountResult = t`At today's buy price, ${spend} buys ${goldWeight} g of gold (${goldOunces} oz) or ${silverWeight} g of silver (${silverOunces} oz).`;
    }
  }

  return (
    <section className={`gw-below-fold ${styles.converter}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>What it costs at today's buy price</Trans>
      </h2>
      <div className={styles.fields}>
        <WeightField
          id={`${id}-grams`}
          label={t`Weight in grams`}
          value={gramsText}
          invalid={grams === null}
          describedBy={`${id}-weight-result`}
          onChange={setGramsText}
        />
        <WeightField
          id={`${id}-amount`}
          label={t`Amount in ${currency}`}
          value={amountText}
          invalid={amount === null}
          describedBy={`${id}-amount-result`}
          onChange={setAmountText}
        />
      </div>
      <p id={`${id}-weight-result`} className={styles.result} role="status">
        {weightResult}
      </p>
      <p id={`${id}-amount-result`} className={styles.result} role="status">
        {amountResult}
      </p>
    </section>
  );
}
