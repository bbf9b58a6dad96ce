import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useBrand } from "../brand/BrandProvider";
import styles from "./TrustSection.module.css";

/**
 * Who holds the metal, where, who insures and audits it, and the regulator numbers, each a
 * brand fact from the brand config, with links to the documents that say more.
 */
export function TrustSection() {
  const { t, i18n } = useLingui();
  const { company, trust } = useBrand();
  const lang = i18n.locale.startsWith("zh") ? "zh" : "en";
  const auditFrequency = trust.auditFrequency[lang];
  const vaultCity = trust.vaultCity[lang];
  const { custodian, insurer, auditor, austracEnrolment, remittanceRegistration } = trust;

  const facts = [
    {
      term: t`Who holds the metal`,
      detail: t`${custodian}, an independent custodian, holds it on trust for customers, apart from ${company}'s own assets.`,
    },
    {
      term: t`Where`,
      detail: t`In ${custodian}'s high-security vault in ${vaultCity}, Australia.`,
    },
    { term: t`Insured by`, detail: t`${insurer}, for the metal's full value.` },
    {
      term: t`Audited`,
      detail: t`${auditor} counts the metal against customers' holdings ${auditFrequency}.`,
    },
    {
      term: t`Regulated`,
      detail: t`Enrolled with AUSTRAC as a bullion dealer (enrolment ${austracEnrolment}) and registered as a remittance provider (registration ${remittanceRegistration}).`,
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="home-trust-title">
      <div className="gw-container">
        <h2 id="home-trust-title" className={styles.heading}>
          <Trans>Where your metal is, and who checks it</Trans>
        </h2>
        <dl className={styles.facts}>
          {facts.map(({ term, detail }) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.more}>
          <Trans>
            Read more in{" "}
            <Link to="/docs/$" params={{ _splat: "overview" }}>
              About Us
            </Link>
            , the{" "}
            <Link to="/legal/$" params={{ _splat: "terms-and-conditions" }}>
              Terms and Conditions
            </Link>{" "}
            and the{" "}
            <Link to="/legal/$" params={{ _splat: "aml-ctf-policy" }}>
              AML/CTF Policy
            </Link>
            .
          </Trans>
        </p>
      </div>
    </section>
  );
}
