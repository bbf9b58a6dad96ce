import { Trans, useLingui } from "@lingui/react/macro";
import { chinaPayments } from "@gw/content/china-payments";
import styles from "./ChinaPaymentOptions.module.css";

/** Which currencies a sender can pay in, and who pays the recipient out in CNY. */
export function ChinaPaymentOptions() {
  const { i18n } = useLingui();
  const { paymentCurrencies, payoutProviders } = chinaPayments;
  const providers = new Intl.ListFormat(i18n.locale, { type: "disjunction" }).format(
    payoutProviders,
  );
  return (
    <section className={styles.section} aria-labelledby="china-payments-title">
      <div className="gw-container">
        <h2 id="china-payments-title" className={styles.title}>
          <Trans>Pay in your currency</Trans>
        </h2>
        <ul className={styles.chips}>
          {paymentCurrencies.map((code) => (
            <li key={code} className={styles.chip}>
              {code}
            </li>
          ))}
        </ul>
        <p className={styles.payout}>
          <Trans>Your recipient is paid out in CNY through {providers}.</Trans>
        </p>
      </div>
    </section>
  );
}
