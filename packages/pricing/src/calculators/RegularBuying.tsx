import { usePriceHistory } from "@gw/api-client";
import type { PriceCurrency } from "@gw/api-client/prices";
import { useLocale } from "@gw/i18n";
import { Button } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import { parseLocaleNumber } from "../converter/weightUnits";
import { ToggleGroup } from "../live/ToggleGroup";
import { metalLabels, metals, type Metal } from "../priceChoices";
import { useHydrated } from "../useHydrated";
import { htmlLang } from "@gw/i18n/locales";
import { calculatorFormats } from "./calculatorFormats";
import { quotePrices, type CalculatorQuote } from "./calculatorQuote";
import { CalculatorInput } from "./CalculatorInput";
import { QuoteMissing, QuoteTime } from "./QuoteTime";
import { defaultStartMonth, isMonth, regularBuying } from "./regularBuying";
import { RegularBuyingData } from "./RegularBuyingData";
import styles from "./Calculators.module.css";

interface RegularBuyingProps {
  currency: PriceCurrency;
  quote: CalculatorQuote;
  /** Today, `YYYY-MM-DD`: the default start counts five years back from it. */
  today?: string;
}

/**
 * The day the site was built (the build defines it), which the prerendered page counted its
 * default start from: hydration counts from it too, so the page it takes over is the one it
 * would have written, and the visitor's own day follows once the page is live.
 */
const builtOn = (): string | undefined => import.meta.env.VITE_BUILD_DATE;

/**
 * `Regular buying`: what buying an amount of a metal every month since a chosen month would be
 * worth today, from each month's first daily close (the price service's monthly series, asked for
 * once the page is live) and today's sell price.
 */
export function RegularBuying({ currency, quote, today }: RegularBuyingProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const lang = htmlLang(locale);
  const id = useId();
  const hydrated = useHydrated();
  const countedFrom =
    today ?? (hydrated ? undefined : builtOn()) ?? new Date().toISOString().slice(0, 10);
  const [amountText, setAmountText] = useState("500");
  const [metal, setMetal] = useState<Metal>("gold");
  const [startText, setStartText] = useState<string | null>(null);
  const history = usePriceHistory(
    { metal, range: "ALL", currency, interval: "monthly" },
    { enabled: hydrated },
  );
  const start = startText ?? defaultStartMonth(countedFrom, history.data?.since ?? undefined);
  const amount = parseLocaleNumber(amountText, lang);
  const deferredAmount = useDeferredValue(amount);
  const prices = quotePrices(quote);
  const bidToday = prices?.currency === currency ? prices.metals[metal].bid : undefined;
  const closes = history.data?.currency === currency ? history.data.points : undefined;
  const deferredStart = useDeferredValue(start);
  const historyFailed = Boolean(history.error);
  const { refetch } = history;
  const retry = useCallback(() => void refetch(), [refetch]);
  const result = useMemo(
    () =>
      closes && bidToday !== undefined && deferredAmount !== null && isMonth(deferredStart)
        ? regularBuying({ amount: deferredAmount, start: deferredStart, closes, bidToday })
        : null,
    [closes, bidToday, deferredAmount, deferredStart],
  );
  const formats = calculatorFormats(locale, currency);
  const metalName = i18n._(metalLabels[metal]);

  // Typing stays quick however long the history: the results follow a moment later, and are
  // the same element (so React leaves them be) until something they show has changed.
  const outcome = useMemo(() => {
    if (deferredAmount === null) {
      return <p className={styles.result}>{t`Enter an amount as a number, for example 500.`}</p>;
    }
    if (!isMonth(deferredStart)) {
      return <p className={styles.result}>{t`Enter the start as a month, for example 2021-11.`}</p>;
    }
    if (!prices) return <QuoteMissing unavailable={quote === "unavailable"} />;
    if (historyFailed) {
      return (
        <p role="status" className={styles.result}>
          <Trans>The price history could not be loaded just now.</Trans>{" "}
          <Button variant="secondary" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      );
    }
    if (!closes) {
      return (
        <p role="status" className={styles.result}>
          <Trans>Loading prices...</Trans>
        </p>
      );
    }
    if (!result) {
      const startMonth = formats.month(deferredStart);
      return <p className={styles.result}>{t`There are no closing prices since ${startMonth}.`}</p>;
    }
    const countsFrom = result.countsFrom && formats.month(result.countsFrom);
    const monthCount = result.months.length;
    return (
      <>
        {countsFrom && (
          <p className={styles.result}>
            {t`Our price history begins in ${countsFrom}: the results count from then.`}
          </p>
        )}
        <dl className={styles.results} aria-live="polite">
          <div>
            <dt>
              <Trans>Invested</Trans>
            </dt>
            <dd>{formats.money(result.invested)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Metal bought</Trans>
            </dt>
            <dd>
              {formats.grams(result.grams)} g ({formats.ounces(result.ounces)} oz)
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Value today</Trans>
            </dt>
            <dd>{formats.money(result.valueToday)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Gain</Trans>
            </dt>
            <dd>
              {formats.signedMoney(result.gain)} ({formats.percent(result.gainFraction)})
            </dd>
          </div>
        </dl>
        <p className={styles.note}>
          {t`${monthCount} monthly purchases of ${metalName} at each month's first daily close, valued at today's sell price.`}
        </p>
        <QuoteTime prices={prices} />
        <RegularBuyingData result={result} metal={metal} currency={currency} />
      </>
    );
  }, [
    deferredAmount,
    deferredStart,
    prices,
    quote,
    historyFailed,
    retry,
    closes,
    result,
    formats,
    metalName,
    metal,
    currency,
    t,
  ]);

  return (
    <section className={styles.region} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Regular buying</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>
          What buying the same amount every month would be worth today: each month buys at that
          month's first daily close, and the total is valued at today's sell price.
        </Trans>
      </p>
      <div className={styles.fields}>
        <CalculatorInput
          id={`${id}-amount`}
          label={t`Amount each month`}
          value={amountText}
          invalid={amount === null}
          describedBy={`${id}-outcome`}
          onChange={setAmountText}
        />
        <ToggleGroup
          label={t`Metal`}
          options={metals}
          selected={metal}
          onSelect={setMetal}
          optionKey={(option) => option}
          optionLabel={(option) => i18n._(metalLabels[option])}
        />
        <CalculatorInput
          id={`${id}-start`}
          label={t`Start`}
          type="month"
          value={start}
          invalid={!isMonth(start)}
          describedBy={`${id}-outcome`}
          onChange={setStartText}
        />
      </div>
      <div id={`${id}-outcome`}>{outcome}</div>
    </section>
  );
}
