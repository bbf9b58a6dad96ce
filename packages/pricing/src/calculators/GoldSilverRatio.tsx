import { usePriceHistory } from "@gw/api-client";
import type { PriceCurrency } from "@gw/api-client/prices";
import { useLocale } from "@gw/i18n";
import { Button } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useMemo, useState } from "react";
import { ToggleGroup } from "../live/ToggleGroup";
import { priceRanges, rangeLabels, type PriceRange } from "../priceChoices";
import { useHydrated } from "../spot/useHydrated";
import { calculatorFormats } from "./calculatorFormats";
import { quotePrices, type CalculatorQuote } from "./calculatorQuote";
import { goldSilverRatio, ratioSeries } from "./goldSilverRatio";
import { QuoteMissing, QuoteTime } from "./QuoteTime";
import { RatioData } from "./RatioData";
import styles from "./Calculators.module.css";

/** A year shows the ratio's swings; the buttons offer the live pricing ranges. */
const defaultRatioRange = priceRanges.find((range) => range.history === "1Y")!;

/**
 * `Gold/silver ratio`: how many ounces of silver an ounce of gold is worth, today from the quote's
 * mid prices (halfway between buy and sell, as the change is counted) and over a range from both
 * metals' closes, which the live pricing chart asks for too (so the query cache often has them).
 */
export function GoldSilverRatio({
  currency,
  quote,
}: {
  currency: PriceCurrency;
  quote: CalculatorQuote;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  const [range, setRange] = useState<PriceRange>(defaultRatioRange);
  const gold = usePriceHistory(
    { metal: "gold", range: range.history, currency },
    { enabled: hydrated },
  );
  const silver = usePriceHistory(
    { metal: "silver", range: range.history, currency },
    { enabled: hydrated },
  );
  const prices = quotePrices(quote);
  const formats = calculatorFormats(locale, currency);
  const mid = (metal: "gold" | "silver") =>
    (prices!.metals[metal].bid + prices!.metals[metal].ask) / 2;
  const points = useMemo(
    () =>
      gold.data && silver.data ? ratioSeries(gold.data.points, silver.data.points) : undefined,
    [gold.data, silver.data],
  );
  const rangeLabel = rangeLabels[range.label];
  const rangeName = typeof rangeLabel === "string" ? rangeLabel : i18n._(rangeLabel);

  return (
    <section className={styles.region} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Gold/silver ratio</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          How many troy ounces of silver one troy ounce of gold is worth: a high ratio means silver
          is cheap against gold.
        </Trans>
      </p>
      {prices ? (
        <>
          <dl className={styles.results}>
            <div>
              <dt>
                <Trans>Today's ratio</Trans>
              </dt>
              <dd className={styles.figure}>
                {formats.ratio(goldSilverRatio(mid("gold"), mid("silver")))}
              </dd>
            </div>
          </dl>
          <QuoteTime prices={prices} />
        </>
      ) : (
        <QuoteMissing unavailable={quote === "unavailable"} />
      )}
      <ToggleGroup
        label={t`Time range`}
        options={priceRanges}
        selected={range}
        onSelect={setRange}
        optionKey={(option) => option.value}
        optionLabel={(option) => {
          const label = rangeLabels[option.label];
          return typeof label === "string" ? label : i18n._(label);
        }}
      />
      {points ? (
        <RatioData points={points} range={range.history} rangeName={rangeName} />
      ) : gold.error || silver.error ? (
        <p role="status" className={styles.result}>
          <Trans>The price history could not be loaded just now.</Trans>{" "}
          <Button
            variant="secondary"
            onClick={() => {
              void gold.refetch();
              void silver.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : hydrated ? (
        <p role="status" className={styles.result}>
          <Trans>Loading prices...</Trans>
        </p>
      ) : // As built: nothing is on its way until the scripts run (without them, the note above).
      null}
    </section>
  );
}
