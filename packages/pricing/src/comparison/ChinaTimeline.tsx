import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useDateFormat, useNumberFormat } from "../useLocaleFormat";
import { chinaComparison, type ChinaComparisonData } from "@gw/content/china-comparison";
import styles from "./ChinaTimeline.module.css";

/** The three steps of sending gold to China, with the spec's worked example. */
export function ChinaTimeline({ data = chinaComparison }: { data?: ChinaComparisonData }) {
  const format = useNumberFormat();
  const { buy, transfer, sell, gainCny } = data.timeline;
  const grams = (value: number) => format(value, { minimumFractionDigits: 2 });
  const price = (value: number) => format(value, { minimumFractionDigits: 2 });
  const date = useDateFormat();
  const buyDate = date(buy.date);
  const sellDate = date(sell.date);
  const bought = grams(buy.grams);
  const received = grams(transfer.grams);
  const fee = format(transfer.feePercent, { maximumFractionDigits: 2 });
  const buyPrice = price(buy.priceAud);
  const sellPrice = price(sell.priceAud);
  const sold = format(sell.cny);
  const gain = format(gainCny, { signDisplay: "always" });
  const amount = format(data.amountAud);

  return (
    <section className={styles.section} aria-labelledby="china-timeline-title">
      <div className="gw-container">
        <h2 id="china-timeline-title" className={styles.title}>
          <Trans>How it works</Trans>
        </h2>
        <ol className={styles.steps}>
          <TimelineStep
            title={<Trans>Buy gold in Australia</Trans>}
            figure={<Trans>{bought} g bought</Trans>}
          >
            <Trans>
              {amount} AUD buys {bought} g of gold at {buyPrice} AUD per ounce ({buyDate}).
            </Trans>
          </TimelineStep>
          <TimelineStep
            title={<Trans>Transfer it to your recipient</Trans>}
            figure={<Trans>{received} g received</Trans>}
          >
            <Trans>
              Ownership moves to the recipient in China for a {fee}% fee; {received} g arrive.
            </Trans>
          </TimelineStep>
          <TimelineStep
            title={<Trans>Sell for CNY</Trans>}
            figure={<Trans>about {sold} CNY</Trans>}
          >
            <Trans>
              Sold at {sellPrice} AUD per ounce ({sellDate}) and paid out in CNY: {gain} CNY more
              than the best bank or remittance service.
            </Trans>
          </TimelineStep>
        </ol>
      </div>
    </section>
  );
}

/** One numbered step (the list's counter draws the number): its headline figure, then how. */
function TimelineStep({
  title,
  figure,
  children,
}: {
  title: ReactNode;
  figure: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={styles.step}>
      <h3>{title}</h3>
      <p className={styles.figure}>{figure}</p>
      <p>{children}</p>
    </li>
  );
}
