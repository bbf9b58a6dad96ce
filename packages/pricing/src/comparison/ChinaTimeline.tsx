import { Trans } from "@lingui/react/macro";
import { useDateFormat, useNumberFormat } from "../useLocaleFormat";
import { chinaComparison, type ChinaComparisonData } from "./chinaComparisonData";
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
          <li className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              1
            </span>
            <h3>
              <Trans>Buy gold in Australia</Trans>
            </h3>
            <p className={styles.figure}>
              <Trans>{bought} g bought</Trans>
            </p>
            <p>
              <Trans>
                {amount} AUD buys {bought} g of gold at {buyPrice} AUD per ounce ({buyDate}).
              </Trans>
            </p>
          </li>
          <li className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              2
            </span>
            <h3>
              <Trans>Transfer it to your recipient</Trans>
            </h3>
            <p className={styles.figure}>
              <Trans>{received} g received</Trans>
            </p>
            <p>
              <Trans>
                Ownership moves to the recipient in China for a {fee}% fee; {received} g arrive.
              </Trans>
            </p>
          </li>
          <li className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              3
            </span>
            <h3>
              <Trans>Sell for CNY</Trans>
            </h3>
            <p className={styles.figure}>
              <Trans>about {sold} CNY</Trans>
            </p>
            <p>
              <Trans>
                Sold at {sellPrice} AUD per ounce ({sellDate}) and paid out in CNY: {gain} CNY more
                than the best bank or remittance service.
              </Trans>
            </p>
          </li>
        </ol>
      </div>
    </section>
  );
}
