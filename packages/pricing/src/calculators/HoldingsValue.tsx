import type { PriceCurrency } from "@gw/api-client/prices";
import { useLocale } from "@gw/i18n";
import { htmlLang } from "@gw/i18n/locales";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { islandRoot } from "../islands/islandNames";
import { GRAMS_PER_UNIT, parseLocaleNumber } from "../converter/weightUnits";
import { ToggleGroup } from "../live/ToggleGroup";
import { metalLabels, metals, type Metal } from "../priceChoices";
import { calculatorFormats } from "./calculatorFormats";
import { quotePrices, type CalculatorQuote } from "./calculatorQuote";
import { CalculatorInput } from "./CalculatorInput";
import { holdingUnitsFor, holdingValue, type HoldingUnit } from "./holdingsValue";
import { QuoteMissing, QuoteTime } from "./QuoteTime";
import styles from "./Calculators.module.css";

const taelGrams = GRAMS_PER_UNIT.tael;

/** Each unit's option; the 两's gives its grams, so nobody takes it for 37.5 g or 50 g. */
const unitLabels = {
  g: msg`g`,
  oz: msg`oz`,
  kg: msg`kg`,
  liang: msg`两 (Hong Kong gold tael, ${taelGrams} g)`,
} satisfies Record<HoldingUnit, unknown>;

/**
 * `Value of your holdings`: a weight of a metal at today's sell price (the spot bid). An island:
 * the host writes it into the page with today's price (its ids fixed, so what the host wrote and
 * what the app hydrates agree: one a page).
 */
export function HoldingsValue({
  currency,
  quote,
}: {
  currency: PriceCurrency;
  quote: CalculatorQuote;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = "holdings-value";
  const [weightText, setWeightText] = useState("10");
  const [unit, setUnit] = useState<HoldingUnit>("oz");
  const [metal, setMetal] = useState<Metal>("silver");
  const weight = parseLocaleNumber(weightText, htmlLang(locale));
  const prices = quotePrices(quote);
  const formats = calculatorFormats(locale, currency);

  return (
    <section
      className={styles.region}
      aria-labelledby={`${id}-title`}
      {...islandRoot("holdingsValue")}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Value of your holdings</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          What the metal you hold, with us or elsewhere, is worth at today's sell price.
        </Trans>
      </p>
      <div className={styles.fields}>
        <CalculatorInput
          id={`${id}-weight`}
          label={t`Weight`}
          value={weightText}
          invalid={weight === null}
          describedBy={`${id}-value`}
          onChange={setWeightText}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-unit`}>
            <Trans>Unit</Trans>
          </label>
          <select
            id={`${id}-unit`}
            className={styles.input}
            value={unit}
            onChange={(event) => setUnit(event.target.value as HoldingUnit)}
          >
            {holdingUnitsFor[locale].map((option) => (
              <option key={option} value={option}>
                {i18n._(unitLabels[option])}
              </option>
            ))}
          </select>
        </div>
        <ToggleGroup
          label={t`Metal`}
          options={metals}
          selected={metal}
          onSelect={setMetal}
          optionKey={(option) => option}
          optionLabel={(option) => i18n._(metalLabels[option])}
        />
      </div>
      <div id={`${id}-value`}>
        {weight === null ? (
          <p className={styles.result}>{t`Enter a weight as a number, for example 2.5.`}</p>
        ) : prices?.currency === currency ? (
          <>
            <dl className={styles.results}>
              <div>
                <dt>
                  <Trans>Value at today's sell price</Trans>
                </dt>
                <dd className={styles.figure} aria-live="polite">
                  {formats.money(holdingValue(weight, unit, prices.metals[metal].bid))}
                </dd>
              </div>
            </dl>
            <QuoteTime prices={prices} />
          </>
        ) : (
          <QuoteMissing unavailable={quote === "unavailable"} />
        )}
      </div>
    </section>
  );
}
