import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useNumberFormat } from "../useLocaleFormat";
import { compareProviders } from "./chinaComparison";
import { chinaComparison, type ChinaComparisonData } from "@gw/content/china-comparison";
import { ComparisonHonestNote } from "./ComparisonHonestNote";
import { ComparisonTable } from "./ComparisonTable";
import { HoldDurationSlider } from "./HoldDurationSlider";
import styles from "./ComparisonCalculator.module.css";

/** Sending 2,000 AUD to China: the product against three providers, for a chosen hold time. */
export function ComparisonCalculator({ data = chinaComparison }: { data?: ChinaComparisonData }) {
  const { t } = useLingui();
  const format = useNumberFormat();
  const [duration, setDuration] = useState(data.defaultHoldDuration);
  const rows = useMemo(() => compareProviders(data, duration), [data, duration]);
  const amount = format(data.amountAud);

  return (
    <section className={styles.section} aria-labelledby="china-comparison-title">
      <div className="gw-container">
        <h2 id="china-comparison-title" className={styles.title}>
          <Trans>Send {amount} AUD to China: compare what arrives</Trans>
        </h2>
        <p className={styles.intro}>
          <Trans>
            Move the slider to choose how long the gold was held before the transfer. Every row is
            recalculated for the same {amount} AUD.
          </Trans>
        </p>
        <div className={styles.card}>
          <HoldDurationSlider
            durations={data.historicalGoldPrices}
            value={duration}
            onChange={setDuration}
          />
          <ComparisonHonestNote data={data} className={styles.honest} />
          <ComparisonTable rows={rows} caption={t`What the recipient gets for ${amount} AUD`} />
        </div>
        <p className={styles.disclaimer}>
          <Trans>
            Illustrative example only. Provider rates and fees were observed on 27 August 2025; gold
            figures use historical AUD gold prices and today’s reference price. Gold prices can fall
            as well as rise, and past performance does not predict future results.
          </Trans>
        </p>
      </div>
    </section>
  );
}
